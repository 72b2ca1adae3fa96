// FNG table roller — one calculator per rolled table in data/fng/rolled_tables.json (no table needs
// its own C++). How a table is rolled, read and said is rules/fng/rolled_tables.h; what a player sees
// of each calculator (title, help, parameters, the columns to pick) is its own data file,
// data/calculators/fng/<calc>.json, and the words the answer borrows from it (the title, a
// parameter's label) are read here into the rule's input.
#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"
#include "engine/data/data_files.h"
#include "rules/fng/rolled_tables.h"

namespace pm::fng {
namespace {

// The parameters the table names, with their labels, and the calculator's own options.
RolledTableInput table_input(const Calculator& c, const Params& p) {
    const json& t = rolled_table(c.id);
    RolledTableInput in;
    in.calc = c.id;
    in.title = c.title;
    auto read = [&](const std::string& name, bool flag) {
        const ParamSpec* s = c.param(name);
        in.params[name] = {flag ? static_cast<int>(p.get_bool(name)) : p.get_int(name), s ? s->label : ""};
    };
    if (t.at("kind") == "pass") read(t.at("rep").at("name"), false);
    if (t.contains("mod")) read(t.at("mod").at("name"), false);
    if (t.contains("flags"))
        for (const auto& f : t.at("flags")) read(f.at("name"), true);
    if (t.contains("doubling")) read(t.at("doubling").at("name"), true);
    if (t.contains("reroll")) read(t.at("reroll").at("name"), true);
    if (c.param("column")) in.column = p.get_enum("column");
    auto flag = [&](const std::string& name) { return c.param(name) && p.get_bool(name); };
    in.forward_observer = flag("forward_observer");
    in.veteran_caller = flag("veteran_caller");
    in.green_caller = flag("green_caller");
    if (c.param("fo_with_green_leader")) {
        in.fo_only = fo_only(p);
        in.fo_with_green_leader = p.get_enum("fo_with_green_leader");
    }
    if (c.param("attribute")) in.attribute = p.get_enum("attribute");
    return in;
}

// [SECTION] One calculator per table
// Each table whose calculator has its data file here: a compute module of the site embeds only its
// own calculators' files (cmake/modules.mjs), so it registers only its own tables.
bool register_all() {
    for (const auto& t : rolled_tables()) {
        const std::string id = t.at("calc");
        if (data_file("calculators/fng/" + id + ".json").empty()) continue;
        registry_add(id, [](const std::string& id) {
            return calculator_from_data(
                id,
                [id](const Params& p, const EvalContext&) {
                    return rolled_table_answer(table_input(*find_calculator(id), p));
                },
                [id](const Params& p, const EvalContext&, Prng& dice, Result& r) {
                    roll_rolled_table(table_input(*find_calculator(id), p), dice, r);
                });
        });
    }
    return true;
}
const bool registered = register_all();

}  // namespace
}  // namespace pm::fng
