// Pointman — `skirmish.grenade`: a grenade's burst on the figures in it, read on the player's grenade
// table ("skirmish.grenades"; the rule is rules/skirmish/grenades.h).
//
// Seeded roll (generator 1, only with the table): one die per figure in the burst, Prng::dice(figures).

#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/grenades.h"

namespace pm::skirmish {
namespace {

Result evaluate_grenade(const Params& p, const EvalContext& ctx) {
    Result r;
    const int figures = p.get_int("figures"), had = p.get_int("counters"), row = p.get_int("grenade");
    const std::string cover = p.get_enum("cover");
    const bool hand = p.get_enum("launch") == "hand";
    r.modifier(hand ? "Thrown: lands as aimed on 1-2 of the deviation die, otherwise 1-3\" off"
                    : "M79 / M203: on target on 1-2 of the deviation die, otherwise as your deviation table says",
               "lands as aimed " + p_lands_as_aimed().str(), "Vietnam Skirmish, Throwing Grenades; Firing Grenades");
    r.values["lands_as_aimed"] = p_lands_as_aimed().str();
    const bool cover_holds = cover == "cover";
    if (cover == "cover")
        r.modifier("Figures in cover from the burst: none past one counter", "cap 1",
                   "Vietnam Skirmish, Firing; Throwing Grenades");
    else if (cover == "lobbed-beyond")
        r.modifier("Lobbed beyond the cover: counters go on as if in the open", "cover ignored",
                   "Vietnam Skirmish, Throwing Grenades");
    const json t = tables::player_table(ctx, "skirmish.grenades");
    if (t.is_null()) {
        tables::wait_for_table(r, "skirmish.grenades");
        r.summary = "Lands as aimed with chance " + p_lands_as_aimed().str() +
                    ". Enter your grenade table (the faces that put a counter on a "
                    "figure in the burst) to see what it does to the figures there.";
        return r;
    }
    if (row > static_cast<int>(t["weapons"].size()))
        throw CalcError(ErrorCode::NotPossible, "grenade",
                        "your grenade table has only " + std::to_string(t["weapons"].size()) + " rows");
    const json& g = t["weapons"][row - 1];
    std::set<int> faces;
    for (const auto& f : g["suppress"]) faces.insert(f.get<int>());
    const std::string name = g.value("label", g["id"].get<std::string>());
    r.modifier("Each figure in the burst rolls one die on the row of " + name + " in your table",
               std::to_string(faces.size()) + "/6", "Vietnam Skirmish, Throwing Grenades, Pointman reading 50");
    const Dist hit = Dist::from_sorted_faces(
        figures, [&](const std::vector<int>& f) { return grenade_figures_hit(f, faces, cover_holds, had); });
    for (int k = 0; k <= figures; ++k)
        r.outcome(std::to_string(k), std::to_string(k) + (k == 1 ? " figure" : " figures") + " given a counter",
                  hit.p(k));
    const Rational one = Dist::die().map([&](int f) { return grenade_counter(f, faces, cover_holds, had); }).p(1);
    r.values["table"] = "skirmish.grenades";
    r.values["grenade"] = name;
    r.values["counter_chance"] = one.str();
    r.summary = name + ": each of the " + std::to_string(figures) +
                " figures in the burst takes a counter with chance " + one.str() +
                " (the grenade lands as aimed with chance " + p_lands_as_aimed().str() + ").";
    return r;
}

// One die for each figure in the burst, read by grenade_figures_hit as the odds were; nothing to
// roll before the player's grenade table is entered.
void roll_grenade(const Params& p, const EvalContext& ctx, Prng& dice, Result& r) {
    const json t = tables::player_table(ctx, "skirmish.grenades");
    if (t.is_null()) return;
    std::set<int> faces;
    for (const auto& f : t["weapons"][p.get_int("grenade") - 1]["suppress"]) faces.insert(f.get<int>());
    const std::vector<int> rolls = dice.dice(p.get_int("figures"));
    const int hit = grenade_figures_hit(rolls, faces, p.get_enum("cover") == "cover", p.get_int("counters"));
    r.roll = json{{"dice", rolls}, {"key", std::to_string(hit)}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.grenade", evaluate_grenade, roll_grenade)
}  // namespace pm::skirmish
