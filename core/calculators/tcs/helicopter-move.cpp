// Pointman — `tcs.helicopter-move`: helicopter movement (TCS-A9).
// What it shares with its neighbours, and their notes: calculators/tcs/helicopters_chem_common.h.

#include <algorithm>
#include <string>

#include "calculators/tcs/helicopters_chem_common.h"
#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
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

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.helicopter-move", evaluate_heli_move)
}  // namespace pm::tcs
