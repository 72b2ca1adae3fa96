// Pointman — `skirmish.grenade`: a grenade's burst on the figures in it, read on the player's grenade
// table ("skirmish.grenades"; the rule is rules/skirmish/grenades.h).
//
// Seeded roll (generator 1, only with the table): one die per figure in the burst, Prng::dice(figures).

#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/registry.h"
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
               "lands as aimed 1/3", "Vietnam Skirmish, Throwing Grenades; Firing Grenades");
    r.values["lands_as_aimed"] = Rational(1, 3).str();
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
        r.summary =
            "Lands as aimed with chance 1/3. Enter your grenade table (the faces that put a counter on a "
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
                " (the grenade lands as aimed with chance 1/3).";
    if (ctx.seed) {
        Prng gen(*ctx.seed);
        const std::vector<int> rolls = gen.dice(figures);
        r.roll = json{{"dice", rolls}, {"key", std::to_string(grenade_figures_hit(rolls, faces, cover_holds, had))}};
    }
    return r;
}

Calculator make_grenade() {
    Calculator c;
    c.id = "skirmish.grenade";
    c.title = "Grenade burst on the figures in it";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Throwing Grenades and Firing Grenades";
    c.help =
        "Where a grenade lands is skirmish.deviation; this is what its burst does to the figures in it, read on "
        "your own grenade table (one die per figure, Pointman reading 50). A grenade lobbed beyond cover adds counters "
        "to "
        "figures behind it.";
    c.ordered = true;
    c.params = {
        ParamSpec::Int("grenade", "Grenade (row of your table)", 1, 60, 1, "Row of your grenade table."),
        ParamSpec::Int("figures", "Figures in the burst", 1, 10, 1, "Figures inside the grenade's burst."),
        ParamSpec::Enum(
            "cover", "Cover from the burst",
            {{"none", "None"}, {"cover", "In cover (no lob beyond it)"}, {"lobbed-beyond", "Lobbed beyond the cover"}},
            "none", "A grenade lobbed beyond cover adds counters as if in the open."),
        ParamSpec::Int("counters", "Counters on each figure now", 0, 20, 0, "Matters only for figures in cover."),
        ParamSpec::Enum("launch", "Launched by", {{"hand", "Thrown by hand"}, {"launcher", "M79 / M203"}}, "hand",
                        "Both land as aimed on 1-2 of the deviation die."),
    };
    c.tables = {{"skirmish.grenades",
                 "Grenade table",
                 "From the grenade table your copy of the rules uses: one row per grenade, marking the die faces that "
                 "put a counter on a figure in its burst. Grenades are picked by row number.",
                 {"1", "2", "3", "4", "5", "6"},
                 {"Fragmentation", "Phosphorus"},
                 false,
                 "mark (x) each face that puts a counter on a figure; leave the others empty"}};
    c.evaluate = evaluate_grenade;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_grenade)
}  // namespace pm::skirmish
