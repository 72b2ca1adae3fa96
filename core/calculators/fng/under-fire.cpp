// fng.under-fire — what a figure does after its Received Fire test: the request read into the
// rule's input (rules/fng/received_fire.h, where the test, the table, the words and the roll are).
#include "contract/calculator_data.h"
#include "rules/fng/received_fire.h"

namespace pm::fng {
namespace {

UnderFireInput under_fire_input(const Params& p, const EvalContext&) {
    UnderFireInput in;
    in.rep = p.get_int("rep");
    in.dice = p.get_int("dice");
    in.rep_mod = p.get_int("rep_mod");
    in.follow_born_leader = p.get_int("follow_born_leader");
    in.doing = p.get_enum("doing");
    in.attribute = p.get_enum("attribute");
    in.outgunned = p.get_bool("outgunned");
    in.can_fire = p.get_bool("can_fire");
    in.ranged_weapon = p.get_bool("ranged_weapon");
    in.hero = p.get_bool("hero");
    in.star = p.get_bool("star");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.under-fire", under_fire_input, under_fire, roll_under_fire)
}  // namespace pm::fng
