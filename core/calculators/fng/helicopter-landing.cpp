// fng.helicopter-landing — a helicopter coming in to land (FNG pp.54-55; FNG-T64):
//   insertion: the pilot's Rep is rolled (1d6: 5-6 Rep 5, otherwise Rep 4) unless given, then the
//     Piloting Table (2d6 against his Rep) on the way in; values.departure repeats it for leaving.
//   medevac: on a hot LZ (enemy within 12" of it, or fired on while coming in) the pilot rolls 1d6,
//     plus one for each earlier failed attempt, and turns away when it is above his Rep.
//     A Medevac pilot's Rep, when not known, is rolled as for an insertion (Pointman reading 47).
// Seeded roll: the pilot's Rep die (when rolled), then the Piloting dice or the Hot LZ die; the
// odds of the way in come from the same approach() (roll_odds).
// Its parameters and words: data/calculators/fng/fng.helicopter-landing.json.
#include "contract/calculator_data.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "engine/random/roll_odds.h"
#include "rules/fng/helicopters.h"

namespace pm::fng {
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

Approach approach(Prng& g, const Params& p) {
    Approach l;
    l.rep = p.get_int("pilot_rep");
    if (l.rep == 0) {
        l.rep_die = g.die();
        l.rep = insertion_pilot_rep(l.rep_die);
    }
    if (p.get_enum("mission") != "medevac") {
        l.dice = g.dice(2);
        l.code = dice::passes_for_faces(l.dice, l.rep, 2);
    } else if (p.get_bool("hot_lz")) {
        l.dice = {g.die()};
        l.code = hot_lz_lands(l.dice[0], p.get_int("attempt"), l.rep) ? 1 : 0;
    }
    return l;
}

// [SECTION] odds

Result evaluate_landing(const Params& p, const EvalContext&) {
    Result r;
    const char* kP54 = "FNG p.54";
    const bool medevac = p.get_enum("mission") == "medevac";
    const int given = p.get_int("pilot_rep");
    if (given == 1) throw CalcError(ErrorCode::OutOfRange, "pilot_rep", "the pilot's Rep is 2 to 6 (0 = roll for it)");
    const int attempt = p.get_int("attempt");
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
    } else if (!p.get_bool("hot_lz")) {
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
        const int last = static_cast<int>(find_calculator("fng.helicopter-landing")->param("attempt")->max);
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

void roll_landing(const Params& p, const EvalContext&, Prng& g, Result& r) {
    const Approach l = approach(g, p);
    json roll;
    if (l.rep_die) roll["pilot_rep_die"] = l.rep_die;
    roll["pilot_rep"] = l.rep;
    if (!l.dice.empty()) roll["dice"] = l.dice;
    if (p.get_enum("mission") != "medevac")
        roll["key"] = "pass" + std::to_string(l.code);
    else
        roll["key"] = l.code ? "lands" : "turns-away";
    r.roll = roll;
}

}  // namespace

PM_REGISTER_CALCULATOR_DATA("fng.helicopter-landing", evaluate_landing, roll_landing)

}  // namespace pm::fng
