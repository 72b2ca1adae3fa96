// Pointman — FNG Fast Move Test, a whole group from one shared roll (fast_move.h).
#include "rules/fng/fast_move.h"

#include <algorithm>

#include "rules/fng/group_tests.h"

namespace pm::fng {
namespace {

// [SECTION] the group and its shared faces

// The group as the input gives it, and how each figure reads the shared faces: the two dice,
// then the Leader Die when there is one.
struct FastMoveGroup {
    std::vector<int> reps;
    int leader = 0;
    int clumsy = 0;  // 0 = none
    int ndice = 2;
    dice::LeaderDieRule rule = dice::LeaderDieRule::CancelOneFailure;

    explicit FastMoveGroup(const FastMoveInput& in)
        : reps(group_reps(in.reps)),
          leader(group_leader_rep(in.leader_rep)),
          clumsy(in.clumsy_figure),
          ndice(leader > 0 ? 3 : 2),
          rule(in.leader_die_rule) {
        if (clumsy > static_cast<int>(reps.size()))
            throw RuleError(ErrorCode::OutOfRange, "clumsy_figure", "there is no such figure in the group");
    }
    int figure_pass(const std::vector<int>& f, int rep) const {
        return dice::passes_with_leader_faces({f[0], f[1]}, rep, leader > 0 ? f[2] : 0, leader, 2, rule);
    }
    bool trips(const std::vector<int>& f) const { return clumsy > 0 && (f[0] == 1 || f[1] == 1); }
    // Slowest result over the group: the least pass count (without the Clumsy figure if asked).
    int slowest(const std::vector<int>& f, bool skip_clumsy) const {
        int worst = 2;
        for (size_t i = 0; i < reps.size(); ++i)
            if (!(skip_clumsy && clumsy == static_cast<int>(i) + 1)) worst = std::min(worst, figure_pass(f, reps[i]));
        return worst;
    }
};

}  // namespace

// [SECTION] odds

Answer fast_move(const FastMoveInput& in) {
    Answer r;
    const FastMoveGroup gr(in);
    const std::vector<int>& reps = gr.reps;
    const int leader = gr.leader, clumsy = gr.clumsy, ndice = gr.ndice;
    if (leader > 0 && gr.rule == dice::LeaderDieRule::AtLeastOne)
        r.modifier("Leader Die read as 'at least one pass' (the book's first wording)", "option",
                   "FNG p.14 (Pointman reading 7)");
    // kFalls: the Clumsy figure trips.
    constexpr int kFalls = -1;
    Dist group =
        Dist::from_faces(ndice, [&](const std::vector<int>& f) { return gr.trips(f) ? kFalls : gr.slowest(f, false); });
    if (clumsy > 0) r.outcome("clumsy-falls", "The Clumsy figure moves 1d6 inches and falls prone", group.p(kFalls));
    r.outcome("16", "Everyone may move up to 16 inches", group.p(2));
    r.outcome("12", "The slowest may move up to 12 inches", group.p(1));
    r.outcome("8", "Someone only moves 8 inches and counts as fast moving", group.p(0));
    if (clumsy > 0 && reps.size() > 1) {
        // The others on the rolls where the Clumsy figure falls (a 1 always passes, so never 8).
        Dist rest = Dist::from_faces(ndice, [&](const std::vector<int>& f) {
                        return gr.trips(f) ? gr.slowest(f, true) : 9;
                    }).given([](int k) { return k != 9; });
        r.values["rest_if_clumsy_falls"] = {{"16", rest.p(2).str()}, {"12", rest.p(1).str()}, {"8", rest.p(0).str()}};
    }
    if (leader > 0) r.modifier("Leader Die vs Rep " + std::to_string(leader), "shared by the group", "FNG p.14");
    r.modifier("One shared roll for the whole group", std::to_string(reps.size()) + " figures",
               "FNG p.16 (Fast Move Test)");
    json figs = json::array();
    for (size_t i = 0; i < reps.size(); ++i) {
        Dist d = Dist::from_faces(ndice, [&](const std::vector<int>& f) { return gr.figure_pass(f, reps[i]); });
        json fj = {{"rep", reps[i]}, {"16", d.p(2).str()}, {"12", d.p(1).str()}, {"8", d.p(0).str()}};
        if (clumsy == static_cast<int>(i) + 1) {
            Dist c = Dist::from_faces(2, [&](const std::vector<int>& f) { return gr.trips(f) ? 1 : 0; });
            fj["clumsy_falls"] = c.p(1).str();
            r.modifier("Clumsy: a 1 on either die means 1d6 inches and prone", "figure " + std::to_string(i + 1),
                       "FNG p.7 (Pointman reading 9)");
        }
        figs.push_back(fj);
    }
    r.values["figures"] = figs;
    Rational same = Dist::from_faces(ndice, [&](const std::vector<int>& f) {
                        int a = gr.figure_pass(f, reps[0]);
                        for (int rep : reps)
                            if (gr.figure_pass(f, rep) != a) return 0;
                        return 1;
                    }).p(1);
    r.values["p_all_same"] = same.str();
    r.summary = "The group moves together 16\" " + percent_text(group.p(2)) + ", at least 12\" " +
                percent_text(group.p_at_least(1)) + ".";
    if (clumsy > 0) r.summary += " The Clumsy figure falls prone " + percent_text(group.p(kFalls)) + ".";
    return r;
}

// [SECTION] roll

void roll_fast_move(const FastMoveInput& in, Prng& g, Answer& r) {
    const FastMoveGroup gr(in);
    std::vector<int> f = g.throw_dice(gr.ndice);
    json res = json::array();
    for (int rep : gr.reps) {
        const int k = gr.figure_pass(f, rep);
        res.push_back(k == 2 ? 16 : (k == 1 ? 12 : 8));
    }
    const int worst = gr.slowest(f, false);
    r.roll = {{"dice", {f[0], f[1]}}, {"figures", res}, {"key", worst == 2 ? "16" : (worst == 1 ? "12" : "8")}};
    if (gr.leader > 0) r.roll["leader_die"] = f[2];
    if (gr.trips(f)) {
        int inches = g.die();
        r.roll["key"] = "clumsy-falls";
        r.roll["clumsy_inches"] = inches;
        r.roll["figures"][gr.clumsy - 1] = inches;
    }
}

}  // namespace pm::fng
