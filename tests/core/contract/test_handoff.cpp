// Hand-offs (contract/handoff.h): every link from one calculator to another, followed, keeps each
// parameter the two share, and what it cannot carry is named in the action.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "contract/handoff.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"

namespace core_contract_test_handoff {

using namespace pm_test;
using pm::json;

namespace {

// Defaults, then each parameter off its default on its own (both ends of a number, every choice,
// a switch flipped): the requests whose links are followed.
std::vector<json> variations(const pm::Calculator& c) {
    std::vector<json> out{json::object()};
    for (const auto& s : c.params) {
        switch (s.type) {
            case pm::ParamType::Bool: out.push_back({{s.name, !s.def.get<bool>()}}); break;
            case pm::ParamType::Int:
                if (json(static_cast<int>(s.max)) != s.def) out.push_back({{s.name, static_cast<int>(s.max)}});
                if (json(static_cast<int>(s.min)) != s.def) out.push_back({{s.name, static_cast<int>(s.min)}});
                break;
            case pm::ParamType::Number:
                if (json(s.max) != s.def) out.push_back({{s.name, s.max}});
                break;
            case pm::ParamType::Enum:
                for (const auto& ch : s.choices)
                    if (json(ch.value) != s.def) out.push_back({{s.name, ch.value}});
                break;
            case pm::ParamType::Text: break;
        }
    }
    return out;
}

bool has(const json& list, const std::string& name) {
    if (!list.is_array()) return false;
    return std::find(list.begin(), list.end(), json(name)) != list.end();
}

}  // namespace

TEST_CASE("every hand-off, followed, keeps what the two calculators share and names the rest") {
    int links = 0, carried = 0, named = 0;
    for (const pm::Calculator* c : pm::all_calculators()) {
        for (const json& params : variations(*c)) {
            json r = pm::evaluate_request({{"calc", c->id}, {"params", params}});
            if (!r.value("ok", false) || !r.contains("actions")) continue;
            // The rule's own links, before the codec finished them: what it set from its typed input.
            pm::Result raw = c->run(pm::Params(r["params"]), pm::EvalContext{});
            for (size_t i = 0; i < r["actions"].size(); ++i) {
                const json& a = r["actions"][i];
                if (!a.contains("link") || a["link"].get<std::string>().rfind("#/", 0) != 0) continue;
                CAPTURE(c->id);
                CAPTURE(params.dump());
                CAPTURE(a.dump());
                ++links;
                REQUIRE(i < raw.actions.size());
                json rule_req = pm::request_from_link(raw.actions[i]["link"].get<std::string>());
                REQUIRE(!rule_req.contains("ok"));
                const json& rule_set = rule_req["params"];
                std::set<std::string> covers;
                if (raw.actions[i].contains("covers"))
                    for (const auto& n : raw.actions[i]["covers"]) covers.insert(n.get<std::string>());
                CHECK_FALSE(a.contains("covers"));  // the rule's word to the codec, not the player's

                json followed = pm::request_from_link(a["link"].get<std::string>());
                REQUIRE_MESSAGE(!followed.contains("ok"), followed.dump());
                json answer = pm::evaluate_request(followed);
                CHECK_MESSAGE(answer.value("ok", false), answer.dump());
                const pm::Calculator* to = pm::find_calculator(followed["calc"].get<std::string>());
                REQUIRE(to);
                json followed_params = answer.value("ok", false) ? answer["params"] : followed["params"];
                const json& mine = r["params"];
                for (const auto& s : c->params) {
                    if (rule_set.contains(s.name) || covers.count(s.name)) continue;
                    if (!s.set_by.empty() && mine[s.set_by] != c->param(s.set_by)->def) continue;
                    const pm::ParamSpec* t = to->param(s.name);
                    if (t && pm::shared_param(s, *t)) {
                        json got = followed_params.contains(s.name) ? followed_params[s.name] : t->def;
                        if (got == mine[s.name]) {
                            if (mine[s.name] != t->def) ++carried;
                            continue;
                        }
                        CHECK_MESSAGE(has(a["not_carried"], s.name), "shared " << s.name << " lost");
                        ++named;
                    } else if (mine[s.name] != s.def) {
                        CHECK_MESSAGE(has(a["not_carried"], s.name), s.name << " dropped without a word");
                        ++named;
                    }
                }
                if (a.contains("not_carried")) CHECK(a.value("note", std::string()).size() > 0);
            }
        }
    }
    MESSAGE(links << " links followed, " << carried << " values carried, " << named << " named as not carried");
    CHECK(links > 100);
    CHECK(carried > 0);
    CHECK(named > 0);
}

TEST_CASE("fire to burst: a Pigman's Rep after modifiers goes on, what the burst cannot take is named") {
    json fire = ev("fng.fire", {{"rep", 4}, {"pigman", true}, {"dice", 3}, {"target_rep", 3}, {"crack_shot", true}});
    CHECK(has_text(fire["summary"].get<std::string>(), "at Rep 5 after modifiers"));
    json link;
    for (const auto& a : fire["actions"])
        if (a.contains("link") && a["link"].get<std::string>().rfind("#/fng.burst", 0) == 0) link = a;
    REQUIRE(link.is_object());
    json burst = ev(pm::request_from_link(link["link"].get<std::string>()));
    CHECK(has_text(burst["summary"].get<std::string>(), "at Rep 5"));
    CHECK(burst["params"]["target_rep"] == 3);
    CHECK(has(link["not_carried"], "crack_shot"));
    CHECK_FALSE(has(link["not_carried"], "pigman"));  // it went on, in the Rep modifier
    CHECK(has_text(link["note"].get<std::string>(), "Crack Shot"));
}

TEST_CASE("burst to fire: the burst's Rep modifier is carried once, not twice") {
    json burst = ev("fng.burst", {{"rep", 4}, {"rep_modifier", -1}, {"dice", 2}});
    for (const auto& a : burst["actions"]) {
        std::string l = a.value("link", std::string());
        if (l.rfind("#/fng.fire", 0) != 0) continue;
        json fire = ev(pm::request_from_link(l));
        CHECK(has_text(fire["summary"].get<std::string>(), "at Rep 3 after modifiers"));
    }
}

}  // namespace core_contract_test_handoff
