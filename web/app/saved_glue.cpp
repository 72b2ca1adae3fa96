// Pointman web platform — saved work in the browser: localStorage for shell/app/saved.h, the
// export/import file, Share (Web Share API, else the browser clipboard; GLFW's clipboard is a
// stub in 3.1.6), the hidden-input text agent for phone keyboards and IME (guide §1.4 item 6),
// and window.pointmanStore for the page, the text view and the tests.
//
// localStorage keys: "pointman.store" (the document); an unreadable document is copied, never
// deleted, to "pointman.store.aside.<ISO time>". Storage may be missing (sandboxed frame, private
// mode) or full: every access is guarded, the player is told once, and the app keeps working in
// memory. Saves are merges under a Web Lock (pm_js_store_commit); other tabs' saves arrive as
// storage events (SavedRefresh).
//
// [SECTION] EM_JS glue
// [SECTION] text agent
// [SECTION] install
// [SECTION] embind hooks
#include <GLFW/glfw3.h>
#include <emscripten.h>
#include <emscripten/bind.h>

#include <ctime>

#include "api/codec.h"
#include "api/saved_store.h"
#include "app/saved.h"
#include "imgui.h"
#include "platform.h"

// [SECTION] EM_JS glue
EM_JS(char*, pm_js_store_load, (void), {
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
});

// 0 saved, 1 no storage at all (sandboxed frame, blocked site data), 2 full (quota): SaveResult.
EM_JS(int, pm_js_store_save, (const char* text), {
    try { window.localStorage.setItem("pointman.store", UTF8ToString(text)); return 0; } catch (e) {
        var full = e && (e.name === "QuotaExceededError" || e.name === "NS_ERROR_DOM_QUOTA_REACHED" || e.code === 22 || e.code === 1014);
        return full ? 2 : 1;
    }
});

EM_JS(int, pm_js_store_available, (void), {
    try { window.localStorage.getItem("pointman.store"); return 1; } catch (e) { return 0; }
});

// Every save is "re-read, merge this tab's changes, write" (SavedCommit), run inside one Web Lock
// held by every tab of this origin, so two tabs never interleave a read and a write. Returns 0
// without Web Locks: the caller then commits at once (one synchronous JS turn: re-read, merge,
// write). Changes made while a commit waits for the lock go into that same commit.
EM_JS(int, pm_js_store_commit, (void), {
    if (!(navigator.locks && navigator.locks.request)) return 0;
    if (Module['__pmCommitQueued']) return 1;
    Module['__pmCommitQueued'] = true;
    function run() { Module['__pmCommitQueued'] = false; Module['_savedCommit'](); }
    navigator.locks.request("pointman.store", run).catch(run);
    return 1;
});

EM_JS(char*, pm_js_store_keep_aside, (const char* text), {
    var key = "pointman.store.aside." + new Date().toISOString();
    try { window.localStorage.setItem(key, UTF8ToString(text)); } catch (e) { key = ""; }
    var n = lengthBytesUTF8(key) + 1; var p = _malloc(n); stringToUTF8(key, p, n); return p;
});

EM_JS(void, pm_js_notify, (const char* text), {
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
});

EM_JS(void, pm_js_pick_import, (void), {
    var input = document.createElement("input");
    input.type = "file";
    input.accept = "application/json,.json";
    input.addEventListener("change", function() {
        var f = input.files && input.files[0];
        if (!f) return;
        f.text().then(function(t) {
            var r = JSON.parse(Module['_savedImport'](t));
            Module['lastImport'] = r;
        });
    });
    input.click();
});

EM_JS(void, pm_js_share, (const char* title, const char* link), {
    // An embedded calculator shares the full app's link (index.html), never the embed page.
    var url = location.origin + location.pathname.replace(/embed[.]html$/, "index.html") + UTF8ToString(link);
    var t = UTF8ToString(title);
    Module['lastShare'] = { url: url, via: "" };
    function copied(ok) {
        Module['lastShare'].via = ok ? "clipboard" : "failed";
        if (Module['onShare']) Module['onShare'](Module['lastShare']);
    }
    function copy() {
        if (navigator.clipboard && navigator.clipboard.writeText) {
            navigator.clipboard.writeText(url).then(function() { copied(true); }, function() { copied(false); });
        } else copied(false);
    }
    if (navigator.share) {
        navigator.share({ title: "Pointman: " + t, url: url }).then(function() {
            Module['lastShare'].via = "share";
        }, function(e) { if (!e || e.name != "AbortError") copy(); });
    } else copy();
});

// The aria-live region: the current calculator's parameters and result, as text. Written once the
// player has stopped changing things for a moment (a held stepper evaluates on every repeat), and
// only when the text differs from what was last said, so a screen reader says each answer once.
EM_JS(void, pm_js_announce, (const char* text), {
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
});

// [SECTION] text agent
EM_JS(void, pm_js_text_agent, (int want), {
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
});

EM_JS(int, pm_js_text_agent_focused, (void), {
    var a = document.getElementById("pointman-text-agent");
    return a && document.activeElement === a ? 1 : 0;
});

// window.pointmanStore: the page's (and the tests') door to the saved work.
EM_JS(void, pm_js_install_store_api, (void), {
    var M = Module;
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
        check: function(t) { return JSON.parse(M['_savedCheck'](String(t))); },
        exportText: function() { return M['_savedExport'](); },
        importText: function(t) { return JSON.parse(M['_savedImport'](String(t))); },
        status: function() { var s = JSON.parse(M['_savedStatus']()); s.notices = M['savedNoticeCount'] || 0; return s; },
        get: function() { return JSON.parse(M['_savedStore']()); },
        setTable: function(id, table) { return M['_savedSetTable'](String(id), JSON.stringify(table)); },
        share: function() { M['_share'](); },
        lastShare: function() { return M['lastShare'] || null; },
        lastImport: function() { return M['lastImport'] || null; },
        exportFile: function() { M['_savedExportFile'](); },
        importFile: function() { M['_savedImportFile'](); }
    };
});

namespace {

GLFWcharfun GPrevChar = nullptr;
// GLFW's keypress → char callback: while the agent has focus its `input` event delivers the
// text, so the keypress copy is dropped (typed once, not twice).
void GatedChar(GLFWwindow* w, unsigned int c) {
    if (pm_js_text_agent_focused()) return;
    if (GPrevChar) GPrevChar(w, c);
}

// The saved work as a file named for today (UTC): pointman-saved-YYYY-MM-DD.json.
void DownloadSaved(const std::string& text) {
    std::time_t now = std::time(nullptr);
    char day[16] = "";
    std::strftime(day, sizeof day, "%Y-%m-%d", std::gmtime(&now));
    pm::web::PageDownload(std::string("pointman-saved-") + day + ".json", "application/json", text);
}

std::string TakeString(char* p) {
    std::string s = p ? p : "";
    free(p);
    return s;
}

}  // namespace

// [SECTION] install
namespace pm::web {

void SavedInstall() {
    pm::shell::SavedBackend b;
    b.Load = [] { return TakeString(pm_js_store_load()); };
    b.Save = [](const std::string& t) { return pm_js_store_save(t.c_str()); };
    b.Available = [] { return pm_js_store_available() != 0; };
    b.Commit = [] { return pm_js_store_commit() != 0; };
    b.KeepAside = [](const std::string& t) { return TakeString(pm_js_store_keep_aside(t.c_str())); };
    b.Notify = [](const std::string& t) { pm_js_notify(t.c_str()); };
    b.Download = DownloadSaved;
    b.PickImport = [] { pm_js_pick_import(); };
    b.TextAgent = [](bool want) { pm_js_text_agent(want ? 1 : 0); };
    b.Share = [](const std::string& title, const std::string& link) { pm_js_share(title.c_str(), link.c_str()); };
    b.Announce = [](const std::string& t) { pm_js_announce(t.c_str()); };
    pm::shell::SavedSetBackend(std::move(b));
    if (GLFWwindow* w = glfwGetCurrentContext()) GPrevChar = glfwSetCharCallback(w, GatedChar);
    pm::shell::SavedLoad();
    pm_js_install_store_api();
}

}  // namespace pm::web

// [SECTION] embind hooks
namespace {
std::string ExportText() { return pm::shell::SavedExportText(); }
std::string ImportText(const std::string& t) {
    std::string r = pm::to_text(pm::shell::SavedImportText(t));
    pm::web::Wake(4);
    return r;
}
std::string StatusJson() {
    pm::json s = pm::json::object();
    s["notice"] = pm::shell::SavedNotice();
    s["aside"] = pm::shell::SavedAsideKey();
    s["luck"] = pm::shell::SavedLuck(pm::web::App());
    return pm::to_text(s);
}
std::string StoreJson() { return pm::to_text(pm::shell::SavedStore()); }
void TextAgentInput(const std::string& t) {
    ImGui::GetIO().AddInputCharactersUTF8(t.c_str());
    pm::web::Wake(4);
}
bool SetTable(const std::string& id, const std::string& table) {
    pm::json t = pm::json::parse(table, nullptr, false);
    if (t.is_discarded() || !t.is_object()) return false;
    return pm::shell::SavedSetTable(id, t);
}
void Commit() {
    unsigned before = pm::shell::SavedRevision();
    pm::shell::SavedCommit();
    if (pm::shell::SavedRevision() != before) pm::web::Wake(4);
}
void Refresh() {
    const pm::json tables = pm::shell::SavedTables();
    if (!pm::shell::SavedRefresh()) return;
    // Another tab's table: the current answer is recomputed with it.
    if (pm::shell::SavedTables() != tables && !pm::web::App().calc.empty()) pm::shell::AppSetParams(pm::web::App(), pm::json::object());
    pm::web::Wake(4);
}
int Pending() { return static_cast<int>(pm::shell::SavedPending()); }
std::string Check(const std::string& t) { return pm::to_text(pm::check_store(t)); }
void ShareCurrent() { pm::shell::SavedShare(pm::web::App()); }
void ExportFile() { DownloadSaved(pm::shell::SavedExportText()); }
void ImportFile() { pm_js_pick_import(); }
}  // namespace

EMSCRIPTEN_BINDINGS(pointman_saved) {
    emscripten::function("_savedExport", &ExportText);
    emscripten::function("_savedImport", &ImportText);
    emscripten::function("_savedStatus", &StatusJson);
    emscripten::function("_savedStore", &StoreJson);
    emscripten::function("_savedSetTable", &SetTable);
    emscripten::function("_savedCommit", &Commit);
    emscripten::function("_savedRefresh", &Refresh);
    emscripten::function("_savedPending", &Pending);
    emscripten::function("_savedCheck", &Check);
    emscripten::function("_textAgentInput", &TextAgentInput);
    emscripten::function("_share", &ShareCurrent);
    emscripten::function("_savedExportFile", &ExportFile);
    emscripten::function("_savedImportFile", &ImportFile);
}
