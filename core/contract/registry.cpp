#include "contract/registry.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "contract/calculator_help.h"
#include "engine/data/data_files.h"

namespace pm {

const char* family_name(Family f) {
    switch (f) {
        case Family::Odds: return "odds";
        case Family::Los: return "los";
        case Family::Tunnel: return "tunnel";
        case Family::Weather: return "weather";
    }
    return "?";
}

const ParamSpec* Calculator::param(const std::string& name) const {
    for (const auto& p : params)
        if (p.name == name) return &p;
    return nullptr;
}

Result Calculator::run(const Params& params, const EvalContext& ctx) const {
    if (ctx.seed && roll) {
        Prng dice(*ctx.seed);
        if (answer_and_roll) return answer_and_roll(params, ctx, dice);
        Result r = evaluate(params, ctx);
        roll(params, ctx, dice, r);
        return r;
    }
    return evaluate(params, ctx);
}

namespace {
// A registered calculator: how to make it, and once made, itself.
struct Registered {
    CalculatorMaker make;
    std::unique_ptr<Calculator> made;
};
// Function-local statics: safe whatever order the registering translation units initialise in.
std::map<std::string, Registered>& table() {
    static std::map<std::string, Registered> t;
    return t;
}
std::recursive_mutex& table_mutex() {
    static std::recursive_mutex m;
    return m;
}

void check_spec(const Calculator& c) {
    auto fail = [&](const std::string& why) { throw std::logic_error("calculator " + c.id + ": " + why); };
    if (c.id.empty() || c.id.find('.') == std::string::npos) fail("id must be ruleset.name");
    if (c.id.substr(0, c.id.find('.')) != c.ruleset) fail("id prefix must be the ruleset");
    if (!c.evaluate) fail("no evaluate");
    if (c.title.empty() || c.citation.empty() || (c.help.empty() && !calculator_help_later(c.id)))
        fail("title, citation and help are required");
    for (const auto& p : c.params) {
        if (p.name.empty() || p.label.empty() || (p.help.empty() && !calculator_help_later(c.id)))
            fail("parameter without name, label or help");
        if (p.name == "seed" || p.name == "gen") fail("parameter name reserved: " + p.name);
        switch (p.type) {
            case ParamType::Int:
                if (!p.def.is_number_integer() || p.def.get<double>() < p.min || p.def.get<double>() > p.max)
                    fail(p.name + ": bad int default");
                break;
            case ParamType::Number:
                if (!p.def.is_number() || p.def.get<double>() < p.min || p.def.get<double>() > p.max)
                    fail(p.name + ": bad number default");
                break;
            case ParamType::Bool:
                if (!p.def.is_boolean()) fail(p.name + ": bad bool default");
                break;
            case ParamType::Enum: {
                if (p.choices.empty() || !p.def.is_string()) fail(p.name + ": enum needs choices and default");
                bool found = false;
                for (const auto& ch : p.choices) found = found || ch.value == p.def.get<std::string>();
                if (!found) fail(p.name + ": default is not a choice");
                break;
            }
            case ParamType::Text:
                if (!p.def.is_string() || p.def.get<std::string>().size() > p.max) fail(p.name + ": bad text default");
                break;
        }
    }
}
}  // namespace

bool registry_add(Calculator c) {
    check_spec(c);
    std::lock_guard<std::recursive_mutex> lock(table_mutex());
    auto& t = table();
    if (t.count(c.id)) throw std::logic_error("duplicate calculator id " + c.id);
    std::string id = c.id;
    t.emplace(id, Registered{nullptr, std::make_unique<Calculator>(std::move(c))});
    return true;
}

bool registry_add(const std::string& id, CalculatorMaker make) {
    std::lock_guard<std::recursive_mutex> lock(table_mutex());
    auto& t = table();
    if (t.count(id)) throw std::logic_error("duplicate calculator id " + id);
    t.emplace(id, Registered{std::move(make), nullptr});
    return true;
}

namespace {
// The entry's calculator, made now if it was not yet (under the table's lock).
const Calculator* made(const std::string& id, Registered& e) {
    if (!e.made) {
        Calculator c = e.make(id);
        if (c.id != id) throw std::logic_error("calculator " + id + " was made with the id " + c.id);
        check_spec(c);
        e.made = std::make_unique<Calculator>(std::move(c));
    }
    return e.made.get();
}
}  // namespace

const Calculator* find_calculator(const std::string& id) {
    std::lock_guard<std::recursive_mutex> lock(table_mutex());
    auto& t = table();
    auto it = t.find(id);
    return it == t.end() ? nullptr : made(id, it->second);
}

// contract/calculator_help.h
void registry_each_made(const std::function<void(Calculator&)>& change) {
    std::lock_guard<std::recursive_mutex> lock(table_mutex());
    for (auto& [id, e] : table())
        if (e.made) change(*e.made);
}

bool registry_has(const std::string& id) {
    std::lock_guard<std::recursive_mutex> lock(table_mutex());
    return table().count(id) > 0;
}

const std::vector<std::string>& ruleset_order() {
    static const std::vector<std::string> order = {"fng", "sd", "soldiers", "tcs", "skirmish"};
    return order;
}

// The rule set's name from its catalog file (data/catalog/<ruleset>.json "title"), where the site's
// pages read it too (cmake/modules.mjs); its id when it has none.
std::string ruleset_title(const std::string& ruleset) {
    const std::string file = "catalog/" + ruleset + ".json";
    if (data_file(file).empty()) return ruleset;
    const json& catalog = data_json(file);
    const auto t = catalog.is_object() ? catalog.find("title") : catalog.end();
    return t != catalog.end() && t->is_string() ? t->get<std::string>() : ruleset;
}

std::vector<const Calculator*> all_calculators() {
    std::vector<const Calculator*> out;
    {
        std::lock_guard<std::recursive_mutex> lock(table_mutex());
        for (auto& [id, e] : table()) out.push_back(made(id, e));
    }
    auto rank = [](const std::string& rs) {
        const auto& o = ruleset_order();
        return std::find(o.begin(), o.end(), rs) - o.begin();
    };
    std::stable_sort(out.begin(), out.end(), [&](const Calculator* a, const Calculator* b) {
        if (rank(a->ruleset) != rank(b->ruleset)) return rank(a->ruleset) < rank(b->ruleset);
        return a->id < b->id;
    });
    return out;
}

}  // namespace pm
