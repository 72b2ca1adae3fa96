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
    json j = object_with_room(3);
    add_field(j, "x", c.x);
    add_field(j, "y", c.y);
    add_field(j, "level", c.level);
    return j;
}

json encounter_json(const Encounter& e) {
    json j = object_with_room(8);
    add_field(j, "checked_on", e.checked_on);
    add_field(j, "check_die", e.check_die);
    add_field(j, "roll", e.roll);
    add_field(j, "id", e.id);
    add_field(j, "label", e.label);
    add_field(j, "rule", "FNG p.58 Tunnel Encounter, Pointman reading 19");
    if (e.weapon_die) {
        add_field(j, "weapon_die", e.weapon_die);
        add_field(j, "weapon", e.weapon);
    }
    return j;
}

json section_json(const Section& s) {
    // Fields in this order; the names are fixed, so each is appended (engine/json.h).
    json j = object_with_room(20);
    add_field(j, "n", s.n);
    add_field(j, "kind", s.kind);
    add_field(j, "level", s.level);
    add_field(j, "dir", dir_name(s.dir));
    add_field(j, "fit", s.fit);
    if (s.n > 0) {
        add_field(j, "row", std::to_string(s.row));
        add_field(j, "dice", s.dice);
        add_field(j, "from", s.from);
    }
    add_field(j, "label", s.kind == "entrance" ? std::string("Entrance") : tables().kind(s.kind).label);
    add_field(j, "text", describe(s));
    json rects = array_with_room(s.rects.size());
    for (const auto& r : s.rects) {
        json& e = add_element(rects, object_with_room(6));
        add_field(e, "x", r.x);
        add_field(e, "y", r.y);
        add_field(e, "w", r.w);
        add_field(e, "h", r.h);
        add_field(e, "level", r.level);
        add_field(e, "part", r.part);
    }
    add_field(j, "rects", std::move(rects));
    add_field(j, "openings", s.openings);
    if (s.into >= 0) add_field(j, "into", s.into);
    if (s.connector) add_field(j, "connector", s.connector);
    if (!s.side.empty()) {
        json& side = add_field(j, "side", object_with_room(2));
        add_field(side, "side", s.side);
        add_field(side, "die", s.side_die);
    }
    if (!s.trapdoor.empty()) {
        json& td = add_field(j, "trap_door", object_with_room(3));
        add_field(td, "way", s.trapdoor);
        add_field(td, "die", s.trapdoor_die);
        add_field(td, "rule", "FNG p.57, Pointman reading 1");
    }
    json notes = array_with_room(s.notes.size());
    for (const auto& n : s.notes) {
        json& e = add_element(notes, object_with_room(5));
        add_field(e, "note", n.note);
        add_field(e, "rule", n.rule);
        add_field(e, "dice", n.dice);
        add_field(e, "hit", n.hit);
        add_field(e, "text", n.text);
    }
    add_field(j, "notes", std::move(notes));
    if (s.t_junction) add_field(j, "t_junction", true);
    if (!s.collapse_dice.empty()) {
        json& ac = add_field(j, "armory_collapse", object_with_room(2));
        add_field(ac, "dice", s.collapse_dice);
        add_field(ac, "inches", s.collapse_inches);
    }
    if (s.check_die) {
        json& ec = add_field(j, "encounter_check", object_with_room(2));
        add_field(ec, "die", s.check_die);
        add_field(ec, "hit", s.check_die == 1);
    }
    add_field(j, "encounter", s.has_encounter ? encounter_json(s.encounter) : json(nullptr));
    return j;
}
}  // namespace

json to_json(const Complex& c, bool include_pending) {
    json secs = array_with_room(c.sections.size());
    for (const auto& s : c.sections) add_element(secs, section_json(s));
    json ops = array_with_room(c.openings.size());
    for (const auto& o : c.openings) {
        json& j = add_element(ops, object_with_room(9));
        add_field(j, "id", o.id);
        add_field(j, "section", o.section);
        add_field(j, "cell", cell_json(o.cell));
        add_field(j, "dir", dir_name(o.dir));
        add_field(j, "side", o.side);
        add_field(j, "to", o.to >= 0 ? json(o.to) : json(nullptr));
        if (o.joins >= 0) add_field(j, "joins", o.joins);
        if (o.trapped) add_field(j, "trapped", true);
        add_field(j, "state", o.to >= 0 ? "explored" : o.joins >= 0 ? "joins" : "open");
    }
    json exits = array_with_room(c.exits.size());
    for (const auto& e : c.exits) {
        json& j = add_element(exits, object_with_room(3));
        add_field(j, "section", e.section);
        add_field(j, "kind", e.kind);
        add_field(j, "cell", cell_json(e.cell));
    }
    // Room for what roll_tunnel_complex adds after these (mode, flashlight, choices, generator, faces).
    json out = object_with_room(16);
    add_field(out, "size", c.size);
    add_field(out, "size_die", c.size_die ? json(c.size_die) : json(nullptr));
    add_field(out, "table", c.table);
    add_field(out, "count", static_cast<int>(c.sections.size()) - 1);
    add_field(out, "sections", std::move(secs));
    add_field(out, "openings", std::move(ops));
    add_field(out, "open_branches", c.open_branches());
    add_field(out, "exits", std::move(exits));
    add_field(out, "levels", c.levels());
    add_field(out, "ended", c.ended.empty() ? json(nullptr) : json(c.ended));
    if (include_pending)
        add_field(out, "next_encounter", c.pending_encounter ? encounter_json(c.pending) : json(nullptr));
    return out;
}

}  // namespace pm::fng::tunnel
