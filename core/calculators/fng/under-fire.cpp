// fng.under-fire — what a figure does after its Received Fire test: the request read into the
// rule's input (rules/fng/received_fire.h, where the test, the table and the roll are), and the
// summary in the contract's words for the likeliest result.
#include "contract/calculator_data.h"
#include "contract/summary_words.h"
#include "rules/fng/received_fire.h"

namespace pm::fng {
namespace {

UnderFireInput under_fire_input(const Params& p) {
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

Result evaluate_under_fire(const Params& p, const EvalContext&) {
    Result r = under_fire(under_fire_input(p));
    r.summary = upper_first(likeliest_words(r.outcomes, "results")) + ".";
    return r;
}

void roll_the_test(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    roll_under_fire(under_fire_input(p), dice, r);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.under-fire", evaluate_under_fire, roll_the_test)
}  // namespace pm::fng
