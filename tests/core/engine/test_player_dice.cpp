// Every calculator in the registry that rolls, in every configuration (tests/core/support/
// roll_configs.h: every option, the player's tables): the dice it asks the player for are the dice
// the book rolls, and a seeded roll's faces typed in as the player's own dice say the same thing.
//
//   - Every die counts. For a seeded roll, each die it drew is given every other face, the dice
//     before it as they were and the dice after it as they were (or, where the roll now asks for
//     others, placeholders: DiceSession's Count mode). A die whose every face gives the same roll
//     (apart from the die's own face shown in it) and the same dice after it, where other dice
//     before it would have let it matter, is a die the book did not roll: the player would be
//     asked to type in a die that changes nothing (fng.anti-tank's location and penetration dice
//     after a miss were such dice). A throw this configuration makes certain whatever came before
//     (2d6 against Rep 6) is the book's test all the same: see drawn_in_vain. The same is asked on a few other
//     continuations (the dice after it drawn afresh), so that a die which matters only with other
//     later faces is not blamed for the one continuation the seed happened to give; and dice thrown
//     together (Prng::dice, Prng::sum: DiceSession::throws) are read as one throw, "the dice before
//     it" being those before the throw (the third of three dice capped at two passes matters when
//     one of the others fails).
//   - The player's dice replay the roll. The seeded response's roll.faces sent back as "dice" give
//     the same roll and the same sentence (`rolled`), through the codec as any client sends them;
//     chains included (a step drawn from a seed of its own would not replay; ci/check-calculators
//     also refuses a raw draw from the generator in core/rules and core/calculators).
//
// Seeds are fixed, so a failure reproduces exactly. Run time: see the MESSAGE at the end (about
// 20 s natively on the shared 2-core machine); the WebAssembly and sanitizer builds run fewer seeds.
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

// [SECTION] calculators still flagged
// Calculators whose rolls the test still flags, each with why; their flags are reported, not failed,
// and each must still be flagged (remove it once sorted out). Most are a test this configuration
// makes certain after an earlier throw, which the test cannot yet tell from a die the book does not
// roll: a damage die at Impact 6, one side's melee dice after the other side's two passes (the book
// throws both at once), a card deal's last cards. fng.anti-tank is not here: it must pass.
const std::map<std::string, std::string> kStillFlagged = {
    {"fng.group-charge", "each figure's test after the group's dice have decided"},
    {"fng.enemy-placement", "a deal's later draws after the placement is decided"},
    {"tcs.acquisition", "a second die after a certain first"},
    {"fng.melee", "the second side's dice after the first side's two passes (one throw in the book)"},
    {"skirmish.claymore-blast", "figures' dice after the blast is decided"},
    {"fng.fire", "a damage die at Impact 6 (always obviously dead)"},
    {"fng.booby-trap-chain", "the trap's melee dice after the figure's two passes (one throw in the book)"},
    {"skirmish.sighting", "a die after a certain sighting"},
    {"fng.burst", "a damage die at Impact 6"},
    {"fng.radio-call", "a contact die the Rep makes certain"},
    {"fng.radio", "a contact die the Rep makes certain"},
    {"fng.helicopter-hit", "a die after a certain hit"},
    {"tcs.at8-counterfire", "a die after a certain result"},
    {"fng.grenade", "a damage die after a certain result"},
    {"fng.mg-vs-vehicle", "a die after a certain result"},
};

// [SECTION] one roll on given faces
struct Rolled {
    bool ok = false;  // false: the faces did not fit the dice drawn (a face out of range), or it threw
    json roll;
    std::vector<pm::DieDraw> drawn;
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
        out.drawn = session.drawn();
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
// or drawn afresh on kContinuations placeholder streams.
bool counts_after(const pm::Calculator& c, const pm::Params& p, const pm::EvalContext& ctx, const pm::Result& said,
                  const std::vector<pm::DieDraw>& drawn, const std::vector<long long>& before, size_t first,
                  size_t last, size_t pos, bool own_tail, uint32_t seed) {
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
        for (int t = 0; t < kContinuations; ++t)
            if (die_counts_on(c, p, ctx, said, head, drawn[pos].sides, tail, seed * 31u + 17u * (t + 1u))) return true;
    }
    return false;
}

// Is the die at `pos` drawn in vain? It is when it cannot change the roll given the dice before its
// throw (a die thrown with others, Prng::dice or sum, is read with them: DiceSession::throws): the
// dice before it have already decided (fng.anti-tank's location die after a miss). The roll's first
// throw has nothing before it: when it can change nothing, this configuration makes the book's
// first test certain (2d6 against Rep 6), and the book still calls for it.
bool drawn_in_vain(const pm::Calculator& c, const pm::Params& p, const pm::EvalContext& ctx, const pm::Result& said,
                   const std::vector<pm::DieDraw>& drawn, const std::vector<size_t>& throws, size_t pos,
                   uint32_t seed) {
    const size_t first = throws[pos];
    size_t last = pos;
    while (last + 1 < drawn.size() && throws[last + 1] == first) ++last;
    std::vector<long long> before;
    for (size_t i = 0; i < first; ++i) before.push_back(drawn[i].face);
    if (counts_after(c, p, ctx, said, drawn, before, first, last, pos, true, seed)) return false;
    // Nothing before it: a throw that can change nothing is a test this configuration makes certain.
    return first != 0;
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
    int configs = 0, rolls = 0, dice_varied = 0, replays = 0;
    std::map<std::string, int> still_flagged;
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
                    const bool counts = !drawn_in_vain(*c, p, ctx, said, drawn, throws, pos, seed);
                    if (!counts && kStillFlagged.count(c->id)) {
                        ++still_flagged[c->id];
                    } else if (!counts) {
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
                           << dice_varied << " dice varied over their faces, " << replays
                           << " replays through the codec; " << seconds << " s");
    for (const auto& [id, n] : still_flagged) MESSAGE("still flagged: " << id << ": " << n << " dice");
    if (!only || !*only) {
        CHECK(rolling.size() >= 90);
        // With fewer seeds (wasm, sanitizers) a calculator may go unflagged by chance: only the full
        // native run holds the list to what it still flags.
        if (kSeeds < 3) return;
        for (const auto& entry : kStillFlagged)
            CHECK_MESSAGE(still_flagged.count(entry.first),
                          entry.first << " is no longer flagged: remove it from kStillFlagged");
    }
}

}  // namespace core_engine_test_player_dice
