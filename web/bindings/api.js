// Pointman JS API (appended to the module by --post-js). Every call returns plain objects;
// malformed input gives {ok:false, error:{code, message}} and never throws or aborts the module.
//
// Nothing reaches the module's heap before its size is known to be allowed: text is measured here
// (its UTF-8 length, as embind will copy it) and a value is walked (depth and size, without
// recursion) before it is written as JSON, so a 500-million-character request, a value 20,000
// levels deep, a cycle, a BigInt or a getter that throws each get the core's own error instead of
// growing the heap for good or overflowing the stack (core/contract/codec.h: the limits).
(function () {
  var MAX_REQUEST = 256 * 1024;    // kMaxRequestBytes
  var MAX_DEPTH = 32;              // kMaxJsonDepth
  var MAX_LINK = 4096;             // request_from_link: "the link is too long"
  var MAX_STORE = 4 * 1024 * 1024; // kMaxStoreBytes
  var MAX_RESPONSE = 16 * MAX_REQUEST;  // present_values_text
  var MAX_QUERY = 1024;            // search keeps the first 256 bytes; more never changes its answer

  function parse(text) { return JSON.parse(text); }
  function badJson(message) {
    return { ok: false, error: { code: 'bad_json', message: message } };
  }
  var TOO_LARGE = 'the request is too large', TOO_DEEP = 'the request is nested too deeply';
  var NOT_JSON = 'the request cannot be written as JSON';

  // True when the UTF-8 form of `s` (as embind copies it: an unpaired surrogate as 3 bytes) is
  // longer than `limit` bytes. Never more than `limit` characters are looked at.
  function overBytes(s, limit) {
    if (s.length > limit) return true;
    if (s.length * 3 <= limit) return false;
    var n = 0;
    for (var i = 0; i < s.length; i++) {
      var c = s.charCodeAt(i);
      if (c < 0x80) n += 1;
      else if (c < 0x800) n += 2;
      else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xFC00) === 0xDC00) { n += 4; i++; }
      else n += 3;
      if (n > limit) return true;
    }
    return false;
  }

  // A value about to be written as JSON: '' when it may be, else why not (TOO_DEEP, TOO_LARGE,
  // NOT_JSON). Walked with a list, never recursively: depth counts objects and arrays as the core's
  // json_depth does, and more than `limit` values cannot fit in `limit` bytes of JSON.
  function unwritable(value, limit) {
    try {
      var todo = [value, 1], seen = 0;
      while (todo.length) {
        var depth = todo.pop(), v = todo.pop();
        if (typeof v === 'bigint' || typeof v === 'symbol') return NOT_JSON;
        if (v === null || typeof v !== 'object') continue;
        if (depth > MAX_DEPTH) return TOO_DEEP;
        if (typeof v.toJSON === 'function') continue;  // a Date: JSON.stringify asks it
        var keys = Array.isArray(v) ? null : Object.keys(v);
        var n = keys ? keys.length : v.length;
        seen += n + 1;
        if (seen > limit) return TOO_LARGE;
        for (var i = 0; i < n; i++) todo.push(keys ? v[keys[i]] : v[i], depth + 1);
      }
      return '';
    } catch (e) {
      return NOT_JSON;  // a getter or a proxy that throws
    }
  }

  // The request's JSON text, or {error} saying why it cannot be sent (nothing copied yet).
  function requestText(request, limit) {
    var text;
    if (typeof request === 'string') {
      text = request;
    } else {
      var why = unwritable(request, limit);
      if (why) return { error: why };
      try { text = JSON.stringify(request); } catch (e) { return { error: NOT_JSON }; }
      if (typeof text !== 'string') return { error: 'the request must be a JSON object' };
    }
    if (overBytes(text, limit)) return { error: TOO_LARGE };
    return { text: text };
  }
  // A string argument the API takes (a link, saved text): a string as it is, a number or a boolean
  // as String() writes it (as before), null when it cannot be read without running the caller's code.
  function plainString(v) {
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
    return null;
  }

  Module['list'] = function () { return parse(Module['_listJson']()); };
  Module['describe'] = function (id) {
    if (typeof id !== 'string') {
      return { ok: false, error: { code: 'bad_type', param: 'calc', message: 'describe(id) takes a calculator id string' } };
    }
    // No calculator id is near this long: the core answers unknown_calc for it as for the whole.
    return parse(Module['_describeJson'](id.length > MAX_LINK ? id.slice(0, MAX_LINK + 1) : id));
  };
  // evaluateText(text): the response's text, as _evaluateJson gives it, decoded where the module
  // keeps it instead of through embind's copy (the canvas app's answers come this way too).
  var utf8 = typeof TextDecoder !== 'undefined' ? new TextDecoder('utf-8') : null;
  Module['evaluateText'] = function (text) {
    if (typeof text !== 'string') text = plainString(text);
    if (text === null) return JSON.stringify(badJson('the request must be JSON text'));
    if (overBytes(text, MAX_REQUEST)) return JSON.stringify(badJson(TOO_LARGE));
    if (!utf8) return Module['_evaluateJson'](text);
    var n = Module['_evaluateKept'](text), at = Module['_keptAnswerData']();
    return utf8.decode(Module['HEAPU8'].subarray(at, at + n));
  };
  Module['evaluate'] = function (request) {
    var got = requestText(request, MAX_REQUEST);
    if (got.error) return badJson(got.error);
    return parse(Module['evaluateText'](got.text));
  };
  Module['requestFromLink'] = function (link) {
    var s = plainString(link);
    if (s === null) return { ok: false, error: { code: 'bad_type', message: 'requestFromLink(link) takes a link string' } };
    if (overBytes(s, MAX_LINK)) return badJson('the link is too long');
    return parse(Module['_requestFromLinkJson'](s));
  };
  // The catalog. groups(): [{ruleset, id, title}] in display order. search(query, ruleset):
  // matches best first, [] for an empty query. presentValues(response): the response's values as
  // people read them ([{key, label, kind, text, rows?}]). None of them throws: bad input gives [].
  Module['groups'] = function () { return parse(Module['_groupsJson']()); };
  // The Pointman readings: [{number, title, text, cite, calculators}] (where a book is silent or unclear).
  Module['readings'] = function () { return parse(Module['_readingsJson']()); };
  Module['search'] = function (query, ruleset) {
    if (typeof query !== 'string') return [];
    var rs = typeof ruleset === 'string' && ruleset.length <= MAX_QUERY ? ruleset : '';
    return parse(Module['_searchJson'](query.slice(0, MAX_QUERY), rs));
  };
  Module['presentValues'] = function (response) {
    var got = requestText(response, MAX_RESPONSE);
    if (got.error) return [];
    try { return parse(Module['_presentValuesJson'](got.text)); } catch (e) { return []; }
  };
  // present(response[, needs]): one presented answer (core/contract/present.h), the words every
  // view lays out: {ok, summary | error, rolled?, roll?, next?, outcomes?, cumulative?, values?,
  // modifiers?}. `needs`: the needs_dice response when `response` answers oddsRequest's request.
  function notRead() { return { ok: false, error: 'This cannot be computed. [error]' }; }
  Module['present'] = function (response, needs) {
    var got = requestText(response, MAX_RESPONSE);
    if (got.error) return notRead();
    var n = needs == null ? { text: '' } : requestText(needs, MAX_RESPONSE);
    try { return parse(Module['_presentJson'](got.text, n.error ? '' : n.text)); } catch (e) { return notRead(); }
  };
  // oddsRequest(request, response): while the player's dice are too few (response: needs_dice),
  // the request whose answer shows the odds meanwhile; null otherwise.
  Module['oddsRequest'] = function (request, response) {
    var q = requestText(request, MAX_REQUEST), r = requestText(response, MAX_RESPONSE);
    if (q.error || r.error) return null;
    try { return parse(Module['_oddsRequestJson'](q.text, r.text)); } catch (e) { return null; }
  };
  // Saved data (web/storage, the text view): {ok, store, notes} or {ok:false, reason, message}.
  var STORE_TOO_LARGE = 'the saved data is larger than this app accepts';
  Module['checkStore'] = function (text) {
    var s = plainString(text);
    if (s === null) return { ok: false, reason: 'corrupt', message: 'the saved data must be text' };
    if (overBytes(s, MAX_STORE)) return { ok: false, reason: 'too_large', message: STORE_TOO_LARGE };
    return parse(Module['_checkStoreJson'](s));
  };
  Module['checkImport'] = function (text) {
    var s = plainString(text);
    if (s === null) return { ok: false, message: 'cannot import: the saved data must be text' };
    if (overBytes(s, MAX_STORE)) return { ok: false, message: 'cannot import: ' + STORE_TOO_LARGE };
    return parse(Module['_checkImportJson'](s));
  };
  // The roster (core/contract/roster.h): a save's merge into what is stored now, the figures a
  // request carries for the figures picked in each role, a squad's share link and back.
  function storeJson(v) {  // JSON no larger than saved data may be, or null (a cycle, a BigInt, too large)
    var t;
    try { t = JSON.stringify(v === undefined ? null : v); } catch (e) { return null; }
    return typeof t === 'string' && !overBytes(t, MAX_STORE) ? t : null;
  }
  Module['mergeChanges'] = function (stored, changes, writeId) {
    var s = plainString(stored), c = storeJson(changes);
    if (s === null || overBytes(s, MAX_STORE)) return { ok: false, reason: 'unreadable', message: 'the saved data cannot be read' };
    if (c === null) return { ok: false, reason: 'invalid', message: 'the changes cannot be written as JSON' };
    return parse(Module['_mergeChangesJson'](s, c, typeof writeId === 'string' ? writeId.slice(0, 32) : ''));
  };
  Module['rosterFigures'] = function (roster, cast) {
    var r = storeJson(roster), c = storeJson(cast);
    return r === null || c === null ? {} : parse(Module['_rosterFiguresJson'](r, c));
  };
  Module['squadLink'] = function (squad) {
    var t = storeJson(squad);
    return t === null ? '' : Module['_squadLink'](t);
  };
  Module['squadFromLink'] = function (link) {
    var s = plainString(link);
    if (s === null || overBytes(s, MAX_STORE)) return { ok: false, message: 'cannot open the squad: the link is damaged' };
    return parse(Module['_squadFromLinkJson'](s));
  };
  // The share link of a request ("#/id?…"), or '' for one that cannot be read or written as JSON.
  Module['linkForRequest'] = function (request) {
    var got = requestText(request, MAX_REQUEST);
    if (got.error) return '';
    return Module['_linkForRequestJson'](got.text);
  };
  // For the canvas app's glue (web/app/library_*.js) and the tests: the same checks, by name.
  Module['pmOverBytes'] = overBytes;
  Module['pmLimits'] = { request: MAX_REQUEST, depth: MAX_DEPTH, link: MAX_LINK, store: MAX_STORE };
})();
