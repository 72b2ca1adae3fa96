// Search & Destroy river patrol boats (patrol_boat.h).

#include "rules/sd/patrol_boat.h"

#include <string>

namespace pm::sd {

// [SECTION] river patrol boat (SD-A10, SD-A11)
Answer patrol_boat(const PatrolBoatInput& in) {
    Answer r;
    const int mp = in.mp_spent, targets = in.targets;
    const int vp = in.vp_against + in.new_vp;
    const int cas = in.casualties + in.new_casualties;
    const int imm = in.immobilized + (in.new_immobilized ? 1 : 0);
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

}  // namespace pm::sd
