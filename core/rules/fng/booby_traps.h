// Pointman — FNG booby traps (digest fng.md §2.14; FNG-T66, T67): what trap it is, whether the
// figure finds it, disarming it, and what it does when it goes off. The one home of these rules:
// fng.booby-trap (find and disarm) and fng.booby-trap-count are answered here, the type table
// (table_roller, fng.booby-trap-type) and the chain (booby_trap_chain.h) call them.
//
//   Types (p.59): 1 tripwire (another die: 1-4 explosive, 5-6 a spring-loaded blade), 2 punji stakes
//   or pit, 3 landmine, 4 viper on a tether, 5 command-detonated mine, 6 trip flare (in daylight
//   rolled again).
//   Discovery (p.59): 1d6 <= Rep - 1 (+1 Pointman, -1 Tunnel Rat above half speed) finds it unsprung.
//   Disarm (p.60): tripwires (trip flares among them), CDMs and mines only; 2d6 against Rep / 2
//   rounded down (+1 wire cutters on tripwires and CDMs, p.13): pass 2 disarmed, pass 0 set off,
//   pass 1 try again next turn; a second pass 1 in a row sets it off (Pointman reading 20).
//   Effects (p.59) on the figure that sets it off: an explosive tripwire or an anti-personnel mine
//   is a grenade (Impact 2), punji Impact 1, a CDM Impact 3 (tunnel +1 to explosives, p.58; a flak
//   jacket -1 against blast, p.13); the blade makes one melee attack at Rep 4 with a bayonet's
//   Impact, the viper one at Rep 3 whose win poisons (each turn 1d6: 1-2 dead, 3-4 out of the
//   fight, 5-6 still poisoned); a trip flare lights a 12" circle for a turn and harms nobody
//   (Pointman reading 63 for how the attacks are read).
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/exact/rational.h"
#include "engine/random/prng.h"

namespace pm::fng {

// [SECTION] Types of traps (p.59)
// Trap ids: "tripwire", "punji", "mine", "viper", "cdm", "flare".
std::string trap_for_type_key(const std::string& key);  // the type table's row key "1".."6" → trap id
bool is_tripwire(const std::string& trap);              // tripwires, trip flares included
bool tripwire_explosive(int face);                      // the tripwire's own die: 1-4 explosive, 5-6 blade

// [SECTION] Discovering booby traps (p.59)
int find_target(int rep, bool pointman, bool tunnel_rat_fast);  // Rep - 1 (+1 Pointman, -1 fast Tunnel Rat)
// The discovery modifier's words: "Rep - 1", and "and the modifiers below" when a Pointman or a fast
// Tunnel Rat changes the target (its value is then the target itself).
std::string discovery_label(bool pointman, bool tunnel_rat_fast);
bool found_for_face(int face, int target);  // face <= target
Rational p_find(int target);                // the find die's chance

// [SECTION] Defusing/disarming (p.60)
bool can_disarm(const std::string& trap);
bool wire_cutters_help(const std::string& trap);  // tripwires (flares too) and CDMs
int disarm_target(int rep, bool wire_cutters_apply);
enum class DisarmRule { SecondPass1SetsOff, TryAgain, WalkAway };
// The reading of a pass 1: walk away after it (option), try again without limit (option), or, the
// default, a second pass 1 in a row sets the trap off (Pointman reading 20).
DisarmRule disarm_rule(bool walk_away_on_pass1, bool try_again);
struct DisarmOdds {
    Rational disarmed, set_off, left;  // given the trap was found and a disarm is tried
    Rational pass2, pass1, pass0;      // one try
};
DisarmOdds disarm_odds(int target, DisarmRule rule);
constexpr int kMaxDisarmTries = 50;  // the seeded roll's cap on "keep trying" (never reached in practice)
// One try's result from its two faces, and whether the trying ends (with the key) or goes on.
// prev_pass1: the try before was a pass 1.  Returns "disarmed", "set-off", "left" or "" (try again).
std::string disarm_try_result(const std::vector<int>& faces, int target, DisarmRule rule, bool prev_pass1);
// The disarm tries as rolled: two dice a try (their faces appended to `tries`) until a try ends it,
// at most two tries, or kMaxDisarmTries when a pass 1 only means try again. Returns how it ended
// ("disarmed", "set-off", "left"), or "" when the cap was reached.
std::string roll_disarm_tries(Prng& dice, int target, DisarmRule rule, std::vector<std::vector<int>>& tries);

// [SECTION] What a trap does (p.59)
constexpr int kGrenadeTrapImpact = 2;  // a tripwire grenade, and a landmine that "acts just as" one
constexpr int kPunjiImpact = 1;
constexpr int kCdmImpact = 3;
constexpr int kBladeRep = 4;  // the spring-loaded blade attacks at Rep 4 "as if" a bayonet
constexpr int kViperRep = 3;
// Poison (viper): each turn one die: 1-2 dead, 3-4 out of the fight, 5-6 still poisoned.
enum class Poison { Dead, OutOfFight, StillPoisoned };
Poison poison_for_face(int face);

// [SECTION] fng.booby-trap: finding a trap and disarming it, as a player asks it (pp.59-60)
// Outcomes: "triggered" (not found), "found" (found, no disarm attempt or cannot be disarmed),
// "disarmed", "set-off" (found, then set off while disarming), "left" (walked away after pass 1).
// Seeded roll: the discovery die, then 2 disarm dice per attempt.
struct BoobyTrapInput {
    int rep = 4;
    std::string trap = "tripwire";  // a trap id
    bool pointman = false;
    bool tunnel_rat_fast = false;
    bool disarm = false;        // a disarm is asked for
    bool wire_cutters = false;  // the figure carries wire cutters
    DisarmRule rule = DisarmRule::SecondPass1SetsOff;
};
Answer booby_trap(const BoobyTrapInput& in);
void roll_booby_trap(const BoobyTrapInput& in, Prng& dice, Answer& r);

// [SECTION] fng.booby-trap-count: how many traps, and the dummy markers (p.59, worked example W57)
// In a Communist-controlled area the side rolls 1d6 for its number of traps. Markers: the book's
// example speaks of the 6 markers the player may put out, 3 of them real after a roll of 3, so the
// default reading is 6 markers in all, dummies making up the difference ("six"). The example can
// also be read as one dummy per trap ("double": 2 × traps markers); both give 3 + 3 for W57.
// Outcomes: the number of traps, "1" … "6" (the 1d6 roll; all on the given number when `traps` is
// set). values: dummies and markers (for the given number, and by_traps for each), and
// p_marker_real, the chance that a marker picked blind hides a real trap (averaged over the roll
// when `traps` is 0).
// Seeded roll: one die for the number of traps when `traps` is 0, none otherwise.
struct BoobyTrapCountInput {
    int traps = 0;            // as already rolled; 0: roll it
    bool six_markers = true;  // six markers in all ("six"), else one dummy per trap ("double")
};
Answer booby_trap_count(const BoobyTrapCountInput& in);
void roll_booby_trap_count(const BoobyTrapCountInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
