// Pointman — `fng.melee`: its data file read into the rule's input (rules/fng/melee.h).
#include "rules/fng/melee.h"

#include "contract/calculator_data.h"

namespace pm::fng {
namespace {

// One side, from its parameters: yours unprefixed, the enemy's with "enemy_".
MeleeFighter melee_fighter(const Params& p, const std::string& pre) {
    MeleeFighter f;
    f.rep = p.get_int(pre + "rep");
    f.weapon = p.get_enum(pre + "weapon");
    f.opponents = p.get_int(pre + "opponents");
    f.prone = p.get_bool(pre + "prone");
    f.runt = p.get_bool(pre + "runt");
    f.slight_trouble = p.get_bool(pre + "slight_trouble");
    f.brawler = p.get_bool(pre + "brawler");
    f.knifeman = p.get_bool(pre + "knifeman");
    const std::string& sur = p.get_enum(pre + "surprise");
    f.surprise = sur == "pass2"   ? MeleeSurprise::Pass2
                 : sur == "pass1" ? MeleeSurprise::Pass1
                 : sur == "pass0" ? MeleeSurprise::Pass0
                                  : MeleeSurprise::None;
    return f;
}

MeleeInput melee_input(const Params& p, const EvalContext&) {
    return {p.get_enum("rules") == "2.0", p.get_bool("swimming"), melee_fighter(p, ""), melee_fighter(p, "enemy_")};
}

}  // namespace
PM_REGISTER_RULE("fng.melee", melee_input, melee, roll_melee)
}  // namespace pm::fng
