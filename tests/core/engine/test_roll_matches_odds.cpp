// Every calculator in the registry that rolls: the exact odds it shows against its own seeded roll.
//
// A calculator answers two ways: the exact chance of each outcome ("outcomes") and, with a seed, one
// concrete roll whose "roll.key" names the outcome it landed on. Both must describe the same dice:
// over many seeds the share of rolls landing on each key is the key's exact chance (within a
// statistical tolerance), and no roll lands on an outcome the odds call impossible. A roll's
// roll.faces sent back as the player's own dice ("Rolling your own dice" in the README) gives the
// same roll.
//
// Configurations, for each calculator found in the registry (never a hand-written list):
//   - the defaults, then one parameter changed at a time: every other choice of a choice, each
//     switch flipped, whole and decimal numbers at their minimum and maximum (free text keeps its
//     default); a change the rules refuse is skipped;
//   - for a calculator that reads player tables: all of the above again with the invented example
//     table the product ships for each (data/tables/kinds.json "example"), and again with each
//     table that has a die re-laid on another die (a d6 table on a d8: its rows 1-6 as printed and
//     rows 7-8 repeating its last row).
// Seeds are fixed (kFirstSeed onwards), so a failure reproduces exactly.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "contract/calculator.h"
#include "contract/codec.h"
#include "contract/registry.h"
#include "contract/tables/table_kinds.h"
#include "contract/tables/user_tables.h"
#include "core/support/roll_configs.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"
#include "engine/random/dice_source.h"
#include "engine/random/roll_odds.h"

namespace core_engine_test_roll_matches_odds {

namespace {

using pm::json;
using pm::Rational;
using pm_test::Config;
using pm_test::configurations;
using pm_test::request_for;

// [SECTION] how many rolls, and how close
// The statistics are the native suite's job: 2,000 rolls a configuration. The same suite built as
// WebAssembly and under AddressSanitizer runs every calculator and every configuration too, with
// its replays, but 200 rolls a configuration (the tolerance widens with fewer rolls): those builds
// look for a compiler or memory fault on every path, which a tenth of the rolls reach as well, and
// there each roll costs up to 19 times what it costs natively (at 500 rolls this one test took 190 s
// of the WebAssembly suite's 275 s, the longest part of CI's doctest layer).
#ifdef PM_TEST_INSTRUMENTED
constexpr int kSeeds = 200;  // seeded rolls per configuration (wasm, sanitizers)
#else
constexpr int kSeeds = 2000;  // seeded rolls per configuration
#endif
constexpr uint32_t kFirstSeed = 1;  // seeds kFirstSeed .. kFirstSeed + kSeeds - 1
constexpr int kReplayEvery = 25;    // every 25th roll is replayed from its faces
constexpr int kReplayViaCodec = 2;  // the first rolls of a configuration are replayed through the codec
constexpr double kSigmas = 5.0;     // binomial standard deviations allowed
constexpr double kEpsilon = 0.002;  // plus this much (4 rolls in 2,000): rare outcomes stay stable

// How far the observed share of n rolls may stray from an exact chance p.
double tolerance(double p, int n) {
    return kSigmas * std::sqrt(p * (1 - p) / n) + kEpsilon;
}

// [SECTION] known disagreements and exclusions
// Configurations whose odds and roll are known to disagree, each with why: the test checks that
// each still disagrees (remove an entry once its calculator is fixed). Empty: none known today.
// (skirmish.deviation on a table re-laid on a d8 was one, found by this test: its odds said
// on-target 1/3 whatever the table's die; they now come from the roll itself.)
const std::set<std::string> kKnownDisagreements = {};

// Calculators whose roll names no single outcome key of the shown odds, but reports a value the
// odds describe: the value read from the roll (null: this roll reports none), and why.
struct RolledValue {
    std::string why;
    std::function<json(const json& roll, const json& params)> read;
};
const std::map<std::string, RolledValue> kRolledValue = {
    {"fng.tunnel",
     {"generates a whole tunnel complex from a chain of draws; the odds are those of its first draw: the "
      "complex size (size auto) or the first section's row on the size's table",
      [](const json& roll, const json& params) -> json {
          if (params["size"] == "auto") return roll["size"];
          for (const auto& s : roll["sections"])
              if (s["n"] == 1) return s["row"];
          return nullptr;
      }}},
};

// Calculators whose roll cannot be compared with the shown odds at all, and why. Each is checked to
// still roll, so the list cannot go stale silently.
const std::map<std::string, std::string> kNoOutcomeKey = {};

// [SECTION] one configuration
struct Tally {
    int rolls = 0;                    // seeded evaluations that produced a roll
    int keyless = 0;                  // rolls naming no outcome (no key, or "" while a table is missing)
    std::map<std::string, int> keys;  // rolls per key
};

// The exact chance of each outcome key, as the answer shows it.
std::map<std::string, Rational> odds_of(const json& answer) {
    std::map<std::string, Rational> out;
    for (const auto& o : answer["outcomes"])
        out[o["key"].get<std::string>()] += Rational::parse(o["exact"].get<std::string>());
    return out;
}

// Each way the observed rolls disagree with the odds, in words (empty: they agree).
std::vector<std::string> disagreements(const std::map<std::string, Rational>& odds, const Tally& t) {
    std::vector<std::string> out;
    for (const auto& [key, count] : t.keys) {
        auto it = odds.find(key);
        if (it == odds.end() || it->second == Rational(0))
            out.push_back("key \"" + key + "\" rolled " + std::to_string(count) + " times in " +
                          std::to_string(t.rolls) + " but the odds " +
                          (it == odds.end() ? "have no such outcome" : "give it chance 0"));
    }
    for (const auto& [key, p] : odds) {
        auto it = t.keys.find(key);
        const int count = it == t.keys.end() ? 0 : it->second;
        const double expected = p.to_double();
        const double observed = static_cast<double>(count) / t.rolls;
        if (std::fabs(observed - expected) > tolerance(expected, t.rolls))
            out.push_back("key \"" + key + "\": exact " + p.str() + " (" + std::to_string(expected) + "), rolled " +
                          std::to_string(count) + "/" + std::to_string(t.rolls) + " = " + std::to_string(observed));
    }
    return out;
}

std::vector<long long> faces_of(const std::vector<pm::DieDraw>& drawn) {
    std::vector<long long> out;
    for (const auto& d : drawn) out.push_back(d.face);
    return out;
}

// Rolls one configuration kSeeds times straight through the calculator (the codec's work of
// checking and encoding is done once, for the odds), replaying some rolls from their faces.
Tally roll_many(const pm::Calculator& c, const Config& k, const json& params, std::vector<std::string>& faults) {
    Tally t;
    pm::EvalContext ctx;
    if (!k.tables.is_null()) ctx.tables = k.tables;
    const pm::Params p(params);
    for (int i = 0; i < kSeeds; ++i) {
        const uint32_t seed = kFirstSeed + static_cast<uint32_t>(i);
        ctx.seed = seed;
        pm::Result r;
        std::vector<pm::DieDraw> drawn;
        try {
            pm::DiceSession recorder;
            r = c.run(p, ctx);
            drawn = recorder.drawn();
        } catch (const std::exception& e) {
            faults.push_back("seed " + std::to_string(seed) + " throws: " + e.what());
            return t;
        }
        if (!r.roll.is_object()) return t;  // this configuration does not roll
        ++t.rolls;
        json key = r.roll.contains("key") ? r.roll["key"] : json(nullptr);
        if (auto v = kRolledValue.find(c.id); v != kRolledValue.end()) key = v->second.read(r.roll, params);
        if (key.is_string() && !key.get<std::string>().empty())
            ++t.keys[key.get<std::string>()];
        else if (key.is_number_integer())
            ++t.keys[std::to_string(key.get<long long>())];
        else
            ++t.keyless;
        if (i % kReplayEvery != 0) continue;
        // The player's own dice: the same faces give the same roll, and every face is used.
        pm::EvalContext own = ctx;
        own.seed = 0;
        try {
            pm::DiceSession player(faces_of(drawn), pm::DiceSession::Mode::Faces);
            pm::Result again = c.run(p, own);
            if (again.roll != r.roll)
                faults.push_back("seed " + std::to_string(seed) + ": its faces give another roll: " +
                                 again.roll.dump() + " instead of " + r.roll.dump());
            if (player.faces_used() != drawn.size())
                faults.push_back("seed " + std::to_string(seed) + ": its faces replayed use " +
                                 std::to_string(player.faces_used()) + " of " + std::to_string(drawn.size()) + " dice");
        } catch (const std::exception& e) {
            faults.push_back("seed " + std::to_string(seed) + ": its faces replayed throw: " + e.what());
        }
    }
    return t;
}

// The contract's own door: a seeded response's roll.faces sent back as "dice" gives the same roll.
void replay_through_codec(const pm::Calculator& c, const Config& k, std::vector<std::string>& faults) {
    for (int i = 0; i < kReplayViaCodec; ++i) {
        json req = request_for(c, k);
        req["seed"] = kFirstSeed + static_cast<uint32_t>(i);
        const json seeded = pm::evaluate_request(req);
        if (seeded["ok"] != true || !seeded["roll"].is_object()) return;
        if (!seeded["roll"].contains("faces")) {
            faults.push_back("seed " + req["seed"].dump() + ": the roll lists no faces");
            continue;
        }
        json dice = json::array();
        for (const auto& f : seeded["roll"]["faces"]) dice.push_back(f["face"]);
        req.erase("seed");
        req["dice"] = dice;
        const json own = pm::evaluate_request(req);
        if (own["ok"] != true || own["roll"] != seeded["roll"])
            faults.push_back("seed " + std::to_string(kFirstSeed + i) + ": its faces " + dice.dump() +
                             " as the player's dice answer " + own.dump().substr(0, 300));
    }
}

}  // namespace

TEST_CASE("every rolling calculator: the seeded roll lands on each outcome as often as its exact odds say") {
    const auto start = std::chrono::steady_clock::now();
    int calculators = 0, rolling = 0, compared = 0, refused = 0, unshown = 0, rolls = 0;
    std::set<std::string> known_seen, no_key_seen;
    std::vector<std::pair<double, std::string>> slowest;  // seconds per calculator, for whoever tunes kSeeds
    for (const pm::Calculator* c : pm::all_calculators()) {
        ++calculators;
        const auto calc_start = std::chrono::steady_clock::now();
        bool rolls_here = false;
        for (const Config& k : configurations(*c)) {
            CAPTURE(k.name);
            const json answer = pm::evaluate_request(request_for(*c, k));
            if (answer["ok"] != true) {
                ++refused;  // the rules refuse this change (or it needs a table): nothing to roll
                continue;
            }
            std::vector<std::string> faults;
            const Tally t = roll_many(*c, k, answer["params"], faults);
            for (const auto& f : faults) FAIL_CHECK(k.name << ": " << f);
            if (t.rolls == 0) continue;
            rolls_here = true;
            rolls += t.rolls;
            std::vector<std::string> codec_faults;
            replay_through_codec(*c, k, codec_faults);
            for (const auto& f : codec_faults) FAIL_CHECK(k.name << ": " << f);

            if (kRolledValue.count(c->id)) no_key_seen.insert(c->id);
            const bool excluded = kNoOutcomeKey.count(c->id) > 0;
            if (excluded) {
                no_key_seen.insert(c->id);
                continue;
            }
            const auto odds = odds_of(answer);
            if (odds.empty() && t.keyless == t.rolls) {
                ++unshown;  // no odds and no outcome named (a table still missing): nothing to compare
                continue;
            }
            if (t.keyless > 0) {
                FAIL_CHECK(k.name << ": " << t.keyless << " of " << t.rolls
                                  << " rolls name no outcome (roll.key); name one, or list the calculator "
                                     "in kNoOutcomeKey or kRolledValue with the reason");
                continue;
            }
            if (odds.empty()) {
                FAIL_CHECK(k.name << ": the roll names outcome keys but the answer shows no odds");
                continue;
            }
            ++compared;
            const auto found = disagreements(odds, t);
            if (kKnownDisagreements.count(k.name)) {
                known_seen.insert(k.name);
                for (const auto& d : found) MESSAGE("known disagreement, still seen: " << k.name << ": " << d);
                CHECK_MESSAGE(!found.empty(),
                              k.name << " now agrees with its odds: remove it from kKnownDisagreements");
                continue;
            }
            for (const auto& d : found) FAIL_CHECK(k.name << ": " << d);
        }
        if (rolls_here) ++rolling;
        slowest.push_back(
            {std::chrono::duration<double>(std::chrono::steady_clock::now() - calc_start).count(), c->id});
    }
    std::sort(slowest.rbegin(), slowest.rend());
    std::string slow;
    for (size_t i = 0; i < slowest.size() && i < 5; ++i)
        slow += (i ? ", " : "") + slowest[i].second + " " + std::to_string(slowest[i].first) + " s";
    for (const auto& name : kKnownDisagreements)
        CHECK_MESSAGE(known_seen.count(name), "kKnownDisagreements names a configuration never compared: " << name);
    for (const auto& entry : kNoOutcomeKey)
        CHECK_MESSAGE(no_key_seen.count(entry.first),
                      "kNoOutcomeKey names " << entry.first << ", which no longer rolls");
    for (const auto& entry : kRolledValue)
        CHECK_MESSAGE(no_key_seen.count(entry.first),
                      "kRolledValue names " << entry.first << ", which no longer rolls");
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    MESSAGE(calculators << " calculators, " << rolling << " roll; " << compared << " configurations compared ("
                        << kSeeds << " seeds each, " << rolls << " rolls), " << refused
                        << " changes refused by the rules, " << unshown
                        << " rolls with no odds shown (a table missing), " << kNoOutcomeKey.size() << " excluded; "
                        << seconds << " s (slowest: " << slow << ")");
    CHECK(rolling >= 90);
}

// [SECTION] exactly, where the dice are few
// The same configurations, compared exactly: the odds an answer shows against the enumeration of
// its own roll over every face it can draw (roll_odds: each die branched over its faces, a die
// drawn only on some faces drawn only there). This holds every closed form a rule keeps for its odds
// (a dynamic programme over a deal, a formula for a chain) equal to the dice its roll reads, without
// a tolerance. Rolls of more than kExactRuns face sequences are left to the statistics above (a
// whole tunnel complex, long weather tracks, large pools). Natively only: the instrumented builds
// run the statistics on every path already.
#ifndef PM_TEST_INSTRUMENTED
namespace {
constexpr size_t kExactRuns = 8000;  // every face sequence of a short roll (a deal of a few steps, five d6)

// The index of a roll's outcome key among the answer's outcomes; -1 for none.
int key_index(const json& outcomes, const json& key) {
    for (size_t i = 0; i < outcomes.size(); ++i)
        if (key.is_string() && outcomes[i]["key"] == key) return static_cast<int>(i);
    return -1;
}
}  // namespace

TEST_CASE("every rolling calculator with few dice: the exact odds equal its roll enumerated over every face") {
    int compared = 0, too_many = 0;
    std::set<std::string> calcs;
    for (const pm::Calculator* c : pm::all_calculators()) {
        if (!c->roll || kRolledValue.count(c->id) || kNoOutcomeKey.count(c->id)) continue;
        for (const Config& k : configurations(*c)) {
            if (kKnownDisagreements.count(k.name)) continue;
            CAPTURE(k.name);
            const json answer = pm::evaluate_request(request_for(*c, k));
            if (answer["ok"] != true || answer["outcomes"].empty()) continue;
            pm::EvalContext ctx;
            if (!k.tables.is_null()) ctx.tables = k.tables;
            const pm::Params p(answer["params"]);
            const pm::Result said = c->evaluate(p, ctx);
            const json& outcomes = answer["outcomes"];
            pm::Dist rolled = pm::Dist::point(0);
            try {
                rolled = pm::roll_odds(
                    [&](pm::Prng& dice) {
                        pm::Result r = said;
                        c->roll(p, ctx, dice, r);
                        return r.roll.is_object() ? key_index(outcomes, r.roll.value("key", json())) : -2;
                    },
                    kExactRuns);
            } catch (const pm::DiceRunaway&) {
                ++too_many;
                continue;
            } catch (const std::overflow_error&) {
                ++too_many;  // a roll that may try again without end: its deepest branches outgrow a fraction
                continue;
            }
            if (rolled.p(-2) == Rational(1)) continue;  // this configuration does not roll
            ++compared;
            calcs.insert(c->id);
            CHECK_MESSAGE(rolled.p(-1) == Rational(0), "a roll names no outcome of the odds");
            for (size_t i = 0; i < outcomes.size(); ++i)
                CHECK_MESSAGE(rolled.p(static_cast<int>(i)) == Rational::parse(outcomes[i]["exact"].get<std::string>()),
                              "outcome " << outcomes[i]["key"] << ": odds " << outcomes[i]["exact"] << ", roll "
                                         << rolled.p(static_cast<int>(i)).str());
        }
    }
    std::string names;
    for (const auto& id : calcs) names += (names.empty() ? "" : ", ") + id;
    MESSAGE("compared exactly: " << names);
    MESSAGE(compared << " configurations of " << calcs.size() << " calculators compared exactly; " << too_many
                     << " with more than " << kExactRuns << " face sequences left to the statistics");
    CHECK(calcs.size() >= 60);
}
#endif

}  // namespace core_engine_test_roll_matches_odds
