// The catalog (core/contract/catalog.h): probability text against independent fractions; fault finding,
// search ranking and presentation on fixture catalogs and fixture calculators (independent of the
// real data); then the real catalog: sound, complete for every value every calculator returns, and
// the players' questions answered from one typed word.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "contract/catalog.h"
#include "contract/catalog_detail.h"
#include "contract/codec.h"
#include "contract/registry.h"
#include "engine/exact/rational.h"

namespace core_contract_test_catalog {

using pm::json;
using pm::Rational;
namespace cd = pm::catalog_detail;

namespace {

// [SECTION] helpers

pm::Calculator fake(const std::string& id, const std::string& title, const std::string& citation,
                    const std::string& help, std::vector<pm::ParamSpec> params = {},
                    std::vector<pm::TableSpec> tables = {}) {
    pm::Calculator c;
    c.id = id;
    c.title = title;
    c.ruleset = id.substr(0, id.find('.'));
    c.citation = citation;
    c.help = help;
    c.params = std::move(params);
    c.tables = std::move(tables);
    return c;
}

std::vector<const pm::Calculator*> ptrs(const std::vector<pm::Calculator>& cs) {
    std::vector<const pm::Calculator*> out;
    for (const auto& c : cs) out.push_back(&c);
    return out;
}

std::vector<std::string> ids(const json& hits) {
    std::vector<std::string> out;
    for (const auto& h : hits) out.push_back(h["id"].get<std::string>());
    return out;
}

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) s += (s.empty() ? "" : " | ") + x;
    return s;
}

bool has_fault(const std::vector<std::string>& faults, const std::string& part) {
    for (const auto& f : faults)
        if (f.find(part) != std::string::npos) return true;
    return false;
}

// A probability as people must never see it: "0.6667", or any figure with more than two decimals.
bool raw_double(const std::string& text) {
    static const std::regex raw("(^|[^0-9.])0\\.[0-9]{3,}");
    static const std::regex long_decimals("[0-9]\\.[0-9]{3,}");
    return std::regex_search(text, raw) || std::regex_search(text, long_decimals);
}

const json kWords = json::parse(R"({"synonyms": {
    "yankee": ["zulu"], "shoot": ["fire"], "hand to hand": ["melee"], "vc": [], "spot": ["sighting"]}})");

}  // namespace

// [SECTION] probability_text

TEST_CASE("catalog: probability_text writes a percentage with the exact fraction") {
    CHECK(pm::probability_text(Rational(2, 3).to_double()) == "66.7% (2/3)");
    CHECK(pm::probability_text(Rational(1, 36).to_double()) == "2.8% (1/36)");
    CHECK(pm::probability_text(Rational(5, 7776).to_double()) == "0.1% (5/7776)");
    CHECK(pm::probability_text(Rational(1, 7776).to_double()) == "< 0.1% (1/7776)");
    CHECK(pm::probability_text(Rational(1, 60466176).to_double()) == "< 0.1% (1/60466176)");  // 1/6^10
    CHECK(pm::probability_text(Rational(7775, 7776).to_double()) == "> 99.9% (7775/7776)");
    CHECK(pm::probability_text(0.0) == "0% (0)");
    CHECK(pm::probability_text(1.0) == "100% (1)");
    CHECK(pm::probability_text(0.5) == "50.0% (1/2)");
    // 0.1 is no dice fraction, and no double is exactly a tenth: still recovered as 1/10.
    CHECK(pm::probability_text(0.1) == "10.0% (1/10)");
    // Not probabilities: never a raw double either.
    CHECK(pm::probability_text(1.5) == "1.5");
    CHECK(pm::probability_text(std::nan("")) == "—");
}

TEST_CASE("catalog: fractions are recovered exactly for every small denominator and powers of six") {
    // Every n/d with d ≤ 300, reduced by Rational (independent of the recovery).
    int checked = 0;
    for (long long d = 1; d <= 300; ++d)
        for (long long n = 0; n <= d; ++n) {
            Rational r(n, d);
            long long num = -1, den = -1;
            REQUIRE(cd::fraction_of(r.to_double(), num, den));
            CHECK_MESSAGE((num == r.num() && den == r.den()), n << "/" << d << " came back as " << num << "/" << den);
            ++checked;
        }
    CHECK(checked > 45000);
    // Dice denominators 6^k up to 6^10 with random numerators: the same fraction comes back.
    std::mt19937_64 rng(12345);
    long long pow6 = 1;
    for (int k = 1; k <= 10; ++k) {
        pow6 *= 6;
        for (int i = 0; i < 200; ++i) {
            Rational r(static_cast<long long>(rng() % static_cast<uint64_t>(pow6 + 1)), pow6);
            long long num = -1, den = -1;
            REQUIRE(cd::fraction_of(r.to_double(), num, den));
            CHECK_MESSAGE((num == r.num() && den == r.den()), r.str() << " came back as " << num << "/" << den);
            CHECK(pm::probability_text(r.to_double()).find("(" + r.str() + ")") != std::string::npos);
        }
    }
}

TEST_CASE("catalog: any recovered fraction reproduces the double; none fits a value too small") {
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    for (int i = 0; i < 2000; ++i) {
        double p = u(rng);
        long long num = 0, den = 0;
        if (!cd::fraction_of(p, num, den)) continue;
        CHECK(den >= 1);
        CHECK(den <= 1000000000000LL);
        CHECK(static_cast<double>(num) / static_cast<double>(den) == p);
    }
    // 3.3e-12: no n/d with d ≤ 10^12 rounds to it (checked by brute force over the few numerators
    // that could), so the text has no fraction and does not pretend to be 0.
    const double tiny = 3.3e-12;
    bool any = false;
    for (long long n = 1; n <= 3; ++n) {
        long long d0 = static_cast<long long>(static_cast<double>(n) / tiny);
        for (long long d = d0 - 2; d <= d0 + 2; ++d)
            if (d > 0 && d <= 1000000000000LL && static_cast<double>(n) / static_cast<double>(d) == tiny) any = true;
    }
    REQUIRE_FALSE(any);
    long long num = 0, den = 0;
    CHECK_FALSE(cd::fraction_of(tiny, num, den));
    CHECK(pm::probability_text(tiny) == "< 0.1%");
    CHECK(pm::probability_text(1e-300) == "< 0.1%");
}

// [SECTION] text helpers

TEST_CASE("catalog: words fold case, accents and punctuation, keeping page and section numbers") {
    CHECK(cd::words_of("Mêlée, Rep 4!") == std::vector<std::string>{"melee", "rep", "4"});
    CHECK(cd::words_of("FNG p.38 (FNG-T78)") == std::vector<std::string>{"fng", "p.38", "fng", "t78"});
    CHECK(cd::words_of("S&D [2.5c]–§31.13.") == std::vector<std::string>{"s", "d", "2.5c", "31.13"});
    CHECK(cd::words_of("fng.close-assault") == std::vector<std::string>{"fng", "close", "assault"});
    CHECK(cd::words_of("Don’t  stop") == std::vector<std::string>{"dont", "stop"});
    CHECK(cd::words_of("\xff\xfe garbage \xc3") == std::vector<std::string>{"garbage"});
    CHECK(cd::label_from_key("hit_chance") == "Hit chance");
    CHECK(cd::label_from_key("heavy-rain") == "Heavy rain");
    CHECK(cd::number_text(0.8333333333333334) == "0.83");
    CHECK(cd::number_text(12) == "12");
    CHECK(cd::number_text(2.5) == "2.5");
    CHECK(cd::number_text(0.0001) == "< 0.01");
}

// [SECTION] faults on fixture catalogs

namespace {
std::vector<pm::Calculator> fault_calcs() {
    return {fake("fng.one", "One", "FNG p.1", "",
                 {pm::ParamSpec::Int("rep", "Rep", 1, 6, 4, ""), pm::ParamSpec::Int("dice", "Dice", 1, 6, 1, ""),
                  pm::ParamSpec::Bool("a", "A", false, ""), pm::ParamSpec::Bool("b", "B", false, ""),
                  pm::ParamSpec::Bool("c", "C", false, ""), pm::ParamSpec::Bool("d", "D", false, "")}),
            fake("fng.two", "Two", "FNG p.2", ""), fake("sd.three", "Three", "S&D [1.0]", "")};
}
json sound_files() {
    return json::parse(R"({
      "catalog/fng.json": {"ruleset": "fng",
        "groups": [{"id": "firefight", "title": "In the firefight"}, {"id": "campaign", "title": "Campaign"}],
        "calculators": {
          "fng.one": {"group": "firefight", "words": ["shoot"], "main": ["rep", "dice"],
                      "values": {"hit": {"label": "Hit", "kind": "percent"},
                                 "hits": {"label": "Hits", "kind": "percents", "item": "{n} hits", "start": 0}}},
          "fng.two": {"group": "campaign", "main": []}}},
      "catalog/sd.json": {"ruleset": "sd", "groups": [{"id": "assault", "title": "Assault"}],
        "calculators": {"sd.three": {"group": "assault", "main": []}}}})");
}
}  // namespace

TEST_CASE("catalog: a sound fixture catalog has no faults") {
    auto calcs = fault_calcs();
    auto faults = cd::catalog_faults_of(sound_files(), kWords, ptrs(calcs));
    CHECK_MESSAGE(faults.empty(), joined(faults));
}

TEST_CASE("catalog: each kind of fault is found and named") {
    auto calcs = fault_calcs();
    auto one = [](json& f) -> json& { return f["catalog/fng.json"]["calculators"]["fng.one"]; };
    auto faults_with = [&](const std::function<void(json&)>& edit) {
        json files = sound_files();
        edit(files);
        return cd::catalog_faults_of(files, kWords, ptrs(calcs));
    };
    CHECK(has_fault(faults_with([](json& f) { f["catalog/fng.json"]["calculators"].erase("fng.two"); }),
                    "fng.two: no catalog entry"));
    CHECK(has_fault(faults_with([&](json& f) { one(f)["group"] = "nowhere"; }),
                    "group \"nowhere\" is not a group of fng"));
    CHECK(has_fault(faults_with([&](json& f) { one(f)["main"] = {"rep", "dice", "a", "b", "c", "d"}; }),
                    "more than five main parameters"));
    CHECK(has_fault(faults_with([&](json& f) {
                        one(f)["main"] = {"rep", "range"};
                    }),
                    "main parameter \"range\" is not a parameter"));
    CHECK(has_fault(faults_with([&](json& f) { one(f)["main"] = {"rep", "rep"}; }), "\"rep\" repeated"));
    CHECK(has_fault(faults_with([&](json& f) { one(f).erase("main"); }), "fng.one: no \"main\""));
    CHECK(has_fault(faults_with([&](json& f) { one(f)["values"]["hit"]["kind"] = "fraction"; }),
                    "kind \"fraction\" is not a value kind"));
    CHECK(has_fault(faults_with([&](json& f) { one(f)["values"]["hit"].erase("label"); }), "value \"hit\": no label"));
    CHECK(has_fault(
        faults_with([](json& f) {
            f["catalog/fng.json"]["calculators"]["fng.ghost"] = {{"group", "firefight"}, {"main", json::array()}};
        }),
        "fng.ghost: no such calculator"));
    CHECK(has_fault(faults_with([](json& f) {
                        f["catalog/fng.json"]["groups"].push_back({{"id", "empty"}, {"title", "Nobody"}});
                    }),
                    "group \"empty\" has no calculator"));
    CHECK(has_fault(faults_with([](json& f) { f["catalog/sd.json"]["ruleset"] = "fng"; }),
                    "catalog/sd.json: \"ruleset\": \"fng\" but the file is named for \"sd\""));
    CHECK(has_fault(
        faults_with([](json& f) {
            f["catalog/fng.json"]["calculators"]["sd.three"] = {{"group", "firefight"}, {"main", json::array()}};
        }),
        "sd.three: belongs to rule set \"sd\""));
    CHECK(has_fault(faults_with([](json& f) { f["catalog/sd.json"] = "not valid JSON"; }),
                    "catalog/sd.json: not a JSON object"));
    CHECK(has_fault(cd::catalog_faults_of(sound_files(), json(), ptrs(calcs)), "catalog/words.json"));
    // A catalog with no files at all: every calculator is a fault, and nothing crashes.
    auto none = cd::catalog_faults_of(json::object(), kWords, ptrs(calcs));
    CHECK(none.size() == 3);
}

TEST_CASE("catalog: a missing or partial catalog falls back without crashing") {
    auto calcs = fault_calcs();
    json files = sound_files();
    files["catalog/fng.json"]["calculators"].erase("fng.one");
    cd::Catalog cat(files, kWords, json(), ptrs(calcs));
    CHECK(cat.entry("fng.one") == nullptr);
    const pm::CatalogEntry& e = cat.effective(calcs[0]);
    CHECK(e.group == "other");
    CHECK(e.main == std::vector<std::string>{"rep", "dice", "a", "b", "c"});  // the first five
    CHECK(cat.group_of(calcs[0]).title == "Other");
    // "Other" closes its own rule set, before the next rule set's groups.
    json gs = cat.groups_json();
    std::vector<std::string> order;
    for (const auto& g : gs) order.push_back(g["ruleset"].get<std::string>() + "/" + g["id"].get<std::string>());
    CHECK(order == std::vector<std::string>{"fng/firefight", "fng/campaign", "fng/other", "sd/assault"});
    // Values no catalog entry describes: nothing is guessed from their names, nothing is shown.
    json r = {{"ok", true},
              {"calc", "fng.one"},
              {"values", {{"hit_chance", 0.5}, {"hit_chance_exact", "1/2"}, {"to_hit", 8}}}};
    CHECK(cat.present(r).empty());
}

TEST_CASE("catalog: a labelled object reads as its label and value, never as field names") {
    auto calcs = fault_calcs();
    json files = sound_files();
    json& values = files["catalog/fng.json"]["calculators"]["fng.one"]["values"];
    values["effects"] = {{"label", "Effects"}, {"kind", "table"}};
    values["weather"] = {{"label", "Weather"}, {"kind", "table"}};
    cd::Catalog cat(files, kWords, json(), ptrs(calcs));
    json r = {{"ok", true},
              {"calc", "fng.one"},
              {"values",
               {{"effects", json::array({{{"topic", "air"}, {"label", "Air support"}, {"value", "normal"}},
                                         {{"label", "Sight"}, {"value", "12 inches"}, {"rule", "FNG p.38"}}})},
                {"weather", {{"clear", {{"label", "Clear skies"}, {"value", "no effect"}}}}}}}};
    json shown = cat.present(r);
    std::string all = shown.dump();
    CHECK(all.find("Air support") != std::string::npos);
    CHECK(all.find("normal") != std::string::npos);
    CHECK(all.find("Clear skies: no effect") != std::string::npos);
    CHECK(all.find("12 inches") != std::string::npos);
    for (const char* raw : {"Value", "Label", "Topic", "air"}) {
        CAPTURE(raw);
        CHECK(all.find(std::string("\"") + raw) == std::string::npos);
        CHECK(all.find(std::string(raw) + ":") == std::string::npos);
    }
}

// [SECTION] search on a fixture catalog

namespace {
struct SearchFixture {
    std::vector<pm::Calculator> calcs;
    json files;
    SearchFixture() {
        using pm::ParamSpec;
        calcs = {
            // One word, "zulu", in a different field of each (tiers).
            fake("fng.t1", "Zulu time", "FNG p.90", "Nothing here."),
            fake("fng.t2", "Zuluish start", "FNG p.91", "Nothing here."),
            fake("fng.t3", "Third", "FNG p.92", "Nothing here."),
            fake("fng.zulu-x", "Fourth", "FNG p.93", "Nothing here."),
            fake("fng.t5", "Fifth", "FNG p.94 (ZULU-T1)", "Nothing here."),
            fake("fng.t6", "Sixth", "FNG p.95", "Nothing here.", {ParamSpec::Int("hour", "Zulu hour", 0, 23, 0, "")}),
            fake("fng.t7", "Seventh", "FNG p.96", "Counts the zulu minutes."),
            // Realistic ones.
            fake("fng.fire", "Ranged fire at one target",
                 "FNG pp.18-19 (Ranged Combat To Hit Table, Ranged Combat Damage Table, v1 to Generic weapons)",
                 "Dice for one firer.",
                 {ParamSpec::Int("rep", "Rep", 2, 6, 4, ""),
                  ParamSpec::Enum("target", "Target", {{"cover", "In cover"}, {"open", "In the open"}}, "open", "")}),
            fake("fng.firefight", "Firefight start", "FNG p.22", "Who moves first."),
            fake("fng.weather", "Weather and time of day",
                 "FNG p.38 (Weather and Time of Day, Variable weather), p.51 (Wind Direction Table)", "Rolls it."),
            fake("fng.los", "Line of sight", "FNG pp. 13, 17, 37–38, 51 (Visibility limits)", "How far."),
            fake("fng.melee", "Mêlée", "FNG pp.20-21 (Melee Modifiers to Melee Weapons)", "Close fighting."),
            fake("fng.tunnel", "Tunnel complex", "FNG pp.57–58 (Underground light and LOS … Tunnel Encounter)",
                 "VC dug it."),
            fake("fng.kilo-b", "Kilo", "FNG p.3", "", {}, {}),
            fake("fng.kilo-a", "Kilo", "FNG p.4", "", {}, {}),
            fake("fng.kilo-c", "Kilo", "FNG p.5", "", {}, {}),
            fake("tcs.acq", "Counterbattery target acquisition", "TCS Modern 2.5c–2.5d (TCS-T4)", "Finds guns."),
            fake("sd.assault", "Close assault odds", "S&D [32.0]–[32.8]", "Odds.", {},
                 {pm::TableSpec{"sd.crt", "Close assault CRT", "", {}, {}, false, ""}}),
            fake("sd.cadre", "Cadre", "S&D §2.5 and [31.13]", "Support."),
            fake("skirmish.spot", "Spotting a hidden figure", "Vietnam Skirmish, Alternate Hidden Rules", "Roll."),
            fake("skirmish.sighting", "Sighting hidden figures", "Vietnam Skirmish, Hidden Rules", "Roll."),
        };
        files = json::parse(R"({
          "catalog/fng.json": {"ruleset": "fng",
            "groups": [{"id": "g1", "title": "First"}, {"id": "g2", "title": "Second"}],
            "calculators": {
              "fng.t1": {"group": "g1", "main": []}, "fng.t2": {"group": "g1", "main": []},
              "fng.t3": {"group": "g1", "main": [], "words": ["zulu"]}, "fng.zulu-x": {"group": "g1", "main": []},
              "fng.t5": {"group": "g1", "main": []}, "fng.t6": {"group": "g1", "main": []},
              "fng.t7": {"group": "g1", "main": []},
              "fng.fire": {"group": "g1", "main": ["rep", "target"], "words": ["to hit"]},
              "fng.firefight": {"group": "g1", "main": []},
              "fng.weather": {"group": "g2", "main": []}, "fng.los": {"group": "g1", "main": []},
              "fng.melee": {"group": "g1", "main": []}, "fng.tunnel": {"group": "g2", "main": []},
              "fng.kilo-b": {"group": "g2", "main": []}, "fng.kilo-a": {"group": "g2", "main": []},
              "fng.kilo-c": {"group": "g1", "main": []}}},
          "catalog/tcs.json": {"ruleset": "tcs", "groups": [{"id": "arty", "title": "Artillery"}],
            "calculators": {"tcs.acq": {"group": "arty", "main": []}}},
          "catalog/sd.json": {"ruleset": "sd", "groups": [{"id": "a", "title": "Assault"}],
            "calculators": {"sd.assault": {"group": "a", "main": []}, "sd.cadre": {"group": "a", "main": []}}},
          "catalog/skirmish.json": {"ruleset": "skirmish", "groups": [{"id": "s", "title": "Spotting"}],
            "calculators": {"skirmish.spot": {"group": "s", "main": []},
                            "skirmish.sighting": {"group": "s", "main": []}}}})");
    }
};
}  // namespace

TEST_CASE("catalog search: title word > title prefix > catalog word > id > citation > parameter > help") {
    SearchFixture f;
    cd::Catalog cat(f.files, kWords, json(), ptrs(f.calcs));
    REQUIRE_MESSAGE(cat.faults().empty(), joined(cat.faults()));
    CHECK(ids(cat.search("zulu", "")) ==
          std::vector<std::string>{"fng.t1", "fng.t2", "fng.t3", "fng.zulu-x", "fng.t5", "fng.t6", "fng.t7"});
    // A synonym ranks with the catalog words, below a title matched as typed.
    auto syn = ids(cat.search("yankee", ""));
    REQUIRE(syn.size() == 7);
    CHECK(std::set<std::string>(syn.begin(), syn.begin() + 3) == std::set<std::string>{"fng.t1", "fng.t2", "fng.t3"});
    CHECK(std::vector<std::string>(syn.begin() + 3, syn.end()) ==
          std::vector<std::string>{"fng.zulu-x", "fng.t5", "fng.t6", "fng.t7"});
    json first = cat.search("yankee", "")[0];
    CHECK(first["why"].get<std::string>().find("yankee → zulu") != std::string::npos);
}

TEST_CASE("catalog search: ties go by group order, then title") {
    SearchFixture f;
    cd::Catalog cat(f.files, kWords, json(), ptrs(f.calcs));
    // kilo-c is in the first group; kilo-a and kilo-b share the second and the same title.
    CHECK(ids(cat.search("kilo", "")) == std::vector<std::string>{"fng.kilo-c", "fng.kilo-a", "fng.kilo-b"});
    // "fire": the title word exactly beats "firefight" (a prefix).
    auto fire = ids(cat.search("fire", ""));
    REQUIRE(fire.size() >= 2);
    CHECK(fire[0] == "fng.fire");
    CHECK(fire[1] == "fng.firefight");
}

TEST_CASE("catalog search: every word must match; synonyms, phrases, fillers, accents, plurals") {
    SearchFixture f;
    cd::Catalog cat(f.files, kWords, json(), ptrs(f.calcs));
    CHECK(ids(cat.search("shoot", "")).front() == "fng.fire");
    CHECK(ids(cat.search("ranged fire", "")) == std::vector<std::string>{"fng.fire"});
    CHECK(ids(cat.search("ranged zulu", "")).empty());
    CHECK(ids(cat.search("hand to hand", "")) == std::vector<std::string>{"fng.melee"});
    CHECK(ids(cat.search("MÊLÉE!", "")) == std::vector<std::string>{"fng.melee"});
    CHECK(ids(cat.search("melee", "")) == std::vector<std::string>{"fng.melee"});
    CHECK(ids(cat.search("tunnels", "")).front() == "fng.tunnel");
    // "vc" is a filler word: it never rules a calculator out, but it adds to one it matches.
    CHECK(ids(cat.search("vc tunnel", "")).front() == "fng.tunnel");
    CHECK(ids(cat.search("vc fire", "")).front() == "fng.fire");
    // Parameter labels and enum choices are searchable; "to hit" is one of fng.fire's words.
    CHECK(ids(cat.search("cover", "")) == std::vector<std::string>{"fng.fire"});
    CHECK(ids(cat.search("to hit", "")) == std::vector<std::string>{"fng.fire"});
    // Citations are searched as players read them: the sources hold the tables' printed
    // names, ranges of them included, and those are found; no digest table code finds anything.
    CHECK(cat.search("t78", "").empty());
    CHECK(cat.search("FNG-T75", "").empty());
    CHECK(ids(cat.search("wind direction", "")) == std::vector<std::string>{"fng.weather"});
    CHECK(ids(cat.search("generic weapons", "")) == std::vector<std::string>{"fng.fire"});
    CHECK(ids(cat.search("melee modifiers", "")) == std::vector<std::string>{"fng.melee"});
    // User-entered table titles.
    CHECK(ids(cat.search("crt", "")) == std::vector<std::string>{"sd.assault"});
    // spot → sighting; and the word being typed brings the synonyms of the words it begins.
    auto spot = std::vector<std::string>{"skirmish.spot", "skirmish.sighting"};
    CHECK(ids(cat.search("spot", "")) == spot);
    CHECK(ids(cat.search("spo", "")) == spot);
    CHECK(ids(cat.search("spotting", "")) == std::vector<std::string>{"skirmish.spot"});
}

TEST_CASE("catalog search: page and section numbers") {
    SearchFixture f;
    cd::Catalog cat(f.files, kWords, json(), ptrs(f.calcs));
    auto p38 = std::vector<std::string>{"fng.los", "fng.weather"};  // group g1 before g2
    CHECK(ids(cat.search("p.38", "")) == p38);
    CHECK(ids(cat.search("p38", "")) == p38);
    CHECK(ids(cat.search("pp.38", "")) == p38);
    CHECK(ids(cat.search("38", "")) == p38);
    CHECK(ids(cat.search("p.51", "")) == p38);                                   // a second page, and a list
    CHECK(ids(cat.search("p.19", "")) == std::vector<std::string>{"fng.fire"});  // inside pp.18-19
    CHECK(ids(cat.search("p.17", "")) == std::vector<std::string>{"fng.los"});
    CHECK(ids(cat.search("p.39", "")).empty());
    CHECK(ids(cat.search("p.57", "")) == std::vector<std::string>{"fng.tunnel"});
    // Sections: "2.5" finds 2.5c and §2.5; "[32.4]" falls inside [32.0]–[32.8]; "31.1" is not 31.13.
    CHECK(ids(cat.search("2.5", "")) == std::vector<std::string>{"sd.cadre", "tcs.acq"});
    CHECK(ids(cat.search("§2.5", "")) == std::vector<std::string>{"sd.cadre", "tcs.acq"});
    CHECK(ids(cat.search("2.5d", "")) == std::vector<std::string>{"tcs.acq"});
    CHECK(ids(cat.search("[32.4]", "")) == std::vector<std::string>{"sd.assault"});
    CHECK(ids(cat.search("32.9", "")).empty());
    CHECK(ids(cat.search("31.13", "")) == std::vector<std::string>{"sd.cadre"});
    CHECK(ids(cat.search("31.1", "")).empty());
    CHECK(cat.search("p.38", "")[0]["why"] == "page 38");
}

TEST_CASE("catalog search: rule-set filter, empty and hostile queries") {
    SearchFixture f;
    cd::Catalog cat(f.files, kWords, json(), ptrs(f.calcs));
    CHECK(ids(cat.search("assault", "sd")) == std::vector<std::string>{"sd.assault"});
    CHECK(ids(cat.search("assault", "fng")).empty());
    CHECK(ids(cat.search("assault", "nope")).empty());
    for (const auto& h : cat.search("p", "fng")) CHECK(h["ruleset"] == "fng");
    CHECK(cat.search("", "").empty());
    CHECK(cat.search("   ", "").empty());
    CHECK(cat.search("?!.,;", "").empty());
    CHECK(cat.search(std::string(100000, 'a'), "").is_array());
    CHECK(cat.search("\xff\xfe\xc3 fire \xe2\x80", "").is_array());
    CHECK(cat.search(std::string(5000, '.') + "9", "").is_array());
    json h = cat.search("acquisition", "")[0];
    for (const char* k : {"id", "title", "ruleset", "group", "group_title", "citation", "why"}) CHECK(h.contains(k));
    CHECK(h["group_title"] == "Artillery");
}

// [SECTION] presentation on a fixture

TEST_CASE("catalog present_values: every kind, in catalog order, internal values left out") {
    std::vector<pm::Calculator> calcs = {fake("fng.p", "P", "FNG p.1", "")};
    json files = json::parse(R"({"catalog/fng.json": {"ruleset": "fng", "groups": [{"id": "g", "title": "G"}],
      "calculators": {"fng.p": {"group": "g", "main": [], "values": {
        "hits": {"label": "Hits", "kind": "percents", "item": "{n} hits"},
        "hit_chance": {"label": "Chance one die hits", "kind": "percent"},
        "hit_chance_exact": {"label": "", "kind": "internal"},
        "spot": {"label": "Spotted", "kind": "percent"},
        "p_act": {"label": "Acts", "kind": "percent"},
        "passes": {"label": "Passes", "kind": "percents", "item": "pass {n}", "start": 1},
        "to_hit": {"label": "To hit", "kind": "count"},
        "range": {"label": "Range", "kind": "inches"},
        "expected": {"label": "Expected losses", "kind": "number", "unit": "steps"},
        "tiny": {"label": "Tiny", "kind": "number"},
        "night": {"label": "Night", "kind": "bool"},
        "table": {"label": "Table", "kind": "text"},
        "notes": {"label": "Notes", "kind": "list"},
        "odds": {"label": "By result", "kind": "table"},
        "sections": {"label": "Next section", "kind": "table"}}}}}})");
    cd::Catalog cat(files, kWords, json(), ptrs(calcs));
    REQUIRE_MESSAGE(cat.faults().empty(), joined(cat.faults()));
    json values = json::parse(R"({
      "hit_chance": 0.6666666666666666, "hit_chance_exact": "2/3",
      "hits": [0.037037037037037035, 0.2222222222222222, 0.4444444444444444, 0.2962962962962963],
      "hits_exact": ["1/27", "6/27", "12/27", "8/27"],
      "spot": {"exact": "1/6", "p": 0.16666666666666666},
      "p_act": "5/9",
      "passes": [{"p": 0.25, "exact": "1/4"}, "3/4"],
      "to_hit": 8, "range": 12.5, "expected": 0.8333333333333334, "tiny": 0.6667,
      "night": true, "table": "FNG-T15", "notes": ["dark", 2.25, false],
      "odds": {"pass_2": "1/9", "kia-markers": 3, "nested": {"p": 0.5, "exact": "1/2"}},
      "sections": [{"kind": "hall", "label": "Straight hall", "exact": "1/6", "p": 0.16666666666666666},
                   {"name": "Chamber", "p": 0.3333333333333333, "size": 6},
                   {"key": "7", "weather": "clear", "switch_turn": null},
                   {"roll": 2, "chance": 0.41666666666666663}],
      "mystery_ratio": 0.12345678, "mystery_exact": "3/4", "mystery": 0.75})");
    json r = {{"ok", true}, {"calc", "fng.p"}, {"values", values}};
    json shown = cat.present(r);
    std::vector<std::string> keys;
    for (const auto& v : shown) keys.push_back(v["key"].get<std::string>());
    CHECK(keys == std::vector<std::string>{"hits", "hit_chance", "spot", "p_act", "passes", "to_hit", "range",
                                           "expected", "tiny", "night", "table", "notes", "odds", "sections"});
    auto at = [&](const std::string& k) {
        for (const auto& v : shown)
            if (v["key"] == k) return v;
        return json();
    };
    CHECK(at("hit_chance")["text"] == "66.7% (2/3)");
    CHECK(at("hit_chance")["label"] == "Chance one die hits");
    json hits = at("hits");
    REQUIRE(hits["rows"].size() == 4);
    CHECK(hits["rows"][0] == json{{"label", "0 hits"}, {"text", "3.7% (1/27)"}});
    CHECK(hits["rows"][1] == json{{"label", "1 hits"}, {"text", "22.2% (2/9)"}});
    CHECK(hits["text"] == "0 hits 3.7%, 1 hits 22.2%, 2 hits 44.4%, 3 hits 29.6%");
    CHECK(at("spot")["text"] == "16.7% (1/6)");
    CHECK(at("p_act")["text"] == "55.6% (5/9)");
    CHECK(at("passes")["rows"][0] == json{{"label", "pass 1"}, {"text", "25.0% (1/4)"}});
    CHECK(at("passes")["rows"][1] == json{{"label", "pass 2"}, {"text", "75.0% (3/4)"}});
    CHECK(at("to_hit")["text"] == "8");
    CHECK(at("range")["text"] == "12.5\"");
    CHECK(at("expected")["text"] == "0.83 steps");
    CHECK(at("tiny")["text"] == "0.67");
    CHECK(at("night")["text"] == "yes");
    // Our table code is shown as the table's printed name and page, the value kept.
    CHECK(at("table")["text"] == "In Sight Check, v1 (FNG p. 22)");
    CHECK(at("notes")["text"] == "dark, 2.25, no");
    json odds = at("odds");
    REQUIRE(odds["rows"].size() == 3);
    CHECK(odds["rows"][0] == json{{"label", "Pass 2"}, {"text", "1/9"}});
    CHECK(odds["rows"][1] == json{{"label", "Kia markers"}, {"text", "3"}});
    CHECK(odds["rows"][2] == json{{"label", "Nested"}, {"text", "50.0% (1/2)"}});
    json sec = at("sections");
    REQUIRE(sec["rows"].size() == 4);
    CHECK(sec["rows"][0] == json{{"label", "Straight hall"}, {"text", "16.7% (1/6)"}});
    CHECK(sec["rows"][1] == json{{"label", "Chamber"}, {"text", "33.3% (1/3), Size: 6"}});
    CHECK(sec["rows"][2] == json{{"label", "7"}, {"text", "Weather: clear, Switch turn: —"}});
    CHECK(sec["rows"][3] == json{{"label", "4"}, {"text", "Roll: 2, Chance: 0.42"}});
    // Values the data file does not describe are not shown, whatever their names or sizes suggest
    // (mystery, mystery_ratio, mystery_exact); the exact companion of a described one is folded into it.
    CHECK(at("mystery").is_null());
    CHECK(at("mystery_ratio").is_null());
    CHECK(at("hits_exact").is_null());
    for (const auto& v : shown) {
        CHECK_MESSAGE(!raw_double(v["text"].get<std::string>()), v.dump());
        if (v.contains("rows"))
            for (const auto& row : v["rows"]) CHECK_MESSAGE(!raw_double(row["text"].get<std::string>()), v.dump());
    }
    // Not ok, not an object, no values: nothing to show.
    CHECK(cat.present(json{{"ok", false}, {"calc", "fng.p"}, {"values", values}}).empty());
    CHECK(cat.present(json::array()).empty());
    CHECK(cat.present(json{{"ok", true}}).empty());
    CHECK(cat.present(json{{"ok", "yes"}, {"values", values}}).empty());
    // Unknown calculator: nothing is described, so nothing is guessed.
    CHECK(cat.present(json{{"ok", true}, {"calc", "fng.nope"}, {"values", {{"a_b", 1}, {"p_x", 0.5}}}}).empty());
}

TEST_CASE("catalog present_values_text: hostile text gives []") {
    CHECK(pm::present_values_text("").empty());
    CHECK(pm::present_values_text("{").empty());
    CHECK(pm::present_values_text(std::string(100000, '[') + std::string(100000, ']')).empty());
    CHECK(pm::present_values_text("\"just a string\"").empty());
    json deep = json::object();
    for (int i = 0; i < 20; ++i) deep = json{{"x", deep}, {"p", 0.123456}};
    json r = pm::present_values(json{{"ok", true}, {"calc", "fng.burst"}, {"values", {{"steps", deep}}}});
    REQUIRE(r.size() == 1);
    CHECK(!raw_double(r[0]["text"].get<std::string>()));
}

// [SECTION] the real catalog (data/catalog/*.json)

TEST_CASE("catalog: the real catalog has no faults") {
    auto faults = pm::catalog_faults();
    CHECK_MESSAGE(faults.empty(), faults.size() << " faults: " << joined(faults));
}

TEST_CASE("catalog: every value every calculator returns is described, and shown without raw doubles") {
    std::set<std::string> undescribed, bad_percent, raw_shown;
    int responses = 0;
    auto check = [&](const pm::Calculator& c, const json& req) {
        json r = pm::evaluate_request(req);
        if (r["ok"] != true) return;
        ++responses;
        const pm::CatalogEntry* e = pm::catalog_entry(c.id);
        for (const auto& [key, v] : r["values"].items()) {
            const pm::ValueSpec* spec = nullptr;
            if (e)
                for (const auto& s : e->values)
                    if (s.key == key) spec = &s;
            if (!spec) {
                undescribed.insert(c.id + " " + key);
                continue;
            }
            auto prob = [](const json& x) {
                if (x.is_number()) return x.get<double>() >= 0 && x.get<double>() <= 1;
                if (x.is_string()) {
                    try {
                        Rational q = Rational::parse(x.get<std::string>());
                        return q.num() >= 0 && q.num() <= q.den();
                    } catch (const std::exception&) {
                        return false;
                    }
                }
                return x.is_object() && x.contains("p") && x["p"].is_number() && x["p"] >= 0 && x["p"] <= 1 &&
                       x.contains("exact");
            };
            if (spec->kind == "percent" && !prob(v)) bad_percent.insert(c.id + " " + key + " = " + v.dump());
            // "percents": a list of chances, or an object of chances by count ({"2": "1/36", …}).
            auto all_prob = [&](const json& x) {
                if (x.is_array()) return std::all_of(x.begin(), x.end(), prob);
                if (!x.is_object()) return false;
                for (const auto& [k, y] : x.items())
                    if (!prob(y)) return false;
                return true;
            };
            if (spec->kind == "percents" && !all_prob(v))
                bad_percent.insert(c.id + " " + key + " = " + v.dump().substr(0, 80));
        }
        for (const auto& shown : pm::present_values(r)) {
            std::vector<std::string> texts{shown["text"].get<std::string>()};
            if (shown.contains("rows"))
                for (const auto& row : shown["rows"]) texts.push_back(row["text"].get<std::string>());
            for (const auto& t : texts)
                if (raw_double(t))
                    raw_shown.insert(c.id + " " + shown["key"].get<std::string>() + ": " + t.substr(0, 100));
        }
    };
    for (const pm::Calculator* c : pm::all_calculators()) {
        check(*c, json{{"calc", c->id}, {"params", json::object()}});
        check(*c, json{{"calc", c->id}, {"params", json::object()}, {"seed", 1}});
        for (const auto& p : c->params) {
            std::vector<json> vals;
            if (p.type == pm::ParamType::Enum)
                for (const auto& ch : p.choices) vals.push_back(ch.value);
            else if (p.type == pm::ParamType::Bool)
                vals = {true, false};
            else if (p.type == pm::ParamType::Int)
                vals = {static_cast<int>(p.min), static_cast<int>(p.max)};
            else if (p.type == pm::ParamType::Number)
                vals = {p.min, p.max};
            for (const auto& v : vals) {
                json req = {{"calc", c->id}, {"params", {{p.name, v}}}};
                check(*c, req);
                req["seed"] = 7;
                check(*c, req);
            }
        }
    }
    CHECK(responses > 1000);
    CHECK_MESSAGE(undescribed.empty(),
                  undescribed.size() << " values not described: " << joined({undescribed.begin(), undescribed.end()}));
    CHECK_MESSAGE(bad_percent.empty(), "not probabilities: " << joined({bad_percent.begin(), bad_percent.end()}));
    CHECK_MESSAGE(raw_shown.empty(), "raw doubles shown: " << joined({raw_shown.begin(), raw_shown.end()}));
}

TEST_CASE("catalog: the players' questions are found from one typed word") {
    struct Q {
        const char* query;
        std::vector<std::string> targets;  // any of them in the top 3
    };
    const std::vector<Q> questions = {
        {"fire", {"fng.fire"}},
        {"shoot", {"fng.fire"}},
        {"received", {"fng.reaction"}},
        {"reaction", {"fng.reaction"}},
        {"sight", {"fng.los"}},
        {"weather", {"fng.weather"}},
        {"tunnel", {"fng.tunnel"}},
        {"vc tunnel", {"fng.tunnel"}},
        {"melee", {"fng.melee"}},
        {"assault", {"sd.close-assault"}},
        {"acquisition", {"tcs.acquisition"}},
        {"kia", {"skirmish.kia"}},
        {"grenade", {"fng.grenade"}},
        {"p.38", {"fng.weather"}},
        {"spot", {"skirmish.spot", "skirmish.sighting"}},
    };
    for (const auto& q : questions) {
        auto got = ids(pm::search_json(q.query));
        bool found = false;
        for (size_t i = 0; i < got.size() && i < 3; ++i)
            for (const auto& t : q.targets) found = found || got[i] == t;
        CHECK_MESSAGE(found, "\"" << q.query << "\" → "
                                  << joined(std::vector<std::string>(got.begin(),
                                                                     got.begin() + std::min<size_t>(got.size(), 5))));
    }
    // A query that is a calculator's own name puts that calculator first, ahead of titles that
    // share the word ("fire": fng.fire before Skirmish's "Off-table fire").
    for (const char* name : {"fire", "melee", "grenade", "weather", "tunnel", "radio", "los"}) {
        auto got = ids(pm::search_json(name, "fng"));
        REQUIRE(!got.empty());
        CHECK_MESSAGE(got[0] == std::string("fng.") + name, name << " → " << got[0]);
    }
    CHECK(ids(pm::search_json("fire"))[0] == "fng.fire");
    CHECK(ids(pm::search_json("booby trap", "fng"))[0] == "fng.booby-trap");
    // The rule-set filter keeps to one game.
    for (const auto& h : pm::search_json("fire", "skirmish")) CHECK(h["ruleset"] == "skirmish");
    CHECK(!pm::search_json("fire", "skirmish").empty());
    CHECK(pm::search_json("").empty());
}

TEST_CASE("catalog: list and describe carry groups, main parameters and value descriptions") {
    json list = pm::list_json();
    std::map<std::string, std::string> group_of;
    for (const auto& e : list) {
        group_of[e["id"].get<std::string>()] = e["group"].get<std::string>();
        CHECK(e["group"].is_string());
        CHECK(e["group_title"].is_string());
        CHECK(e["group_order"].is_number_integer());
        CHECK(pm::catalog_group(e["ruleset"].get<std::string>(), e["group"].get<std::string>()) != nullptr);
    }
    for (const pm::Calculator* c : pm::all_calculators()) {
        json d = pm::describe_json(c->id);
        int mains = 0;
        for (const auto& p : d["params"]) {
            REQUIRE(p["main"].is_boolean());
            mains += p["main"].get<bool>();
        }
        CHECK(mains <= 5);
        CHECK(d["words"].is_array());
        CHECK(d["values"].is_array());
        CHECK(d["group"] == group_of[c->id]);
        CHECK(d["group_title"].is_string());
    }
    // Groups: every rule set has one, in rule-set order.
    json gs = pm::groups_json();
    REQUIRE(!gs.empty());
    const auto& order = pm::ruleset_order();
    long last = 0;
    for (const auto& g : gs) {
        long rank = std::find(order.begin(), order.end(), g["ruleset"].get<std::string>()) - order.begin();
        CHECK(rank >= last);
        last = rank;
    }
}

TEST_CASE("catalog: describe gives the main parameters in the catalog's order and says whether it rolls") {
    // The first screen follows the catalog's order: where the weapon decides the answer it comes
    // first (FNG pp.18-19: the weapon's Targets and Impact are read before any die is rolled).
    json fire = pm::describe_json("fng.fire");
    REQUIRE(fire["main"].is_array());
    REQUIRE(!fire["main"].empty());
    CHECK(fire["main"][0] == "weapon");
    CHECK(fire["rolls"] == true);
    for (const pm::Calculator* c : pm::all_calculators()) {
        json d = pm::describe_json(c->id);
        REQUIRE(d["main"].is_array());
        REQUIRE(d["rolls"].is_boolean());
        std::set<std::string> flagged;
        for (const auto& p : d["params"])
            if (p["main"].get<bool>()) flagged.insert(p["name"].get<std::string>());
        std::set<std::string> listed;
        for (const auto& m : d["main"]) listed.insert(m.get<std::string>());
        CHECK_MESSAGE(flagged == listed, c->id);
        if (d["rolls"].get<bool>()) continue;
        // "Nothing to roll": no seeded roll at the defaults, at every choice of every enum, both
        // states of every switch, and each number's ends (one parameter changed at a time), and
        // nothing that waits for a player's table (which would roll once typed in).
        CHECK_MESSAGE(!d.contains("tables"), c->id);
        std::vector<json> changes{json::object()};
        for (const auto& p : d["params"]) {
            const std::string name = p["name"], type = p["type"];
            if (type == "enum")
                for (const auto& ch : p["choices"]) changes.push_back({{name, ch["value"]}});
            else if (type == "bool")
                changes.push_back({{name, !p["default"].get<bool>()}});
            else if (type == "int" || type == "number") {
                changes.push_back({{name, p["min"]}});
                changes.push_back({{name, p["max"]}});
            }
        }
        for (const auto& ch : changes) {
            json r = pm::evaluate_request({{"calc", c->id}, {"params", ch}, {"seed", 12345}});
            if (!r.value("ok", false)) continue;
            CHECK_MESSAGE(r["roll"].is_null(), c->id << " rolls with " << ch.dump());
        }
    }
}

TEST_CASE("catalog present_values: chances by count given as an object read as labelled percentages") {
    // fng.enemy-placement's placement rolls: the chance of each number of rolls, keyed by the
    // count; read as "N rolls: P% (n/d)" rows, never as a bare fraction.
    json r = pm::evaluate_request({{"calc", "fng.enemy-placement"}, {"params", json::object()}});
    REQUIRE(r["ok"] == true);
    const json& rolls = r["values"]["placement_rolls"];
    REQUIRE(rolls.is_object());
    json shown = pm::present_values(r);
    const json* v = nullptr;
    for (const auto& e : shown)
        if (e["key"] == "placement_rolls") v = &e;
    REQUIRE(v != nullptr);
    REQUIRE((*v)["rows"].size() == rolls.size());
    size_t i = 0;
    for (const auto& [k, x] : rolls.items()) {
        const json& row = (*v)["rows"][i++];
        CHECK(row["label"] == k + " rolls");
        Rational q = Rational::parse(x.get<std::string>());
        CHECK(row["text"] == pm::probability_text(q.to_double()));
    }
}

// One calculator's part of the catalog (what describe, an answer's assumed numbers and its values
// as people read them use, so a link to one calculator reads only its own data) says of it exactly
// what the whole catalog says.
TEST_CASE("catalog: one calculator's part says of it what the whole catalog says") {
    const cd::Catalog& all = cd::embedded_catalog();
    for (const pm::Calculator* c : pm::all_calculators()) {
        CAPTURE(c->id);
        const cd::Catalog& one = cd::catalog_of(*c);
        const pm::CatalogEntry& a = all.effective(*c);
        const pm::CatalogEntry& b = one.effective(*c);
        const auto entry = [](const pm::CatalogEntry& e) { return std::tie(e.id, e.group, e.words, e.main, e.rolls); };
        const auto value = [](const pm::ValueSpec& v) {
            return std::tie(v.key, v.label, v.kind, v.item, v.start, v.unit);
        };
        const auto group = [](const pm::GroupInfo& g) { return std::tie(g.ruleset, g.id, g.title, g.order); };
        CHECK(entry(a) == entry(b));
        REQUIRE(a.values.size() == b.values.size());
        for (size_t i = 0; i < a.values.size(); ++i) CHECK(value(a.values[i]) == value(b.values[i]));
        CHECK(group(all.group_of(*c)) == group(one.group_of(*c)));
        const auto* asks_a = all.asks(c->id);
        const auto* asks_b = one.asks(c->id);
        CHECK((asks_a == nullptr) == (asks_b == nullptr));
        if (asks_a && asks_b) {
            CHECK(*asks_a == *asks_b);
            const json params = pm::evaluate_request({{"calc", c->id}})["params"];
            for (const auto& [param, said] : *asks_a)
                CHECK(all.ask_applies(c->id, param, params) == one.ask_applies(c->id, param, params));
        }
        for (const json& req : {json{{"calc", c->id}}, json{{"calc", c->id}, {"seed", 3}}}) {
            const json response = pm::evaluate_request(req);
            CHECK(all.present(response) == one.present(response));
        }
    }
}

}  // namespace core_contract_test_catalog
