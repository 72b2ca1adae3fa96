// Pointman — `tcs.helicopter-move`: helicopter movement (TCS-A9).
// What it shares with its neighbours, and their notes: calculators/tcs/helicopters_chem_common.h.

#include <algorithm>
#include <string>

#include "calculators/tcs/helicopters_chem_common.h"
#include "calculators/tcs/tcs_common.h"
#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::tcs {
namespace {

// [SECTION] helicopter movement (TCS-A9)
Result evaluate_heli_move(const Params& p, const EvalContext&) {
    Result r;
    const int low = p.get_int("low_hexes"), noe = p.get_int("noe_hexes"), modes = p.get_int("mode_changes"),
              loads = p.get_int("loads"), slings = p.get_int("slings");
    if (p.get_enum("mopp") == "high" && noe > 0)
        throw CalcError(ErrorCode::NotPossible, "noe_hexes", "a helicopter in High MOPP may not move in NOE (5.3h)");
    const int mp = low + 5 * noe + 5 * modes + 10 * loads + 20 * slings;
    if (mp > 200)
        throw CalcError(ErrorCode::NotPossible, "low_hexes",
                        "that costs " + std::to_string(mp) + " MP; a helicopter has 200 (4.1b)");
    r.values["mp"] = mp;
    r.outcome(std::to_string(mp / 10), std::to_string(mp / 10) + " AA halts", Rational(1));
    r.values["mp_left"] = 200 - mp;
    r.values["aa_checks"] = mp / 10;
    r.modifier("Low 1 MP/hex, NOE 5, mode change 5, load/unload 10, sling 20", std::to_string(mp) + " MP",
               "TCS Modern 4.1b (Helicopters 1)");
    r.modifier("AA halt at every 10th MP spent", std::to_string(mp / 10) + " checks",
               "TCS Modern 4.1b, 4.2 (Helicopters 3)");
    r.summary = std::to_string(mp) + " of 200 MP; " + std::to_string(mp / 10) +
                " AA halts on the way (plus any unit flown over).";
    return r;
}

Calculator make_heli_move() {
    Calculator c;
    c.id = "tcs.helicopter-move";
    c.title = "Helicopter movement points and AA halts";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 4.1b, 4.2, 5.3h (helicopter movement costs)";
    c.help =
        "Adds up a helicopter's movement points for the turn and counts the 10-MP halts at which enemy AA may fire.";
    c.params = {
        ParamSpec::Int("low_hexes", "Hexes in Low", 0, 200, 10, "Hexes flown in Low mode (1 MP each)."),
        ParamSpec::Int("noe_hexes", "Hexes in NOE", 0, 40, 0, "Hexes flown in NOE mode (5 MP each)."),
        ParamSpec::Int("mode_changes", "Mode changes", 0, 40, 0,
                       "Changes between Low and NOE (5 MP each; pop-ups are free)."),
        ParamSpec::Int("loads", "Loads / unloads", 0, 20, 0, "10 MP each."),
        ParamSpec::Int("slings", "Sling attach / detach", 0, 10, 0, "20 MP each."),
        ParamSpec::Enum("mopp", "Crew's MOPP level", {{"low", "Low"}, {"medium", "Medium"}, {"high", "High"}}, "low",
                        "A helicopter in High MOPP cannot move in NOE mode."),
    };
    c.evaluate = evaluate_heli_move;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_heli_move)
}  // namespace pm::tcs
