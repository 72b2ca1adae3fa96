// Pointman — FNG booby traps: see booby_traps.h.
#include "rules/fng/booby_traps.h"

#include <stdexcept>

#include "engine/dice/pass_dice.h"

namespace pm::fng {

std::string trap_for_type_key(const std::string& key) {
    static const char* ids[] = {"tripwire", "punji", "mine", "viper", "cdm", "flare"};
    int k = key.empty() ? 0 : key[0] - '0';
    if (k < 1 || k > 6) throw std::logic_error("no booby trap type " + key);
    return ids[k - 1];
}

bool is_tripwire(const std::string& trap) {
    return trap == "tripwire" || trap == "flare";
}

bool tripwire_explosive(int face) {
    return face <= 4;
}

int find_target(int rep, bool pointman, bool tunnel_rat_fast) {
    return rep - 1 + (pointman ? 1 : 0) - (tunnel_rat_fast ? 1 : 0);
}

bool found_for_face(int face, int target) {
    return face <= target;
}

bool can_disarm(const std::string& trap) {
    return is_tripwire(trap) || trap == "mine" || trap == "cdm";
}

bool wire_cutters_help(const std::string& trap) {
    return is_tripwire(trap) || trap == "cdm";
}

int disarm_target(int rep, bool wire_cutters_apply) {
    return rep / 2 + (wire_cutters_apply ? 1 : 0);
}

DisarmOdds disarm_odds(int target, DisarmRule rule) {
    Dist d = dice::pass_count(2, target);
    DisarmOdds o;
    o.pass2 = d.p(2);
    o.pass1 = d.p(1);
    o.pass0 = d.p(0);
    if (rule == DisarmRule::WalkAway) {
        o.disarmed = o.pass2;
        o.set_off = o.pass0;
        o.left = o.pass1;
    } else if (rule == DisarmRule::TryAgain) {
        // keep trying while passing 1: ends on the first pass 2 or pass 0
        Rational ends = o.pass2 + o.pass0;
        if (ends.is_zero()) {
            o.left = Rational(1);
        } else {
            o.disarmed = o.pass2 / ends;
            o.set_off = o.pass0 / ends;
        }
    } else {
        o.disarmed = o.pass2 + o.pass1 * o.pass2;
        o.set_off = o.pass0 + o.pass1 * (o.pass1 + o.pass0);
    }
    return o;
}

std::string disarm_try_result(const std::vector<int>& faces, int target, DisarmRule rule, bool prev_pass1) {
    int k = dice::passes_for_faces(faces, target);
    if (k == 2) return "disarmed";
    if (k == 0 || (prev_pass1 && rule == DisarmRule::SecondPass1SetsOff)) return "set-off";
    if (rule == DisarmRule::WalkAway) return "left";
    return "";
}

Poison poison_for_face(int face) {
    return face <= 2 ? Poison::Dead : (face <= 4 ? Poison::OutOfFight : Poison::StillPoisoned);
}

}  // namespace pm::fng
