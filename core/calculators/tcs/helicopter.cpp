// Pointman — `tcs.helicopter`: helicopters.
// What it shares with its neighbours, and their notes: calculators/tcs/helicopters_chem_common.h.

#include <algorithm>
#include <string>

#include "calculators/tcs/helicopters_chem_common.h"
#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::tcs {
namespace {

// [SECTION] helicopters
Result evaluate_heli(const Params& p, const EvalContext&) {
    Result r;
    const json& a = data_json("tcs/artillery.json");
    const std::string attack = p.get_enum("attack");
    int need = 0, drm = 0;
    if (attack == "aa") {
        need = p.get_int("aa_number");
        int def = p.get_int("heli_defense");
        if (def) {
            drm -= def;
            r.modifier("Armoured helicopter: its defence comes off the AA roll", signed_str(-def), "TCS Modern 4.2");
        }
        // 4.3: a helicopter with a sling load never pops up; 4.1h: an AH-64 firing Hellfires from a
        // pop-up is never counter-popped by another helicopter. (A Hellfire pop-up and a pop-up met
        // by a counter-pop-up are pop-ups too.)
        const bool popup = p.get_bool("popup") || p.get_bool("hellfire_popup") || p.get_bool("counter_popped");
        if (popup && p.get_bool("sling_load"))
            throw CalcError(ErrorCode::NotPossible, "sling_load",
                            "a helicopter carrying a sling load may never pop up (TCS Modern 4.3)");
        if (p.get_bool("hellfire_popup")) {
            if (p.get_bool("counter_popped"))
                throw CalcError(ErrorCode::NotPossible, "counter_popped",
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
        int fp = p.get_int("sortie_fp");
        drm = p.get_enum("sortie_rounding") == "nearest" ? round_ratio(fp, 10, Rounding::HalfUp) : fp / 10;
        r.modifier("Sortie firepower ÷ 10 (" + std::to_string(fp) + " → " + std::to_string(drm) + ")", signed_str(drm),
                   "TCS Modern 4.5a (Helicopters 8)");
    } else {  // chem
        if (p.get_enum("mode") == "low") {
            r.outcome("destroyed", "Destroyed", Rational(0));
            r.outcome("survives", "Survives", Rational(1));
            r.modifier("Low-mode helicopters are never affected by chem", "no effect", "TCS Modern 5.3h");
            r.values["kill_number"] = nullptr;
            r.summary = "A helicopter in Low mode is not affected by chemical attacks.";
            return r;
        }
        need = data_json("tcs/mopp.json")["point_kill"];
        int idx = mopp_index(p.get_enum("mopp"));
        if (p.get_bool("nbc_protected")) idx = std::min(idx + 1, 2);
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

// Two dice against the kill number the answer found; a Low helicopter under chem rolls nothing
// and survives.
void roll_heli(const Params&, const EvalContext&, Prng& g, Result& r) {
    if (r.values["kill_number"].is_null()) {
        r.roll = json{{"key", "survives"}};
        return;
    }
    add_kill_roll(r, g, r.values["kill_number"], r.values["drm"], "destroyed", "survives");
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.helicopter", evaluate_heli, roll_heli)
}  // namespace pm::tcs
