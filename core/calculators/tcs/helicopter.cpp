// Pointman — `tcs.helicopter`: what destroys a helicopter (TCS Modern 4.2–4.5, 5.3h; the rule:
// rules/tcs/helicopters.h).

#include "contract/calculator_data.h"
#include "rules/tcs/helicopters.h"

namespace pm::tcs {
namespace {

HelicopterInput helicopter_input(const Params& p, const EvalContext&) {
    HelicopterInput in;
    in.attack = p.get_enum("attack");
    in.aa_number = p.get_int("aa_number");
    in.heli_defense = p.get_int("heli_defense");
    in.popup = p.get_bool("popup");
    in.hellfire_popup = p.get_bool("hellfire_popup");
    in.counter_popped = p.get_bool("counter_popped");
    in.sling_load = p.get_bool("sling_load");
    in.sortie_fp = p.get_int("sortie_fp");
    in.sortie_nearest = p.get_enum("sortie_rounding") == "nearest";
    in.low_mode = p.get_enum("mode") == "low";
    in.mopp = p.get_enum("mopp");
    in.nbc_protected = p.get_bool("nbc_protected");
    return in;
}

}  // namespace
PM_REGISTER_RULE("tcs.helicopter", helicopter_input, helicopter, roll_helicopter)
}  // namespace pm::tcs
