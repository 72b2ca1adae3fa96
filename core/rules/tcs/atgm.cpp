// Pointman — TCS Modern 3.0–3.3 ATGMs (see atgm.h).
#include "rules/tcs/atgm.h"

#include <algorithm>
#include <stdexcept>

#include "engine/data/data_files.h"
#include "engine/random/roll_odds.h"
#include "rules/tcs/series_tables.h"

namespace pm::tcs {

const json& missile(const std::string& id) {
    for (const auto& m : data_json("tcs/atgm.json")["missiles"])
        if (m["id"] == id) return m;
    throw std::logic_error("unknown missile " + id);
}

// [SECTION] 3.2 ATGM fire
Answer atgm(const AtgmInput& in) {
    Answer r;
    const json& tbl = data_json("tcs/atgm.json");
    const json& m = missile(in.missile);
    const std::string name = m["name"];
    int attack = m["attack"];
    if (m["id"] == "tow-1" && in.tow1_example) {
        attack = 13;
        r.modifier("TOW 1 attack 13 as in the book's example (table: 14)", "13",
                   "TCS Modern 3.2 example; Pointman reading 21");
    }
    const int nominal = m["nominal"], minimum = m["minimum"];
    const int range = in.range;

    // [SECTION] who may fire (3.2a, 3.2c, 3.2d, 3.3)
    if (in.firer_mode == "dual")
        throw RuleError(ErrorCode::NotPossible, "firer_mode",
                        "units in dual mode may not fire ATGMs (TCS Modern 1.1, 3.2a)");
    if (!in.firer_normal)
        throw RuleError(ErrorCode::NotPossible, "firer_state",
                        "suppressed or paralyzed units may not fire ATGMs (3.2c)");
    if (range < 1)
        throw RuleError(ErrorCode::NotPossible, "range", "an ATGM may never fire at a target in its own hex (3.2a)");
    const bool literal = in.min_range_at_or_less;
    if (literal ? range <= minimum : range < minimum)
        throw RuleError(ErrorCode::NotPossible, "range",
                        name + " cannot engage at range " + std::to_string(range) + ": its minimum range is " +
                            std::to_string(minimum) +
                            (literal ? " and fire at that range or less is barred (3.2d)"
                                     : " (option: only less than the minimum is barred)"));
    if (range > 2 * nominal)
        throw RuleError(ErrorCode::NotPossible, "range",
                        name + " reaches at most " + std::to_string(2 * nominal) + " hexes (twice its nominal range " +
                            std::to_string(nominal) + "); the ATGM Table ends there");

    // [SECTION] defence with advanced armour (9.0, TCS-A16)
    int defence = in.defence;
    const bool tip = m.value("tip_charge", false);
    const ArmourAdded added = armour_added(in.armour, tip ? Fire::AtgmTip : Fire::Atgm);
    defence += added.plus;
    if (in.armour == Armour::Reactive)
        r.modifier(tip ? "Reactive armour against a tip-charge missile" : "Reactive armour against an ATGM",
                   "+" + std::to_string(added.plus) + " defence", added.rule);
    else if (in.armour == Armour::DepletedUranium)
        r.modifier("Depleted-uranium armour", "+" + std::to_string(added.plus) + " defence", added.rule);
    const int diff = attack - defence;
    if (diff <= tbl["not_possible_at_or_below"].get<int>())
        throw RuleError(ErrorCode::NotPossible, "defense",
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
    int drm = in.drm;
    if (drm != 0)
        r.modifier("Other Point Fire Table modifiers (terrain …)", (drm > 0 ? "+" : "") + std::to_string(drm),
                   "TCS Modern 3.0 (base Point Fire Table)");
    if (in.soviet_popup) {
        // 4.1g: the optional doctrine rule bars Soviet pop-ups before the 12-hour mark, or (the
        // stricter choice) for the whole game.
        if (in.soviet_never)
            throw RuleError(ErrorCode::NotPossible, "soviet_popup",
                            "under the strict doctrine option Soviet helicopters never pop up (4.1g)");
        if (in.conflict_hours < 12)
            throw RuleError(ErrorCode::NotPossible, "conflict_hours",
                            "a Soviet helicopter may not pop up while the conflict is less than 12 hours old (4.1g)");
        drm -= 2;
        r.modifier("Soviet helicopter firing from a pop-up (optional, from the 12-hour mark)", "−2", "TCS Modern 4.1g");
    }
    if (in.heli_vs_heli) {
        drm -= 3;
        r.modifier("Helicopter firing at a helicopter (its terrain modifier counts 0)", "−3", "TCS Modern 4.5b");
    }
    drm += night_drm(in.night, r);

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
    // [SECTION] figure: the missile's range bands on a strip, the target marked
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
    if (in.night.sight != "none") {
        const NightInput& n = in.night;
        r.actions.push_back(json{
            {"label", "Check the sight in detail"},
            {"link",
             "#/tcs.night-vision?firer=vehicle&table=atgm&sight=" + n.sight + "&range=" + std::to_string(range) +
                 "&night_limit=" + std::to_string(n.night_limit) + "&weather_limit=" + std::to_string(n.weather_limit) +
                 "&smoke_markers=" + std::to_string(n.smoke_markers) + "&target_mode=" + n.target_mode + "&in_illum=" +
                 (n.illum ? "true" : "false") + (n.night_limit == 0 && !n.dark_at_zero ? "&time=day" : "")}});
    }
    return r;
}

void roll_atgm(const AtgmInput&, Prng& g, Answer& r) {
    add_kill_roll(r, g, r.values["kill_number"], r.values["drm_total"], "kill", "no-kill");
}

// [SECTION] 3.3 AT-8 counterfire
namespace {

// 3.3a: the AT-8 vehicle fires first on a 6; overwatch-marked, its extra-fire roll must be a 6 too.
// The roll and (through roll_odds) the odds both come from here.
struct Counterfire {
    json dice = json::array();
    bool fires = true;
};
// Overwatch-marked, the two dice are one throw: "a unit must roll two sixes" (3.3a).
Counterfire roll_counterfire(Prng& g, bool overwatch) {
    Counterfire c;
    for (const int d : g.throw_dice(overwatch ? 2 : 1)) c.dice.push_back(d);
    for (const auto& d : c.dice) c.fires = c.fires && d == 6;
    return c;
}

}  // namespace

Answer at8_counterfire(const At8Input& in) {
    Answer r;
    if (in.incoming_ff)
        throw RuleError(ErrorCode::NotPossible, "incoming_ff",
                        "no counterfire against fire-and-forget missiles (3.3b)");
    if (in.firer_helicopter)
        throw RuleError(ErrorCode::NotPossible, "firer_helicopter", "no counterfire against helicopters (3.3b)");
    const bool ow = in.overwatch;
    const Rational pc = roll_odds([&](Prng& g) { return roll_counterfire(g, ow).fires ? 1 : 0; }).p(1);
    r.modifier("Counterfire allowed on a 6", "one die", "TCS Modern 3.3a (ATGM 2)");
    if (ow) r.modifier("Overwatch-marked: its extra-fire roll must also be a 6", "two sixes", "TCS Modern 3.3a");
    r.outcome("counterfire", "AT-8 fires first", pc);
    r.outcome("no-counterfire", "No counterfire", Rational(1) - pc);
    r.summary = std::string("The AT-8 vehicle may counterfire with chance ") + pc.str() +
                "; if its shot kills or suppresses the firer, the incoming shot is lost.";
    r.actions.push_back(json{{"label", "Resolve the AT-8 shot"}, {"link", "#/tcs.atgm?missile=at-8"}});
    return r;
}

void roll_at8_counterfire(const At8Input& in, Prng& g, Answer& r) {
    const Counterfire c = roll_counterfire(g, in.overwatch);
    r.roll = json{{"dice", c.dice}, {"key", c.fires ? "counterfire" : "no-counterfire"}};
}

}  // namespace pm::tcs
