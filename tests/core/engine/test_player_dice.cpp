// Every calculator in the registry that rolls, in every configuration (tests/core/support/
// roll_configs.h: every option, the player's tables): the dice it asks the player for are the dice
// the book rolls, and a seeded roll's faces typed in as the player's own dice say the same thing.
//
//   - Every die counts. For a seeded roll, each die it drew is given every other face, the dice
//     before it as they were and the dice after it as they were (or, where the roll now asks for
//     others, placeholders: DiceSession's Count mode). It counts when a face changes the roll, the
//     roll in words (its numbers aside: "it shows itself" against "it stays hidden") or the dice
//     after it; its own face shown in the roll is no change. The same is asked on a few other
//     continuations (the dice after it drawn afresh), so that a die which matters only with other
//     later faces is not blamed for the one continuation the seed happened to give.
//   - A die that cannot count is drawn in vain when other dice before it, in this configuration,
//     would have let the same die (drawn at the same place, shown at the same place in the roll)
//     matter: the dice before it had already decided, and the book does not roll it (fng.anti-tank's
//     location and penetration dice after a miss were such dice). A die that no dice before it let
//     matter is a test this configuration makes certain whatever came before (2d6 against Rep 6, a
//     damage die at Impact 6), which the book calls for all the same; the roll's first throw is
//     always such a test. A test that earlier dice made certain is not rolled (fng.radio's contact
//     die against a Rep of 7 after good atmospherics).
//   - Dice the book throws together (Prng::throw_dice, Prng::sum: DiceSession::throws) are read as
//     one throw: "the dice before it" are those before the throw, and its other dice take every face
//     (the third of three dice capped at two passes matters when one of the others fails; the
//     enemy's melee dice after your two passes). Dice drawn one after another (Prng::die, Prng::dice)
//     are read one by one: five dice drawn at once for a placement, a location and a penetration are
//     not one throw of the book, and the test reads them in order.
//   - The player's dice replay the roll. The seeded response's roll.faces sent back as "dice" give
//     the same roll and the same sentence (`rolled`), through the codec as any client sends them;
//     chains included (a step drawn from a seed of its own would not replay; ci/check-calculators
//     also refuses a raw draw from the generator in core/rules and core/calculators).
//
// Seeds are fixed, so a failure reproduces exactly. Run time: see the MESSAGE at the end (about
// 15 s natively on the shared 2-core machine); the WebAssembly and sanitizer builds run fewer seeds.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "contract/calculator.h"
#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/roll_configs.h"
#include "engine/random/dice_source.h"

namespace core_engine_test_player_dice {

namespace {

using pm::json;
using pm_test::Config;

#ifdef PM_TEST_INSTRUMENTED
constexpr int kSeeds = 1;  // seeded rolls per configuration whose every die is varied (wasm, sanitizers)
#else
constexpr int kSeeds = 3;  // seeded rolls per configuration whose every die is varied
#endif
constexpr uint32_t kFirstSeed = 7001;              // seeds kFirstSeed .. kFirstSeed + kSeeds - 1
constexpr int kContinuations = 12;                 // fresh continuations besides the seed's own dice after it
constexpr unsigned long long kMaxMateCombos = 36;  // a throw's other dice: every combination up to this many
constexpr int kMateSamples = 8;                    // else this many drawn at random
constexpr size_t kMaxPositions = 40;               // dice varied per roll (a long roll: spread over its length)
constexpr uint32_t kMaxFacesTried = 12;            // faces tried for a die of more sides (spread, ends included)
constexpr size_t kMaxOtherBefore =
    24;                          // other dice before a die that changes nothing: one die changed, at most this many
constexpr int kFreshBefore = 8;  // and this many whole rolls drawn afresh
constexpr int kOtherContinuations = 3;  // fresh continuations tried after other dice before it

// [SECTION] one roll on given faces
struct Rolled {
    bool ok = false;  // false: the faces did not fit the dice drawn (a face out of range), or it threw
    json roll;
    std::string rolled;  // the roll in words
    std::vector<pm::DieDraw> drawn;
    std::vector<size_t> throws;
};

// The calculator's roll on these faces (then placeholders from `placeholder_seed`, Count mode),
// added to the answer already worked out.
Rolled roll_on(const pm::Calculator& c, const pm::Params& p, const pm::EvalContext& ctx, const pm::Result& said,
               std::vector<long long> faces, uint32_t placeholder_seed) {
    Rolled out;
    try {
        pm::DiceSession session(std::move(faces), pm::DiceSession::Mode::Count, placeholder_seed);
        pm::Prng dice(0);
        pm::Result r = said;
        c.roll(p, ctx, dice, r);
        out.roll = r.roll;
        out.rolled = r.rolled;
        out.drawn = session.drawn();
        out.throws = session.throws();
        out.ok = true;
    } catch (const std::exception&) {
        out.ok = false;
    }
    return out;
}

// Do two rolls say the same, the die at `pos` aside (its face, `fa` in a and `fb` in b, may show
// as itself anywhere in the roll)?
bool same_apart_from_face(const json& a, const json& b, long long fa, long long fb) {
    if (a.type() != b.type()) {
        if (a.is_number() && b.is_number()) return a == b || (a == fa && b == fb);
        return false;
    }
    if (a.is_object()) {
        if (a.size() != b.size()) return false;
        for (auto it = a.begin(); it != a.end(); ++it) {
            if (!b.contains(it.key())) return false;
            if (!same_apart_from_face(it.value(), b.at(it.key()), fa, fb)) return false;
        }
        return true;
    }
    if (a.is_array()) {
        if (a.size() != b.size()) return false;
        for (size_t i = 0; i < a.size(); ++i)
            if (!same_apart_from_face(a[i], b[i], fa, fb)) return false;
        return true;
    }
    if (a.is_number_integer()) return a == b || (a.get<long long>() == fa && b.get<long long>() == fb);
    return a == b;
}

// The roll in words without its numbers: the die's own face, said in words, is no change; a word
// that changes is ("it shows itself" or "it stays hidden" after a Received Fire test with no hit).
std::string words_only(const std::string& s) {
    std::string out;
    for (char ch : s)
        if (ch < '0' || ch > '9') out += ch;
    return out;
}

// Where the die's face shows in the roll (a roll on face `fa`, another on `fb`): the paths whose number
// is the face. Two dice drawn at the same place and shown at the same paths are the same die.
void face_paths(const json& a, const json& b, long long fa, long long fb, const std::string& at,
                std::vector<std::string>& out) {
    if (a.is_object() && b.is_object()) {
        for (auto it = a.begin(); it != a.end(); ++it)
            if (b.contains(it.key())) face_paths(it.value(), b.at(it.key()), fa, fb, at + "/" + it.key(), out);
    } else if (a.is_array() && b.is_array()) {
        for (size_t i = 0; i < a.size() && i < b.size(); ++i)
            face_paths(a[i], b[i], fa, fb, at + "/" + std::to_string(i), out);
    } else if (a.is_number_integer() && b.is_number_integer() && a.get<long long>() == fa && b.get<long long>() == fb) {
        out.push_back(at);
    }
}

bool same_draws_apart_from(const std::vector<pm::DieDraw>& a, const std::vector<pm::DieDraw>& b, size_t pos) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (a[i].sides != b[i].sides) return false;
        if (i != pos && a[i].face != b[i].face) return false;
    }
    return true;
}

// The faces tried for a die of `sides`: all of them, or kMaxFacesTried spread over them.
std::vector<uint32_t> faces_to_try(uint32_t sides) {
    std::vector<uint32_t> out;
    if (sides <= kMaxFacesTried) {
        for (uint32_t f = 1; f <= sides; ++f) out.push_back(f);
        return out;
    }
    for (uint32_t i = 0; i < kMaxFacesTried; ++i) out.push_back(1 + (sides - 1) * i / (kMaxFacesTried - 1));
    return out;
}

// Can the die at `pos` change the roll, given the dice before it? The faces before it are `head`,
// after it `rest` (placeholders beyond); every face of it is tried.
bool die_counts_on(const pm::Calculator& c, const pm::Params& p, const pm::EvalContext& ctx, const pm::Result& said,
                   const std::vector<long long>& head, uint32_t sides, const std::vector<long long>& rest,
                   uint32_t placeholder_seed) {
    const size_t pos = head.size();
    Rolled first;
    long long first_face = 0;
    for (uint32_t f : faces_to_try(sides)) {
        std::vector<long long> these = head;
        these.push_back(f);
        these.insert(these.end(), rest.begin(), rest.end());
        Rolled r = roll_on(c, p, ctx, said, these, placeholder_seed);
        if (!r.ok) return true;  // another face led to other dice, which the continuation did not fit
        if (!first.ok) {
            first = std::move(r);
            first_face = f;
            continue;
        }
        if (!same_draws_apart_from(first.drawn, r.drawn, pos)) return true;
        if (!same_apart_from_face(first.roll, r.roll, first_face, f)) return true;
        if (words_only(first.rolled) != words_only(r.rolled)) return true;
    }
    return false;
}

// The faces of a throw's other dice to try with the die at `pos`: every combination when they are
// few, else kMateSamples drawn at random.
std::vector<std::vector<long long>> mates_to_try(const std::vector<pm::DieDraw>& drawn, size_t first, size_t last,
                                                 size_t pos, uint32_t seed) {
    std::vector<std::vector<long long>> out;
    unsigned long long combos = 1;
    for (size_t i = first; i <= last; ++i)
        if (i != pos) combos *= drawn[i].sides;
    if (combos <= kMaxMateCombos) {
        for (unsigned long long k = 0; k < combos; ++k) {
            std::vector<long long> m;
            unsigned long long rest = k;
            for (size_t i = first; i <= last; ++i) {
                if (i == pos) continue;
                m.push_back(static_cast<long long>(rest % drawn[i].sides) + 1);
                rest /= drawn[i].sides;
            }
            out.push_back(m);
        }
        return out;
    }
    pm::Prng g(seed);
    for (int t = 0; t < kMateSamples; ++t) {
        std::vector<long long> m;
        for (size_t i = first; i <= last; ++i)
            if (i != pos) m.push_back(g.range(1, static_cast<int>(drawn[i].sides)));
        out.push_back(m);
    }
    return out;
}

// Can the die at `pos` change the roll when the dice before its throw are `before`? Its throw's other
// dice take every face (mates_to_try), the dice after the throw are the seed's own (when `own_tail`)
// or drawn afresh on `continuations` placeholder streams.
bool counts_after(const pm::Calculator& c, const pm::Params& p, const pm::EvalContext& ctx, const pm::Result& said,
                  const std::vector<pm::DieDraw>& drawn, const std::vector<long long>& before, size_t first,
                  size_t last, size_t pos, bool own_tail, int continuations, uint32_t seed) {
    for (const auto& mates : mates_to_try(drawn, first, last, pos, seed ^ 0x9e3779b9u)) {
        std::vector<long long> head = before, tail;
        size_t m = 0;
        for (size_t i = first; i < pos; ++i) head.push_back(mates[m++]);
        for (size_t i = pos + 1; i <= last; ++i) tail.push_back(mates[m++]);
        if (own_tail) {
            std::vector<long long> rest = tail;
            for (size_t i = last + 1; i < drawn.size(); ++i) rest.push_back(drawn[i].face);
            if (die_counts_on(c, p, ctx, said, head, drawn[pos].sides, rest, seed)) return true;
        }
        for (int t = 0; t < continuations; ++t)
            if (die_counts_on(c, p, ctx, said, head, drawn[pos].sides, tail, seed * 31u + 17u * (t + 1u))) return true;
    }
    return false;
}

// The last die of the throw that begins at `first`.
size_t throw_end(const std::vector<size_t>& throws, size_t first) {
    size_t last = first;
    while (last + 1 < throws.size() && throws[last + 1] == first) ++last;
    return last;
}

// Where the die at `pos` of these dice shows in the roll: its faces 1 and 2 (the others as drawn,
// placeholders after any that no longer fit).
std::vector<std::string> shown_at(const pm::Calculator& c, const pm::Params& p, const pm::EvalContext& ctx,
                                  const pm::Result& said, const std::vector<pm::DieDraw>& drawn, size_t pos,
                                  uint32_t seed) {
    std::vector<long long> faces;
    for (const auto& d : drawn) faces.push_back(d.face);
    faces[pos] = 1;
    const Rolled a = roll_on(c, p, ctx, said, faces, seed);
    faces[pos] = 2;
    const Rolled b = roll_on(c, p, ctx, said, faces, seed);
    std::vector<std::string> out;
    if (a.ok && b.ok) face_paths(a.roll, b.roll, 1, 2, "", out);
    return out;
}

// Other dice before the throw of the die at `pos`, in this configuration: each die before it given
// each other face (the others kept, placeholders after), then whole rolls drawn afresh. Each is a
// roll that draws a die of the same sides at `pos`, in a throw that begins where this one does.
std::vector<Rolled> other_dice_before(const pm::Calculator& c, const pm::Params& p, const pm::EvalContext& ctx,
                                      const pm::Result& said, const std::vector<pm::DieDraw>& drawn,
                                      const std::vector<size_t>& throws, size_t pos, uint32_t seed) {
    const size_t first = throws[pos];
    std::vector<Rolled> out;
    auto keep = [&](Rolled r) {
        if (!r.ok || r.drawn.size() <= pos || r.drawn[pos].sides != drawn[pos].sides || r.throws[pos] != first) return;
        out.push_back(std::move(r));
    };
    std::vector<std::pair<size_t, uint32_t>> changes;  // (die, face)
    for (size_t i = 0; i < first; ++i)
        for (uint32_t f : faces_to_try(drawn[i].sides))
            if (f != drawn[i].face) changes.push_back({i, f});
    const size_t step = changes.size() > kMaxOtherBefore ? (changes.size() + kMaxOtherBefore - 1) / kMaxOtherBefore : 1;
    for (size_t k = 0; k < changes.size(); k += step) {
        std::vector<long long> faces;
        for (size_t i = 0; i < first; ++i) faces.push_back(i == changes[k].first ? changes[k].second : drawn[i].face);
        keep(roll_on(c, p, ctx, said, faces, seed + 1000u * static_cast<uint32_t>(k + 1)));
    }
    for (int t = 0; t < kFreshBefore; ++t) keep(roll_on(c, p, ctx, said, {}, seed * 7u + 101u * (t + 1u)));
    return out;
}

// Is the die at `pos` drawn in vain? It is when it cannot change the roll given the dice before its
// throw (a die thrown with others, Prng::throw_dice or sum, is read with them: DiceSession::throws) while
// other dice before it, in this same configuration, would have let a die in its place matter: the
// dice before it had already decided (fng.anti-tank's location die after a miss, where a pass 1 reads
// it). A die that no dice before it let matter is a test this configuration makes certain whatever
// came before (2d6 against Rep 6, a damage die at Impact 6: every hit is followed by a damage roll,
// FNG p.19), which the book calls for all the same; the roll's first
// throw is always such a test, having nothing before it.
enum class Die { Counts, CertainTest, InVain };
Die judge_die(const pm::Calculator& c, const pm::Params& p, const pm::EvalContext& ctx, const pm::Result& said,
              const std::vector<pm::DieDraw>& drawn, const std::vector<size_t>& throws, size_t pos, uint32_t seed) {
    const size_t first = throws[pos];
    const size_t last = throw_end(throws, first);
    std::vector<long long> before;
    for (size_t i = 0; i < first; ++i) before.push_back(drawn[i].face);
    if (counts_after(c, p, ctx, said, drawn, before, first, last, pos, true, kContinuations, seed)) return Die::Counts;
    const std::vector<std::string> here = shown_at(c, p, ctx, said, drawn, pos, seed);
    for (const Rolled& other : other_dice_before(c, p, ctx, said, drawn, throws, pos, seed)) {
        // The same die: shown at the same place in the roll (not another test drawn in its place, as a
        // Received Fire test where a damage die would be).
        if (shown_at(c, p, ctx, said, other.drawn, pos, seed) != here) continue;
        std::vector<long long> other_before;
        for (size_t i = 0; i < first; ++i) other_before.push_back(other.drawn[i].face);
        if (counts_after(c, p, ctx, said, other.drawn, other_before, first, throw_end(other.throws, first), pos, true,
                         kOtherContinuations, seed))
            return Die::InVain;
    }
    return Die::CertainTest;
}

// [SECTION] the player's dice through the codec
void replay_through_codec(const pm::Calculator& c, const Config& k, uint32_t seed, std::vector<std::string>& faults) {
    json req = pm_test::request_for(c, k);
    req["seed"] = seed;
    const json seeded = pm::evaluate_request(req);
    if (seeded["ok"] != true || !seeded["roll"].is_object()) return;
    json dice = json::array();
    for (const auto& f : seeded["roll"]["faces"]) dice.push_back(f["face"]);
    req.erase("seed");
    req["dice"] = dice;
    const json own = pm::evaluate_request(req);
    if (own["ok"] != true) {
        faults.push_back("seed " + std::to_string(seed) + ": its faces " + dice.dump() +
                         " as the player's dice: " + own.dump().substr(0, 300));
        return;
    }
    if (own["roll"] != seeded["roll"])
        faults.push_back("seed " + std::to_string(seed) + ": its faces " + dice.dump() + " give another roll " +
                         own["roll"].dump().substr(0, 300));
    if (own.value("rolled", json()) != seeded.value("rolled", json()))
        faults.push_back("seed " + std::to_string(seed) + ": its faces " + dice.dump() + " say \"" +
                         own.value("rolled", json()).dump() + "\" instead of \"" +
                         seeded.value("rolled", json()).dump() + "\"");
}

}  // namespace

TEST_CASE("every rolling calculator: every die it asks for can change the roll, and its faces replay it") {
    const auto start = std::chrono::steady_clock::now();
    int configs = 0, rolls = 0, dice_varied = 0, certain_tests = 0, replays = 0;
    std::set<std::string> rolling;
    // POINTMAN_DICE_ONLY=<id>: one calculator alone (to look into a failure); unset, all of them.
    const char* only = std::getenv("POINTMAN_DICE_ONLY");
    for (const pm::Calculator* c : pm::all_calculators()) {
        if (!c->roll || (only && *only && c->id != only)) continue;
        for (const Config& k : pm_test::configurations(*c)) {
            CAPTURE(k.name);
            const json answer = pm::evaluate_request(pm_test::request_for(*c, k));
            if (answer["ok"] != true) continue;
            pm::EvalContext ctx;
            if (!k.tables.is_null()) ctx.tables = k.tables;
            const pm::Params p(answer["params"]);
            const pm::Result said = c->evaluate(p, ctx);
            bool rolled_here = false;
            for (int i = 0; i < kSeeds; ++i) {
                const uint32_t seed = kFirstSeed + static_cast<uint32_t>(i);
                // The seeded roll, its dice recorded.
                std::vector<pm::DieDraw> drawn;
                std::vector<size_t> throws;
                json roll;
                try {
                    pm::DiceSession recorder;
                    pm::Prng dice(seed);
                    pm::Result r = said;
                    c->roll(p, ctx, dice, r);
                    roll = r.roll;
                    drawn = recorder.drawn();
                    throws = recorder.throws();
                } catch (const std::exception& e) {
                    FAIL_CHECK(k.name << ": seed " << seed << " throws: " << e.what());
                    continue;
                }
                if (!roll.is_object()) break;  // this configuration does not roll
                rolled_here = true;
                ++rolls;
                // Every die counts, given the dice before it.
                const size_t n = drawn.size();
                const size_t step = n > kMaxPositions ? (n + kMaxPositions - 1) / kMaxPositions : 1;
                for (size_t pos = 0; pos < n; pos += step) {
                    if (drawn[pos].sides < 2) continue;  // a one-sided die is no choice at all
                    ++dice_varied;
                    const Die judged = judge_die(*c, p, ctx, said, drawn, throws, pos, seed);
                    if (judged == Die::CertainTest) ++certain_tests;
                    if (judged == Die::InVain) {
                        json faces = json::array();
                        for (const auto& d : drawn) faces.push_back(d.face);
                        FAIL_CHECK(k.name << ": seed " << seed << ", die " << pos + 1 << " of " << n << " (d"
                                          << drawn[pos].sides << ", faces " << faces.dump()
                                          << "): every face gives the same roll and the same dice after it, a die "
                                             "the book does not roll; the roll: "
                                          << roll.dump().substr(0, 300));
                    }
                }
            }
            if (!rolled_here) continue;
            ++configs;
            rolling.insert(c->id);
            // The player's dice through the codec: the same roll and the same sentence.
            std::vector<std::string> faults;
            replay_through_codec(*c, k, kFirstSeed, faults);
            ++replays;
            for (const auto& f : faults) FAIL_CHECK(k.name << ": " << f);
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    MESSAGE(rolling.size() << " rolling calculators, " << configs << " configurations, " << rolls << " seeded rolls, "
                           << dice_varied << " dice varied over their faces (" << certain_tests
                           << " of them tests the configuration makes certain), " << replays
                           << " replays through the codec; " << seconds << " s");
    if (!only || !*only) CHECK(rolling.size() >= 90);
}

namespace {

// The dice of a seeded roll of `calc` with `params` (its defaults for the rest), and for each the
// first die of its throw (DiceSession::throws).
struct Thrown {
    std::vector<pm::DieDraw> drawn;
    std::vector<size_t> throws;
};
Thrown thrown(const std::string& calc, const json& params, uint32_t seed) {
    const pm::Calculator* c = pm::find_calculator(calc);
    REQUIRE(c != nullptr);
    const json answer = pm::evaluate_request(json{{"calc", calc}, {"params", params}});
    REQUIRE_MESSAGE(answer["ok"] == true, calc << ": " << answer.dump().substr(0, 300));
    const pm::Params p(answer["params"]);
    pm::EvalContext ctx;
    const pm::Result said = c->evaluate(p, ctx);
    pm::DiceSession recorder;
    pm::Prng dice(seed);
    pm::Result r = said;
    c->roll(p, ctx, dice, r);
    return {recorder.drawn(), recorder.throws()};
}

// The dice from `from` to the end are one throw.
bool one_throw_from(const Thrown& t, size_t from) {
    for (size_t i = from; i < t.throws.size(); ++i)
        if (t.throws[i] != from) return false;
    return t.throws.size() > from + 1;
}

}  // namespace

// Dice the book throws together are drawn as one throw, so that the test above reads a die with the
// others of its throw (the one that matters only when another fails) instead of after them.
TEST_CASE("dice the book throws together are one throw") {
    // TCS Modern 2.5c: the counterbattery dice are thrown as one set, and any success counts.
    CHECK(one_throw_from(thrown("tcs.acquisition", {{"cb_points", 4}}, 1), 0));
    // Vietnam Skirmish, Spotting: a 2D6 roll.
    CHECK(one_throw_from(thrown("skirmish.sighting", {{"range", 6}}, 1), 0));
    // TCS Modern 3.3a: marked on overwatch, the unit needs a double six.
    CHECK(one_throw_from(thrown("tcs.at8-counterfire", {{"overwatch", true}}, 1), 0));
    // FNG pp.20-21: every figure in contact throws 2d6 at once against the other side's. Yours and the
    // enemy's: the first four.
    {
        const Thrown t = thrown("fng.melee", json::object(), 1);
        REQUIRE(t.throws.size() >= 4);
        for (size_t i = 0; i < 4; ++i) CHECK(t.throws[i] == 0);
    }
    // FNG p.14: the Leader Die is an extra die thrown with the group's usual dice: it and the two
    // figures' dice, five in all.
    {
        const Thrown t = thrown("fng.group-charge", json::object(), 1);
        CHECK(t.throws.size() == 5);
        CHECK(one_throw_from(t, 0));
    }
    // FNG pp.30-31: a 1d6 for each scoring hit of a machine gun on an AR 0 vehicle, thrown together
    // as the damage dice of the hits are (p.19). A burst of five (an M-60's Targets) at Rep 6 in the open: a seed with
    // two scoring hits or more.
    bool seen = false;
    for (uint32_t seed = 1; seed <= 200 && !seen; ++seed) {
        const Thrown t = thrown("fng.mg-vs-vehicle", {{"rep", 6}, {"dice", 5}}, seed);
        if (t.drawn.size() < 5 + 2) continue;
        seen = true;
        CHECK(one_throw_from(t, 5));
    }
    CHECK(seen);
}

// Dice that could no longer change anything are not rolled (each was flagged by the test above).
TEST_CASE("no die is rolled where the dice before it or the Rep leave it nothing to decide") {
    auto rolled = [](const std::string& calc, const json& params, uint32_t seed) {
        const json a = pm::evaluate_request(json{{"calc", calc}, {"params", params}, {"seed", seed}});
        REQUIRE_MESSAGE(a["ok"] == true, calc << ": " << a.dump().substr(0, 300));
        return a["roll"];
    };
    int seen_lose = 0, seen_minor = 0;
    for (uint32_t seed = 1; seed <= 60; ++seed) {
        // FNG p.16: contact on the Rep or less of 1d6; at Rep 7 (Rep 6, good atmospherics) every face.
        CHECK_FALSE(rolled("fng.radio", {{"rep", 6}, {"atmospherics", "good"}}, seed).contains("contact_die"));
        CHECK(rolled("fng.radio", {{"rep", 4}, {"atmospherics", "good"}}, seed).contains("contact_die"));
        // FNG p.55: on 2-7 the pilot's 1d6 against his Rep; a Rep 6 pilot cannot fail it.
        const json h = rolled("fng.helicopter-hit", {{"pilot_rep", 6}}, seed);
        if (h["key"] == "minor") {
            ++seen_minor;
            CHECK_FALSE(h.contains("follow_die"));
        }
        // FNG p.21: unarmed combat is non-lethal; a bare-handed winner rolls no damage die.
        const json m = rolled("fng.melee", {{"enemy_weapon", "bare-hands"}}, seed);
        if (m["key"].get<std::string>().rfind("lose", 0) == 0) {
            ++seen_lose;
            CHECK_FALSE(m.contains("damage_die"));
            CHECK(m["key"] == "lose-OOF");
        }
    }
    CHECK(seen_minor > 0);
    CHECK(seen_lose > 0);
}

}  // namespace core_engine_test_player_dice
