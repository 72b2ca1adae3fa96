// fng.group-charge — a group's Wanting to Charge test sharing ONE Leader Die (FNG pp.14, 22;
// QRS p.76; tables FNG-T18, algorithm FNG-A2).
//
// One Leader Die is rolled against the Leader's Rep for the whole group; every figure then rolls its
// own two dice (Wuss: one) against its own Rep, and a passed Leader Die adds one pass (capped at 2).
// The figures' results are correlated through the shared Leader Die, so the calculator conditions
// on its face: given the face, figures are independent (Dist::combine), and the six cases are mixed.
// A Born Leader in the group (p.7): he rolls one more die, and every figure within 4" reacts as he
// does, so the whole group takes his result.
// Outcomes: the group's lowest result ("all-charge": everyone passes 2; "cover-stays": someone
// passes 1, so figures in cover with a shot stay and fire; "some-stay": someone passes 0 and stays).
// values.figures: each figure's own chances; values.stay_put: how many figures pass 0.
// Seeded roll, in this order: the Leader Die (when there is one), then each figure's dice in figure
// order (the Born Leader's three when there is one, no dice for the others).
#include <algorithm>

#include "calculators/fng/group_common.h"
#include "calculators/fng/shared_readings.h"
#include "contract/registry.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"

namespace pm::fng {
namespace {

Result evaluate_group_charge(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::vector<int> reps = group_reps(p);
    const int leader = group_leader_rep(p);
    const int n = static_cast<int>(reps.size());
    const int wuss = p.get_int("wuss_figure");
    const int born = p.get_int("born_leader_figure");
    if (wuss > n) throw CalcError(ErrorCode::OutOfRange, "wuss_figure", "there is no such figure in the group");
    if (born > n) throw CalcError(ErrorCode::OutOfRange, "born_leader_figure", "there is no such figure in the group");
    if (born > 0 && born == wuss)
        throw CalcError(ErrorCode::NotPossible, "wuss_figure",
                        "one figure cannot be both the Born Leader and the Wuss here: pick another figure");
    const dice::LeaderDieRule rule = leader_die_rule(p);
    const char* kT18 = "FNG p.22; QRS p.76 (Wanting to Charge Check)";
    if (leader > 0) {
        r.modifier("One Leader Die vs Rep " + std::to_string(leader) + " for the whole group", "shared", "FNG p.14");
        if (rule == dice::LeaderDieRule::AtLeastOne)
            r.modifier("Leader Die read as 'at least one pass' (the book's first wording)", "option",
                       "FNG p.14 (Pointman reading 7)");
    }
    auto dice_of = [&](int figure) { return figure == born ? 3 : (figure == wuss ? 1 : 2); };
    if (wuss > 0) {
        r.modifier("Wuss: one die only", "figure " + std::to_string(wuss), "FNG p.9");
        if (leader > 0)
            r.modifier("Reading: the Wuss's missing die counts as failed, so a passed Leader Die can lift him to 2",
                       "as a failed die", "FNG pp.9, 14, Pointman reading 40");
    }
    if (born > 0)
        r.modifier("Born Leader rolls one more die; everyone within 4 inches takes his result",
                   "figure " + std::to_string(born), "FNG p.7");

    // One figure's passes for its own faces and the shared Leader Die face (0 = none).
    auto figure_passes = [&](const std::vector<int>& faces, int rep, int ld) {
        return dice::passes_with_leader_faces(faces, rep, leader > 0 ? ld : 0, leader, 2, rule);
    };
    auto figure_dist = [&](int figure, int ld) {
        int rep = reps[figure - 1];
        return Dist::from_faces(dice_of(figure), [&](const std::vector<int>& f) { return figure_passes(f, rep, ld); });
    };
    // Given the Leader Die face: each figure's own result (the Born Leader's for all when there is one).
    auto result_of = [&](int figure, int ld) { return figure_dist(born > 0 ? born : figure, ld); };
    std::vector<int> ld_faces = leader > 0 ? std::vector<int>{1, 2, 3, 4, 5, 6} : std::vector<int>{0};
    const Rational w(1, static_cast<int64_t>(ld_faces.size()));
    Dist lowest, stay;
    std::vector<Dist> per(n);
    for (int ld : ld_faces) {
        Dist low, zeros;
        if (born > 0) {
            // Everyone takes the Born Leader's single result.
            Dist b = figure_dist(born, ld);
            low = b;
            zeros = b.map([&](int k) { return k == 0 ? n : 0; });
        } else {
            low = Dist::point(2);
            zeros = Dist::point(0);
            for (int i = 1; i <= n; ++i) {
                Dist d = result_of(i, ld);
                low = Dist::min_of(low, d);
                zeros = zeros.plus(d.map([](int k) { return k == 0 ? 1 : 0; }));
            }
        }
        for (const auto& [k, pk] : low.entries()) lowest.add(k, pk * w);
        for (const auto& [k, pk] : zeros.entries()) stay.add(k, pk * w);
        for (int i = 1; i <= n; ++i) {
            const Dist d = result_of(i, ld);  // kept alive: entries() is a reference into it
            for (const auto& [k, pk] : d.entries()) per[i - 1].add(k, pk * w);
        }
    }
    r.outcome("all-charge", "Every figure passes 2: the whole group charges", lowest.p(2));
    r.outcome("cover-stays", "Lowest pass 1: figures in cover with a shot stay and fire, the rest charge", lowest.p(1));
    r.outcome("some-stay", "Someone passes 0 and stays put", lowest.p(0));
    r.modifier("Wanting to Charge: pass 2 charge, pass 1 in cover stay and fire, pass 0 stay", "per figure", kT18);
    json figs = json::array();
    for (int i = 0; i < n; ++i)
        figs.push_back({{"rep", reps[i]},
                        {"pass2", per[i].p(2).str()},
                        {"pass1", per[i].p(1).str()},
                        {"pass0", per[i].p(0).str()}});
    r.values["figures"] = figs;
    json st = json::array(), ste = json::array();
    for (int k = 0; k <= n; ++k) {
        st.push_back(stay.p(k).to_double());
        ste.push_back(stay.p(k).str());
    }
    r.values["stay_put"] = st;
    r.values["stay_put_exact"] = ste;
    r.summary = "The whole group charges " + percent_text(lowest.p(2)) + "; someone stays put " +
                percent_text(lowest.p(0)) + ".";

    if (ctx.seed) {
        Prng g(*ctx.seed);
        int ld = leader > 0 ? g.die() : 0;
        json res = json::array(), faces = json::array();
        int low = 2;
        int born_k = -1;
        for (int i = 1; i <= n; ++i) {
            if (born > 0 && i != born) {
                faces.push_back(json::array());
                continue;
            }
            std::vector<int> f = g.dice(dice_of(i));
            faces.push_back(f);
            if (born > 0)
                born_k = figure_passes(f, reps[i - 1], ld);
            else {
                int k = figure_passes(f, reps[i - 1], ld);
                res.push_back(k);
                low = std::min(low, k);
            }
        }
        if (born > 0) {
            res = json::array();
            for (int i = 1; i <= n; ++i) res.push_back(born_k);
            low = born_k;
        }
        r.roll = {{"figure_dice", faces},
                  {"passes", res},
                  {"key", low == 2 ? "all-charge" : (low == 1 ? "cover-stays" : "some-stay")}};
        if (leader > 0) r.roll["leader_die"] = ld;
    }
    return r;
}

Calculator make_group_charge() {
    Calculator c;
    c.id = "fng.group-charge";
    c.title = "Wanting to Charge for a group";
    c.ruleset = "fng";
    c.citation = "FNG pp.14, 22; QRS p.76 (Wanting to Charge Check)";
    c.help =
        "A group takes its Wanting to Charge test with one Leader Die for everyone: each figure rolls its own "
        "two dice against its own Rep and a passed Leader Die makes up one failed die. Gives the chance the "
        "whole group charges, each figure's chances and how many stay put. The Leader's own test (three dice) "
        "is in the reaction calculator.";
    c.ordered = true;
    c.params = group_params(2, 3);
    c.params.push_back(leader_die_rule_param());
    c.params.push_back(
        ParamSpec::Int("wuss_figure", "Wuss figure", 0, kMaxGroupFigures, 0,
                       "Which figure is a Wuss and rolls one die (0 = none). With a Leader Die, his missing die "
                       "counts as a failed one (Pointman reading 40)."));
    c.params.push_back(ParamSpec::Int("born_leader_figure", "Born Leader figure", 0, kMaxGroupFigures, 0,
                                      "Which figure is a Born Leader (0 = none): he rolls one more die and the "
                                      "figures near him take his result."));
    c.evaluate = evaluate_group_charge;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_group_charge)
