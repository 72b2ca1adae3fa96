#include "contract/handoff.h"

#include <algorithm>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "contract/registry.h"

namespace pm {

bool shared_param(const ParamSpec& a, const ParamSpec& b) {
    return a.name == b.name && a.type == b.type && a.label == b.label;
}

namespace {

// The parameter as the player set it, in the words of its label: "Pigman", "Target number 2",
// "Weapon: M-16", "Targets can fire back: no".
std::string set_words(const ParamSpec& s, const json& v) {
    switch (s.type) {
        case ParamType::Bool: return v.is_boolean() && v.get<bool>() ? s.label : s.label + ": no";
        case ParamType::Int: return v.is_number_integer() ? s.label + " " + v.dump() : s.label;
        case ParamType::Enum:
            if (v.is_string())
                for (const auto& c : s.choices)
                    if (c.value == v.get_ref<const std::string&>()) return s.label + ": " + c.label;
            return s.label;
        case ParamType::Text: return v.is_string() ? s.label + ": " + v.get<std::string>() : s.label;
        case ParamType::Number: break;
    }
    return s.label;
}

bool derived_here(const Calculator& c, const ParamSpec& s, const json& values) {
    if (s.set_by.empty()) return false;
    const ParamSpec* by = c.param(s.set_by);
    return by && values.contains(by->name) && values[by->name] != by->def;
}

void finish_one(const Calculator& from, const json& values, json& action) {
    std::vector<std::string> covers;
    if (auto c = action.find("covers"); c != action.end()) {
        if (c->is_array())
            for (const auto& n : *c)
                if (n.is_string()) covers.push_back(n.get<std::string>());
        action.erase("covers");
    }
    auto li = action.find("link");
    if (li == action.end() || !li->is_string()) return;
    const std::string& link = li->get_ref<const std::string&>();
    if (link.rfind("#/", 0) != 0) return;
    json req = request_from_link(link);
    if (!req.is_object() || req.contains("ok") || !req.contains("params")) return;  // the rule's own fault: tests
    const Calculator* to = find_calculator(req.value("calc", std::string()));
    if (!to) return;
    json& given = req["params"];
    const json set_by_rule = given;
    auto covered = [&](const std::string& n) { return std::find(covers.begin(), covers.end(), n) != covers.end(); };

    std::vector<const ParamSpec*> carried, left;
    for (const auto& s : from.params) {
        if (set_by_rule.contains(s.name) || covered(s.name) || !values.contains(s.name)) continue;
        const json& v = values[s.name];
        if (derived_here(from, s, values)) continue;  // follows its setter, which is carried or named
        const ParamSpec* t = to->param(s.name);
        if (t && shared_param(s, *t)) {
            if (v == t->def) continue;  // what the other calculator assumes anyway
            given[s.name] = v;
            carried.push_back(&s);
            continue;
        }
        if (v != s.def) left.push_back(&s);
    }
    // A carried value the other calculator refuses (out of its range, not one of its choices, or
    // ruled out there by the rule: a third target for a weapon of two) is named instead of sent.
    // The other calculator is asked once; its own links are then not finished again (no loop).
    static thread_local int depth = 0;
    for (size_t tries = 0; tries <= carried.size() && !carried.empty(); ++tries) {
        json bad = validate_request(req);
        if (bad.is_null() && depth == 0) {
            ++depth;
            json answer = evaluate_request(req);
            --depth;
            if (!answer.value("ok", false) && answer.contains("error") &&
                answer["error"].value("code", std::string()) != "needs_table")
                bad = answer;
        }
        if (bad.is_null()) break;
        std::string p = bad.contains("error") ? bad["error"].value("param", std::string()) : std::string();
        auto it = std::find_if(carried.begin(), carried.end(), [&](const ParamSpec* s) { return s->name == p; });
        if (it == carried.end()) return;  // the rule's own link is at fault: leave it for the tests
        given.erase(p);
        left.push_back(*it);
        carried.erase(it);
    }
    // The rule's link as it wrote it, the carried values after it (written as a share link writes them).
    if (!carried.empty()) {
        json only = json{{"calc", req["calc"]}, {"params", json::object()}};
        for (const ParamSpec* c : carried) only["params"][c->name] = given[c->name];
        const std::string tail = link_for_request(only);
        const size_t q = tail.find('?');
        if (q != std::string::npos)
            action["link"] = link + (link.find('?') == std::string::npos ? "?" : "&") + tail.substr(q + 1);
    }
    if (left.empty()) return;
    std::sort(left.begin(), left.end(), [&](const ParamSpec* a, const ParamSpec* b) { return a < b; });
    json names = json::array();
    std::string words;
    for (const ParamSpec* s : left) {
        names.push_back(s->name);
        words += (words.empty() ? "" : ", ") + set_words(*s, values[s->name]);
    }
    action["not_carried"] = std::move(names);
    action["note"] = "Not carried over (no such setting there): " + words + ".";
}

}  // namespace

void finish_handoffs(const Calculator& from, const Params& params, json& actions) {
    if (!actions.is_array()) return;
    for (auto& a : actions)
        if (a.is_object()) finish_one(from, params.as_json(), a);
}

}  // namespace pm
