// Pointman's first script. web/pwa/assemble.mjs puts it inline into the head of index.html and
// embed.html, before the stylesheets, from this file without these comment lines; every CSP of the
// site names its hash ('sha256-…' in the pages' <meta> and in the hosting kit), which the build
// writes into each of them when this file changes (and names the files it wrote).
// A link to one calculator (a share link, the text view, the embed) waits above all on its compute
// module, the largest download. This starts the module's wasm (compiled while it arrives) and
// its js now, as the page's head arrives, instead of after the page's scripts: the module is
// chosen as web/pwa/pwa.js chooses it (pointmanComputeApi), from the map that assemble.mjs writes
// into the page (#pointman-modules, from web/modules/modules.json). The canvas app's own page
// starts nothing here. web/pwa/pwa.js takes the compilation over (window.pointmanEarly) and the
// module's script element gets the preloaded js. If this does not run (a host's older CSP, a
// browser that cannot run Pointman), the page's scripts start the same downloads a little later.
(function () {
  'use strict';
  try {
    var d = document;
    var m = /^#\/([a-z0-9][a-z0-9.-]*)(?:[?/]|$)/.exec(location.hash);
    var id = m && m[1] !== 'readings' ? m[1] : '';
    var map = JSON.parse(d.getElementById('pointman-modules').textContent);
    var of = Object.prototype.hasOwnProperty.call(map, id) ? map[id] : null;
    if (!of && !/[?&]view=text(&|$)/.test(location.search) && !d.documentElement.hasAttribute('data-pointman-embed')) return;
    // WebAssembly with exception handling (the check of web/app/loader.js), compiled while streaming.
    var eh = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 8, 1, 6, 0, 6, 64, 25, 11, 11]);
    if (!WebAssembly.compileStreaming || !WebAssembly.validate(eh)) return;
    var base = of ? 'pointman-compute-' + of[0] : 'pointman-compute';
    var compiled = WebAssembly.compileStreaming(fetch(base + '.wasm', { credentials: 'same-origin' }));
    compiled.catch(function () { });  // web/pwa/pwa.js tries again and reports
    window.pointmanEarly = { wasm: base + '.wasm', compiled: compiled };
    var js = d.createElement('link');
    js.rel = 'preload';
    js.as = 'script';
    js.href = base + '.js';
    d.head.appendChild(js);
  } catch (e) { /* the page's scripts start it */ }
})();
