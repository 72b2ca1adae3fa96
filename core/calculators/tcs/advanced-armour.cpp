// Pointman — `tcs.advanced-armour`: the defence a vehicle with reactive or depleted-uranium armour
// has against one fire (TCS Modern 9.0b, 9.0c, 9.0e), for ordinary point fire as for the
// expansion's own rounds. tcs.atgm and tcs.artillery-point apply the same rule inside their
// answers; this gives it for any other fire (a tank gun's sabot, an AT gun …) on the series'
// Point Fire Table, which is not in the book. The rule: rules/tcs/advanced_armour.h.

#include "contract/calculator_data.h"
#include "rules/tcs/advanced_armour.h"

namespace pm::tcs {
namespace {

AdvancedArmourInput advanced_armour_input(const Params& p, const EvalContext&) {
    return {armour_of(p.get_enum("armour")), p.get_enum("fire"), p.get_int("defense")};
}

}  // namespace
PM_REGISTER_RULE("tcs.advanced-armour", advanced_armour_input, advanced_armour)
}  // namespace pm::tcs
