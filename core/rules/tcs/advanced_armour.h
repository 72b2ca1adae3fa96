// Pointman — TCS Modern 9.0 Advanced Armour (9.0b, 9.0c, 9.0e; Algorithm TCS-A16): the defence a
// vehicle with reactive or depleted-uranium armour has against one fire (data/tcs/modern_armour.json
// "defence_added"). The one home of the rule: tcs.atgm, tcs.artillery-point and tcs.advanced-armour
// all add the armour through armour_added().
#pragma once

#include <string>

#include "engine/answer.h"

namespace pm::tcs {

enum class Armour { None, Reactive, DepletedUranium };
// The kind of fire the armour meets: reactive armour counts +5 against HEAT (an ATGM, DPICM or ICM)
// and +2 against a tip-charge missile and any other fire; depleted uranium counts +8 against all.
enum class Fire { Atgm, AtgmTip, DpicmIcm, Other };

Armour armour_of(const std::string& id);  // none | reactive | dua

// [SECTION] 9.0b, 9.0c, 9.0e: the defence added, and the rule that adds it
struct ArmourAdded {
    int plus = 0;
    std::string rule;  // "TCS Modern 9.0b" …; empty with no advanced armour
};
ArmourAdded armour_added(Armour armour, Fire fire);

// [SECTION] tcs.advanced-armour: the defence for any fire on the series' Point Fire Table
struct AdvancedArmourInput {
    Armour armour = Armour::None;
    std::string fire = "other";  // atgm | atgm-tip | dpicm-icm | other (a gun, an AT gun …)
    int defence = 0;             // printed
};
Answer advanced_armour(const AdvancedArmourInput& in);

}  // namespace pm::tcs
