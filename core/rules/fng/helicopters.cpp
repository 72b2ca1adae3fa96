#include "rules/fng/helicopters.h"

namespace pm::fng {

int insertion_pilot_rep(int face) {
    return face >= 5 ? 5 : 4;
}

Dist insertion_pilot_rep_dist() {
    return Dist::die().map(insertion_pilot_rep);
}

bool hot_lz_lands(int face, int attempt, int pilot_rep) {
    return face + (attempt - 1) <= pilot_rep;
}

const char* helo_hit_key(int r) {
    static const char* k[kHeloCount] = {"minor",       "pilot-shaken", "crewman-hit", "leaves",
                                        "leaves-hurt", "autorotate",   "crash",       "explodes"};
    return k[r];
}

const char* helo_hit_label(int r) {
    static const char* k[kHeloCount] = {
        "Minor damage; the pilot keeps his nerve",
        "Minor damage; the pilot loses 1 Rep for the game",
        "A random crewman is hit and rolls for injury",
        "Leaves the table for the game; nobody hurt",
        "Leaves the table for the game; someone aboard is hurt",
        "Engine failure: autorotates down, everyone aboard takes an Impact 1 hit",
        "Crashes 2d6 inches away: everyone aboard takes an Impact 3 hit and is thrown 1d6 inches",
        "Explodes in mid-air: everyone aboard is killed",
    };
    return k[r];
}

bool helicopter_hit_needs_follow(int s) {
    return s <= 7 || s == 10 || s == 11;
}

int helicopter_hit(int d1, int d2, int follow, int pilot_rep) {
    int s = d1 + d2;
    if (s <= 7) return follow > pilot_rep ? kHeloPilotShaken : kHeloMinor;
    if (s <= 9) return kHeloCrewmanHit;
    if (s == 10) return follow <= 3 ? kHeloLeavesHurt : kHeloLeaves;
    if (s == 11) return follow <= 3 ? kHeloAutorotate : kHeloCrash;
    return kHeloExplodes;
}

}  // namespace pm::fng
