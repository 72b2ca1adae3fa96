// Pointman — Vietnam Skirmish, a grenade's burst (see grenades.h).
#include "rules/skirmish/grenades.h"

#include <string>

#include "engine/exact/dist.h"
#include "engine/tables/crt.h"
#include "rules/skirmish/claymore_kia.h"

namespace pm::skirmish {

int grenade_counter(int face, const std::set<int>& suppress, bool cover_holds, int counters_now) {
    if (!suppress.count(face)) return 0;
    return cover_holds && counters_now >= 1 ? 0 : 1;
}

int grenade_figures_hit(const std::vector<int>& faces, const std::set<int>& suppress, bool cover_holds,
                        int counters_now) {
    int n = 0;
    for (int f : faces) n += grenade_counter(f, suppress, cover_holds, counters_now);
    return n;
}

// [SECTION] a grenade's burst on the figures in it (skirmish.grenade)
Answer grenade(const GrenadeInput& in) {
    Answer r;
    const int figures = in.figures, had = in.counters, row = in.grenade;
    const GrenadeCover cover = in.cover;
    const bool hand = in.hand;
    r.modifier(hand ? "Thrown: lands as aimed on 1-2 of the deviation die, otherwise 1-3\" off"
                    : "M79 / M203: on target on 1-2 of the deviation die, otherwise as your deviation table says",
               "lands as aimed " + p_lands_as_aimed().str(), "Vietnam Skirmish, Throwing Grenades; Firing Grenades");
    r.values["lands_as_aimed"] = p_lands_as_aimed().str();
    const bool cover_holds = cover == GrenadeCover::Cover;
    if (cover == GrenadeCover::Cover)
        r.modifier("Figures in cover from the burst: none past one counter", "cap 1",
                   "Vietnam Skirmish, Firing; Throwing Grenades");
    else if (cover == GrenadeCover::LobbedBeyond)
        r.modifier("Lobbed beyond the cover: counters go on as if in the open", "cover ignored",
                   "Vietnam Skirmish, Throwing Grenades");
    if (!in.grenades) {
        tables::wait_for_table(r, "skirmish.grenades");
        r.summary = "Lands as aimed with chance " + p_lands_as_aimed().str() +
                    ". Enter your grenade table (the faces that put a counter on a "
                    "figure in the burst) to see what it does to the figures there.";
        return r;
    }
    if (row > static_cast<int>(in.grenades->size()))
        throw RuleError(ErrorCode::NotPossible, "grenade",
                        "your grenade table has only " + std::to_string(in.grenades->size()) + " rows");
    const std::set<int>& faces = (*in.grenades)[row - 1].faces;
    const std::string name = (*in.grenades)[row - 1].name;
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
void roll_grenade(const GrenadeInput& in, Prng& dice, Answer& r) {
    if (!in.grenades) return;
    const std::set<int>& faces = (*in.grenades)[in.grenade - 1].faces;
    const std::vector<int> rolls = dice.throw_dice(in.figures);
    const bool cover_holds = in.cover == GrenadeCover::Cover;
    const int hit = grenade_figures_hit(rolls, faces, cover_holds, in.counters);
    // The counter each figure's die gave it, in die order (the figures' effects read it).
    json given = json::array();
    for (int f : rolls) given.push_back(grenade_counter(f, faces, cover_holds, in.counters));
    r.roll = json{{"dice", rolls}, {"key", std::to_string(hit)}, {"given", std::move(given)}};
}

// [SECTION] Anti-Personnel Mines (skirmish.mine)
namespace {

// The bystanders take the mine as a fragmentation grenade: with the player's grenade table
// ("skirmish.grenades", row `frag_row`) their chance of a counter each (rules/skirmish/grenades.h).
// The seeded roll stays one die, for the figure that set the mine off.
// The figure that sets it off: 3 counters on 3–6.
constexpr OneDie kTriggerer{3, "3", "0"};

}  // namespace

Answer mine(const MineInput& in) {
    Answer r;
    const Rational hit = kTriggerer.p_yes();
    r.outcome("3", "+3 counters", hit);
    r.outcome("0", "No counter", Rational(1) - hit);
    r.modifier("The figure that sets it off: 3 counters on 3–6", hit.str(), "Vietnam Skirmish, Anti-Personnel Mines");
    r.modifier("On 1–2 the mine gives him no counter", (Rational(1) - hit).str(),
               "Vietnam Skirmish, Anti-Personnel Mines; Pointman reading 68");
    r.values["others"] = "as a fragmentation grenade (your grenade table)";
    r.summary = "The figure that triggers the mine takes 3 counters with chance " + hit.str() +
                "; others nearby as a frag grenade.";
    if (in.grenades) {
        const int row = in.frag_row;
        if (row > static_cast<int>(in.grenades->size()))
            throw RuleError(ErrorCode::NotPossible, "frag_row",
                            "your grenade table has only " + std::to_string(in.grenades->size()) + " rows");
        const std::set<int>& faces = (*in.grenades)[row - 1].faces;
        const Rational each = Dist::die().map([&](int f) { return grenade_counter(f, faces, false, 0); }).p(1);
        r.values["table"] = "skirmish.grenades";
        r.values["bystander_counter_chance"] = each.str();
        r.modifier(
            "Figures nearby: one die each on the row of " + (*in.grenades)[row - 1].name + " in your grenade table",
            each.str(), "Vietnam Skirmish, Anti-Personnel Mines; Throwing Grenades, Pointman reading 50");
        r.summary += " Each figure nearby takes a counter with chance " + each.str() + " (your grenade table).";
    }
    next_kia_check(r, Dist::die().map([](int f) { return kTriggerer.key(f)[0] == '3' ? 3 : 0; }), 0);
    return r;
}

void roll_mine(const MineInput&, Prng& dice, Answer& r) {
    roll_one_die(kTriggerer, dice, r);
}

}  // namespace pm::skirmish
