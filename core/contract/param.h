// Pointman — typed calculator parameters.
//
// A calculator declares its parameters as `ParamSpec`s; the codec validates every request against
// them (type, range, allowed choices) and fills in defaults, so `evaluate` only ever sees a
// complete, valid `Params`.
#pragma once

#include <string>
#include <vector>

#include "engine/json.h"

namespace pm {

enum class ParamType { Int, Number, Bool, Enum, Text };

const char* param_type_name(ParamType t);  // "int", "number", "bool", "enum", "text"

struct Choice {
    std::string value;  // what requests and links carry, e.g. "late"
    std::string label;  // what the UI shows, e.g. "Late (16th–end)"
};

struct ParamSpec {
    std::string name;   // request key, e.g. "month"
    std::string label;  // UI label, e.g. "Month"
    ParamType type = ParamType::Int;
    double min = 0;  // Int / Number: inclusive range
    double max = 0;
    double step = 1;              // Number: UI stepper increment
    json def;                     // default value (typed)
    std::vector<Choice> choices;  // Enum only
    std::string help;             // one or two sentences, our own words
    std::string group;            // optional UI grouping ("Target", "Options" …); empty = main
    // Another parameter whose choice fills this one in (fng.fire: the weapon sets its dice and
    // Impact). While that parameter is off its default, the value used follows from it and the
    // response's params echo it (a derivation, contract/derived_params.h); the UI shows it there.
    std::string set_by;

    // Builders (keep calculator definitions short and readable).
    static ParamSpec Int(std::string name, std::string label, int min, int max, int def, std::string help);
    static ParamSpec Number(std::string name, std::string label, double min, double max, double step, double def,
                            std::string help);
    static ParamSpec Bool(std::string name, std::string label, bool def, std::string help);
    static ParamSpec Enum(std::string name, std::string label, std::vector<Choice> choices, std::string def,
                          std::string help);
    // Free text of printable ASCII, at most max_len characters (e.g. an exploration's choices "3.5.2").
    static ParamSpec Text(std::string name, std::string label, int max_len, std::string def, std::string help);
    ParamSpec& in_group(std::string g) {
        group = std::move(g);
        return *this;
    }
    ParamSpec& filled_by(std::string param) {
        set_by = std::move(param);
        return *this;
    }
};

// Validated parameter values: every declared parameter is present with the right type.
class Params {
public:
    Params() = default;
    explicit Params(json values) : v_(std::move(values)) {}
    int get_int(const std::string& name) const;
    double get_number(const std::string& name) const;
    bool get_bool(const std::string& name) const;
    const std::string& get_enum(const std::string& name) const;
    const std::string& get_text(const std::string& name) const { return get_enum(name); }
    bool has(const std::string& name) const { return v_.contains(name); }
    const json& as_json() const { return v_; }
    void set(const std::string& name, json value) { v_[name] = std::move(value); }

private:
    json v_ = json::object();
};

}  // namespace pm
