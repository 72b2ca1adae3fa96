// Pointman — `sd.cadre`: its parameters read into the rule's input (rules/sd/cadre.h).
#include "rules/sd/cadre.h"

#include "contract/calculator_data.h"

namespace pm::sd {
namespace {

CadreInput cadre_input(const Params& p, const EvalContext&) {
    return {p.get_enum("cadre"), p.get_enum("element"), p.get_bool("ammo_rule"), p.get_bool("rpg7"),
            p.get_int("units_of_fire")};
}

}  // namespace
PM_REGISTER_RULE("sd.cadre", cadre_input, cadre)
}  // namespace pm::sd
