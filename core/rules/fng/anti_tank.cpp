// Pointman — FNG anti-tank fire: placing a round and penetrating (pp.30–32) (see rules/fng/anti_tank.h).
#include "rules/fng/anti_tank.h"

#include <algorithm>

#include "engine/exact/dist.h"
#include "rules/fng/rolled_tables.h"

namespace pm::fng {

bool placement_reads_location(const AtSetup& s, int p1, int p2) {
    const int k = std::min(2, (p1 <= s.target) + (p2 <= s.target));
    if (s.method == "close-assault" || k != 1 || s.fast) return false;
    if (s.method == "main-gun" && s.within12) return false;
    // A location that cannot change the strike (the turret and the hull both a Clank test, say) is
    // not worth a die: only a die that can matter is asked of the player.
    const AtResult turret = resolve_placement(s, p1, p2, 1), hull = resolve_placement(s, p1, p2, 6);
    return turret.outcome != hull.outcome || turret.diff != hull.diff;
}

AtResult resolve_placement(const AtSetup& s, int p1, int p2, int location) {
    int k = std::min(2, (p1 <= s.target) + (p2 <= s.target));
    bool hands_of_fate = p1 == 1 && p2 == 1;
    int ar;
    if (s.method == "close-assault") {
        if (k == 1) return {kFumble, 0};
        if (k == 0) return {kDisaster, 0};
        ar = s.ar_aimed;
    } else {
        if (k == 0) return {kMiss, 0};
        if (k == 2) {
            ar = s.ar_aimed;
        } else {
            if (s.fast) return {kMiss, 0};
            if (s.method == "main-gun" && s.within12) return {kOther, 0};
            if (location <= 2) {
                ar = s.ar_turret;
            } else {
                if (s.hull_down) return {kClank, 0};
                ar = s.ar_hull;
            }
        }
    }
    int diff = s.apr - ar;
    if (diff <= 0) {
        if (!hands_of_fate) return {kClank, 0};
        diff = 1;
    }
    return {-1, diff};
}

// [SECTION] Penetration Results Table (FNG-T30, p.29; QRS p.77): its one home is the table
// fng.penetration rolls, data/fng/rolled_tables.json (2 dice against the difference, passes capped
// at 2), read here through rolled_tables.h, with the Special Overkill of p.29 as its own row: a pass
// 2d6 on 5,5 or 6,6 goes through the vehicle and kills a single crewman instead of the whole crew.
int resolve_penetration(int diff, int d1, int d2) {
    const json& table = rolled_table("fng.penetration");
    const std::string row = rolled_table_key(table, rolled_table_value(table, {d1, d2}, diff, 0));
    if (row == "overkill") return kOverkill;
    if (row == "pass2") return kDestroyed;
    return row == "pass1" ? kDisabled : kClank;
}

AtResult resolve_anti_tank(const AtSetup& s, const std::vector<int>& f) {
    AtResult r = resolve_placement(s, f[0], f[1], f[2]);
    if (r.outcome >= 0) return r;
    return {resolve_penetration(r.diff, f[3], f[4]), r.diff};
}

bool penetrated(int outcome) {
    return outcome == kDisabled || outcome == kDestroyed || outcome == kOverkill;
}

int vehicle_fire_die(VehicleFire v) {
    return v == VehicleFire::kUsList ? 6 : v == VehicleFire::kArvnList ? 4 : 0;
}

bool catches_fire(VehicleFire v, int fire_face) {
    if (v == VehicleFire::kUsList) return fire_face <= 2;    // 1-2 on a d6 (p.65)
    if (v == VehicleFire::kArvnList) return fire_face == 1;  // 25%: 1 on a d4 (p.70)
    return false;
}

// [SECTION] fng.anti-tank — placing a round on a vehicle and penetrating it (digest fng.md §2.11, FNG-A8;
// FNG-T29 Place Round, T31 Squad Anti-Tank Fire, T32 Who Wants To Be A Hero, T30 Penetration).
//
// One roll is five dice: two placement dice (vs the Gunner / shooter / attacker Rep), one location
// die (read only after a placement pass 1: 1-2 turret, 3-6 hull), two penetration dice (vs
// APR − AR). Every face vector is enumerated (Dist::from_faces) through `resolve`, the same function
// the seeded roll uses, so the odds are exact by construction:
//   main gun:  pass 2 hits the part aimed at; pass 1 misses a fast mover, within 12" hits another
//              target, else the location die (hull down: a hull result only forces a Clank test)
//   squad AT:  Rep −1 up to half range, −2 beyond; pass 1 as above but without the 12" rule
//   close assault: pass 2 hits the bottom (AR = side ÷ 2), pass 1 fumble, pass 0 disaster
//   turret hit: AR +1. diff = APR − AR. diff ≤ 0: Clank test, unless the placement dice were 1,1
//   (Hands of Fate): then penetration is rolled with diff 1.
//   penetration: 2 dice vs diff: pass 2 destroyed (5,5 or 6,6: Special Overkill, only one crewman dies),
//   pass 1 disabled (each crewman dies on 1d6 ≤ diff), pass 0 Clank test.
//   catches_fire (option): a vehicle marked (1) on the US list burns on 1-2 of a d6 once disabled or
//   penetrated (p.65), on the ARVN list 25% of the time (p.70; a 1 on a d4); each penetrated
//   outcome then splits into "<key>" and "<key>-fire".
// Seeded roll: the dice in that order, each only when the book rolls it (no location die unless a
// placement pass 1 reads it, no penetration dice after a miss, a fumble, a disaster, a strike on
// another target or a Clank test); after a penetration the fire die (option), then on "disabled" one
// die per crewman.

namespace {

const char* kKeys[kAtOutcomeCount] = {"miss",      "other-target", "clank",  "disabled",
                                      "destroyed", "overkill",     "fumble", "disaster"};
const char* kLabels[kAtOutcomeCount] = {"Miss: the target ignores it",
                                        "Strikes another target in the line of fire",
                                        "Hit without penetrating: the crew takes a Clank test",
                                        "Penetrated and disabled: each crewman may die, the rest bail out",
                                        "Penetrated: vehicle destroyed with its whole crew",
                                        "Special Overkill: the round passes through, one crewman dies",
                                        "Fumble: device lost, the attacker retires",
                                        "Disaster: the attacker takes a hit from his own device"};

// The shot as the parameters give it; the rules it applies are noted on `r` when one is given
// (the odds), not for the roll.
AtSetup at_setup(const AntiTankInput& in, Answer* r) {
    auto note = [&](const std::string& label, const std::string& value, const std::string& rule) {
        if (r) r->modifier(label, value, rule);
    };
    AtSetup s;
    s.method = in.method;
    int rep = in.rep;
    s.target = rep;
    s.apr = in.apr;
    int front = in.armor_front, side = in.armor_side;
    const std::string& facing = in.facing;
    int facing_ar = facing == "front" ? front : (facing == "side-rear" ? side : side / 2);
    if (facing == "top-bottom")
        note("Top and bottom armour is the side armour halved, rounded down", std::to_string(facing_ar), "FNG p.24");
    bool turret = in.aim == "turret";
    s.ar_hull = facing_ar;
    s.ar_turret = facing_ar + 1;
    s.ar_aimed = turret ? s.ar_turret : s.ar_hull;
    s.fast = in.fast_moving;
    s.within12 = in.within_12;
    s.hull_down = in.hull_down;
    if (turret) note("Aimed at the turret", "AR +1", "FNG p.24");
    if (s.method == "main-gun") {
        if (in.over_48) {
            s.target -= 1;
            note("Range over 48 inches", "-1 Rep", "FNG p.77 (Place Round Table)");
        }
        note("Place Round: 2d6 vs the Gunner's Rep", std::to_string(s.target), "FNG p.29 (Place Round Table)");
    } else if (s.method == "squad-at") {
        bool beyond = in.beyond_half;
        s.target -= beyond ? 2 : 1;
        note(beyond ? "Squad AT fire beyond half range" : "Squad AT fire up to half range",
             beyond ? "-2 Rep" : "-1 Rep", "FNG p.30 (Squad Anti-Tank Fire Table)");
    } else {
        s.ar_aimed = side / 2;
        if (in.tank_killer) {
            s.target += 1;
            note("Tank Killer", "+1 Rep", "FNG p.9");
        }
        note("Close assault: a success strikes the bottom armour", "AR " + std::to_string(side / 2),
             "FNG p.30 (Who Wants To Be A Hero?)");
    }
    return s;
}

// After a disabling penetration each crewman dies on a die at or under the difference.
bool crewman_dies(int face, int diff) {
    return face <= diff;
}

}  // namespace

// [SECTION] the odds
Answer anti_tank(const AntiTankInput& in) {
    Answer r;
    const AtSetup s = at_setup(in, &r);
    // placement dice first (216 vectors), then the penetration dice for the difference reached
    // (encoded as −1 − diff) — the same rules as resolve_anti_tank on all five dice.
    Dist place = Dist::from_faces(3, [&](const std::vector<int>& f) {
        AtResult a = resolve_placement(s, f[0], f[1], f[2]);
        return a.outcome >= 0 ? a.outcome : -1 - a.diff;
    });
    Dist d = place.then([](int v) {
        if (v >= 0) return Dist::point(v);
        int diff = -1 - v;
        return Dist::from_faces(2, [diff](const std::vector<int>& f) { return resolve_penetration(diff, f[0], f[1]); });
    });
    // [SECTION] a vehicle prone to catch fire (note (1) of the vehicle lists, FNG pp.65, 70): after a
    // penetration one more die says whether it burns; each penetrated outcome splits in two.
    const VehicleFire vf = in.catches_fire;
    Rational burn(0);
    if (vf != VehicleFire::kNoFire) {
        burn = Dist::die(vehicle_fire_die(vf)).p_if([vf](int f) { return catches_fire(vf, f); });
        r.modifier(vf == VehicleFire::kUsList ? "Prone to catch fire when disabled or penetrated: 1-2 on a d6"
                                              : "Prone to catch fire when disabled or penetrated: 25% (a 1 on a d4)",
                   burn.str(), vf == VehicleFire::kUsList ? "FNG p.65 (1)" : "FNG p.70 (1)");
    }
    for (int k = 0; k < kAtOutcomeCount; ++k) {
        if (vf != VehicleFire::kNoFire && penetrated(k)) {
            r.outcome(kKeys[k], kLabels[k], d.p(k) * (Rational(1) - burn));
            r.outcome(std::string(kKeys[k]) + "-fire", std::string(kLabels[k]) + "; the vehicle catches fire",
                      d.p(k) * burn);
        } else {
            r.outcome(kKeys[k], kLabels[k], d.p(k));
        }
    }
    int diff_aimed = s.apr - s.ar_aimed;
    r.values["difference"] = diff_aimed;
    r.values["undergunned"] = s.apr < s.ar_aimed;
    if (diff_aimed <= 0)
        r.modifier("Undergunned: only Hands of Fate (placement dice 1,1) can penetrate, at difference 1", "applied",
                   "FNG p.31");
    int crew = in.crew;
    // Crew deaths given "disabled": each crewman dies with probability clamp(diff)/6 (aimed-part diff).
    const Rational pdie = Dist::die().p_if([&](int f) { return crewman_dies(f, std::max(diff_aimed, 1)); });
    r.values["crewman_dies_if_disabled"] = pdie.str();
    r.values["expected_dead_if_disabled"] = (pdie * Rational(crew)).to_double();
    Rational pen = d.p(kDestroyed) + d.p(kOverkill) + d.p(kDisabled);
    r.values["p_penetrate"] = pen.to_double();
    r.values["p_penetrate_exact"] = pen.str();
    r.summary = "Penetrates " + percent_text(pen) + " (destroyed " + percent_text(d.p(kDestroyed)) + ", disabled " +
                percent_text(d.p(kDisabled)) + "); Clank test " + percent_text(d.p(kClank)) + ".";
    // The link opens the penetration table at this difference, kept inside that calculator's range.
    const int shown = in.penetration_differences ? std::clamp(diff_aimed, in.penetration_differences->first,
                                                              in.penetration_differences->second)
                                                 : diff_aimed;
    r.actions.push_back(
        {{"label", "Penetration table only"}, {"link", "#/fng.penetration?difference=" + std::to_string(shown)}});
    return r;
}

// [SECTION] the roll: only the dice the book rolls, in its order (FNG pp.29-31): the two placement
// dice; the location die only when a pass 1 reads it; the two penetration dice only when the round
// strikes and has a difference to roll against; the fire die; one die per crewman.
void roll_anti_tank(const AntiTankInput& in, Prng& g, Answer& r) {
    const AtSetup s = at_setup(in, nullptr);
    const VehicleFire vf = in.catches_fire;
    const std::vector<int> place = g.throw_dice(2);
    json roll = {{"placement", place}};
    int location = 0;
    if (placement_reads_location(s, place[0], place[1])) {
        location = g.die();
        roll["location"] = location;
    }
    AtResult res = resolve_placement(s, place[0], place[1], location);
    if (res.outcome < 0) {
        const std::vector<int> pen = g.throw_dice(2);
        roll["penetration"] = pen;
        res.outcome = resolve_penetration(res.diff, pen[0], pen[1]);
    }
    roll["key"] = kKeys[res.outcome];
    if (vf != VehicleFire::kNoFire && penetrated(res.outcome)) {
        const int ff = g.die(vehicle_fire_die(vf));
        roll["fire_die"] = ff;
        if (catches_fire(vf, ff)) roll["key"] = std::string(kKeys[res.outcome]) + "-fire";
    }
    if (res.outcome == kDisabled) {
        json deaths = json::array();
        for (int i = 0; i < in.crew; ++i) deaths.push_back(crewman_dies(g.die(), res.diff));
        roll["crew_dies"] = deaths;
    }
    r.roll = roll;
}

}  // namespace pm::fng
