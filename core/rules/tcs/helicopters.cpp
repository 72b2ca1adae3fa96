// Pointman — TCS Modern 4.0 helicopters (see helicopters.h).
#include "rules/tcs/helicopters.h"

#include <algorithm>

#include "engine/data/data_files.h"
#include "rules/tcs/chem.h"
#include "rules/tcs/night_sights.h"
#include "rules/tcs/series_tables.h"

namespace pm::tcs {

// [SECTION] 4.2–4.5, 5.3h: attacks on a helicopter
Answer helicopter(const HelicopterInput& in) {
    Answer r;
    const json& a = data_json("tcs/artillery.json");
    const std::string& attack = in.attack;
    int need = 0, drm = 0;
    if (attack == "aa") {
        need = in.aa_number;
        int def = in.heli_defense;
        if (def) {
            drm -= def;
            r.modifier("Armoured helicopter: its defence comes off the AA roll", signed_str(-def), "TCS Modern 4.2");
        }
        // 4.3: a helicopter with a sling load never pops up; 4.1h: an AH-64 firing Hellfires from a
        // pop-up is never counter-popped by another helicopter. (A Hellfire pop-up and a pop-up met
        // by a counter-pop-up are pop-ups too.)
        const bool popup = in.popup || in.hellfire_popup || in.counter_popped;
        if (popup && in.sling_load)
            throw RuleError(ErrorCode::NotPossible, "sling_load",
                            "a helicopter carrying a sling load may never pop up (TCS Modern 4.3)");
        if (in.hellfire_popup) {
            if (in.counter_popped)
                throw RuleError(ErrorCode::NotPossible, "counter_popped",
                                "an AH-64 firing Hellfires from a pop-up may never be counter-popped by another "
                                "helicopter (TCS Modern 4.1h); only AA fires at it");
            drm -= 1;
            r.modifier("AH-64 firing Hellfires from a pop-up", "−1", "TCS Modern 4.1h, 4.2 (Helicopters 5)");
        }
        r.modifier("AA number from the game's sortie rules", std::to_string(need) + "+", "TCS Modern 4.2");
    } else if (attack == "artillery") {
        need = a["helicopter_kill_two_dice"]["dpicm_icm_fascam"];
        r.modifier("DPICM, ICM or FASCAM in the hex: one roll however many rounds", "10+",
                   "TCS Modern 4.4 (Helicopters 7)");
    } else if (attack == "sortie") {
        need = a["helicopter_kill_two_dice"]["sortie"];
        int fp = in.sortie_fp;
        drm = in.sortie_nearest ? round_ratio(fp, 10, Rounding::HalfUp) : fp / 10;
        r.modifier("Sortie firepower ÷ 10 (" + std::to_string(fp) + " → " + std::to_string(drm) + ")", signed_str(drm),
                   "TCS Modern 4.5a (Helicopters 8)");
    } else {  // chem
        if (in.low_mode) {
            r.outcome("destroyed", "Destroyed", Rational(0));
            r.outcome("survives", "Survives", Rational(1));
            r.modifier("Low-mode helicopters are never affected by chem", "no effect", "TCS Modern 5.3h");
            r.values["kill_number"] = nullptr;
            r.summary = "A helicopter in Low mode is not affected by chemical attacks.";
            return r;
        }
        need = data_json("tcs/mopp.json")["point_kill"];
        int idx = mopp_index(in.mopp);
        if (in.nbc_protected && idx < 2) {
            ++idx;
            const char* names[] = {"Low", "Medium", "High"};
            r.modifier("NBC-protected helicopter counts one MOPP level higher (no MOPP penalties)", names[idx],
                       "TCS Modern 5.3i");
        }
        drm = data_json("tcs/mopp.json")["chem_point_drm"][idx];
        r.modifier("NOE helicopter attacked as a vehicle, MOPP point modifier", signed_str(drm),
                   "TCS Modern 5.3h, MOPP chart");
    }
    Rational pk = p_two_dice_at_least(need, drm);
    r.outcome("destroyed", "Destroyed with passengers and sling load", pk);
    r.outcome("survives", "Survives", Rational(1) - pk);
    r.values["kill_number"] = need;
    r.values["drm"] = drm;
    r.values["popup_order"] =
        json::array({"popper pops up", "enemy helicopter counter-pops", "popper's side fires AA at the counter-popper",
                     "counter-popper fires at the popper", "counter-popper returns to NOE",
                     "counter-popper's side fires AA at the popper", "popper fires at its target if alive",
                     "popper returns to NOE"});
    r.summary = "Needs " + raw_need_text(need, drm) + ": destroyed with chance " + pk.str() + ".";
    return r;
}

void roll_helicopter(const HelicopterInput&, Prng& g, Answer& r) {
    if (r.values["kill_number"].is_null()) {
        r.roll = json{{"key", "survives"}};
        return;
    }
    add_kill_roll(r, g, r.values["kill_number"], r.values["drm"], "destroyed", "survives");
}

// [SECTION] 4.1b: helicopter movement (TCS-A9)
Answer helicopter_move(const HelicopterMoveInput& in) {
    Answer r;
    const int low = in.low_hexes, noe = in.noe_hexes, modes = in.mode_changes, loads = in.loads, slings = in.slings;
    if (in.high_mopp && noe > 0)
        throw RuleError(ErrorCode::NotPossible, "noe_hexes", "a helicopter in High MOPP may not move in NOE (5.3h)");
    const int mp = low + 5 * noe + 5 * modes + 10 * loads + 20 * slings;
    if (mp > 200)
        throw RuleError(ErrorCode::NotPossible, "low_hexes",
                        "that costs " + std::to_string(mp) + " MP; a helicopter has 200 (4.1b)");
    r.values["mp"] = mp;
    r.outcome(std::to_string(mp / 10), std::to_string(mp / 10) + " AA halts", Rational(1));
    r.values["mp_left"] = 200 - mp;
    r.values["aa_checks"] = mp / 10;
    r.modifier("Low 1 MP/hex, NOE 5, mode change 5, load/unload 10, sling 20", std::to_string(mp) + " MP",
               "TCS Modern 4.1b (Helicopters 1)");
    r.modifier("AA halt at every 10th MP spent", std::to_string(mp / 10) + " checks",
               "TCS Modern 4.1b, 4.2 (Helicopters 3)");
    r.summary = std::to_string(mp) + " of 200 MP; " + std::to_string(mp / 10) +
                " AA halts on the way (plus any unit flown over).";
    return r;
}

}  // namespace pm::tcs
