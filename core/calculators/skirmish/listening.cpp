// Pointman — `skirmish.listening`: its parameters read into the rule's input (rules/skirmish/listening.h).
#include "rules/skirmish/listening.h"

#include "contract/calculator_data.h"

namespace pm::skirmish {
namespace {

ListeningInput listening_input(const Params& p, const EvalContext&) {
    return {p.get_int("pips"), p.get_int("group_pips"), p.get_number("distance"), p.get_bool("own_fire_within_10"),
            p.get_bool("mover_fired")};
}

}  // namespace
PM_REGISTER_RULE("skirmish.listening", listening_input, listening, roll_listening)
}  // namespace pm::skirmish
