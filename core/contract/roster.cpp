#include "contract/roster.h"

#include <algorithm>
#include <cstring>
#include <set>

#include "contract/codec.h"
#include "contract/figures.h"
#include "contract/json_read.h"
#include "contract/registry.h"

namespace pm {
namespace {

// The statuses from the least to the most serious: an effect only ever makes a figure's status
// worse (a figure already out of the fight is not "knocked down" by a later hit).
const char* const kByGravity[] = {"ready", "out-of-ammo", "knocked-down", "out-of-the-fight", "obviously-dead"};

int gravity(const std::string& status) {
    for (int i = 0; i < 5; ++i)
        if (status == kByGravity[i]) return i;
    return 0;
}

std::string printable(const std::string& s) {
    std::string out;
    for (char c : s.substr(0, 40))
        if (c >= 0x20 && c < 0x7f) out += c;
    return out;
}

bool text_field(const json& o, const char* key, size_t max, bool required) {
    auto it = o.find(key);
    if (it == o.end()) return !required;
    return it->is_string() && it->get_ref<const std::string&>().size() <= max &&
           (!required || !it->get_ref<const std::string&>().empty());
}

bool whole(const json& o, const char* key, int lo, int hi, bool required) {
    auto it = o.find(key);
    if (it == o.end()) return !required;
    return it->is_number_integer() && it->get<long long>() >= lo && it->get<long long>() <= hi;
}

std::string check_figure(const json& f, const std::string& where) {
    if (!f.is_object()) return where + " is not a figure";
    if (!text_field(f, "id", kMaxRosterId, true)) return where + " has no id";
    if (!text_field(f, "name", kMaxRosterName, true)) return where + " has no name (or one over 60 bytes)";
    const std::string name = where + " (" + printable(f["name"].get<std::string>()) + ")";
    if (!whole(f, "rep", 0, 10, true)) return name + ": Rep must be a whole number from 0 to 10";
    if (!text_field(f, "weapon", kMaxRosterId, false)) return name + ": the weapon must be a weapon id";
    if (auto a = f.find("attributes"); a != f.end()) {
        if (!a->is_array() || a->size() > 20) return name + ": attributes must be a list of ids";
        for (const auto& id : *a)
            if (!id.is_string() || id.get_ref<const std::string&>().empty() ||
                id.get_ref<const std::string&>().size() > kMaxRosterId)
                return name + ": attributes must be a list of ids";
    }
    if (auto s = f.find("star"); s != f.end() && !s->is_boolean()) return name + ": star must be true or false";
    if (auto s = f.find("status"); s != f.end() && !(s->is_string() && figure_status_known(s->get<std::string>())))
        return name + ": unknown status";
    if (!whole(f, "counters", 0, 99, false)) return name + ": counters must be a whole number from 0 to 99";
    if (!whole(f, "kills", 0, 9999, false)) return name + ": kills must be a whole number";
    return "";
}

std::string check_squad(const json& sq, const std::string& where) {
    if (!sq.is_object()) return where + " is not a squad";
    if (!text_field(sq, "id", kMaxRosterId, true)) return where + " has no id";
    if (!text_field(sq, "name", kMaxRosterName, true)) return where + " has no name (or one over 60 bytes)";
    if (!text_field(sq, "side", kMaxRosterName, false) || !text_field(sq, "army", kMaxRosterName, false))
        return where + ": side and army must be short texts";
    auto fs = sq.find("figures");
    if (fs == sq.end()) return "";
    if (!fs->is_array()) return where + ": figures must be a list";
    if (fs->size() > kMaxFiguresPerSquad) return where + " has more than 60 figures";
    std::set<std::string> ids;
    for (size_t i = 0; i < fs->size(); ++i) {
        std::string fault = check_figure((*fs)[i], where + ", figure " + std::to_string(i + 1));
        if (!fault.empty()) return fault;
        if (!ids.insert((*fs)[i]["id"].get<std::string>()).second)
            return where + ": two figures have the id \"" + printable((*fs)[i]["id"]) + "\"";
    }
    return "";
}

json& squads_of(json& roster) {
    if (!roster.contains("squads") || !roster["squads"].is_array()) roster["squads"] = json::array();
    return roster["squads"];
}

json* find_squad(json& roster, const std::string& id) {
    for (auto& sq : squads_of(roster))
        if (sq.value("id", std::string()) == id) return &sq;
    return nullptr;
}

json* find_figure(json& roster, const std::string& id) {
    for (auto& sq : squads_of(roster))
        if (sq.contains("figures"))
            for (auto& f : sq["figures"])
                if (f.value("id", std::string()) == id) return &f;
    return nullptr;
}

std::string str(const json& change, const char* key) {
    auto it = change.find(key);
    return it != change.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// A figure as the roster keeps it: the fields a figure has, defaults written out.
json normal_figure(const json& f) {
    json out = json::object();
    out["id"] = f["id"];
    out["name"] = f["name"];
    out["rep"] = f["rep"];
    if (f.contains("weapon") && !f["weapon"].get_ref<const std::string&>().empty()) out["weapon"] = f["weapon"];
    out["attributes"] = f.value("attributes", json::array());
    out["star"] = f.value("star", false);
    out["status"] = f.value("status", std::string("ready"));
    out["counters"] = f.value("counters", 0);
    out["kills"] = f.value("kills", 0);
    return out;
}

// [SECTION] apply and undo
// One effect on one figure: the change it makes ({"figure", field: [before, after]}), or null.
json effect_change(const json& fig, const json& effect) {
    const std::string what = effect.value("effect", std::string());
    json c = json::object();
    c["figure"] = fig["id"];
    auto status_to = [&](const std::string& to) {
        const std::string now = fig.value("status", std::string("ready"));
        if (gravity(to) > gravity(now)) c["status"] = json::array({now, to});
    };
    if (what == "knocked-down" || what == "out-of-the-fight" || what == "obviously-dead" || what == "out-of-ammo")
        status_to(what);
    else if (what == "kia")  // removed at the Check for KIA
        status_to("obviously-dead");
    else if (what == "kill")
        c["kills"] = json::array({fig.value("kills", 0), fig.value("kills", 0) + 1});
    else if (what == "counters") {
        const json v = effect.value("value", json());
        const int add = v.is_number_integer() ? std::clamp(v.get<int>(), 0, 99) : 0;
        const int now = fig.value("counters", 0);
        if (add > 0) c["counters"] = json::array({now, std::min(99, now + add)});
    }
    // received-fire, test and hero are said in the log: they change no value the roster keeps.
    return c.size() > 1 ? c : json();
}

void put_change(json& fig, const json& c) {
    for (const char* k : {"status", "counters", "kills"})
        if (c.contains(k)) fig[k] = c[k][1];
}

// Undo one change: a count goes back by what it added; a status goes back only if nothing changed
// it since (another event, or the player by hand).
void take_back(json& fig, const json& c) {
    if (c.contains("status") && fig.value("status", std::string("ready")) == c["status"][1])
        fig["status"] = c["status"][0];
    for (const char* k : {"counters", "kills"})
        if (c.contains(k)) fig[k] = std::max(0, fig.value(k, 0) - (c[k][1].get<int>() - c[k][0].get<int>()));
}

std::string cast_id(const json& cast, const std::string& role, int index) {
    auto it = cast.find(role);
    if (it == cast.end()) return "";
    if (it->is_string()) return index <= 1 ? it->get<std::string>() : std::string();
    if (it->is_array() && index >= 1 && static_cast<size_t>(index) <= it->size() && (*it)[index - 1].is_string())
        return (*it)[index - 1].get<std::string>();
    return "";
}

json apply_event(json roster, const json& event, std::string* error) {
    auto fail = [&](const std::string& m) {
        *error = m;
        return json();
    };
    if (!event.is_object()) return fail("apply needs an \"event\" object");
    const std::string id = str(event, "id");
    if (id.empty() || id.size() > kMaxRosterId) return fail("apply needs an event id");
    json& log = roster["log"];
    if (!log.is_array()) log = json::array();
    for (const auto& e : log)
        if (e.value("id", std::string()) == id) return roster;  // applied already (a re-sent save)
    const json cast = event.value("cast", json::object());
    const json effects = event.value("effects", json::array());
    if (!cast.is_object() || !effects.is_array()) return fail("apply needs \"cast\" and \"effects\"");
    json entry = json::object();
    entry["id"] = id;
    entry["turn"] = roster.value("turn", 1);
    entry["calc"] = str(event, "calc").substr(0, kMaxRosterId);
    std::string words = str(event, "words");
    if (words.size() > kMaxLogWords) words = words.substr(0, kMaxLogWords);
    entry["words"] = words;
    json names = json::array(), kept = json::array(), changes = json::array();
    for (auto it = cast.begin(); it != cast.end(); ++it) {
        std::vector<std::string> ids;
        if (it->is_string()) ids.push_back(it->get<std::string>());
        if (it->is_array())
            for (const auto& x : *it)
                if (x.is_string()) ids.push_back(x.get<std::string>());
        for (const auto& fid : ids)
            if (const json* f = find_figure(roster, fid))
                if (std::find(names.begin(), names.end(), (*f)["name"]) == names.end()) names.push_back((*f)["name"]);
    }
    for (const auto& e : effects) {
        if (!e.is_object() || !e.contains("role") || !e["role"].is_string() || !e.contains("effect") ||
            !e["effect"].is_string())
            return fail("an effect needs its role and what it was");
        const std::string fid = cast_id(cast, e["role"].get<std::string>(), e.value("index", 1));
        json* fig = fid.empty() ? nullptr : find_figure(roster, fid);
        json one = json::object();
        for (const char* k : {"role", "index", "figure", "effect", "value"})
            if (e.contains(k)) one[k] = e[k];
        if (fig) {
            one["figure"] = (*fig)["name"];
            one["id"] = fid;
            json c = effect_change(*fig, e);
            if (!c.is_null()) {
                put_change(*fig, c);
                changes.push_back(std::move(c));
            }
        }
        kept.push_back(std::move(one));
    }
    entry["figures"] = std::move(names);
    entry["effects"] = std::move(kept);
    entry["changes"] = std::move(changes);
    log.push_back(std::move(entry));
    while (log.size() > kMaxLogEntries) log.erase(log.begin());
    return roster;
}

json undo_event(json roster, const std::string& id) {
    if (!roster.contains("log") || !roster["log"].is_array()) return roster;
    for (auto& e : roster["log"]) {
        if (e.value("id", std::string()) != id || e.value("undone", false)) continue;
        for (const auto& c : e.value("changes", json::array()))
            if (json* fig = find_figure(roster, c.value("figure", std::string()))) take_back(*fig, c);
        e["undone"] = true;
    }
    return roster;
}

}  // namespace

json empty_roster() {
    json r = json::object();
    r["version"] = kRosterVersion;
    r["turn"] = 1;
    r["squads"] = json::array();
    r["log"] = json::array();
    return r;
}

std::string check_roster(const json& roster) {
    if (!roster.is_object()) return "the roster is not an object";
    if (!whole(roster, "version", 1, 1 << 20, true)) return "the roster has no version";
    if (roster["version"].get<int>() > kRosterVersion) return "the roster was written by a newer version of Pointman";
    if (!whole(roster, "turn", 0, 100000, false)) return "the roster's turn must be a whole number";
    auto sq = roster.find("squads");
    if (sq != roster.end()) {
        if (!sq->is_array()) return "the roster's squads must be a list";
        if (sq->size() > kMaxSquads) return "the roster holds more than 40 squads";
        std::set<std::string> ids;
        for (size_t i = 0; i < sq->size(); ++i) {
            std::string fault = check_squad((*sq)[i], "squad " + std::to_string(i + 1));
            if (!fault.empty()) return fault;
            if (!ids.insert((*sq)[i]["id"].get<std::string>()).second) return "two squads have the same id";
        }
    }
    auto log = roster.find("log");
    if (log != roster.end()) {
        if (!log->is_array()) return "the game log must be a list";
        for (size_t i = 0; i < log->size(); ++i) {
            const json& e = (*log)[i];
            const std::string where = "game log entry " + std::to_string(i + 1);
            if (!e.is_object() || !text_field(e, "id", kMaxRosterId, true)) return where + " has no id";
            if (!text_field(e, "words", kMaxLogWords, false) || !text_field(e, "calc", kMaxRosterId, false))
                return where + " is damaged";
            for (const char* k : {"figures", "effects", "changes"})
                if (e.contains(k) && !e[k].is_array()) return where + " is damaged";
            for (const auto& c : e.value("changes", json::array())) {
                if (!c.is_object() || !c.contains("figure") || !c["figure"].is_string()) return where + " is damaged";
                for (const char* k : {"status", "counters", "kills"}) {
                    if (!c.contains(k)) continue;
                    const json& v = c[k];
                    const bool pair = v.is_array() && v.size() == 2;
                    const bool ok =
                        pair && (std::string(k) == "status" ? v[0].is_string() && v[1].is_string()
                                                            : v[0].is_number_integer() && v[1].is_number_integer());
                    if (!ok) return where + " is damaged";
                }
            }
        }
    }
    return "";
}

bool is_roster_op(const std::string& op) {
    for (const char* o :
         {"put_squad", "remove_squad", "put_figure", "remove_figure", "add_group", "apply", "undo", "turn"})
        if (op == o) return true;
    return false;
}

json roster_change(const json& roster_in, const json& change, std::string* error) {
    std::string scratch;
    if (!error) error = &scratch;
    auto fail = [&](const std::string& m) {
        *error = m;
        return json();
    };
    json roster = roster_in.is_object() && check_roster(roster_in).empty() ? roster_in : empty_roster();
    const std::string op = str(change, "op");
    if (op == "put_squad") {
        const json sq = change.value("squad", json());
        std::string fault = check_squad(sq, "the squad");
        if (!fault.empty()) return fail(fault);
        json keep = json::object();
        for (const char* k : {"id", "name", "side", "army"})
            if (sq.contains(k)) keep[k] = sq[k];
        json figures = json::array();
        for (const auto& f : sq.value("figures", json::array())) figures.push_back(normal_figure(f));
        if (json* have = find_squad(roster, sq["id"])) {
            if (!sq.contains("figures")) figures = have->value("figures", json::array());
            keep["figures"] = std::move(figures);
            *have = std::move(keep);
        } else {
            if (squads_of(roster).size() >= kMaxSquads) return fail("the roster already holds 40 squads");
            keep["figures"] = std::move(figures);
            squads_of(roster).push_back(std::move(keep));
        }
    } else if (op == "remove_squad") {
        json& all = squads_of(roster);
        const std::string id = str(change, "squad");
        all.erase(std::remove_if(all.begin(), all.end(), [&](const json& s) { return s.value("id", "") == id; }),
                  all.end());
    } else if (op == "put_figure" || op == "remove_figure" || op == "add_group") {
        json* sq = find_squad(roster, str(change, "squad"));
        if (!sq) return op == "remove_figure" ? roster : fail("no squad \"" + printable(str(change, "squad")) + "\"");
        json& figs = (*sq)["figures"];
        if (!figs.is_array()) figs = json::array();
        if (op == "put_figure") {
            const json f = change.value("figure", json());
            std::string fault = check_figure(f, "the figure");
            if (!fault.empty()) return fail(fault);
            if (json* have = find_figure(roster, f["id"])) {
                *have = normal_figure(f);
            } else {
                if (figs.size() >= kMaxFiguresPerSquad) return fail("a squad holds at most 60 figures");
                figs.push_back(normal_figure(f));
            }
        } else if (op == "remove_figure") {
            const std::string id = str(change, "figure");
            figs.erase(std::remove_if(figs.begin(), figs.end(), [&](const json& f) { return f.value("id", "") == id; }),
                       figs.end());
        } else {
            const std::string gid = str(change, "id"), name = str(change, "name");
            const json count = change.value("count", json());
            if (gid.empty() || gid.size() > kMaxRosterId - 4) return fail("add_group needs an id");
            if (name.empty() || name.size() > kMaxRosterName - 4) return fail("the group needs a name");
            if (!count.is_number_integer() || count.get<int>() < 1 || count.get<int>() > kMaxGroup)
                return fail("a group is 1 to 20 figures");
            if (find_figure(roster, gid + "-1")) return roster;  // added already (a re-sent save)
            if (figs.size() + count.get<size_t>() > kMaxFiguresPerSquad)
                return fail("a squad holds at most 60 figures");
            int n = 0;  // "VC 1" … already in the squad: the group is numbered after them
            for (const auto& f : figs) {
                const std::string fn = f.value("name", std::string());
                if (fn.rfind(name + " ", 0) == 0) {
                    const std::string tail = fn.substr(name.size() + 1);
                    if (!tail.empty() && tail.size() < 4 && std::all_of(tail.begin(), tail.end(), ::isdigit))
                        n = std::max(n, std::stoi(tail));
                }
            }
            for (int i = 1; i <= count.get<int>(); ++i) {
                json f = json::object();
                f["id"] = gid + "-" + std::to_string(i);
                f["name"] = name + " " + std::to_string(n + i);
                for (const char* k : {"rep", "weapon", "attributes", "star"})
                    if (change.contains(k)) f[k] = change[k];
                std::string fault = check_figure(f, "the group");
                if (!fault.empty()) return fail(fault);
                figs.push_back(normal_figure(f));
            }
        }
    } else if (op == "apply") {
        json out = apply_event(std::move(roster), change.value("event", json()), error);
        if (out.is_null()) return out;
        roster = std::move(out);
    } else if (op == "undo") {
        roster = undo_event(std::move(roster), str(change, "event"));
    } else if (op == "turn") {
        if (!whole(change, "turn", 0, 100000, true)) return fail("turn needs a whole number");
        roster["turn"] = change["turn"];
    } else {
        return fail("unknown roster change \"" + printable(op) + "\"");
    }
    return roster;
}

const json* roster_find_figure(const json& roster, const std::string& id) {
    return find_figure(const_cast<json&>(roster), id);
}

json roster_request_figures(const json& roster, const json& cast) {
    json out = json::object();
    if (!cast.is_object()) return out;
    auto request_figure = [](const json& f) {
        json r = f;
        r.erase("id");
        return r;
    };
    for (auto it = cast.begin(); it != cast.end(); ++it) {
        if (it->is_string()) {
            if (const json* f = roster_find_figure(roster, it->get<std::string>())) out[it.key()] = request_figure(*f);
        } else if (it->is_array()) {
            json list = json::array();
            for (const auto& id : *it)
                if (id.is_string())
                    if (const json* f = roster_find_figure(roster, id.get<std::string>()))
                        list.push_back(request_figure(*f));
            if (!list.empty()) out[it.key()] = std::move(list);
        }
    }
    return out;
}

json roster_attribute_ids() {
    std::set<std::string> ids;
    for (const Calculator* c : all_calculators())
        for (const auto& role : calculator_roles(*c)) {
            auto take = [&](const json& sets) {
                for (auto s = sets.begin(); s != sets.end(); ++s)
                    if (s.value().is_string() && s.value().get<std::string>().rfind("attribute ", 0) == 0)
                        ids.insert(s.value().get<std::string>().substr(10));
            };
            if (role.contains("sets")) take(role["sets"]);
            if (role.contains("each"))
                for (const auto& e : role["each"]) take(e);
            if (role.contains("positions"))
                for (auto p = role["positions"].begin(); p != role["positions"].end(); ++p)
                    if (p.value().is_string()) ids.insert(p.value().get<std::string>());
        }
    json out = json::array();
    for (const auto& id : ids) out.push_back(id);
    return out;
}

std::string squad_share_text(const json& squad) {
    json doc = json::object();
    doc["app"] = "pointman";
    doc["squad"] = squad;
    return doc.dump();
}

json squad_from_share(const std::string& text) {
    json r = json::object();
    JsonRead read = read_json_text(text, 256 * 1024, kMaxJsonDepth);
    std::string fault;
    if (read.fault != JsonFault::None || !read.value.is_object() || read.value.value("app", "") != "pointman" ||
        !read.value.contains("squad"))
        fault = "this is not a Pointman squad";
    else
        fault = check_squad(read.value["squad"], "the squad");
    if (!fault.empty()) {
        r["ok"] = false;
        r["message"] = "cannot open the squad: " + fault;
        return r;
    }
    json squad = read.value["squad"];
    json figures = json::array();
    for (const auto& f : squad.value("figures", json::array())) figures.push_back(normal_figure(f));
    squad["figures"] = std::move(figures);
    r["ok"] = true;
    r["squad"] = std::move(squad);
    return r;
}

namespace {
const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr const char* kSquadLink = "#/squad/";
}  // namespace

std::string squad_link(const json& squad) {
    const std::string in = squad_share_text(squad);
    std::string out = kSquadLink;
    unsigned v = 0;
    int bits = 0;
    for (unsigned char ch : in) {
        v = (v << 8) | ch;
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            out += kB64[(v >> bits) & 63];
        }
    }
    if (bits > 0) out += kB64[(v << (6 - bits)) & 63];
    return out;
}

bool is_squad_link(const std::string& link) {
    const size_t at = link.find(kSquadLink);
    return at != std::string::npos && at <= 1;  // "#/squad/…" or "/#/squad/…" kept as the page gives it
}

json squad_from_link(const std::string& link) {
    std::string text;
    const size_t at = link.find(kSquadLink);
    unsigned v = 0;
    int bits = 0;
    bool good = at != std::string::npos && link.size() - at < 400 * 1024;
    for (size_t i = at + 8; good && i < link.size(); ++i) {
        const char* p = std::strchr(kB64, link[i]);
        if (!p || !*p) {
            good = link[i] == '=';  // padding some tools add
            break;
        }
        v = (v << 6) | static_cast<unsigned>(p - kB64);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            text += static_cast<char>((v >> bits) & 0xff);
        }
    }
    if (!good) {
        json r = json::object();
        r["ok"] = false;
        r["message"] = "cannot open the squad: the link is damaged";
        return r;
    }
    return squad_from_share(text);
}

}  // namespace pm
