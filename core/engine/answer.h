// Pointman — what a rule answers about one situation: the exact outcomes, the named values, the
// modifiers it applied with their citations, a sentence for people, and after a roll, the dice.
//
// A rule (core/rules/<ruleset>/) fills an Answer from its typed input; a calculator's adapter
// (core/calculators/) reads the request's parameters into that input and hands the Answer on as
// the contract's Result (contract/result.h), which is this same type. How each value is shown
// (probability, count, inches, text, table) is declared in the calculator's data file.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "engine/errors.h"
#include "engine/exact/rational.h"
#include "engine/json.h"

namespace pm {

struct Outcome {
    std::string key;    // fixed per calculator (contract), e.g. "7", "pass2", "kill"
    std::string label;  // short human label, our own words
    Rational p;         // exact probability
};

struct Modifier {
    std::string label;  // "Monsoon season"
    std::string value;  // "+1", "×2", "2 columns left", "applied"
    std::string rule;   // citation, e.g. "FNG p.38 (1)"
};

struct Answer {
    std::vector<Outcome> outcomes;       // exact distribution; p sums to 1
    json values = object_with_room(16);  // named non-probability results (kinds: the data file's "values")
    std::vector<Modifier> modifiers;     // every modifier / rule choice applied
    std::string summary;                 // one or two sentences for people
    std::string rolled;  // with a seed or dice: the roll in words; empty: the codec's default (contract/rolled.h)
    json roll;           // null unless a seed was given; generators put their artefact here
    json figure;         // optional picture, drawn generically by the shell (contract/figure.md)
    json actions = json::array();  // buttons the shell offers (contract/figure.md "actions"), e.g. advance

    void outcome(std::string key, std::string label, Rational p) {
        outcomes.push_back({std::move(key), std::move(label), p});
    }
    // The label of the outcome `key` (empty when there is none): the words a rolled sentence names.
    std::string label(const std::string& key) const {
        for (const auto& o : outcomes)
            if (o.key == key) return o.label;
        return {};
    }
    void modifier(std::string label, std::string value, std::string rule) {
        modifiers.push_back({std::move(label), std::move(value), std::move(rule)});
    }
    // A hand-off to another calculator: `link` ("#/fng.burst?rep=4&rep_modifier=1") sets what this
    // rule works out from its typed input; `covers` names this calculator's parameters those values
    // already account for (the Rep modifiers folded into a Rep modifier it sets). The codec carries
    // every other parameter the two share and names what it cannot (contract/handoff.h).
    void hand_off(std::string label, std::string link, std::vector<std::string> covers = {}) {
        json a = object_with_room(3);
        a["label"] = std::move(label);
        a["link"] = std::move(link);
        if (!covers.empty()) a["covers"] = std::move(covers);
        actions.push_back(std::move(a));
    }
    // A button: its label, then `field` ("link" or "params") holding `value`.
    void action(std::string label, const char* field, json value) {
        json a = object_with_room(2);
        a["label"] = std::move(label);
        a[field] = std::move(value);
        actions.push_back(std::move(a));
    }
};

// A probability as the contract writes it in values: {"exact": "1/6", "p": 0.1666…}.
inline json probability_json(const Rational& r) {
    return json{{"exact", r.str()}, {"p", r.to_double()}};
}

// Thrown when the rules forbid the situation (not_possible) or a player's table is missing or
// cannot be used (needs_table); `param` names the input at fault. The contract reports it as is.
struct RuleError : std::runtime_error {
    RuleError(ErrorCode code_, std::string param_, const std::string& message)
        : std::runtime_error(message), code(code_), param(std::move(param_)) {}
    ErrorCode code;  // engine/errors.h
    std::string param;
};

}  // namespace pm
