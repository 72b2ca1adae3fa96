// Pointman web platform — saved work in the browser (web/app/saved_glue.cpp), an Emscripten
// --js-library (see web/app/library_page.js): localStorage, the Web Lock around a save, the
// player's notices, the import file picker, Share, the aria-live region, the hidden-input text
// agent, and window.pointmanStore for the page, the text view and the tests.
//
// localStorage keys: "pointman.store" (the document); an unreadable document is copied, never
// deleted, to "pointman.store.aside.<ISO time>". Every access is guarded: storage may be missing
// (sandboxed frame, private mode) or full. Strings going back to C++ are malloc'd here and freed
// there (TakeString in saved_glue.cpp).
mergeInto(LibraryManager.library, {
  pm_js_store_load__deps: ['malloc'],
  pm_js_store_load: function() {
    var t = null;
    try { t = window.localStorage.getItem("pointman.store"); } catch (e) { t = null; }
    t = t || "";
    // Text with unpaired UTF-16 surrogates cannot reach the core unchanged (UTF-8 has no form for
    // them): keep the exact original aside first, so nothing the player had is ever rewritten.
    var unpaired = false;
    for (var i = 0; i < t.length && !unpaired; i++) {
      var c = t.charCodeAt(i);
      if (c >= 0xD800 && c <= 0xDBFF) {
        var d = i + 1 < t.length ? t.charCodeAt(i + 1) : 0;
        if (d >= 0xDC00 && d <= 0xDFFF) i++; else unpaired = true;
      } else if (c >= 0xDC00 && c <= 0xDFFF) {
        unpaired = true;
      }
    }
    if (unpaired) {
      try { window.localStorage.setItem("pointman.store.aside." + new Date().toISOString() + ".unpaired", t); } catch (e) {}
    }
    var n = lengthBytesUTF8(t) + 1; var p = _malloc(n); stringToUTF8(t, p, n); return p;
  },

  // 0 saved, 1 no storage at all (sandboxed frame, blocked site data), 2 full (quota): SaveResult.
  pm_js_store_save: function(text) {
    try { window.localStorage.setItem("pointman.store", UTF8ToString(text)); return 0; } catch (e) {
      var full = e && (e.name === "QuotaExceededError" || e.name === "NS_ERROR_DOM_QUOTA_REACHED" || e.code === 22 || e.code === 1014);
      return full ? 2 : 1;
    }
  },

  pm_js_store_available: function() {
    try { window.localStorage.getItem("pointman.store"); return 1; } catch (e) { return 0; }
  },

  // Every save is "re-read, merge this tab's changes, write" (SavedCommit), run inside one Web
  // Lock held by every tab of this origin, so two tabs never interleave a read and a write.
  // Returns 0 without Web Locks: the caller then commits at once (one synchronous JS turn:
  // re-read, merge, write). Changes made while a commit waits for the lock go into that same
  // commit.
  pm_js_store_commit: function() {
    if (!(navigator.locks && navigator.locks.request)) return 0;
    if (Module['__pmCommitQueued']) return 1;
    Module['__pmCommitQueued'] = true;
    function run() { Module['__pmCommitQueued'] = false; Module['_savedCommit'](); }
    navigator.locks.request("pointman.store", run).catch(run);
    return 1;
  },

  pm_js_store_keep_aside__deps: ['malloc'],
  pm_js_store_keep_aside: function(text) {
    var key = "pointman.store.aside." + new Date().toISOString();
    try { window.localStorage.setItem(key, UTF8ToString(text)); } catch (e) { key = ""; }
    var n = lengthBytesUTF8(key) + 1; var p = _malloc(n); stringToUTF8(key, p, n); return p;
  },

  // The saved work from before the last accepted import: one copy, for "Restore the work from
  // before the import" (SavedRestoreBeforeImport). 1 kept, 0 not (no storage, or full).
  pm_js_store_keep_before_import: function(text) {
    try { window.localStorage.setItem("pointman.store.before-import", UTF8ToString(text)); return 1; } catch (e) { return 0; }
  },

  pm_js_store_before_import__deps: ['malloc'],
  pm_js_store_before_import: function() {
    var t = null;
    try { t = window.localStorage.getItem("pointman.store.before-import"); } catch (e) { t = null; }
    t = t || "";
    var n = lengthBytesUTF8(t) + 1; var p = _malloc(n); stringToUTF8(t, p, n); return p;
  },

  pm_js_notify: function(text) {
    var msg = UTF8ToString(text);
    Module['savedNotice'] = msg;
    Module['savedNoticeCount'] = (Module['savedNoticeCount'] || 0) + 1;
    function show() {
      if (!document.body) return;
      var d = document.getElementById("pointman-notice");
      if (!d) {
        d = document.createElement("div");
        d.id = "pointman-notice";
        d.className = "pm-notice";
        d.setAttribute("role", "alert");
        var p = document.createElement("span");
        var b = document.createElement("button");
        b.type = "button";
        b.textContent = "OK";
        b.addEventListener("click", function() { d.remove(); });
        d.appendChild(p);
        d.appendChild(b);
        document.body.appendChild(d);
      }
      d.firstChild.textContent = msg;
    }
    show();
  },

  pm_js_pick_import: function() {
    var input = document.createElement("input");
    input.type = "file";
    input.accept = "application/json,.json";
    input.addEventListener("change", function() {
      var f = input.files && input.files[0];
      if (!f) return;
      // A file larger than any saved document is refused unread (its text never reaches the heap).
      var tooLarge = "cannot import: the saved data is larger than this app accepts (4 MB). Nothing was changed.";
      if (f.size > 4 * 1024 * 1024) { Module['lastImport'] = JSON.parse(Module['_savedImportRefused'](tooLarge)); return; }
      f.text().then(function(t) {
        var fits = t.length <= 4 * 1024 * 1024 && lengthBytesUTF8(t) <= 4 * 1024 * 1024;
        var r = JSON.parse(fits ? Module['_savedImport'](t) : Module['_savedImportRefused'](tooLarge));
        Module['lastImport'] = r;
      });
    });
    input.click();
  },

  pm_js_share: function(title, link) {
    // An embedded calculator shares the full app's link (index.html), never the embed page.
    var url = location.origin + location.pathname.replace(/embed[.]html$/, "index.html") + UTF8ToString(link);
    var t = UTF8ToString(title);
    Module['lastShare'] = { url: url, via: "" };
    function done(via) {
      Module['lastShare'].via = via;
      if (Module['_shareDone']) Module['_shareDone'](via, url);  // the note under Share
      if (Module['onShare']) Module['onShare'](Module['lastShare']);
    }
    function copied(ok) { done(ok ? "clipboard" : "failed"); }
    function copy() {
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(url).then(function() { copied(true); }, function() { copied(false); });
      } else copied(false);
    }
    if (navigator.share) {
      navigator.share({ title: "Pointman: " + t, url: url }).then(function() {
        done("share");
      }, function(e) { if (!e || e.name != "AbortError") copy(); });
    } else copy();
  },

  // The aria-live region: the current calculator's parameters and result, as text. Written once
  // the player has stopped changing things for a moment (a held stepper evaluates on every
  // repeat), and only when the text differs from what was last said, so a screen reader says each
  // answer once.
  pm_js_announce: function(text) {
    var live = document.getElementById("pointman-live");
    if (!live) {
      live = document.createElement("div");
      live.id = "pointman-live";
      live.className = "pm-sr";
      live.setAttribute("role", "status");
      live.setAttribute("aria-live", "polite");
      live.setAttribute("aria-atomic", "true");
      document.body.appendChild(live);
    }
    var t = UTF8ToString(text);
    clearTimeout(Module['announceTimer']);
    Module['announceTimer'] = setTimeout(function() {
      if (live.textContent !== t) live.textContent = t;
    }, 600);
  },

  // The text agent: a hidden <input> that has the focus while an ImGui text field is active, so a
  // phone shows its keyboard and IME text arrives (guide §1.4 item 6).
  pm_js_text_agent: function(want) {
    var a = document.getElementById("pointman-text-agent");
    if (!a) {
      if (!want) return;
      a = document.createElement("input");
      a.id = "pointman-text-agent";
      a.type = "text";
      a.className = "pm-text-agent";
      a.setAttribute("autocapitalize", "off");
      a.setAttribute("autocomplete", "off");
      a.setAttribute("autocorrect", "off");
      a.setAttribute("spellcheck", "false");
      a.setAttribute("aria-hidden", "true");
      a.tabIndex = -1;
      var composing = false;
      a.addEventListener("compositionstart", function() { composing = true; });
      a.addEventListener("compositionend", function(e) {
        composing = false;
        if (e.data) Module['_textAgentInput'](e.data);
        a.value = "";
      });
      a.addEventListener("input", function(e) {
        if (composing || e.isComposing) return;
        if (a.value) Module['_textAgentInput'](a.value);
        a.value = "";
      });
      document.body.appendChild(a);
    }
    if (want && document.activeElement !== a) a.focus({ preventScroll: true });
    else if (!want && document.activeElement === a) {
      // The keys go back to the canvas (web/app/loader.js gives GLFW the keys only while the
      // canvas or the agent has the focus), so a keyboard player goes on from the field.
      var c = Module['canvas'];
      if (c && c.tabIndex >= 0) c.focus({ preventScroll: true });
      else a.blur();
    }
  },

  pm_js_text_agent_focused: function() {
    var a = document.getElementById("pointman-text-agent");
    return a && document.activeElement === a ? 1 : 0;
  },

  // window.pointmanStore: the page's (and the tests') door to the saved work.
  pm_js_install_store_api: function() {
    var M = Module;
    // Text for the heap is measured first: at most `limit` bytes of UTF-8 (core/contract/saved_store.h:
    // a saved document 4 MB, a table 128 KB), else it is refused without being copied.
    var STORE = 4 * 1024 * 1024, TABLE = 128 * 1024;
    var tooLarge = "cannot import: the saved data is larger than this app accepts (4 MB). Nothing was changed.";
    function fits(t, limit) { return typeof t === "string" && t.length <= limit && lengthBytesUTF8(t) <= limit; }
    function text(t) { return typeof t === "string" ? t : typeof t === "number" || typeof t === "boolean" || t == null ? String(t) : ""; }
    // Another tab (or the text view, an embed) changed the stored document: take it in.
    window.addEventListener("storage", function(e) {
      if (e.key === "pointman.store" || e.key === null) M['_savedRefresh']();
    });
    // Leaving the page: anything still waiting for the lock is written now.
    window.addEventListener("pagehide", function() { M['_savedCommit'](); });
    document.addEventListener("visibilitychange", function() { if (document.visibilityState === "hidden") M['_savedCommit'](); });
    window.pointmanStore = {
      // Resolves once every change made so far is written (or refused), after any commit queued
      // behind the lock.
      flush: function() {
        if (navigator.locks && navigator.locks.request)
          return navigator.locks.request("pointman.store", function() { M['_savedCommit'](); }).then(function() { return M['_savedPending'](); });
        M['_savedCommit']();
        return Promise.resolve(M['_savedPending']());
      },
      pending: function() { return M['_savedPending'](); },
      // Each takes text only as large as the core accepts: measured here before it is copied.
      check: function(t) {
        t = text(t);
        if (!fits(t, STORE)) return { ok: false, reason: "too_large", message: "the saved data is larger than this app accepts" };
        return JSON.parse(M['_savedCheck'](t));
      },
      exportText: function() { return M['_savedExport'](); },
      importText: function(t) {
        t = text(t);
        return JSON.parse(fits(t, STORE) ? M['_savedImport'](t) : M['_savedImportRefused'](tooLarge));
      },
      // The way back from an import (accepted or not, the work from before the last accepted one).
      canRestore: function() { return !!M['_savedCanRestore'](); },
      restoreBeforeImport: function() { return JSON.parse(M['_savedRestoreBeforeImport']()); },
      status: function() { var s = JSON.parse(M['_savedStatus']()); s.notices = M['savedNoticeCount'] || 0; return s; },
      get: function() { return JSON.parse(M['_savedStore']()); },
      setTable: function(id, table) {
        var t;
        try { t = JSON.stringify(table); } catch (e) { return false; }  // a cycle, a BigInt, too deep
        if (typeof id !== "string" || id.length > 80 || !fits(t, TABLE)) return false;
        return M['_savedSetTable'](id, t);
      },
      share: function() { M['_share'](); },
      lastShare: function() { return M['lastShare'] || null; },
      lastImport: function() { return M['lastImport'] || null; },
      exportFile: function() { M['_savedExportFile'](); },
      importFile: function() { M['_savedImportFile'](); }
    };
  },
});
