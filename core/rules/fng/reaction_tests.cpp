// Pointman — FNG reaction tests, every "pass dice against Rep" test (reaction_tests.h).
#include "rules/fng/reaction_tests.h"

#include <algorithm>

#include "engine/data/data_files.h"
#include "engine/dice/faces_text.h"
#include "engine/dice/rolls.h"
#include "engine/planned.h"

namespace pm::fng {
namespace {

const json& reaction_tests_data() {
    return data_json("fng/reaction_tests.json").at("tests");
}

const json& find_reaction_test(const std::string& id) {
    for (const auto& t : reaction_tests_data())
        if (t.at("id") == id) return t;
    throw RuleError(ErrorCode::OutOfRange, "test", "unknown test " + id);
}

bool lists_mod(const json& t, const char* m) {
    for (const auto& x : t.at("mods"))
        if (x == m) return true;
    return false;
}

// The target number's modifiers that only count where the test lists them (its "mods"), in the
// order they are said.
struct RepFlag {
    bool ReactionInput::*on;
    const char* mod;
    int delta;
    const char* label;
    const char* cite;
};
const RepFlag kRepFlags[] = {
    {&ReactionInput::shortsighted, "shortsighted", -1, "Shortsighted", "FNG p.9"},
    {&ReactionInput::vs_stealthy, "vs_stealthy", -1, "Looking for a Stealthy figure", "FNG p.9"},
    {&ReactionInput::night_vs_sappers, "night_vs_sappers", -1, "At night against sappers", "FNG p.45"},
    {&ReactionInput::surprised, "surprised", -1, "Fired at after a Surprise pass 2", "FNG p.76 (Surprise Check)"},
    {&ReactionInput::sickly, "sickly", -1, "Sickly", "FNG p.9"},
    {&ReactionInput::towing, "towing", -1, "Towing a casualty alone", "FNG p.17"},
    {&ReactionInput::language, "language", 1, "Language attribute", "FNG pp.8, 14"},
    {&ReactionInput::buttoned_up, "buttoned_up", -1, "Tank commander buttoned up", "FNG p.77 (Vehicle In Sight Check)"},
    {&ReactionInput::gunner_position, "gunner_position", -1, "Test taken from the Gunner's position",
     "FNG p.77 (Vehicle In Sight Check)"},
    {&ReactionInput::long_range, "long_range", -1, "Range over 48 inches", "FNG p.77 (Place Round Table)"},
    {&ReactionInput::tank_killer, "tank_killer", 1, "Tank Killer", "FNG p.9"},
    {&ReactionInput::wire_cutters, "wire_cutters", 1, "Wire cutters (tripwires and mines)", "FNG p.13"},
};

// [SECTION] one test
// The test's target number, dice and Leader Die, worked out once by plan() (which says each
// modifier it applies and gives the outcomes); the values and the roll then read them.
struct ReactionTest {
    const ReactionInput& in;
    const json& t;  // the test's entry in data/fng/reaction_tests.json
    int target = 4, n = 2;
    bool ld = false, fluent = false, hero_test = false, kd_under_v1 = false;
    Dist d;  // passes, capped at 2

    ReactionTest(const ReactionInput& i, Answer& r) : in(i), t(find_reaction_test(i.test)) { plan(r); }
    void plan(Answer& r);
    void odds(Answer& r) const;
    void roll(Prng& g, Answer& r) const;
    bool automatic() const { return fluent || (in.hero && hero_test); }
};

void ReactionTest::plan(Answer& r) {
    const std::string rule = t.at("rule").get<std::string>();
    const std::string id = t.at("id").get<std::string>();
    const bool v2 = in.v2;
    const int rep = in.rep;
    if (in.leader_rep == 1)
        throw RuleError(ErrorCode::OutOfRange, "leader_rep", "leader_rep is 0 (no Leader Die) or 2 to 6");

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
    for (const RepFlag& f : kRepFlags) {
        if (!(in.*f.on)) continue;
        if (!lists_mod(t, f.mod)) {
            r.modifier(std::string(f.label) + ": does not apply to this test", "not applied", f.cite);
            continue;
        }
        target += f.delta;
        r.modifier(f.label, (f.delta > 0 ? "+" : "") + std::to_string(f.delta) + " Rep", f.cite);
    }
    if (in.posture != Posture::None) {
        if (lists_mod(t, "posture")) {
            int d = in.posture == Posture::Aggressive ? 1 : -1;
            target += d;
            r.modifier(in.posture == Posture::Aggressive ? "Aggressive posture" : "Avoidance posture",
                       d > 0 ? "+1 Rep" : "-1 Rep", "FNG p.43");
        } else {
            r.modifier("Posture: only on Received Fire", "not applied", "FNG p.43");
        }
    }
    if (lists_mod(t, "at_range")) {
        bool beyond = in.beyond_half_range;
        target += beyond ? -2 : -1;
        r.modifier(beyond ? "Beyond half range" : "Up to half range", beyond ? "-2 Rep" : "-1 Rep",
                   "FNG p.77 (Squad Anti-Tank Fire Table)");
    }
    if (in.rep_mod != 0) {
        target += in.rep_mod;
        r.modifier("Other Rep modifier", (in.rep_mod > 0 ? "+" : "") + std::to_string(in.rep_mod), "FNG §1.5 list");
    }

    // [SECTION] number of dice
    n = in.dice;
    auto extra = [&](bool asked, bool allowed, const std::string& label, const std::string& cite) {
        if (!asked) return;
        if (allowed) {
            ++n;
            r.modifier(label, "+1d6", cite);
        } else {
            r.modifier(label + ": no extra die on this test", "not applied", cite);
        }
    };
    extra(in.is_leader, t.at("leader_extra_die").get<bool>(), "Leader's own reaction test", "FNG p.14");
    bool both = in.is_leader && in.born_leader && t.at("leader_extra_die").get<bool>();
    if (both && in.leader_and_born_leader_3d6) {
        r.modifier("Born Leader who is also the Leader: no fourth die (option)", "not applied", "Pointman reading 33");
    } else {
        extra(in.born_leader, t.at("born_leader").get<bool>(), "Born Leader", "FNG p.7");
        if (both)
            r.modifier("Leader who is also a Born Leader: read as 4d6, best two count (not stated by the book)",
                       "assumed", "Pointman reading 33");
    }
    extra(in.hidden, t.at("hidden_extra_die").get<bool>() && !v2, "Hidden figure", "FNG pp.22, 76");
    extra(in.covering_fire, t.at("covering_extra_die").get<bool>() || (id == "in-sight"), "Giving covering fire",
          "FNG pp.19, 76");
    if (in.hidden && in.covering_fire && id == "in-sight" && !v2)
        r.modifier("Hidden and giving covering fire: both extra dice", "reading",
                   "FNG pp.19, 22 (Pointman reading 39)");
    extra(in.recon_in_cover, lists_mod(t, "recon_in_cover"), "Recon-by-fire target in cover", "FNG p.18");
    extra(in.evacuated, lists_mod(t, "evacuated"), "Evacuated during the game", "FNG p.23");
    if (in.jodie) {
        if (t.at("jodie").get<bool>()) {
            n = 1;
            r.modifier("Jodie: one die only", "1d6", "FNG p.8");
        } else {
            r.modifier("Jodie: only on Received Fire", "not applied", "FNG p.8");
        }
    }
    if (in.wuss) {
        if (t.at("wuss").get<bool>()) {
            n = 1;
            r.modifier("Wuss: one die only", "1d6", "FNG p.9");
        } else {
            r.modifier("Wuss: only on Rally, Wanting to Charge, Being Charged", "not applied", "FNG p.9");
        }
    }

    // [SECTION] Leader Die
    const int leader_rep = in.leader_rep;
    bool ld_allowed = t.at("leader_die").get<bool>();
    ld = leader_rep > 0 && ld_allowed;
    if (leader_rep > 0 && !ld_allowed)
        r.modifier("Leader Die: not allowed on this test (only Fast Move, Wanting to Charge, Rally)", "refused",
                   "FNG p.14");
    if (ld)
        r.modifier("Leader Die vs the Leader's Rep " + std::to_string(leader_rep),
                   in.leader_die_rule == dice::LeaderDieRule::AtLeastOne ? "a pass assures at least one pass"
                                                                         : "a pass cancels one failed die",
                   "FNG p.14 (Pointman reading 7)");
    if (ld && n == 1 && (in.jodie || in.wuss))
        r.modifier("One die (Jodie or Wuss) with the Leader Die beside it", "reading",
                   "FNG pp.8-9, 14 (Pointman reading 40)");

    if (ld && in.leader_die_rule == dice::LeaderDieRule::AtLeastOne)
        r.modifier("Leader Die read as 'at least one pass' (the book's first wording)", "option",
                   "FNG p.14 (Pointman reading 7)");
    d = ld ? dice::pass_count_with_leader(n, target, leader_rep, 2, in.leader_die_rule) : dice::pass_count(n, target);
    fluent = in.fluent && lists_mod(t, "fluent");
    if (fluent) {
        d = Dist::point(2);
        r.modifier("Fluent: passes automatically", "pass 2", "FNG p.8");
    }
    hero_test = t.at("hero_trigger").get<bool>();
    if (in.hero) {
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

void ReactionTest::odds(Answer& r) const {
    // [SECTION] values
    r.values["leader_die_applied"] = ld;
    r.values["dice"] = n;
    r.values["target"] = target;
    r.values["table"] = t.at("table");
    if (hero_test) {
        bool two_only = in.hero_two_dice_only;
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
void ReactionTest::roll(Prng& g, Answer& r) const {
    std::vector<int> faces = g.throw_dice(n);
    json roll = {{"dice", faces}};
    int l = 0;
    if (ld) {
        l = g.die();
        roll["leader_die"] = l;
    }
    int k = dice::passes_with_leader_faces(faces, target, l, in.leader_rep, 2, in.leader_die_rule);
    if (automatic()) k = 2;
    roll["key"] = "pass" + std::to_string(k);
    if (hero_test) roll["snake_eyes"] = std::count(faces.begin(), faces.end(), 1) >= 2;
    r.roll = roll;
    std::string label = r.label(roll["key"].get<std::string>());
    while (!label.empty() && label.back() == '.') label.pop_back();
    r.rolled = t.at("title").get<std::string>() + ": rolled " + faces_text(faces) +
               (ld ? ", Leader Die " + std::to_string(l) : std::string()) + " against " + std::to_string(target) +
               ", pass " + std::to_string(k) + "d6" + (automatic() ? std::string(" (automatic)") : "") + ": " + label +
               ".";
}

}  // namespace

Answer reaction_test(const ReactionInput& in, Prng* dice) {
    return planned_answer<ReactionTest>(in, dice);
}

void roll_reaction_test(const ReactionInput& in, Prng& dice, Answer& r) {
    planned_roll<ReactionTest>(in, dice, r);
}

}  // namespace pm::fng
