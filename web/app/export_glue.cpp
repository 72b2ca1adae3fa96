// Pointman web platform — the export backend (shell/app/export_view.h): a result's SVG or JSON is
// offered as a browser download (PageDownload, page.cpp).
//
// JS surface for tests and embedders: window.pointmanExport = {status(), svgText(), jsonText()}.
//
// [SECTION] EM_JS glue
// [SECTION] backend
// [SECTION] embind hooks
#include <emscripten.h>
#include <emscripten/bind.h>

#include "api/codec.h"
#include "app/export_view.h"
#include "platform.h"

// [SECTION] EM_JS glue
EM_JS(void, pm_export_install_js, (void), {
    if (typeof window == "undefined") return;
    window["pointmanExport"] = {
        status: function() { return JSON.parse(Module["_exportStatus"]()); },
        svgText: function() { return Module["_exportSvg"](); },
        jsonText: function() { return Module["_exportJson"](); }
    };
});

// [SECTION] backend
namespace {
struct Install {
    Install() {
        pm::shell::ExportBackend b;
        b.Save = pm::web::PageDownload;
        pm::shell::ExportSetBackend(std::move(b));
        pm_export_install_js();
    }
} install;

// [SECTION] embind hooks
std::string StatusJson() { return pm::to_text(pm::shell::ExportStatus()); }
std::string SvgText() { return pm::shell::ExportSvgText(pm::web::App()); }
std::string JsonText() { return pm::shell::ExportJsonText(pm::web::App()); }
}  // namespace

EMSCRIPTEN_BINDINGS(pointman_export) {
    emscripten::function("_exportStatus", &StatusJson);
    emscripten::function("_exportSvg", &SvgText);
    emscripten::function("_exportJson", &JsonText);
}
