// TCS Modern 2.1–2.4: Copperhead (TCS-A1), DPICM / ICM (TCS-A3, Table TCS-T5), MLRS (2.4) and
// FASCAM (2.2). The Artillery and Mortars vs Point Targets Table is the series' own and is not in
// the book, so these calculators give the die-roll modifier and every other number the
// expansion defines; once the player has entered the column for the target (user table
// "tcs.point-artillery"), tcs.artillery-point also gives each printed result's chance and a
// seeded roll (Prng::sum(2), generator 1).

#include <string>

#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"

namespace pm::tcs {
namespace {

Result evaluate_point(const Params& p, const EvalContext& ctx) {
    Result r;
    const json& a = data_json("tcs/artillery.json");
    const std::string round = p.get_enum("round"), system = p.get_enum("system"), pos = p.get_enum("position");
    const std::string armour = p.get_enum("armour");
    int defence = p.get_int("defense");
    json sys;
    for (const auto& s : a["icm_dpicm_fp"])
        if (s["id"] == system) sys = s;
    int drm = 0;
    bool effect = true;
    if (round == "copperhead") {
        if (system == "mlrs") require_mlrs_round(round);  // a Copperhead is a tube round, never an MLRS's
        if (!p.get_bool("observed"))
            throw CalcError(ErrorCode::NotPossible, "observed",
                            "a Copperhead needs a unit that can observe its fall (2.1)");
        if (p.get_int("hexes_from_recorded") > a["copperhead_drm"]["max_hexes_from_recorded"].get<int>())
            throw CalcError(ErrorCode::NotPossible, "hexes_from_recorded",
                            "a Copperhead lands at most 3 hexes from its recorded target hex (2.1)");
        if (pos == "adjacent")
            throw CalcError(ErrorCode::NotPossible, "position",
                            "a Copperhead attacks only the one target it is guided to (2.1)");
        const bool heli = p.get_enum("target") == "helicopter";
        drm = a["copperhead_drm"][heli ? "helicopter" : "ground"];
        r.modifier(heli ? "Copperhead against a helicopter" : "Copperhead, observed", signed_str(drm),
                   "TCS Modern 2.1 (Artillery 1)");
        // Advanced armour raises the defence a Copperhead meets too (9.0): DU armour +8 against
        // every fire; reactive armour +2 against fires other than ATGM, DPICM and ICM. Reading
        // (`copperhead_reactive`): by default the Copperhead is such an "other" fire (+2); the
        // option treats the guided shell like a HEAT missile (+5).
        if (!heli && armour == "dua") {
            defence += 8;
            r.modifier("Depleted-uranium armour against any fire", "+8 defence", "TCS Modern 9.0e");
        } else if (!heli && armour == "reactive") {
            const bool heat = p.get_enum("copperhead_reactive") == "heat";
            defence += heat ? 5 : 2;
            r.modifier(heat ? "Reading: reactive armour meets the Copperhead as a HEAT round, like an ATGM"
                            : "Reading: reactive armour meets the Copperhead as a fire other than ATGM, DPICM or ICM",
                       heat ? "+5 defence" : "+2 defence",
                       heat ? "TCS Modern 9.0b, Pointman reading 30" : "TCS Modern 9.0c, Pointman reading 30");
        }
    } else {
        if (p.get_enum("target") == "helicopter")
            throw CalcError(ErrorCode::NotPossible, "target",
                            "DPICM or ICM in a helicopter's hex is one two-dice roll needing 10: use tcs.helicopter");
        if (system == "mlrs") require_mlrs_round(round);
        if (pos == "adjacent" && !sys["adjacent"].get<bool>())
            throw CalcError(
                ErrorCode::NotPossible, "position",
                sys["label"].get<std::string>() + " rounds have no adjacent-hex effect (only 8 inch and MLRS, 2.3a)");
        const int base_defence = defence;
        if (armour == "reactive") {
            defence += 5;
            r.modifier("Reactive armour against DPICM/ICM", "+5 defence", "TCS Modern 9.0b");
        } else if (armour == "dua") {
            defence += 8;
            r.modifier("Depleted-uranium armour", "+8 defence", "TCS Modern 9.0e");
        }
        if (armour != "none" && p.get_enum("armour_tests") == "base") {
            defence = base_defence;
            r.modifier("Option: the DPICM/ICM defence tests use the defence before armour", "base defence",
                       "Pointman reading 23");
        }
        const int base = a["dpicm_drm"][pos == "impact" ? "impact" : "adjacent"];
        if (round == "icm" && defence > a["icm_max_defence"].get<int>()) {
            effect = false;
            r.modifier("ICM against a vehicle of defence 2 or more", "no effect", "TCS Modern 2.3a (Artillery 5)");
        } else {
            drm = base;
            r.modifier(std::string(round == "icm" ? "ICM" : "DPICM") +
                           (pos == "impact" ? " in the impact hex" : " in an adjacent hex"),
                       signed_str(base), "TCS Modern 2.3a (Artillery 6, 7)");
            const int thr = a["dpicm_drm"]["defence_threshold"];
            if (round == "dpicm" && defence > thr) {
                drm -= defence - thr;
                r.modifier("Defence above 8: −1 per point", signed_str(thr - defence), "TCS Modern 2.3a (Artillery 6)");
            }
        }
        const int fp = sys["fp"];
        r.values["area_fp"] = fp;
        int adjacent_rounded = fp;  // only used where the system reaches adjacent hexes
        if (sys["adjacent"].get<bool>()) {
            Rational adj =
                Rational(fp) * Rational(a["adjacent_fraction"][0].get<int>(), a["adjacent_fraction"][1].get<int>());
            r.values["adjacent_area_fp"] = adj.str();
            adjacent_rounded =
                round_ratio(fp, 5, p.get_enum("half_rounding") == "up" ? Rounding::HalfUp : Rounding::HalfDown);
            r.values["adjacent_area_fp_rounded"] = adjacent_rounded;
        }
        // area_fp (contract) is the impact hex's strength; name the one that reaches the target's hex too.
        const bool in_adjacent = pos == "adjacent";
        const int here = in_adjacent ? adjacent_rounded : fp;
        r.values["target_hex_area_fp"] = here;
        r.modifier(in_adjacent ? "Area fire strength in this adjacent hex" : "Area fire strength in the impact hex",
                   in_adjacent ? std::to_string(here) + " (impact hex " + std::to_string(fp) + ")" : std::to_string(fp),
                   "TCS Modern 2.3a");
    }
    r.values["drm"] = drm;
    r.values["effect"] = effect;
    r.values["defense_used"] = defence;
    if (!effect) {
        r.outcome("no-effect", "No effect on this vehicle", Rational(1));
        r.summary = "No effect on this vehicle.";
    } else if (read_roll_table(r, ctx, "tcs.point-artillery", drm)) {
        r.summary = "Two dice " + signed_str(drm) +
                    " on your Artillery and Mortars vs Point Targets Table: " + likeliest(r) + ".";
    } else {
        tables::wait_for_table(r, "tcs.point-artillery");  // the series table, entered by the player
        r.summary = "Add " + signed_str(drm) + " to the roll on your Artillery and Mortars vs Point Targets Table.";
    }
    return r;
}

// Two dice on the player's column of the point-target table, when the round has an effect at all.
void roll_point(const Params&, const EvalContext& ctx, Prng& g, Result& r) {
    if (!r.values["effect"].get<bool>()) return;
    roll_on_table(r, ctx, "tcs.point-artillery", r.values["drm"], "your Artillery and Mortars vs Point Targets Table",
                  g);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.artillery-point", evaluate_point, roll_point)
}  // namespace pm::tcs
