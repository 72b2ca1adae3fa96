// fng.helicopter-landing — a helicopter coming in to land (FNG pp.54-55; FNG-T64):
//   insertion: the pilot's Rep is rolled (1d6: 5-6 Rep 5, otherwise Rep 4) unless given, then the
//     Piloting Table (2d6 against his Rep) on the way in; values.departure repeats it for leaving.
//   medevac: on a hot LZ (enemy within 12" of it, or fired on while coming in) the pilot rolls 1d6,
//     plus one for each earlier failed attempt, and turns away when it is above his Rep.
//     A Medevac pilot's Rep, when not known, is rolled as for an insertion (Pointman reading 47).
// Seeded roll: the pilot's Rep die (when rolled), then the Piloting dice or the Hot LZ die.
#include "contract/registry.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/helicopters.h"

namespace pm::fng {
namespace {

Result evaluate_landing(const Params& p, const EvalContext& ctx) {
    Result r;
    const char* kP54 = "FNG p.54";
    const bool medevac = p.get_enum("mission") == "medevac";
    const int given = p.get_int("pilot_rep");
    if (given == 1) throw CalcError(ErrorCode::OutOfRange, "pilot_rep", "the pilot's Rep is 2 to 6 (0 = roll for it)");
    const int attempt = p.get_int("attempt");
    Dist reps = given > 0 ? Dist::point(given) : insertion_pilot_rep_dist();
    if (given == 0) {
        r.modifier("Pilot's Rep rolled: 1d6, 5-6 Rep 5, otherwise Rep 4", "Rep 4 or 5", kP54);
        if (medevac)
            r.modifier("A Medevac pilot's Rep rolled as for an insertion", "reading",
                       "FNG pp.54-55, Pointman reading 47");
    }
    r.values["pilot_rep5"] = reps.p(5).str();
    if (!medevac) {
        Dist pil = reps.then([](int rep) { return dice::pass_count(2, rep); });
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
    } else if (!p.get_bool("hot_lz")) {
        r.outcome("lands", "Lands", Rational(1));
        r.outcome("turns-away", "Turns away and tries again next turn", Rational(0));
        r.modifier("LZ not hot: the pilot lands without a test", "no roll", "FNG p.55");
        r.summary = "The LZ is not hot: the Medevac lands.";
    } else {
        auto lands_at = [&](int k) {
            return reps.then(
                [&](int rep) { return Dist::die().map([&](int f) { return hot_lz_lands(f, k, rep) ? 1 : 0; }); });
        };
        Dist now = lands_at(attempt);
        r.outcome("lands", "Lands", now.p(1));
        r.outcome("turns-away", "Turns away and tries again next turn", now.p(0));
        r.modifier("Hot LZ: 1d6 against the pilot's Rep", "+" + std::to_string(attempt - 1) + " for earlier attempts",
                   "FNG p.55");
        // Lands by attempt k, from the first (the same pilot every time: condition on his Rep).
        json by = json::array(), by_exact = json::array();
        for (int k = 1; k <= 6; ++k) {
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
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json roll;
        int rep = given;
        if (given == 0) {
            int f = g.die();
            rep = insertion_pilot_rep(f);
            roll["pilot_rep_die"] = f;
        }
        roll["pilot_rep"] = rep;
        if (!medevac) {
            std::vector<int> f = g.dice(2);
            int k = dice::passes_for_faces(f, rep, 2);
            roll["dice"] = f;
            roll["key"] = "pass" + std::to_string(k);
        } else if (!p.get_bool("hot_lz")) {
            roll["key"] = "lands";
        } else {
            int f = g.die();
            roll["dice"] = {f};
            roll["key"] = hot_lz_lands(f, attempt, rep) ? "lands" : "turns-away";
        }
        r.roll = roll;
    }
    return r;
}

Calculator make_landing() {
    Calculator c;
    c.id = "fng.helicopter-landing";
    c.title = "Helicopter landing: insertion or Medevac";
    c.ruleset = "fng";
    c.citation = "FNG pp.54-55 (Piloting Table)";
    c.help =
        "A helicopter bringing troops in, with the pilot's Rep rolled as the book does for insertions and "
        "the Piloting Table on the way in, or a Medevac coming down on a hot LZ, where the pilot may turn "
        "away and each failed attempt makes the next one harder.";
    c.params = {
        ParamSpec::Enum("mission", "Mission",
                        {{"insertion", "Insertion or extraction"}, {"medevac", "Medevac / Dustoff"}}, "insertion",
                        "Insertions roll on the Piloting Table; a Medevac tests a hot LZ."),
        ParamSpec::Int("pilot_rep", "Pilot Rep", 0, 6, 0, "0 = roll for it (1d6: 5-6 Rep 5, otherwise Rep 4)."),
        ParamSpec::Bool("hot_lz", "Hot LZ", true,
                        "Medevac: enemy within 12 inches of the LZ, or the helicopter was fired on coming in."),
        ParamSpec::Int("attempt", "Attempt", 1, 6, 1, "Medevac: which attempt this is (each failed one adds 1)."),
    };
    c.evaluate = evaluate_landing;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_landing)
