// The registry as every front door sees it: each registered calculator has a usable spec, evaluates
// at its defaults to a proper distribution with every parameter echoed, and a seeded evaluation is
// byte-identical when repeated. Runs over whatever calculators are linked in, so every new one is
// checked too.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>
#include <string>

#include "contract/calculator_data.h"
#include "contract/calculator_help.h"
#include "contract/codec.h"
#include "contract/registry.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace core_contract_test_registry {

using pm::json;
using pm::Rational;

TEST_CASE("registry: fng.weather is registered and listed") {
    REQUIRE(pm::find_calculator("fng.weather") != nullptr);
    CHECK(pm::find_calculator("fng.nope") == nullptr);
    bool listed = false;
    for (const auto& e : pm::list_json()) listed = listed || e["id"] == "fng.weather";
    CHECK(listed);
}

TEST_CASE("registry: list is ordered by rule set, then id, and matches all_calculators") {
    auto all = pm::all_calculators();
    json list = pm::list_json();
    REQUIRE(list.size() == all.size());
    const auto& order = pm::ruleset_order();
    auto rank = [&](const std::string& rs) { return std::find(order.begin(), order.end(), rs) - order.begin(); };
    for (size_t i = 0; i < all.size(); ++i) {
        CHECK(list[i]["id"] == all[i]->id);
        if (i > 0) {
            auto a = rank(all[i - 1]->ruleset), b = rank(all[i]->ruleset);
            CHECK((a < b || (a == b && all[i - 1]->id < all[i]->id)));
        }
    }
}

TEST_CASE("registry: every calculator has a valid spec") {
    std::set<std::string> ids;
    for (const pm::Calculator* c : pm::all_calculators()) {
        CAPTURE(c->id);
        CHECK(ids.insert(c->id).second);
        CHECK(c->id.rfind(c->ruleset + ".", 0) == 0);
        const auto& order = pm::ruleset_order();
        CHECK(std::find(order.begin(), order.end(), c->ruleset) != order.end());
        CHECK(!c->title.empty());
        CHECK(!c->citation.empty());
        CHECK(c->help.size() > 20);
        CHECK(c->generator >= 1);
        std::set<std::string> names;
        for (const auto& p : c->params) {
            CAPTURE(p.name);
            CHECK(names.insert(p.name).second);
            CHECK(!p.label.empty());
            CHECK(!p.help.empty());
            switch (p.type) {
                case pm::ParamType::Int:
                    CHECK(p.min <= p.max);
                    CHECK(p.def.is_number_integer());
                    CHECK(p.def.get<double>() >= p.min);
                    CHECK(p.def.get<double>() <= p.max);
                    break;
                case pm::ParamType::Number:
                    CHECK(p.min <= p.max);
                    CHECK(p.step > 0);
                    break;
                case pm::ParamType::Bool: CHECK(p.def.is_boolean()); break;
                case pm::ParamType::Enum: {
                    std::set<std::string> values;
                    for (const auto& ch : p.choices) {
                        CHECK(values.insert(ch.value).second);
                        CHECK(!ch.label.empty());
                    }
                    CHECK(values.count(p.def.get<std::string>()) == 1);
                    break;
                }
                case pm::ParamType::Text:
                    REQUIRE(p.def.is_string());
                    CHECK(p.def.get<std::string>().size() <= p.max);
                    break;
            }
        }
        // describe() reports the same spec the registry holds.
        json d = pm::describe_json(c->id);
        CHECK(d["ok"] == true);
        REQUIRE(d["params"].size() == c->params.size());
        for (size_t i = 0; i < c->params.size(); ++i) {
            CHECK(d["params"][i]["name"] == c->params[i].name);
            CHECK(d["params"][i]["default"] == c->params[i].def);
        }
    }
}

TEST_CASE("registry: every calculator at its defaults sums exactly to 1 and echoes every parameter") {
    for (const pm::Calculator* c : pm::all_calculators()) {
        CAPTURE(c->id);
        json r = pm::evaluate_request(json{{"calc", c->id}});
        REQUIRE(r["ok"] == true);
        CHECK(r["calc"] == c->id);
        CHECK(r["generator"] == c->generator);
        // Every parameter echoed, in declaration order, with its default.
        REQUIRE(r["params"].size() == c->params.size());
        size_t i = 0;
        for (const auto& [k, v] : r["params"].items()) {
            CHECK(k == c->params[i].name);
            CHECK(v == c->params[i].def);
            ++i;
        }
        // Outcomes: exact fractions summing to exactly 1, p the same number as a double, unique keys.
        // A lookup calculator (modifiers, odds columns, ranges) may answer with values only, and one
        // whose table the user has not entered reports it in values.table: then values must say so.
        if (r["outcomes"].empty()) {
            CHECK(r["values"].is_object());
            CHECK(!r["values"].empty());
            CHECK(!r["summary"].get<std::string>().empty());
            continue;
        }
        Rational sum(0);
        std::set<std::string> keys;
        for (const auto& o : r["outcomes"]) {
            CHECK(keys.insert(o["key"].get<std::string>()).second);
            CHECK(!o["label"].get<std::string>().empty());
            Rational p = Rational::parse(o["exact"].get<std::string>());
            CHECK(p >= Rational(0));
            CHECK(std::fabs(o["p"].get<double>() - p.to_double()) < 1e-15);
            sum += p;
        }
        CHECK(sum == Rational(1));
        for (const auto& m : r["modifiers"]) CHECK(!m["rule"].get<std::string>().empty());
        CHECK(!r["summary"].get<std::string>().empty());
    }
}

TEST_CASE("registry: a seeded evaluation of every calculator is byte-identical twice") {
    for (const pm::Calculator* c : pm::all_calculators()) {
        CAPTURE(c->id);
        for (uint32_t seed : {0u, 99u, 4294967295u}) {
            json req = {{"calc", c->id}, {"seed", seed}};
            std::string a = pm::evaluate_request(req).dump();
            std::string b = pm::evaluate_request_text(req.dump()).dump();
            CHECK(a == b);
            json r = json::parse(a);
            REQUIRE(r["ok"] == true);
            CHECK(r["seed"] == seed);
            CHECK(r.contains("roll"));
        }
    }
}

// A seeded request answers and rolls in one go (Calculator::answer_and_roll: the request read once,
// a plan worked out once); the two parts taken apart must give the very same answer and roll.
TEST_CASE("registry: a calculator's answer with its roll equals its answer, then its roll") {
    int both = 0;
    for (const pm::Calculator* c : pm::all_calculators()) {
        if (!c->roll) continue;
        CAPTURE(c->id);
        const json answer = pm::evaluate_request({{"calc", c->id}});
        REQUIRE(answer["ok"] == true);
        const pm::Params p(answer["params"]);
        for (uint32_t seed : {1u, 2u, 3u, 77u}) {
            pm::EvalContext ctx;
            ctx.seed = seed;
            pm::Result apart = c->evaluate(p, ctx);
            pm::Prng dice(seed);
            c->roll(p, ctx, dice, apart);
            const pm::Result together = c->run(p, ctx);
            CHECK(together.roll == apart.roll);
            CHECK(together.rolled == apart.rolled);
            CHECK(together.summary == apart.summary);
            CHECK(together.values == apart.values);
            CHECK(together.outcomes.size() == apart.outcomes.size());
            for (size_t i = 0; i < std::min(together.outcomes.size(), apart.outcomes.size()); ++i) {
                CHECK(together.outcomes[i].key == apart.outcomes[i].key);
                CHECK(together.outcomes[i].p == apart.outcomes[i].p);
            }
            CHECK(together.modifiers.size() == apart.modifiers.size());
        }
        if (c->answer_and_roll) ++both;
    }
    // The rolling calculators registered from a typed rule (56 today) answer and roll in one go.
    CHECK(both >= 56);
}

TEST_CASE("registry: describing every data file's calculator leaves the registered ones as they are") {
    // What the browser's canvas app does (web/app/compute_pages.cpp) with no calculator linked in;
    // here every calculator is linked, so nothing is added and every one still answers itself.
    const auto before = pm::all_calculators();
    const pm::json asked = pm::evaluate_request(pm::json{{"calc", "fng.fire"}, {"seed", 3}});
    pm::register_described_calculators();
    CHECK(pm::all_calculators() == before);
    for (const pm::Calculator* c : before) CHECK(pm::registry_has(c->id));
    CHECK_FALSE(pm::registry_has("fng.no-such-calculator"));
    CHECK(pm::evaluate_request(pm::json{{"calc", "fng.fire"}, {"seed", 3}}) == asked);
}

TEST_CASE("calculator data: a data file without its help texts takes them from the help file") {
    // The canvas app embeds its calculators' data files without their help (cmake/modules.mjs,
    // withoutHelp) and is given kCalculatorsHelpFile after its first frame: a calculator made
    // before then says its help comes later; made after, it has it. Two files of their own here
    // (data_give), so no calculator of the registry changes.
    const std::string id = "fng.zz-help-later";
    pm::data_give(pm::calculator_data_path(id),
                  R"({"id":"fng.zz-help-later","title":"Help later","family":"odds","citation":"p.1",)"
                  R"("params":[{"name":"n","label":"N","type":"int","min":1,"max":6,"default":1},)"
                  R"({"name":"m","label":"M","type":"int","min":1,"max":6,"default":1,"help":"Its own."}]})");
    auto answers = [](const pm::Params&, const pm::EvalContext&) -> pm::Result { throw std::logic_error("not asked"); };
    const pm::Calculator before = pm::calculator_from_data(id, answers);
    CHECK(pm::calculator_help_later(id));
    CHECK(before.help.empty());
    REQUIRE(before.params.size() == 2);
    CHECK(before.params[0].help.empty());
    CHECK(before.params[1].help == "Its own.");
    // The native build's own calculators have their help from data/: none waits for it.
    for (const pm::Calculator* c : pm::all_calculators()) CHECK_FALSE(pm::calculator_help_later(c->id));
    if (pm::data_file(pm::kCalculatorsHelpFile).empty())
        pm::data_give(pm::kCalculatorsHelpFile,
                      R"({"fng.zz-help-later":{"help":"What it answers.","params":{"n":"How many."}}})");
    pm::calculators_take_help();  // the registry's calculators came with their help: unchanged
    for (const pm::Calculator* c : pm::all_calculators()) CHECK(!c->help.empty());
    const pm::Calculator after = pm::calculator_from_data(id, answers);
    CHECK_FALSE(pm::calculator_help_later(id));
    CHECK(after.help == "What it answers.");
    CHECK(after.params[0].help == "How many.");
    CHECK(after.params[1].help == "Its own.");
}

TEST_CASE("registry: fng.los and fng.engage read the LOS situation from one shared parameter group") {
    // data/fng/param-groups.json "los-situation": 22 parameters both calculators share, in place, and
    // three slots (distance, rep, weapon) each fills with its own version.
    const pm::json& group = pm::data_json("fng/param-groups.json").at("groups").at("los-situation").at("params");
    const pm::Calculator* los = pm::find_calculator("fng.los");
    const pm::Calculator* engage = pm::find_calculator("fng.engage");
    REQUIRE(los);
    REQUIRE(engage);
    REQUIRE(los->params.size() >= group.size());
    REQUIRE(engage->params.size() >= group.size());
    int shared = 0;
    for (size_t i = 0; i < group.size(); ++i) {
        const pm::ParamSpec& a = los->params[i];
        const pm::ParamSpec& b = engage->params[i];
        CAPTURE(a.name);
        if (group[i].contains("slot")) {
            CHECK(a.name == group[i]["slot"]);
            CHECK(b.name == group[i]["slot"]);
            continue;
        }
        ++shared;
        CHECK(a.name == group[i]["name"]);
        CHECK(b.name == a.name);
        CHECK(b.label == a.label);
        CHECK(b.help == a.help);
        CHECK(b.def == a.def);
        CHECK(b.choices.size() == a.choices.size());
    }
    CHECK(shared == 22);
    CHECK(los->params.size() == 25);
    CHECK(engage->params.size() == 33);
    CHECK(los->param("distance")->def != engage->param("distance")->def);  // each its own slot
}

}  // namespace core_contract_test_registry
