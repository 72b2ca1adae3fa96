#include "contract/saved_store.h"

#include <algorithm>
#include <string>

#include "contract/codec.h"
#include "contract/json_read.h"
#include "contract/registry.h"
#include "contract/roster.h"
#include "contract/tables/user_tables.h"

namespace pm {

namespace {

json fail(const std::string& reason, const std::string& message) {
    json r = json::object();
    r["ok"] = false;
    r["reason"] = reason;
    r["message"] = message;
    return r;
}

std::string printable(const std::string& s) {
    std::string out;
    for (char c : s.substr(0, 60))
        if (c >= 0x20 && c < 0x7f) out += c;
    return out;
}

bool is_settings_id(const json& v) {
    return v.is_string() && !v.get_ref<const std::string&>().empty() &&
           v.get_ref<const std::string&>().size() <= kMaxSettingsId;
}

// The picker's part of "settings": lists of ids and the rule-set filter. Other keys are free.
std::string check_settings(const json& doc) {
    auto st = doc.find("settings");
    if (st == doc.end()) return "";
    for (const char* key : {"recent", "pinned"}) {
        auto it = st->find(key);
        if (it == st->end()) continue;
        if (!it->is_array()) return std::string("settings \"") + key + "\" must be a list of calculator ids";
        for (const auto& id : *it)
            if (!is_settings_id(id))
                return std::string("settings \"") + key + "\" holds something that is not a calculator id";
    }
    if (auto it = st->find("pinned"); it != st->end() && it->size() > kMaxPinned)
        return "settings \"pinned\" holds more than " + std::to_string(kMaxPinned) + " calculators";
    if (auto it = st->find("ruleset");
        it != st->end() && !(it->is_string() && it->get_ref<const std::string&>().size() <= kMaxSettingsId))
        return "settings \"ruleset\" must be a rule-set id";
    return "";
}

// Shape checks shared by the store and the import. Returns an empty string when fine.
std::string check_shape(const json& doc) {
    if (!doc.is_object()) return "the saved data is not a JSON object";
    auto app = doc.find("app");
    if (app == doc.end() || !app->is_string() || *app != "pointman") return "the saved data is not a Pointman file";
    auto schema = doc.find("schema");
    if (schema == doc.end() || !schema->is_number_integer() || schema->get<int64_t>() < 1)
        return "the saved data has no valid schema version";
    for (const char* section : {"presets", "history"}) {
        auto it = doc.find(section);
        if (it == doc.end()) continue;
        if (!it->is_object()) return std::string("\"") + section + "\" must be an object";
        for (const auto& [calc, list] : it->items()) {
            if (!list.is_array()) return std::string(section) + " for \"" + printable(calc) + "\" must be a list";
            for (const auto& e : list) {
                if (!e.is_object())
                    return std::string(section) + " for \"" + printable(calc) + "\" holds a non-object entry";
                if (auto p = e.find("params"); p != e.end() && !p->is_object())
                    return std::string(section) + " for \"" + printable(calc) + "\": params must be an object";
            }
        }
    }
    for (const char* section : {"tables", "settings"}) {
        auto it = doc.find(section);
        if (it != doc.end() && !it->is_object()) return std::string("\"") + section + "\" must be an object";
    }
    return check_settings(doc);
}

json parse_limited(std::string_view text, std::string& error) {
    // Read in linear time, nested no deeper than a request (saved data is a few levels deep).
    JsonRead read = read_json_text(text, kMaxStoreBytes, kMaxJsonDepth);
    if (read.fault == JsonFault::TooLarge) {
        error = "too_large";
        return nullptr;
    }
    if (read.fault != JsonFault::None) {
        error = "corrupt";
        return nullptr;
    }
    return std::move(read.value);
}

}  // namespace

json empty_store() {
    json s = json::object();
    s["app"] = "pointman";
    s["schema"] = kStoreSchema;
    s["presets"] = json::object();
    s["history"] = json::object();
    s["tables"] = json::object();
    s["settings"] = json::object();
    return s;
}

static json settings_object(const json& settings) {
    return settings.is_object() ? settings : json::object();
}

static json id_list(const json& settings, const char* key) {
    auto it = settings.find(key);
    return it != settings.end() && it->is_array() ? *it : json::array();
}

json settings_opened(const json& settings, const std::string& calc_id) {
    json out = settings_object(settings);
    if (calc_id.empty() || calc_id.size() > kMaxSettingsId) return out;
    json recent = json::array({calc_id});
    for (const auto& id : id_list(out, "recent"))
        if (recent.size() < kMaxRecent && id != calc_id) recent.push_back(id);
    out["recent"] = std::move(recent);
    return out;
}

json settings_toggle_pin(const json& settings, const std::string& calc_id) {
    json out = settings_object(settings);
    if (calc_id.empty() || calc_id.size() > kMaxSettingsId) return out;
    json pinned = json::array();
    bool was = false;
    for (const auto& id : id_list(out, "pinned")) {
        if (id == calc_id)
            was = true;
        else
            pinned.push_back(id);
    }
    if (!was) {
        if (pinned.size() >= kMaxPinned) return out;  // full: nothing changes
        pinned.push_back(calc_id);
    }
    out["pinned"] = std::move(pinned);
    return out;
}

json settings_set_ruleset(const json& settings, const std::string& ruleset) {
    json out = settings_object(settings);
    if (ruleset.size() <= kMaxSettingsId) out["ruleset"] = ruleset;
    return out;
}

bool is_theme_name(const std::string& theme) {
    return theme == "auto" || theme == "dark" || theme == "light" || theme == "contrast";
}

json settings_set_display(const json& settings, const json& display, std::string* error) {
    json out = settings_object(settings);
    auto refuse = [&](const char* why) {
        if (error) *error = why;
        return settings_object(settings);
    };
    if (!display.is_object()) return refuse("display needs \"theme\" or \"text_size\"");
    auto t = display.find("theme");
    auto n = display.find("text_size");
    if (t == display.end() && n == display.end()) return refuse("display needs \"theme\" or \"text_size\"");
    if (t != display.end()) {
        if (!t->is_string() || !is_theme_name(t->get<std::string>()))
            return refuse("theme must be \"auto\", \"dark\", \"light\" or \"contrast\"");
        out["theme"] = *t;
    }
    if (n != display.end()) {
        if (!n->is_number_integer() || n->get<int64_t>() < 0 || n->get<int64_t>() > kMaxTextSize)
            return refuse("text_size must be a whole number from 0 to 3");
        out["text_size"] = n->get<int>();
    }
    return out;
}

json check_store(std::string_view text) {
    std::string error;
    json doc = parse_limited(text, error);
    if (error == "too_large") return fail("too_large", "the saved data is larger than this app accepts");
    if (error == "corrupt") return fail("corrupt", "the saved data is damaged (not readable JSON)");
    std::string shape = check_shape(doc);
    if (!shape.empty()) return fail("corrupt", shape);
    if (doc["schema"].get<int64_t>() > kStoreSchema)
        return fail("future",
                    "the saved data was written by a newer version of Pointman (schema " + doc["schema"].dump() + ")");
    json store = empty_store();
    json notes = json::array();
    for (const char* section : {"presets", "history", "tables", "settings"})
        if (doc.contains(section)) store[section] = doc[section];
    // The roster and its game log: a roster that cannot be read is kept aside in the document, as it
    // was, and the player told; the rest of the saved work loads (roster.h).
    std::string roster_fault;
    if (auto ro = doc.find("roster"); ro != doc.end()) {
        roster_fault = check_roster(*ro);
        if (roster_fault.empty())
            store["roster"] = *ro;
        else
            store["roster_aside"] = *ro;
    }
    if (auto aside = doc.find("roster_aside"); aside != doc.end() && !store.contains("roster_aside"))
        store["roster_aside"] = *aside;
    // The write log (see merge_changes): kept when well formed, else left out (it is bookkeeping,
    // not the player's work).
    if (auto w = doc.find("writes"); w != doc.end() && w->is_array() && w->size() <= kMaxWriteLog) {
        bool good = true;
        for (const auto& id : *w)
            good = good && id.is_string() && !id.get_ref<const std::string&>().empty() &&
                   id.get_ref<const std::string&>().size() <= 32;
        if (good) store["writes"] = *w;
    }
    for (auto& [calc, list] : store["history"].items()) {
        if (list.size() > kMaxHistoryPerCalc) {
            json trimmed = json::array();
            for (size_t i = list.size() - kMaxHistoryPerCalc; i < list.size(); ++i) trimmed.push_back(list[i]);
            list = std::move(trimmed);
            notes.push_back("older rolls of " + printable(calc) + " beyond the last 200 were dropped");
        }
    }
    if (json& st = store["settings"]; st.contains("recent") && st["recent"].size() > kMaxRecent) {
        json trimmed = json::array();
        for (size_t i = 0; i < kMaxRecent; ++i) trimmed.push_back(st["recent"][i]);  // newest first
        st["recent"] = std::move(trimmed);
        notes.push_back("recently opened calculators beyond the last " + std::to_string(kMaxRecent) + " were dropped");
    }
    json r = json::object();
    r["ok"] = true;
    r["store"] = std::move(store);
    r["notes"] = std::move(notes);
    if (!roster_fault.empty())
        r["roster_aside"] = "The roster could not be read (" + roster_fault +
                            "). It was kept aside in your saved work, nothing was deleted; the roster starts empty.";
    return r;
}

json check_import(std::string_view text) {
    json checked = check_store(text);
    if (!checked["ok"].get<bool>()) {
        json r = json::object();
        r["ok"] = false;
        r["message"] = "cannot import: " + checked["message"].get<std::string>();
        return r;
    }
    const json& store = checked["store"];
    if (checked.contains("roster_aside")) {
        json r = json::object();
        r["ok"] = false;
        r["message"] = "cannot import: the file's roster is damaged (" +
                       check_roster(json::parse(std::string(text), nullptr, false).value("roster", json())) +
                       "). Nothing was changed.";
        return r;
    }
    for (const auto& [calc, list] : store["presets"].items()) {
        if (!find_calculator(calc)) {
            json r = json::object();
            r["ok"] = false;
            r["message"] = "cannot import: this version has no calculator \"" + printable(calc) + "\"";
            return r;
        }
        if (list.size() > kMaxPresetsPerCalc) {
            json r = json::object();
            r["ok"] = false;
            r["message"] = "cannot import: more than 100 presets for " + printable(calc);
            return r;
        }
        for (const auto& preset : list) {
            auto n = preset.find("name");
            std::string name = n != preset.end() && n->is_string() ? n->get<std::string>() : std::string();
            if (name.empty() || name.size() > 80) {
                json r = json::object();
                r["ok"] = false;
                r["message"] =
                    "cannot import: a preset of " + printable(calc) + " has no name (or one over 80 characters)";
                return r;
            }
            json req = json::object();
            req["calc"] = calc;
            req["params"] = preset.contains("params") ? preset["params"] : json::object();
            json res = validate_request(req);
            if (!res.is_null()) {
                json r = json::object();
                r["ok"] = false;
                r["message"] = "cannot import: preset \"" + printable(name) + "\" of " + printable(calc) + ": " +
                               res["error"]["message"].get<std::string>();
                return r;
            }
        }
    }
    // Each table as its calculator will read it (the core's validator, table by table), and small
    // enough to travel in a request: a bad or oversized table would otherwise break its calculator
    // until deleted. A table id this build does not know is kept (a newer build's), size-checked.
    for (const auto& [id, table] : store["tables"].items()) {
        std::string fault;
        const size_t bytes = to_text(table).size();
        if (bytes > kMaxTableBytes) {
            fault = "it is " + std::to_string(bytes / 1024) + " KB, more than the " +
                    std::to_string(kMaxTableBytes / 1024) + " KB a table may have";
        } else if (!tables::table_kind(id).empty()) {
            std::vector<std::string> faults;
            try {
                faults = tables::validate_user_table(id, table);
            } catch (const std::exception& e) {
                faults = {std::string("it cannot be read: ") + e.what()};
            }
            if (!faults.empty())
                fault = faults[0] + (faults.size() > 1 ? " (and " + std::to_string(faults.size() - 1) + " more)" : "");
        }
        if (!fault.empty()) {
            json r = json::object();
            r["ok"] = false;
            r["table"] = id;
            r["message"] =
                "cannot import: the table \"" + printable(id) + "\" is not usable: " + fault + ". Nothing was changed.";
            return r;
        }
    }
    json r = json::object();
    r["ok"] = true;
    r["store"] = store;
    return r;
}

// [SECTION] changes
namespace {

json change_fail(const std::string& message) {
    json r = json::object();
    r["ok"] = false;
    r["message"] = message;
    return r;
}

// A string field of a change: non-empty, at most `max` bytes.
bool field(const json& change, const char* key, size_t max, std::string& out) {
    auto it = change.find(key);
    if (it == change.end() || !it->is_string()) return false;
    out = it->get<std::string>();
    return !out.empty() && out.size() <= max;
}

json& list_of(json& store, const char* section, const std::string& calc) {
    json& all = store[section];
    if (!all.is_object()) all = json::object();
    if (!all.contains(calc) || !all[calc].is_array()) all[calc] = json::array();
    return all[calc];
}

long find_preset(const json& list, const std::string& name) {
    for (size_t i = 0; i < list.size(); ++i)
        if (list[i].is_object() && list[i].value("name", std::string()) == name) return static_cast<long>(i);
    return -1;
}

}  // namespace

json apply_change(const json& store, const json& change) {
    if (!change.is_object() || !change.contains("op") || !change["op"].is_string())
        return change_fail("a change needs an \"op\"");
    const std::string op = change["op"].get<std::string>();
    json out = store.is_object() ? store : empty_store();
    std::string calc, id, name, to;
    if (op == "replace") {
        auto it = change.find("store");
        if (it == change.end() || !it->is_object()) return change_fail("replace needs a \"store\" object");
        json checked = check_store(it->dump());
        if (!checked["ok"].get<bool>()) return change_fail("replace: " + checked["message"].get<std::string>());
        out = checked["store"];
    } else if (is_roster_op(op)) {
        std::string error;
        json roster = roster_change(out.value("roster", json()), change, &error);
        if (roster.is_null()) return change_fail(error);
        out["roster"] = std::move(roster);
    } else if (op == "set_table") {
        if (!field(change, "id", kMaxSettingsId, id)) return change_fail("set_table needs a table id");
        auto t = change.find("table");
        if (t == change.end() || !t->is_object()) return change_fail("set_table needs a \"table\" object");
        if (to_text(*t).size() > kMaxTableBytes)  // it could not travel in a request: its calculator would break
            return change_fail("the table is larger than the " + std::to_string(kMaxTableBytes / 1024) +
                               " KB a table may have");
        out["tables"][id] = *t;
    } else if (op == "remove_table") {
        if (!field(change, "id", kMaxSettingsId, id)) return change_fail("remove_table needs a table id");
        out["tables"].erase(id);
    } else if (op == "put_preset" || op == "rename_preset" || op == "delete_preset") {
        if (!field(change, "calc", kMaxSettingsId, calc)) return change_fail(op + " needs a calculator id");
        if (!field(change, "name", 80, name)) return change_fail(op + " needs a preset name of 1 to 80 bytes");
        json& list = list_of(out, "presets", calc);
        long at = find_preset(list, name);
        if (op == "put_preset") {
            auto p = change.find("params");
            if (p == change.end() || !p->is_object()) return change_fail("put_preset needs a \"params\" object");
            if (at >= 0)
                list[static_cast<size_t>(at)]["params"] = *p;  // same name: the later one wins
            else if (list.size() >= kMaxPresetsPerCalc)
                return change_fail("there are already 100 presets for " + printable(calc));
            else
                list.push_back({{"name", name}, {"params", *p}});
        } else if (op == "rename_preset") {
            if (!field(change, "to", 80, to)) return change_fail("rename_preset needs a new name of 1 to 80 bytes");
            if (at >= 0 && to != name) {
                long clash = find_preset(list, to);
                list[static_cast<size_t>(at)]["name"] = to;
                if (clash >= 0) list.erase(list.begin() + clash);
            }
        } else if (at >= 0) {
            list.erase(list.begin() + at);
        }
    } else if (op == "add_roll") {
        if (!field(change, "calc", kMaxSettingsId, calc)) return change_fail("add_roll needs a calculator id");
        auto r = change.find("roll");
        if (r == change.end() || !r->is_object()) return change_fail("add_roll needs a \"roll\" object");
        if (auto p = r->find("params"); p != r->end() && !p->is_object())
            return change_fail("add_roll: params must be an object");
        json& list = list_of(out, "history", calc);
        if (std::find(list.begin(), list.end(), *r) != list.end()) {  // the same roll again (a re-sent change): once
            json same = json::object();
            same["ok"] = true;
            same["store"] = std::move(out);
            return same;
        }
        list.push_back(*r);
        while (list.size() > kMaxHistoryPerCalc) list.erase(list.begin());
    } else if (op == "opened") {
        if (!field(change, "calc", kMaxSettingsId, calc)) return change_fail("opened needs a calculator id");
        out["settings"] = settings_opened(out["settings"], calc);
    } else if (op == "pin") {
        if (!field(change, "calc", kMaxSettingsId, calc)) return change_fail("pin needs a calculator id");
        auto want = change.find("pinned");
        if (want == change.end() || !want->is_boolean()) return change_fail("pin needs \"pinned\": true or false");
        json st = settings_object(out["settings"]);
        json list = id_list(st, "pinned");
        bool is = std::find(list.begin(), list.end(), json(calc)) != list.end();
        if (is != want->get<bool>()) st = settings_toggle_pin(st, calc);
        out["settings"] = std::move(st);
    } else if (op == "ruleset") {
        auto it = change.find("ruleset");
        if (it == change.end() || !it->is_string() || it->get_ref<const std::string&>().size() > kMaxSettingsId)
            return change_fail("ruleset needs a rule-set id");
        out["settings"] = settings_set_ruleset(out["settings"], it->get<std::string>());
    } else if (op == "display") {
        std::string error;
        json display = json::object();
        for (const char* key : {"theme", "text_size"})
            if (auto it = change.find(key); it != change.end()) display[key] = *it;
        json st = settings_set_display(out["settings"], display, &error);
        if (!error.empty()) return change_fail(error);
        out["settings"] = std::move(st);
    } else {
        return change_fail("unknown change \"" + printable(op) + "\"");
    }
    json r = json::object();
    r["ok"] = true;
    r["store"] = std::move(out);
    return r;
}

json merge_changes(std::string_view stored, const json& changes, const std::string& write_id) {
    if (!changes.is_array()) return fail("invalid", "changes must be a list");
    json base = empty_store();
    bool readable = true;
    if (!stored.empty()) {
        json checked = check_store(stored);
        if (checked["ok"].get<bool>())
            base = std::move(checked["store"]);
        else {
            readable = false;
            if (changes.empty() || !changes[0].is_object() || changes[0].value("op", std::string()) != "replace")
                return fail("unreadable", "what is stored cannot be read, so it is left as it is (" +
                                              checked["message"].get<std::string>() + ")");
        }
    }
    json refused = json::array();
    for (size_t i = 0; i < changes.size(); ++i) {
        json applied = apply_change(base, changes[i]);
        if (!applied["ok"].get<bool>()) {
            refused.push_back({{"index", i}, {"message", applied["message"]}});
            continue;
        }
        base = std::move(applied["store"]);
        readable = true;
    }
    if (!readable) return fail("unreadable", "what is stored cannot be read, so it is left as it is");
    if (!write_id.empty()) {
        json log = base.contains("writes") && base["writes"].is_array() ? base["writes"] : json::array();
        log.push_back(write_id.substr(0, 32));
        while (log.size() > kMaxWriteLog) log.erase(log.begin());
        base["writes"] = std::move(log);
    }
    json r = json::object();
    r["ok"] = true;
    r["text"] = to_text(base);
    if (r["text"].get_ref<const std::string&>().size() > kMaxStoreBytes)
        return fail("too_large",
                    "the saved data would be larger than this app accepts; export it and delete old entries");
    r["store"] = std::move(base);
    r["refused"] = std::move(refused);
    return r;
}

json merge_change(std::string_view stored, const json& change) {
    json r = merge_changes(stored, json::array({change}));
    if (r["ok"].get<bool>() && !r["refused"].empty())
        return fail("invalid", r["refused"][0]["message"].get<std::string>());
    if (r["ok"].get<bool>()) r.erase("refused");
    return r;
}

}  // namespace pm
