// Pointman — `tcs.chem-marker`: removing a persistent chem marker (TCS Modern 5.3f–5.3g; the rule:
// rules/tcs/chem.h).

#include "contract/calculator_data.h"
#include "rules/tcs/chem.h"

namespace pm::tcs {
namespace {

ChemMarkerInput chem_marker_input(const Params& p, const EvalContext&) {
    return {p.get_bool("rain")};
}

}  // namespace
PM_REGISTER_RULE("tcs.chem-marker", chem_marker_input, chem_marker, roll_chem_marker)
}  // namespace pm::tcs
