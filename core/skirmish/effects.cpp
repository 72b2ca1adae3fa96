// Vietnam Skirmish: aimed fire with the user's weapon table (VS-5, VS-A3), speculative fire
// (VS-11), grenade / M79 / mortar deviation (VS-8, VS-14, VS-A4), off-table fire (VS-12, VS-A8),
// APCs and run-overs (VS-13, VS-A9), mines and claymores (VS-15, VS-16, VS-A10) and the radio.
// The weapon "Suppress" figures and the deviation / landing tables are not in the source: the user
// enters them as "skirmish.weapons", "skirmish.deviation" and "skirmish.off-table".
//
// Seeded rolls (generator 1), in order: skirmish.fire one die per phase of fire; skirmish.deviation
// the deviation die, then (hand-thrown, off target) the distance die; skirmish.off-table one die;
// every other calculator here one die.
#include <algorithm>
#include <set>
#include <string>

#include "exact/dist.h"
#include "random/prng.h"
#include "registry/registry.h"
#include "tables/user_tables.h"

namespace pm::skirmish {
namespace {


std::string n_counters(int n) { return std::to_string(n) + (n == 1 ? " counter" : " counters"); }

// [SECTION] aimed fire (VS-A3)
Result evaluate_fire(const Params& p, const EvalContext& ctx) {
    Result r;
    std::set<int> faces;
    const int weapon = p.get_int("weapon");
    std::string wname;
    if (weapon > 0) {
        json t = tables::player_table(ctx, "skirmish.weapons");
        if (t.is_null())
            throw CalcError("needs_table", "skirmish.weapons",
                            "enter your weapon table (each weapon's suppress numbers) to pick a weapon by number");
        if (weapon > static_cast<int>(t["weapons"].size()))
            throw CalcError("not_possible", "weapon", "your weapon table has only " + std::to_string(t["weapons"].size()) + " weapons");
        const json& w = t["weapons"][weapon - 1];
        for (const auto& f : w["suppress"]) faces.insert(f.get<int>());
        wname = w.value("label", w["id"].get<std::string>());
        r.modifier("Suppress numbers of " + wname + " from your table", std::to_string(faces.size()) + "/6", "Vietnam Skirmish, Firing (VS-5); user table");
    } else {
        for (int f = p.get_int("suppress_from"); f <= 6; ++f) faces.insert(f);
        wname = "the weapon";
        r.modifier("Counter placed on " + std::to_string(p.get_int("suppress_from")) + "+", std::to_string(faces.size()) + "/6",
                   "Vietnam Skirmish, Firing (VS-5)");
    }
    const int dice = p.get_int("dice"), had = p.get_int("counters");
    const bool cover = p.get_bool("cover");
    const Rational ph(static_cast<int64_t>(faces.size()), 6);
    Dist hits = Dist::point(0);
    Dist one;
    one.add(1, ph);
    one.add(0, Rational(1) - ph);
    for (int i = 0; i < dice; ++i) hits = hits.plus(one);
    Dist added = hits;
    if (cover) {
        added = hits.map([&](int h) { return had >= 1 ? 0 : std::min(h, 1); });
        r.modifier("Target in cover from the firer: fire never takes it past one counter", "cap 1", "Vietnam Skirmish, Firing (VS-5)");
    }
    for (int k = 0; k <= dice; ++k) r.outcome(std::to_string(k), "+" + n_counters(k), added.p(k));
    r.values["hit_chance"] = ph.str();
    r.values["phases"] = dice;
    r.summary = wname + " fires " + std::to_string(dice) + " time" + (dice == 1 ? "" : "s") + " (one phase each), each placing a counter with chance " + ph.str() + ".";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json rolls = json::array();
        int h = 0;
        for (int i = 0; i < dice; ++i) {
            int d = g.die();
            rolls.push_back(d);
            h += faces.count(d) ? 1 : 0;
        }
        int a = cover ? (had >= 1 ? 0 : std::min(h, 1)) : h;
        r.roll = json{{"dice", rolls}, {"key", std::to_string(a)}};
    }
    return r;
}

Calculator make_fire() {
    Calculator c;
    c.id = "skirmish.fire";
    c.title = "Aimed fire and suppression";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Firing and Firing Arc (digest VS-5, VS-6, VS-A3)";
    c.help =
        "Each phase of fire is one die; a face among the weapon's suppress numbers puts a counter on the target. "
        "Pick the weapon from your own table, or give the lowest face that counts.";
    c.params = {
        ParamSpec::Int("weapon", "Weapon (row of your table)", 0, 60, 0, "Row of your weapon table; 0 = use the face below."),
        ParamSpec::Int("suppress_from", "Counter on this face or more", 1, 6, 5, "Used when no weapon row is chosen."),
        ParamSpec::Int("dice", "Phases of fire", 1, 3, 1, "One die per phase spent firing (a figure has at most 3)."),
        ParamSpec::Bool("cover", "Target in cover from the firer", false, "Fire cannot raise it above one counter."),
        ParamSpec::Int("counters", "Target's counters now", 0, 20, 0, "Matters only for a target in cover."),
    };
    c.tables = {{"skirmish.weapons", "Weapon suppress numbers",
                 "From the weapon table your copy of the rules uses: one row per weapon, marking the die faces that "
                 "place a counter. Weapons are picked by row number.",
                 {"1", "2", "3", "4", "5", "6"}, {"Rifle", "Assault rifle", "Machine gun"}, false,
                 "mark (x) each face that places a counter; leave the others empty"}};
    c.evaluate = evaluate_fire;
    return c;
}

// [SECTION] speculative fire (VS-A7)
Result evaluate_spec(const Params& p, const EvalContext& ctx) {
    Result r;
    const int had = p.get_int("counters");
    const Rational ph = had == 0 ? Rational(1, 6) : Rational(0);
    r.outcome("counter", "+1 counter", ph);
    r.outcome("none", "No effect", Rational(1) - ph);
    r.modifier("A 6 hits every figure within 3 inches of the point", "1/6", "Vietnam Skirmish, Speculative Fire (VS-A7)");
    if (had) r.modifier("Figures already holding a counter get none", "no effect", "Vietnam Skirmish, Speculative Fire (VS-A7)");
    r.summary = had ? "A figure that already has counters gains none from speculative fire." : "On a 6 the figure gains one counter.";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int d = g.die();
        r.roll = json{{"die", d}, {"key", d == 6 && had == 0 ? "counter" : "none"}};
    }
    return r;
}

Calculator make_spec() {
    Calculator c;
    c.id = "skirmish.speculative";
    c.title = "Speculative fire";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Speculative Fire (digest VS-11, VS-A7)";
    c.help = "Fire or grenades at a spot with no identified target: on a 6 each figure within 3 inches without counters gets one.";
    c.params = {ParamSpec::Int("counters", "Figure's counters now", 0, 20, 0, "Counters on a figure within 3 inches of the point.")};
    c.evaluate = evaluate_spec;
    return c;
}

// [SECTION] grenade and launcher deviation (VS-A4, VS-14)
Result evaluate_dev(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string launch = p.get_enum("launch");
    const bool hand_like = launch == "hand" || launch == "mortar-seen";
    json t = tables::player_table(ctx, "skirmish.deviation");
    r.modifier("1–2 on the deviation die: on target", "1/3", "Vietnam Skirmish, Firing Grenades (VS-A4)");
    if (launch == "mortar-seen")
        r.modifier("Mortar crew sees the aim point: deviates like a hand grenade, from the aim point", "applied", "Vietnam Skirmish, Mortars (VS-14)");
    if (launch == "mortar-unseen")
        r.modifier("Mortar crew cannot see the aim point: deviates like artillery", "applied", "Vietnam Skirmish, Mortars (VS-14)");
    r.values["table"] = t.is_null() ? "needs_table" : "skirmish.deviation";
    if (hand_like) {
        r.outcome("on-target", "On target", Rational(1, 3));
        for (int d = 1; d <= 3; ++d)
            r.outcome(std::to_string(d) + "in", std::to_string(d) + "\" off target", Rational(2, 9));
        r.modifier("Distance die: 1–2 → 1\", 3–4 → 2\", 5–6 → 3\"", "1/3 each", "Vietnam Skirmish, Firing Grenades (VS-A4)");
        json dirs = json::array();
        if (!t.is_null())
            for (const auto& row : t["rows"])
                if (row["roll"].get<int>() >= 3) dirs.push_back(json{{"roll", row["roll"]}, {"direction", row["direction"]}});
        r.values["directions"] = dirs;
        r.summary = "On target with chance 1/3; otherwise 1, 2 or 3 inches off (2/9 each), direction from the deviation table.";
    } else if (t.is_null()) {
        r.outcome("on-target", "On target", Rational(1, 3));
        r.outcome("deviates", "Deviates (enter the deviation table for where)", Rational(2, 3));
        r.summary = "On target with chance 1/3; where the others land needs your artillery deviation table.";
    } else {
        const int sides = t.value("die", 6);
        Rational on(0);
        for (const auto& row : t["rows"]) {
            int roll = row["roll"];
            if (roll <= 2) on += Rational(1, sides);
        }
        r.outcome("on-target", "On target", on);
        for (const auto& row : t["rows"]) {
            int roll = row["roll"];
            if (roll <= 2) continue;
            std::string label = row["direction"].get<std::string>();
            if (row.contains("distance")) label += ", " + row["distance"].dump() + "\"";
            r.outcome("roll-" + std::to_string(roll), label, Rational(1, sides));
        }
        r.summary = "On target with chance " + on.str() + "; the rest land as your deviation table says.";
    }
    if (ctx.seed) {
        Prng g(*ctx.seed);
        const int sides = t.is_null() ? 6 : t.value("die", 6);
        int d = g.die(sides);
        json roll = {{"die", d}};
        if (d <= 2) roll["key"] = "on-target";
        else if (hand_like) {
            int dist = g.die();
            roll["distance_die"] = dist;
            roll["key"] = std::to_string((dist + 1) / 2) + "in";
        } else roll["key"] = t.is_null() ? "deviates" : "roll-" + std::to_string(d);
        r.roll = roll;
    }
    return r;
}

Calculator make_dev() {
    Calculator c;
    c.id = "skirmish.deviation";
    c.title = "Grenade, M79/M203 and mortar deviation";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Throwing and Firing Grenades, Mortars (digest VS-7, VS-8, VS-14, VS-A4)";
    c.help =
        "Where a grenade or mortar round lands: 1–2 on the deviation die is on target; a thrown grenade (or a "
        "mortar whose crew sees the point) is then 1, 2 or 3 inches off; launchers and unseen mortars follow your artillery deviation table.";
    c.ordered = false;
    c.params = {ParamSpec::Enum("launch", "Launched by",
                                {{"hand", "Thrown by hand"}, {"m79", "M79 / M203"}, {"mortar-seen", "Mortar, aim point seen"}, {"mortar-unseen", "Mortar, aim point unseen"}},
                                "hand", "Thrown grenades use a fixed distance die; launchers need the deviation table.")};
    c.tables = {{"skirmish.deviation", "Artillery deviation table", "From your rules: for each die roll, the direction (and for launchers the distance) of a round that misses.",
                 {"direction", "distance (in)"}, {"1", "2", "3", "4", "5", "6"}, false, "direction text, distance in inches"}};
    c.evaluate = evaluate_dev;
    return c;
}

// [SECTION] off-table fire (VS-A8)
Result evaluate_offtable(const Params& p, const EvalContext& ctx) {
    Result r;
    const int shot = p.get_int("shot");
    const bool hard = p.get_bool("hard_cover");
    r.values["counters_within_6"] = hard ? 1 : 3;
    r.modifier(hard ? "Figure within 6\" behind hard cover" : "Figure within 6\" of the burst", hard ? "+1 counter" : "+3 counters",
               "Vietnam Skirmish, Off Table Fire Support (VS-A8)");
    if (shot > 5) r.modifier("More shots than the suggested 5 per turn", "scenario limit", "Vietnam Skirmish, Off Table Fire Support");
    json t = tables::player_table(ctx, "skirmish.off-table");
    r.values["table"] = t.is_null() ? "needs_table" : "skirmish.off-table";
    const int sides = t.is_null() ? 6 : t.value("die", 6);
    if (shot > 1) {
        r.outcome("previous-point", "Same spot as the last shot", Rational(2, sides));
        r.modifier("Later shots: 1–2 land on the previous point, otherwise the table from there", "2/" + std::to_string(sides),
                   "Vietnam Skirmish, Off Table Fire Support (VS-A8)");
    }
    if (!t.is_null()) {
        for (const auto& row : t["rows"]) {
            int roll = row["roll"];
            if (shot > 1 && roll <= 2) continue;
            std::string label = row["direction"].get<std::string>();
            if (row.contains("distance")) label += ", " + row["distance"].dump() + "\"";
            r.outcome("roll-" + std::to_string(roll), label, Rational(1, sides));
        }
    } else if (shot > 1) {
        r.outcome("table", "Moves as your landing table says", Rational(sides - 2, sides));
    }
    r.summary = std::string("Each figure within 6 inches of where it lands takes ") + (hard ? "1 counter (hard cover)" : "3 counters") +
                (t.is_null() && shot == 1 ? "; enter your landing table to see where the first shot falls." : ".");
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int d = g.die(sides);
        std::string key = shot > 1 && d <= 2 ? "previous-point" : t.is_null() ? (shot > 1 ? "table" : "") : "roll-" + std::to_string(d);
        r.roll = json{{"die", d}, {"key", key}};
    }
    return r;
}

Calculator make_offtable() {
    Calculator c;
    c.id = "skirmish.off-table";
    c.title = "Off-table artillery and mortar fire";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Off Table Fire Support (digest VS-12, VS-A8)";
    c.help = "Where each shot of a fire mission lands (with your landing table) and the counters it puts on figures within 6 inches.";
    c.params = {
        ParamSpec::Int("shot", "Shot this turn", 1, 10, 1, "First shot uses the table from the target; later ones may repeat the last point."),
        ParamSpec::Bool("hard_cover", "Figure behind hard cover", false, "Hard cover reduces the effect to one counter."),
    };
    c.tables = {{"skirmish.off-table", "Off-table fire landing table", "From your rules: for each die roll, where the shot lands relative to the aim (or last) point.",
                 {"direction", "distance (in)"}, {"1", "2", "3", "4", "5", "6"}, false, "direction text, distance in inches"}};
    c.evaluate = evaluate_offtable;
    return c;
}

// [SECTION] APCs (VS-A9) and run-overs
Result evaluate_apc(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string w = p.get_enum("weapon");
    const int had = p.get_int("apc_counters");
    Rational p1(0), p3(0);
    bool frag_open = false;  // a grenade whose landing and effect the player has not resolved yet
    if (w == "small-arms") {
        r.modifier("Assault rifles, shotguns and pistols", "no effect", "Vietnam Skirmish, APCs (VS-13)");
    } else if (w == "frag") {
        // The APC rule only caps grenades at one counter; the grenade must still land where it
        // can hurt and take effect on the player's own grenade table (not printed in the rules).
        const bool can_take = had == 0 && !p.get_bool("frag_this_turn");
        const std::string& res = p.get_enum("grenade_result");
        frag_open = can_take && res == "not-rolled";
        if (can_take && res == "counter") p1 = Rational(1);
        r.modifier("Fragmentation grenades: one counter a turn at most, none once it has a counter", !can_take ? "no effect" : "at most +1",
                   "Vietnam Skirmish, APCs (VS-13)");
        if (can_take)
            r.modifier(res == "not-rolled" ? "Grenade not resolved yet: it lands as aimed on 1-2 of the deviation die, then your grenade table decides"
                                           : (res == "counter" ? "Your grenade table gave the APC a counter" : "Your grenade table gave the APC none"),
                       res == "not-rolled" ? "lands as aimed 1/3" : (res == "counter" ? "+1 (capped)" : "0"),
                       "Vietnam Skirmish, Throwing Grenades; APCs");
        r.values["grenade_max_counters"] = 1;
        r.values["grenade_lands_as_aimed"] = Rational(1, 3).str();
    } else {
        p3 = Rational(1, 3);
        r.modifier(w == "rpg" ? "RPG hits on 5–6" : "Mortar frag round counts as an RPG shot", "3 counters on 5–6",
                   w == "rpg" ? "Vietnam Skirmish, APCs (VS-13)" : "Vietnam Skirmish, Mortars (VS-14)");
    }
    if (!frag_open) {
        r.outcome("0", "No counter", Rational(1) - p1 - p3);
        r.outcome("1", "+1 counter", p1);
        r.outcome("3", "+3 counters", p3);
    }
    const int kills = p.get_int("kills");
    r.values["status"] = kills == 0 ? "running" : kills == 1 ? "immobilised" : "destroyed";
    r.modifier("First 'Kill' immobilises, second explodes it", std::to_string(kills) + " so far", "Vietnam Skirmish, APCs (VS-13; digest ambiguity 12)");
    r.summary = "Against the APC: +3 counters with chance " + p3.str() + ", +1 with chance " + p1.str() + ".";
    if (frag_open)
        r.summary = "A frag grenade adds at most one counter to the APC: it has to land (as aimed with chance 1/3, "
                    "otherwise 1-3\" off) and then take effect on your grenade table. Give its result to see the counter.";
    if (ctx.seed && !frag_open) {
        Prng g(*ctx.seed);
        int d = g.die();
        r.roll = json{{"die", d}, {"key", p3 > Rational(0) ? (d >= 5 ? "3" : "0") : (p1 > Rational(0) ? "1" : "0")}};
    }
    return r;
}

Calculator make_apc() {
    Calculator c;
    c.id = "skirmish.apc";
    c.title = "Attacks on an M113 APC";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, APCs (digest VS-13, VS-A9)";
    c.help = "Small arms do nothing to an APC, grenades add at most one counter a turn (if the grenade lands and takes effect on your grenade table), RPGs and mortar frag rounds add three on a 5 or 6.";
    c.ordered = true;
    c.params = {
        ParamSpec::Enum("weapon", "Weapon", {{"small-arms", "Rifle, shotgun, pistol"}, {"frag", "Frag grenade"}, {"rpg", "RPG"}, {"mortar-frag", "Mortar frag round"}},
                        "rpg", "What hits the APC."),
        ParamSpec::Int("apc_counters", "APC's counters", 0, 20, 0, "Counters on the APC now."),
        ParamSpec::Bool("frag_this_turn", "Grenade counter this turn", false, "A grenade already added a counter this turn."),
        ParamSpec::Enum("grenade_result", "This grenade's result",
                        {{"not-rolled", "Not resolved yet"}, {"counter", "Landed and gave a counter"}, {"none", "Gave no counter"}},
                        "not-rolled",
                        "Frag grenade only: what your own grenade table gave the APC where the grenade landed; the APC "
                        "rule then keeps at most one counter."),
        ParamSpec::Int("kills", "Kills so far", 0, 2, 0, "Earlier 'Kill' results on the APC."),
    };
    c.generator = 2;  // issue 16: a frag grenade's counter is no longer certain
    c.evaluate = evaluate_apc;
    return c;
}

Result evaluate_runover(const Params& p, const EvalContext&) {
    Result r;
    const int had = p.get_int("counters");
    r.values["counters"] = std::max(had, 5);
    r.outcome(std::to_string(std::max(had, 5)), n_counters(std::max(had, 5)), Rational(1));
    r.modifier("Run over by a vehicle: counters raised to 5", had >= 5 ? "no change" : "to 5", "Vietnam Skirmish, APCs (VS-13)");
    r.summary = "The figure now has " + n_counters(std::max(had, 5)) + ".";
    return r;
}

Calculator make_runover() {
    Calculator c;
    c.id = "skirmish.run-over";
    c.title = "Figure run over by a vehicle";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, APCs (digest VS-13)";
    c.help = "A figure run over by a vehicle goes up to 5 counters; one that has 5 or more keeps them.";
    c.params = {ParamSpec::Int("counters", "Figure's counters", 0, 20, 0, "Before being run over.")};
    c.evaluate = evaluate_runover;
    c.ordered = false;
    return c;
}

// [SECTION] mines, claymores, radio
Result simple_die(Result r, const EvalContext& ctx, int from, const std::string& yes, const std::string& no) {
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int d = g.die();
        r.roll = json{{"die", d}, {"key", d >= from ? yes : no}};
    }
    return r;
}

Result evaluate_mine(const Params&, const EvalContext& ctx) {
    Result r;
    r.outcome("3", "+3 counters", Rational(2, 3));
    r.outcome("0", "No counter", Rational(1, 3));
    r.modifier("The figure that sets it off: 3 counters on 3–6", "2/3", "Vietnam Skirmish, Anti-Personnel Mines (VS-15)");
    r.values["others"] = "as a fragmentation grenade (your grenade table)";
    r.summary = "The figure that triggers the mine takes 3 counters with chance 2/3; others nearby as a frag grenade.";
    return simple_die(r, ctx, 3, "3", "0");
}

Calculator make_mine() {
    Calculator c;
    c.id = "skirmish.mine";
    c.title = "Anti-personnel mine";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Anti-Personnel Mines (digest VS-15)";
    c.help = "A referee-placed mine: the figure that triggers it gets 3 counters on a 3 to 6.";
    c.ordered = true;
    c.evaluate = evaluate_mine;
    return c;
}

Result evaluate_claymore(const Params& p, const EvalContext& ctx) {
    Result r;
    const double d = p.get_number("distance");
    const bool arc = p.get_bool("in_arc");
    const bool inner = p.get_enum("boundary") == "inner" ? d <= 3 : d < 3;
    int from = 7, n = 0;
    if (!arc) r.modifier("Outside the 90° arc of the mine", "no effect", "Vietnam Skirmish, Claymore Mines (VS-A10)");
    else if (inner) { from = 4; n = 2; r.modifier("Within 3 inches", "2 counters on 4–6", "Vietnam Skirmish, Claymore Mines (VS-A10)"); }
    else if (d <= 7) { from = 5; n = 1; r.modifier("Over 3 up to 7 inches", "1 counter on 5–6", "Vietnam Skirmish, Claymore Mines (VS-A10)"); }
    else r.modifier("Beyond 7 inches", "no effect", "Vietnam Skirmish, Claymore Mines (VS-A10)");
    const Rational ph(n ? 7 - from : 0, 6);
    r.outcome("0", "No counter", Rational(1) - ph);
    r.outcome("1", "+1 counter", n == 1 ? ph : Rational(0));
    r.outcome("2", "+2 counters", n == 2 ? ph : Rational(0));
    r.summary = n ? "+" + n_counters(n) + " with chance " + ph.str() + " (one roll for this figure)." : "No effect on this figure.";
    r.figure = json{{"type", "strip"}, {"unit", "in"}, {"max", 10},
                    {"bands", json::array({json{{"label", "2 counters on 4-6"}, {"from", 0}, {"to", 3}, {"tone", "bad"}},
                                           json{{"label", "1 counter on 5-6"}, {"from", 3}, {"to", 7}, {"tone", "warn"}}})},
                    {"markers", json::array({json{{"label", "Figure"}, {"at", d}}})}};
    return simple_die(r, ctx, from, std::to_string(n), "0");
}

Calculator make_claymore() {
    Calculator c;
    c.id = "skirmish.claymore";
    c.title = "Claymore mine";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Claymore Mines (digest VS-16, VS-A10)";
    c.help = "Each figure in the mine's 90° arc rolls: within 3 inches 2 counters on 4–6, out to 7 inches 1 counter on 5–6.";
    c.ordered = true;
    c.params = {
        ParamSpec::Number("distance", "Distance (inches)", 0, 50, 0.5, 2, "From the claymore to the figure."),
        ParamSpec::Bool("in_arc", "Inside the 90° arc", true, "The figure is in front of the mine's facing."),
        ParamSpec::Enum("boundary", "Exactly 3 inches", {{"inner", "Counts as within 3\""}, {"outer", "Counts as the outer zone"}}, "inner",
                        "The rule does not say which zone 3 inches belongs to; the inner zone by default.")
            .in_group("Options"),
    };
    c.evaluate = evaluate_claymore;
    return c;
}

Result evaluate_radio(const Params&, const EvalContext& ctx) {
    Result r;
    r.outcome("destroyed", "Radio destroyed", Rational(1, 2));
    r.outcome("survives", "Radio survives", Rational(1, 2));
    r.modifier("Radio lost with its carrier on 4–6", "1/2", "Vietnam Skirmish, Off Table Fire Support (VS-12)");
    r.summary = "When the radio carrier dies, the radio is lost on a 4, 5 or 6.";
    return simple_die(r, ctx, 4, "destroyed", "survives");
}

Calculator make_radio() {
    Calculator c;
    c.id = "skirmish.radio";
    c.title = "Radio when its carrier is killed";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Off Table Fire Support (digest VS-12)";
    c.help = "Off-table fire needs a radio; if the figure carrying it is killed the radio goes with him on 4–6.";
    c.evaluate = evaluate_radio;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_fire)
PM_REGISTER_CALCULATOR(make_spec)
PM_REGISTER_CALCULATOR(make_dev)
PM_REGISTER_CALCULATOR(make_offtable)
PM_REGISTER_CALCULATOR(make_apc)
PM_REGISTER_CALCULATOR(make_runover)
PM_REGISTER_CALCULATOR(make_mine)
PM_REGISTER_CALCULATOR(make_claymore)
PM_REGISTER_CALCULATOR(make_radio)
}  // namespace pm::skirmish
