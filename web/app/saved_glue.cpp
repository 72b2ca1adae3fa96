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
// [SECTION] JS library
// [SECTION] helpers (text agent gate, download, strings)
// [SECTION] install
// [SECTION] embind hooks
#include <GLFW/glfw3.h>
#include <emscripten.h>
#include <emscripten/bind.h>

#include <ctime>

#include "app/saved.h"
#include "contract/codec.h"
#include "contract/json_read.h"
#include "contract/saved_store.h"
#include "imgui.h"
#include "platform.h"

// [SECTION] JS library
// web/app/library_saved.js (linked with --js-library by cmake/web_app.cmake). Returned char*
// are malloc'd by the JS side; TakeString frees them.
extern "C" {
char* pm_js_store_load(void);
int pm_js_store_save(const char* text);  // 0 saved, 1 no storage at all, 2 full (quota): SaveResult
int pm_js_store_available(void);
int pm_js_store_commit(void);                          // 1 queued under a Web Lock, 0 no Web Locks: commit now
char* pm_js_store_keep_aside(const char* text);        // the key it was kept under, "" if it could not be
int pm_js_store_keep_before_import(const char* text);  // 1 kept ("pointman.store.before-import"), 0 not
char* pm_js_store_before_import(void);                 // the kept text, "" when none
void pm_js_notify(const char* text);
void pm_js_pick_import(void);
void pm_js_share(const char* title, const char* link);
void pm_js_announce(const char* text);  // the aria-live region, written once the answer settles
void pm_js_text_agent(int want);
int pm_js_text_agent_focused(void);
void pm_js_install_store_api(void);  // window.pointmanStore
}

// [SECTION] helpers (text agent gate, download, strings)
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
    b.KeepBeforeImport = [](const std::string& t) { return pm_js_store_keep_before_import(t.c_str()) != 0; };
    b.LoadBeforeImport = [] { return TakeString(pm_js_store_before_import()); };
    pm::shell::SavedSetBackend(std::move(b));
    if (GLFWwindow* w = glfwGetCurrentContext()) GPrevChar = glfwSetCharCallback(w, GatedChar);
    pm::shell::SavedLoad();
    pm_js_install_store_api();
}

}  // namespace pm::web

// [SECTION] embind hooks
namespace {
std::string ExportText() {
    return pm::shell::SavedExportText();
}
std::string ImportText(const std::string& t) {
    std::string r = pm::to_text(pm::shell::SavedImportText(t));
    pm::web::Wake(4);
    return r;
}
std::string ImportRefused(const std::string& message) {
    std::string r = pm::to_text(pm::shell::SavedImportRefused(message));
    pm::web::Wake(4);
    return r;
}
std::string RestoreBeforeImport() {
    std::string r = pm::to_text(pm::shell::SavedRestoreBeforeImport());
    pm::web::Wake(4);
    return r;
}
bool CanRestore() {
    return pm::shell::SavedCanRestore();
}
std::string StatusJson() {
    pm::json s = pm::json::object();
    s["notice"] = pm::shell::SavedNotice();
    s["aside"] = pm::shell::SavedAsideKey();
    s["luck"] = pm::shell::SavedLuck(pm::web::App());
    return pm::to_text(s);
}
std::string StoreJson() {
    return pm::to_text(pm::shell::SavedStore());
}
void TextAgentInput(const std::string& t) {
    ImGui::GetIO().AddInputCharactersUTF8(t.c_str());
    pm::web::Wake(4);
}
bool SetTable(const std::string& id, const std::string& table) {
    pm::JsonRead t = pm::read_json_text(table, pm::kMaxTableBytes, pm::kMaxJsonDepth);  // as the core reads
    if (t.fault != pm::JsonFault::None || !t.value.is_object()) return false;
    return pm::shell::SavedSetTable(id, t.value);
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
    if (pm::shell::SavedTables() != tables && !pm::web::App().calc.empty())
        pm::shell::AppSetParams(pm::web::App(), pm::json::object());
    pm::web::Wake(4);
}
int Pending() {
    return static_cast<int>(pm::shell::SavedPending());
}
std::string Check(const std::string& t) {  // the page checks the size first (library_saved.js)
    return pm::to_text(pm::check_store(t));
}
void ShareCurrent() {
    pm::shell::SavedShare(pm::web::App());
}
void ShareDone(const std::string& via, const std::string& url) {
    pm::shell::SavedShareDone(via, url);
    pm::web::Wake(3);
}
void ExportFile() {
    DownloadSaved(pm::shell::SavedExportText());
}
void ImportFile() {
    pm_js_pick_import();
}
}  // namespace

EMSCRIPTEN_BINDINGS(pointman_saved) {
    emscripten::function("_shareDone", &ShareDone);
    emscripten::function("_savedExport", &ExportText);
    emscripten::function("_savedImport", &ImportText);
    emscripten::function("_savedImportRefused", &ImportRefused);
    emscripten::function("_savedRestoreBeforeImport", &RestoreBeforeImport);
    emscripten::function("_savedCanRestore", &CanRestore);
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
