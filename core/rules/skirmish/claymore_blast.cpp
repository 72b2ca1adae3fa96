// Pointman — Vietnam Skirmish, a claymore over the figures in its blast (claymore_blast.h).

#include "rules/skirmish/claymore_blast.h"

#include <string>
#include <vector>

#include "engine/exact/dist.h"
#include "rules/skirmish/claymore_kia.h"

namespace pm::skirmish {
namespace {

struct BlastFigure {
    double distance = 0;  // only from the list; -1 when given by band
    ClaymoreZone zone = ClaymoreZone::None;
};

const char* blast_zone_text(ClaymoreZone z) {
    return z == ClaymoreZone::Within3 ? "within 3\"" : z == ClaymoreZone::Within7 ? "over 3\" up to 7\"" : "outside";
}

json blast_p(const std::string& label, const Rational& p) {
    return json{{"label", label}, {"p", p.to_double()}, {"exact", p.str()}};
}

std::string blast_figures(int n) {
    return std::to_string(n) + (n == 1 ? " figure" : " figures");
}

// The chance one figure of this zone falls at the KIA check, holding `had` counters before.
Rational blast_fall_chance(ClaymoreZone z, int had) {
    Rational p(0);
    const Dist counters = claymore_counters_odds(z);
    for (const auto& [k, pk] : counters.entries()) p += pk * kia_chance(had + k);
    return p;
}

// The figures in the blast, from the list of distances or the two bands' counts.
std::vector<BlastFigure> figures_of(const ClaymoreBlastInput& p) {
    const bool inner = p.three_inches_inner;
    std::vector<BlastFigure> figs;
    const std::string& list = p.distances;
    if (list.find_first_not_of(" ,;") != std::string::npos) {
        const char* kBetween = " ,;\t\n\v\f\r";  // commas, semicolons and white space part the numbers
        size_t at = 0;
        while ((at = list.find_first_not_of(kBetween, at)) != std::string::npos) {
            const size_t stop = list.find_first_of(kBetween, at);
            const std::string tok = list.substr(at, stop - at);
            at = stop;
            size_t used = 0;
            double d = -1;
            try {
                d = std::stod(tok, &used);
            } catch (...) {
                used = 0;
            }
            if (used != tok.size() || !(d >= 0) || d > 50)
                throw RuleError(
                    ErrorCode::OutOfRange, "distances",
                    "each distance is a number of inches from 0 to 50, separated by commas: '" + tok + "' is not");
            figs.push_back({d, claymore_zone(d, true, inner)});
        }
        if (figs.size() > 12) throw RuleError(ErrorCode::OutOfRange, "distances", "at most 12 figures in one blast");
    } else {
        for (int i = 0; i < p.near; ++i) figs.push_back({-1, ClaymoreZone::Within3});
        for (int i = 0; i < p.far; ++i) figs.push_back({-1, ClaymoreZone::Within7});
    }
    if (figs.empty())
        throw RuleError(ErrorCode::NotPossible, p.distances.empty() ? "near" : "distances",
                        "no figure in the blast: give the figures within 3 inches, over 3 up to 7, or a list");
    return figs;
}

}  // namespace

Answer claymore_blast(const ClaymoreBlastInput& in) {
    Answer r;
    const char* kRule = "Vietnam Skirmish, Claymore Mines";
    const char* kKia = "Vietnam Skirmish, Check for KIA";
    const int had = in.counters;
    const std::vector<BlastFigure> figs = figures_of(in);
    if (in.distances.find_first_not_of(" ,;") != std::string::npos)
        r.modifier("Distances from your list", std::to_string(figs.size()) + " figures", kRule);
    const int n = static_cast<int>(figs.size());
    int n3 = 0, n7 = 0, nout = 0;
    for (const auto& f : figs) (f.zone == ClaymoreZone::Within3 ? n3 : f.zone == ClaymoreZone::Within7 ? n7 : nout)++;
    if (n3) r.modifier(blast_figures(n3) + " within 3 inches", "2 counters on 4–6", kRule);
    if (n7) r.modifier(blast_figures(n7) + " over 3 up to 7 inches", "1 counter on 5–6", kRule);
    if (nout) r.modifier(blast_figures(nout) + " beyond 7 inches", "no effect", kRule);
    if (had) r.modifier("Counters each figure had already", std::to_string(had), kKia);
    r.modifier("Each figure then checks: lost on a die at or under its counters", "start of its side's turn", kKia);

    // [SECTION] odds: the count that fall, and the count given counters
    Dist fall = Dist::point(0), hit = Dist::point(0);
    Rational expected(0);
    auto add = [](int a, int b) { return a + b; };
    for (const auto& f : figs) {
        expected += blast_fall_chance(f.zone, had);
        fall = Dist::combine(fall, Dist::bernoulli(blast_fall_chance(f.zone, had)), add);
        const Rational ph = Rational(1) - claymore_counters_odds(f.zone).p(0);
        hit = Dist::combine(hit, Dist::bernoulli(ph), add);
    }
    for (int k = 0; k <= n; ++k)
        r.outcome(std::to_string(k), k == 0 ? "None falls" : std::to_string(k) + (k == 1 ? " falls" : " fall"),
                  fall.p(k));
    json given = json::array(), given_exact = json::array(), steps = json::array();
    for (int k = 0; k <= n; ++k) {
        given.push_back(hit.p(k).to_double());
        given_exact.push_back(hit.p(k).str());
    }
    for (ClaymoreZone z : {ClaymoreZone::Within3, ClaymoreZone::Within7}) {
        if ((z == ClaymoreZone::Within3 ? n3 : n7) == 0) continue;
        const int c = claymore_counters(z);
        const std::string zt = std::string("A figure ") + blast_zone_text(z);
        steps.push_back(blast_p(zt + ": " + std::to_string(c) + (c == 1 ? " counter on " : " counters on ") +
                                    std::to_string(claymore_need(z)) + "–6",
                                claymore_counters_odds(z).p(c)));
        steps.push_back(blast_p(zt + " with " + std::to_string(had + c) + (had + c == 1 ? " counter" : " counters") +
                                    ": lost at the KIA check",
                                kia_chance(had + c)));
        if (had)
            steps.push_back(
                blast_p(zt + " missed, with its " + std::to_string(had) + ": lost at the KIA check", kia_chance(had)));
        steps.push_back(blast_p(zt + ": falls, both steps together", blast_fall_chance(z, had)));
    }
    if (nout && had)
        steps.push_back(blast_p("A figure beyond 7\": lost at the KIA check with its own counters", kia_chance(had)));
    r.values["steps"] = steps;
    r.values["given_counters"] = given;
    r.values["given_counters_exact"] = given_exact;
    r.values["expected_fall"] = expected.to_double();

    const Rational some = Rational(1) - fall.p(0);
    r.summary = "Of the " + blast_figures(n) + " in the blast, at least one falls at their next KIA check with " +
                percent_text(some) + ", all " + std::to_string(n) + " with " + percent_text(fall.p(n)) + "; " +
                std::to_string(n3) + " within 3\" fall" + (n3 == 1 ? "s" : "") + " each with " +
                percent_text(blast_fall_chance(ClaymoreZone::Within3, had)) + ", " + std::to_string(n7) +
                " over 3\" each with " + percent_text(blast_fall_chance(ClaymoreZone::Within7, had)) + ".";
    r.actions.push_back({{"label", "One figure's claymore roll"}, {"link", "#/skirmish.claymore"}});
    r.actions.push_back(
        {{"label", "One figure's KIA check"}, {"link", "#/skirmish.kia?counters=" + std::to_string(had + 2)}});

    // [SECTION] seeded roll (or the player's dice): the claymore dice, then the KIA dice
    return r;
}

// Each figure in the blast: its claymore die (if in a zone), then its KIA check die (if it holds a
// counter), through the same rules as the odds.
void roll_claymore_blast(const ClaymoreBlastInput& in, Prng& dice, Answer& r) {
    const std::vector<BlastFigure> figs = figures_of(in);
    const int n = static_cast<int>(figs.size()), had = in.counters;
    std::vector<int> counters(n, had);
    json per = json::array();
    for (int i = 0; i < n; ++i) {
        json e = json{{"figure", i + 1}, {"zone", blast_zone_text(figs[i].zone)}};
        if (figs[i].zone != ClaymoreZone::None) {
            const int die = dice.die();
            counters[i] += claymore_counters_for_face(die, figs[i].zone);
            e["claymore_die"] = die;
        }
        e["counters"] = counters[i];
        e["added"] = counters[i] - had;  // the claymore's counters on this figure (its effects read them)
        per.push_back(e);
    }
    int fell = 0;
    for (int i = 0; i < n; ++i) {
        bool lost = false;
        if (counters[i] > 0) {
            const int die = dice.die();
            lost = kia_removed(die, counters[i]);
            per[i]["kia_die"] = die;
        }
        per[i]["falls"] = lost;
        fell += lost;
    }
    r.roll = json{{"figures", per}, {"key", std::to_string(fell)}};
}

}  // namespace pm::skirmish
