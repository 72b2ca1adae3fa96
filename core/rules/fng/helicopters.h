// Pointman — FNG helicopters: an insertion pilot's Rep, the Piloting Table, a Medevac's Hot LZ test
// and the Helicopter Damage Table with its follow-up rolls (FNG pp.54-55, tables FNG-T64, FNG-T65).
//
//   Insertion pilot: 1d6, 5-6 Rep 5, otherwise Rep 4.
//   Piloting: 2d6 against the pilot's Rep, passes capped at 2 (FNG-A1).
//   Hot LZ (Medevac): 1d6 plus one for every earlier failed attempt; above the pilot's Rep he turns
//     away and may try again next turn.
//   Damage, 2d6: 2-7 minor, the pilot tests 1d6 against his Rep and loses 1 Rep if it is higher;
//     8-9 a random crewman is hit; 10 the helicopter leaves the game, and on 1-3 of a die someone
//     aboard is hurt; 11 the engine fails: on 1-3 it autorotates down (Impact 1 to everyone aboard),
//     on 4-6 it crashes (Impact 3, thrown 1d6"); 12 it explodes and everyone aboard dies.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/json.h"
#include "engine/random/prng.h"
#include "rules/fng/damage.h"

namespace pm::fng {

int insertion_pilot_rep(int face);  // 5-6 → 5, else 4
Dist insertion_pilot_rep_dist();

bool hot_lz_lands(int face, int attempt, int pilot_rep);  // attempt 1 = first, adds attempt - 1

enum HeloHit : int {
    kHeloMinor = 0,        // 2-7, pilot keeps his Rep
    kHeloPilotShaken = 1,  // 2-7, pilot loses 1 Rep
    kHeloCrewmanHit = 2,   // 8-9
    kHeloLeaves = 3,       // 10, nobody hurt
    kHeloLeavesHurt = 4,   // 10, someone aboard hurt
    kHeloAutorotate = 5,   // 11, 1-3
    kHeloCrash = 6,        // 11, 4-6
    kHeloExplodes = 7,     // 12
};
constexpr int kHeloCount = 8;
const char* helo_hit_key(int r);
const char* helo_hit_label(int r);

// The Helicopter Damage Table as data/fng/rolled_tables.json holds it (the table fng.helicopter-damage
// rolls), and the key of its row for a 2d6 total: "2-7", "8-9", "10", "11", "12".
const json& helicopter_damage_table();
const std::string& helicopter_damage_row(int table_sum);  // 2d6 total 2-12

// The table and its follow-up die read on faces: the two table dice and one follow-up die (the
// pilot's test on 2-7, the 1-3 die on 10 and 11; ignored on 8, 9 and 12).
int helicopter_hit(int d1, int d2, int follow, int pilot_rep);
// Whether the table result needs the follow-up die.
bool helicopter_hit_needs_follow(int table_sum);

// [SECTION] fng.helicopter-landing: coming in to land (the Piloting Table, or a Medevac's Hot LZ test).
struct HelicopterLandingInput {
    bool medevac = false;  // the mission: a Medevac, else an insertion
    int pilot_rep = 0;     // 0: rolled as for an insertion pilot
    bool hot_lz = true;
    int attempt = 1;       // the Medevac's attempt at this LZ (1 = first)
    int last_attempt = 6;  // the last attempt the chances by attempt are given for
};
Answer helicopter_landing(const HelicopterLandingInput& in);
void roll_helicopter_landing(const HelicopterLandingInput& in, Prng& dice, Answer& r);

// [SECTION] fng.helicopter-hit: one hit on a flying helicopter, the table with its follow-up rolls
// and the injuries of those aboard.
struct HelicopterHitInput {
    int pilot_rep = 4;
    int aboard = 4;      // figures aboard (injury dice after an autorotation or crash)
    int aboard_rep = 4;  // their Rep, read by the Damage Table
    int weapon_impact = 3;
    DamageTable damage_table = DamageTable::V1;
    bool chicken_plate = false;
};
Answer helicopter_hit_answer(const HelicopterHitInput& in);
void roll_helicopter_hit(const HelicopterHitInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
