// Pointman — Vietnam Skirmish: spotting a hidden figure (Alternate Hidden Rules, digest VS-10,
// Algorithm VS-A6) and being heard (Tactical Movement and Hidden Ambushes, digest VS-9, Algorithm
// VS-A5). The one home of both rules: skirmish.spot and skirmish.noise (the contract's) and
// skirmish.sighting and skirmish.listening (line of sight) read them here. Numbers from
// data/skirmish/los-sighting.json ("spotting", "noise").
//
//   spotting  two dice must total at least the range in inches; beyond 12" no roll is made
//   noise     result = pips − one per full 10"; heard on one die ≤ result
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/exact/rational.h"
#include "engine/json.h"
#include "engine/random/prng.h"

namespace pm::skirmish {

// data/skirmish/los-sighting.json, the numbers and citations of both rules.
const json& los_sighting_data();
// A distance in inches as the answers write it: 6", 12.5".
std::string inches(double v);

// [SECTION] spotting (VS-10, VS-A6)
double spot_max_range();  // 12": beyond it, no roll
// A fractional range: the book gives whole inches; "up" (our default, digest VS ambiguity 8),
// "down" or "nearest" say which whole number the two dice must reach.
int spot_need(double range, const std::string& fraction = "up");
bool spot_roll_allowed(double range);
bool spotted(int dice_total, int need);  // the rule for a roll: the total reaches the need
// P(spotted): 0 beyond the limit, else the share of the 36 face pairs that reach the need.
Rational p_spot(double range, const std::string& fraction = "up");

// [SECTION] noise (VS-9, VS-A5)
int noise_result(int pips, double distance);  // pips − full 10" steps between the figures
bool heard(int die, int result);              // the rule for a roll: one die ≤ the result
Rational p_heard(int pips, double distance);  // the faces of a d6 heard, over 6

// [SECTION] the contract's questions: skirmish.spot (two dice, Prng::sum(2), only within 12") and
// skirmish.noise (one die), each with a curve of its chance against the distance.
struct SpotInput {
    double range = 6;
    std::string fraction = "up";  // a fractional range: up | down | nearest (see spot_need)
};
Answer spot(const SpotInput& in);
void roll_spot(const SpotInput& in, Prng& dice, Answer& r);

struct NoiseInput {
    int pips = 3;  // the mover's pips
    double distance = 10;
};
Answer noise(const NoiseInput& in);
void roll_noise(const NoiseInput& in, Prng& dice, Answer& r);

}  // namespace pm::skirmish
