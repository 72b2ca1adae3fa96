// Pointman web platform — the export backend (shell/app/export_view.h): a result's SVG or JSON is
// offered as a browser download (PageDownload, page.cpp).
//
// JS surface for tests and embedders: window.pointmanExport = {status(), svgText(), jsonText()}.
//
// [SECTION] JS library
// [SECTION] backend
// [SECTION] embind hooks
#include <emscripten.h>
#include <emscripten/bind.h>

#include "app/export_view.h"
#include "contract/codec.h"
#include "platform.h"

// [SECTION] JS library
// web/app/library_export.js (linked with --js-library by cmake/web_app.cmake).
extern "C" void pm_export_install_js(void);  // window.pointmanExport

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
std::string StatusJson() {
    return pm::to_text(pm::shell::ExportStatus());
}
std::string SvgText() {
    return pm::shell::ExportSvgText(pm::web::App());
}
std::string JsonText() {
    return pm::shell::ExportJsonText(pm::web::App());
}
}  // namespace

EMSCRIPTEN_BINDINGS(pointman_export) {
    emscripten::function("_exportStatus", &StatusJson);
    emscripten::function("_exportSvg", &SvgText);
    emscripten::function("_exportJson", &JsonText);
}
