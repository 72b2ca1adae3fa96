// Pointman — FNG radio calls and support requests (digest fng.md §2.10, FNG-A7; FNG-T25, T53-T56).
// The one home of these rules: fng.radio (one call), the request tables (table_roller, read through
// rolled_tables.h) and the chain fng.radio-call (turn by turn until the support arrives) call them.
//
//   Atmospherics (p.16): 1d6 each turn the radio is used: 1-4 normal, 5 +1, 6 -1 Rep for radio use.
//   Contact (p.16): 1d6 <= Rep' (Rep + atmospherics + RTO Wizard - rain); in a tunnel the call also
//   fails on 1-3 of another die (p.58). A failed call ends radio calls for that turn.
//   Weather over aircraft (p.38): rain keeps strike aircraft away and grounds helicopters on 1-4;
//   heavy continuous rain grounds every aircraft; overcast grounds air support on 1-2 and delays it
//   1-3 turns on 1-3 (Pointman reading 28: the medevac helicopter is not "air support").
//   Request tables (pp.50, 55): 1d6 + the caller's modifiers.
//   When the support arrives (pp.50, 55): each row's delay in turns after the call (0 = this turn);
//   a span "1-3" or "2-4" turns is one die halved, rounded up (+1 for 2-4), as the Medevac table
//   prints it for 2-4 (1d6/2+1); "1d6 turns" is one die (Pointman reading 62).
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/exact/rational.h"
#include "engine/random/prng.h"

namespace pm::fng {

// [SECTION] Atmospheric Conditions (p.16)
int atmospherics_mod(int face);                      // 1-4 → 0, 5 → +1, 6 → -1
Dist atmospherics_dist(const std::string& setting);  // "roll" (one die), "normal", "good", "poor"
int atmospherics_known(const std::string& setting);  // "normal" 0, "good" +1, "poor" -1

// [SECTION] Radio contact (pp.16, 58)
// The rain modifier on every radio call (FNG p.16: -1 Rep for the whole game, heavy rain too), named
// the same by fng.radio and fng.radio-call; empty for weather without rain.
std::string radio_rain_label(const std::string& weather);
// Can the contact die decide against this Rep (1 to 5)? At 6 or more every face makes contact, at
// 0 or less none does: no die is rolled then.
bool contact_die_decides(int rep_prime);
bool contact_for_faces(int face, int rep_prime);      // face <= Rep'
bool tunnel_call_survives(int face);                  // the tunnel die: 4-6 lets the call through
Rational contact_chance(int rep_prime, bool tunnel);  // exact chance of one call's contact

// [SECTION] Weather and aircraft (p.38)
int grounded_on(const std::string& request, const std::string& weather);  // grounded on 1..n (6: always)
Rational flies(const std::string& request, const std::string& weather);
std::string grounded_text(const std::string& request, const std::string& weather);
bool overcast_delays(const std::string& request, const std::string& weather);  // 1-3 of 1d6: 1-3 turns later
constexpr int kOvercastDelayOn = 3;                                            // delayed on 1..3 of the delay die
int overcast_extra_turns(int turns_face);                                      // the second die, halved rounded up: 1-3
// The turns an overcast sky adds to support it delays, from the two dice above: 0 on 4-6 of the
// delay die, else the second die halved.
Dist overcast_delay_dist();

// [SECTION] The request roll's modifiers (p.50 notes (1), (3))
struct RequestModifier {
    std::string label;
    int value = 0;
    std::string rule;
};
struct RequestModifiers {
    int total = 0;
    std::vector<RequestModifier> applied;  // in the order the book lists them
    bool fo_green_note = false;            // a Forward Observer under a Rep 3 leader (Pointman reading 26)
};
// request: "artillery", "air-strike", "gunship", "medevac"; fo_alone: the FO's +1 replaces the Rep 3
// leader's -1 (the fo_with_green_leader reading).
RequestModifiers request_modifiers(const std::string& request, int caller_rep, bool forward_observer, bool fo_alone,
                                   bool helicopter_down);
std::string request_table_calc(const std::string& request);  // "fng.artillery-request" …

// [SECTION] What a request row means (pp.50, 55)
enum class RowOutcome { Denied, TryAgain, Arrives };
RowOutcome row_outcome(const std::string& request, const std::string& row_key);
// Turns after the call until the support arrives (0 = this turn), for a row that Arrives, as one
// distribution; fac_overhead: an air strike "en route" comes 1 turn sooner (p.50 note (3)).
Dist arrival_delay(const std::string& request, const std::string& row_key, bool fac_overhead);
bool arrival_needs_die(const std::string& request, const std::string& row_key);
int arrival_delay_for_face(const std::string& request, const std::string& row_key, int face, bool fac_overhead);
std::string arrival_text(const std::string& request,
                         const std::string& row_key);  // "1-3 turns (1d6 halved, rounded up)"

// [SECTION] One call, from the handset to what arrives (fng.radio): atmospherics, contact, the
// weather over the aircraft and the request table, with the chance of each row. The chain of calls
// turn by turn is radio_call.h.
struct RadioInput {
    std::string request = "none";       // "none" (contact only), "artillery", "air-strike", "gunship", "medevac"
    int rep = 4;                        // the radio user's Rep
    int caller_rep = 4;                 // the requesting leader's Rep (the request modifiers)
    std::string atmospherics = "roll";  // this turn's: "roll", "normal", "good", "poor"
    std::string weather = "none";       // the game's weather: "none", "rain", "storm", "overcast"
    bool rto_wizard = false;
    bool tunnel = false;
    bool forward_observer = false;
    bool fo_only = false;              // a Forward Observer's +1 replaces the Rep 3 leader's -1
    std::string fo_with_green_leader;  // that reading as the player chose it (shown in the note)
    bool helicopter_down = false;
};
Answer radio(const RadioInput& in);
void roll_radio(const RadioInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
