// Pointman shell — saved work: presets, share, roll history, luck statistics, export/import.
//
// [SECTION] the document
// [SECTION] presets and tables
// [SECTION] the picker's memory
// [SECTION] history and luck
// [SECTION] panel
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <map>
#include <random>
#include <vector>

#include "app/saved.h"
#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"
#include "contract/codec.h"
#include "contract/roster.h"
#include "contract/saved_store.h"
#include "engine/exact/percent.h"

namespace pm::shell {

// [SECTION] the document
namespace {
constexpr size_t kMaxPending = 300;  // changes kept for a later write while storage refuses them
struct Saved {
    SavedBackend backend;
    bool loaded = false;
    bool hold_original = false;  // the unreadable stored text could not be copied aside: never overwrite it
    json store = empty_store();
    std::vector<json> pending;  // changes applied in memory, not yet merged into what is stored
    // Writes of the last few seconds: if a document read later lacks one's id in its write log,
    // another tab wrote over it without seeing it (its copy of localStorage lagged), and its
    // changes are sent again (merge_changes in core/contract/saved_store.h).
    struct Written {
        std::string id;
        std::vector<json> changes;
        double at = 0;
    };
    std::vector<Written> written;
    unsigned revision = 0;
    bool told_unavailable = false, told_full = false;
    // The saved work from before the last accepted import (restored by SavedRestoreBeforeImport):
    // kept by the platform (KeepBeforeImport) and, when it cannot, here for this session.
    std::string before_import;
    bool has_before_import = false, looked_before_import = false;
    std::string notice, aside, status;
    // What became of the last Share ("Link copied …"), shown under the button until the answer
    // (and so the link) changes: `share_eval` is the evaluation it was for.
    std::string share_note;
    int share_eval = -1;
    std::string share_what = "this result";  // or "this squad" (the roster's Share)
    // roll detection: a new seed on the same calculator is a new roll
    std::string last_calc;
    bool last_has_seed = false;
    uint32_t last_seed = 0;
    int last_eval = -1;
    // text fields
    char name[81] = {0};
    int renaming = -1;
    bool rename_focus = false;
    char rename[81] = {0};
};
Saved& G() {
    static Saved g;
    return g;
}

constexpr double kWatchSeconds = 10.0;  // how long a write is watched for being written over

double Now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string NewWriteId() {
    static uint32_t counter = 0;
    static uint32_t salt = [] {
        try {
            std::random_device rd;
            return static_cast<uint32_t>(rd());
        } catch (...) {
            return static_cast<uint32_t>(std::time(nullptr));
        }
    }();
    char id[24];
    std::snprintf(id, sizeof id, "%08x%06x", salt, ++counter & 0xffffffu);
    return id;
}

void SetStore(json store) {
    Saved& g = G();
    if (store == g.store) return;
    g.store = std::move(store);
    ++g.revision;
}

// Plain words, once each per session.
void TellStorage(int result) {
    Saved& g = G();
    bool& told = result == Save_Full ? g.told_full : g.told_unavailable;
    if (told) return;
    told = true;
    g.notice = result == Save_Full
                   ? "This device has no room left to keep your Pointman data, so your latest changes are not saved; "
                     "what was saved before is untouched. Export your saved work to keep it."
                   : "This browser does not let Pointman keep anything on this device (private browsing or blocked "
                     "site data). Everything works, but presets, rolls and tables last only until this page is "
                     "closed: export them to keep them.";
    if (g.backend.Notify) g.backend.Notify(g.notice);
}

// One change: into memory now (what the player sees), into the stored document at the next commit
// (a merge into what is stored then, never a write of this tab's copy).
bool Change(const json& change) {
    Saved& g = G();
    json r = apply_change(g.store, change);
    if (!r.value("ok", false)) {
        g.status = r.value("message", std::string("this change cannot be saved"));
        return false;
    }
    SetStore(std::move(r["store"]));
    // The unreadable original could not be kept aside (e.g. the device is full): leave it where it
    // is and keep this session's changes in memory only, rather than overwrite it.
    if (g.hold_original) {
        g.status =
            "Your earlier saved data could not be copied aside, so it was left untouched; "
            "changes in this session are not saved. Export them to keep them.";
        return true;
    }
    if (!g.backend.Save) return true;  // memory only (native, tests)
    g.pending.push_back(change);
    if (g.pending.size() > kMaxPending) g.pending.erase(g.pending.begin());
    if (!(g.backend.Commit && g.backend.Commit())) SavedCommit();
    return true;
}
}  // namespace

void SavedShareLink(const std::string& title, const std::string& link) {
    Saved& g = G();
    g.share_eval = -2;
    g.share_what = "this squad";
    if (g.backend.Share) {
        g.share_note = "Sharing the link\xe2\x80\xa6";
        g.backend.Share(title, link);
    } else {
        g.share_note = "The link to this squad: " + link;
    }
}
const std::string& SavedShareNote() {
    return G().share_note;
}

bool SavedChange(const json& change) {
    return Change(change);
}
const std::string& SavedStatus() {
    return G().status;
}
const json& SavedRoster() {
    static const json empty = empty_roster();
    auto it = G().store.find("roster");
    return it != G().store.end() ? *it : empty;
}
std::string SavedNewId() {
    return NewWriteId();
}

void SavedSetBackend(SavedBackend b) {
    G().backend = std::move(b);
}

void SavedCommit() {
    Saved& g = G();
    if (g.pending.empty() || g.hold_original || !g.backend.Save) return;
    const std::string text = g.backend.Load ? g.backend.Load() : std::string();
    json batch = json::array();
    for (const json& c : g.pending) batch.push_back(c);
    const std::string id = NewWriteId();
    json r = merge_changes(text, batch, id);
    if (!r.value("ok", false)) {
        if (r.value("reason", std::string()) == "too_large") {
            TellStorage(Save_Full);
        } else {  // written meanwhile by something we cannot read: leave it, keep ours in memory
            g.status =
                "The saved data on this device changed into something this version cannot read; it was left "
                "as it is and your changes are kept in this session only. Export them to keep them.";
        }
        return;
    }
    if (!r["refused"].empty()) g.status = r["refused"][0].value("message", std::string("a change could not be saved"));
    const int result = g.backend.Save(r["text"].get<std::string>());
    if (result != Save_Ok) {  // what is stored stays as it was
        TellStorage(result);
        // Full: keep the changes for a later try (room may come back). Unavailable: it will not
        // come back in this session; memory already holds them.
        if (result == Save_Unavailable) g.pending.clear();
        return;
    }
    const double now = Now();
    g.written.erase(std::remove_if(g.written.begin(), g.written.end(),
                                   [now](const Saved::Written& w) { return now - w.at > kWatchSeconds; }),
                    g.written.end());
    g.written.push_back({id, std::move(g.pending), now});
    g.pending.clear();
    SetStore(std::move(r["store"]));  // what is stored now, other tabs' saves included
}

bool SavedRefresh() {
    Saved& g = G();
    if (!g.loaded || g.hold_original || !g.backend.Load) return false;
    std::string text = g.backend.Load();
    json base = empty_store();
    if (!text.empty()) {
        json r = check_store(text);
        if (!r.value("ok", false)) return false;  // not ours to fix here; the next load keeps it aside
        base = std::move(r["store"]);
    }
    // Our recent writes: still in the document's write log, or written over unseen (send again).
    const json log = base.contains("writes") && base["writes"].is_array() ? base["writes"] : json::array();
    const double now = Now();
    std::vector<json> again;
    std::vector<Saved::Written> watched;
    for (auto& w : g.written) {
        if (std::find(log.begin(), log.end(), json(w.id)) == log.end())
            again.insert(again.end(), w.changes.begin(), w.changes.end());
        else if (now - w.at <= kWatchSeconds)
            watched.push_back(std::move(w));
    }
    g.written = std::move(watched);
    if (!again.empty()) g.pending.insert(g.pending.begin(), again.begin(), again.end());
    for (const json& c : g.pending) {
        json r = apply_change(base, c);
        if (r.value("ok", false)) base = std::move(r["store"]);
    }
    unsigned before = g.revision;
    SetStore(std::move(base));
    if (!again.empty() && !(g.backend.Commit && g.backend.Commit())) SavedCommit();
    return g.revision != before;
}

unsigned SavedRevision() {
    return G().revision;
}
size_t SavedPending() {
    return G().pending.size();
}

void SavedLoad() {
    Saved& g = G();
    if (g.loaded) return;
    g.loaded = true;
    if (g.backend.Available && !g.backend.Available()) TellStorage(Save_Unavailable);
    std::string text = g.backend.Load ? g.backend.Load() : std::string();
    if (text.empty()) return;
    json r = check_store(text);
    if (r.value("ok", false)) {
        SetStore(r["store"]);
        if (r.contains("roster_aside")) {  // kept in the document; said once, and saved that way
            g.notice = r["roster_aside"].get<std::string>();
            if (g.backend.Notify) g.backend.Notify(g.notice);
        }
        return;
    }
    // Never delete: keep the unreadable text aside, tell the player, start clean.
    g.aside = g.backend.KeepAside ? g.backend.KeepAside(text) : std::string();
    g.hold_original = g.aside.empty() && g.backend.KeepAside != nullptr;
    std::string why = r.value("reason", std::string()) == "future"
                          ? "was written by a newer version of Pointman"
                          : "could not be read (" + r.value("message", std::string("damaged")) + ")";
    g.notice = g.hold_original
                   ? "Your saved presets and rolls " + why +
                         ". There was no room to copy them aside, so they were "
                         "left untouched; nothing was deleted, and this session's changes will not be saved."
                   : "Your saved presets and rolls " + why + ". They were kept aside on this device" +
                         (g.aside.empty() ? std::string() : " as \"" + g.aside + "\"") +
                         ", nothing was deleted; Pointman started with an empty store.";
    if (g.backend.Notify) g.backend.Notify(g.notice);
    // The clean start is written at once (the unreadable text is safe aside): a replace, the only
    // change that may go over what cannot be read.
    Change({{"op", "replace"}, {"store", empty_store()}});
    SavedCommit();
}

const json& SavedStore() {
    return G().store;
}
const std::string& SavedNotice() {
    return G().notice;
}
const std::string& SavedAsideKey() {
    return G().aside;
}

std::string SavedExportText() {  // the player's work; the write log is this device's bookkeeping
    json doc = G().store;
    doc.erase("writes");
    return doc.dump(1) + "\n";
}

namespace {
// The document from before an import, as it was kept: the platform's copy, else this session's.
std::string BeforeImportText() {
    Saved& g = G();
    std::string t = g.backend.LoadBeforeImport ? g.backend.LoadBeforeImport() : std::string();
    return t.empty() ? g.before_import : t;
}
// Keeps `doc` as the work to go back to. False when it could be kept nowhere but memory.
bool KeepBeforeImport(const json& doc) {
    Saved& g = G();
    json keep = doc;
    keep.erase("writes");
    const std::string text = to_text(keep);
    const bool stored = g.backend.KeepBeforeImport && g.backend.KeepBeforeImport(text);
    g.before_import = text;
    g.has_before_import = true;
    return stored;
}
}  // namespace

json SavedImportRefused(const std::string& message) {
    Saved& g = G();
    json r = json::object();
    r["ok"] = false;
    r["message"] = message;
    r["can_restore"] = SavedCanRestore();
    g.status = message;
    return r;
}

json SavedImportText(const std::string& text) {
    json r = check_import(text);
    Saved& g = G();
    if (!r.value("ok", false)) {
        // Nothing changes: the saved work stays, and so does any copy from before an earlier import.
        r["can_restore"] = SavedCanRestore();
        g.status = r.value("message", std::string("cannot import this file"));
        return r;
    }
    // An import replaces the whole document by the file's (what the player asked for); the work
    // it replaces is kept aside first, for "Restore the work from before the import".
    const bool kept = KeepBeforeImport(g.store) || !g.backend.Save;  // natively: memory is all there is
    Change({{"op", "replace"}, {"store", r["store"]}});
    json ok = json::object();
    ok["ok"] = true;
    ok["can_restore"] = true;
    size_t presets = 0, rolls = 0;
    for (const auto& [k, v] : r["store"]["presets"].items()) presets += v.size();
    for (const auto& [k, v] : r["store"]["history"].items()) rolls += v.size();
    ok["message"] = "Imported " + std::to_string(presets) + " presets, " + std::to_string(rolls) + " rolls and " +
                    std::to_string(r["store"]["tables"].size()) + " tables." +
                    (kept ? std::string()  // the Restore button below says the rest
                          : " Your work from before is kept until this page closes (no room to keep it on this "
                            "device): restore it now, or export it, if you need it.");
    g.status = ok["message"].get<std::string>();
    return ok;
}

bool SavedCanRestore() {
    Saved& g = G();
    if (!g.looked_before_import && g.backend.LoadBeforeImport)  // once: the panel asks every frame
        g.has_before_import = g.has_before_import || !g.backend.LoadBeforeImport().empty();
    g.looked_before_import = true;
    return g.has_before_import;
}

json SavedRestoreBeforeImport() {
    Saved& g = G();
    json out = json::object();
    out["ok"] = false;
    const std::string text = BeforeImportText();
    if (text.empty()) {
        out["message"] = "There is no saved work from before an import on this device.";
        g.status = out["message"].get<std::string>();
        return out;
    }
    json r = check_store(text);
    if (!r.value("ok", false)) {
        out["message"] = "The work from before the import could not be read (" +
                         r.value("message", std::string("damaged")) + "); it was left as it is.";
        g.status = out["message"].get<std::string>();
        return out;
    }
    // A swap: what the import brought becomes the copy to go back to, so this can be undone too.
    json now = g.store;
    if (!Change({{"op", "replace"}, {"store", r["store"]}})) {
        out["message"] = g.status;
        return out;
    }
    KeepBeforeImport(now);
    out["ok"] = true;
    out["can_restore"] = true;
    out["message"] =
        "The saved work from before the import is back (what the import brought is kept, to go back again).";
    g.status = out["message"].get<std::string>();
    return out;
}

// [SECTION] presets and tables
json SavedTables() {
    return G().store["tables"];
}

bool SavedSetTable(const std::string& id, const json& table) {
    if (id.empty() || id.size() > 80 || !table.is_object()) return false;
    return Change({{"op", "set_table"}, {"id", id}, {"table", table}});
}

static json PresetList(const std::string& calc) {
    const json& all = G().store["presets"];
    return all.contains(calc) && all[calc].is_array() ? all[calc] : json::array();
}

static std::string PresetName(const std::string& calc, size_t index) {
    json list = PresetList(calc);
    return index < list.size() && list[index].is_object() ? list[index].value("name", std::string()) : std::string();
}

bool SavedAddPreset(const std::string& calc, const std::string& name, const json& params) {
    if (calc.empty() || name.empty() || name.size() > 80) return false;
    // same name: overwrite, as a player expects (apply_change refuses a 101st name)
    return Change({{"op", "put_preset"}, {"calc", calc}, {"name", name}, {"params", params}});
}

bool SavedRenamePreset(const std::string& calc, size_t index, const std::string& name) {
    std::string old = PresetName(calc, index);
    if (old.empty() || name.empty() || name.size() > 80) return false;
    return Change({{"op", "rename_preset"}, {"calc", calc}, {"name", old}, {"to", name}});
}

bool SavedDeletePreset(const std::string& calc, size_t index) {
    std::string old = PresetName(calc, index);
    if (old.empty()) return false;
    return Change({{"op", "delete_preset"}, {"calc", calc}, {"name", old}});
}

// [SECTION] the picker's memory
const json& SavedSettingsRef() {
    SavedLoad();  // idempotent; the platform installs its backend before the first frame
    static const json kNone = json::object();
    const json& st = G().store["settings"];
    return st.is_object() ? st : kNone;
}

json SavedSettings() {
    return SavedSettingsRef();
}

void SavedNoteOpened(const std::string& calc) {
    if (settings_opened(SavedSettings(), calc) == SavedSettings()) return;
    Change({{"op", "opened"}, {"calc", calc}});
}

bool SavedTogglePin(const std::string& calc) {
    json before = SavedSettings();
    json after = settings_toggle_pin(before, calc);
    if (after == before) return false;
    bool now = false;
    for (const auto& id : after["pinned"]) now = now || id == calc;
    return Change({{"op", "pin"}, {"calc", calc}, {"pinned", now}});
}

void SavedSetRuleset(const std::string& ruleset) {
    if (settings_set_ruleset(SavedSettings(), ruleset) == SavedSettings()) return;
    Change({{"op", "ruleset"}, {"ruleset", ruleset}});
}

void SavedSetDisplay(const json& display) {
    std::string error;
    json st = settings_set_display(SavedSettings(), display, &error);
    if (!error.empty() || st == SavedSettings()) return;
    json change = display;
    change["op"] = "display";
    Change(change);
}

void SavedTextAgent() {
    if (G().backend.TextAgent) G().backend.TextAgent(ImGui::GetIO().WantTextInput);
}

// [SECTION] history and luck
void SavedRecordRoll(const AppState& s) {
    const json& r = s.response;
    if (!s.has_seed || !r.is_object() || !r.value("ok", false)) return;
    json e = json::object();
    e["seed"] = s.seed;
    e["params"] = r.contains("params") ? r["params"] : s.params;
    if (r.contains("roll") && r["roll"].is_object()) {
        if (r["roll"].contains("key")) e["key"] = r["roll"]["key"];
        if (r["roll"].contains("dice")) e["dice"] = r["roll"]["dice"];
    }
    e["summary"] = r.value("summary", std::string());
    if (r.contains("rolled")) e["rolled"] = r["rolled"];  // what the roll gave, in words
    e["time"] = static_cast<int64_t>(std::time(nullptr));
    Change({{"op", "add_roll"}, {"calc", s.calc}, {"roll", std::move(e)}});
}

json SavedLuck(const AppState& s) {
    json out = json::object();
    out["n"] = 0;
    out["rows"] = json::array();
    const json& r = s.response;
    if (!r.is_object() || !r.value("ok", false) || !r.contains("outcomes")) return out;
    const json& hist = G().store["history"];
    if (!hist.contains(s.calc)) return out;
    // Only rolls made with exactly these parameters share this distribution.
    json params = r.contains("params") ? r["params"] : s.params;
    std::map<std::string, int> count;
    int n = 0;
    for (const auto& e : hist[s.calc]) {
        if (!e.is_object() || e.value("params", json()) != params || !e.contains("key") || !e["key"].is_string())
            continue;
        count[e["key"].get<std::string>()]++;
        n++;
    }
    out["n"] = n;
    for (const auto& o : r["outcomes"]) {
        std::string key = o.value("key", std::string());
        json row = json::object();
        row["key"] = key;
        row["label"] = o.value("label", key);
        row["expected"] = o.value("p", 0.0);
        row["exact"] = o.value("exact", std::string());
        row["count"] = count[key];
        row["observed"] = n ? static_cast<double>(count[key]) / n : 0.0;
        out["rows"].push_back(std::move(row));
    }
    return out;
}

void SavedShare(const AppState& s) {
    Saved& g = G();
    g.share_eval = s.evaluations;
    g.share_what = "this result";
    if (g.backend.Share) {
        g.share_note = "Sharing the link\xe2\x80\xa6";  // the platform says how it went (SavedShareDone)
        g.backend.Share(s.spec.value("title", s.calc), s.link);
    } else {  // no share sheet nor clipboard here: the link itself, to copy by hand
        g.share_note = "The link to this result: " + s.link;
    }
}

void SavedShareDone(const std::string& via, const std::string& url) {
    Saved& g = G();
    if (via == "clipboard")
        g.share_note = "Link copied: paste it to share " + g.share_what + ".";
    else if (via == "share")
        g.share_note = "Link shared.";
    else
        g.share_note = "The link could not be copied; here it is to copy by hand: " + url;
}

std::string SavedResultText(const AppState& s) {
    std::string t = s.spec.value("title", s.calc) + ". ";
    if (s.spec.contains("params"))
        for (const auto& p : s.spec["params"]) {
            std::string name = p.value("name", std::string());
            if (!s.params.contains(name)) continue;
            const json& v = s.params[name];
            std::string shown = v.is_string()    ? v.get<std::string>()
                                : v.is_boolean() ? (v.get<bool>() ? "yes" : "no")
                                                 : v.dump();
            if (p.contains("choices"))
                for (const auto& c : p["choices"])
                    if (c.value("value", json()) == v) shown = c.value("label", shown);
            t += p.value("label", name) + ": " + shown + ". ";
        }
    // The answer in the presented words (contract/present.h), as the screen shows them.
    const json& pr = s.presented;
    if (!pr.is_object()) return t;
    if (!pr.value("ok", false)) return t + "Error: " + pr.value("error", std::string());
    t += "Result: " + pr.value("summary", std::string());
    if (pr.contains("rolled"))  // the roll in words, and how to roll it again
        t += " " + pr["roll"].value("header", std::string()) + ": " + pr.value("rolled", std::string());
    if (pr.contains("outcomes")) {
        int shown = 0;
        for (const auto& o : pr["outcomes"]) {
            if (shown++ == 12) break;
            t += " " + o.value("label", std::string()) + ": " + o.value("percent", std::string()) + ".";
        }
    }
    return t;
}

// [SECTION] panel
static void DrawPresets(AppState& s) {
    Saved& g = G();
    Heading("Presets");
    const json& all = g.store["presets"];
    const json list =
        all.contains(s.calc) && all[s.calc].is_array() ? all[s.calc] : json::array();  // drawing never writes
    const float w = ImGui::GetContentRegionAvail().x;
    const float small = Em() * 5.2f;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    for (size_t i = 0; i < list.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        std::string name = list[i].value("name", std::string("?"));
        std::string idx = std::to_string(i);
        if (g.renaming == static_cast<int>(i)) {
            ImGui::SetNextItemWidth(w - small - gap);
            if (g.rename_focus) {  // the field opens focused with its text selected: typing replaces it
                ImGui::SetKeyboardFocusHere();
                g.rename_focus = false;
            }
            ImGui::InputText("##rename", g.rename, sizeof g.rename, ImGuiInputTextFlags_AutoSelectAll);
            RecordControl(s, "preset:rename-text:" + idx);
            ImGui::SameLine();
            if (WideButton(s, ("preset:rename-ok:" + idx).c_str(), "OK", small)) {
                if (SavedRenamePreset(s.calc, i, g.rename)) g.renaming = -1;
            }
        } else {
            if (WideButton(s, ("preset:apply:" + idx).c_str(), name.c_str(), w - 2 * (small + gap))) {
                AppSetParams(s, list[i].value("params", json::object()));
            }
            ImGui::SameLine();
            if (WideButton(s, ("preset:rename:" + idx).c_str(), "Rename", small)) {
                g.renaming = static_cast<int>(i);
                g.rename_focus = true;
                std::snprintf(g.rename, sizeof g.rename, "%s", name.c_str());
            }
            ImGui::SameLine();
            if (WideButton(s, ("preset:delete:" + idx).c_str(), "Delete", small)) {
                SavedDeletePreset(s.calc, i);
                ImGui::PopID();
                break;
            }
        }
        ImGui::PopID();
    }
    ImGui::SetNextItemWidth(w - small - gap);
    ImGui::InputTextWithHint("##preset-name", "Name these settings", g.name, sizeof g.name);
    RecordControl(s, "preset:name");
    ImGui::SameLine();
    if (WideButton(s, "preset:save", "Save", small) && g.name[0]) {
        if (SavedAddPreset(s.calc, g.name, s.params)) g.name[0] = 0;
    }
}

static void DrawHistoryAndLuck(AppState& s) {
    const json& hist = G().store["history"];
    size_t total = hist.contains(s.calc) ? hist[s.calc].size() : 0;
    Heading("Your rolls");
    if (total == 0) {
        TextDim("Rolls you make here are kept on this device (the last 200).");
        return;
    }
    const json& list = hist[s.calc];
    int shown = 0;
    for (size_t i = list.size(); i-- > 0 && shown < 8; ++shown) {
        const json& e = list[i];
        std::string line = "seed " + e.value("seed", json(0)).dump();
        // The roll in words (rolls kept before the sentence existed show their summary instead).
        const bool said = e.contains("rolled") && e["rolled"].is_string();
        std::string sum = said ? e["rolled"].get<std::string>() : e.value("summary", std::string());
        if (!said && sum.size() > 80) {  // cut on a UTF-8 character boundary
            size_t cut = 80;
            while (cut > 0 && (static_cast<unsigned char>(sum[cut]) & 0xC0) == 0x80) --cut;
            sum = sum.substr(0, cut) + "\xe2\x80\xa6";
        }
        if (!sum.empty()) line += ": " + sum;
        ImGui::TextWrapped("%s", line.c_str());
        RecordItemText(line);
    }
    json luck = SavedLuck(s);
    int n = luck["n"].get<int>();
    ImGui::Spacing();
    Heading("Luck with these settings");
    if (n == 0) {
        TextDim("No rolls yet with exactly these settings.");
        return;
    }
    TextDim(std::to_string(n) + (n == 1 ? " roll" : " rolls") +
            ": how often each result came up, beside its exact chance. Small samples wander far from "
            "the expectation; that is chance, not a loaded die.");
    if (ImGui::BeginTable("luck", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
        ImGui::TableSetupColumn("Result");
        ImGui::TableSetupColumn("Expected");
        ImGui::TableSetupColumn("You rolled");
        ImGui::TableHeadersRow();
        for (const auto& row : luck["rows"]) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextWrapped("%s", row["label"].get<std::string>().c_str());
            RecordItemText(row["label"].get<std::string>());
            ImGui::TableNextColumn();
            TextFlow(percent_text(row["expected"].get<double>()));
            ImGui::TableNextColumn();
            TextFlow(std::to_string(row["count"].get<int>()) + " (" + percent_text(row["observed"].get<double>()) +
                     ")");
        }
        ImGui::EndTable();
    }
}

void DrawSavedPanel(AppState& s) {
    Saved& g = G();
    SavedLoad();
    if (s.calc.empty()) return;
    // A new seed on the same calculator is a roll the player made: keep it.
    if (s.evaluations != g.last_eval) {
        bool fresh = s.has_seed && s.calc == g.last_calc && (!g.last_has_seed || s.seed != g.last_seed);
        if (fresh) SavedRecordRoll(s);
        g.last_eval = s.evaluations;
        g.last_calc = s.calc;
        g.last_has_seed = s.has_seed;
        g.last_seed = s.seed;
        if (g.backend.Announce) g.backend.Announce(SavedResultText(s));
    }
    ImGui::Spacing();
    ImGui::Separator();
    if (!g.notice.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Warn)));
        ImGui::TextWrapped("%s", g.notice.c_str());
        RecordItemText(g.notice);
        ImGui::PopStyleColor();
    }
    if (WideButton(s, "share", "Share this result")) SavedShare(s);
    if (g.share_eval != s.evaluations) g.share_note.clear();  // a new answer: a new link to share
    if (!g.share_note.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Good)));
        TextFlow(g.share_note);
        ImGui::PopStyleColor();
        RecordControl(s, "share:note");
    }
    ImGui::Spacing();
    DrawPresets(s);
    ImGui::Spacing();
    DrawHistoryAndLuck(s);
    ImGui::Spacing();
    Heading("All saved data");
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    if (WideButton(s, "export", "Export file", half) && g.backend.Download) g.backend.Download(SavedExportText());
    ImGui::SameLine();
    if (WideButton(s, "import", "Import file", half) && g.backend.PickImport) g.backend.PickImport();
    if (SavedCanRestore() && WideButton(s, "restore-import", "Restore the work from before the import"))
        SavedRestoreBeforeImport();
    if (!g.status.empty()) TextDim(g.status);
    if (g.backend.TextAgent) g.backend.TextAgent(ImGui::GetIO().WantTextInput);
}

}  // namespace pm::shell
