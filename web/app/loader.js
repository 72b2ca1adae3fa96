// Pointman page loader (no inline script, so a strict CSP can forbid them).
// Fetches the font, starts the wasm app on #canvas, then publishes window.pointman:
//   list(), describe(id), evaluate(request), requestFromLink(link), linkForRequest(request)
//   ready (true), _ui (test hook: current calculator, params, seed, link, response, controls in CSS px)
// and sets window.pointmanReady = true and <html data-pointman="ready">.
(function () {
  'use strict';
  var canvas = document.getElementById('canvas');
  var status = document.getElementById('status');
  function say(text) { if (status) { status.textContent = text; status.hidden = !text; } }
  canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });

  function start(fontBytes) {
    return createPointmanApp({
      canvas: canvas,
      fontBytes: fontBytes,
      instantiateWasm: window.pointmanInstantiateWasm,  // web/pwa/pwa.js: one build's js+wasm only
      noInitialRun: !!window.pointmanTextView,          // web/text/text-view.js: HTML view, no canvas app
      print: function (t) { console.log(t); },
      printErr: function (t) { console.warn(t); },
      onContextLost: function () { say('The graphics context was lost; restoring…'); }
    });
  }

  fetch('DejaVuSans.ttf')
    .then(function (r) { return r.ok ? r.arrayBuffer() : null; })
    .catch(function () { return null; })
    .then(function (buf) { return start(buf ? new Uint8Array(buf) : null); })
    .then(function (m) {
      var api = {
        list: function () { return m.list(); },
        describe: function (id) { return m.describe(id); },
        evaluate: function (req) { return m.evaluate(req); },
        requestFromLink: function (link) { return m.requestFromLink(link); },
        linkForRequest: function (req) { return m.linkForRequest(req); },
        ready: true
      };
      Object.defineProperty(api, '_ui', { get: function () { return JSON.parse(m._uiStateJson()); } });
      m._openLink(location.hash || '');
      window.addEventListener('hashchange', function () { m._openLink(location.hash || ''); });
      document.addEventListener('visibilitychange', function () { if (!document.hidden) m._wake(); });
      window.pointman = api;
      window.pointmanReady = true;
      document.documentElement.setAttribute('data-pointman', 'ready');
      say('');
      window.dispatchEvent(new Event('pointman-ready'));
    })
    .catch(function (e) {
      say('Pointman could not start: ' + (e && e.message ? e.message : e));
      console.error(e);
    });
})();
