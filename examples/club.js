// A club page using Pointman two ways:
// 1. iframes of embed.html, resized to the height each one reports:
//    {"type": "pointman:height", "height": N} — accepted only from our own iframes.
// 2. the JavaScript API directly (pointman.js started without its canvas app).
(function () {
  'use strict';
  var POINTMAN_ORIGIN = location.origin;  // where embed.html is served from (the same site here)
  window.addEventListener('message', function (e) {
    if (e.origin !== POINTMAN_ORIGIN) return;
    var d = e.data;
    if (!d || d.type !== 'pointman:height' || typeof d.height !== 'number' || !(d.height > 0) || d.height > 5000) return;
    var frames = document.querySelectorAll('iframe.pointman');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === e.source) frames[i].style.height = Math.ceil(d.height) + 'px';
    }
  });

  createPointmanApp({ noInitialRun: true, locateFile: function (f) { return '../' + f; } }).then(function (pointman) {
    var r = pointman.evaluate({ calc: 'fng.weather', params: { month: 7, half: 'late' } });
    var out = document.getElementById('odds');
    if (!r.ok) { out.textContent = 'Pointman: ' + r.error.message; return; }
    var best = r.outcomes.reduce(function (a, o) { return o.p > a.p ? o : a; });
    out.textContent = 'July, late half: ' + r.summary + ' Most likely: ' + best.label + ' (' + (best.p * 100).toFixed(1) + '%, exactly ' + best.exact + ').';
    out.setAttribute('data-ready', 'true');
  });
})();
