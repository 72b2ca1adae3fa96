// Pointman web platform — page glue: address bar, randomness, font bytes, canvas size, WebGL
// context loss, and the embind hooks the loader (web/app/loader.js) and the browser tests call.
//
// [SECTION] EM_JS glue
// [SECTION] embind hooks
#include <emscripten.h>
#include <emscripten/bind.h>

#include "api/codec.h"
#include "platform.h"

// [SECTION] EM_JS glue
EM_JS(void, pm_js_set_hash, (const char* link), {
    var l = UTF8ToString(link);
    if (l.charAt(0) != "#") l = "#" + l;
    if (location.hash == l) return;
    try { history.replaceState(history.state, "", l); } catch (e) { }
});

EM_JS(unsigned, pm_js_random_seed, (void), {
    var a = new Uint32Array(1);
    if (typeof crypto != 'undefined' && crypto.getRandomValues) crypto.getRandomValues(a);
    else a[0] = (Date.now() * 2654435761) >>> 0;
    return a[0] >>> 0;
});

EM_JS(void, pm_js_set_canvas_size, (int w, int h), {
    Browser.setCanvasSize(w, h);
});

EM_JS(unsigned char*, pm_js_take_font, (int* size), {
    var b = Module['fontBytes'];
    if (!b || !b.length) return 0;
    var p = _malloc(b.length);
    if (!p) return 0;
    HEAPU8.set(b, p);
    HEAP32[size >> 2] = b.length;
    Module['fontBytes'] = null;
    return p;
});

EM_JS(void, pm_js_context_handlers, (void), {
    var c = Module['canvas'];
    Module['contextLost'] = false;
    c.addEventListener("webglcontextlost", function(e) {
        e.preventDefault();  // allows a restore
        Module['contextLost'] = true;
        if (Module['onContextLost']) Module['onContextLost']();
    }, false);
    c.addEventListener("webglcontextrestored", function() {
        // GL objects are gone; the address bar holds the whole state, so start afresh.
        location.reload();
    }, false);
});

EM_JS(int, pm_js_context_lost, (void), { return Module['contextLost'] ? 1 : 0; });

EM_JS(void, pm_js_open_external, (const char* url), {
    var u = UTF8ToString(url);
    if (u.indexOf("https:") == 0 || u.indexOf("http:") == 0) window.open(u, "_blank", "noopener");
});

// A text offered as a file: a blob URL on a temporary link, clicked (the browser's download; on a
// phone its sheet lets the player open, print or share the file).
EM_JS(void, pm_js_download, (const char* name, const char* mime, const char* text), {
    var blob = new Blob([UTF8ToString(text)], { type: UTF8ToString(mime) });
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString(name);
    document.body.appendChild(a);
    a.click();
    setTimeout(function() { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
});

// The device's display preferences, kept up to date by media-query listeners (a change wakes the
// app, which then redraws in the new theme): bit 0-1 the theme (0 dark, 1 light, 2 high
// contrast), bit 4 reduced motion.
EM_JS(int, pm_js_display_prefs, (void), {
    if (Module['displayPrefs'] === undefined) {
        Module['displayPrefs'] = 0;
        if (typeof matchMedia != 'function') return 0;
        var q = {
            contrast: matchMedia('(prefers-contrast: more)'),
            light: matchMedia('(prefers-color-scheme: light)'),
            still: matchMedia('(prefers-reduced-motion: reduce)')
        };
        var read = function() {
            Module['displayPrefs'] = (q.contrast.matches ? 2 : q.light.matches ? 1 : 0) | (q.still.matches ? 16 : 0);
        };
        read();
        for (var k in q) {
            var m = q[k];
            var on = function() { read(); if (Module['_wake']) Module['_wake'](); };
            if (m.addEventListener) m.addEventListener('change', on);
            else if (m.addListener) m.addListener(on);
        }
    }
    return Module['displayPrefs'];
});

EM_JS(void, pm_js_set_theme, (const char* name), {
    var t = UTF8ToString(name);
    if (document.documentElement.getAttribute('data-theme') !== t) document.documentElement.setAttribute('data-theme', t);
});

namespace pm::web {

int PageDeviceTheme() { return pm_js_display_prefs() & 3; }
bool PageReducedMotion() { return (pm_js_display_prefs() & 16) != 0; }
void PageSetTheme(const char* name) { pm_js_set_theme(name); }

void PageSetHash(const std::string& link) { pm_js_set_hash(link.c_str()); }
unsigned PageRandomSeed() { return pm_js_random_seed(); }
void PageSetCanvasSize(int w, int h) { pm_js_set_canvas_size(w, h); }
unsigned char* PageTakeFontBytes(int* size) {
    *size = 0;
    return pm_js_take_font(size);
}
void PageInstallContextLossHandlers() { pm_js_context_handlers(); }
bool PageContextLost() { return pm_js_context_lost() != 0; }
void PageOpenExternal(const std::string& url) { pm_js_open_external(url.c_str()); }
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
std::string UiStateJson() { return pm::to_text(pm::shell::AppStateJson(pm::web::App())); }
void WakeFromJs() { pm::web::Wake(4); }
}  // namespace

EMSCRIPTEN_BINDINGS(pointman_app) {
    emscripten::function("_openLink", &OpenLink);
    emscripten::function("_uiStateJson", &UiStateJson);
    emscripten::function("_wake", &WakeFromJs);
}
