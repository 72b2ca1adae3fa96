#include "rules/fng/tunnel/model.h"

#include <algorithm>
#include <set>

#include "rules/fng/tunnel/tables.h"

namespace pm::fng::tunnel {

const char* dir_name(int d) {
    static const char* names[4] = {"N", "E", "S", "W"};
    return names[((d % 4) + 4) % 4];
}

std::vector<int> Complex::open_branches() const {
    std::vector<int> out;
    for (const auto& o : openings)
        if (o.to < 0 && o.joins < 0) out.push_back(o.id);
    return out;
}

bool Complex::other_exit_known() const {
    for (const auto& e : exits)
        if (e.kind != "entrance") return true;
    return false;
}

std::vector<int> Complex::levels() const {
    std::set<int> s;
    for (const auto& sec : sections)
        for (const auto& r : sec.rects) s.insert(r.level);
    return {s.begin(), s.end()};
}

std::string describe(const Section& s) {
    if (s.kind == "entrance") return "Entrance and the first 6\" of passage";
    const Kind& k = tables().kind(s.kind);
    std::string out = k.label;
    if (k.size_assumed) out += " (6\"x6\" assumed)";
    if (!s.side.empty()) out += k.alcove ? ", alcove on the " + s.side : ", side opening " + s.side;
    if (!s.trapdoor.empty()) out += s.trapdoor == "floor" ? ", down through the floor" : ", up through the ceiling";
    if (s.t_junction) out += "; no other way out, so it is a T junction";
    if (s.fit == "connector") out += "; reached by " + std::to_string(s.connector) + "\" of passage";
    if (s.fit == "breakthrough")
        out = "Passage breaks into section " + std::to_string(s.into) + " (rolled: " + k.label + ")";
    if (s.fit == "squeezed") out += "; no space to lay it out, drawn as a 6\" passage";
    if (k.armory)
        out += "; a shot fired in it explodes it on a 1 (Impact 6, 8\" circle), then it and " +
               std::to_string(s.collapse_inches) + "\" beyond collapse";
    for (const auto& n : s.notes) out += "; " + n.text;
    if (s.has_encounter) {
        out += "; ENCOUNTER: " + s.encounter.label;
        if (!s.encounter.weapon.empty()) out += " (" + s.encounter.weapon + ")";
    }
    return out;
}

namespace {
json cell_json(const Cell& c) {
    return json{{"x", c.x}, {"y", c.y}, {"level", c.level}};
}

json encounter_json(const Encounter& e) {
    json j{{"checked_on", e.checked_on},
           {"check_die", e.check_die},
           {"roll", e.roll},
           {"id", e.id},
           {"label", e.label},
           {"rule", "FNG p.58 Tunnel Encounter, Pointman reading 19"}};
    if (e.weapon_die) {
        j["weapon_die"] = e.weapon_die;
        j["weapon"] = e.weapon;
    }
    return j;
}
}  // namespace

json to_json(const Complex& c, bool include_pending) {
    json secs = json::array();
    for (const auto& s : c.sections) {
        json j{{"n", s.n}, {"kind", s.kind}, {"level", s.level}, {"dir", dir_name(s.dir)}, {"fit", s.fit}};
        if (s.n > 0) {
            j["row"] = std::to_string(s.row);
            j["dice"] = s.dice;
            j["from"] = s.from;
        }
        j["label"] = s.kind == "entrance" ? std::string("Entrance") : tables().kind(s.kind).label;
        j["text"] = describe(s);
        json rects = json::array();
        for (const auto& r : s.rects)
            rects.push_back({{"x", r.x}, {"y", r.y}, {"w", r.w}, {"h", r.h}, {"level", r.level}, {"part", r.part}});
        j["rects"] = std::move(rects);
        j["openings"] = s.openings;
        if (s.into >= 0) j["into"] = s.into;
        if (s.connector) j["connector"] = s.connector;
        if (!s.side.empty()) j["side"] = {{"side", s.side}, {"die", s.side_die}};
        if (!s.trapdoor.empty())
            j["trap_door"] = {{"way", s.trapdoor}, {"die", s.trapdoor_die}, {"rule", "FNG p.57, Pointman reading 1"}};
        json notes = json::array();
        for (const auto& n : s.notes)
            notes.push_back({{"note", n.note}, {"rule", n.rule}, {"dice", n.dice}, {"hit", n.hit}, {"text", n.text}});
        j["notes"] = std::move(notes);
        if (s.t_junction) j["t_junction"] = true;
        if (!s.collapse_dice.empty()) j["armory_collapse"] = {{"dice", s.collapse_dice}, {"inches", s.collapse_inches}};
        if (s.check_die) j["encounter_check"] = {{"die", s.check_die}, {"hit", s.check_die == 1}};
        j["encounter"] = s.has_encounter ? encounter_json(s.encounter) : json(nullptr);
        secs.push_back(std::move(j));
    }
    json ops = json::array();
    for (const auto& o : c.openings) {
        json j{{"id", o.id},
               {"section", o.section},
               {"cell", cell_json(o.cell)},
               {"dir", dir_name(o.dir)},
               {"side", o.side}};
        j["to"] = o.to >= 0 ? json(o.to) : json(nullptr);
        if (o.joins >= 0) j["joins"] = o.joins;
        if (o.trapped) j["trapped"] = true;
        j["state"] = o.to >= 0 ? "explored" : o.joins >= 0 ? "joins" : "open";
        ops.push_back(std::move(j));
    }
    json exits = json::array();
    for (const auto& e : c.exits)
        exits.push_back({{"section", e.section}, {"kind", e.kind}, {"cell", cell_json(e.cell)}});
    json out{{"size", c.size},
             {"size_die", c.size_die ? json(c.size_die) : json(nullptr)},
             {"table", c.table},
             {"count", static_cast<int>(c.sections.size()) - 1},
             {"sections", std::move(secs)},
             {"openings", std::move(ops)},
             {"open_branches", c.open_branches()},
             {"exits", std::move(exits)},
             {"levels", c.levels()},
             {"ended", c.ended.empty() ? json(nullptr) : json(c.ended)}};
    if (include_pending) out["next_encounter"] = c.pending_encounter ? encounter_json(c.pending) : json(nullptr);
    return out;
}

}  // namespace pm::fng::tunnel
