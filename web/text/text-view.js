// Pointman text view: a plain HTML view of any calculator, built only from describe() and
// evaluate() (form controls from the parameter specs, the result as text and a table). Used for
//   index.html?view=text  (and automatically when WebGL 2 is missing: the canvas app is not started)
//   embed.html            (one calculator, compact; web/embed/embed.js)
//   index.html#/ID?params (a share link's answer before the canvas app; web/app/loader.js)
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
  // Every word and number of an answer is the core's (api.present, core/contract/present.h): the
  // percentages, the exact fractions (short beside their percentage, long ones folded under the
  // table or the values: longFractions), the roll's header and dice, the next die. This view only
  // lays them out.
  // The long fractions of a table or list, folded: [{label, fraction}].
  function longFractions(list) {
    var ul = el('ul', { cls: 'pm-exact-list' });
    list.forEach(function (x) { ul.appendChild(el('li', null, el('span', { text: x.label + ': ' }), el('span', { cls: 'pm-exact', text: x.fraction }))); });
    return el('details', { cls: 'pm-exacts' }, el('summary', { text: 'Exact fractions (' + list.length + ')' }), ul);
  }
  // A parameter's help longer than two lines (text-view.css .pm-clamp) shows two, with a button
  // that opens the rest. Measured once drawn; a help hidden in closed "More options" is measured
  // when the player opens them. All of a form's helps are clamped, then measured, then changed:
  // one layout for them all, not one each (a phone's first answer waited on those).
  function foldHelps(helps) {
    var todo = helps.filter(function (help) { return !help.pmFolded; });
    todo.forEach(function (help) { help.classList.add('pm-clamp'); });
    var sizes = todo.map(function (help) { return [help.clientHeight, help.scrollHeight]; });
    todo.forEach(function (help, i) {
      var client = sizes[i][0], scroll = sizes[i][1];
      if (!client) { help.classList.remove('pm-clamp'); return; }  // not laid out yet
      help.pmFolded = true;
      if (scroll <= client + 1) { help.classList.remove('pm-clamp'); return; }
      var btn = el('button', { type: 'button', cls: 'pm-help-more', 'aria-expanded': 'false', 'aria-label': 'More help', text: 'more' });
      btn.addEventListener('click', function () {
        var open = help.classList.toggle('pm-clamp') === false;
        btn.setAttribute('aria-expanded', String(open));
        btn.textContent = open ? 'less' : 'more';
      });
      help.parentNode.insertBefore(btn, help.nextSibling);
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
  // request: {calc, params?, seed? | dice?}; options: {compact, answerFirst (the answer under the
  // title, before the fields: a share link's page), onChange(request, response), live, tables()
  // (default: the player's saved tables, if any)}
  function renderCalc(container, api, request, options) {
    options = options || {};
    container.textContent = '';
    var spec = api.describe(request.calc);
    if (!spec || !spec.ok) {
      container.appendChild(el('p', { cls: 'pm-error', role: 'alert', text: (spec && spec.error ? spec.error.message : 'unknown calculator') }));
      return null;
    }
    var params = {};
    // A number the base game gives and the player is asked for ("ask") is sent only once typed:
    // until then the core answers with its stated assumption and says so.
    spec.params.forEach(function (p) { if (!p.ask) params[p.name] = p.default; });
    if (request.params) for (var k in request.params) params[k] = request.params[k];
    var seed = typeof request.seed === 'number' ? request.seed : null;
    // The player's own dice ("I rolled…"): the faces typed so far, in the order the core asks for them.
    var dice = Array.isArray(request.dice) ? request.dice.slice() : null;
    var n = ++uid;

    var root = el('section', { cls: 'pm-calc' + (options.compact ? ' pm-compact' : ''), 'aria-labelledby': 'pm-title-' + n });
    // One h1 per page: the calculator's title, in the embed too (a page of its own in its frame).
    root.appendChild(el('h1', { id: 'pm-title-' + n, text: spec.title }));
    if (!options.compact) {
      root.appendChild(el('p', { cls: 'pm-dim pm-source', text: spec.ruleset_title + ' \u2014 ' + spec.citation }));
      // What the calculator does, folded on a phone so that the fields and the answer come first
      // (a wide screen has the room: open there).
      if (spec.help) {
        var about = el('details', { cls: 'pm-about' }, el('summary', { text: 'About this calculator' }), el('p', { cls: 'pm-help', text: spec.help }));
        if (window.matchMedia && window.matchMedia('(min-width: 48rem)').matches) about.open = true;
        root.appendChild(about);
      }
    }
    function noSubmit(e) { e.preventDefault(); }
    // Who? The roster's figures in the calculator's roles (the same roster as the canvas app's):
    // the request then carries them and the core fills the parameters they set.
    var cast = {}, byFigure = {}, fields = {};
    var who = (spec.roles || []).length && !options.compact ? drawWho(api, spec, cast, function (role, ids) {
      (role.params || []).forEach(function (x) {
        if (ids === null) { delete byFigure[x.param]; var d = spec.params.filter(function (q) { return q.name === x.param; })[0]; if (d) params[x.param] = d.default; } else byFigure[x.param] = true;
      });
      if (ids === null) delete cast[role.role]; else cast[role.role] = ids;
      update();
    }) : null;
    // With no figures yet, the way to the roster goes under the answer, so the answer keeps its place.
    var whoLater = who && who.classList.contains('pm-who-empty') ? who : null;
    if (who && !whoLater) root.appendChild(who);
    var form = el('form', { cls: 'pm-form', 'aria-label': 'Settings for ' + spec.title, onsubmit: noSubmit });
    // The page reads top to bottom as a player asks: the main parameters (describe's "main"; when
    // none is, the first five, as the canvas app's AppParamIsMain), the answer right under them
    // (what was rolled, the summary, Roll, the chances), then the other parameters folded under
    // "More options" (open when one of them differs from its default: a link never hides what it
    // changed), then the workings (values, modifiers, readings).
    var anyMain = spec.params.some(function (p) { return p.main === true; });
    function isMain(p, i) { return anyMain ? !!p.main : i < 5; }
    var more = null, moreSummary = null, moreForm = null, moreCount = 0;
    spec.params.forEach(function (p, i) { if (!isMain(p, i)) moreCount++; });
    function changedMore() {
      var n = 0;
      spec.params.forEach(function (p, i) { if (!isMain(p, i) && params[p.name] !== undefined && JSON.stringify(params[p.name]) !== JSON.stringify(p.default)) n++; });
      return n;
    }
    function moreLabel() {
      var c = changedMore();
      return 'More options (' + moreCount + ')' + (c ? ' \u00b7 ' + c + ' changed' : '');
    }
    if (moreCount) {
      moreSummary = el('summary', { cls: 'pm-more-summary', text: '' });
      more = el('details', { cls: 'pm-more' }, moreSummary);
      moreForm = el('form', { cls: 'pm-form pm-form-more', 'aria-label': 'More settings for ' + spec.title, onsubmit: noSubmit }, more);
      more.addEventListener('toggle', function () { if (more.open) foldHelps(helps); });
    }
    // A choice as long as a sentence is cut with an ellipsis to fit the screen (text-view.css);
    // its whole text is the select's title, and the native picker lists every choice in full.
    function choiceTitle(p, input) {
      var o = input.options[input.selectedIndex];
      var t = o ? o.textContent : '';
      if (options.compact && p.help) t += ' \u2014 ' + p.help;
      input.title = t;
    }
    var helps = [];
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
        choiceTitle(p, input);
      } else if (p.type === 'bool') {
        input = el('input', { id: id, name: p.name, type: 'checkbox' });
        input.checked = !!params[p.name];
      } else if (p.type === 'int' || p.type === 'number') {
        input = el('input', { id: id, name: p.name, type: 'number', inputmode: p.type === 'int' ? 'numeric' : 'decimal',
          min: String(p.min), max: String(p.max), step: String(p.type === 'int' ? 1 : (p.step || 'any')) });
        input.value = params[p.name] === undefined ? '' : String(params[p.name]);
        if (p.ask) input.placeholder = String(p.default) + ' assumed';
      } else {
        input = el('input', { id: id, name: p.name, type: 'text', maxlength: String(p.max_length || 80), autocomplete: 'off' });
        input.value = params[p.name] == null ? '' : String(params[p.name]);
      }
      input.setAttribute('data-param', p.name);
      var label = el('label', { 'for': id, text: p.label || p.name });
      fields[p.name] = { input: input, label: label, text: p.label || p.name, p: p };
      if (p.help) {
        input.setAttribute('aria-describedby', id + '-help');
        row.appendChild(label);
        row.appendChild(input);
        if (!options.compact) {
          // Two lines of it on the page, the rest a tap away ("more"); a screen reader hears it all.
          var help = el('small', { id: id + '-help', cls: 'pm-dim pm-field-help', text: p.help });
          row.appendChild(help);
          helps.push(help);
        }
        else if (p.type !== 'enum') input.title = p.help;
      } else {
        row.appendChild(label);
        row.appendChild(input);
      }
      // Numbers and texts answer as the player types (input), without touching the field: the
      // caret and the focus stay where they are. Leaving the field (change) puts a number that is
      // out of range or unfinished back within range. Selects and boxes answer on change.
      function edited(final) {
        delete byFigure[p.name];  // set by hand: the player's value wins over the figure's
        var was = JSON.stringify(params[p.name]);
        read(p, input, final);
        if (JSON.stringify(params[p.name]) !== was) update();
      }
      if (input.tagName === 'INPUT' && input.type !== 'checkbox') input.addEventListener('input', function () { edited(false); });
      input.addEventListener('change', function () { edited(true); });
      (isMain(p, i) || !more ? form : more).appendChild(row);
    });
    root.appendChild(form);

    // The answer: rebuilt on every change, the buttons and the dice field between its parts stay.
    var result = el('div', { cls: 'pm-result', id: 'pm-result-' + n });
    var answer = el('div', { cls: 'pm-answer' });
    var chances = el('div', { cls: 'pm-chances' });
    var buttons = el('div', { cls: 'pm-buttons' });
    var rollBtn = el('button', { type: 'button', text: 'Roll', onclick: function () { seed = randomSeed(); dice = null; update(); } });
    var clearBtn = el('button', { type: 'button', text: 'Clear roll', onclick: function () { seed = null; dice = null; update(); } });
    var diceBtn = el('button', { type: 'button', text: 'I rolled\u2026', 'aria-controls': 'pm-faces-row-' + n,
      onclick: function () { seed = null; dice = []; diceInput.value = ''; update(); diceInput.focus(); } });
    buttons.appendChild(rollBtn);
    buttons.appendChild(diceBtn);
    buttons.appendChild(clearBtn);
    // Faces as typed: any non-digits separate them ("4 5 2", "4,5,2"). The core says which die is next.
    // (Its ids are not of the parameters' form "pm-N-name": a parameter may be called "dice".)
    var diceRow = el('div', { cls: 'pm-row pm-dice', id: 'pm-faces-row-' + n });
    var diceInput = el('input', { id: 'pm-faces-' + n, type: 'text', inputmode: 'numeric', autocomplete: 'off', 'data-dice': '' });
    diceRow.appendChild(el('label', { 'for': 'pm-faces-' + n, text: 'Your dice, in order' }));
    diceRow.appendChild(diceInput);
    diceInput.addEventListener('input', function () {
      var t = diceInput.value.trim();
      dice = t === '' ? [] : t.split(/[^0-9]+/).filter(function (x) { return x !== ''; }).map(Number);
      update();
    });
    if (dice) diceInput.value = dice.join(' ');
    result.appendChild(answer);
    result.appendChild(buttons);
    result.appendChild(diceRow);
    result.appendChild(chances);
    // A share link has asked its question already: its answer comes right under the title.
    if (options.answerFirst) root.insertBefore(result, root.children[1]);
    else root.appendChild(result);
    if (moreForm) root.appendChild(moreForm);
    var workings = el('div', { cls: 'pm-workings' });
    root.appendChild(workings);
    if (whoLater) root.appendChild(whoLater);

    // A screen reader hears only the live region's short text (the roll and the summary), once
    // the player has stopped changing things.
    var live = liveRegion('pm-live');
    root.appendChild(live);
    container.appendChild(root);
    foldHelps(helps);

    function read(p, input, final) {
      if (p.type === 'bool') params[p.name] = input.checked;
      else if (p.type === 'enum') { params[p.name] = input.value; choiceTitle(p, input); }
      else if (p.type === 'text') params[p.name] = input.value;
      else {
        var t = input.value.trim(), v = Number(t);
        if (p.ask && t === '') {
          // Not typed (or cleared): back to the core's stated assumption.
          delete params[p.name];
          input.removeAttribute('aria-invalid');
          return;
        }
        var usable = t !== '' && isFinite(v) && v >= p.min && v <= p.max && (p.type !== 'int' || Math.round(v) === v);
        if (!final) {
          // Half typed ("1" on the way to "12", or empty): the last usable number still answers.
          if (usable) params[p.name] = v;
          if (usable) input.removeAttribute('aria-invalid');
          else input.setAttribute('aria-invalid', 'true');
          return;
        }
        if (t === '' || !isFinite(v)) v = p.default;
        if (p.type === 'int') v = Math.round(v);
        v = Math.min(p.max, Math.max(p.min, v));
        params[p.name] = v;
        input.removeAttribute('aria-invalid');
        if (input.value !== String(v)) input.value = String(v);
      }
    }

    function update() {
      var req = { calc: spec.id, params: params };
      var figures = Object.keys(cast).length ? api.rosterFigures(savedRoster(api), cast) : {};
      if (Object.keys(figures).length) {
        req.params = {};
        for (var pk in params) if (!byFigure[pk]) req.params[pk] = params[pk];
        req.figures = figures;
      }
      if (dice !== null) req.dice = dice;
      else if (seed !== null) req.seed = seed;
      var tables = options.tables ? options.tables() : savedTables();
      // Only the tables this calculator reads: the core warns about any other it is sent.
      var mine = null;
      (spec.tables || []).forEach(function (t) {
        if (tables && Object.prototype.hasOwnProperty.call(tables, t.id)) (mine = mine || {})[t.id] = tables[t.id];
      });
      if (mine) req.tables = mine;
      var r = api.evaluate(req), needs = null;
      var said = '', next = '';
      answer.textContent = '';
      chances.textContent = '';
      workings.textContent = '';
      clearBtn.hidden = seed === null && dice === null;
      rollBtn.textContent = seed === null && dice === null ? 'Roll' : 'Roll again';
      diceRow.hidden = dice === null;
      // Not enough dice yet: the odds meanwhile (the core says which request), and the next die.
      var odds = api.oddsRequest(req, r);
      if (odds) { needs = r; r = api.evaluate(odds); }
      var pr = api.present(r, needs);
      if (pr.next) {
        next = (pr.next.so_far ? pr.next.so_far + ' ' : '') + pr.next.text;
        answer.appendChild(el('p', { cls: 'pm-dice-next', text: next }));
      }
      if (!pr.ok) {
        answer.appendChild(el('p', { cls: 'pm-error', text: pr.error }));
        said = pr.error;
      } else {
        // What the roll gave, in the book's words (the response's "rolled" sentence), first; then
        // whose dice they were (the roll's header).
        var sentence = pr.rolled || '';
        if (sentence) answer.appendChild(el('p', { cls: 'pm-rolled', text: sentence }));
        if (pr.roll) answer.appendChild(el('p', { cls: 'pm-roll pm-dim', text: pr.roll.header }));
        if (pr.roll && pr.roll.nothing) answer.appendChild(el('p', { cls: 'pm-dim', text: pr.roll.nothing }));
        answer.appendChild(el('p', { cls: 'pm-summary', text: pr.summary || '' }));
        said = pr.summary || '';
        if (sentence) said = sentence + ' ' + said;
        drawFigureWords(r);
        drawChances(pr);
        drawWorkings(r, pr);
        showFigureValues(r);
        var rolledNow = seed !== null || dice !== null;
        if (rolledNow && r.from_figures && Object.keys(cast).length) answer.appendChild(applyRow(api, r, cast));
      }
      if (moreSummary) moreSummary.textContent = moreLabel();
      if (next) said = next + '. ' + said;  // the die still to enter is said first
      if (started) live.say(said);  // the first answer is on the page already: not announced
      if (options.onChange) options.onChange(req, r);
      return r;
    }
    // What the answer's picture holds, in the core's words (figure.words: a tunnel's sections), as
    // a list: the text view draws no picture, so this is all of it.
    function drawFigureWords(r) {
      var words = r.figure && Array.isArray(r.figure.words) ? r.figure.words : [];
      if (!words.length) return;
      var ul = el('ul', { cls: 'pm-figure-words' });
      words.forEach(function (w) { ul.appendChild(el('li', { text: String(w) })); });
      answer.appendChild(el('h2', { text: 'In words' }));
      answer.appendChild(ul);
    }
    // The values the figures set, in their fields, with the figure's name beside the label.
    function showFigureValues(r) {
      for (var name in fields) {
        var f = fields[name], from = r.from_figures && r.from_figures[name];
        f.label.textContent = f.text + (from ? ' \u00b7 ' + (from.figure || 'from the roster') : '');
        if (from && r.params && r.params[name] !== undefined) {
          params[name] = r.params[name];
          if (f.p.type === 'bool') f.input.checked = !!r.params[name]; else f.input.value = String(r.params[name]);
        }
      }
    }
    // The chance of each result: the percentage, and its exact fraction while that is short (a
    // long one is the chance's title and listed under the table; no column of them when all are).
    // Ordered results: at least and at most too.
    function drawChances(pr) {
      if (!pr.outcomes || !pr.outcomes.length) return;
      var anyShort = pr.outcomes.some(function (o) { return !o.long; });
      var table = el('table', { cls: 'pm-table' }, el('caption', { text: 'Chances' }));
      table.appendChild(el('thead', null, el('tr', null, el('th', { scope: 'col', text: 'Result' }),
        el('th', { scope: 'col', text: 'Chance' }), anyShort ? el('th', { scope: 'col', text: 'Exact' }) : null)));
      var body = el('tbody'), long = [];
      pr.outcomes.forEach(function (o) {
        var chance = el('td', { text: o.percent }), cell = anyShort ? el('td', { text: o.exact }) : null;
        if (o.long) {
          long.push({ label: o.label, fraction: o.long });
          chance.title = o.long;
          if (cell) cell = el('td', { cls: 'pm-dim', title: o.long, text: 'below' });
        }
        var th = el('th', { scope: 'row', text: (o.rolled ? '\u25b6 ' : '') + o.label });
        body.appendChild(el('tr', { 'data-key': o.key }, th, chance, cell));
      });
      table.appendChild(body);
      chances.appendChild(table);
      if (long.length) chances.appendChild(longFractions(long));
      if (pr.cumulative) {
        var cum = el('table', { cls: 'pm-table pm-cumulative' }, el('caption', { text: 'At least, at most' }));
        var head = el('tr');
        ['Result', 'Exactly', 'At least', 'At most'].forEach(function (t) { head.appendChild(el('th', { scope: 'col', text: t })); });
        cum.appendChild(el('thead', null, head));
        var cb = el('tbody');
        pr.cumulative.forEach(function (c) {
          cb.appendChild(el('tr', { 'data-key': c.key }, el('th', { scope: 'row', text: c.name }),
            el('td', { text: c.percent }), el('td', { text: c.at_least }), el('td', { text: c.at_most })));
        });
        cum.appendChild(cb);
        chances.appendChild(cum);
      }
    }
    function drawWorkings(r, pr) {
      var shown = pr.values || [];
      if (shown.length) {
        var dl = el('dl', { cls: 'pm-values' }), long = [];
        shown.forEach(function (v) {
          dl.appendChild(el('dt', { 'data-key': v.key, text: v.label }));
          var hasRows = !!(v.rows && v.rows.length);
          var dd = el('dd', { text: v.text || '' });
          var mine = [];
          (v.long || []).forEach(function (f) { mine.push(f); long.push({ label: v.label, fraction: f }); });
          if (hasRows) {
            var ul = el('ul', { cls: 'pm-rows' });
            v.rows.forEach(function (row) {
              var li = el('li', null, el('span', { text: row.label }), document.createTextNode(/[:\s]$/.test(row.label) ? ' ' : ': '),
                el('span', { text: row.text }));
              if (row.long) li.title = row.long.join(', ');
              (row.long || []).forEach(function (f) { mine.push(f); long.push({ label: v.label + ', ' + row.label, fraction: f }); });
              ul.appendChild(li);
            });
            dd.appendChild(ul);
          }
          if (mine.length) dd.title = mine.join(', ');
          dl.appendChild(dd);
        });
        workings.appendChild(el('h2', { text: 'Values' }));
        workings.appendChild(dl);
        if (long.length) workings.appendChild(longFractions(long));
      }
      if (pr.modifiers && pr.modifiers.length) {
        var mods = el('ul', { cls: 'pm-mods' });
        pr.modifiers.forEach(function (m) {
          mods.appendChild(el('li', null, el('span', { text: m.label }), m.value ? document.createTextNode(' ') : null,
            m.value ? el('span', { text: m.value }) : null, m.rule ? document.createTextNode(' (') : null,
            m.rule ? el('span', { cls: 'pm-rule', text: m.rule }) : null, m.rule ? document.createTextNode(')') : null));
        });
        workings.appendChild(el('h2', { text: 'Modifiers' }));
        workings.appendChild(mods);
      }
      if (pr.roll && pr.roll.dice && pr.roll.dice.length) {
        // Every die of the roll: which die, its size, its face (folded when there are many).
        var dice = el('table', { cls: 'pm-table pm-dice-table' }, el('caption', { text: pr.roll.header }));
        dice.appendChild(el('thead', null, el('tr', null, el('th', { scope: 'col', text: 'Die' }),
          el('th', { scope: 'col', text: 'Size' }), el('th', { scope: 'col', text: 'Rolled' }))));
        var db = el('tbody');
        pr.roll.dice.forEach(function (d) {
          db.appendChild(el('tr', null, el('th', { scope: 'row', text: d.die }), el('td', { text: d.size }), el('td', { text: d.rolled })));
        });
        dice.appendChild(db);
        workings.appendChild(pr.roll.fold ? el('details', { cls: 'pm-every-die' }, el('summary', { text: pr.roll.fold }), dice) : dice);
      }
      if (r.readings && r.readings.length) {
        // Where the book is silent or unclear and Pointman chose: each names its reading.
        var rl = el('ul', { cls: 'pm-readings' });
        r.readings.forEach(function (n) {
          rl.appendChild(el('li', {}, el('a', { href: '?view=text#/readings/' + n, text: 'Pointman reading ' + n })));
        });
        workings.appendChild(el('h2', { text: 'Pointman readings used' }));
        workings.appendChild(rl);
      }
    }
    var started = false;
    if (more) {
      moreSummary.textContent = moreLabel();
      if (changedMore() > 0) more.open = true;
    }
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
    var sub = [c.note, c.citation, extra].filter(Boolean).join(' \u00b7 ');
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
    drawRestore(container, api);
  }

  // [SECTION] roster
  // The roster and game log of the saved document (core/contract/roster.h), read through the core's
  // check and changed through its merge, under the same Web Lock as the canvas app's saves: a save
  // re-reads what is stored now and applies its changes to it, so another tab's work is never lost.
  var STORE = 'pointman.store';
  var STATUS_WORDS = { 'ready': 'ready', 'knocked-down': 'knocked down', 'out-of-the-fight': 'out of the fight',
    'obviously-dead': 'obviously dead', 'out-of-ammo': 'out of ammo' };
  function savedRoster(api) {
    try {
      var text = window.localStorage.getItem(STORE);
      var r = text && typeof api.checkStore === 'function' ? api.checkStore(text) : null;
      if (r && r.ok && r.store.roster) return r.store.roster;
    } catch (e) { /* no storage here: an empty roster */ }
    return { version: 1, turn: 1, squads: [], log: [] };
  }
  function newId() { return Date.now().toString(36) + Math.random().toString(36).slice(2, 10); }
  function saveRoster(api, changes) {
    function write() {
      try {
        var r = api.mergeChanges(window.localStorage.getItem(STORE) || '', changes, newId());
        if (!r.ok) return { ok: false, message: r.message };
        if (r.refused && r.refused.length) return { ok: false, message: r.refused[0].message };
        window.localStorage.setItem(STORE, r.text);
        return { ok: true };
      } catch (e) {
        return { ok: false, message: e && e.name === 'QuotaExceededError'
          ? 'This device has no room left to keep your Pointman data, so this change is not saved; what was saved before is untouched.'
          : 'This browser does not let Pointman keep anything on this device (private browsing or blocked site data), so the roster cannot be kept.' };
      }
    }
    if (navigator.locks && navigator.locks.request) return navigator.locks.request(STORE, write).catch(write);
    return Promise.resolve(write());
  }
  function figureLine(f) {
    var t = f.name + (f.star ? ' \u2605' : '') + ' \u00b7 Rep ' + f.rep + ' \u00b7 ' + (STATUS_WORDS[f.status] || f.status);
    if (f.counters) t += ' \u00b7 ' + f.counters + ' counters';
    if (f.kills) t += ' \u00b7 ' + f.kills + (f.kills === 1 ? ' kill' : ' kills');
    return t;
  }
  function effectWords(e) {
    var v = e.value === undefined ? '' : String(e.value);
    var what = { 'kill': ': a kill', 'counters': ': +' + v + ' counters', 'kia': ': lost at the Check for KIA',
      'received-fire': ': received fire (' + v + ')', 'test': ': ' + v, 'hero': ': a hero' }[e.effect];
    return (e.figure || '?') + (what || ': ' + (STATUS_WORDS[e.effect] || e.effect));
  }
  function effectsWords(list) {
    return list && list.length ? list.map(effectWords).join('; ') + '.' : 'Nothing happened to the figures.';
  }
  function allFigures(roster) {
    var out = [];
    (roster.squads || []).forEach(function (sq) { (sq.figures || []).forEach(function (f) { out.push(f); }); });
    return out;
  }
  // "Who?": one select per role (a list role, the burst's targets: a box per figure).
  function drawWho(api, spec, cast, onCast) {
    var box = el('fieldset', { cls: 'pm-who' }, el('legend', { text: 'Who?' }));
    var figures = allFigures(savedRoster(api));
    if (!figures.length) {
      box.classList.add('pm-who-empty');
      box.appendChild(el('p', {}, el('a', { href: '?view=text#/roster', text: 'Add your squad to the roster' })));
      return box;
    }
    spec.roles.forEach(function (role) {
      var id = 'pm-who-' + role.role;
      if (!role.list) {
        var sel = el('select', { id: id, 'data-role': role.role });
        sel.appendChild(el('option', { value: '', text: 'Nobody' }));
        figures.forEach(function (f) { sel.appendChild(el('option', { value: f.id, text: figureLine(f) })); });
        sel.addEventListener('change', function () { onCast(role, sel.value ? sel.value : null); });
        box.appendChild(el('div', { cls: 'pm-row' }, el('label', { 'for': id, text: role.label }), sel));
        return;
      }
      var group = el('fieldset', { cls: 'pm-who-list', 'data-role': role.role }, el('legend', { text: role.label + ' (up to ' + role.list + ')' }));
      figures.forEach(function (f) {
        var cb = el('input', { type: 'checkbox', id: id + '-' + f.id, value: f.id });
        cb.addEventListener('change', function () {
          var ids = Array.prototype.filter.call(group.querySelectorAll('input:checked'), function () { return true; }).map(function (x) { return x.value; });
          if (ids.length > role.list) { cb.checked = false; return; }
          onCast(role, ids.length ? ids : null);
        });
        group.appendChild(el('div', { cls: 'pm-check' }, cb, el('label', { 'for': id + '-' + f.id, text: figureLine(f) })));
      });
      box.appendChild(group);
    });
    return box;
  }
  // Under a rolled answer with figures: what the roll did to them (the core's effects) and Apply;
  // then Undo.
  function applyRow(api, r, cast) {
    var row = el('div', { cls: 'pm-apply' });
    var said = el('p', { role: 'status', text: effectsWords(r.effects) });
    var id = newId();
    var undo = el('button', { type: 'button', text: 'Undo', hidden: true, onclick: function () {
      saveRoster(api, [{ op: 'undo', event: id }]).then(function (x) {
        said.textContent = x.ok ? 'Taken back.' : x.message; undo.hidden = true; apply.hidden = false;
      });
    } });
    var apply = el('button', { type: 'button', text: 'Apply to the roster', onclick: function () {
      var ev = { id: id, calc: r.calc, words: r.rolled || r.summary || '', cast: cast, effects: r.effects || [] };
      saveRoster(api, [{ op: 'apply', event: ev }]).then(function (x) {
        said.textContent = x.ok ? 'Applied to the roster: ' + effectsWords(r.effects) : x.message;
        if (x.ok) { apply.hidden = true; undo.hidden = false; }
      });
    } });
    row.appendChild(said);
    row.appendChild(apply);
    row.appendChild(undo);
    return row;
  }
  function weaponChoices(api) {
    var d = api.describe('fng.fire');
    var w = d && d.ok ? d.params.filter(function (p) { return p.name === 'weapon'; })[0] : null;
    return w ? w.choices : [];
  }
  function weaponSelect(choices, id, value) {
    var sel = el('select', { id: id });
    choices.forEach(function (c) {
      var o = el('option', { value: c.value === 'custom' ? '' : c.value, text: c.value === 'custom' ? 'No weapon' : c.label });
      if ((c.value === 'custom' ? '' : c.value) === (value || '')) o.selected = true;
      sel.appendChild(o);
    });
    return sel;
  }
  function field(label, input) {
    return el('div', { cls: 'pm-row' }, el('label', { 'for': input.id, text: label }), input);
  }
  // The roster page (#/roster): squads, their figures with their status, a group added at once,
  // a squad shared as a link, the game log with Undo.
  function renderRoster(container, api, message) {
    container.textContent = '';
    container.appendChild(el('h1', { text: 'Roster' }));
    var said = el('p', { role: 'status', cls: 'pm-roster-said', text: message || '' });
    container.appendChild(said);
    var roster = savedRoster(api), weapons = weaponChoices(api);
    function save(changes) {
      return saveRoster(api, changes).then(function (x) { renderRoster(container, api, x.ok ? '' : x.message); return x; });
    }
    var turn = el('input', { id: 'pm-turn', type: 'number', min: '1', max: '999', inputmode: 'numeric' });
    turn.value = String(roster.turn || 1);
    turn.addEventListener('change', function () { save([{ op: 'turn', turn: Math.max(1, Math.round(Number(turn.value) || 1)) }]); });
    container.appendChild(field('Turn', turn));
    (roster.squads || []).forEach(function (sq) {
      var sec = el('section', { cls: 'pm-squad', 'data-squad': sq.id });
      sec.appendChild(el('h2', { text: sq.name + (sq.army ? ' \u00b7 ' + sq.army : '') }));
      var ul = el('ul', { cls: 'pm-figures' });
      (sq.figures || []).forEach(function (f) {
        var st = el('select', { id: 'pm-status-' + f.id, 'aria-label': f.name + ': status' });
        Object.keys(STATUS_WORDS).forEach(function (k) {
          var o = el('option', { value: k, text: STATUS_WORDS[k] });
          if (k === f.status) o.selected = true;
          st.appendChild(o);
        });
        st.addEventListener('change', function () {
          var g = JSON.parse(JSON.stringify(f)); g.status = st.value;
          save([{ op: 'put_figure', squad: sq.id, figure: g }]);
        });
        ul.appendChild(el('li', { 'data-figure': f.id }, el('span', { cls: 'pm-figure', text: figureLine(f) + (f.weapon ? ' \u00b7 ' + f.weapon : '') + ' ' }), st));
      });
      sec.appendChild(ul);
      // A figure typed in.
      var fname = el('input', { id: 'pm-fname-' + sq.id, type: 'text', maxlength: '60', autocomplete: 'off' });
      var frep = el('input', { id: 'pm-frep-' + sq.id, type: 'number', min: '1', max: '6', value: '4', inputmode: 'numeric' });
      var fweapon = weaponSelect(weapons, 'pm-fweapon-' + sq.id, '');
      var fstar = el('input', { id: 'pm-fstar-' + sq.id, type: 'checkbox' });
      var addOne = el('details', { cls: 'pm-add' }, el('summary', { text: 'Add a figure' }),
        field('Name', fname), field('Rep', frep), field('Weapon', fweapon), field('Star', fstar),
        el('button', { type: 'button', text: 'Add the figure', 'data-add-figure': sq.id, onclick: function () {
          if (!fname.value.trim()) { said.textContent = 'The figure needs a name.'; return; }
          var f = { id: newId(), name: fname.value.trim(), rep: Math.round(Number(frep.value) || 4), star: fstar.checked };
          if (fweapon.value) f.weapon = fweapon.value;
          save([{ op: 'put_figure', squad: sq.id, figure: f }]);
        } }));
      sec.appendChild(addOne);
      // A group at once: "4 VC, Rep 3, AK-47".
      var gcount = el('input', { id: 'pm-gcount-' + sq.id, type: 'number', min: '1', max: '20', value: '4', inputmode: 'numeric' });
      var gname = el('input', { id: 'pm-gname-' + sq.id, type: 'text', maxlength: '40', value: 'VC', autocomplete: 'off' });
      var grep = el('input', { id: 'pm-grep-' + sq.id, type: 'number', min: '1', max: '6', value: '3', inputmode: 'numeric' });
      var gweapon = weaponSelect(weapons, 'pm-gweapon-' + sq.id, 'com-ak47');
      sec.appendChild(el('details', { cls: 'pm-add' }, el('summary', { text: 'Add a group' }),
        field('How many', gcount), field('Named', gname), field('Rep', grep), field('Weapon', gweapon),
        el('button', { type: 'button', text: 'Add the group', 'data-add-group': sq.id, onclick: function () {
          var c = { op: 'add_group', squad: sq.id, id: newId(), count: Math.round(Number(gcount.value) || 1),
            name: gname.value.trim(), rep: Math.round(Number(grep.value) || 3) };
          if (gweapon.value) c.weapon = gweapon.value;
          save([c]);
        } })));
      var link = el('input', { type: 'text', readonly: 'readonly', cls: 'pm-squad-link', 'aria-label': 'Link to this squad', hidden: true });
      sec.appendChild(el('div', { cls: 'pm-buttons' },
        el('button', { type: 'button', text: 'Share this squad', onclick: function () {
          link.value = location.origin + location.pathname + '?view=text' + api.squadLink(sq);
          link.hidden = false;
          link.select();
          if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(link.value).then(function () { said.textContent = 'Link copied: paste it to share this squad.'; }, function () {});
        } }),
        el('button', { type: 'button', text: 'Remove squad', onclick: function () {
          if (window.confirm('Remove the squad "' + sq.name + '" from the roster?')) save([{ op: 'remove_squad', squad: sq.id }]);
        } })));
      sec.appendChild(link);
      container.appendChild(sec);
    });
    // A new squad. (A squad made by the book comes in as the same "put_squad".)
    var sname = el('input', { id: 'pm-sname', type: 'text', maxlength: '60', autocomplete: 'off' });
    var sarmy = el('input', { id: 'pm-sarmy', type: 'text', maxlength: '60', autocomplete: 'off' });
    var sside = el('select', { id: 'pm-sside' }, el('option', { value: 'us', text: 'Yours' }), el('option', { value: 'enemy', text: 'The enemy' }));
    container.appendChild(el('section', { cls: 'pm-new-squad' }, el('h2', { text: 'New squad' }),
      field('Name', sname), field('Army list', sarmy), field('Side', sside),
      el('button', { type: 'button', id: 'pm-make-squad', text: 'Make the squad', onclick: function () {
        if (!sname.value.trim()) { said.textContent = 'The squad needs a name.'; return; }
        save([{ op: 'put_squad', squad: { id: newId(), name: sname.value.trim(), army: sarmy.value.trim(), side: sside.value } }]);
      } })));
    var log = roster.log || [];
    if (log.length) {
      var ol = el('ol', { cls: 'pm-log', reversed: 'reversed' });
      log.slice(-30).reverse().forEach(function (e) {
        var li = el('li', { 'data-event': e.id },
          el('p', { text: 'Turn ' + e.turn + ' \u00b7 ' + e.calc + (e.figures && e.figures.length ? ': ' + e.figures.join(', ') : '') }),
          e.words ? el('p', { cls: 'pm-dim', text: e.words }) : null,
          el('p', { cls: 'pm-dim', text: effectsWords(e.effects) + (e.undone ? ' (undone)' : '') }));
        if (!e.undone) li.appendChild(el('button', { type: 'button', text: 'Undo', onclick: function () { save([{ op: 'undo', event: e.id }]); } }));
        ol.appendChild(li);
      });
      container.appendChild(el('section', { cls: 'pm-log-section' }, el('h2', { text: 'Game log' }), ol));
    }
    container.setAttribute('data-roster', String(allFigures(roster).length));
  }

  // [SECTION] the way back from an import
  // An accepted import replaces the saved work; the canvas app keeps the work from before it in
  // localStorage "pointman.store.before-import" (web/app/library_saved.js). Here too the player can
  // bring it back: the two documents swap (so it can be undone the same way), under the same Web
  // Lock the canvas app saves under. The canvas app checks what it loads (core/contract/saved_store.h)
  // and keeps anything unreadable aside, never deleting it. {ok, message}.
  var BEFORE_IMPORT = 'pointman.store.before-import';
  function canRestore() {
    try { return !!window.localStorage.getItem(BEFORE_IMPORT); } catch (e) { return false; }
  }
  function restoreBeforeImport(api) {
    function swap() {
      try {
        var before = window.localStorage.getItem(BEFORE_IMPORT);
        if (!before) return { ok: false, message: 'There is no saved work from before an import on this device.' };
        var check = api && typeof api.checkStore === 'function' ? api.checkStore(before) : null;
        if (check && !check.ok) return { ok: false, message: 'The work from before the import could not be read (' + check.message + '); it was left as it is.' };
        var now = window.localStorage.getItem('pointman.store') || '';
        window.localStorage.setItem('pointman.store', before);
        if (now) window.localStorage.setItem(BEFORE_IMPORT, now);
        return { ok: true, message: 'The saved work from before the import is back (what the import brought is kept, to go back again).' };
      } catch (e) {
        return { ok: false, message: 'This browser does not let Pointman change what it keeps on this device.' };
      }
    }
    if (navigator.locks && navigator.locks.request) return navigator.locks.request('pointman.store', swap).catch(swap);
    return Promise.resolve(swap());
  }
  function drawRestore(container, api) {
    if (!canRestore()) return;
    var sec = el('section', { cls: 'pm-restore', 'aria-labelledby': 'pm-restore-h' });
    sec.appendChild(el('h2', { id: 'pm-restore-h', text: 'Saved work' }));
    sec.appendChild(el('p', { text: 'An import replaced the saved work on this device; the work from before it is kept.' }));
    var said = el('p', { role: 'status' });
    sec.appendChild(el('button', { type: 'button', id: 'pm-restore-import', text: 'Restore the work from before the import',
      onclick: function () { restoreBeforeImport(api).then(function (r) { said.textContent = r.message; }); } }));
    sec.appendChild(said);
    container.appendChild(sec);
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

  window.PointmanTextView = { renderCalc: renderCalc, renderPicker: renderPicker, renderReadings: renderReadings,
    canRestore: canRestore, restoreBeforeImport: restoreBeforeImport };

  // [SECTION] index.html?view=text (or no WebGL 2: web/app/loader.js decides, and loads this file)
  if (document.documentElement.hasAttribute('data-pointman-embed') || !window.pointmanTextView) return;
  var wanted = new URLSearchParams(location.search).get('view') === 'text';  // else: no WebGL 2 here
  window.addEventListener('pointman-ready', function () {
    var main = document.getElementById('pointman-text');
    if (!main) {
      main = el('main', { id: 'pointman-text', cls: 'pm-textview' });
      document.body.appendChild(main);
    }
    // The page's links: every calculator, the readings, and the full app (the canvas, on a device
    // that has it); short enough to share one line at 320 px.
    var nav = el('nav', { cls: 'pm-nav', 'aria-label': 'Pointman' });
    var toList = el('a', { href: '?view=text#/', text: '\u2039 Calculators' });
    var toApp = el('a', { href: 'index.html', text: 'The full app' });
    nav.appendChild(toList);
    nav.appendChild(el('a', { href: '?view=text#/readings', text: 'Readings' }));
    nav.appendChild(el('a', { href: '?view=text#/roster', text: 'Roster' }));
    if (wanted) nav.appendChild(toApp);
    document.body.insertBefore(nav, main);
    if (!wanted) document.body.insertBefore(el('p', { cls: 'pm-dim pm-note', text: 'This device has no WebGL 2, so Pointman shows its plain view.' }), main);
    var api = window.pointman;
    function route() {
      var h = location.hash;
      toApp.href = 'index.html' + (h && h !== '#' ? h : '');
      // A link the running module cannot answer (another group's calculator, the list): the
      // module that can first (web/pwa/pwa.js), saying so meanwhile.
      var wait = api.ensure ? api.ensure(h) : null;
      if (wait) {
        main.textContent = '';
        main.appendChild(el('p', { role: 'status', text: window.pointmanLoadingWords(h) }));
        wait.then(route, function (e) {
          main.textContent = '';
          main.appendChild(el('p', { cls: 'pm-error', role: 'alert', text: 'Pointman could not load these calculators: ' + (e && e.message ? e.message : e) }));
        });
        return;
      }
      if (!h || h === '#' || h === '#/') {
        renderPicker(main, api, function (id) { return '?view=text#/' + id; });
        document.title = 'Pointman';
        toList.hidden = true;
        return;
      }
      toList.hidden = false;
      if (h === '#/roster') {
        renderRoster(main, api);
        document.title = 'Roster \u2014 Pointman';
        return;
      }
      if (h.indexOf('#/squad/') === 0) {  // a squad a friend shared: into the roster
        var got = api.squadFromLink(h);
        if (!got.ok) { renderRoster(main, api, got.message); return; }
        saveRoster(api, [{ op: 'put_squad', squad: got.squad }]).then(function (x) {
          history.replaceState(history.state, '', '?view=text#/roster');
          renderRoster(main, api, x.ok ? 'The squad "' + got.squad.name + '" is in your roster.' : x.message);
        });
        return;
      }
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
