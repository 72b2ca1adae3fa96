// Pointman — FNG pp.59-60 Booby traps, the whole chain from the type to its effect: see
// booby_trap_chain.h.
#include "rules/fng/booby_trap_chain.h"

#include <map>
#include <string>
#include <vector>

#include "engine/exact/dist.h"
#include "engine/random/dice_steps.h"
#include "engine/words.h"
#include "rules/fng/damage.h"
#include "rules/fng/rolled_tables.h"
#include "rules/fng/tunnel_fighting.h"

namespace pm::fng {
namespace {

using Ends = std::map<std::string, Rational>;

const char* kTrapIds[] = {"tripwire", "punji", "mine", "viper", "cdm", "flare"};

DamageTable trap_damage_table(const BoobyTrapChainInput& s) {
    return s.rules == "2.0" ? DamageTable::V2 : DamageTable::V1;
}

// Impact of an explosive or punji hit on this figure.
int trap_hit_impact(const std::string& trap, const BoobyTrapChainInput& s) {
    if (trap == "punji") return kPunjiImpact;  // not a blast: no flak jacket, no tunnel bonus
    int impact = trap == "cdm" ? kCdmImpact : kGrenadeTrapImpact;
    if (s.tunnel) impact += kTunnelExplosiveImpact;
    return impact_after_armour(impact, true, s.flak_jacket, false);
}

// One round of fng.melee with the trap as the enemy: the same calculator, its defaults, the trap's
// Rep and weapon. The viper fights with the figure's own weapon, so no Impact modifier applies.
Answer trap_melee(const BoobyTrapChainInput& s, bool viper, Prng* dice) {
    if (!s.melee) throw std::logic_error("fng.booby-trap-chain: no melee round given");
    TrapMeleeRound m;
    m.rules = s.rules;
    m.rep = s.rep;
    m.weapon = s.weapon;
    m.enemy_rep = viper ? kViperRep : kBladeRep;
    m.enemy_weapon = viper ? s.weapon : "fixed-bayonet";
    m.damage_die = viper ? MeleeDamageDie::None : MeleeDamageDie::EnemyWinOnly;
    return s.melee(m, dice);
}

Rational outcome_p(const Answer& r, const std::string& key) {
    for (const auto& o : r.outcomes)
        if (o.key == key) return o.p;
    return Rational(0);
}

const char* kSevKey[] = {"unhurt", "KD", "OOF", "OD"};

// What the trap does to the figure that sets it off, exactly.
Ends effect_of(const std::string& trap, const BoobyTrapChainInput& s) {
    Ends e;
    if (trap == "flare") {
        e["flare"] = Rational(1);
        return e;
    }
    auto hit = [&](const std::string& t, const Rational& w) {
        Dist d = damage_one_hit(trap_hit_impact(t, s), s.rep, trap_damage_table(s));
        for (const auto& [sev, p] : d.entries()) e[kSevKey[sev]] = e[kSevKey[sev]] + w * p;
    };
    auto blade = [&](const Rational& w) {
        Answer m = trap_melee(s, false, nullptr);
        Rational hurt(0);
        for (int sev = kKD; sev <= kOD; ++sev) {
            Rational ps = outcome_p(m, std::string("lose-") + kSevKey[sev]);
            e[kSevKey[sev]] = e[kSevKey[sev]] + w * ps;
            hurt = hurt + ps;
        }
        e["unhurt"] = e["unhurt"] + w * (Rational(1) - hurt);
    };
    if (trap == "tripwire") {
        Rational explosive = s.tripwire_kind == "roll" ? Dist::die().p_if(tripwire_explosive)
                                                       : Rational(s.tripwire_kind == "explosive" ? 1 : 0);
        if (!explosive.is_zero()) hit("tripwire", explosive);
        if (explosive < Rational(1)) blade(Rational(1) - explosive);
    } else if (trap == "punji" || trap == "mine" || trap == "cdm") {
        hit(trap, Rational(1));
    } else if (trap == "viper") {
        Answer m = trap_melee(s, true, nullptr);
        Rational bitten = outcome_p(m, "lose-KD") + outcome_p(m, "lose-OOF") + outcome_p(m, "lose-OD");
        Dist poison = Dist::die().map([](int f) { return static_cast<int>(poison_for_face(f)); });
        e["OD"] = e["OD"] + bitten * poison.p(static_cast<int>(Poison::Dead));
        e["OOF"] = e["OOF"] + bitten * poison.p(static_cast<int>(Poison::OutOfFight));
        e["poisoned"] = e["poisoned"] + bitten * poison.p(static_cast<int>(Poison::StillPoisoned));
        e["unhurt"] = e["unhurt"] + (Rational(1) - bitten);
    }
    return e;
}

std::string severity_words(const std::string& key) {
    if (key == "KD") return "knocked down";
    if (key == "OOF") return "out of the fight";
    if (key == "OD") return "dead";
    if (key == "poisoned") return "bitten: still poisoned, needs a medic";
    return "unhurt";
}

// The label of a trap on the Booby trap types table.
std::string trap_label(const json& types, const std::string& trap) {
    std::string label;
    for (const auto& row : types.at("rows"))
        if (trap_for_type_key(row.at("key")) == trap) label = row.at("label");
    return label;
}

}  // namespace

// [SECTION] the odds
Answer booby_trap_chain(const BoobyTrapChainInput& in) {
    Answer r;
    const BoobyTrapChainInput& s = in;
    const std::string& trap_param = in.trap;
    const bool daylight = in.daylight;
    const int find_t = find_target(in.rep, in.pointman, in.tunnel_rat_fast);
    const bool try_disarm = in.disarm;
    const DisarmRule rule = in.rule;
    const bool cutters_owned = in.wire_cutters;

    // [SECTION] which trap: the Booby trap types table (solo play) or the one written down
    const json& types = rolled_table("fng.booby-trap-type");
    std::map<std::string, Rational> p_type;
    if (trap_param == "roll") {
        Dist d = Dist::die().map([&](int f) { return rolled_table_value(types, {f}, 0, 0); });
        if (daylight) d = d.given([&](int v) { return !rolled_table_rerolls(types, v); });
        for (const auto& [v, pv] : d.entries()) p_type[trap_for_type_key(rolled_table_key(types, v))] = pv;
        r.modifier("Trap rolled on the Booby trap types table",
                   daylight ? "daylight: a trip flare is rolled again" : "1d6", "FNG p.59 (Booby trap types)");
    } else {
        p_type[trap_param] = Rational(1);
    }
    r.modifier(discovery_label(in.pointman, in.tunnel_rat_fast), std::to_string(find_t), "FNG p.59");
    if (in.pointman) r.modifier("Pointman", "+1", "FNG p.9");
    if (in.tunnel_rat_fast) r.modifier("Tunnel Rat moving over half speed", "-1", "FNG p.57");
    // [SECTION] disarming: only the traps it may be that can be disarmed, each with its own target
    // (wire cutters help with tripwires, trip flares and CDMs, FNG p.13)
    std::map<int, bool> disarm_targets;  // target -> with wire cutters
    if (try_disarm)
        for (const auto& [trap, pt] : p_type)
            if (!pt.is_zero() && can_disarm(trap)) {
                const bool cut = cutters_owned && wire_cutters_help(trap);
                disarm_targets[disarm_target(s.rep, cut)] = cut;
            }
    if (try_disarm && disarm_targets.empty())
        r.modifier("Only tripwires (trip flares included), command-detonated mines and landmines can be disarmed",
                   "no attempt", "FNG p.60");
    if (!disarm_targets.empty())
        r.modifier("Disarm (tripwires, trip flares, CDMs and mines): 2d6 against half the Rep, rounded down",
                   std::to_string(s.rep / 2), "FNG p.60 (Disarm Check), Pointman reading 20");
    if (!disarm_targets.empty() && cutters_owned) {
        bool helped = false;
        for (const auto& [t, cut] : disarm_targets) helped = helped || cut;
        r.modifier(helped ? "Wire cutters (tripwires, trip flares and CDMs)" : "Wire cutters: only tripwires and CDMs",
                   helped ? "+1" : "not applied", helped ? "FNG p.13 (Pointman reading 20)" : "FNG p.13");
    }
    if (s.tunnel) r.modifier("Explosive in a tunnel", "+1 Impact", kTunnelRule);
    if (s.flak_jacket) r.modifier("Flak jacket against blast", "-1 Impact", "FNG p.13");
    r.modifier("The trap's attack: one melee round, the trap as the enemy; only its win hurts", "reading",
               "FNG p.59, Pointman reading 63");

    // [SECTION] the chain, exactly: each trap's find, disarm and effect
    const Rational pf = p_find(find_t);
    Ends ends;
    json by_trap = json::array();
    for (const char* id : kTrapIds) {
        auto it = p_type.find(id);
        if (it == p_type.end() || it->second.is_zero()) continue;
        const std::string trap = id;
        const Rational pt = it->second;
        const bool attempt = try_disarm && can_disarm(trap);
        Rational found_left(0), disarmed(0), left(0), off = Rational(1) - pf;
        if (attempt) {
            DisarmOdds o = disarm_odds(disarm_target(s.rep, cutters_owned && wire_cutters_help(trap)), rule);
            disarmed = pf * o.disarmed;
            left = pf * o.left;
            off = off + pf * o.set_off;
        } else {
            found_left = pf;
        }
        ends["found"] = ends["found"] + pt * found_left;
        ends["disarmed"] = ends["disarmed"] + pt * disarmed;
        ends["left"] = ends["left"] + pt * left;
        Ends e = effect_of(trap, s);
        json eff = json::object();
        for (const auto& [k, pk] : e) {
            ends[k] = ends[k] + pt * off * pk;
            eff[k] = pk.str();
        }
        by_trap.push_back({{"trap", trap_label(types, trap)},
                           {"p", pt.to_double()},
                           {"exact", pt.str()},
                           {"goes_off", off.str()},
                           {"disarmed", disarmed.str()},
                           {"effect_if_off", eff}});
    }
    struct End {
        const char* key;
        const char* label;
    };
    const End end_list[] = {{"found", "Found and avoided (not disarmed: not tried, or it cannot be)"},
                            {"disarmed", "Found and disarmed"},
                            {"left", "Found; walked away after a failed try"},
                            {"flare", "A trip flare goes up: no harm, the area is lit"},
                            {"unhurt", "Goes off; he comes through unhurt"},
                            {"KD", "Goes off; he is knocked down"},
                            {"OOF", "Goes off; he is out of the fight"},
                            {"OD", "Goes off; he is dead"},
                            {"poisoned", "Bitten by the viper: still poisoned, needs a medic"}};
    Rational harmed(0);
    for (const auto& e : end_list) {
        r.outcome(e.key, e.label, ends[e.key]);
        if (std::string(e.key) == "OOF" || std::string(e.key) == "OD" || std::string(e.key) == "poisoned")
            harmed = harmed + ends[e.key];
    }
    Rational safe = ends["found"] + ends["disarmed"] + ends["left"];
    Rational goes_off = Rational(1) - safe;
    r.values["p_find"] = probability_json(pf);
    r.values["p_goes_off"] = probability_json(goes_off);
    r.values["p_out_of_fight_or_worse"] = probability_json(harmed);
    r.values["p_dead"] = probability_json(ends["OD"]);
    r.values["by_trap"] = by_trap;
    json steps = json::array();
    auto step = [&](const std::string& name, const Rational& pr, const std::string& rule_cited) {
        steps.push_back({{"step", name}, {"p", pr.to_double()}, {"exact", pr.str()}, {"rule", rule_cited}});
    };
    step("He finds it before it goes off (1d6 against " + std::to_string(find_t) + ")", pf, "FNG p.59");
    for (const auto& [t, cut] : disarm_targets) {
        DisarmOdds o = disarm_odds(t, rule);
        const std::string one = "One disarm try" + std::string(cut ? " with wire cutters" : "") + " (2d6 against " +
                                std::to_string(t) + ")";
        step(one + ": pass 2, disarmed", o.pass2, "FNG p.60 (Disarm Check)");
        step(one + ": pass 1, try again", o.pass1, "FNG p.60 (Disarm Check)");
        step(one + ": pass 0, it goes off", o.pass0, "FNG p.60 (Disarm Check)");
    }
    step("It goes off (over every trap it may be)", goes_off, "FNG pp.59-60");
    step("He ends out of the fight, poisoned or dead", harmed, "FNG p.59 (Booby trap types)");
    r.values["steps"] = steps;
    r.summary = "The trap goes off " + percent_text(goes_off) + " (found " + percent_text(pf) +
                (try_disarm ? ", disarmed " + percent_text(ends["disarmed"]) : std::string()) +
                "); he ends out of the fight or worse " + percent_text(harmed) + ", dead " + percent_text(ends["OD"]) +
                ".";
    r.actions.push_back({{"label", "Which trap it is (the table alone)"}, {"link", "#/fng.booby-trap-type"}});
    r.actions.push_back({{"label", "Finding and disarming it alone"}, {"link", "#/fng.booby-trap"}});
    r.actions.push_back({{"label", "A hit's damage alone"}, {"link", "#/fng.damage-only"}});

    return r;
}

// [SECTION] the roll (the seed's dice or the player's own), step by step
void roll_booby_trap_chain(const BoobyTrapChainInput& in, Prng& g, Answer& r) {
    const BoobyTrapChainInput& s = in;
    const int find_t = find_target(in.rep, in.pointman, in.tunnel_rat_fast);
    const json& types = rolled_table("fng.booby-trap-type");
    json rs = json::array();
    // Each step also said to the codec (engine/random/dice_steps.h): the roll's sentence names the
    // trap, each die says what it decides, and the player's own dice are answered as far as they go.
    auto said = [&](const std::string& name, json dice, const std::string& result) {
        rs.push_back({{"step", name}, {"dice", std::move(dice)}, {"result", result}});
        roll_step(result);
    };
    std::string trap = in.trap;
    if (trap != "roll") roll_step("the trap: " + lower_first(trap_label(types, trap)));
    if (trap == "roll") {
        for (;;) {
            int f;
            {
                DiceFor type("for the trap's type");
                f = g.die();
            }
            int v = rolled_table_value(types, {f}, 0, 0);
            trap = trap_for_type_key(rolled_table_key(types, v));
            bool again = in.daylight && rolled_table_rerolls(types, v);
            said("Which trap", {f}, again ? "a trip flare in daylight: roll again" : trap_label(types, trap));
            if (!again) break;
        }
    }
    std::string kind;
    if (trap == "tripwire") {
        kind = s.tripwire_kind;
        if (kind == "roll") {
            int f;
            {
                DiceFor tripwire("for the tripwire: explosive or blade");
                f = g.die();
            }
            kind = tripwire_explosive(f) ? "explosive" : "blade";
            said("Tripwire: explosive or blade", {f}, kind);
        }
    }
    int f;
    {
        DiceFor finding("to find it");
        f = g.die();
    }
    bool found = found_for_face(f, find_t);
    said("Does he find it", {f}, found ? "found" : "not found: it goes off");
    std::string key;
    if (found) {
        key = "found";
        if (in.disarm && can_disarm(trap)) {
            int t = disarm_target(s.rep, in.wire_cutters && wire_cutters_help(trap));
            std::vector<std::vector<int>> tries;
            std::string end;
            {
                DiceFor disarming("to disarm it");
                end = roll_disarm_tries(g, t, in.rule, tries);
            }
            for (size_t i = 0; i < tries.size(); ++i) {
                const std::string e = i + 1 == tries.size() ? end : std::string();
                said("Disarm try " + std::to_string(i + 1) + " (2d6 against " + std::to_string(t) + ")", tries[i],
                     e.empty()         ? "pass 1: try again next turn"
                     : e == "disarmed" ? "pass 2: disarmed"
                     : e == "left"     ? "pass 1: he walks away"
                                       : "it goes off");
            }
            if (!end.empty()) key = end;
            if (key == "set-off") key = "";
        }
    }
    if (key.empty()) {  // it goes off: the effect
        if (trap == "flare") {
            key = "flare";
            said("Trip flare", json::array(), "the area is lit; no harm");
        } else if (trap == "punji" || trap == "mine" || trap == "cdm" || kind == "explosive") {
            int d;
            {
                DiceFor damage("for damage");
                d = g.die();
            }
            key = kSevKey[damage_for_face(d, trap_hit_impact(trap, s), s.rep, trap_damage_table(s))];
            said("Damage (Impact " + std::to_string(trap_hit_impact(trap, s)) + ")", {d}, severity_words(key));
        } else {
            const bool viper = trap == "viper";
            DiceFor attack(viper ? "for the viper's attack" : "for the blade's attack");
            Answer m = trap_melee(s, viper, &g);
            std::string mk = m.roll.value("key", "tie");
            json dice = json::array();
            for (const char* k : {"your_dice", "enemy_dice"})
                if (m.roll.contains(k))
                    for (const auto& x : m.roll.at(k)) dice.push_back(x);
            if (m.roll.contains("damage_die")) dice.push_back(m.roll.at("damage_die"));
            bool lost = mk.rfind("lose", 0) == 0;  // "lose" (no damage die: the viper) or "lose-KD" …
            if (!lost) {
                key = "unhurt";
            } else if (!viper) {
                key = mk.substr(5);
            } else {
                said("Viper's bite", dice, "bitten");
                int pd;
                {
                    DiceFor poison("for the poison");
                    pd = g.die();
                }
                Poison po = poison_for_face(pd);
                key = po == Poison::Dead ? "OD" : (po == Poison::OutOfFight ? "OOF" : "poisoned");
                said("Poison", {pd}, severity_words(key));
            }
            if (!viper || !lost)
                said(viper ? "Viper's attack (Rep 3)" : "The blade's attack (Rep 4, a bayonet)", dice,
                     severity_words(key));
        }
    }
    r.roll = {{"steps", rs}, {"key", key}, {"trap", trap}};
}

}  // namespace pm::fng
