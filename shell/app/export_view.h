// Pointman shell — exporting a result as a file: the generated artefact as JSON, and an SVG drawing
// where the calculator offers one (the tunnel map at 1:1 inch scale for the club's printer).
//
// The file itself is handed to a backend the platform installs (web/app/export_glue.cpp: a browser
// download). Without a backend (native, tests) the last export is only remembered, so the shell
// tests can check what would have been saved.
//
// [SECTION] backend
// [SECTION] entry points
#pragma once

#include <functional>
#include <string>

#include "app/app.h"

namespace pm::shell {

// [SECTION] backend
struct ExportBackend {
    std::function<void(const std::string& name, const std::string& mime, const std::string& text)> Save;
};

// [SECTION] entry points
void ExportSetBackend(ExportBackend b);
std::string ExportSvgText(AppState& s);   // the SVG of the current result ("" when it has none)
std::string ExportJsonText(AppState& s);  // {"link","rolled","request","response"} of the current result
json ExportStatus();                      // test hook: {"last": {name, mime, bytes}, "message"}
void DrawExports(AppState& s);            // result_view.cpp: the export buttons under the roll

}  // namespace pm::shell
