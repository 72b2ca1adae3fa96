// A club page using Pointman two ways:
// 1. iframes of embed.html, resized to the height each one reports:
//    {"type": "pointman:height", "height": N} — accepted only from our own iframes, and only from
//    the origin each iframe was loaded from (the Pointman host may be another site than this page).
// 2. the JavaScript API directly (pointman.js started without its canvas app); the wasm is fetched
//    from wherever pointman.js came from (a Pointman host on another site sends it with
//    Access-Control-Allow-Origin, see HOSTING.md).
(function () {
  'use strict';
  function originOf(url) {
    try { return new URL(url, location.href).origin; } catch (e) { return null; }
  }
  window.addEventListener('message', function (e) {
    var d = e.data;
    if (!d || d.type !== 'pointman:height' || typeof d.height !== 'number' || !(d.height > 0) || d.height > 5000) return;
    var frames = document.querySelectorAll('iframe.pointman');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === e.source && originOf(frames[i].src) === e.origin) {
        frames[i].style.height = Math.ceil(d.height) + 'px';
      }
    }
  });

  var script = document.querySelector('script[src$="pointman.js"]');
  var base = new URL('.', script ? script.src : location.href).href;  // the folder pointman.js is in
  createPointmanApp({ noInitialRun: true, locateFile: function (f) { return base + f; } }).then(function (pointman) {
    var r = pointman.evaluate({ calc: 'fng.weather', params: { month: 7, half: 'late' } });
    var out = document.getElementById('odds');
    if (!r.ok) { out.textContent = 'Pointman: ' + r.error.message; return; }
    var best = r.outcomes.reduce(function (a, o) { return o.p > a.p ? o : a; });
    out.textContent = 'July, late half: ' + r.summary + ' Most likely: ' + best.label + ' (' + (best.p * 100).toFixed(1) + '%, exactly ' + best.exact + ').';
    out.setAttribute('data-ready', 'true');
  });
})();
