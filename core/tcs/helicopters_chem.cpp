// TCS Modern 4.0 helicopters (TCS-A9..A11) and 5.0 chemical attacks and MOPP (TCS-A13..A15,
// Table TCS-T7 in data/tcs/mopp.json).
//
// Seeded rolls (generator 1): tcs.helicopter, tcs.chem against point targets, and tcs.chem
// against area targets once the player has entered the Area Fire Table (user table
// "tcs.area-fire") draw Prng::sum(2); tcs.chem-marker draws one Prng::die().
#include <algorithm>
#include <string>

#include "data_access/data_files.h"
#include "random/prng.h"
#include "registry/registry.h"
#include "tables/user_tables.h"
#include "tcs/tcs_common.h"

namespace pm::tcs {
namespace {

std::string signed_str(int v) { return (v > 0 ? "+" : "") + std::to_string(v); }

int mopp_index(const std::string& m) { return m == "low" ? 0 : m == "medium" ? 1 : 2; }

void two_dice_roll(Result& r, const EvalContext& ctx, int need, int drm, const char* yes, const char* no) {
    if (!ctx.seed) return;
    Prng g(*ctx.seed);
    int s = g.sum(2);
    r.roll = json{{"dice", s}, {"modified", s + drm}, {"key", s + drm >= need ? yes : no}};
}

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
        if (p.get_bool("hellfire_popup")) {
            drm -= 1;
            r.modifier("AH-64 firing Hellfires from a pop-up", "−1", "TCS Modern 4.1h, 4.2 (Helicopters 5)");
        }
        r.modifier("AA number from the game's sortie rules", std::to_string(need) + "+", "TCS Modern 4.2");
    } else if (attack == "artillery") {
        need = a["helicopter_kill_two_dice"]["dpicm_icm_fascam"];
        r.modifier("DPICM, ICM or FASCAM in the hex: one roll however many rounds", "10+", "TCS Modern 4.4 (Helicopters 7)");
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
        r.modifier("NOE helicopter attacked as a vehicle, MOPP point modifier", signed_str(drm), "TCS Modern 5.3h, MOPP chart");
    }
    Rational pk = p_two_dice_at_least(need, drm);
    r.outcome("destroyed", "Destroyed with passengers and sling load", pk);
    r.outcome("survives", "Survives", Rational(1) - pk);
    r.values["kill_number"] = need;
    r.values["drm"] = drm;
    r.values["popup_order"] = json::array({"popper pops up", "enemy helicopter counter-pops", "popper's side fires AA at the counter-popper",
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
    c.citation = "TCS Modern 4.1–4.5, 5.3h (TCS-A10, TCS-A11)";
    c.help =
        "Chance to destroy a helicopter by AA fire, by improved artillery or FASCAM in its hex, by an air sortie or "
        "by a chemical attack; values also list the order of a pop-up met by a counter-pop-up.";
    c.params = {
        ParamSpec::Enum("attack", "Attack", {{"aa", "AA fire"}, {"artillery", "DPICM / ICM / FASCAM in the hex"}, {"sortie", "Air sortie"}, {"chem", "Chemical attack"}},
                        "aa", "What attacks the helicopter."),
        ParamSpec::Int("aa_number", "AA number", 2, 13, 12, "Roll the AA unit needs under the game's sortie rules.").in_group("AA"),
        ParamSpec::Int("heli_defense", "Helicopter defence", 0, 10, 0, "Armoured helicopters have a defence value.").in_group("AA"),
        ParamSpec::Bool("hellfire_popup", "AH-64 Hellfire pop-up", false, "AA against an AH-64 firing Hellfires from a pop-up.").in_group("AA"),
        ParamSpec::Int("sortie_fp", "Sortie firepower", 0, 200, 16, "Attack of the air sortie.").in_group("Sortie"),
        ParamSpec::Enum("sortie_rounding", "Firepower ÷ 10", {{"nearest", "Nearest (book's example 16 → 2)"}, {"down", "Round down"}},
                        "nearest", "The example turns 16 into +2, so it rounds to the nearest.")
            .in_group("Sortie"),
        ParamSpec::Enum("mode", "Helicopter mode", {{"noe", "NOE"}, {"low", "Low"}}, "noe", "Only NOE helicopters are hurt by chem.").in_group("Chem"),
        ParamSpec::Enum("mopp", "MOPP level", {{"low", "Low"}, {"medium", "Medium"}, {"high", "High"}}, "low", "Crew's MOPP level.").in_group("Chem"),
        ParamSpec::Bool("nbc_protected", "NBC protection", false, "Protected machines count one MOPP level higher.").in_group("Chem"),
    };
    c.evaluate = evaluate_heli;
    return c;
}

// [SECTION] helicopter movement (TCS-A9)
Result evaluate_heli_move(const Params& p, const EvalContext&) {
    Result r;
    const int low = p.get_int("low_hexes"), noe = p.get_int("noe_hexes"), modes = p.get_int("mode_changes"),
              loads = p.get_int("loads"), slings = p.get_int("slings");
    const int mp = low + 5 * noe + 5 * modes + 10 * loads + 20 * slings;
    if (mp > 200)
        throw CalcError("not_possible", "low_hexes", "that costs " + std::to_string(mp) + " MP; a helicopter has 200 (4.1b)");
    r.values["mp"] = mp;
    r.outcome(std::to_string(mp / 10), std::to_string(mp / 10) + " AA halts", Rational(1));
    r.values["mp_left"] = 200 - mp;
    r.values["aa_checks"] = mp / 10;
    r.modifier("Low 1 MP/hex, NOE 5, mode change 5, load/unload 10, sling 20", std::to_string(mp) + " MP",
               "TCS Modern 4.1b (Helicopters 1)");
    r.modifier("AA halt at every 10th MP spent", std::to_string(mp / 10) + " checks", "TCS Modern 4.1b, 4.2 (Helicopters 3)");
    r.summary = std::to_string(mp) + " of 200 MP; " + std::to_string(mp / 10) + " AA halts on the way (plus any unit flown over).";
    return r;
}

Calculator make_heli_move() {
    Calculator c;
    c.id = "tcs.helicopter-move";
    c.title = "Helicopter movement points and AA halts";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 4.1b, 4.2 (Table TCS-T6, TCS-A9)";
    c.help = "Adds up a helicopter's movement points for the turn and counts the 10-MP halts at which enemy AA may fire.";
    c.params = {
        ParamSpec::Int("low_hexes", "Hexes in Low", 0, 200, 10, "Hexes flown in Low mode (1 MP each)."),
        ParamSpec::Int("noe_hexes", "Hexes in NOE", 0, 40, 0, "Hexes flown in NOE mode (5 MP each)."),
        ParamSpec::Int("mode_changes", "Mode changes", 0, 40, 0, "Changes between Low and NOE (5 MP each; pop-ups are free)."),
        ParamSpec::Int("loads", "Loads / unloads", 0, 20, 0, "10 MP each."),
        ParamSpec::Int("slings", "Sling attach / detach", 0, 10, 0, "20 MP each."),
    };
    c.evaluate = evaluate_heli_move;
    return c;
}

// [SECTION] chemical attacks (5.3)
Result evaluate_chem(const Params& p, const EvalContext& ctx) {
    Result r;
    const json& m = data_json("tcs/mopp.json");
    const std::string target = p.get_enum("target");
    int idx = mopp_index(p.get_enum("mopp"));
    const char* names[] = {"Low", "Medium", "High"};
    // Morale: the chem column alone, or, when chem rounds are mixed into a conventional mission, the
    // chem and the "other" columns added together (MOPP chart note 6).
    const int morale_drm = m["morale_chem_drm"][idx].get<int>() + (p.get_bool("mixed") ? m["morale_other_drm"][idx].get<int>() : 0);
    r.values["morale_drm"] = morale_drm;
    r.values["morale_other_drm"] = m["morale_other_drm"][idx];
    r.values["movement_foot"] = m["movement_foot"][idx];
    r.values["fire_area_weapons"] = m["fire_area_weapons"][idx];
    r.values["command_prep"] = m["command_prep"][idx];
    r.values["morale_recovery_per_hour"] = m["morale_recovery_per_hour"][idx];
    r.values["company_morale_multiplier"] = m["company_morale_multiplier"];
    if (target == "point") {
        if (p.get_bool("nbc_protected") && idx < 2) {
            ++idx;
            r.modifier("NBC-protected vehicle counts one MOPP level higher (no MOPP penalties)", names[idx], "TCS Modern 5.3i");
        }
        int drm = m["chem_point_drm"][idx];
        int need = m["point_kill"];
        r.modifier(std::string("MOPP ") + names[idx] + " against a point target", signed_str(drm), "TCS Modern 5.3c, MOPP chart note 4");
        Rational pk = p_two_dice_at_least(need, drm);
        r.outcome("destroyed", "Crew killed: vehicle and enclosed passengers removed", pk);
        r.outcome("survives", "Survives (enclosed passengers unharmed)", Rational(1) - pk);
        r.values["kill_number"] = need;
        r.values["drm"] = drm;
        r.summary = "One roll per vehicle, needs " + raw_need_text(need, drm) + ": killed with chance " + pk.str() + ".";
        two_dice_roll(r, ctx, need, drm, "destroyed", "survives");
        return r;
    }
    int drm = m["chem_area_drm"][idx];
    const int rounds = p.get_int("rounds");
    const int bonus = std::min(rounds, m["rounds_bonus_max"].get<int>());
    r.modifier(std::string("MOPP ") + names[idx] + " against an area target", signed_str(drm), "TCS Modern 5.3b, MOPP chart");
    r.modifier("One per chem round in the hex, at most 3", signed_str(bonus), "TCS Modern MOPP chart note 3");
    r.modifier("Company morale changes from the chem attack doubled", "×2", "TCS Modern 5.3d, note 3");
    r.modifier(std::string("Chem morale modifier, MOPP ") + names[idx], signed_str(m["morale_chem_drm"][idx].get<int>()),
               "TCS Modern 5.3e, MOPP chart note 6");
    if (p.get_bool("mixed"))
        r.modifier("Mixed with conventional rounds: also the 'other' morale column and the artillery modifier",
                   signed_str(m["morale_other_drm"][idx].get<int>()), "TCS Modern 5.3e, note 6 (digest ambiguity 12)");
    r.values["area_drm"] = drm + bonus;
    const std::string morale = "morale checks get " + signed_str(morale_drm) +
                               (p.get_bool("mixed") ? " (chem and other columns added)." : ".");
    if (read_roll_table(r, ctx, "tcs.area-fire", drm + bonus)) {
        r.summary = "Two dice " + signed_str(drm + bonus) + " on your Area Fire Table: most likely " + likeliest(r) + "; " + morale;
        return r;
    }
    tables::wait_for_table(r, "tcs.area-fire");  // the series Area Fire Table, entered by the player
    r.summary = "Roll on your Area Fire Table with " + signed_str(drm + bonus) + " (no terrain or other modifiers); " + morale;
    return r;
}

Calculator make_chem() {
    Calculator c;
    c.id = "tcs.chem";
    c.title = "Chemical attack and MOPP";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 5.2–5.3 (Effects of MOPP Chart, TCS-A13, TCS-A14, TCS-A15)";
    c.help =
        "Point targets (vehicles, NOE helicopters) die on two dice plus the MOPP modifier reaching 10; area targets "
        "get the MOPP and round modifiers for the series' Area Fire Table. Also lists every MOPP effect for the level.";
    c.params = {
        ParamSpec::Enum("target", "Target", {{"area", "Area target (infantry …)"}, {"point", "Point target (vehicle, NOE helicopter)"}}, "area",
                        "Vehicles roll once each; infantry and other area targets use the Area Fire Table."),
        ParamSpec::Enum("mopp", "MOPP level", {{"low", "Low"}, {"medium", "Medium"}, {"high", "High"}}, "low", "Target's MOPP level."),
        ParamSpec::Int("rounds", "Chem rounds in the hex", 1, 20, 1, "Adds one per round against area targets, at most 3."),
        ParamSpec::Bool("nbc_protected", "NBC protection", false, "Vehicle with NBC protection: one MOPP level higher."),
        ParamSpec::Bool("mixed", "Mixed with HE", false, "Chem rounds mixed into a conventional mission."),
    };
    c.tables = {{"tcs.area-fire", "Area Fire Table, chemical attack column",
                 "From your TCS series rules: the Area Fire Table results by modified roll (two dice plus the modifiers), as "
                 "the chemical attack reads it. Rolls beyond your first or last row read that row.",
                 {"result"}, {"2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21"},
                 false, "the result as printed, e.g. steps lost and morale"}};
    c.evaluate = evaluate_chem;
    return c;
}

Result evaluate_marker(const Params& p, const EvalContext& ctx) {
    Result r;
    const json& m = data_json("tcs/mopp.json")["persistent_removal"];
    const bool rain = p.get_bool("rain");
    const int need = rain ? m["rain"].get<int>() : m["normal"].get<int>();
    r.modifier(rain ? "Rain: removed on 4–6" : "Removed on a 6", std::to_string(need) + "+",
               rain ? "TCS Modern 5.3g" : "TCS Modern 5.3f (NBC 2)");
    r.outcome("removed", "Marker removed", Rational(7 - need, 6));
    r.outcome("stays", "Marker stays", Rational(need - 1, 6));
    r.summary = "A persistent chem marker goes on " + std::to_string(need) + "+ in the Clean Up Phase.";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int d = g.die();
        r.roll = json{{"die", d}, {"key", d >= need ? "removed" : "stays"}};
    }
    return r;
}

Calculator make_marker() {
    Calculator c;
    c.id = "tcs.chem-marker";
    c.title = "Persistent chem marker removal";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 5.3f–5.3g";
    c.help = "In each Clean Up Phase a persistent chem marker is removed on one die: a 6, or 4 to 6 in rain.";
    c.params = {ParamSpec::Bool("rain", "Rain", false, "It is raining this turn.")};
    c.evaluate = evaluate_marker;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_heli)
PM_REGISTER_CALCULATOR(make_heli_move)
PM_REGISTER_CALCULATOR(make_chem)
PM_REGISTER_CALCULATOR(make_marker)
}  // namespace pm::tcs

