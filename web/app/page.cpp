// Pointman web platform — page glue: address bar, randomness, font bytes, canvas size, WebGL
// context loss, and the embind hooks the loader (web/app/loader.js) and the browser tests call.
//
// [SECTION] JS library
// [SECTION] embind hooks
#include <emscripten.h>
#include <emscripten/bind.h>

#include "contract/codec.h"
#include "platform.h"

// [SECTION] JS library
// web/app/library_page.js (linked with --js-library by cmake/web_app.cmake).
extern "C" {
void pm_js_set_hash(const char* link);
unsigned pm_js_random_seed(void);
void pm_js_set_canvas_size(int w, int h);
unsigned char* pm_js_take_font(int* size);
void pm_js_context_handlers(void);
int pm_js_context_lost(void);
void pm_js_open_external(const char* url);
void pm_js_download(const char* name, const char* mime, const char* text);  // a browser download
int pm_js_display_prefs(void);  // bit 0-1 theme (0 dark, 1 light, 2 high contrast), bit 4 reduced motion
void pm_js_set_theme(const char* name);
}

namespace pm::web {

int PageDeviceTheme() {
    return pm_js_display_prefs() & 3;
}
bool PageReducedMotion() {
    return (pm_js_display_prefs() & 16) != 0;
}
void PageSetTheme(const char* name) {
    pm_js_set_theme(name);
}

void PageSetHash(const std::string& link) {
    pm_js_set_hash(link.c_str());
}
unsigned PageRandomSeed() {
    return pm_js_random_seed();
}
void PageSetCanvasSize(int w, int h) {
    pm_js_set_canvas_size(w, h);
}
unsigned char* PageTakeFontBytes(int* size) {
    *size = 0;
    return pm_js_take_font(size);
}
void PageInstallContextLossHandlers() {
    pm_js_context_handlers();
}
bool PageContextLost() {
    return pm_js_context_lost() != 0;
}
void PageOpenExternal(const std::string& url) {
    pm_js_open_external(url.c_str());
}
void PageDownload(const std::string& name, const std::string& mime, const std::string& text) {
    pm_js_download(name.c_str(), mime.c_str(), text.c_str());
}

}  // namespace pm::web

// [SECTION] embind hooks
namespace {
void OpenLink(const std::string& link) {
    pm::shell::AppOpenLink(pm::web::App(), link);
    if (pm::web::App().screen == pm::shell::AppScreen_Calculator && pm::web::App().notice.empty())
        pm::web::PageSetHash(pm::web::App().link);
    pm::web::Wake(6);
}
std::string UiStateJson() {
    if (!pm::web::App().record_text_boxes) {  // from now on every frame records where its texts are
        pm::web::App().record_text_boxes = true;
        pm::web::Wake(2);
    }
    return pm::to_text(pm::shell::AppStateJson(pm::web::App()));
}
void WakeFromJs() {
    pm::web::Wake(4);
}
}  // namespace

EMSCRIPTEN_BINDINGS(pointman_app) {
    emscripten::function("_openLink", &OpenLink);
    emscripten::function("_uiStateJson", &UiStateJson);
    emscripten::function("_wake", &WakeFromJs);
}
