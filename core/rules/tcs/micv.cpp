// Pointman — TCS Modern 7.0 MICVs (see micv.h).
#include "rules/tcs/micv.h"

namespace pm::tcs {

Answer micv(const MicvInput& in) {
    Answer r;
    const std::string &event = in.event, &riders = in.passengers;
    // [SECTION] the passengers (7.3)
    std::string fate, label;
    if (event == "none") {
        fate = "unchanged";
        label = "Nothing happened to the MICV";
    } else if (riders == "atop") {
        fate = "attacked-separately";
        label = "Attacked separately by the weapon that hit the MICV (series rules)";
        r.modifier("Troops riding on top and towed items: the series' carrier rules", "separate attack",
                   "TCS Modern 7.1, 7.3a");
    } else if (event == "hit") {
        fate = "unaffected";
        label = "Unaffected inside the enclosed MICV";
        r.modifier("MICV fired on but not destroyed: the squad inside is untouched, even by area fire", "no effect",
                   "TCS Modern 7.3b");
    } else if (event == "slow-go") {
        fate = "series-rules";
        label = "Lost in slow-go terrain: no automatic loss (series rules)";
        r.modifier("MICV lost in slow-go terrain: the passengers are not killed with it", "not applied",
                   "TCS Modern 7.3a");
    } else {
        fate = "killed";
        label = "Killed with the MICV";
        r.modifier(event == "fire"   ? "MICV destroyed by fire: everyone inside dies"
                   : event == "chem" ? "MICV destroyed by a chemical attack: everyone inside dies"
                                     : "MICV destroyed by a mine: everyone inside dies",
                   "killed", "TCS Modern 7.3a");
    }
    r.outcome(fate, label, Rational(1));
    r.values["passengers"] = fate;

    // [SECTION] company morale for a lost squad (7.2b)
    const std::string& loss = in.squad_loss;
    int morale = 0;
    if (loss == "last-area-fire") {
        morale = 2;
        r.modifier("The platoon's last squad destroyed by an Area Fire Table result", "+2 company morale",
                   "TCS Modern 7.2b");
    } else if (loss != "none") {
        r.modifier(loss == "not-last" ? "A squad destroyed while others of its platoon remain"
                                      : "The last squad lost to something other than an Area Fire Table result",
                   "no morale change", "TCS Modern 7.2b");
    }
    r.values["company_morale"] = morale;

    // [SECTION] mounted squads firing (7.2d)
    const std::string& fire = in.mounted_fire;
    if (fire == "small-arms") {
        r.values["fire_multiplier"] = "1/2";
        r.modifier("Squad firing from inside its MICV", "×½", "TCS Modern 7.2d");
    } else if (fire == "atgm") {
        if (in.carrier != "m113")
            throw RuleError(ErrorCode::NotPossible, "mounted_fire",
                            "only the M113 lets its squad fire an ATGM (a Dragon, from the cargo hatch) (7.2d)");
        r.values["fire_multiplier"] = "1";
        r.modifier(
            "Reading: a Dragon fired from an M113's cargo hatch takes no ×½ (an ATGM has no firepower to "
            "halve; it uses the ATGM Table)",
            "allowed", "TCS Modern 7.2d, Pointman reading 52");
    }
    r.summary = label + (morale ? "; company morale +2." : ".");
    return r;
}

}  // namespace pm::tcs
