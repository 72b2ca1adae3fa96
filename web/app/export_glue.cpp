// Pointman web platform — the export backend (shell/app/export_view.h): a result's SVG or JSON is
// offered as a browser download (a blob URL on a temporary link). On a phone the browser's own
// download sheet then lets the player open, print or share the file.
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
EM_JS(void, pm_export_download, (const char* name, const char* mime, const char* text), {
    var blob = new Blob([UTF8ToString(text)], { type: UTF8ToString(mime) });
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString(name);
    document.body.appendChild(a);
    a.click();
    setTimeout(function() { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
});

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
        b.Save = [](const std::string& name, const std::string& mime, const std::string& text) {
            pm_export_download(name.c_str(), mime.c_str(), text.c_str());
        };
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
