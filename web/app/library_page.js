// Pointman web platform — page glue (web/app/page.cpp): address bar, randomness, font bytes,
// canvas size, WebGL context loss, external links, downloads, the device's display preferences.
//
// An Emscripten --js-library (cmake/web_app.cmake links every web/app/library_*.js): each entry
// becomes `_<name>` in pointman.js and is declared `extern "C"` in page.cpp. Emscripten 3.1.6:
// UTF8ToString, HEAPU8, HEAP32 are runtime globals (no deps needed); _malloc is a wasm export,
// named as a dependency so it stays exported.
mergeInto(LibraryManager.library, {
  pm_js_set_hash: function(link) {
    var l = UTF8ToString(link);
    if (l.charAt(0) != "#") l = "#" + l;
    if (location.hash == l) return;
    try { history.replaceState(history.state, "", l); } catch (e) { }
  },

  pm_js_random_seed: function() {
    var a = new Uint32Array(1);
    if (typeof crypto != 'undefined' && crypto.getRandomValues) crypto.getRandomValues(a);
    else a[0] = (Date.now() * 2654435761) >>> 0;
    return a[0] >>> 0;
  },

  // Browser.setCanvasSize, not glfwSetWindowSize: the latter asks for full screen when the size
  // equals the screen's (guide §0.4).
  pm_js_set_canvas_size__deps: ['$Browser'],
  pm_js_set_canvas_size: function(w, h) {
    Browser.setCanvasSize(w, h);
  },

  pm_js_take_font__deps: ['malloc'],
  pm_js_take_font: function(size) {
    var b = Module['fontBytes'];
    if (!b || !b.length) return 0;
    var p = _malloc(b.length);
    if (!p) return 0;
    HEAPU8.set(b, p);
    HEAP32[size >> 2] = b.length;
    Module['fontBytes'] = null;
    return p;
  },

  pm_js_context_handlers: function() {
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
  },

  pm_js_context_lost: function() { return Module['contextLost'] ? 1 : 0; },

  pm_js_open_external: function(url) {
    var u = UTF8ToString(url);
    if (u.indexOf("https:") == 0 || u.indexOf("http:") == 0) window.open(u, "_blank", "noopener");
  },

  // A text offered as a file: a blob URL on a temporary link, clicked (the browser's download; on
  // a phone its sheet lets the player open, print or share the file).
  pm_js_download: function(name, mime, text) {
    var blob = new Blob([UTF8ToString(text)], { type: UTF8ToString(mime) });
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString(name);
    document.body.appendChild(a);
    a.click();
    setTimeout(function() { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  },

  // The device's display preferences, kept up to date by media-query listeners (a change wakes the
  // app, which then redraws in the new theme): bit 0-1 the theme (0 dark, 1 light, 2 high
  // contrast), bit 4 reduced motion.
  pm_js_display_prefs: function() {
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
  },

  pm_js_set_theme: function(name) {
    var t = UTF8ToString(name);
    if (document.documentElement.getAttribute('data-theme') !== t) document.documentElement.setAttribute('data-theme', t);
  },
});
