// Pointman page side of the offline layer (loaded before pointman.js or pointman-compute.js; the
// pages' one inline script is web/pwa/start.js, which this file takes over from).
// - registers sw.js (web/pwa/sw.template.js) where service workers are allowed;
// - when a new build has been installed and waits, shows "A new version is ready — reload";
//   the tap activates it and the page reloads onto the new build (never before the tap);
// - window.pointmanInstantiateWasm (used by the loader and the embed): fetches the wasm that the
//   page's js names (self.POINTMAN_WASM, stamped by web/pwa/assemble.mjs: pointman.wasm for
//   pointman.js, pointman-compute.wasm for pointman-compute.js) and checks that its
//   "pointman.build" section names the same build as the js (self.POINTMAN_BUILD) before
//   instantiating; a mismatched pair is never run;
// - window.pointmanLoadModule / pointmanModuleOf / pointmanComputeApi: the compute module of one
//   group of calculators (the embed and the text view), loaded when a page first needs it;
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
  // The page's first script (web/pwa/start.js) may have started one already (window.pointmanEarly):
  // taken over here, and downloaded again only if that try failed.
  window.pointmanPrecompile = function (url) {
    url = url || self.POINTMAN_WASM || 'pointman.wasm';
    if (!compiled[url]) {
      var early = window.pointmanEarly;
      compiled[url] = early && early.wasm === url ? early.compiled.catch(function () { return compile(url); }) : compile(url);
      compiled[url].catch(function () { });  // reported by instantiateWasm below
    }
    return compiled[url];
  };
  // Emscripten's Module.instantiateWasm(imports, receiveInstance) contract (3.1.6 preamble.js), for
  // the wasm `url` of a js that says it is build `jsBuild`.
  function instantiateFor(url, jsBuild) {
    return function (imports, receiveInstance) {
      state.build = jsBuild;
      window.pointmanPrecompile(url).then(function (module) {
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
  }
  // For the one module a page's own script tag loaded: the js says which wasm and which build.
  window.pointmanInstantiateWasm = function (imports, receiveInstance) {
    return instantiateFor(self.POINTMAN_WASM || 'pointman.wasm', self.POINTMAN_BUILD || null)(imports, receiveInstance);
  };
  // The same for a script read just now: its wasm and build as its stamp says (read at once, before
  // another module's script can overwrite the two globals).
  window.pointmanInstantiateFor = function (wasm, build) { return instantiateFor(wasm, build || null); };

  // [SECTION] compute modules, loaded by name
  // window.pointmanLoadModule(name): the compute-only module pointman-compute-<name>.js (one group of
  // calculators, web/modules/modules.json) or, without a name, pointman-compute.js (every
  // calculator), started once; a promise of the running module (its embind API). Its wasm is
  // fetched beside its js. Each js ends by naming its wasm and build (web/pwa/assemble.mjs), read
  // as soon as the script has run, before another module's script can say otherwise.
  // window.pointmanModuleOf(id): [module, group name] of calculator `id`, or null: from the map in
  // the page (#pointman-modules, web/pwa/assemble.mjs), else pointman-modules.js's (another site's
  // page that loads it).
  var modules = {}, map = null;
  var running = {};  // the modules started, by base name (what pointmanRunningModule reads)
  window.pointmanModuleOf = function (id) {
    if (!map) {
      var block = document.getElementById('pointman-modules');
      try { map = block ? JSON.parse(block.textContent) : null; } catch (e) { map = null; }
      map = map || self.POINTMAN_MODULES || {};
    }
    return Object.prototype.hasOwnProperty.call(map, id) ? map[id] : null;
  };
  window.pointmanLoadModule = function (name) {
    var base = name ? 'pointman-compute-' + name : 'pointman-compute';
    if (modules[base]) return modules[base];
    window.pointmanPrecompile(base + '.wasm');
    modules[base] = new Promise(function (resolve, reject) {
      var s = document.createElement('script');
      s.src = base + '.js';
      s.onload = function () {
        var factory = self.createPointman;
        var wasm = self.POINTMAN_WASM || base + '.wasm', build = self.POINTMAN_BUILD || null;
        if (typeof factory !== 'function') { reject(new Error('no ' + base + '.js')); return; }
        resolve(factory({
          instantiateWasm: instantiateFor(wasm, build),
          print: function (t) { console.log(t); },
          printErr: function (t) { console.warn(t); }
        }));
      };
      s.onerror = function () { reject(new Error('no ' + base + '.js')); };
      document.body.appendChild(s);
    });
    modules[base].then(function (m) { running[base] = m; }, function () { delete modules[base]; });  // a later try may reach the network
    return modules[base];
  };
  // The module of that name if it has started ('' = every calculator), else null: no waiting.
  window.pointmanRunningModule = function (name) {
    return running[name ? 'pointman-compute-' + name : 'pointman-compute'] || null;
  };
  // The calculator a link names (#/fng.fire?…), or '' for the list, the search and the readings.
  function calcOf(hash) {
    var m = /^#\/([a-z0-9][a-z0-9.-]*)(?:[?/]|$)/.exec(hash || '');
    return m && m[1] !== 'readings' ? m[1] : '';
  }
  window.pointmanCalcOfLink = calcOf;
  // window.pointmanLoadingWords(hash): what a page says while the module for that link loads.
  window.pointmanLoadingWords = function (hash) {
    var of = window.pointmanModuleOf(calcOf(hash));
    return of ? 'Loading the calculators of ' + of[1] + '\u2026' : 'Loading the calculators\u2026';
  };
  // window.pointmanComputeApi(hash): a promise of the pages' API over the module that answers the
  // link `hash` (its group's module; every calculator's for any other page), with
  // api.ensure(hash): null when the running module answers that link too, else a promise that is
  // kept once the module that does runs (the API then answers from it).
  window.pointmanComputeApi = function (hash) {
    var current = null;  // {name, m}
    function nameFor(h) {
      var of = window.pointmanModuleOf(calcOf(h));
      return of ? of[0] : '';
    }
    function serves(h) {
      if (!current) return false;
      if (current.name === '') return true;  // every calculator
      return nameFor(h) === current.name;
    }
    function use(name) {
      return window.pointmanLoadModule(name).then(function (m) { current = { name: name, m: m }; return api; });
    }
    var api = {
      list: function () { return current.m.list(); },
      describe: function (id) { return current.m.describe(id); },
      evaluate: function (req) { return current.m.evaluate(req); },
      requestFromLink: function (link) { return current.m.requestFromLink(link); },
      linkForRequest: function (req) { return current.m.linkForRequest(req); },
      groups: function () { return current.m.groups(); },
      search: function (query, ruleset) { return current.m.search(query, ruleset); },
      presentValues: function (resp) { return current.m.presentValues(resp); },
      present: function (resp, needs) { return current.m.present(resp, needs); },
      oddsRequest: function (req, resp) { return current.m.oddsRequest(req, resp); },
      readings: function () { return current.m.readings(); },
      checkStore: function (text) { return current.m.checkStore(text); },
      mergeChanges: function (stored, changes, id) { return current.m.mergeChanges(stored, changes, id); },
      rosterFigures: function (roster, cast) { return current.m.rosterFigures(roster, cast); },
      squadLink: function (squad) { return current.m.squadLink(squad); },
      squadFromLink: function (link) { return current.m.squadFromLink(link); },
      ensure: function (h) { return serves(h) ? null : use(nameFor(h)); },
      ready: true
    };
    Object.defineProperty(api, 'module', { get: function () { return current ? current.name || 'all' : null; } });
    return use(nameFor(hash));
  };

  // [SECTION] update banner
  // [SECTION] the canvas app's answers
  // pointman-canvas.js holds no calculator's rules (web/app/compute_pages.cpp): it sends each
  // request here. The answer comes from a module already running: every calculator's, or the
  // group's of the calculator. Else this returns null, starts the group's module (the smaller one)
  // and tells the app when it is there (attach). The app says meanwhile what loads (waiting).
  window.pointmanCanvasCompute = function () {
    var app = null, awaited = {};
    function nameFor(calc) {
      var of = window.pointmanModuleOf(calc);
      return of ? of[0] : '';
    }
    function fetchFor(calc) {
      var name = nameFor(calc);
      if (awaited[name]) return;
      awaited[name] = true;
      window.pointmanLoadModule(name).then(function () {
        delete awaited[name];
        if (app) app._computeArrived('');
      }, function (e) {
        delete awaited[name];
        if (app) {
          app._computeArrived('Pointman could not load these calculators (' + (e && e.message ? e.message : e) +
            '). Check the connection: changing any value tries again.');
        }
      });
    }
    return {
      answer: function (text, calc) {
        var m = window.pointmanRunningModule('') || window.pointmanRunningModule(nameFor(calc));
        if (m) return m.evaluateText(text);
        fetchFor(calc);
        return null;
      },
      waiting: function (calc) { return window.pointmanLoadingWords('#/' + calc); },
      attach: function (m) { app = m; },
      // Whether a group's module is still on its way for the app (the page waits before it loads
      // the module of every calculator, so that the two do not share the bandwidth).
      busy: function () { return Object.keys(awaited).length > 0; }
    };
  };

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
