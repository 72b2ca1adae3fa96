// Pointman — `tcs.atgm`.
// What it shares with its neighbours, and their notes: calculators/tcs/atgm_common.h.

#include <algorithm>
#include <string>

#include "calculators/tcs/atgm_common.h"
#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::tcs {
namespace {

Result evaluate_atgm(const Params& p, const EvalContext&) {
    Result r;
    const json& tbl = data_json("tcs/atgm.json");
    const json& m = missile(p.get_enum("missile"));
    const std::string name = m["name"];
    int attack = m["attack"];
    if (m["id"] == "tow-1" && p.get_enum("tow1_attack") == "example") {
        attack = 13;
        r.modifier("TOW 1 attack 13 as in the book's example (table: 14)", "13",
                   "TCS Modern 3.2 example; Pointman reading 21");
    }
    const int nominal = m["nominal"], minimum = m["minimum"];
    const int range = p.get_int("range");

    // [SECTION] who may fire (3.2a, 3.2c, 3.2d, 3.3)
    if (p.get_enum("firer_mode") == "dual")
        throw CalcError(ErrorCode::NotPossible, "firer_mode",
                        "units in dual mode may not fire ATGMs (TCS Modern 1.1, 3.2a)");
    if (p.get_enum("firer_state") != "normal")
        throw CalcError(ErrorCode::NotPossible, "firer_state",
                        "suppressed or paralyzed units may not fire ATGMs (3.2c)");
    if (range < 1)
        throw CalcError(ErrorCode::NotPossible, "range", "an ATGM may never fire at a target in its own hex (3.2a)");
    const bool literal = p.get_enum("min_range_rule") == "at-or-less";
    if (literal ? range <= minimum : range < minimum)
        throw CalcError(ErrorCode::NotPossible, "range",
                        name + " cannot engage at range " + std::to_string(range) + ": its minimum range is " +
                            std::to_string(minimum) +
                            (literal ? " and fire at that range or less is barred (3.2d)"
                                     : " (option: only less than the minimum is barred)"));
    if (range > 2 * nominal)
        throw CalcError(ErrorCode::NotPossible, "range",
                        name + " reaches at most " + std::to_string(2 * nominal) + " hexes (twice its nominal range " +
                            std::to_string(nominal) + "); the ATGM Table ends there");

    // [SECTION] defence with advanced armour (9.0, TCS-A16)
    int defence = p.get_int("defense");
    const std::string armour = p.get_enum("armour");
    if (armour == "reactive") {
        bool tip = m.value("tip_charge", false);
        defence += tip ? 2 : 5;
        r.modifier(tip ? "Reactive armour against a tip-charge missile" : "Reactive armour against an ATGM",
                   tip ? "+2 defence" : "+5 defence", tip ? "TCS Modern 9.0c" : "TCS Modern 9.0b");
    } else if (armour == "dua") {
        defence += 8;
        r.modifier("Depleted-uranium armour", "+8 defence", "TCS Modern 9.0e");
    }
    const int diff = attack - defence;
    if (diff <= tbl["not_possible_at_or_below"].get<int>())
        throw CalcError(ErrorCode::NotPossible, "defense",
                        "attack " + std::to_string(attack) + " against defence " + std::to_string(defence) +
                            " is a differential of " + std::to_string(diff) +
                            "; the ATGM Table allows no fire at -6 or less");

    // [SECTION] band and column (TCS-T2)
    int band = 2 * range <= nominal ? 1 : range <= nominal ? 2 : 3;
    int ci = 0;
    const json& cols = tbl["columns"];
    for (int i = 0; i < static_cast<int>(cols.size()); ++i)
        if (diff >= cols[i]["min_diff"].get<int>() && diff <= cols[i]["max_diff"].get<int>()) ci = i;
    const int kill = tbl["kill_numbers"]["band" + std::to_string(band)][ci];

    // [SECTION] die-roll modifiers
    int drm = p.get_int("drm");
    if (drm != 0)
        r.modifier("Other Point Fire Table modifiers (terrain …)", (drm > 0 ? "+" : "") + std::to_string(drm),
                   "TCS Modern 3.0 (base Point Fire Table)");
    if (p.get_bool("soviet_popup")) {
        // 4.1g: the optional doctrine rule bars Soviet pop-ups before the 12-hour mark, or (the
        // stricter choice) for the whole game.
        if (p.get_enum("soviet_doctrine") == "never")
            throw CalcError(ErrorCode::NotPossible, "soviet_popup",
                            "under the strict doctrine option Soviet helicopters never pop up (4.1g)");
        if (p.get_int("conflict_hours") < 12)
            throw CalcError(ErrorCode::NotPossible, "conflict_hours",
                            "a Soviet helicopter may not pop up while the conflict is less than 12 hours old (4.1g)");
        drm -= 2;
        r.modifier("Soviet helicopter firing from a pop-up (optional, from the 12-hour mark)", "−2", "TCS Modern 4.1g");
    }
    if (p.get_bool("heli_vs_heli")) {
        drm -= 3;
        r.modifier("Helicopter firing at a helicopter (its terrain modifier counts 0)", "−3", "TCS Modern 4.5b");
    }
    drm += night_drm(night_input(p, range), r, r.values);

    Rational pk = p_two_dice_at_least(kill, drm);
    r.outcome("kill", "Target destroyed", pk);
    r.outcome("no-kill", "No kill", Rational(1) - pk);
    r.values["kill_number"] = kill;
    r.values["column"] = cols[ci]["label"];
    r.values["band"] = band;
    r.values["attack"] = attack;
    r.values["defense_used"] = defence;
    r.values["differential"] = diff;
    r.values["drm_total"] = drm;
    r.values["area_firepower"] = Rational(attack, 10).str();
    r.summary = name + " at " + std::to_string(range) + " hexes (range band " + std::to_string(band) +
                "), attack minus defence " + cols[ci]["label"].get<std::string>() + ": kill number " +
                std::to_string(kill) + "; " +
                (drm == 0 ? std::string("with no die modifier")
                          : std::string("with die modifier ") + (drm > 0 ? "+" : "") + std::to_string(drm)) +
                " it needs " + raw_need_text(kill, drm) + " (killed with chance " + pk.str() + ").";
    json bands = json::array();
    auto band_json = [&](const char* label, double from, double to, const char* tone) {
        if (to > from) bands.push_back(json{{"label", label}, {"from", from}, {"to", to}, {"tone", tone}});
    };
    const double barred = literal ? minimum : minimum - 1;
    band_json("Barred", 0, barred, "bad");
    band_json("Band 1", barred, nominal / 2.0, "warn");
    band_json("Band 2", std::max(barred, nominal / 2.0), nominal, "good");
    band_json("Band 3", std::max(barred, 1.0 * nominal), 2.0 * nominal, "warn");
    r.figure = json{{"type", "strip"},
                    {"unit", "hex"},
                    {"max", 2 * nominal},
                    {"bands", bands},
                    {"markers", json::array({json{{"label", "Target"}, {"at", range}}})}};
    if (p.get_enum("sight") != "none") {
        const NightInput in = night_input(p, range);
        r.actions.push_back(json{
            {"label", "Check the sight in detail"},
            {"link", "#/tcs.night-vision?firer=vehicle&table=atgm&sight=" + in.sight +
                         "&range=" + std::to_string(range) + "&night_limit=" + std::to_string(in.night_limit) +
                         "&weather_limit=" + std::to_string(in.weather_limit) +
                         "&smoke_markers=" + std::to_string(in.smoke_markers) + "&target_mode=" + in.target_mode +
                         "&in_illum=" + (in.illum ? "true" : "false") + (in.night_limit == 0 ? "&time=day" : "")}});
    }
    return r;
}

// Two dice against the kill number the answer found, with its modifiers.
void roll_atgm(const Params&, const EvalContext&, Prng& g, Result& r) {
    add_kill_roll(r, g, r.values["kill_number"], r.values["drm_total"], "kill", "no-kill");
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.atgm", evaluate_atgm, roll_atgm)
}  // namespace pm::tcs
