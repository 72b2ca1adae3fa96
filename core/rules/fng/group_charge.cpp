// Pointman — FNG p.22, a group's Wanting to Charge Check with one shared Leader Die (see
// group_charge.h).
#include "rules/fng/group_charge.h"

#include <algorithm>
#include <cstddef>
#include <string>

#include "engine/exact/dist.h"

namespace pm::fng {
namespace {

// [SECTION] the group

// The group as the input gives it, and how a figure reads its own faces and the shared Leader
// Die face.
struct ChargeGroup {
    std::vector<int> reps;
    int leader = 0;
    int n = 0;
    int wuss = 0;  // 0 = none
    int born = 0;  // 0 = none
    dice::LeaderDieRule rule = dice::LeaderDieRule::CancelOneFailure;

    explicit ChargeGroup(const GroupChargeInput& in)
        : reps(in.reps), leader(in.leader), n(static_cast<int>(reps.size())), wuss(in.wuss), born(in.born) {
        if (wuss > n) throw RuleError(ErrorCode::OutOfRange, "wuss_figure", "there is no such figure in the group");
        if (born > n)
            throw RuleError(ErrorCode::OutOfRange, "born_leader_figure", "there is no such figure in the group");
        if (born > 0 && born == wuss)
            throw RuleError(ErrorCode::NotPossible, "wuss_figure",
                            "one figure cannot be both the Born Leader and the Wuss here: pick another figure");
        rule = in.rule;
    }
    // The Born Leader rolls one more die, the Wuss one fewer.
    int dice_of(int figure) const { return figure == born ? 3 : (figure == wuss ? 1 : 2); }
    // One figure's passes for its own faces and the shared Leader Die face (0 = none).
    int figure_passes(const std::vector<int>& faces, int rep, int ld) const {
        return dice::passes_with_leader_faces(faces, rep, leader > 0 ? ld : 0, leader, 2, rule);
    }
};

}  // namespace

// [SECTION] odds

Answer group_charge(const GroupChargeInput& in) {
    Answer r;
    const ChargeGroup gr(in);
    const std::vector<int>& reps = gr.reps;
    const int leader = gr.leader, n = gr.n, wuss = gr.wuss, born = gr.born;
    const dice::LeaderDieRule rule = gr.rule;
    const char* kT18 = "FNG p.22; QRS p.76 (Wanting to Charge Check)";
    if (leader > 0) {
        r.modifier("One Leader Die vs Rep " + std::to_string(leader) + " for the whole group", "shared", "FNG p.14");
        if (rule == dice::LeaderDieRule::AtLeastOne)
            r.modifier("Leader Die read as 'at least one pass' (the book's first wording)", "option",
                       "FNG p.14 (Pointman reading 7)");
    }
    if (wuss > 0) {
        r.modifier("Wuss: one die only", "figure " + std::to_string(wuss), "FNG p.9");
        if (leader > 0)
            r.modifier("Reading: the Wuss's missing die counts as failed, so a passed Leader Die can lift him to 2",
                       "as a failed die", "FNG pp.9, 14, Pointman reading 40");
    }
    if (born > 0)
        r.modifier("Born Leader rolls one more die; everyone within 4 inches takes his result",
                   "figure " + std::to_string(born), "FNG p.7");

    auto figure_dist = [&](int figure, int ld) {
        int rep = reps[figure - 1];
        return Dist::from_faces(gr.dice_of(figure),
                                [&](const std::vector<int>& f) { return gr.figure_passes(f, rep, ld); });
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

    return r;
}

// [SECTION] roll

// The Leader Die and every figure's dice are one throw: the Leader Die is an extra die thrown
// together with the group's usual dice (FNG p.14). In that throw: the Leader Die, then each
// figure's dice in order (only the Born Leader's when he rolls for the group).
void roll_group_charge(const GroupChargeInput& in, Prng& g, Answer& r) {
    const ChargeGroup gr(in);
    const int n = gr.n, born = gr.born;
    int count = gr.leader > 0 ? 1 : 0;
    for (int i = 1; i <= n; ++i)
        if (born == 0 || i == born) count += gr.dice_of(i);
    const std::vector<int> thrown = g.throw_dice(count);
    size_t next = 0;
    int ld = gr.leader > 0 ? thrown[next++] : 0;
    json res = json::array(), faces = json::array();
    int low = 2;
    int born_k = -1;
    for (int i = 1; i <= n; ++i) {
        if (born > 0 && i != born) {
            faces.push_back(json::array());
            continue;
        }
        const auto from = thrown.begin() + static_cast<std::ptrdiff_t>(next);
        std::vector<int> f(from, from + gr.dice_of(i));
        next += static_cast<size_t>(gr.dice_of(i));
        faces.push_back(f);
        if (born > 0)
            born_k = gr.figure_passes(f, gr.reps[i - 1], ld);
        else {
            int k = gr.figure_passes(f, gr.reps[i - 1], ld);
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
    if (gr.leader > 0) r.roll["leader_die"] = ld;
}

}  // namespace pm::fng
