// Pointman — `sd.patrol-boat`: river patrol boat (SD-A10, SD-A11).

#include <string>

#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"

namespace pm::sd {
namespace {

// [SECTION] river patrol boat (SD-A10, SD-A11)
Result evaluate_boat(const Params& p, const EvalContext&) {
    Result r;
    const int mp = p.get_int("mp_spent"), targets = p.get_int("targets");
    const int vp = p.get_int("vp_against") + p.get_int("new_vp");
    const int cas = p.get_int("casualties") + p.get_int("new_casualties");
    const int imm = p.get_int("immobilized") + (p.get_bool("new_immobilized") ? 1 : 0);
    std::string why;
    if (vp >= 180)
        why = "180 or more NLF VP scored against it (Points CRT)";
    else if (cas >= 6)
        why = "6 or more casualties (Casualty CRT)";
    else if (imm >= 2)
        why = "a second Immobilized result";
    // A destroyed boat fires no more; a boat afloat fires after spending at most 20 MP.
    const bool may_fire = why.empty() && mp <= 20;
    r.values["may_fire"] = may_fire;
    r.values["strength_per_target"] = may_fire ? json(targets == 1 ? 12 : 6) : json(nullptr);
    r.modifier("May fire only after spending at most 20 of its 40 MP", std::to_string(mp) + " MP",
               "S&D §33.2, patrol boat data");
    if (may_fire)
        r.modifier(targets == 1 ? "One target hex" : "Split between two hexes", targets == 1 ? "12" : "6 + 6",
                   "S&D [33.2]");
    r.values["vp_total"] = vp;
    r.values["casualties_total"] = cas;
    r.values["immobilized"] = imm;
    r.values["destroyed"] = !why.empty();
    r.values["can_move"] = why.empty() && imm == 0;
    r.modifier("Destroyed at 180 VP, 6 casualties or a second Immobilized; Pinned ignored", "defence 3",
               "S&D §33.3, patrol boat data");
    if (!why.empty())
        r.outcome("destroyed", "Boat destroyed", Rational(1));
    else if (imm)
        r.outcome("immobilized", "Immobilized, may still fire", Rational(1));
    else
        r.outcome("afloat", "Afloat and mobile", Rational(1));
    r.summary = !why.empty() ? "The boat is destroyed: " + why + "."
                             : std::string("The boat survives") + (imm ? ", immobilized (may still fire)" : "") +
                                   (may_fire ? "; it may fire." : "; it may not fire this Combat Phase.");
    return r;
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("sd.patrol-boat", evaluate_boat)
}  // namespace pm::sd
