// Pointman text view: a plain HTML view of any calculator, built only from describe() and
// evaluate() (form controls from the parameter specs, the result as text and a table). Used for
//   index.html?view=text  (and automatically when WebGL 2 is missing: the canvas app is not started)
//   embed.html            (one calculator, compact; web/embed/embed.js)
// Screen readers get a live region that says each new answer once (after the player stops changing
// things for a moment), headings in order under one h1, and landmarks; keyboards and phone
// keyboards work natively. The theme follows the player's saved choice, else the device's
// (text-view.css). No innerHTML: every string from the registry becomes a text node.
// API: window.PointmanTextView = {renderCalc(container, api, request, options), renderPicker(container, api, hrefFor)}
(function () {
  'use strict';

  // [SECTION] helpers
  function el(tag, props) {
    var e = document.createElement(tag);
    if (props) for (var k in props) {
      if (k === 'text') e.textContent = props[k];
      else if (k === 'cls') e.className = props[k];
      else if (k.indexOf('on') === 0) e.addEventListener(k.slice(2), props[k]);
      else e.setAttribute(k, props[k]);
    }
    for (var i = 2; i < arguments.length; i++) if (arguments[i]) e.appendChild(arguments[i]);
    return e;
  }
  function pct(p) {
    if (p === 0) return '0%';
    if (p === 1) return '100%';
    var v = p * 100;
    return (v < 0.1 ? v.toPrecision(2) : v.toFixed(1)) + '%';
  }
  function show(v) {
    if (v === null || v === undefined) return '';
    if (typeof v === 'boolean') return v ? 'yes' : 'no';
    if (typeof v === 'object') return JSON.stringify(v);
    return String(v);
  }
  // The values as people read them: the core's presentValues (labels, percentages with their exact
  // fractions, labelled small tables; internal values left out). An older module without it: the
  // keys made readable, probabilities as percentages, never a raw double.
  function presented(api, r) {
    if (typeof api.presentValues === 'function') {
      var pv = api.presentValues(r);
      if (Array.isArray(pv)) return pv;
    }
    var values = r.values || {};
    return Object.keys(values).map(function (k) {
      var v = values[k];
      var text = typeof v === 'number' && v > 0 && v < 1 ? pct(v) : typeof v === 'number' ? String(Math.round(v * 100) / 100) : show(v);
      return { key: k, label: k.replace(/_/g, ' '), text: text };
    });
  }
  function randomSeed() {
    var a = new Uint32Array(1);
    crypto.getRandomValues(a);
    return a[0] >>> 0;
  }
  // The player's own tables (entered in the canvas app, kept in the "tables" section of
  // localStorage "pointman.store"), sent with every evaluate as the app sends them. Read only:
  // an unreadable store gives no tables here and is left as it is for the app to keep aside.
  function savedTables() {
    try {
      var doc = JSON.parse(window.localStorage.getItem('pointman.store') || 'null');
      var t = doc && doc.app === 'pointman' ? doc.tables : null;
      if (t && typeof t === 'object' && !Array.isArray(t) && Object.keys(t).length) return t;
    } catch (e) { /* no storage, or not JSON */ }
    return null;
  }
  // The saved work changed in another tab or frame of this origin (the canvas app saved a table):
  // `fn` runs, without a reload. The listener goes away once the view has left the page.
  function onStoreChange(root, fn) {
    function listener(e) {
      if (e.key !== 'pointman.store' && e.key !== null) return;
      if (!root.isConnected) { window.removeEventListener('storage', listener); return; }
      fn();
    }
    window.addEventListener('storage', listener);
  }
  var uid = 0;

  // [SECTION] theme
  // The saved display choice (settings.theme of "pointman.store", written by the canvas app):
  // <html data-theme="dark|light|contrast">; "auto", nothing saved or a value this build does not
  // know leave the attribute off, and the CSS follows the device (prefers-color-scheme,
  // prefers-contrast). Another tab changing it takes effect at once.
  function savedTheme() {
    try {
      var doc = JSON.parse(window.localStorage.getItem('pointman.store') || 'null');
      var st = doc && doc.app === 'pointman' ? doc.settings : null;
      var t = st && st.theme;
      if (t === 'dark' || t === 'light' || t === 'contrast') return t;
    } catch (e) { /* no storage, or not JSON */ }
    return '';
  }
  function applyTheme() {
    var t = savedTheme(), html = document.documentElement;
    if (t) html.setAttribute('data-theme', t);
    else html.removeAttribute('data-theme');
  }
  applyTheme();
  window.addEventListener('storage', function (e) { if (e.key === 'pointman.store' || e.key === null) applyTheme(); });

  // [SECTION] live region
  // Says a text once, when it has stopped changing for a moment (a number typed digit by digit,
  // a select walked with the arrows) and only if it differs from what was said last.
  function liveRegion(cls) {
    var region = el('p', { cls: 'pm-sr ' + cls, role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    var timer = null;
    region.say = function (text, now) {
      clearTimeout(timer);
      function write() { if (region.textContent !== text) region.textContent = text; }
      if (now) write();
      else timer = setTimeout(write, 500);
    };
    return region;
  }

  // [SECTION] one calculator
  // request: {calc, params?, seed? | dice?}; options: {compact, onChange(request, response), live,
  // tables() (default: the player's saved tables, if any)}
  function renderCalc(container, api, request, options) {
    options = options || {};
    container.textContent = '';
    var spec = api.describe(request.calc);
    if (!spec || !spec.ok) {
      container.appendChild(el('p', { cls: 'pm-error', role: 'alert', text: (spec && spec.error ? spec.error.message : 'unknown calculator') }));
      return null;
    }
    var params = {};
    spec.params.forEach(function (p) { params[p.name] = p.default; });
    if (request.params) for (var k in request.params) params[k] = request.params[k];
    var seed = typeof request.seed === 'number' ? request.seed : null;
    // The player's own dice ("I rolled…"): the faces typed so far, in the order the core asks for them.
    var dice = Array.isArray(request.dice) ? request.dice.slice() : null;
    var n = ++uid;

    var root = el('section', { cls: 'pm-calc' + (options.compact ? ' pm-compact' : ''), 'aria-labelledby': 'pm-title-' + n });
    // One h1 per page: the calculator's title, in the embed too (a page of its own in its frame).
    root.appendChild(el('h1', { id: 'pm-title-' + n, text: spec.title }));
    if (!options.compact) {
      root.appendChild(el('p', { cls: 'pm-dim', text: spec.ruleset_title + ' \u2014 ' + spec.citation }));
      if (spec.help) root.appendChild(el('p', { cls: 'pm-help', text: spec.help }));
    }
    var form = el('form', { cls: 'pm-form', 'aria-label': 'Settings for ' + spec.title, onsubmit: function (e) { e.preventDefault(); } });
    // The main parameters (describe's "main"; when none is, the first five) come
    // first; the others fold under "More options", open when one of them differs from its default
    // (a link never hides what it changed).
    var anyMain = spec.params.some(function (p) { return p.main === true; });
    function isMain(p, i) { return anyMain ? !!p.main : i < 5; }
    var more = null, moreSummary = null, moreCount = 0;
    spec.params.forEach(function (p, i) { if (!isMain(p, i)) moreCount++; });
    function changedMore() {
      var n = 0;
      spec.params.forEach(function (p, i) { if (!isMain(p, i) && JSON.stringify(params[p.name]) !== JSON.stringify(p.default)) n++; });
      return n;
    }
    function moreLabel() {
      var c = changedMore();
      return 'More options (' + moreCount + ')' + (c ? ' \u00b7 ' + c + ' changed' : '');
    }
    if (moreCount) {
      moreSummary = el('summary', { cls: 'pm-more-summary', text: '' });
      more = el('details', { cls: 'pm-more' }, moreSummary);
    }
    spec.params.forEach(function (p, i) {
      var id = 'pm-' + n + '-' + p.name;
      var row = el('div', { cls: 'pm-row' });
      var input;
      if (p.type === 'enum') {
        input = el('select', { id: id, name: p.name });
        p.choices.forEach(function (c) {
          var o = el('option', { value: c.value, text: c.label || c.value });
          if (c.value === params[p.name]) o.selected = true;
          input.appendChild(o);
        });
      } else if (p.type === 'bool') {
        input = el('input', { id: id, name: p.name, type: 'checkbox' });
        input.checked = !!params[p.name];
      } else if (p.type === 'int' || p.type === 'number') {
        input = el('input', { id: id, name: p.name, type: 'number', inputmode: p.type === 'int' ? 'numeric' : 'decimal',
          min: String(p.min), max: String(p.max), step: String(p.type === 'int' ? 1 : (p.step || 'any')) });
        input.value = String(params[p.name]);
      } else {
        input = el('input', { id: id, name: p.name, type: 'text', maxlength: String(p.max_length || 80), autocomplete: 'off' });
        input.value = params[p.name] == null ? '' : String(params[p.name]);
      }
      input.setAttribute('data-param', p.name);
      var label = el('label', { 'for': id, text: p.label || p.name });
      if (p.help) {
        input.setAttribute('aria-describedby', id + '-help');
        row.appendChild(label);
        row.appendChild(input);
        if (!options.compact) row.appendChild(el('small', { id: id + '-help', cls: 'pm-dim', text: p.help }));
        else input.title = p.help;
      } else {
        row.appendChild(label);
        row.appendChild(input);
      }
      input.addEventListener('change', function () { read(p, input); update(); });
      (isMain(p, i) || !more ? form : more).appendChild(row);
    });
    if (more) {
      form.appendChild(more);
      moreSummary.textContent = moreLabel();
      if (changedMore() > 0) more.open = true;
    }
    root.appendChild(form);

    var buttons = el('div', { cls: 'pm-buttons' });
    var rollBtn = el('button', { type: 'button', text: 'Roll', onclick: function () { seed = randomSeed(); dice = null; update(); } });
    var clearBtn = el('button', { type: 'button', text: 'Clear roll', onclick: function () { seed = null; dice = null; update(); } });
    var diceBtn = el('button', { type: 'button', text: 'I rolled\u2026', 'aria-controls': 'pm-' + n + '-dice-row',
      onclick: function () { seed = null; dice = []; diceInput.value = ''; update(); diceInput.focus(); } });
    buttons.appendChild(rollBtn);
    buttons.appendChild(diceBtn);
    buttons.appendChild(clearBtn);
    root.appendChild(buttons);
    // Faces as typed: any non-digits separate them ("4 5 2", "4,5,2"). The core says which die is next.
    var diceRow = el('div', { cls: 'pm-row pm-dice', id: 'pm-' + n + '-dice-row' });
    var diceInput = el('input', { id: 'pm-' + n + '-dice', type: 'text', inputmode: 'numeric', autocomplete: 'off', 'data-dice': '' });
    diceRow.appendChild(el('label', { 'for': 'pm-' + n + '-dice', text: 'Your dice, in order' }));
    diceRow.appendChild(diceInput);
    diceInput.addEventListener('input', function () {
      var t = diceInput.value.trim();
      dice = t === '' ? [] : t.split(/[^0-9]+/).filter(function (x) { return x !== ''; }).map(Number);
      update();
    });
    if (dice) diceInput.value = dice.join(' ');
    root.appendChild(diceRow);

    // The whole result is redrawn on every change; a screen reader hears only the live region's
    // short text (summary and roll), once the player has stopped changing things.
    var out = el('div', { cls: 'pm-result', id: 'pm-result-' + n });
    var live = liveRegion('pm-live');
    root.appendChild(out);
    root.appendChild(live);
    container.appendChild(root);

    function read(p, input) {
      if (p.type === 'bool') params[p.name] = input.checked;
      else if (p.type === 'enum' || p.type === 'text') params[p.name] = input.value;
      else {
        var v = Number(input.value);
        if (input.value === '' || !isFinite(v)) v = p.default;
        if (p.type === 'int') v = Math.round(v);
        v = Math.min(p.max, Math.max(p.min, v));
        params[p.name] = v;
        input.value = String(v);
      }
    }

    function update() {
      var req = { calc: spec.id, params: params };
      if (dice !== null) req.dice = dice;
      else if (seed !== null) req.seed = seed;
      var tables = options.tables ? options.tables() : savedTables();
      // Only the tables this calculator reads: the core warns about any other it is sent.
      var mine = null;
      (spec.tables || []).forEach(function (t) {
        if (tables && Object.prototype.hasOwnProperty.call(tables, t.id)) (mine = mine || {})[t.id] = tables[t.id];
      });
      if (mine) req.tables = mine;
      var r = api.evaluate(req);
      var said = '', next = '';
      out.textContent = '';
      clearBtn.hidden = seed === null && dice === null;
      rollBtn.textContent = seed === null && dice === null ? 'Roll' : 'Roll again';
      diceRow.hidden = dice === null;
      if (!r.ok && r.error.code === 'needs_dice') {
        // Not enough dice yet: say which die comes next (first in the live region), and show the odds meanwhile.
        var need = r.error.needs || {};
        next = 'Next: a d' + (need.sides || [])[0] + ' \u2014 ' + r.error.message;
        out.appendChild(el('p', { cls: 'pm-dice-next', text: next }));
        var odds = {};
        for (var key in req) if (key !== 'dice') odds[key] = req[key];
        r = api.evaluate(odds);
      }
      if (!r.ok) {
        out.appendChild(el('p', { cls: 'pm-error', text: r.error.message + ' [' + r.error.code + ']' }));
        said = r.error.message;
      } else {
        out.appendChild(el('p', { cls: 'pm-summary', text: r.summary || '' }));
        said = r.summary || '';
        if (r.roll && (seed !== null || dice !== null)) {
          // The core's sentence ("rolled"): what the roll gave, with its dice; shown first.
          var rolled = r.rolled + (seed !== null ? ' (seed ' + seed + ')' : ' (your dice)');
          out.insertBefore(el('p', { cls: 'pm-roll', text: rolled }), out.firstChild);
          said = rolled + '. ' + said;
        }
        if (r.outcomes && r.outcomes.length) {
          var table = el('table', { cls: 'pm-table' }, el('caption', { text: 'Chances' }));
          table.appendChild(el('thead', null, el('tr', null, el('th', { scope: 'col', text: 'Result' }),
            el('th', { scope: 'col', text: 'Chance' }), el('th', { scope: 'col', text: 'Exact' }))));
          var body = el('tbody');
          r.outcomes.forEach(function (o) {
            body.appendChild(el('tr', { 'data-key': o.key }, el('th', { scope: 'row', text: o.label || o.key }),
              el('td', { text: pct(o.p) }), el('td', { text: o.exact })));
          });
          table.appendChild(body);
          out.appendChild(table);
        }
        var shown = presented(api, r);
        if (shown.length) {
          var dl = el('dl', { cls: 'pm-values' });
          shown.forEach(function (v) {
            dl.appendChild(el('dt', { 'data-key': v.key, text: v.label }));
            var dd = el('dd', { text: v.text || '' });
            if (v.rows && v.rows.length) {
              var ul = el('ul', { cls: 'pm-rows' });
              v.rows.forEach(function (row) { ul.appendChild(el('li', { text: row.label + ' ' + row.text })); });
              dd.appendChild(ul);
            }
            dl.appendChild(dd);
          });
          out.appendChild(el('h2', { text: 'Values' }));
          out.appendChild(dl);
        }
        if (r.modifiers && r.modifiers.length) {
          var ul = el('ul', { cls: 'pm-mods' });
          r.modifiers.forEach(function (m) {
            ul.appendChild(el('li', { text: m.label + (m.value !== undefined && m.value !== '' ? ' ' + show(m.value) : '') + (m.rule ? ' (' + m.rule + ')' : '') }));
          });
          out.appendChild(el('h2', { text: 'Modifiers' }));
          out.appendChild(ul);
        }
        if (r.readings && r.readings.length) {
          // Where the book is silent or unclear and Pointman chose: each names its reading.
          var rl = el('ul', { cls: 'pm-readings' });
          r.readings.forEach(function (n) {
            rl.appendChild(el('li', {}, el('a', { href: '?view=text#/readings/' + n, text: 'Pointman reading ' + n })));
          });
          out.appendChild(el('h2', { text: 'Pointman readings used' }));
          out.appendChild(rl);
        }
      }
      if (moreSummary) moreSummary.textContent = moreLabel();
      if (next) said = next + '. ' + said;  // the die still to enter is said first
      if (started) live.say(said);  // the first answer is on the page already: not announced
      if (options.onChange) options.onChange(req, r);
      return r;
    }
    var started = false;
    var first = update();
    started = true;
    if (!options.tables) onStoreChange(root, update);  // the player's tables as stored now
    return { update: update, root: root, spec: spec, first: first };
  }

  // [SECTION] picker
  // The same picker as the canvas app, as plain HTML: a search field (as-you-type, through the
  // core's search), a rule-set filter, and every calculator by rule set and by the moment of play
  // (the group fields of list() in the order of groups(); a build without them groups by rule set).
  // The filter starts from the player's saved choice (read only, like the tables).
  function savedRuleset() {
    try {
      var doc = JSON.parse(window.localStorage.getItem('pointman.store') || 'null');
      var st = doc && doc.app === 'pointman' ? doc.settings : null;
      if (st && typeof st.ruleset === 'string') return st.ruleset;
    } catch (e) { /* no storage, or not JSON */ }
    return '';
  }
  function searchIn(api, list, query, ruleset) {
    if (typeof api.search === 'function') return api.search(query, ruleset) || [];
    // TEMPORARY until the core's search is merged (branch catalog-core): every word in title, id or citation.
    var words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return list.filter(function (c) {
      if (ruleset && c.ruleset !== ruleset) return false;
      var hay = (c.title + ' ' + c.id + ' ' + c.citation).toLowerCase();
      return words.every(function (w) { return hay.indexOf(w) >= 0; });
    });
  }
  function entry(c, hrefFor, extra) {
    var li = el('li', { 'data-id': c.id }, el('a', { href: hrefFor(c.id), text: c.title }));
    var sub = [c.citation, extra].filter(Boolean).join(' \u00b7 ');
    if (sub) li.appendChild(el('small', { cls: 'pm-dim pm-cite', text: sub }));
    return li;
  }
  function renderPicker(container, api, hrefFor) {
    container.textContent = '';
    container.appendChild(el('h1', { text: 'Pointman' }));
    var list = api.list();
    var rulesets = [], titles = {};
    list.forEach(function (c) {
      if (titles[c.ruleset] !== undefined) return;
      rulesets.push(c.ruleset);
      var d = api.describe(c.id);
      titles[c.ruleset] = (d && d.ruleset_title) || c.ruleset;
    });
    var groupRank = {};
    if (typeof api.groups === 'function') (api.groups() || []).forEach(function (g, i) { groupRank[g.ruleset + '/' + g.id] = i; });

    var n = ++uid;
    var form = el('form', { cls: 'pm-search', role: 'search', onsubmit: function (e) { e.preventDefault(); } });
    var input = el('input', { id: 'pm-search-' + n, type: 'search', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false',
      placeholder: 'fire, spot, tunnel, p.38\u2026', 'aria-controls': 'pm-found-' + n });
    var select = el('select', { id: 'pm-ruleset-' + n, 'aria-label': 'Rule set' });
    select.appendChild(el('option', { value: '', text: 'All rule sets' }));
    rulesets.forEach(function (rs) { select.appendChild(el('option', { value: rs, text: titles[rs] })); });
    var saved = savedRuleset();
    if (rulesets.indexOf(saved) >= 0) select.value = saved;
    form.appendChild(el('label', { 'for': input.id, text: 'Find a calculator' }));
    form.appendChild(el('div', { cls: 'pm-search-row' }, input, select));
    container.appendChild(form);
    var status = el('p', { cls: 'pm-dim', id: 'pm-found-status-' + n });
    var live = liveRegion('pm-found-live');
    input.setAttribute('aria-describedby', status.id);
    var found = el('ul', { cls: 'pm-list pm-found', id: 'pm-found-' + n });
    var more = el('button', { type: 'button', cls: 'pm-more', hidden: '' });
    var groups = el('div', { cls: 'pm-groups' });
    container.appendChild(status);
    container.appendChild(live);
    container.appendChild(found);
    container.appendChild(more);
    container.appendChild(groups);
    var everywhere = false;

    function drawGroups() {
      groups.textContent = '';
      var rs = select.value;
      var rows = list.map(function (c, i) { return { c: c, i: i }; }).filter(function (r) { return !rs || r.c.ruleset === rs; });
      function rank(c) {
        var k = c.ruleset + '/' + c.group;
        if (c.group !== undefined && groupRank[k] !== undefined) return groupRank[k];
        return typeof c.group_order === 'number' ? c.group_order : 0;
      }
      rows.sort(function (a, b) {
        var ra = rulesets.indexOf(a.c.ruleset), rb = rulesets.indexOf(b.c.ruleset);
        if (ra !== rb) return ra - rb;
        var ga = rank(a.c), gb = rank(b.c);
        return ga !== gb ? ga - gb : a.i - b.i;
      });
      var curRs = null, curGroup = null, ul = null;
      rows.forEach(function (r) {
        var c = r.c;
        if (c.ruleset !== curRs) {
          curRs = c.ruleset;
          curGroup = null;
          ul = null;
          groups.appendChild(el('h2', { text: titles[c.ruleset] }));
        }
        var g = c.group !== undefined ? c.group : '';
        if (!ul || g !== curGroup) {
          curGroup = g;
          if (c.group !== undefined) groups.appendChild(el('h3', { cls: 'pm-group', 'data-group': c.ruleset + '/' + g, text: c.group_title || g }));
          ul = el('ul', { cls: 'pm-list' });
          groups.appendChild(ul);
        }
        ul.appendChild(entry(c, hrefFor));
      });
    }
    function update() {
      var q = input.value.trim();
      found.textContent = '';
      more.hidden = true;
      if (!q) {
        everywhere = false;
        status.textContent = '';
        live.say('');
        groups.hidden = false;
        return;
      }
      groups.hidden = true;
      var scope = everywhere ? '' : select.value;
      var hits = searchIn(api, list, q, scope);
      hits.forEach(function (c) { found.appendChild(entry(c, hrefFor, c.group_title)); });
      var where = scope ? ' in ' + titles[scope] : '';
      status.textContent = hits.length ? hits.length + (hits.length === 1 ? ' match' : ' matches') + where
        : 'Nothing' + where + ' matches \u201c' + q + '\u201d.';
      if (scope) {
        var others = searchIn(api, list, q, '').length - hits.length;
        if (others > 0) {
          more.textContent = others + (others === 1 ? ' more match' : ' more matches') + ' in other rule sets: show';
          more.hidden = false;
        }
      }
      live.say(status.textContent);  // once the player stops typing, not on every key
    }
    input.addEventListener('input', update);
    select.addEventListener('change', function () { everywhere = false; drawGroups(); update(); });
    more.addEventListener('click', function () { everywhere = true; update(); });
    drawGroups();
    update();
  }

  // [SECTION] readings
  // Every Pointman reading (where a book is silent or unclear, what the product chose), built
  // from the core's registry only, each linked to the calculators that use it.
  function renderReadings(container, api, hrefFor, focus) {
    container.textContent = '';
    container.appendChild(el('h1', { text: 'Pointman readings' }));
    container.appendChild(el('p', { text: 'Where a book is silent or unclear, Pointman has to choose. Each choice is numbered here, and every result that uses one names it.' }));
    var titles = {};
    api.list().forEach(function (c) { titles[c.id] = c.title; });
    var readings = typeof api.readings === 'function' ? api.readings() || [] : [];
    var target = null;
    readings.forEach(function (r) {
      var sec = el('section', { cls: 'pm-reading', id: 'reading-' + r.number, 'aria-labelledby': 'reading-h-' + r.number });
      sec.appendChild(el('h2', { id: 'reading-h-' + r.number, text: 'Reading ' + r.number + ': ' + r.title }));
      sec.appendChild(el('p', { text: r.text }));
      sec.appendChild(el('p', { cls: 'pm-dim pm-cite', text: 'Concerns ' + r.cite }));
      var used = el('ul', { cls: 'pm-used', 'aria-label': 'Calculators using reading ' + r.number });
      r.calculators.forEach(function (id) {
        used.appendChild(el('li', {}, el('a', { href: hrefFor(id), text: titles[id] || id })));
      });
      sec.appendChild(used);
      container.appendChild(sec);
      if (String(r.number) === String(focus)) target = sec;
    });
    if (target) {
      target.setAttribute('tabindex', '-1');
      target.scrollIntoView();
      target.focus();
    }
    return readings.length;
  }

  window.PointmanTextView = { renderCalc: renderCalc, renderPicker: renderPicker, renderReadings: renderReadings };

  // [SECTION] index.html?view=text (or no WebGL 2)
  if (document.documentElement.hasAttribute('data-pointman-embed')) return;
  function hasWebGL2() {
    try {
      var gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return false;
      var lose = gl.getExtension('WEBGL_lose_context');
      if (lose) lose.loseContext();
      return true;
    } catch (e) { return false; }
  }
  var wanted = new URLSearchParams(location.search).get('view') === 'text';
  if (!wanted && hasWebGL2()) return;
  window.pointmanTextView = true;  // web/app/loader.js: start the module without the canvas app
  document.documentElement.classList.add('pm-text');
  window.addEventListener('pointman-ready', function () {
    var main = document.getElementById('pointman-text');
    if (!main) {
      main = el('main', { id: 'pointman-text', cls: 'pm-textview' });
      document.body.appendChild(main);
    }
    // The page's links: every calculator, and the full app (the canvas, on a device that has it).
    var nav = el('nav', { cls: 'pm-nav', 'aria-label': 'Pointman' });
    var toList = el('a', { href: '?view=text#/', text: '\u2039 All calculators' });
    var toApp = el('a', { href: 'index.html', text: 'Open the full app' });
    nav.appendChild(toList);
    nav.appendChild(el('a', { href: '?view=text#/readings', text: 'Pointman readings' }));
    if (wanted) nav.appendChild(toApp);
    document.body.insertBefore(nav, main);
    if (!wanted) document.body.insertBefore(el('p', { cls: 'pm-dim pm-note', text: 'This device has no WebGL 2, so Pointman shows its plain view.' }), main);
    var api = window.pointman;
    function route() {
      var h = location.hash;
      toApp.href = 'index.html' + (h && h !== '#' ? h : '');
      if (!h || h === '#' || h === '#/') {
        renderPicker(main, api, function (id) { return '?view=text#/' + id; });
        document.title = 'Pointman';
        toList.hidden = true;
        return;
      }
      toList.hidden = false;
      var rm = /^#\/readings(?:\/(\d+))?$/.exec(h);
      if (rm) {
        renderReadings(main, api, function (id) { return '?view=text#/' + id; }, rm[1]);
        document.title = 'Pointman readings \u2014 Pointman';
        return;
      }
      var req = api.requestFromLink(h);
      if (req.ok === false) {
        main.textContent = '';
        main.appendChild(el('h1', { text: 'Pointman' }));
        main.appendChild(el('p', { cls: 'pm-error', role: 'alert', text: 'This link could not be opened: ' + req.error.message }));
        return;
      }
      var view = renderCalc(main, api, req, {
        onChange: function (r) {
          var link = api.linkForRequest(r);
          if (link && location.hash !== link) history.replaceState(history.state, '', link);
          toApp.href = 'index.html' + (link || '');
        }
      });
      if (view) document.title = view.spec.title + ' \u2014 Pointman';
    }
    route();
    window.addEventListener('hashchange', route);
    main.setAttribute('data-ready', 'true');
  });
})();
