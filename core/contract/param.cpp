#include "contract/param.h"

#include <cstddef>
#include <stdexcept>

namespace pm {

const char* param_type_name(ParamType t) {
    switch (t) {
        case ParamType::Int: return "int";
        case ParamType::Number: return "number";
        case ParamType::Bool: return "bool";
        case ParamType::Enum: return "enum";
        case ParamType::Text: return "text";
    }
    return "?";
}

ParamSpec ParamSpec::Int(std::string name, std::string label, int min, int max, int def, std::string help) {
    ParamSpec s;
    s.name = std::move(name);
    s.label = std::move(label);
    s.type = ParamType::Int;
    s.min = min;
    s.max = max;
    s.def = def;
    s.help = std::move(help);
    return s;
}

ParamSpec ParamSpec::Number(std::string name, std::string label, double min, double max, double step, double def,
                            std::string help) {
    ParamSpec s;
    s.name = std::move(name);
    s.label = std::move(label);
    s.type = ParamType::Number;
    s.min = min;
    s.max = max;
    s.step = step;
    s.def = def;
    s.help = std::move(help);
    return s;
}

ParamSpec ParamSpec::Bool(std::string name, std::string label, bool def, std::string help) {
    ParamSpec s;
    s.name = std::move(name);
    s.label = std::move(label);
    s.type = ParamType::Bool;
    s.min = 0;
    s.max = 1;
    s.def = def;
    s.help = std::move(help);
    return s;
}

ParamSpec ParamSpec::Enum(std::string name, std::string label, std::vector<Choice> choices, std::string def,
                          std::string help) {
    ParamSpec s;
    s.name = std::move(name);
    s.label = std::move(label);
    s.type = ParamType::Enum;
    s.choices = std::move(choices);
    s.def = std::move(def);
    s.help = std::move(help);
    return s;
}

ParamSpec ParamSpec::Text(std::string name, std::string label, int max_len, std::string def, std::string help) {
    ParamSpec s;
    s.name = std::move(name);
    s.label = std::move(label);
    s.type = ParamType::Text;
    s.min = 0;
    s.max = max_len;
    s.def = std::move(def);
    s.help = std::move(help);
    return s;
}

namespace {
// A calculator reads its parameters mostly in their declared order, the order of the fields: the
// search starts after the field found last (kept per thread), so a reading finds each at once.
const json& lookup(const json& v, const std::string& name) {
    thread_local const json* last_object = nullptr;
    thread_local size_t last = 0;
    if (!v.is_object()) throw std::logic_error("calculator read undeclared parameter: " + name);
    const auto& fields = v.get_ref<const json::object_t&>();
    const size_t n = fields.size();
    size_t from = last_object == &v ? last + 1 : 0;
    for (size_t k = 0; k < n; ++k, ++from) {
        if (from >= n) from = 0;
        const auto& field = *(fields.begin() + static_cast<std::ptrdiff_t>(from));
        if (field.first == name) {
            last_object = &v;
            last = from;
            return field.second;
        }
    }
    throw std::logic_error("calculator read undeclared parameter: " + name);
}
}  // namespace

int Params::get_int(const std::string& name) const {
    return lookup(v_, name).get<int>();
}
double Params::get_number(const std::string& name) const {
    return lookup(v_, name).get<double>();
}
bool Params::get_bool(const std::string& name) const {
    return lookup(v_, name).get<bool>();
}
const std::string& Params::get_enum(const std::string& name) const {
    return lookup(v_, name).get_ref<const std::string&>();
}

}  // namespace pm
