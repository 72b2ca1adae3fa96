// Pointman — FNG helicopters: insertion pilots, Piloting, Hot LZ and the Helicopter Damage Table (helicopters.h).
#include "rules/fng/helicopters.h"

#include <stdexcept>
#include <string>
#include <vector>

#include "engine/dice/pass_dice.h"
#include "engine/random/roll_odds.h"
#include "rules/fng/damage.h"
#include "rules/fng/rolled_tables.h"

namespace pm::fng {

int insertion_pilot_rep(int face) {
    return face >= 5 ? 5 : 4;
}

Dist insertion_pilot_rep_dist() {
    return Dist::die().map(insertion_pilot_rep);
}

bool hot_lz_lands(int face, int attempt, int pilot_rep) {
    return face + (attempt - 1) <= pilot_rep;
}

const char* helo_hit_key(int r) {
    static const char* k[kHeloCount] = {"minor",       "pilot-shaken", "crewman-hit", "leaves",
                                        "leaves-hurt", "autorotate",   "crash",       "explodes"};
    return k[r];
}

const char* helo_hit_label(int r) {
    static const char* k[kHeloCount] = {
        "Minor damage; the pilot keeps his nerve",
        "Minor damage; the pilot loses 1 Rep for the game",
        "A random crewman is hit and rolls for injury",
        "Leaves the table for the game; nobody hurt",
        "Leaves the table for the game; someone aboard is hurt",
        "Engine failure: autorotates down, everyone aboard takes an Impact 1 hit",
        "Crashes 2d6 inches away: everyone aboard takes an Impact 3 hit and is thrown 1d6 inches",
        "Explodes in mid-air: everyone aboard is killed",
    };
    return k[r];
}

// [SECTION] Helicopter Damage Table (FNG-T65, p.55): its rows (2-7, 8-9, 10, 11, 12 on 2d6) have one
// home, the table fng.helicopter-damage rolls in data/fng/rolled_tables.json; each row's follow-up
// die is read here.
const json& helicopter_damage_table() {
    return rolled_table("fng.helicopter-damage");
}

// The row of each 2d6 total, read from the table the first time it is asked for (the odds walk
// every sequence of dice through it: a few hundred look-ups an answer).
const std::string& helicopter_damage_row(int table_sum) {
    static const std::vector<std::string> rows = [] {
        const json& t = helicopter_damage_table();
        std::vector<std::string> out(13);
        for (int s = 2; s <= 12; ++s) out[s] = rolled_table_key(t, rolled_table_value(t, {s}, 0, 0));
        return out;
    }();
    if (table_sum < 2 || table_sum > 12) throw std::out_of_range("Helicopter Damage Table: 2d6 is 2 to 12");
    return rows[table_sum];
}

bool helicopter_hit_needs_follow(int s) {
    const std::string& row = helicopter_damage_row(s);
    return row == "2-7" || row == "10" || row == "11";
}

int helicopter_hit(int d1, int d2, int follow, int pilot_rep) {
    const std::string& row = helicopter_damage_row(d1 + d2);
    if (row == "2-7") return follow > pilot_rep ? kHeloPilotShaken : kHeloMinor;
    if (row == "8-9") return kHeloCrewmanHit;
    if (row == "10") return follow <= 3 ? kHeloLeavesHurt : kHeloLeaves;
    if (row == "11") return follow <= 3 ? kHeloAutorotate : kHeloCrash;
    return kHeloExplodes;
}

// [SECTION] fng.helicopter-landing — a helicopter coming in to land (FNG pp.54-55; FNG-T64):
//   insertion: the pilot's Rep is rolled (1d6: 5-6 Rep 5, otherwise Rep 4) unless given, then the
//     Piloting Table (2d6 against his Rep) on the way in; values.departure repeats it for leaving.
//   medevac: on a hot LZ (enemy within 12" of it, or fired on while coming in) the pilot rolls 1d6,
//     plus one for each earlier failed attempt, and turns away when it is above his Rep.
//     A Medevac pilot's Rep, when not known, is rolled as for an insertion (Pointman reading 47).
// Seeded roll: the pilot's Rep die (when rolled), then the Piloting dice or the Hot LZ die; the
// odds of the way in come from the same approach() (roll_odds).

namespace {

// [SECTION] the way in

// One approach: the pilot's Rep die when his Rep is not given, then the Piloting dice (code: the
// passes) or, for a Medevac on a hot LZ, the Hot LZ die (code: 1 lands, 0 turns away).
struct Approach {
    int rep_die = 0;  // 0 = Rep given
    int rep = 0;
    std::vector<int> dice;
    int code = 1;
};

Approach approach(Prng& g, const HelicopterLandingInput& p) {
    Approach l;
    l.rep = p.pilot_rep;
    if (l.rep == 0) {
        l.rep_die = g.die();
        l.rep = insertion_pilot_rep(l.rep_die);
    }
    if (!p.medevac) {
        l.dice = g.throw_dice(2);
        l.code = dice::passes_for_faces(l.dice, l.rep, 2);
    } else if (p.hot_lz) {
        l.dice = {g.die()};
        l.code = hot_lz_lands(l.dice[0], p.attempt, l.rep) ? 1 : 0;
    }
    return l;
}

}  // namespace

// [SECTION] odds

Answer helicopter_landing(const HelicopterLandingInput& p) {
    Answer r;
    const char* kP54 = "FNG p.54";
    const bool medevac = p.medevac;
    const int given = p.pilot_rep;
    if (given == 1) throw RuleError(ErrorCode::OutOfRange, "pilot_rep", "the pilot's Rep is 2 to 6 (0 = roll for it)");
    const int attempt = p.attempt;
    const Dist in = roll_odds([&](Prng& g) { return approach(g, p).code; });
    Dist reps = given > 0 ? Dist::point(given) : insertion_pilot_rep_dist();
    if (given == 0) {
        r.modifier("Pilot's Rep rolled: 1d6, 5-6 Rep 5, otherwise Rep 4", "Rep 4 or 5", kP54);
        if (medevac)
            r.modifier("A Medevac pilot's Rep rolled as for an insertion", "reading",
                       "FNG pp.54-55, Pointman reading 47");
    }
    r.values["pilot_rep5"] = reps.p(5).str();
    if (!medevac) {
        const Dist& pil = in;
        r.outcome("pass2", "Skims the treetops: cannot be fired on", pil.p(2));
        r.outcome("pass1", "Reaches the LZ; enemies may take Anti-Aircraft checks", pil.p(1));
        r.outcome("pass0", "Sitting duck: enemies within 24 inches fire without a check", pil.p(0));
        r.modifier("Piloting: 2d6 against the pilot's Rep", "on the way in", "FNG p.54 (Piloting Table)");
        // Leaving after loading or unloading: the same pilot tests again.
        Dist both = reps.then([](int rep) {
            Dist one = dice::pass_count(2, rep);
            return Dist::combine(one, one, [](int a, int b) { return a == 0 || b == 0 ? 1 : 0; });
        });
        r.values["departure"] = {{"pass2", pil.p(2).str()}, {"pass1", pil.p(1).str()}, {"pass0", pil.p(0).str()}};
        r.values["sitting_duck_in_or_out"] = both.p(1).to_double();
        r.summary = "Skims the treetops " + percent_text(pil.p(2)) + "; a sitting duck " + percent_text(pil.p(0)) + ".";
    } else if (!p.hot_lz) {
        r.outcome("lands", "Lands", in.p(1));
        r.outcome("turns-away", "Turns away and tries again next turn", in.p(0));
        r.modifier("LZ not hot: the pilot lands without a test", "no roll", "FNG p.55");
        r.summary = "The LZ is not hot: the Medevac lands.";
    } else {
        const Dist& now = in;
        r.outcome("lands", "Lands", now.p(1));
        r.outcome("turns-away", "Turns away and tries again next turn", now.p(0));
        r.modifier("Hot LZ: 1d6 against the pilot's Rep", "+" + std::to_string(attempt - 1) + " for earlier attempts",
                   "FNG p.55");
        // Lands by attempt k, from the first (the same pilot every time: condition on his Rep).
        json by = json::array(), by_exact = json::array();
        const int last = p.last_attempt;
        for (int k = 1; k <= last; ++k) {
            Dist got = reps.then([&](int rep) {
                Rational fail(1);
                for (int j = 1; j <= k; ++j) fail *= Dist::die().p_if([&](int f) { return !hot_lz_lands(f, j, rep); });
                return Dist::bernoulli(Rational(1) - fail);
            });
            by.push_back(got.p(1).to_double());
            by_exact.push_back(got.p(1).str());
        }
        r.values["lands_by_attempt"] = by;
        r.values["lands_by_attempt_exact"] = by_exact;
        r.summary = "Attempt " + std::to_string(attempt) + ": the Medevac lands " + percent_text(now.p(1)) + ".";
    }
    return r;
}

// [SECTION] roll

void roll_helicopter_landing(const HelicopterLandingInput& p, Prng& g, Answer& r) {
    const Approach l = approach(g, p);
    json roll;
    if (l.rep_die) roll["pilot_rep_die"] = l.rep_die;
    roll["pilot_rep"] = l.rep;
    if (!l.dice.empty()) roll["dice"] = l.dice;
    if (!p.medevac)
        roll["key"] = "pass" + std::to_string(l.code);
    else
        roll["key"] = l.code ? "lands" : "turns-away";
    r.roll = roll;
}

// [SECTION] fng.helicopter-hit — one hit on a flying helicopter with every follow-up roll of the Helicopter
// Damage Table (FNG p.55, FNG-T65): the pilot's test on 2-7, the 1-3 die on 10 and
// 11, and the injury rolls of those aboard (rules/fng/helicopters.h).
// Injuries: a crewman hit (8-9) and the one hurt on a 10 roll as if hit by the weapon that hit the
// helicopter (Pointman reading 46); autorotation Impact 1, crash Impact 3, on the chosen Damage Table.
// Seeded roll, in this order: the two table dice; the follow-up die (2-7, 10, 11); then one damage
// die for the crewman hit or the one hurt, or one per figure aboard after an autorotation or crash.
// The odds of the table come from the same helo_table_roll() the roll draws with (roll_odds).

namespace {

// [SECTION] the table roll

// The two table dice, then the follow-up die only when the result needs one.
struct HeloTableRoll {
    std::vector<int> dice;
    int follow = 0;
    int result = kHeloMinor;
};

HeloTableRoll helo_table_roll(Prng& g, int pilot) {
    HeloTableRoll t;
    t.dice = g.throw_dice(2);
    // On 2-7 the pilot's test can fail only below Rep 6 ("roll 1d6 versus pilots Rep", FNG p.55): a
    // Rep 6 pilot passes whatever the die, and no die is rolled.
    const int sum = t.dice[0] + t.dice[1];
    const bool certain = helicopter_damage_row(sum) == "2-7" && pilot >= 6;
    t.follow = helicopter_hit_needs_follow(sum) && !certain ? g.die() : 0;
    t.result = helicopter_hit(t.dice[0], t.dice[1], t.follow, pilot);
    return t;
}

// The Impact on the crewman hit (or the one hurt on a 10): the weapon's, less a chicken plate.
int helo_crew_impact(const HelicopterHitInput& p) {
    return impact_after_armour(p.weapon_impact, false, false, p.chicken_plate);
}

// [SECTION] odds

json injury_table(const Dist& d) {
    return {{"unhurt", d.p(kUnhurt).str()}, {"KD", d.p(kKD).str()}, {"OOF", d.p(kOOF).str()}, {"OD", d.p(kOD).str()}};
}

}  // namespace

Answer helicopter_hit_answer(const HelicopterHitInput& p) {
    Answer r;
    const char* kT65 = "FNG p.55 (Helicopter Damage Table)";
    const int pilot = p.pilot_rep;
    const int occ = p.aboard_rep;
    const DamageTable table = p.damage_table;
    const int crew_impact = helo_crew_impact(p);
    if (crew_impact != p.weapon_impact) r.modifier("Chicken plate on the crewman hit", "-1 Impact", "FNG p.13");
    const Dist d = roll_odds([&](Prng& g) { return helo_table_roll(g, pilot).result; });
    for (int k = 0; k < kHeloCount; ++k) r.outcome(helo_hit_key(k), helo_hit_label(k), d.p(k));
    r.modifier("2d6 on the Helicopter Damage Table", "then its follow-up die", kT65);
    r.modifier("On 2-7 the pilot rolls 1d6 against his Rep", "Rep " + std::to_string(pilot), kT65);
    r.modifier("The crewman hit, or the one hurt on a 10, is injured as if hit by the firing weapon",
               "Impact " + std::to_string(crew_impact), "FNG p.55, Pointman reading 46");
    Dist crew = damage_one_hit(crew_impact, occ, table);
    Dist rot = damage_one_hit(1, occ, table);
    Dist crash = damage_one_hit(3, occ, table);
    r.values["injury_crewman_hit"] = injury_table(crew);
    r.values["injury_autorotate"] = injury_table(rot);
    r.values["injury_crash"] = injury_table(crash);
    r.summary = "The helicopter is lost (autorotates, crashes or explodes) " +
                percent_text(d.p(kHeloAutorotate) + d.p(kHeloCrash) + d.p(kHeloExplodes)) +
                "; it explodes with everyone aboard " + percent_text(d.p(kHeloExplodes)) + ".";
    return r;
}

// [SECTION] roll

// One hit carried through: the table roll, then the injury dice of those it hurts.
void roll_helicopter_hit(const HelicopterHitInput& p, Prng& g, Answer& r) {
    const int occ = p.aboard_rep;
    const int aboard = p.aboard;
    const DamageTable table = p.damage_table;
    const HeloTableRoll t = helo_table_roll(g, p.pilot_rep);
    const int res = t.result;
    json roll = {{"dice", t.dice}, {"key", helo_hit_key(res)}};
    if (t.follow) roll["follow_die"] = t.follow;
    if (res == kHeloCrewmanHit || res == kHeloLeavesHurt) {
        int dd = g.die();
        roll["injury_dice"] = {dd};
        roll["injuries"] = {severity_key(damage_for_face(dd, helo_crew_impact(p), occ, table))};
    } else if (res == kHeloAutorotate || res == kHeloCrash) {
        std::vector<int> dd = g.throw_dice(aboard);
        json inj = json::array();
        for (int x : dd) inj.push_back(severity_key(damage_for_face(x, res == kHeloCrash ? 3 : 1, occ, table)));
        roll["injury_dice"] = dd;
        roll["injuries"] = inj;
        if (res == kHeloCrash) roll["thrown_inches"] = g.throw_dice(aboard);
    }
    r.roll = roll;
}

}  // namespace pm::fng
