// Pointman — `tcs.helicopter`: helicopters.
// What it shares with its neighbours, and their notes: calculators/tcs/helicopters_chem_common.h.

#include <algorithm>
#include <string>

#include "calculators/tcs/helicopters_chem_common.h"
#include "calculators/tcs/tcs_common.h"
#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::tcs {
namespace {

// [SECTION] helicopters
Result evaluate_heli(const Params& p, const EvalContext& ctx) {
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
            if (ctx.seed) r.roll = json{{"key", "survives"}};
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
    two_dice_roll(r, ctx, need, drm, "destroyed", "survives");
    return r;
}

Calculator make_heli() {
    Calculator c;
    c.id = "tcs.helicopter";
    c.title = "Attacks on a helicopter";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 4.1–4.5, 5.3h";
    c.help =
        "Chance to destroy a helicopter by AA fire, by improved artillery or FASCAM in its hex, by an air sortie or "
        "by a chemical attack; values also list the order of a pop-up met by a counter-pop-up.";
    c.params = {
        ParamSpec::Enum("attack", "Attack",
                        {{"aa", "AA fire"},
                         {"artillery", "DPICM / ICM / FASCAM in the hex"},
                         {"sortie", "Air sortie"},
                         {"chem", "Chemical attack"}},
                        "aa", "What attacks the helicopter."),
        ParamSpec::Int("aa_number", "AA number", 2, 13, 12, "Roll the AA unit needs under the game's sortie rules.")
            .in_group("AA"),
        ParamSpec::Int("heli_defense", "Helicopter defence", 0, 10, 0, "Armoured helicopters have a defence value.")
            .in_group("AA"),
        ParamSpec::Bool("hellfire_popup", "AH-64 Hellfire pop-up", false,
                        "AA against an AH-64 firing Hellfires from a pop-up.")
            .in_group("AA"),
        ParamSpec::Bool("popup", "AA against a pop-up", false,
                        "The AA fires at a helicopter popping up to fire (rather than at one on the move).")
            .in_group("AA"),
        ParamSpec::Bool("sling_load", "Carries a sling load", false,
                        "A helicopter with a sling load may not pop up (it may still meet AA on the move).")
            .in_group("AA"),
        ParamSpec::Bool("counter_popped", "Met by a counter-pop-up", false,
                        "An enemy helicopter pops up to fire at this pop-up; never at an AH-64 firing Hellfires.")
            .in_group("AA"),
        ParamSpec::Int("sortie_fp", "Sortie firepower", 0, 200, 16, "Attack of the air sortie.").in_group("Sortie"),
        ParamSpec::Enum("sortie_rounding", "Firepower ÷ 10",
                        {{"nearest", "Nearest (book's example 16 → 2)"}, {"down", "Round down"}}, "nearest",
                        "The example turns 16 into +2, so it rounds to the nearest.")
            .in_group("Sortie"),
        ParamSpec::Enum("mode", "Helicopter mode", {{"noe", "NOE"}, {"low", "Low"}}, "noe",
                        "Only NOE helicopters are hurt by chem.")
            .in_group("Chem"),
        ParamSpec::Enum("mopp", "MOPP level", {{"low", "Low"}, {"medium", "Medium"}, {"high", "High"}}, "low",
                        "Crew's MOPP level.")
            .in_group("Chem"),
        ParamSpec::Bool("nbc_protected", "NBC protection", false, "Protected machines count one MOPP level higher.")
            .in_group("Chem"),
    };
    c.evaluate = evaluate_heli;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_heli)
}  // namespace pm::tcs
