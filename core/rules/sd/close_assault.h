// Search & Destroy [32.0] close assault (digest SD-A4, SD-A5, SD-A6..A8, Table SD-T5).
//
// Odds and die-roll modifiers come from the optional rules; the combat results tables and the
// ratio-to-column rule are the base game's, so the player enters them ("sd.points-crt" or
// "sd.casualty-crt", schema in data/schema/user-tables.json) and the adapter hands the parsed table
// in. Without the table the answer reports odds, DRM and the other numbers with
// values.table = "needs_table" and no outcomes.
//
// Seeded roll (only when the chosen table is present): one draw, Prng::die(crt.die).
#pragma once

#include <optional>
#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "engine/tables/crt.h"

namespace pm::sd {

enum class Target { Personnel, M113, M48 };
enum class HalfRounding { Exact, Down, Up };  // the option for a halved strength (S&D §32.5)
enum class DefenderKind { Squad, Sniper, Other };

struct CloseAssaultInput {
    int attack = 2;     // the attack total
    std::string units;  // or each attacking unit: "3h 2 4x" (h hasty, x spending 2 units of fire)
    int attackers = 0;  // how many units join (0: not given)
    int defense = 1;    // the defender's Attack Strength (0: defends at 1)
    bool hasty = false, attacker_extra_fire = false, defender_extra_fire = false;
    bool sapper = false, surprise = false, improved_position = false, defending_sapper = false;
    Target target = Target::Personnel;
    bool us_attacks = false;  // the attacker is US (else NLF)
    DefenderKind defender_kind = DefenderKind::Squad;
    bool surrounded = false;   // no adjacent hex free of enemy units
    int sapper_cadres = 1;     // how many sapper cadres join
    bool sapper_each = false;  // option: +2 for each sapper cadre
    bool attacker_sniper = false, attacker_pinned = false, attacker_transporting = false;
    HalfRounding rounding = HalfRounding::Exact;
    std::string table_id = "sd.points-crt";  // the chosen CRT: sd.points-crt | sd.casualty-crt
    tables::PlayerTable<tables::Crt> crt;    // the player's table, read when needed
    std::string vehicle_mark;                // text a result code holds when it also hits vehicles
};

Answer close_assault(const CloseAssaultInput& in);
void roll_close_assault(const CloseAssaultInput& in, Prng& dice, Answer& r);

}  // namespace pm::sd
