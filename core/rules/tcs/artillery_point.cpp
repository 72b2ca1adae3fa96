// Pointman — TCS Modern 2.1 Copperhead and 2.3 DPICM / ICM against a vehicle (see artillery_point.h).
#include "rules/tcs/artillery_point.h"

#include "engine/data/data_files.h"
#include "engine/tables/crt.h"
#include "rules/tcs/mlrs.h"
#include "rules/tcs/night_sights.h"

namespace pm::tcs {

Answer artillery_point(const ArtilleryPointInput& in) {
    Answer r;
    const json& a = data_json("tcs/artillery.json");
    const std::string &round = in.round, &system = in.system, &pos = in.position;
    int defence = in.defence;
    json sys;
    for (const auto& s : a["icm_dpicm_fp"])
        if (s["id"] == system) sys = s;
    int drm = 0;
    bool effect = true;
    if (round == "copperhead") {
        // [SECTION] 2.1 Copperhead
        if (system == "mlrs") require_mlrs_round(round);  // a Copperhead is a tube round, never an MLRS's
        if (!in.observed)
            throw RuleError(ErrorCode::NotPossible, "observed",
                            "a Copperhead needs a unit that can observe its fall (2.1)");
        if (in.hexes_from_recorded > a["copperhead_drm"]["max_hexes_from_recorded"].get<int>())
            throw RuleError(ErrorCode::NotPossible, "hexes_from_recorded",
                            "a Copperhead lands at most 3 hexes from its recorded target hex (2.1)");
        if (pos == "adjacent")
            throw RuleError(ErrorCode::NotPossible, "position",
                            "a Copperhead attacks only the one target it is guided to (2.1)");
        const bool heli = in.target == "helicopter";
        drm = a["copperhead_drm"][heli ? "helicopter" : "ground"];
        r.modifier(heli ? "Copperhead against a helicopter" : "Copperhead, observed", signed_str(drm),
                   "TCS Modern 2.1 (Artillery 1)");
        // Advanced armour raises the defence a Copperhead meets too (9.0): DU armour +8 against
        // every fire; reactive armour +2 against fires other than ATGM, DPICM and ICM. Reading
        // (`copperhead_reactive`): by default the Copperhead is such an "other" fire (+2); the
        // option treats the guided shell like a HEAT missile (+5).
        const bool heat = in.copperhead_heat;
        const ArmourAdded added = armour_added(in.armour, heat ? Fire::Atgm : Fire::Other);
        if (!heli && in.armour == Armour::DepletedUranium) {
            defence += added.plus;
            r.modifier("Depleted-uranium armour against any fire", "+" + std::to_string(added.plus) + " defence",
                       added.rule);
        } else if (!heli && in.armour == Armour::Reactive) {
            defence += added.plus;
            r.modifier(heat ? "Reading: reactive armour meets the Copperhead as a HEAT round, like an ATGM"
                            : "Reading: reactive armour meets the Copperhead as a fire other than ATGM, DPICM or ICM",
                       "+" + std::to_string(added.plus) + " defence", added.rule + ", Pointman reading 30");
        }
    } else {
        // [SECTION] 2.3 DPICM and ICM
        if (in.target == "helicopter")
            throw RuleError(ErrorCode::NotPossible, "target",
                            "DPICM or ICM in a helicopter's hex is one two-dice roll needing 10: use tcs.helicopter");
        if (system == "mlrs") require_mlrs_round(round);
        if (pos == "adjacent" && !sys["adjacent"].get<bool>())
            throw RuleError(
                ErrorCode::NotPossible, "position",
                sys["label"].get<std::string>() + " rounds have no adjacent-hex effect (only 8 inch and MLRS, 2.3a)");
        const int base_defence = defence;
        const ArmourAdded added = armour_added(in.armour, Fire::DpicmIcm);
        defence += added.plus;
        if (in.armour == Armour::Reactive)
            r.modifier("Reactive armour against DPICM/ICM", "+" + std::to_string(added.plus) + " defence", added.rule);
        else if (in.armour == Armour::DepletedUranium)
            r.modifier("Depleted-uranium armour", "+" + std::to_string(added.plus) + " defence", added.rule);
        if (in.armour != Armour::None && in.armour_tests_base) {
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
            adjacent_rounded = round_ratio(fp, 5, in.half_up ? Rounding::HalfUp : Rounding::HalfDown);
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
    // [SECTION] the player's Artillery and Mortars vs Point Targets Table
    if (!effect) {
        r.outcome("no-effect", "No effect on this vehicle", Rational(1));
        r.summary = "No effect on this vehicle.";
    } else if (read_roll_table(r, in.table, "tcs.point-artillery", drm)) {
        r.summary = "Two dice " + signed_str(drm) +
                    " on your Artillery and Mortars vs Point Targets Table: " + likeliest(r) + ".";
    } else {
        tables::wait_for_table(r, "tcs.point-artillery");  // the series table, entered by the player
        r.summary = "Add " + signed_str(drm) + " to the roll on your Artillery and Mortars vs Point Targets Table.";
    }
    return r;
}

void roll_artillery_point(const ArtilleryPointInput& in, Prng& g, Answer& r) {
    if (!r.values["effect"].get<bool>()) return;
    roll_on_table(r, in.table, r.values["drm"], "your Artillery and Mortars vs Point Targets Table", g);
}

}  // namespace pm::tcs
