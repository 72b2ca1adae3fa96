// Pointman — FNG pp.57–58 detailed tunnel method (Small, Moderate and Large Tunnel Complex, FNG-T74 to
// T76; Tunnel Encounter, FNG-T77) as a player asks it (fng.tunnel): the complex size, the next
// section's odds, and with a roll a whole generated complex (generator.h documents the draws),
// explored branch by branch (`choices`) or laid out at once for a referee.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::fng::tunnel {

struct TunnelInput {
    std::string size = "auto";  // "auto" (rolled), "small", "moderate", "large"
    bool flashlight = false;    // two sections revealed per advance (E-45)
    bool referee = true;        // referee mode lays the complex out at once; explore follows `choices`
    int sections = 12;          // referee: the sections to roll
    std::string choices;        // explore: the open branch taken at each step, "1.3.4"
    int rep = 4;                // the tunnel rat's Rep (searching the supply room's walls)
    bool small_split = false;   // E-5: the Moderate/Large splits for Small notes (3) and (4)
    bool svg = false;           // the map as SVG among the values too
    int generator = 1;          // the generator's version (fng.tunnel's data file), shown in the roll
};

// The odds without a complex: the size (when rolled) or the next section's row, the next section's
// kind, the encounter check.
Answer tunnel_complex(const TunnelInput& in);
// A generated complex: the map, its words, the odds beside it and the buttons to go on. The odds
// without a complex (tunnel_complex's values and summary) give way to those of the complex.
void roll_tunnel_complex(const TunnelInput& in, Prng& dice, Answer& r);
// Both at once, what fng.tunnel answers: the odds without `dice`; with them the generated complex,
// the same as tunnel_complex then roll_tunnel_complex, without working out the odds' values and
// summary that the complex's replace.
Answer tunnel_answer(const TunnelInput& in, Prng* dice);

}  // namespace pm::fng::tunnel
