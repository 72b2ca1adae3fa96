#include "contract/calculator_data.h"

#include <mutex>
#include <set>
#include <stdexcept>

#include "contract/calculator_help.h"
#include "contract/figures.h"
#include "contract/registry.h"
#include "engine/data/data_files.h"

namespace pm {
namespace {

[[noreturn]] void data_fault(const std::string& id, const std::string& why) {
    throw std::logic_error("calculator data " + calculator_data_path(id) + ": " + why);
}

Family family_of(const std::string& id, const std::string& name) {
    if (name == "odds") return Family::Odds;
    if (name == "los") return Family::Los;
    if (name == "tunnel") return Family::Tunnel;
    if (name == "weather") return Family::Weather;
    data_fault(id, "unknown family \"" + name + "\"");
}

ParamType type_of(const std::string& id, const std::string& name) {
    if (name == "int") return ParamType::Int;
    if (name == "number") return ParamType::Number;
    if (name == "bool") return ParamType::Bool;
    if (name == "enum") return ParamType::Enum;
    if (name == "text") return ParamType::Text;
    data_fault(id, "unknown parameter type \"" + name + "\"");
}

ParamSpec param_of(const std::string& id, const json& p) {
    ParamSpec s;
    s.name = p.at("name").get<std::string>();
    s.label = p.at("label").get<std::string>();
    s.type = type_of(id, p.at("type").get<std::string>());
    s.help = p.contains("help") ? p.at("help").get<std::string>() : std::string();  // later: take_help
    s.group = p.value("group", std::string());
    s.set_by = p.value("set_by", std::string());
    const json& def = p.at("default");
    switch (s.type) {
        case ParamType::Int:
            s.min = p.at("min").get<int>();
            s.max = p.at("max").get<int>();
            s.def = def.get<int>();
            break;
        case ParamType::Number:
            s.min = p.at("min").get<double>();
            s.max = p.at("max").get<double>();
            s.step = p.value("step", 1.0);
            s.def = def.get<double>();
            break;
        case ParamType::Bool:
            s.min = 0;
            s.max = 1;
            s.def = def.get<bool>();
            break;
        case ParamType::Enum:
            if (p.contains("choices"))
                for (const auto& ch : p.at("choices"))
                    s.choices.push_back({ch.at("value").get<std::string>(), ch.at("label").get<std::string>()});
            if (p.contains("choices_from")) {
                const json& from = p.at("choices_from");
                const json& list = data_json(from.at("file").get<std::string>())
                                       .at(json::json_pointer(from.at("list").get<std::string>()));
                const std::string value = from.at("value"), label = from.at("label");
                for (const auto& el : list)
                    s.choices.push_back({el.at(value).get<std::string>(), el.at(label).get<std::string>()});
            }
            s.def = def.get<std::string>();
            break;
        case ParamType::Text:
            s.min = 0;
            s.max = p.at("max_length").get<int>();
            s.def = def.get<std::string>();
            break;
    }
    return s;
}

TableSpec table_of(const json& t) {
    TableSpec s;
    s.id = t.at("id").get<std::string>();
    s.title = t.at("title").get<std::string>();
    s.help = t.at("help").get<std::string>();
    s.columns = t.at("columns").get<std::vector<std::string>>();
    s.rows = t.at("rows").get<std::vector<std::string>>();
    s.free_columns = t.value("free_columns", false);
    s.cell_help = t.value("cell_help", std::string());
    return s;
}

// The calculators made without their help texts whose help has not come yet (calculator_help.h).
std::set<std::string>& help_later() {
    static std::set<std::string> ids;
    return ids;
}
std::mutex& help_later_mutex() {
    static std::mutex m;
    return m;
}

// A calculator made from a data file without its help texts gets them from the help file, once it
// is given ({"<id>": {"help": "…", "params": {"<name>": "…"}}}); until then its help comes later.
void take_help(Calculator& c) {
    if (!calculator_help_later(c.id) || data_file(kCalculatorsHelpFile).empty()) return;
    const json& all = data_json(kCalculatorsHelpFile);
    if (!all.is_object() || !all.contains(c.id) || !all.at(c.id).is_object()) return;
    const json& h = all.at(c.id);
    if (h.contains("help") && h.at("help").is_string()) c.help = h.at("help").get<std::string>();
    const json params = h.value("params", json::object());
    for (auto& p : c.params)
        if (p.help.empty() && params.is_object() && params.contains(p.name) && params.at(p.name).is_string())
            p.help = params.at(p.name).get<std::string>();
    if (!c.help.empty()) {
        std::lock_guard<std::mutex> lock(help_later_mutex());
        help_later().erase(c.id);
    }
}

}  // namespace

const char* const kCalculatorsHelpFile = "calculators/help.json";

bool calculator_help_later(const std::string& id) {
    std::lock_guard<std::mutex> lock(help_later_mutex());
    return help_later().count(id) > 0;
}

void calculators_take_help() {
    registry_each_made([](Calculator& c) { take_help(c); });
}

std::string calculator_data_path(const std::string& id) {
    return "calculators/" + id.substr(0, id.find('.')) + "/" + id + ".json";
}

Calculator calculator_from_data(const std::string& id, Evaluate evaluate, Roll roll, AnswerAndRoll answer_and_roll) {
    const std::string path = calculator_data_path(id);
    const std::string_view text = data_file(path);
    if (text.empty()) data_fault(id, "not embedded (is the file in data/calculators/?)");
    const json d = json::parse(text.begin(), text.end(), nullptr, false);
    if (d.is_discarded() || !d.is_object()) data_fault(id, "not a JSON object");
    try {
        Calculator c;
        c.id = d.at("id").get<std::string>();
        if (c.id != id) data_fault(id, "its \"id\" is \"" + c.id + "\"");
        c.ruleset = id.substr(0, id.find('.'));
        c.title = d.at("title").get<std::string>();
        c.family = family_of(id, d.at("family").get<std::string>());
        c.citation = d.at("citation").get<std::string>();
        // The canvas app's copy of the file comes without its help texts (cmake/modules.mjs,
        // withoutHelp): they are taken from the help file once it is given (take_help). data/
        // itself must have them (data/schema/calculator.json, cmake/check_calculators.mjs).
        if (d.contains("help")) {
            c.help = d.at("help").get<std::string>();
        } else {
            std::lock_guard<std::mutex> lock(help_later_mutex());
            help_later().insert(id);
        }
        c.generator = d.value("generator", 1);
        c.ordered = d.value("ordered", false);
        for (const auto& p : d.at("params")) {
            if (!p.contains("shared")) {
                c.params.push_back(param_of(id, p));
                continue;
            }
            // [SECTION] a shared parameter group (data/<ruleset>/param-groups.json), written out in
            // place; each {"slot": NAME} of it is this calculator's own parameter from "slots"
            // (cmake/modules.mjs sharedParamsWritten reads it the same way for the build).
            const std::string file = c.ruleset + "/param-groups.json", name = p.at("shared").get<std::string>();
            const json& groups = data_json(file).at("groups");
            if (!groups.contains(name)) data_fault(id, "no parameter group \"" + name + "\" in " + file);
            const json slots = p.value("slots", json::object());
            size_t used = 0;
            for (const auto& q : groups.at(name).at("params")) {
                if (!q.contains("slot")) {
                    c.params.push_back(param_of(id, q));
                    continue;
                }
                const std::string slot = q.at("slot").get<std::string>();
                if (!slots.contains(slot))
                    data_fault(id, "group \"" + name + "\" wants its own parameter \"" + slot + "\" in \"slots\"");
                c.params.push_back(param_of(id, slots.at(slot)));
                ++used;
            }
            if (used != slots.size()) data_fault(id, "a slot that group \"" + name + "\" does not have");
        }
        if (d.contains("tables"))
            for (const auto& t : d.at("tables")) c.tables.push_back(table_of(t));
        take_help(c);
        c.catalog = json::object();
        for (const char* k : {"group", "words", "main", "rolls", "ask", "values"})
            if (d.contains(k)) c.catalog[k] = d.at(k);
        if (d.contains("roles")) check_roles(c, d.at("roles"));  // read when a request brings figures
        c.evaluate = std::move(evaluate);
        c.roll = std::move(roll);
        c.answer_and_roll = std::move(answer_and_roll);
        return c;
    } catch (const json::exception& e) {
        data_fault(id, e.what());
    }
}

namespace {
Result answered_elsewhere(const Params&, const EvalContext&) {
    throw std::logic_error("this program describes the calculator; another module answers it");
}
}  // namespace

void register_described_calculators() {
    const std::string prefix = "calculators/", suffix = ".json";
    for (const std::string& name : data_file_names()) {
        if (name.compare(0, prefix.size(), prefix) != 0 || name.size() <= prefix.size() + suffix.size() ||
            name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0)
            continue;
        const std::string id = name.substr(name.rfind('/') + 1, name.size() - name.rfind('/') - 1 - suffix.size());
        if (calculator_data_path(id) != name || registry_has(id)) continue;
        registry_add(id, [](const std::string& id) { return calculator_from_data(id, &answered_elsewhere); });
    }
}

}  // namespace pm
