// Pointman — `tcs.night-vision` (TCS Modern Expansion 6.0). The counting rule it shares with
// `tcs.atgm` lives in tcs/night_sights.h.
#pragma once

#include "tcs/night_sights.h"
