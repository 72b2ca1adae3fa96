// Pointman JS API (appended to the module by --post-js). Every call returns plain objects;
// malformed input gives {ok:false, error:{code, message}} and never throws or aborts the module.
(function () {
  function parse(text) { return JSON.parse(text); }
  function badJson(message) {
    return { ok: false, error: { code: 'bad_json', message: message } };
  }
  Module['list'] = function () { return parse(Module['_listJson']()); };
  Module['describe'] = function (id) {
    if (typeof id !== 'string') {
      return { ok: false, error: { code: 'bad_type', param: 'calc', message: 'describe(id) takes a calculator id string' } };
    }
    return parse(Module['_describeJson'](id));
  };
  // evaluateText(text): the response's text, as _evaluateJson gives it, decoded where the module
  // keeps it instead of through embind's copy (the canvas app's answers come this way too).
  var utf8 = typeof TextDecoder !== 'undefined' ? new TextDecoder('utf-8') : null;
  Module['evaluateText'] = function (text) {
    if (!utf8) return Module['_evaluateJson'](text);
    var n = Module['_evaluateKept'](text), at = Module['_keptAnswerData']();
    return utf8.decode(Module['HEAPU8'].subarray(at, at + n));
  };
  Module['evaluate'] = function (request) {
    var text;
    if (typeof request === 'string') {
      text = request;
    } else {
      try { text = JSON.stringify(request); } catch (e) { return badJson('the request cannot be written as JSON'); }
      if (typeof text !== 'string') return badJson('the request must be a JSON object');
    }
    return parse(Module['evaluateText'](text));
  };
  Module['requestFromLink'] = function (link) {
    return parse(Module['_requestFromLinkJson'](String(link)));
  };
  // The catalog. groups(): [{ruleset, id, title}] in display order. search(query, ruleset):
  // matches best first, [] for an empty query. presentValues(response): the response's values as
  // people read them ([{key, label, kind, text, rows?}]). None of them throws: bad input gives [].
  Module['groups'] = function () { return parse(Module['_groupsJson']()); };
  // The Pointman readings: [{number, title, text, cite, calculators}] (where a book is silent or unclear).
  Module['readings'] = function () { return parse(Module['_readingsJson']()); };
  Module['search'] = function (query, ruleset) {
    if (typeof query !== 'string') return [];
    return parse(Module['_searchJson'](query, typeof ruleset === 'string' ? ruleset : ''));
  };
  Module['presentValues'] = function (response) {
    var text;
    if (typeof response === 'string') {
      text = response;
    } else {
      try { text = JSON.stringify(response); } catch (e) { return []; }
      if (typeof text !== 'string') return [];
    }
    try { return parse(Module['_presentValuesJson'](text)); } catch (e) { return []; }
  };
  // Saved data (web/storage, the text view): {ok, store, notes} or {ok:false, reason, message}.
  Module['checkStore'] = function (text) { return parse(Module['_checkStoreJson'](String(text))); };
  Module['checkImport'] = function (text) { return parse(Module['_checkImportJson'](String(text))); };
  Module['linkForRequest'] = function (request) {
    return Module['_linkForRequestJson'](typeof request === 'string' ? request : JSON.stringify(request));
  };
})();
