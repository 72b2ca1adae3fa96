// Every roll said in words: the response's `rolled` sentence, for every calculator in the registry.
//
// A request with a seed or with the player's own dice gets a concrete roll ("roll", with every die
// drawn in "roll.faces") and, for people, `rolled`: one or two sentences saying what the roll gave
// and which dice decided it (docs/contract.md "Response"). For every calculator found in the
// registry (never a hand-written list), at its defaults and with one parameter changed at a time,
// without tables and with the example tables the product ships, at a few fixed seeds:
//   - `rolled` is there and not empty (also when there is nothing to roll);
//   - when roll.key names an outcome, `rolled` contains that outcome's label (the words the odds
//     rows show, so the player finds the rolled row);
//   - the faces of roll.faces appear in `rolled`, in the order drawn (other numbers may sit between
//     them: a target number, a total), except for the generators listed below;
//   - no raw response text: no `"key"`, no brace, no underscore, no internal note id;
//   - the same faces sent back as the player's dice give the same sentence.
#include <doctest/doctest.h>

#include <cctype>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "contract/calculator.h"
#include "contract/codec.h"
#include "contract/registry.h"
#include "contract/tables/table_kinds.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"

namespace core_contract_test_rolled_words {

namespace {

using pm::json;

constexpr uint32_t kSeeds[] = {1, 2, 5, 9};

// Generators roll a whole artefact (a tunnel complex, a card deal): dozens of dice that no sentence
// should list. Their sentence says what was generated; each still names its first die.
const std::map<std::string, std::string> kGenerators = {
    {"fng.tunnel", "a tunnel complex: a die for its size, then several for each section"},
    {"fng.enemy-placement", "a deal of cards over the board's sections: a die for each section and card"},
};

// Raw response text a player must never read in the sentence.
std::string raw_text(const std::string& t) {
    for (const char* bad : {"\"key\"", "{", "}", "_", "digest", "null"})
        if (t.find(bad) != std::string::npos) return bad;
    static const std::regex note_id(R"(\b(FNG|VS|SD|TCS|SOL|E)-[A-Z]*[0-9])");
    std::smatch m;
    if (std::regex_search(t, m, note_id)) return m.str();
    return {};
}

// The whole numbers written in a sentence, in order.
std::vector<long long> numbers_in(const std::string& t) {
    std::vector<long long> out;
    for (size_t i = 0; i < t.size();) {
        if (std::isdigit(static_cast<unsigned char>(t[i]))) {
            size_t j = i;
            while (j < t.size() && std::isdigit(static_cast<unsigned char>(t[j]))) ++j;
            out.push_back(std::stoll(t.substr(i, j - i)));
            i = j;
        } else {
            ++i;
        }
    }
    return out;
}

// Whether `faces` appear in `numbers` in order (others may sit between).
bool in_order(const std::vector<long long>& faces, const std::vector<long long>& numbers) {
    size_t k = 0;
    for (long long n : numbers)
        if (k < faces.size() && n == faces[k]) ++k;
    return k == faces.size();
}

std::string label_of(const json& r) {
    const json& roll = r["roll"];
    if (!roll.is_object() || !roll.contains("key")) return {};
    const json& k = roll["key"];
    const std::string key = k.is_string() ? k.get<std::string>() : (k.is_number() ? k.dump() : std::string());
    for (const auto& o : r["outcomes"])
        if (o["key"] == key) return o["label"].get<std::string>();
    return {};
}

std::vector<json> param_changes(const pm::Calculator& c) {
    std::vector<json> out = {json::object()};
    for (const pm::ParamSpec& s : c.params) {
        switch (s.type) {
            case pm::ParamType::Bool: out.push_back({{s.name, !s.def.get<bool>()}}); break;
            case pm::ParamType::Enum:
                for (const pm::Choice& ch : s.choices)
                    if (json(ch.value) != s.def) out.push_back({{s.name, ch.value}});
                break;
            case pm::ParamType::Int:
                out.push_back({{s.name, static_cast<int>(s.min)}});
                out.push_back({{s.name, static_cast<int>(s.max)}});
                break;
            default: break;
        }
    }
    return out;
}

json example_tables(const pm::Calculator& c) {
    json shipped = json::object();
    for (const pm::TableSpec& spec : c.tables) {
        const pm::tables::TableKind* kind = pm::tables::find_table_kind(spec.id);
        if (kind && !kind->example.empty()) shipped[spec.id] = pm::data_json(kind->example);
    }
    return shipped.empty() ? json() : shipped;
}

// Each fault of one answer's sentence, in words (empty: none).
std::vector<std::string> faults_of(const json& r, bool generator) {
    std::vector<std::string> out;
    if (!r.contains("rolled") || !r["rolled"].is_string()) return {"no \"rolled\" string"};
    const std::string t = r["rolled"].get<std::string>();
    if (t.empty()) out.push_back("\"rolled\" is empty");
    if (const std::string bad = raw_text(t); !bad.empty()) out.push_back("raw text " + bad + " in: " + t);
    if (!r["roll"].is_object()) return out;
    const std::string label = label_of(r);
    if (!label.empty() && t.find(label) == std::string::npos)
        out.push_back("the rolled outcome's label \"" + label + "\" is missing from: " + t);
    std::vector<long long> faces;
    for (const auto& f : r["roll"].value("faces", json::array())) faces.push_back(f["face"].get<long long>());
    if (generator && faces.size() > 1) faces.resize(1);
    if (!in_order(faces, numbers_in(t)))
        out.push_back("the faces " + r["roll"]["faces"].dump() + " are not all in: " + t);
    return out;
}

}  // namespace

TEST_CASE("every rolling calculator says its roll in words, seeded and with the player's own dice") {
    int answers = 0, sentences_with_label = 0, replays = 0;
    for (const pm::Calculator* c : pm::all_calculators()) {
        const bool generator = kGenerators.count(c->id) > 0;
        std::vector<json> table_sets = {json()};
        if (json t = example_tables(*c); !t.is_null()) table_sets.push_back(t);
        for (const json& tables : table_sets)
            for (const json& params : param_changes(*c))
                for (uint32_t seed : kSeeds) {
                    json req = {{"calc", c->id}, {"params", params}, {"seed", seed}};
                    if (!tables.is_null()) req["tables"] = tables;
                    const json r = pm::evaluate_request(req);
                    if (!r.value("ok", false)) continue;  // a change the rules refuse
                    ++answers;
                    const std::string where = req.dump();
                    for (const std::string& f : faults_of(r, generator)) FAIL_CHECK(where << ": " << f);
                    if (!label_of(r).empty()) ++sentences_with_label;
                    if (!r["roll"].is_object()) continue;
                    // The player's own dice: the same faces, the same words.
                    json own = req;
                    own.erase("seed");
                    own["dice"] = json::array();
                    for (const auto& f : r["roll"].value("faces", json::array())) own["dice"].push_back(f["face"]);
                    const json again = pm::evaluate_request(own);
                    ++replays;
                    for (const std::string& f : faults_of(again, generator))
                        FAIL_CHECK(own.dump() << " (player's dice): " << f);
                    CHECK_MESSAGE(again.value("rolled", std::string()) == r.value("rolled", std::string()),
                                  own.dump() << ": the player's dice say " << again.value("rolled", std::string())
                                             << " but the seed said " << r.value("rolled", std::string()));
                }
    }
    // The walk reached the registry's rolls (not an empty loop).
    CHECK(answers > 1000);
    CHECK(sentences_with_label > 500);
    CHECK(replays > 500);
}

TEST_CASE("a request without a seed or dice has no rolled sentence") {
    for (const pm::Calculator* c : pm::all_calculators()) {
        const json r = pm::evaluate_request({{"calc", c->id}});
        if (r.value("ok", false)) CHECK_MESSAGE(!r.contains("rolled"), c->id);
    }
}

// [SECTION] a roll said step by step (engine/random/dice_steps.h, contract/rolled.h stepped_rolled)
namespace {
bool said(const json& r, const std::string& text) {
    return r.value("rolled", std::string()).find(text) != std::string::npos;
}
}  // namespace

TEST_CASE("a burst at two targets is said per target, each die with what it decides, Tight Ammo said") {
    // Two targets, two dice each (M-16 on full automatic? a custom weapon of 4 dice is plainer).
    const json params = {{"dice", 4}, {"targets", 2}, {"target_rep", 4}};
    bool saw_ammo = false, saw_miss = false;
    for (uint32_t seed = 1; seed <= 60; ++seed) {
        json r = pm_test::ev("fng.burst", params, seed);
        CAPTURE(r["rolled"]);
        CHECK(said(r, "to hit: "));
        // Every target is named in the to-hit step, hit or missed.
        CHECK(said(r, "target 1"));
        CHECK(said(r, "target 2"));
        for (const auto& f : r["roll"]["faces"]) CHECK(f.contains("for"));  // each die's purpose
        const json& faces = r["roll"]["faces"];
        int ones = 0;
        for (int i = 0; i < 4; ++i) ones += faces[i]["face"] == 1;
        CHECK(said(r, "Tight Ammo") == (ones >= 2));
        saw_ammo = saw_ammo || ones >= 2;
        saw_miss = saw_miss || said(r, "missed");
        CHECK(r["roll"]["steps_said"].is_array());
    }
    CHECK(saw_ammo);
    CHECK(saw_miss);
}

TEST_CASE("a booby trap's whole roll names the trap, given or rolled") {
    json given = pm_test::ev("fng.booby-trap-chain", {{"trap", "viper"}}, 3);
    CHECK(said(given, "viper"));
    CHECK(said(given, "to find it"));
    for (uint32_t seed = 1; seed <= 20; ++seed) {
        json rolled = pm_test::ev("fng.booby-trap-chain", {{"trap", "roll"}}, seed);
        CAPTURE(rolled["rolled"]);
        CHECK(said(rolled, "for the trap's type"));
    }
}

TEST_CASE("the seeded weather says its dice once: in the rolled sentence, not again in the summary") {
    json r = pm_test::ev("fng.weather", {{"month", 7}}, 12345);
    CHECK(said(r, "Rolled"));
    CHECK(r["summary"].get<std::string>().find("Rolled") == std::string::npos);
    for (const auto& f : r["roll"]["faces"]) CHECK(f.contains("for"));
}
}  // namespace core_contract_test_rolled_words
