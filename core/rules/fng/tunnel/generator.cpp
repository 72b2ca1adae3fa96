#include "rules/fng/tunnel/generator.h"

#include <algorithm>
#include <numeric>

namespace pm::fng::tunnel {

namespace {
int sum(const std::vector<int>& v) {
    return std::accumulate(v.begin(), v.end(), 0);
}

std::string split_label(const Note& n, int die) {
    for (const auto& s : n.split)
        if (die <= s.to) return s.label;
    return n.split.empty() ? std::string() : n.split.back().label;
}
}  // namespace

Generator::Generator(Prng& dice, Options o) : rng_(dice), o_(std::move(o)) {
    const Tables& t = tables();
    if (o_.size == "auto") {
        c_.size_die = rng_.die();
        c_.size = t.sizes[size_index_for_die(c_.size_die)].size;
    } else {
        c_.size = o_.size;
    }
    c_.table = t.size(c_.size).table;
    // Section 0: the first 6" in front of the tunnel rat, laid out before any roll (p.57).
    Section s0;
    s0.n = 0;
    s0.kind = "entrance";
    std::vector<Cell> cells;
    for (int i = 0; i < 6; ++i) cells.push_back({i, 0, 0});
    s0.rects.push_back(bounds(cells, "passage"));
    occ_.mark(cells, 0);
    frames_.push_back(Frame{{0, 0, 0}, E, 0, 0});
    c_.exits.push_back({0, {0, 0, 0}, "entrance"});
    add_opening(s0, {5, 0, 0}, E, "far");
    c_.sections.push_back(std::move(s0));
}

bool Generator::is_open(int id) const {
    if (id < 1 || id > static_cast<int>(c_.openings.size())) return false;
    const Opening& o = c_.openings[id - 1];
    return o.to < 0 && o.joins < 0;
}

int Generator::add_opening(Section& s, Cell cell, int dir, const std::string& side) {
    Opening o;
    o.id = static_cast<int>(c_.openings.size()) + 1;
    o.section = s.n;
    o.cell = cell;
    o.dir = dir;
    o.side = side;
    int beyond = occ_.owner(cell.x + dx(dir), cell.y + dy(dir), cell.level);
    if (beyond >= 0 && beyond != s.n) o.joins = beyond;
    c_.openings.push_back(o);
    s.openings.push_back(o.id);
    return o.id;
}

NoteRoll Generator::roll_note(const std::string& id, const SizeTable& t) {
    const Note& n = tables().note(id);
    NoteRoll r;
    std::string shown = id.substr(0, 1);
    r.note = "(" + shown + ")";
    r.rule = "FNG p." + std::to_string(n.page) + " " + t.name + " (" + shown + ")" +
             (n.erratum.empty() ? "" : ", " + n.erratum);
    if (id == "9") {  // weapons found in the workshop: 1d6 of them, each 1d6
        int count = rng_.die();
        r.dice.push_back(count);
        r.hit = true;
        r.text = std::to_string(count) + " weapon" + (count > 1 ? "s" : "") + " to take or use:";
        for (int i = 0; i < count; ++i) {
            int w = rng_.die();
            r.dice.push_back(w);
            r.text += (i ? ", " : " ") + n.weapons[w - 1];
        }
        r.text += " (one used per turn)";
        return r;
    }
    int d = rng_.die();
    r.dice.push_back(d);
    r.hit = d <= n.chance;
    if (id == "5") {
        int d2 = rng_.die();
        r.dice.push_back(d2);
        bool trapped = d2 <= n.second_chance;
        r.hit = r.hit || trapped;
        r.text = std::string(d <= n.chance ? "Alcove manned" : "Alcove empty") + "; " +
                 (trapped ? "hallway booby-trapped" : "no booby trap in the hallway");
        return r;
    }
    if (!r.hit) {
        static const std::map<std::string, std::string> none = {{"1", "No booby trap at the junction"},
                                                                {"2", "Nobody in the room"},
                                                                {"3", "Nothing of value here"},
                                                                {"3s", "No intelligence here"},
                                                                {"4", "Trap door neither trapped nor guarded"},
                                                                {"4s", "Trap door neither trapped nor guarded"},
                                                                {"6", "No intelligence here"},
                                                                {"7", "The chamber is empty"}};
        r.text = none.at(id);
        return r;
    }
    if (id == "7") {
        int count = rng_.die(), who = rng_.die();
        r.dice.push_back(count);
        r.dice.push_back(who);
        r.text = std::to_string(count) + " " + split_label(n, who);
        return r;
    }
    if (!n.split.empty()) {
        int s = rng_.die();
        r.dice.push_back(s);
        if (id == "4")
            r.text = "Trap door " + split_label(n, s);
        else
            r.text = "Holds " + split_label(n, s) + " (2 extra RP to whoever brings it out)";
        return r;
    }
    if (id == "1")
        r.text = "Booby trap at the junction";
    else if (id == "2")
        r.text = "Enemy in the room";
    else if (id == "3s")
        r.text = "Holds vital intelligence (2 extra RP to whoever brings it out)";
    else if (id == "4s")
        r.text = "Trap door booby-trapped or guarded (the Small table does not say which, Pointman reading 4)";
    else if (id == "6")
        r.text = "Valuable intelligence here (2 extra RP to whoever brings it out)";
    else
        r.text = n.label;
    return r;
}

void Generator::place(Section& s, const Kind& k, const Opening& from) {
    Cell start{from.cell.x + dx(from.dir), from.cell.y + dy(from.dir), from.cell.level};
    const int d = from.dir;
    s.dir = d;
    s.level = start.level;
    frames_.resize(s.n + 1);
    if (k.shape == "trapdoor") {
        if (occ_.owner(start) < 0) {
            int l2 = start.level + (s.trapdoor == "floor" ? 1 : -1);
            for (int d2 : {d, left_of(d), right_of(d), (d + 2) % 4}) {
                Frame f{{start.x, start.y, l2}, d2, 0, 0};
                std::vector<Cell> cor;
                for (int j = 0; j < k.l; ++j) cor.push_back(f.cell(j, 0));
                if (!occ_.all_free(cor)) continue;
                s.rects.push_back(bounds({start}, "trap door"));
                s.rects.push_back(bounds(cor, "corridor"));
                occ_.mark({start}, s.n);
                occ_.mark(cor, s.n);
                s.level = l2;
                s.dir = d2;
                frames_[s.n] = f;
                add_opening(s, f.cell(k.l - 1, 0), d2, "far");
                return;
            }
        }
    } else {
        int max_connector = k.shape == "room" ? 4 : 0;
        std::vector<int> entries = k.shape == "room" ? entry_order(k.w) : std::vector<int>{0};
        for (int con = 0; con <= max_connector; ++con) {
            for (int a : entries) {
                Frame f{start, d, con, a};
                std::vector<Cell> conn, dry, water, alcove;
                for (int i = 0; i < con; ++i) conn.push_back(f.connector_cell(i));
                for (int j = 0; j < k.l; ++j)
                    for (int kk = 0; kk < k.w; ++kk)
                        (k.water_from >= 0 && j >= k.water_from ? water : dry).push_back(f.cell(j, kk));
                if (k.alcove) alcove.push_back(f.cell(k.l / 2, s.side == "left" ? -1 : k.w));
                if (!occ_.all_free(conn) || !occ_.all_free(dry) || !occ_.all_free(water) || !occ_.all_free(alcove))
                    continue;
                if (!conn.empty()) s.rects.push_back(bounds(conn, "connector"));
                s.rects.push_back(bounds(dry, k.shape == "room" ? "room" : "passage"));
                if (!water.empty()) s.rects.push_back(bounds(water, "water"));
                if (!alcove.empty()) s.rects.push_back(bounds(alcove, "alcove"));
                for (const auto* v : {&conn, &dry, &water, &alcove}) occ_.mark(*v, s.n);
                s.connector = con;
                s.fit = con > 0 ? "connector" : "as-rolled";
                frames_[s.n] = f;
                if (k.side) {
                    if (s.side == "left")
                        add_opening(s, f.cell(k.l / 2, 0), left_of(d), "left");
                    else
                        add_opening(s, f.cell(k.l / 2, k.w - 1), right_of(d), "right");
                }
                if (k.far) add_opening(s, f.cell(k.l - 1, k.w / 2), d, "far");
                if (k.ladder) c_.exits.push_back({s.n, f.cell(k.l / 2, k.w / 2), "ladder"});
                return;
            }
        }
    }
    // No room for the rolled section here (Pointman layout rule; the book lays sections out by hand).
    auto [t, owner] = ray(occ_, start, d, 6);
    Frame f{start, d, 0, 0};
    frames_[s.n] = f;
    if (t >= 0) {  // the passage runs into a section already laid out
        std::vector<Cell> conn;
        for (int i = 0; i < t; ++i) conn.push_back(f.connector_cell(i));
        if (!conn.empty()) s.rects.push_back(bounds(conn, "connector"));
        occ_.mark(conn, s.n);
        s.fit = "breakthrough";
        s.into = owner;
        s.connector = t;
        return;
    }
    std::vector<Cell> hall;  // straight ahead is clear for 6": a plain passage holds what was rolled
    for (int i = 0; i < 6; ++i) hall.push_back(f.connector_cell(i));
    s.rects.push_back(bounds(hall, "passage"));
    occ_.mark(hall, s.n);
    s.fit = "squeezed";
    add_opening(s, hall.back(), d, "far");
}

void Generator::search_walls(Section& s, const Kind& k, const Frame& f) {
    const Note& n = tables().note("8");
    struct Wall {
        Cell cell;
        int dir;
        const char* side;
    };
    const Wall walls[3] = {{f.cell(k.l / 2, 0), left_of(f.dir), "left"},
                           {f.cell(k.l - 1, k.w / 2), f.dir, "far"},
                           {f.cell(k.l / 2, k.w - 1), right_of(f.dir), "right"}};
    NoteRoll r;
    r.note = "(8)";
    r.rule = "FNG p.58 Large Tunnel Complex (8)";
    std::string found;
    auto search = [&](bool second) {
        int doors = 0;
        for (const auto& w : walls) {
            auto two = rng_.throw_dice(n.search_dice);
            s.search_dice.insert(s.search_dice.end(), two.begin(), two.end());
            r.dice.insert(r.dice.end(), two.begin(), two.end());
            bool pass = true;
            for (int x : two) pass = pass && x <= o_.rep;
            if (!pass) continue;
            ++doors;
            int id = add_opening(s, w.cell, w.dir, "hidden");
            bool trapped = false;
            if (second) {
                int t = rng_.die();
                r.dice.push_back(t);
                trapped = t <= n.second_search_trap;
                c_.openings[id - 1].trapped = trapped;
            }
            found += std::string(found.empty() ? "" : ", ") + w.side + " wall" + (trapped ? " (booby-trapped)" : "");
        }
        return doors;
    };
    int doors = search(false);
    if (doors == 0 && c_.open_branches().empty() && !c_.other_exit_known()) {
        doors = search(true);
        r.text = doors ? "Second search (no other way out) finds a hidden door: " + found
                       : "No hidden door in any wall, even on a second search";
    } else {
        r.text = doors ? "Hidden door found: " + found : "No hidden door found in the three walls";
    }
    r.hit = doors > 0;
    s.notes.push_back(r);
}

int Generator::roll_section(int opening_id) {
    const Tables& tb = tables();
    const SizeTable& t = tb.size(c_.size);
    Section s;
    s.n = static_cast<int>(c_.sections.size());
    s.from = opening_id;
    s.dice = rng_.throw_dice(t.dice);  // draw 1
    s.row = sum(s.dice);
    const Row& row = t.row(s.row);
    s.kind = row.kind;
    const Kind& k = tb.kind(row.kind);
    if (k.side || k.alcove) {  // draw 2
        s.side_die = rng_.die();
        s.side = s.side_die <= 3 ? "left" : "right";
    }
    if (k.shape == "trapdoor") {  // draw 3
        s.trapdoor_die = rng_.die();
        s.trapdoor = s.trapdoor_die <= 3 ? "ceiling" : "floor";
    }
    if (!row.note.empty() && row.note != "8") {  // draw 4
        std::string id = row.note;
        if (o_.small_split && (id == "3s" || id == "4s")) id = id.substr(0, 1);
        s.notes.push_back(roll_note(id, t));
    }
    if (k.armory) {
        s.collapse_dice = rng_.throw_dice(tb.armory_collapse_dice);
        s.collapse_inches = sum(s.collapse_dice);
    }
    const Opening from = c_.openings[opening_id - 1];
    place(s, k, from);  // 5: no draws
    c_.openings[opening_id - 1].to = s.n;
    if (c_.pending_encounter) {
        s.has_encounter = true;
        s.encounter = c_.pending;
        c_.pending_encounter = false;
    }
    c_.pending_check_die = 0;
    c_.sections.push_back(std::move(s));
    Section& sr = c_.sections.back();
    bool laid = sr.fit == "as-rolled" || sr.fit == "connector";
    if (laid && k.t_if_no_route && c_.open_branches().empty() && !c_.other_exit_known()) {
        const Frame& f = frames_[sr.n];
        int j = k.water_from > 0 ? k.water_from - 1 : k.l - 1;
        sr.t_junction = true;
        add_opening(sr, f.cell(j, 0), left_of(f.dir), "left");
        add_opening(sr, f.cell(j, k.w - 1), right_of(f.dir), "right");
    }
    if (laid && k.search) search_walls(c_.sections.back(), k, frames_[sr.n]);  // draw 6
    if (c_.open_branches().empty() && !c_.other_exit_known() && !closed_by_book(c_.sections.back())) rescue();
    if (sr.n % 2 == 0) {  // draw 7
        sr.check_die = rng_.die();
        c_.pending_check_die = sr.check_die;
        if (sr.check_die == 1) {
            Encounter e;
            e.checked_on = sr.n;
            e.check_die = 1;
            e.roll = rng_.die();
            const EncounterRow& er = tb.encounters.at(e.roll - 1);
            e.id = er.id;
            e.label = er.label;
            if (!er.weapon.empty()) {
                e.weapon_die = rng_.die();
                e.weapon = er.weapon[e.weapon_die - 1];
            }
            c_.pending = e;
            c_.pending_encounter = true;
        }
    }
    return sr.n;
}

bool Generator::closed_by_book(const Section& last) const {
    bool laid = last.fit == "as-rolled" || last.fit == "connector";
    if (!laid) return false;
    if (last.kind == "closed") return true;  // a room with no exits
    if (last.kind == "supply") {             // walls searched twice, no door anywhere
        for (const auto& n : last.notes)
            if (n.note == "(8)" && !n.hit) return true;
    }
    return false;
}

void Generator::rescue() {
    for (int pass = 0; pass < 2; ++pass) {
        for (int n = static_cast<int>(c_.sections.size()) - 1; n >= 0; --n) {
            Section& s = c_.sections[n];
            for (const auto& r : s.rects) {
                bool passage = r.part == "passage" || r.part == "corridor" || r.part == "connector";
                if (passage != (pass == 0) || r.part == "water" || r.part == "trap door") continue;
                for (int y = r.y; y < r.y + r.h; ++y)
                    for (int x = r.x; x < r.x + r.w; ++x)
                        for (int d = 0; d < 4; ++d) {
                            if (occ_.owner(x + dx(d), y + dy(d), r.level) >= 0) continue;
                            add_opening(s, {x, y, r.level}, d, "found");
                            NoteRoll nr;
                            nr.note = "";
                            nr.rule = "FNG p.57 (dead-end rule applied to a loop; Pointman)";
                            nr.hit = true;
                            nr.text = "The tunnel looped back on itself; a side passage here is the way on";
                            s.notes.push_back(nr);
                            return;
                        }
            }
        }
    }
}

void Generator::update_ended() {
    if (!c_.open_branches().empty()) {
        c_.ended.clear();
        return;
    }
    c_.ended = c_.other_exit_known() ? "exits" : "closed";
}

bool Generator::advance(int id, int cap) {
    if (!is_open(id) || rolled() >= cap) return false;
    int n = roll_section(id);
    if (o_.flashlight && rolled() < cap) {
        for (int oid : c_.sections[n].openings) {
            const Opening& o = c_.openings[oid - 1];
            if (o.side == "far" && is_open(oid)) {
                roll_section(oid);
                break;
            }
        }
    }
    update_ended();
    return true;
}

void Generator::referee(int sections) {
    c_.sections.reserve(static_cast<size_t>(std::max(sections, 0)) + 1);  // room for them all at once
    while (rolled() < sections) {
        auto open = c_.open_branches();
        if (open.empty()) break;
        advance(open.back(), sections);
    }
    update_ended();
}

}  // namespace pm::fng::tunnel
