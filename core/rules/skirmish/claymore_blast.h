// Pointman — Vietnam Skirmish, Claymore Antipersonnel Mines over the figures in a blast, through to
// how many of them fall at their side's next Check for KIA (Claymore Mines; Check for KIA/WIA).
// Composed from the single-figure rules in claymore_kia.h (the ones skirmish.claymore and
// skirmish.kia read): each figure rolls its own claymore die (digest VS-A10, one roll per figure as
// skirmish.claymore reads it), then at the start of its side's turn rolls its KIA die against the
// counters it has then (those it had plus the claymore's). Figures are independent, so the count
// that fall is a sum of independent yes/no results.
//
// Seeded roll, in this order: one claymore die per figure in the blast (the list's order: the
// figures within 3" first, then those over 3"); then one KIA die per figure holding counters, in the
// same order (a figure with none has nothing to roll).
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::skirmish {

struct ClaymoreBlastInput {
    int counters = 0;                // counters each figure had already
    std::string distances;           // a list of each figure's distance in inches ("2, 5.5, 8"), or empty:
    int near = 0, far = 0;           // the figures within 3" and over 3" up to 7"
    bool three_inches_inner = true;  // exactly 3" falls in the inner zone (the default reading)
};

Answer claymore_blast(const ClaymoreBlastInput& in);
void roll_claymore_blast(const ClaymoreBlastInput& in, Prng& dice, Answer& r);

}  // namespace pm::skirmish
