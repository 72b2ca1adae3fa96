// Pointman embed: embed.html#/ID?params shows one calculator, compact, with no app chrome
// (the plain HTML view of web/text/text-view.js over the compute-only module of the calculator's
// group, pointman-compute-<module>.js (web/pwa/pwa.js picks it): the rules and the API, no canvas
// app, so the frame never captures the host page's keys).
// It posts {"type":"pointman:height","height":N} (CSS px) to its parent whenever its height
// changes. It listens to no messages at all: nothing from outside can drive it.
(function () {
  'use strict';
  var root = document.getElementById('pointman-embed');
  var lastHeight = -1;
  function postHeight() {
    if (window.parent === window) return;
    var h = Math.ceil(root.getBoundingClientRect().height);
    if (h === lastHeight) return;
    lastHeight = h;
    // The height is not a secret, and the embedding site's origin is not known in advance.
    window.parent.postMessage({ type: 'pointman:height', height: h }, '*');
  }
  function fail(text) {
    root.textContent = '';
    var p = document.createElement('p');
    p.className = 'pm-error';
    p.setAttribute('role', 'alert');
    p.textContent = text;
    root.appendChild(p);
    postHeight();
  }
  // The module of the link's group (web/pwa/pwa.js): a link to one calculator loads only its group.
  var status = document.getElementById('status');
  var first = location.hash || '';
  if (status) status.textContent = window.pointmanLoadingWords(first);
  window.pointmanComputeApi(first).then(function (api) {
    window.pointman = api;
    var open = document.createElement('p');
    open.className = 'pm-open';
    var a = document.createElement('a');
    a.target = '_blank';
    a.rel = 'noopener';
    a.textContent = 'Open in Pointman';
    open.appendChild(a);
    function route() {
      // Another group's calculator (the hash changed): its module first, saying so meanwhile.
      var wait = api.ensure(location.hash || '');
      if (wait) {
        root.textContent = '';
        var p = document.createElement('p');
        p.id = 'status';
        p.setAttribute('role', 'status');
        p.textContent = window.pointmanLoadingWords(location.hash);
        root.appendChild(p);
        postHeight();
        wait.then(route, function (e) { fail('The calculator could not start: ' + (e && e.message ? e.message : e)); });
        return;
      }
      var req = api.requestFromLink(location.hash || '');
      if (!location.hash || location.hash === '#/' || req.ok === false) {
        fail(req && req.error ? 'This calculator link is not valid: ' + req.error.message : 'No calculator chosen (embed.html#/ID?params).');
        return;
      }
      var view = window.PointmanTextView.renderCalc(root, api, req, {
        compact: true,
        onChange: function (r) { a.href = 'index.html' + api.linkForRequest(r); }
      });
      if (view) {
        // A page of its own, but often beside its host's main landmark (the club page, with
        // several embeds): named after its calculator, so each main landmark is told apart.
        var title = view.root.querySelector('h1');
        if (title && title.id) root.setAttribute('aria-labelledby', title.id);
        root.appendChild(open);
        document.title = view.spec.title + ' \u2014 Pointman';
      }
      postHeight();
    }
    route();
    window.addEventListener('hashchange', route);
    if (window.ResizeObserver) new ResizeObserver(postHeight).observe(root);
    window.addEventListener('resize', postHeight);
    document.documentElement.setAttribute('data-pointman', 'ready');
    window.pointmanReady = true;
  }, function (e) { fail('The calculator could not start: ' + (e && e.message ? e.message : e)); });
})();
