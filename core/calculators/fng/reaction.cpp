// fng.reaction — every FNG "pass dice against Rep" test (digest fng.md §1.2, §1.3, §2.4, §2.8-2.11,
// §2.14; tests and result texts in data/fng/reaction_tests.json).
//
// Dice: the test's own dice (`dice`, 2 by default) plus, where the book allows it, +1 for a Leader's
// own reaction test (not In Sight / Surprise), +1 Born Leader (same tests), +1 hidden (In Sight v1,
// Vehicle In Sight v1), +1 covering fire (In Sight), +1 recon-by-fire target in cover (Received
// Fire); Jodie (Received Fire) and Wuss (Rally, Wanting to Charge, Being Charged) roll 1 die.
// Passes are capped at 2 (FNG-A1). The Leader Die (FNG-A2) only on Fast Move, Wanting to Charge
// and Rally; elsewhere it is refused and values.leader_die_applied is false.
// The roll (seeded, or the player's own dice), in this order: the figure's dice, then the Leader Die when applied.
#include <algorithm>

#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"
#include "contract/rolled.h"
#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/dice/rolls.h"
#include "engine/random/prng.h"

namespace pm::fng {
namespace {

const json& tests() {
    return data_json("fng/reaction_tests.json").at("tests");
}

const json& find_test(const std::string& id) {
    for (const auto& t : tests())
        if (t.at("id") == id) return t;
    throw CalcError(ErrorCode::OutOfRange, "test", "unknown test " + id);
}

bool has_mod(const json& t, const char* m) {
    for (const auto& x : t.at("mods"))
        if (x == m) return true;
    return false;
}

// [SECTION] one test, read from the request
// The test's target number, dice and Leader Die, worked out once by plan() (which says each
// modifier it applies and gives the outcomes); the values and the roll then read them.
struct ReactionTest {
    const json& t;  // the test's entry in data/fng/reaction_tests.json
    int leader_rep = 0, target = 4, n = 2;
    bool ld = false, fluent = false, hero_test = false, kd_under_v1 = false;
    dice::LeaderDieRule ld_rule = dice::LeaderDieRule::CancelOneFailure;
    Dist d;  // passes, capped at 2

    explicit ReactionTest(const Params& p) : t(find_test(p.get_enum("test"))) {}
    void plan(const Params& p, Result& r);
    void odds(const Params& p, Result& r) const;
    void roll(const Params& p, Prng& g, Result& r) const;
};

void ReactionTest::plan(const Params& p, Result& r) {
    const std::string rule = t.at("rule").get<std::string>();
    const std::string id = t.at("id").get<std::string>();
    bool v2 = p.get_enum("rules") == "2.0";
    int rep = p.get_int("rep");
    leader_rep = p.get_int("leader_rep");
    if (leader_rep == 1)
        throw CalcError(ErrorCode::OutOfRange, "leader_rep", "leader_rep is 0 (no Leader Die) or 2 to 6");

    // [SECTION] target number
    target = rep;
    std::string tgt_kind = t.at("target").get<std::string>();
    if (tgt_kind == "half_up") {
        target = (rep + 1) / 2;
        r.modifier("Target is half the Rep, rounded up", std::to_string(target), "FNG p.14 (Language Barrier)");
    } else if (tgt_kind == "half_down") {
        target = rep / 2;
        r.modifier("Target is half the Rep, rounded down", std::to_string(target), "FNG p.60 (Disarm Check)");
    }
    auto mod_flag = [&](const char* param, const char* mod, int delta, const std::string& label,
                        const std::string& cite) {
        if (!p.get_bool(param)) return;
        if (!has_mod(t, mod)) {
            r.modifier(label + ": does not apply to this test", "not applied", cite);
            return;
        }
        target += delta;
        r.modifier(label, (delta > 0 ? "+" : "") + std::to_string(delta) + " Rep", cite);
    };
    mod_flag("shortsighted", "shortsighted", -1, "Shortsighted", "FNG p.9");
    mod_flag("vs_stealthy", "vs_stealthy", -1, "Looking for a Stealthy figure", "FNG p.9");
    mod_flag("night_vs_sappers", "night_vs_sappers", -1, "At night against sappers", "FNG p.45");
    mod_flag("surprised", "surprised", -1, "Fired at after a Surprise pass 2", "FNG p.76 (Surprise Check)");
    mod_flag("sickly", "sickly", -1, "Sickly", "FNG p.9");
    mod_flag("towing", "towing", -1, "Towing a casualty alone", "FNG p.17");
    mod_flag("language", "language", 1, "Language attribute", "FNG pp.8, 14");
    mod_flag("buttoned_up", "buttoned_up", -1, "Tank commander buttoned up", "FNG p.77 (Vehicle In Sight Check)");
    mod_flag("gunner_position", "gunner_position", -1, "Test taken from the Gunner's position",
             "FNG p.77 (Vehicle In Sight Check)");
    mod_flag("long_range", "long_range", -1, "Range over 48 inches", "FNG p.77 (Place Round Table)");
    mod_flag("tank_killer", "tank_killer", 1, "Tank Killer", "FNG p.9");
    mod_flag("wire_cutters", "wire_cutters", 1, "Wire cutters (tripwires and mines)", "FNG p.13");
    const std::string& posture = p.get_enum("posture");
    if (posture != "none") {
        if (has_mod(t, "posture")) {
            int d = posture == "aggressive" ? 1 : -1;
            target += d;
            r.modifier(posture == "aggressive" ? "Aggressive posture" : "Avoidance posture",
                       d > 0 ? "+1 Rep" : "-1 Rep", "FNG p.43");
        } else {
            r.modifier("Posture: only on Received Fire", "not applied", "FNG p.43");
        }
    }
    if (has_mod(t, "at_range")) {
        bool beyond = p.get_enum("at_range") == "beyond-half";
        target += beyond ? -2 : -1;
        r.modifier(beyond ? "Beyond half range" : "Up to half range", beyond ? "-2 Rep" : "-1 Rep",
                   "FNG p.77 (Squad Anti-Tank Fire Table)");
    }
    int rep_mod = p.get_int("rep_mod");
    if (rep_mod != 0) {
        target += rep_mod;
        r.modifier("Other Rep modifier", (rep_mod > 0 ? "+" : "") + std::to_string(rep_mod), "FNG §1.5 list");
    }

    // [SECTION] number of dice
    n = p.get_int("dice");
    auto extra = [&](const char* param, bool allowed, const std::string& label, const std::string& cite) {
        if (!p.get_bool(param)) return;
        if (allowed) {
            ++n;
            r.modifier(label, "+1d6", cite);
        } else {
            r.modifier(label + ": no extra die on this test", "not applied", cite);
        }
    };
    extra("is_leader", t.at("leader_extra_die").get<bool>(), "Leader's own reaction test", "FNG p.14");
    bool both = p.get_bool("is_leader") && p.get_bool("born_leader") && t.at("leader_extra_die").get<bool>();
    if (both && p.get_enum("leader_and_born_leader") == "3d6") {
        r.modifier("Born Leader who is also the Leader: no fourth die (option)", "not applied", "Pointman reading 33");
    } else {
        extra("born_leader", t.at("born_leader").get<bool>(), "Born Leader", "FNG p.7");
        if (both)
            r.modifier("Leader who is also a Born Leader: read as 4d6, best two count (not stated by the book)",
                       "assumed", "Pointman reading 33");
    }
    extra("hidden", t.at("hidden_extra_die").get<bool>() && !v2, "Hidden figure", "FNG pp.22, 76");
    extra("covering_fire", t.at("covering_extra_die").get<bool>() || (id == "in-sight"), "Giving covering fire",
          "FNG pp.19, 76");
    if (p.get_bool("hidden") && p.get_bool("covering_fire") && id == "in-sight" && !v2)
        r.modifier("Hidden and giving covering fire: both extra dice", "reading",
                   "FNG pp.19, 22 (Pointman reading 39)");
    extra("recon_in_cover", has_mod(t, "recon_in_cover"), "Recon-by-fire target in cover", "FNG p.18");
    extra("evacuated", has_mod(t, "evacuated"), "Evacuated during the game", "FNG p.23");
    if (p.get_bool("jodie")) {
        if (t.at("jodie").get<bool>()) {
            n = 1;
            r.modifier("Jodie: one die only", "1d6", "FNG p.8");
        } else {
            r.modifier("Jodie: only on Received Fire", "not applied", "FNG p.8");
        }
    }
    if (p.get_bool("wuss")) {
        if (t.at("wuss").get<bool>()) {
            n = 1;
            r.modifier("Wuss: one die only", "1d6", "FNG p.9");
        } else {
            r.modifier("Wuss: only on Rally, Wanting to Charge, Being Charged", "not applied", "FNG p.9");
        }
    }

    // [SECTION] Leader Die
    bool ld_allowed = t.at("leader_die").get<bool>();
    ld = leader_rep > 0 && ld_allowed;
    if (leader_rep > 0 && !ld_allowed)
        r.modifier("Leader Die: not allowed on this test (only Fast Move, Wanting to Charge, Rally)", "refused",
                   "FNG p.14");
    if (ld)
        r.modifier("Leader Die vs the Leader's Rep " + std::to_string(leader_rep), "a pass cancels one failed die",
                   "FNG p.14 (Pointman reading 7)");
    if (ld && n == 1 && (p.get_bool("jodie") || p.get_bool("wuss")))
        r.modifier("One die (Jodie or Wuss) with the Leader Die beside it", "reading",
                   "FNG pp.8-9, 14 (Pointman reading 40)");

    ld_rule = leader_die_rule(p);
    if (ld && ld_rule == dice::LeaderDieRule::AtLeastOne)
        r.modifier("Leader Die read as 'at least one pass' (the book's first wording)", "option",
                   "FNG p.14 (Pointman reading 7)");
    d = ld ? dice::pass_count_with_leader(n, target, leader_rep, 2, ld_rule) : dice::pass_count(n, target);
    fluent = p.get_bool("fluent") && has_mod(t, "fluent");
    if (fluent) {
        d = Dist::point(2);
        r.modifier("Fluent: passes automatically", "pass 2", "FNG p.8");
    }
    hero_test = t.at("hero_trigger").get<bool>();
    if (p.get_bool("hero")) {
        if (hero_test) {
            d = Dist::point(2);
            r.modifier("Hero mode (Heroes All): passes 2 automatically", "pass 2", "FNG p.21");
        } else {
            r.modifier(id == "hero"
                           ? "Hero mode (Heroes All) does not cover the Who Wants To Be A Hero? table"
                           : "Hero mode: automatic pass only on Received Fire, Wanting to Charge, Being Charged",
                       "not applied", "FNG p.21");
        }
    }

    const json& res = (v2 && t.contains("results_2_0")) ? t.at("results_2_0") : t.at("results");
    const std::string cite = (v2 && t.contains("rule_2_0")) ? t.at("rule_2_0").get<std::string>() : rule;
    if (v2 && id == "in-sight") r.modifier("FNG 2.0: only the inactive side takes this test", "rule", cite);
    kd_under_v1 = !v2 && id == "knock-down";
    if (kd_under_v1)
        r.modifier("FNG 2.0's test: under the 2006 rules a knocked-down figure just acts again at its next activation",
                   "shown as in FNG 2.0", "FNG p.15; " + rule);
    r.modifier(t.at("title").get<std::string>() + ": " + std::to_string(n) + "d6 against " + std::to_string(target),
               "pass 2 at most", cite);
    for (int k = 2; k >= 0; --k) {
        std::string key = "pass" + std::to_string(k);
        r.outcome(key, res.at(key).get<std::string>(), d.p(k));
    }
}

void ReactionTest::odds(const Params& p, Result& r) const {
    // [SECTION] values
    r.values["leader_die_applied"] = ld;
    r.values["dice"] = n;
    r.values["target"] = target;
    r.values["table"] = t.at("table");
    if (hero_test) {
        bool two_only = p.get_enum("hero_rule") == "two-dice-only";
        Rational h = (two_only && n != 2) ? Rational(0) : dice::chance_face_at_least(n, 1, 2);
        r.values["hero_chance"] = h.to_double();
        r.values["hero_chance_exact"] = h.str();
        if (n != 2)
            r.modifier(two_only ? "Snake eyes only count when exactly two dice are rolled"
                                : "Snake eyes: any two 1s among the dice rolled",
                       "reading", "FNG p.21 (Pointman reading 32)");
    }
    if (t.contains("note")) r.values["note"] = t.at("note");
    r.summary = std::string(kd_under_v1 ? "Only under FNG 2.0 rules (under 2006 rules there is no such test). " : "") +
                t.at("title").get<std::string>() + " with " + std::to_string(n) + "d6 against " +
                std::to_string(target) + (ld ? " plus the Leader Die" : "") + ": pass 2 " + percent_text(d.p(2)) +
                ", pass 1 " + percent_text(d.p(1)) + ", pass 0 " + percent_text(d.p(0)) + ".";
}

// [SECTION] roll
void ReactionTest::roll(const Params& p, Prng& g, Result& r) const {
    std::vector<int> faces = g.dice(n);
    json roll = {{"dice", faces}};
    int l = 0;
    if (ld) {
        l = g.die();
        roll["leader_die"] = l;
    }
    int k = dice::passes_with_leader_faces(faces, target, l, leader_rep, 2, ld_rule);
    if (fluent || (p.get_bool("hero") && hero_test)) k = 2;
    roll["key"] = "pass" + std::to_string(k);
    if (hero_test) roll["snake_eyes"] = std::count(faces.begin(), faces.end(), 1) >= 2;
    r.roll = roll;
    std::string label = r.label(roll["key"].get<std::string>());
    while (!label.empty() && label.back() == '.') label.pop_back();
    r.rolled = t.at("title").get<std::string>() + ": rolled " + faces_text(faces) +
               (ld ? ", Leader Die " + std::to_string(l) : std::string()) + " against " + std::to_string(target) +
               ", pass " + std::to_string(k) + "d6" +
               (fluent || (p.get_bool("hero") && hero_test) ? std::string(" (automatic)") : "") + ": " + label + ".";
}

Result evaluate_reaction(const Params& p, const EvalContext&) {
    Result r;
    ReactionTest test(p);
    test.plan(p, r);
    test.odds(p, r);
    return r;
}

void roll_reaction(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    Result said;  // the plan's modifiers and outcomes are already in r
    ReactionTest test(p);
    test.plan(p, said);
    test.roll(p, dice, r);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.reaction", evaluate_reaction, roll_reaction)
}  // namespace pm::fng
