// Pointman — Vietnam Skirmish, Claymore Antipersonnel Mines (digest VS-16, VS-A10, VS-T2) and the
// Check for KIA/WIA that decides whether a figure with counters falls (VS-2, VS-A2). The one home of
// both rules: skirmish.claymore (one figure), skirmish.kia (one check) and skirmish.claymore-blast
// (the figures of a blast, through to the next KIA check) read them here.
#pragma once

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::skirmish {

// [SECTION] Claymore
// Zone of a figure: inside the 90° arc, within 3" (2 counters on 4-6) or over 3" up to 7" (1
// counter on 5-6); anything else is untouched. The book does not say where exactly 3" falls:
// `three_inches_inner` puts it in the inner zone (the default reading).
enum class ClaymoreZone { None, Within3, Within7 };
ClaymoreZone claymore_zone(double distance, bool in_arc, bool three_inches_inner);
int claymore_need(ClaymoreZone z);      // the lowest face that places counters (7: none)
int claymore_counters(ClaymoreZone z);  // counters placed when it does: 2, 1 or 0
// Counters a figure in zone `z` takes on a die showing `face` (one die per figure, digest VS-A10).
int claymore_counters_for_face(int face, ClaymoreZone z);
// Counters placed on one figure, exactly (0 and claymore_counters(z)).
Dist claymore_counters_odds(ClaymoreZone z);

// [SECTION] Check for KIA
// At the start of its side's turn a figure is removed when its die is at or under its counters.
bool kia_removed(int face, int counters);
Rational kia_chance(int counters);  // the faces of a d6 at or under the counters, over 6
// What counters placed mean at the figure's next KIA check, so an answer in counters does not stop
// halfway: the chance he is lost then, with `had` counters before and `added` placed now, said at
// the end of the summary, and a hand-off to the KIA check with the likeliest count placed.
void next_kia_check(Answer& r, const Dist& added, int had);

// [SECTION] one figure and a claymore (skirmish.claymore): the counters it may take, with a strip
// of the two zones. Seeded roll: one die for this figure.
struct ClaymoreInput {
    double distance = 2;             // inches from the mine
    bool in_arc = true;              // inside its 90° arc
    bool three_inches_inner = true;  // exactly 3" falls in the inner zone
};
Answer claymore(const ClaymoreInput& in);
void roll_claymore(const ClaymoreInput& in, Prng& dice, Answer& r);

// [SECTION] one Check for KIA (skirmish.kia): a figure's, with the phases its counters leave it
// (Figure Phases: 3 − counters), or an M113's own check (VS-13), whose Kill immobilises it the
// first time and explodes it the second. Seeded roll: one die.
struct KiaInput {
    int counters = 1;
    bool apc = false;   // the check is an APC's
    int apc_kills = 0;  // Kills the APC has taken before
};
Answer kia_check(const KiaInput& in);
void roll_kia_check(const KiaInput& in, Prng& dice, Answer& r);

}  // namespace pm::skirmish
