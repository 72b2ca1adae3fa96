// Pointman page loader (no inline script, so a strict CSP can forbid them).
// Chooses the module and adds its script to the page: the text view (?view=text, or a browser
// without WebGL 2; this file then adds web/text/text-view.js) gets the compute-only module of the link's group,
// pointman-compute-<module>.js, or pointman-compute.js for its other pages (the rules and the API;
// no canvas app, no font; web/pwa/pwa.js loads it and switches when a link needs another group);
// otherwise the loader fetches the font and starts the canvas app, pointman-canvas.js, on #canvas,
// which asks the compute modules for its answers (pwa.js, pointmanCanvasCompute). Then it
// publishes window.pointman (on the canvas app's page once the module of every calculator is there):
//   list(), describe(id), evaluate(request), requestFromLink(link), linkForRequest(request),
//   groups(), search(query, ruleset), presentValues(response), present(response, needs),
//   oddsRequest(request, response), readings(), ready (true),
//   _ui (canvas app only; test hook: current calculator, params, seed, link, response, controls
//   in CSS px)
// and sets window.pointmanReady = true and <html data-pointman="ready">.
(function () {
  'use strict';
  var canvas = document.getElementById('canvas');
  var status = document.getElementById('status');
  function say(text) { if (status) { status.textContent = text; status.hidden = !text; } }
  canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });
  // The skip link shows while it has the focus (a keyboard's first Tab). The canvas keeps touches to
  // itself (no focus change), so a press anywhere else takes the focus off it: otherwise it stays
  // over the app's top corner, and a tap meant for Back follows the link to the text view.
  document.addEventListener('pointerdown', function (e) {
    var a = document.activeElement;
    if (a && a.classList && a.classList.contains('pm-skip') && e.target !== a) a.blur();
  }, true);

  // [SECTION] can this browser run Pointman at all?
  // The module is built with native WebAssembly exceptions (cmake/options.cmake): a browser without
  // WebAssembly, or with WebAssembly but without exception handling (Chrome/Edge < 95, Firefox < 100,
  // Safari < 15.2), would fail while compiling it and leave a blank canvas. Checked first, with a
  // tiny module holding one try/catch_all (28 bytes), before anything is downloaded. The text view
  // (?view=text) runs the same rules in the same kind of module, so it cannot help there: the page
  // says so plainly instead.
  function support() {
    if (typeof WebAssembly !== 'object' || typeof WebAssembly.validate !== 'function') return 'webassembly';
    try {
      var eh = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 8, 1, 6, 0, 6, 64, 25, 11, 11]);
      if (!WebAssembly.validate(eh)) return 'exceptions';
    } catch (e) { return 'exceptions'; }
    return '';
  }
  function unsupported(missing) {
    canvas.hidden = true;
    document.documentElement.setAttribute('data-pointman', 'unsupported');
    say(missing === 'script'
      ? 'Pointman could not start: its program file did not load. Check the connection and reload the page.'
      : 'Pointman cannot run in this browser: it needs WebAssembly' + (missing === 'exceptions' ? ' with exception handling' : '') +
        ', found in Chrome, Edge and Samsung Internet 95 or later (Android and desktop), Firefox 100 or later ' +
        'and Safari 15.2 or later (iPhone, iPad and Mac). Please update the browser or open this page in one of those.');
    if (status) status.setAttribute('role', 'alert');
  }
  var missing = support();
  if (missing) { unsupported(missing); return; }

  // [SECTION] the text view: asked for (?view=text), or the only view this browser can show
  // web/text/text-view.js and its styles are loaded only for the pages that show HTML (the text
  // view, a share link's first answer): the canvas app's own page does without them.
  function hasWebGL2() {
    try {
      var gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return false;
      var lose = gl.getExtension('WEBGL_lose_context');
      if (lose) lose.loseContext();
      return true;
    } catch (e) { return false; }
  }
  var textView = new URLSearchParams(location.search).get('view') === 'text' || !hasWebGL2();
  var textViewScript = null;
  function loadTextView() {
    if (!textViewScript) {
      var css = document.createElement('link');
      css.rel = 'stylesheet';
      css.href = 'text-view.css';
      document.head.appendChild(css);
      textViewScript = script('text-view.js');
    }
    return textViewScript;
  }
  if (textView) {
    window.pointmanTextView = true;  // web/text/text-view.js: build the text view's page
    document.documentElement.classList.add('pm-text');
  }

  // [SECTION] keys for the canvas app only while it has the focus
  // GLFW (Emscripten 3.1.6) listens for keys on the whole window and swallows Tab, so the page's
  // own Tab order (the skip link to the text view first, the update banner's button) would never
  // move. Key listeners added to the window from here on (GLFW's, when the module starts) hear a
  // key only while the canvas or the hidden text agent (phone keyboards) has the focus, or while
  // nothing has it (Tab excepted: with nothing focused, Tab belongs to the page). Key releases
  // always get through, so no key stays down in the app.
  function forCanvas(fn) {
    return function (e) {
      var a = document.activeElement;
      var mine = a === canvas || (a && a.id === 'pointman-text-agent');
      var nothing = !a || a === document.body || a === document.documentElement;
      if (!mine && e.type !== 'keyup' && (e.key === 'Tab' || e.keyCode === 9 || !nothing)) return undefined;
      return fn.apply(this, arguments);
    };
  }
  var addListener = window.addEventListener, removeListener = window.removeEventListener, wrapped = [];
  window.addEventListener = function (type, fn, opts) {
    if (typeof type === 'string' && type.indexOf('key') === 0 && typeof fn === 'function') {
      var w = forCanvas(fn);
      wrapped.push([fn, w]);
      return addListener.call(this, type, w, opts);
    }
    return addListener.apply(this, arguments);
  };
  window.removeEventListener = function (type, fn, opts) {
    for (var i = 0; i < wrapped.length; i++) if (wrapped[i][0] === fn) fn = wrapped[i][1];
    return removeListener.call(this, type, fn, opts);
  };

  // [SECTION] the module's script, added by us (index.html names none)
  function script(src) {
    return new Promise(function (resolve, reject) {
      var s = document.createElement('script');
      s.src = src;
      s.onload = resolve;
      s.onerror = function () { reject(new Error('no ' + src)); };
      document.body.appendChild(s);
    });
  }

  // The canvas app answers from the page's compute modules (web/pwa/pwa.js, pointmanCanvasCompute).
  var compute = window.pointmanCanvasCompute();
  function startApp(fontBytes, stamp) {
    return createPointmanCanvas({
      canvas: canvas,
      fontBytes: fontBytes,
      instantiateWasm: window.pointmanInstantiateFor(stamp.wasm, stamp.build),  // web/pwa/pwa.js: one build's js+wasm only
      computeAnswer: compute.answer,
      computeWaiting: compute.waiting,
      print: function (t) { console.log(t); },
      printErr: function (t) { console.warn(t); },
      onContextLost: function () { say('The graphics context was lost; restoring…'); }
    }).then(function (m) {
      compute.attach(m);
      afterPaint().then(function () {
        GIVEN.forEach(function (path) { giveData(m, path, 2); });
      });
      return m;
    });
  }
  // The readings, the search's word lists and the tables' citations (cmake/modules.mjs, CANVAS_GIVEN:
  // a node test holds the two lists equal), files of the site, once it is drawn.
  // The calculators' help texts too (CANVAS_HELP: the canvas embeds its calculators without them).
  var GIVEN = ['catalog/words.json', 'fng/table_index.json', 'readings/citations.json', 'readings/readings.json', 'calculators/help.json'];
  function giveData(m, path, tries) {
    fetch('data/' + path).then(function (r) { return r.ok ? r.text() : Promise.reject(new Error(r.status)); })
      .then(function (text) { m._dataArrived(path, text); })
      .catch(function () { if (tries > 1) setTimeout(function () { giveData(m, path, tries - 1); }, 3000); });
  }

  // The text view: the compute-only module of the link's group (web/pwa/pwa.js picks it; every
  // calculator's for the list, the search and the readings), saying what it loads meanwhile.
  if (textView) {
    say(window.pointmanLoadingWords(location.hash || ''));
    Promise.all([window.pointmanComputeApi(location.hash || ''), loadTextView()]).then(function (got) {
      var api = got[0];
      window.pointman = api;
      window.pointmanReady = true;
      document.documentElement.setAttribute('data-pointman', 'ready');
      say('');
      window.dispatchEvent(new Event('pointman-ready'));
    }, function () { unsupported('script'); });
    return;
  }

  // [SECTION] the canvas app
  // Its js, its wasm (downloading beside the js; web/pwa/pwa.js checks that the two belong
  // together) and its font; a promise of the running app, or null when its script did not load.
  function startCanvas() {
    if (window.pointmanPrecompile) window.pointmanPrecompile('pointman-canvas.wasm');
    return Promise.all([
      script('pointman-canvas.js').then(function () {
        return { wasm: self.POINTMAN_WASM || 'pointman-canvas.wasm', build: self.POINTMAN_BUILD || null };
      }),
      fetch('DejaVuSans.ttf').then(function (r) { return r.ok ? r.arrayBuffer() : null; }).catch(function () { return null; })
    ]).then(function (got) {
      var buf = got[1];
      return startApp(buf ? new Uint8Array(buf) : null, got[0]);
    }, function () { unsupported('script'); return null; });
  }
  // The app follows the page's link from now on.
  // A link longer than 4096 characters is refused by the core ("the link is too long",
  // request_from_link) whatever follows: only its first 4097 are copied into the module's heap.
  function followLinks(m) {
    function open() { m._openLink((location.hash || '').slice(0, 4097)); }
    open();
    window.addEventListener('hashchange', open);
    document.addEventListener('visibilitychange', function () { if (!document.hidden) m._wake(); });
  }
  // window.pointman answers every calculator at once (docs/clubs.md), so it comes with the module
  // of every calculator: loaded once the canvas app is drawn and no group's module is on its way
  // for it (on a slow connection the player's calculator comes first).
  function idle() {
    return afterPaint().then(function () {
      return new Promise(function (resolve) {
        (function poll() { if (compute.busy()) setTimeout(poll, 100); else resolve(); })();
      });
    });
  }
  function publish(app) {
    say('');  // the app is running: its own screen says what it waits for from now on
    idle().then(function () { return window.pointmanLoadModule(''); }).then(function (m) { publishApi(app, m); }, function (e) {
      console.warn('pointman: the module of every calculator did not load: ' + (e && e.message ? e.message : e));
    });
  }
  function publishApi(app, m) {
    var api = {
      list: function () { return m.list(); },
      describe: function (id) { return m.describe(id); },
      evaluate: function (req) { return m.evaluate(req); },
      requestFromLink: function (link) { return m.requestFromLink(link); },
      linkForRequest: function (req) { return m.linkForRequest(req); },
      groups: function () { return m.groups(); },
      search: function (query, ruleset) { return m.search(query, ruleset); },
      presentValues: function (response) { return m.presentValues(response); },
      present: function (response, needs) { return m.present(response, needs); },
      oddsRequest: function (req, response) { return m.oddsRequest(req, response); },
      readings: function () { return m.readings(); },
      ready: true
    };
    Object.defineProperty(api, '_ui', { get: function () { return JSON.parse(app._uiStateJson()); } });
    window.pointman = api;
    window.pointmanReady = true;
    document.documentElement.setAttribute('data-pointman', 'ready');
    say('');
    window.dispatchEvent(new Event('pointman-ready'));
  }
  function failed(e) {
    say('Pointman could not start: ' + (e && e.message ? e.message : e));
    console.error(e);
  }

  // [SECTION] a link to one calculator: its answer first, in HTML
  // A share link (#/fng.fire?…) answers from its group's compute module (a fraction of the canvas
  // app's download) in the text view's HTML; the canvas app downloads after that answer, then takes
  // over the page at the same link: at once when the player has not touched the HTML yet, else
  // when the player taps "Open the full app" (what they changed is in the link, so it carries
  // over). Another calculator's link meanwhile answers in HTML too; the list and the readings wait
  // for the canvas app.
  function afterPaint() {
    return new Promise(function (resolve) {
      var done = false;
      function go() { if (!done) { done = true; setTimeout(resolve, 0); } }
      requestAnimationFrame(go);
      setTimeout(go, 100);  // a page in the background draws no frame
    });
  }
  function answerFirst() {
    var html = document.documentElement;
    html.classList.add('pm-text', 'pm-first');
    var main = document.createElement('main');
    main.id = 'pointman-first';
    main.className = 'pm-textview';
    document.body.insertBefore(main, status);
    say(window.pointmanLoadingWords(location.hash || ''));
    var api = null, app = null, bar = null, touched = false, swapped = false;
    function touch() { touched = true; }
    main.addEventListener('input', touch, true);
    main.addEventListener('change', touch, true);
    main.addEventListener('click', touch, true);
    function line(text, role) {
      var p = document.createElement('p');
      p.setAttribute('role', role || 'status');
      if (role === 'alert') p.className = 'pm-error';
      p.textContent = text;
      return p;
    }
    function swap() {
      if (swapped || !app) return;
      swapped = true;
      window.removeEventListener('hashchange', route);
      main.remove();
      html.classList.remove('pm-text', 'pm-first');
      html.removeAttribute('data-pointman-first');
      window.dispatchEvent(new Event('resize'));  // the canvas was out of the layout until now
      followLinks(app);
      publish(app);
    }
    function offer() {
      if (bar) return;
      bar = document.createElement('p');
      bar.className = 'pm-first-bar';
      bar.setAttribute('role', 'status');
      bar.appendChild(document.createTextNode('The full app is ready. '));
      var open = document.createElement('button');
      open.type = 'button';
      open.textContent = 'Open the full app';
      open.addEventListener('click', function (e) { e.stopPropagation(); swap(); });
      bar.appendChild(open);
      main.insertBefore(bar, main.firstChild);
    }
    function route() {
      var h = location.hash || '';
      main.textContent = '';
      if (!window.pointmanCalcOfLink(h)) {  // the list, the readings: the canvas app's pages
        if (app) { swap(); return; }
        touched = false;
        main.appendChild(line('Loading Pointman\u2026'));
        return;
      }
      var wait = api.ensure(h);
      if (wait) {
        main.appendChild(line(window.pointmanLoadingWords(h)));
        wait.then(route, function (e) { main.textContent = ''; main.appendChild(line('Pointman could not load these calculators: ' + (e && e.message ? e.message : e), 'alert')); });
        return;
      }
      var req = api.requestFromLink(h);
      if (req.ok === false) {
        if (app) { swap(); return; }
        main.appendChild(line('This link could not be opened: ' + req.error.message, 'alert'));
        return;
      }
      var view = window.PointmanTextView.renderCalc(main, api, req, {
        answerFirst: true,
        onChange: function (r) {
          var link = api.linkForRequest(r);
          if (link && location.hash !== link) history.replaceState(history.state, '', link);
        }
      });
      if (view) document.title = view.spec.title + ' \u2014 Pointman';
      if (bar) main.insertBefore(bar, main.firstChild);
    }
    Promise.all([window.pointmanComputeApi(location.hash || ''), loadTextView()]).then(function (got) {
      api = got[0];
      route();
      window.addEventListener('hashchange', route);
      say('');
      html.setAttribute('data-pointman-first', 'answered');
      // The canvas app's download starts once the answer is painted, not before.
      return afterPaint().then(startCanvas).then(function (m) {
        if (!m) return;
        app = m;
        if (touched) offer(); else swap();
      });
    }, function () {
      // No compute module (an old cache, a failed download): the canvas app as before.
      main.remove();
      html.classList.remove('pm-text', 'pm-first');
      return startCanvas().then(function (m) { if (m) { followLinks(m); publish(m); } });
    }).catch(failed);
  }

  var linked = window.pointmanCalcOfLink ? window.pointmanCalcOfLink(location.hash || '') : '';
  if (linked && window.pointmanModuleOf(linked)) {
    answerFirst();
    return;
  }
  startCanvas().then(function (m) {
    if (!m) return;
    followLinks(m);
    publish(m);
  }).catch(failed);
})();
