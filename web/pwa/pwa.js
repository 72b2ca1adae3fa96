// Pointman page side of the offline layer (loaded before pointman.js or pointman-compute.js; no
// inline script).
// - registers sw.js (web/pwa/sw.template.js) where service workers are allowed;
// - when a new build has been installed and waits, shows "A new version is ready — reload";
//   the tap activates it and the page reloads onto the new build (never before the tap);
// - window.pointmanInstantiateWasm (used by the loader and the embed): fetches the wasm that the
//   page's js names (self.POINTMAN_WASM, stamped by web/pwa/assemble.mjs: pointman.wasm for
//   pointman.js, pointman-compute.wasm for pointman-compute.js) and checks that its
//   "pointman.build" section names the same build as the js (self.POINTMAN_BUILD) before
//   instantiating; a mismatched pair is never run;
// - asks the browser to keep this origin's storage (navigator.storage.persist).
// Test/embedder hook: window.pointmanPwa = {build, pair, updateReady, checkForUpdate(), applyUpdate()}.
(function () {
  'use strict';
  var state = {
    build: null,           // the build the running js says it is
    pair: null,            // {js, wasm} as checked when the wasm was instantiated
    updateReady: false,    // a newer build is installed and waits for the tap
    registration: null,
    checkForUpdate: checkForUpdate,
    applyUpdate: applyUpdate
  };
  window.pointmanPwa = state;
  var embedded = document.documentElement.hasAttribute('data-pointman-embed');
  var reloading = false;

  // [SECTION] js/wasm pairing
  function readBuild(module) {
    try {
      var s = WebAssembly.Module.customSections(module, 'pointman.build');
      return s.length ? new TextDecoder().decode(s[s.length - 1]) : null;
    } catch (e) { return null; }
  }
  function compile(url) {
    if (WebAssembly.compileStreaming) {
      return WebAssembly.compileStreaming(fetch(url, { credentials: 'same-origin' })).catch(function () {
        return fetch(url, { credentials: 'same-origin' }).then(function (r) { return r.arrayBuffer(); })
          .then(function (b) { return WebAssembly.compile(b); });
      });
    }
    return fetch(url, { credentials: 'same-origin' }).then(function (r) { return r.arrayBuffer(); })
      .then(function (b) { return WebAssembly.compile(b); });
  }
  // One download and compilation per wasm, started as early as the loader can (streaming: the
  // wasm compiles while it arrives, served as application/wasm): the loader names the wasm of the
  // module it chose while that module's js is still on its way; without a name, the wasm the js
  // names.
  var compiled = {};
  window.pointmanPrecompile = function (url) {
    url = url || self.POINTMAN_WASM || 'pointman.wasm';
    if (!compiled[url]) {
      compiled[url] = compile(url);
      compiled[url].catch(function () { });  // reported by instantiateWasm below
    }
    return compiled[url];
  };
  // Emscripten's Module.instantiateWasm(imports, receiveInstance) contract (3.1.6 preamble.js).
  window.pointmanInstantiateWasm = function (imports, receiveInstance) {
    var jsBuild = self.POINTMAN_BUILD || null;
    state.build = jsBuild;
    window.pointmanPrecompile().then(function (module) {
      var wasmBuild = readBuild(module);
      state.pair = { js: jsBuild, wasm: wasmBuild };
      if (jsBuild && wasmBuild !== jsBuild) {
        // Two builds met (a deploy happened between the two downloads, before any service worker
        // controlled the page). Reload once; the next load gets one build's files.
        var key = 'pointman.pairRetry';
        var tried = false;
        try { tried = sessionStorage.getItem(key) === jsBuild; sessionStorage.setItem(key, jsBuild); } catch (e) { }
        if (!tried) { location.reload(); return; }
        throw new Error('the app files on the server are from two different versions; please reload later');
      }
      return WebAssembly.instantiate(module, imports).then(function (instance) { receiveInstance(instance, module); });
    }).catch(function (e) {
      var status = document.getElementById('status');
      if (status) { status.hidden = false; status.textContent = 'Pointman could not start: ' + (e && e.message ? e.message : e); }
      console.error(e);
    });
    return {};  // asynchronous: receiveInstance is called later
  };

  // [SECTION] update banner
  var banner = null;
  function showUpdate() {
    state.updateReady = true;
    document.documentElement.setAttribute('data-pointman-update', 'ready');
    if (embedded || banner) return;
    banner = document.createElement('div');
    banner.id = 'pointman-update';
    banner.className = 'pm-update';
    banner.setAttribute('role', 'status');
    var text = document.createElement('span');
    text.textContent = 'A new version is ready \u2014 ';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'reload';
    button.addEventListener('click', applyUpdate);
    banner.appendChild(text);
    banner.appendChild(button);
    document.body.appendChild(banner);
  }
  function applyUpdate() {
    var reg = state.registration;
    if (reg && reg.waiting) {
      reloading = true;  // this page asked for the switch: reload when the new worker takes over
      reg.waiting.postMessage({ type: 'pointman:activate' });
    } else {
      location.reload();
    }
  }
  function watch(reg) {
    state.registration = reg;
    if (reg.waiting && navigator.serviceWorker.controller) showUpdate();
    reg.addEventListener('updatefound', function () {
      var w = reg.installing;
      if (!w) return;
      w.addEventListener('statechange', function () {
        // "installed" with a controller present = an update waiting (without one: the first install).
        if (w.state === 'installed' && navigator.serviceWorker.controller) showUpdate();
      });
    });
  }
  function checkForUpdate() {
    var reg = state.registration;
    if (!reg) return Promise.resolve(false);
    return reg.update().then(function () { return state.updateReady; }, function () { return false; });
  }

  // [SECTION] registration
  var canRegister = false;
  try { canRegister = 'serviceWorker' in navigator && window.isSecureContext; } catch (e) { canRegister = false; }
  if (canRegister) {
    // A sandboxed frame without allow-same-origin throws here: the app still works, online only.
    try {
      navigator.serviceWorker.addEventListener('controllerchange', function () {
        if (reloading) location.reload();
        else if (state.updateReady) showUpdate();
      });
      // Registered once the app answers (or 5 s after load on a page that never says so): the
      // worker's precache must not compete with the first visit's own downloads on a slow link.
      var registered = false;
      var register = function () {
        if (registered) return;
        registered = true;
        navigator.serviceWorker.register('sw.js').then(watch, function (e) { console.warn('pointman: offline mode unavailable: ' + e.message); });
      };
      window.addEventListener('pointman-ready', register);
      window.addEventListener('load', function () {
        var waited = 0;
        var poll = setInterval(function () {
          waited += 250;
          if (window.pointmanReady === true || waited >= 5000) { clearInterval(poll); register(); }
        }, 250);
      });
      document.addEventListener('visibilitychange', function () { if (!document.hidden) checkForUpdate(); });
      setInterval(checkForUpdate, 30 * 60 * 1000);
    } catch (e) { /* storage/SW blocked in this context */ }
  }
  try {
    if (navigator.storage && navigator.storage.persist && !embedded) navigator.storage.persist().catch(function () { });
  } catch (e) { }
})();
