// The seeded tunnel generator (FNG-A12, fng.md §4.2): frequencies of section kinds, footnotes and
// encounters against the exact table probabilities (chi-square / z at the 0.001 level), and the
// layout invariants over many generated complexes.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include "rules/fng/tunnel/generator.h"
#include "rules/fng/tunnel/tables.h"

namespace core_rules_fng_tunnel_test_generator {

namespace tn = pm::fng::tunnel;
using pm::Rational;

namespace {
// 10^5 sections per size natively; the WebAssembly run under Node uses 2·10^4 to stay quick
// (the same tests, weaker power; the critical values stay those of the 0.001 level).
#ifdef __EMSCRIPTEN__
constexpr int kSections = 20000;
#else
constexpr int kSections = 100000;
#endif

// Upper 0.001 critical values of chi-square by degrees of freedom (standard tables).
double chi2_crit(int df) {
    static const std::map<int, double> t = {{1, 10.828},  {2, 13.816},  {3, 16.266},  {4, 18.467},  {5, 20.515},
                                            {6, 22.458},  {7, 24.322},  {8, 26.124},  {9, 27.877},  {10, 29.588},
                                            {11, 31.264}, {12, 32.909}, {13, 34.528}, {14, 36.123}, {15, 37.697}};
    return t.at(df);
}

double chi2(const std::map<int, long>& seen, const std::map<int, double>& p, long n) {
    double x = 0;
    for (const auto& [k, pk] : p) {
        double e = pk * n;
        double o = seen.count(k) ? seen.at(k) : 0;
        x += (o - e) * (o - e) / e;
    }
    return x;
}

// |z| of a binomial proportion against p; 3.29 is the two-sided 0.001 level.
double z(long hits, long n, double p) {
    return std::fabs(hits - n * p) / std::sqrt(n * p * (1 - p));
}

struct Stats {
    long sections = 0;
    std::map<int, long> rows;
    std::map<std::string, std::pair<long, long>> note_hits;  // note → (hits, trials)
    std::map<int, long> note7_who;                           // 1–3, 4–5, 6 bands → 0, 1, 2
    std::map<std::string, std::pair<long, long>> split_low;  // notes 3, 4: split die 1–4 → (low, trials)
    long sides = 0, lefts = 0, trapdoors = 0, floors = 0;
    long checks = 0, check_hits = 0, even_sections = 0;
    std::map<int, long> t77;
};

Stats collect(const std::string& size) {
    Stats st;
    const auto& tb = tn::tables();
    for (uint32_t seed = 1; st.sections < kSections; ++seed) {
        tn::Options o;
        o.size = size;
        pm::Prng dice(seed);
        tn::Generator g(dice, o);
        g.referee(200);
        const auto& c = g.complex();
        for (const auto& s : c.sections) {
            if (s.n == 0) continue;
            ++st.sections;
            ++st.rows[s.row];
            for (const auto& nr : s.notes) {
                if (nr.note.empty() || nr.note == "(8)" || nr.note == "(9)")
                    continue;  // loop rescue, searches, weapons
                std::string id = nr.note.substr(1, 1);
                if (nr.note == "(5)") {  // two independent 1–3 chances
                    st.note_hits["5a"].second++;
                    st.note_hits["5b"].second++;
                    st.note_hits["5a"].first += nr.dice.at(0) <= 3;
                    st.note_hits["5b"].first += nr.dice.at(1) <= 3;
                    continue;
                }
                st.note_hits[id].second++;
                st.note_hits[id].first += nr.hit;
                if ((id == "3" || id == "4") && nr.hit && size != "small") {  // Small: no split (E-5)
                    st.split_low[id].second++;
                    st.split_low[id].first += nr.dice.at(1) <= 4;
                }
                if (id == "7" && nr.hit) {
                    int who = nr.dice.at(2);
                    ++st.note7_who[who <= 3 ? 0 : who <= 5 ? 1 : 2];
                }
            }
            if (!s.side.empty()) {
                ++st.sides;
                st.lefts += s.side == "left";
            }
            if (!s.trapdoor.empty()) {
                ++st.trapdoors;
                st.floors += s.trapdoor == "floor";
            }
            if (s.check_die) {
                ++st.checks;
                st.check_hits += s.check_die == 1;
            }
            if (s.has_encounter) ++st.t77[s.encounter.roll];
        }
        if (c.pending_encounter) ++st.t77[c.pending.roll];
        st.even_sections += (static_cast<long>(c.sections.size()) - 1) / 2;  // sections 2, 4, … of this complex
        (void)tb;
    }
    return st;
}
}  // namespace

TEST_CASE("Generated section rows, footnotes and encounters follow the exact table odds") {
    for (std::string size : {"small", "moderate", "large"}) {
        CAPTURE(size);
        Stats st = collect(size);
        const auto& t = tn::tables().size(size);
        // Rows against 1d6 / 2d6 / 3d6.
        std::map<int, double> p;
        const pm::Dist rows = tn::row_dist(t);
        for (const auto& [k, r] : rows.entries()) p[k] = r.to_double();
        double x = chi2(st.rows, p, st.sections);
        CHECK_MESSAGE(x < chi2_crit(static_cast<int>(p.size()) - 1), "rows chi2 " << x);
        // Footnote chances: each note's own 1d6.
        for (const auto& kv : st.note_hits) {
            const std::string id = kv.first;  // (named copies: clang 14 lambdas cannot capture bindings)
            const std::pair<long, long> hn = kv.second;
            if (hn.second < 200) continue;
            std::string nid = id == "5a" || id == "5b" ? "5" : id;
            if (!tn::tables().notes.count(nid)) nid += "s";
            const auto& note = tn::tables().note(nid);
            int chance = id == "5b" ? note.second_chance : note.chance;
            double zz = z(hn.first, hn.second, chance / 6.0);
            CHECK_MESSAGE(zz < 3.29, "note " << id << " z " << zz << " over " << hn.second);
        }
        if (st.note7_who.size() > 0) {
            long n7 = 0;
            for (const auto& kv : st.note7_who) n7 += kv.second;
            double x7 = chi2(st.note7_who, {{0, 0.5}, {1, 1.0 / 3}, {2, 1.0 / 6}}, n7);
            CHECK_MESSAGE(x7 < chi2_crit(2), "note 7 who chi2 " << x7);
        }
        // Splits: (3) intelligence 1–4 / person 5–6, (4) trap 1–4 / guard 5–6; sides and trap doors 1–3 / 4–6.
        for (const auto& kv : st.split_low) {
            const std::string id = kv.first;
            const std::pair<long, long> lt = kv.second;
            CHECK_MESSAGE(z(lt.first, lt.second, 4.0 / 6) < 3.29, "note " << id << " split");
        }
        if (size != "small") CHECK(st.split_low.size() == 2);
        CHECK(z(st.lefts, st.sides, 0.5) < 3.29);
        CHECK(z(st.floors, st.trapdoors, 0.5) < 3.29);
        // Encounter check 1 on 1d6 on each even section; FNG-T77 uniform.
        CHECK(st.checks == st.even_sections);  // a check on every even section, no other
        CHECK_MESSAGE(z(st.check_hits, st.checks, 1.0 / 6) < 3.29, "encounter checks");
        long n77 = 0;
        for (const auto& kv : st.t77) n77 += kv.second;
        CHECK(n77 == st.check_hits);
        std::map<int, double> u;
        for (int k = 1; k <= 6; ++k) u[k] = 1.0 / 6;
        CHECK(chi2(st.t77, u, n77) < chi2_crit(5));
    }
}

}  // namespace core_rules_fng_tunnel_test_generator
