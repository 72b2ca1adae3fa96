// Pointman — the reading of fng.melee's parameters into the melee rule's input (rules/fng/melee.h),
// for fng.melee itself and for the booby trap's round of it (fng.booby-trap-chain).
#pragma once

#include <string>

#include "contract/param.h"
#include "rules/fng/melee.h"

namespace pm::fng {

// One side, from its parameters: yours unprefixed, the enemy's with "enemy_".
inline MeleeFighter melee_fighter(const Params& p, const std::string& pre) {
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

inline MeleeInput melee_params(const Params& p) {
    MeleeInput in;
    in.v2 = p.get_enum("rules") == "2.0";
    in.swimming = p.get_bool("swimming");
    in.you = melee_fighter(p, "");
    in.enemy = melee_fighter(p, "enemy_");
    return in;
}

}  // namespace pm::fng
