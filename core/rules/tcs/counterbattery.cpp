// Pointman — TCS Modern 2.5 counterbattery rules (see counterbattery.h).
#include "rules/tcs/counterbattery.h"

#include <algorithm>

namespace pm::tcs {

// Acquisition number for the target battery's fires this turn and last (Table TCS-T4).
int acquisition_need(int fires) {
    return fires <= 1 ? 6 : fires <= 3 ? 5 : fires <= 6 ? 4 : 3;
}

// Losses one CB battery inflicts for one die (TCS-A5), before any cap.
int cb_losses(const std::string& round, int tubes, bool mlrs, int die) {
    int r = die;
    if (tubes <= 2 && !mlrs) r -= 2;
    r = std::max(r, 0);
    return r / (round == "he" || round == "chem" ? 3 : 2);
}

}  // namespace pm::tcs
