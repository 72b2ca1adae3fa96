// TCS Modern 3.0–3.3: ATGM point fire (Algorithm TCS-A6, Tables TCS-T2/T3 in data/tcs/atgm.json),
// advanced armour (9.0, TCS-A16), night vision / thermal (6.1–6.2, TCS-A12), helicopter modifiers
// (4.1g, 4.5b), and AT-8 counterfire (3.3, TCS-A8) as its own calculator.
//
// Seeded roll (generator 1): tcs.atgm draws Prng::sum(2); tcs.at8-counterfire draws one die, then
// (overwatch) a second die.
#include <algorithm>
#include <string>

#include "data_access/data_files.h"
#include "random/prng.h"
#include "registry/registry.h"
#include "tcs/tcs_common.h"

namespace pm::tcs {
namespace {

const json& missile(const std::string& id) {
    for (const auto& m : data_json("tcs/atgm.json")["missiles"])
        if (m["id"] == id) return m;
    throw std::logic_error("unknown missile " + id);
}

Result evaluate_atgm(const Params& p, const EvalContext& ctx) {
    Result r;
    const json& tbl = data_json("tcs/atgm.json");
    const json& m = missile(p.get_enum("missile"));
    const std::string name = m["name"];
    int attack = m["attack"];
    if (m["id"] == "tow-1" && p.get_enum("tow1_attack") == "example") {
        attack = 13;
        r.modifier("TOW 1 attack 13 as in the book's example (table: 14)", "13", "TCS Modern 3.2 example; digest ambiguity 1");
    }
    const int nominal = m["nominal"], minimum = m["minimum"];
    const int range = p.get_int("range");

    // [SECTION] who may fire (3.2a, 3.2c, 3.2d, 3.3)
    if (p.get_enum("firer_mode") == "dual")
        throw CalcError("not_possible", "firer_mode", "units in dual mode may not fire ATGMs (TCS Modern 1.1, 3.2a)");
    if (p.get_enum("firer_state") != "normal")
        throw CalcError("not_possible", "firer_state", "suppressed or paralyzed units may not fire ATGMs (3.2c)");
    if (range < 1)
        throw CalcError("not_possible", "range", "an ATGM may never fire at a target in its own hex (3.2a)");
    const bool literal = p.get_enum("min_range_rule") == "at-or-less";
    if (literal ? range <= minimum : range < minimum)
        throw CalcError("not_possible", "range",
                        name + " cannot engage at range " + std::to_string(range) + ": its minimum range is " +
                            std::to_string(minimum) + (literal ? " and fire at that range or less is barred (3.2d)"
                                                               : " (option: only less than the minimum is barred)"));
    if (range > 2 * nominal)
        throw CalcError("not_possible", "range",
                        name + " reaches at most " + std::to_string(2 * nominal) +
                            " hexes (twice its nominal range " + std::to_string(nominal) + "); the ATGM Table ends there");

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
        throw CalcError("not_possible", "defense",
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
    r.summary = name + " at " + std::to_string(range) + " hexes: column " + cols[ci]["label"].get<std::string>() +
                ", band " + std::to_string(band) + ", kill number " + std::to_string(kill) + "; with DRM " +
                std::to_string(drm) + " it needs " + raw_need_text(kill, drm) + " (" + pk.str() + ").";
    json bands = json::array();
    auto band_json = [&](const char* label, double from, double to, const char* tone) {
        if (to > from) bands.push_back(json{{"label", label}, {"from", from}, {"to", to}, {"tone", tone}});
    };
    const double barred = literal ? minimum : minimum - 1;
    band_json("Barred", 0, barred, "bad");
    band_json("Band 1", barred, nominal / 2.0, "warn");
    band_json("Band 2", std::max(barred, nominal / 2.0), nominal, "good");
    band_json("Band 3", std::max(barred, 1.0 * nominal), 2.0 * nominal, "warn");
    r.figure = json{{"type", "strip"}, {"unit", "hex"}, {"max", 2 * nominal},
                    {"bands", bands}, {"markers", json::array({json{{"label", "Target"}, {"at", range}}})}};
    if (p.get_enum("sight") != "none") {
        const NightInput in = night_input(p, range);
        r.actions.push_back(json{{"label", "Check the sight in detail"},
                                 {"link", "#/tcs.night-vision?firer=vehicle&table=atgm&sight=" + in.sight +
                                              "&range=" + std::to_string(range) + "&night_limit=" + std::to_string(in.night_limit) +
                                              "&weather_limit=" + std::to_string(in.weather_limit) +
                                              "&smoke_markers=" + std::to_string(in.smoke_markers) + "&target_mode=" + in.target_mode +
                                              "&in_illum=" + (in.illum ? "true" : "false") +
                                              (in.night_limit == 0 ? "&time=day" : "")}});
    }
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int dice = g.sum(2);
        r.roll = json{{"dice", dice}, {"modified", dice + drm}, {"key", dice + drm >= kill ? "kill" : "no-kill"}};
    }
    return r;
}

Calculator make_atgm() {
    Calculator c;
    c.id = "tcs.atgm";
    c.title = "ATGM kill number and odds";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 3.0–3.2, ATGM Table and ATGM Values (TCS-T2, TCS-T3, TCS-A6)";
    c.help =
        "Finds the ATGM Table column from attack minus defence and the range band from the missile's nominal "
        "range, then the chance that two dice plus your modifiers reach the kill number. Shots the rules bar "
        "(inside minimum range, beyond twice nominal, differential -6 or worse, dual mode) are refused with the reason.";
    c.ordered = false;
    std::vector<Choice> ms;
    for (const auto& m : data_json("tcs/atgm.json")["missiles"])
        ms.push_back({m["id"].get<std::string>(), m["name"].get<std::string>()});
    c.params = {
        ParamSpec::Enum("missile", "Missile", ms, "tow-1", "The firing unit's ATGM type."),
        ParamSpec::Int("defense", "Target defence", -10, 40, 7, "The target's defence value from the game's data."),
        ParamSpec::Int("range", "Range (hexes)", 0, 60, 7, "Hexes from firer to target."),
        ParamSpec::Int("drm", "Other modifiers", -12, 12, 0,
                       "Sum of the base Point Fire Table modifiers that apply (terrain and so on)."),
        ParamSpec::Enum("armour", "Advanced armour", {{"none", "None"}, {"reactive", "Reactive armour"}, {"dua", "DU armour"}},
                        "none", "Optional advanced armour of the target, added to its defence.")
            .in_group("Target"),
        ParamSpec::Bool("soviet_popup", "Soviet pop-up fire", false,
                        "A Soviet helicopter fires from a pop-up under the optional doctrine rule.")
            .in_group("Helicopters"),
        ParamSpec::Bool("heli_vs_heli", "Helicopter vs helicopter", false,
                        "A helicopter fires at a helicopter (terrain modifier of the target counts 0).")
            .in_group("Helicopters"),
        ParamSpec::Enum("firer_mode", "Firer's mode", {{"fire", "Fire"}, {"move", "Move"}, {"dual", "Dual"}}, "fire",
                        "Units in dual mode may not fire ATGMs.")
            .in_group("Firer"),
        ParamSpec::Enum("firer_state", "Firer's state",
                        {{"normal", "Normal"}, {"suppressed", "Suppressed"}, {"paralyzed", "Paralyzed"}}, "normal",
                        "Suppressed and paralyzed units may not fire ATGMs.")
            .in_group("Firer"),
        ParamSpec::Enum("min_range_rule", "Minimum range",
                        {{"at-or-less", "Barred at the minimum or less (as written)"}, {"less", "Barred only below it"}},
                        "at-or-less", "The book bars fire at the minimum range or less; some read it as less only.")
            .in_group("Options"),
        ParamSpec::Enum("tow1_attack", "TOW 1 attack", {{"table", "14 (ATGM Values)"}, {"example", "13 (book's example)"}},
                        "table", "Both printed tables give 14; the worked example uses 13.")
            .in_group("Options"),
    };
    add_night_params(c.params);
    c.evaluate = evaluate_atgm;
    return c;
}

Result evaluate_at8(const Params& p, const EvalContext& ctx) {
    Result r;
    if (p.get_bool("incoming_ff"))
        throw CalcError("not_possible", "incoming_ff", "no counterfire against fire-and-forget missiles (3.3b)");
    if (p.get_bool("firer_helicopter"))
        throw CalcError("not_possible", "firer_helicopter", "no counterfire against helicopters (3.3b)");
    const bool ow = p.get_bool("overwatch");
    Rational pc(1, 6);
    r.modifier("Counterfire allowed on a 6", "one die", "TCS Modern 3.3a (ATGM 2)");
    if (ow) {
        pc = pc * Rational(1, 6);
        r.modifier("Overwatch-marked: its extra-fire roll must also be a 6", "two sixes", "TCS Modern 3.3a");
    }
    r.outcome("counterfire", "AT-8 fires first", pc);
    r.outcome("no-counterfire", "No counterfire", Rational(1) - pc);
    r.summary = std::string("The AT-8 vehicle may counterfire with chance ") + pc.str() +
                "; if its shot kills or suppresses the firer, the incoming shot is lost.";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json dice = json::array({g.die()});
        if (ow) dice.push_back(g.die());
        bool ok = true;
        for (const auto& d : dice) ok = ok && d == 6;
        r.roll = json{{"dice", dice}, {"key", ok ? "counterfire" : "no-counterfire"}};
    }
    r.actions.push_back(json{{"label", "Resolve the AT-8 shot"}, {"link", "#/tcs.atgm?missile=at-8"}});
    return r;
}

Calculator make_at8() {
    Calculator c;
    c.id = "tcs.at8-counterfire";
    c.title = "AT-8 Songster counterfire";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 3.3 (optional), TCS-A8";
    c.help = "Chance that a vehicle armed with the supersonic AT-8 gets to shoot first at a slow ATGM's launcher.";
    c.params = {
        ParamSpec::Bool("overwatch", "AT-8 vehicle overwatch-marked", false, "It then also needs a 6 on its extra-fire roll."),
        ParamSpec::Bool("incoming_ff", "Incoming is fire-and-forget", false, "No counterfire against such missiles."),
        ParamSpec::Bool("firer_helicopter", "Launcher is a helicopter", false, "No counterfire against helicopters."),
    };
    c.evaluate = evaluate_at8;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_atgm)
PM_REGISTER_CALCULATOR(make_at8)
}  // namespace pm::tcs
