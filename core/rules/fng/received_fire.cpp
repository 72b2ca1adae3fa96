// Pointman — the Received Fire test (FNG p.22; QRS p.76, FNG-T17), its table read from the data,
// and the question fng.under-fire asks of it (see received_fire.h).
#include "rules/fng/received_fire.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/summary_words.h"
#include "rules/fng/firing.h"
#include "rules/fng/outgunned.h"

namespace pm::fng {
namespace {

const json& received_fire_test() {
    static const json& t = []() -> const json& {
        for (const auto& x : data_json("fng/reaction_tests.json").at("tests"))
            if (x.at("id") == "received-fire") return x;
        throw std::logic_error("fng/reaction_tests.json: no received-fire test");
    }();
    return t;
}

// The results' keys and labels, in the order of UnderFireResult.
const json& outcomes() {
    static const json& o = []() -> const json& {
        const json& list = received_fire_test().at("outcomes");
        if (list.size() != kUfCount) throw std::logic_error("fng/reaction_tests.json: received-fire needs 8 outcomes");
        return list;
    }();
    return o;
}

int result_code(const std::string& key) {
    for (int i = 0; i < kUfCount; ++i)
        if (outcomes()[i].at("key") == key) return i;
    throw std::logic_error("fng/reaction_tests.json: received-fire has no outcome " + key);
}

// Does a line of the table speak of this figure? The words of the data's "who".
bool fits(const std::string& who, const UnderFireFigure& f) {
    if (who == "charging") return f.doing == UnderFireDoing::Charging;
    if (who == "charging-with-ranged-weapon") return f.doing == UnderFireDoing::Charging && f.ranged_weapon;
    if (who == "retrieving") return f.doing == UnderFireDoing::Retrieving;
    if (who == "in-cover") return f.doing == UnderFireDoing::InCover;
    if (who == "outgunned-or-cannot-fire") return f.outgunned || !f.can_fire;
    if (who == "others") return true;
    throw std::logic_error("fng/reaction_tests.json: received-fire line for an unknown figure " + who);
}

}  // namespace

UnderFireDoing under_fire_doing(const std::string& id) {
    if (id == "charging") return UnderFireDoing::Charging;
    if (id == "retrieving") return UnderFireDoing::Retrieving;
    if (id == "in-cover") return UnderFireDoing::InCover;
    return UnderFireDoing::Other;
}

const std::string& received_fire_rule() {
    static const std::string rule = received_fire_test().at("rule").get<std::string>();
    return rule;
}

const char* under_fire_key(int result) {
    return outcomes()[result].at("key").get_ref<const std::string&>().c_str();
}

const char* under_fire_label(int result) {
    return outcomes()[result].at("label").get_ref<const std::string&>().c_str();
}

// [SECTION] outgunned (FNG p.12): forced to Duck Back, and never fires back, whatever the line says
// (the data's "outgunned": the results that fire, and the one instead).
int outgunned_result(int result) {
    const json& og = received_fire_test().at("outgunned");
    for (const auto& k : og.at("fires"))
        if (result_code(k.get<std::string>()) == result) return result_code(og.at("instead").get<std::string>());
    return result;
}

int received_fire_result(int passes, const UnderFireFigure& f) {
    const json& lines = received_fire_test().at("lines").at("pass" + std::to_string(std::clamp(passes, 0, 2)));
    for (const auto& line : lines)
        if (fits(line.at("who").get<std::string>(), f)) {
            const int result = result_code(line.at("result").get<std::string>());
            return f.outgunned ? outgunned_result(result) : result;
        }
    throw std::logic_error("fng/reaction_tests.json: a received-fire pass without a line for everyone");
}

const std::string& outgunned_rule() {
    static const std::string rule = received_fire_test().at("outgunned").at("rule").get<std::string>();
    return rule;
}

void outgunned_modifier(Answer& r) {
    r.modifier("Outgunned: Ducks Back wherever the table would have him fire", "never fires back",
               outgunned_rule() + ", Pointman reading 65");
}

int with_attribute(int result, UnderFireAttribute a) {
    switch (a) {
        case UnderFireAttribute::Coward: return result == kUfDuckBack ? kUfHunker : result;
        case UnderFireAttribute::Tough: return result == kUfHunker ? kUfDuckBack : result;
        case UnderFireAttribute::NervesOfSteel: return result == kUfDuckBack ? kUfHolds : result;
        default: return result;
    }
}

int received_fire_outcome(int passes, const UnderFireFigure& f, UnderFireAttribute a) {
    return with_attribute(received_fire_result(passes, f), a);
}

Dist received_fire_outcomes(const Dist& passes, const UnderFireFigure& f, UnderFireAttribute a) {
    return passes.map([&](int k) { return received_fire_outcome(k, f, a); });
}

namespace {

// [SECTION] one test, read from the rule's input
// The dice, the target number and what the figure was doing, worked out once by the plan (its
// constructor, which says each modifier it applies; the shape is firing.h); the odds and the roll
// then read them.
struct UnderFireTest {
    int n = 2, target = 4;
    bool hero = false;
    std::string doing;
    UnderFireFigure fig;
    UnderFireAttribute a = UnderFireAttribute::None;

    UnderFireTest(const UnderFireInput& in, Answer& r);
    void odds(Answer& r) const;
    void roll(Prng& g, Answer& r) const;
};

UnderFireTest::UnderFireTest(const UnderFireInput& in, Answer& r) {
    const std::string& kT17 = received_fire_rule();
    int rep = in.rep;
    n = in.dice;
    target = rep + in.rep_mod;
    if (in.rep_mod != 0)
        r.modifier("Other Rep modifier", (in.rep_mod > 0 ? "+" : "") + std::to_string(in.rep_mod), "FNG pp.43, 76");
    const int bl = in.follow_born_leader;
    if (bl == 1)
        throw RuleError(ErrorCode::OutOfRange, "follow_born_leader", "the Born Leader's Rep is 2 to 6 (0 = none)");
    hero = in.hero;
    const bool star = in.star;
    if (bl > 0 && !hero) {
        n = 3;
        target = bl;
        r.modifier("Within 4 inches of a Born Leader: takes his result (three dice against his Rep)",
                   "Rep " + std::to_string(bl), "FNG p.7");
    }
    doing = in.doing;
    fig.doing = under_fire_doing(doing);
    fig.ranged_weapon = in.ranged_weapon;
    fig.can_fire = in.can_fire;
    if (!fig.can_fire) r.modifier("Cannot fire back (out of range or no ranged weapon)", "Duck Back on a pass 2", kT17);

    // [SECTION] outgunned
    const std::string& attr = in.attribute;
    OutgunnedTarget ot;
    ot.star = star;
    ot.hero = hero;
    ot.shirker = attr == "shirker";
    // The shooter's OGR is only compared through `outgunned`: 1 above the figure's own when set.
    const bool said = in.outgunned;
    OutgunnedWhy why = outgunned_why(said ? 2 : 1, ot);  // own OGR 1: "said" means the shooter is rated higher
    fig.outgunned = is_outgunned(why);
    if (why == OutgunnedWhy::Shirker) r.modifier("Shirker: always outgunned on Received Fire", "outgunned", "FNG p.9");
    if (said && why == OutgunnedWhy::Star) r.modifier("A Star is never outgunned", "not outgunned", "FNG p.12");
    if (said && why == OutgunnedWhy::Hero) r.modifier("A Hero is never outgunned", "not outgunned", "FNG p.21");
    if (fig.outgunned && why == OutgunnedWhy::HigherOgr) outgunned_modifier(r);

    a = attr == "coward"            ? UnderFireAttribute::Coward
        : attr == "tough"           ? UnderFireAttribute::Tough
        : attr == "nerves-of-steel" ? UnderFireAttribute::NervesOfSteel
                                    : UnderFireAttribute::None;
    if (a == UnderFireAttribute::Coward) r.modifier("Coward: Duck Back becomes Hunker Down", "applied", "FNG p.7");
    if (a == UnderFireAttribute::Tough) r.modifier("Tough: Hunker Down becomes Duck Back", "applied", "FNG p.9");
    if (a == UnderFireAttribute::NervesOfSteel)
        r.modifier("Nerves of Steel: never made to Duck Back; holds where he is instead", "applied",
                   "FNG p.9, Pointman reading 42");
    if (star) r.modifier("A Star may choose his reaction instead of this table", "his choice", "FNG p.76");
}

void UnderFireTest::odds(Answer& r) const {
    Dist passes = hero ? Dist::point(2) : dice::pass_count(n, target);
    if (hero)
        r.modifier("Hero: passes 2 without rolling", "pass 2", "FNG p.21");
    else
        r.modifier(std::to_string(n) + (n == 1 ? " die" : " dice") + " against " + std::to_string(target),
                   "passes capped at 2", "FNG p.14");
    r.modifier("Received Fire: the result for a figure " + doing, "by passes", received_fire_rule());
    Dist res = received_fire_outcomes(passes, fig, a);
    std::vector<int> reachable;
    for (int k = 0; k <= 2; ++k) {
        int v = received_fire_outcome(k, fig, a);
        if (std::find(reachable.begin(), reachable.end(), v) == reachable.end()) reachable.push_back(v);
    }
    std::sort(reachable.begin(), reachable.end());
    for (int v : reachable) r.outcome(under_fire_key(v), under_fire_label(v), res.p(v));
    r.values["pass2"] = passes.p(2).str();
    r.values["pass1"] = passes.p(1).str();
    r.values["pass0"] = passes.p(0).str();
    r.values["outgunned"] = fig.outgunned;
    r.actions.push_back({{"label", "Who outguns whom"}, {"link", "#/fng.outgunned"}});
}

// [SECTION] roll
void UnderFireTest::roll(Prng& g, Answer& r) const {
    std::vector<int> f = hero ? std::vector<int>() : g.throw_dice(n);
    int k = hero ? 2 : dice::passes_for_faces(f, target, 2);
    int v = received_fire_outcome(k, fig, a);
    r.roll = {{"dice", f}, {"passes", k}, {"key", under_fire_key(v)}};
}

}  // namespace

Answer under_fire(const UnderFireInput& in, Prng* dice) {
    Answer a = planned_answer<UnderFireTest>(in, dice);
    a.summary = upper_first(likeliest_words(a.outcomes, "results")) + ".";
    return a;
}

void roll_under_fire(const UnderFireInput& in, Prng& dice, Answer& a) {
    planned_roll<UnderFireTest>(in, dice, a);
}

}  // namespace pm::fng
