// Pointman — FNG p.56 abstract tunnels as a player asks them (fng.tunnel-entrances): see entrances.h.
#include "rules/fng/tunnel/entrances.h"

#include <algorithm>

#include "engine/exact/dist.h"
#include "rules/fng/tunnel/tables.h"

namespace pm::fng::tunnel {

Answer tunnel_entrances(const TunnelEntrancesInput& in) {
    const json& d = tables().raw;
    Answer r;
    const int support = in.support;
    // [SECTION] FNG-T70: entrances by Support Level
    const json* row = nullptr;
    for (const auto& x : d.at("entrances").at("rows"))
        if (x.at("support").get<int>() == support) row = &x;
    const int dice = row->at("dice").get<int>();
    Dist n = dice == 0 ? Dist::point(row->at("fixed").get<int>()) : Dist::sum_of_dice(dice);
    for (const auto& [k, pr] : n.entries())
        r.outcome(std::to_string(k), std::to_string(k) + (k == 1 ? " entrance" : " entrances"), pr);
    r.modifier("Support Level " + std::to_string(support), row->at("label").get<std::string>(),
               std::string("FNG p.56 Tunnel Entrances") + (support == 1 ? ", Pointman reading 36" : ""));
    if (support >= 3)
        r.modifier("\"Up to\" 2d6", "the roll is the most the VC/NVA side may place", "FNG p.56 Tunnel Entrances");

    // [SECTION] FNG-T71: 1d6 against Rep − 1 (Pointman +1), within 6".
    const int rep = in.rep;
    const bool pm_attr = in.pointman;
    int target = std::max(0, std::min(6, rep - 1 + (pm_attr ? 1 : 0)));
    r.values["spot_target"] = target;
    r.values["spot_chance"] = probability_json(Rational(target, 6));
    r.modifier("Spotting needs Rep − 1 or less on 1d6", std::to_string(rep - 1), "FNG p.56 Spotting Tunnel Entrances");
    if (pm_attr) r.modifier("Pointman", "+1", "FNG p.7 Pointman, p.56 Spotting Tunnel Entrances");
    r.modifier("One try per figure per activation within 6\"", "reading", "FNG p.56, Pointman reading 17");

    // [SECTION] FNG-T72: bomb collapse.
    const std::string& bomb = in.bomb;
    const json& col = d.at("collapse");
    if (bomb != "none") {
        for (const auto& b : col.at("bombs")) {
            if (b.at("id").get<std::string>() != bomb) continue;
            int on = b.at("collapse_on").get<int>();
            Dist len = Dist::sum_of_dice(b.at("length_dice").get<int>()).shifted(b.at("length_plus").get<int>());
            json lj = json::array();
            for (const auto& [k, pr] : len.entries())
                lj.push_back({{"inches", k}, {"exact", pr.str()}, {"p", pr.to_double()}});
            r.values["collapse"] = {
                {"bomb", b.at("label")}, {"chance", probability_json(Rational(on, 6))}, {"length", lj}};
            r.modifier(b.at("label").get<std::string>(), "collapses on 1–" + std::to_string(on),
                       "FNG p.56 Tunnel Collapse");
        }
    }
    // Demolition charge at an entrance: its blast circle + 2" (E-43 picks the circle).
    const std::string& charge = in.charge;
    for (const auto& c : col.at("charges"))
        if (c.at("id").get<std::string>() == charge) {
            int inches = c.at("circle").get<int>() + col.at("charge_extra_inches").get<int>();
            r.values["charge_collapse_inches"] = inches;
            r.modifier(c.at("label").get<std::string>(), std::to_string(inches) + "\" of tunnel",
                       "FNG p.56, Pointman reading 16");
        }
    // Smoke: marks connected entrances within 24"; each turn inside, OOF on 1–3.
    const int turns = in.smoke_turns;
    const json& sm = col.at("smoke");
    Rational stay(1);
    for (int i = 0; i < turns; ++i) stay = stay * Rational(6 - sm.at("oof_on").get<int>(), 6);
    r.values["smoke"] = {{"marks_within_inches", sm.at("marks_within_inches")},
                         {"oof_per_turn", probability_json(Rational(sm.at("oof_on").get<int>(), 6))},
                         {"turns", turns},
                         {"oof_within_turns", probability_json(Rational(1) - stay)}};
    r.values["inside_speed"] = "3/4";
    r.values["safe_from_surface_beyond_inches"] = 4;
    const auto& best = n.entries().rbegin()->first;
    r.summary = support == 1
                    ? "Support 1: one entrance joined to one exit. Spotting an entrance within 6\": " +
                          Rational(target, 6).str() + "."
                    : "Support " + std::to_string(support) + ": " + (dice == 1 ? "1d6" : "2d6") + " entrances (up to " +
                          std::to_string(best) + "). Spotting one within 6\": " + Rational(target, 6).str() + ".";
    return r;
}

}  // namespace pm::fng::tunnel
