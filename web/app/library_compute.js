// Pointman web platform — the canvas app's answers from the page's compute modules
// (web/app/compute_pages.cpp; pointman-canvas.js only).
//
// The loader (web/app/loader.js) gives the module two functions when it starts it:
//   computeAnswer(requestText, calc)  the response text, or null while the calculator's module
//                                     is still downloading (the loader then fetches it and calls
//                                     the app's _computeArrived when it is there)
//   computeWaiting(calc)              what is loading, in words
// An Emscripten --js-library like library_page.js: the strings handed back are malloc'd here and
// freed by the C++ side.
mergeInto(LibraryManager.library, {
  pm_js_compute_answer__deps: ['malloc'],
  pm_js_compute_answer: function(request, calc) {
    var answer = Module['computeAnswer'];
    var text = typeof answer === 'function' ? answer(UTF8ToString(request), UTF8ToString(calc)) : null;
    if (typeof text !== 'string') return 0;
    var n = lengthBytesUTF8(text) + 1;
    var p = _malloc(n);
    if (!p) return 0;
    stringToUTF8(text, p, n);
    return p;
  },

  pm_js_compute_waiting__deps: ['malloc'],
  pm_js_compute_waiting: function(calc) {
    var words = Module['computeWaiting'];
    var text = typeof words === 'function' ? String(words(UTF8ToString(calc))) : '';
    var n = lengthBytesUTF8(text) + 1;
    var p = _malloc(n);
    if (!p) return 0;
    stringToUTF8(text, p, n);
    return p;
  }
});
