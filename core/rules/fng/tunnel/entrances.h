// Pointman — FNG p.56 abstract tunnels: Tunnel Entrances by Support Level (FNG-T70), Spotting Tunnel
// Entrances (FNG-T71) and Tunnel Collapse by bombs, demolition charges and smoke (FNG-T72), as a
// player asks them (fng.tunnel-entrances). The numbers are data/fng/tunnel.json's "entrances" and
// "collapse". Nothing here is drawn.
#pragma once

#include <string>

#include "engine/answer.h"

namespace pm::fng::tunnel {

struct TunnelEntrancesInput {
    int support = 1;              // the VC/NVA Support Level, a row of FNG-T70
    int rep = 4;                  // the spotter's Rep
    bool pointman = false;        // the spotter has the Pointman attribute
    std::string bomb = "none";    // a bomb id of "collapse" "bombs", or "none"
    std::string charge = "none";  // a demolition charge id of "collapse" "charges"
    int smoke_turns = 0;          // turns a figure stays inside a smoked tunnel
};

Answer tunnel_entrances(const TunnelEntrancesInput& in);

}  // namespace pm::fng::tunnel
