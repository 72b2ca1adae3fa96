#include "contract/figures.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "contract/calculator_data.h"
#include "contract/result.h"
#include "engine/data/data_files.h"

namespace pm {
namespace {

const char* const kStatuses[] = {"ready", "knocked-down", "out-of-the-fight", "obviously-dead", "out-of-ammo"};

[[noreturn]] void bad(ErrorCode code, const std::string& where, const std::string& message) {
    throw CalcError(code, where, message);
}

// Printable ASCII of a value a request sent, shortened: safe to echo in a message.
std::string shown(const std::string& s) {
    std::string out;
    for (char ch : s.substr(0, 40))
        if (ch >= 0x20 && ch < 0x7f) out += ch;
    return out;
}

// A figure's name as the answer gives it back: the player's own text (any language), at most 60
// bytes, never cut inside a character; the writer replaces what is not UTF-8.
std::string name_of(const std::string& s) {
    size_t cut = std::min<size_t>(s.size(), 60);
    while (cut < s.size() && cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
    std::string out = s.substr(0, cut);
    for (char& ch : out)
        if (static_cast<unsigned char>(ch) < 0x20) ch = ' ';
    return out.find_first_not_of(' ') == std::string::npos ? std::string() : out;
}

// "crack_shot" and "crack-shot" are one attribute: the calculators' switches use the first, the
// attribute lists and enum choices the second.
std::string attribute_id(std::string a) {
    std::replace(a.begin(), a.end(), '_', '-');
    std::transform(a.begin(), a.end(), a.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return a;
}

// One figure of a request, checked field by field as it is read.
struct Figure {
    const json& j;
    std::string where;  // "figures.shooter" or "figures.targets.2"
    std::string name;

    const json* field(const char* f) const {
        auto it = j.find(f);
        return it == j.end() || it->is_null() ? nullptr : &*it;
    }
    std::string at(const char* f) const { return where + "." + f; }
    int whole(const char* f) const {
        const json* v = field(f);
        if (!v) bad(ErrorCode::MissingParam, at(f), name + " has no " + f);
        if (!v->is_number() || !std::isfinite(v->get<double>()) || std::floor(v->get<double>()) != v->get<double>())
            bad(ErrorCode::BadType, at(f), name + "'s " + f + " must be a whole number");
        return static_cast<int>(std::clamp(v->get<double>(), -1e6, 1e6));
    }
    std::string text(const char* f, const char* missing_default = nullptr) const {
        const json* v = field(f);
        if (!v) {
            if (missing_default) return missing_default;
            bad(ErrorCode::MissingParam, at(f), name + " has no " + f);
        }
        if (!v->is_string()) bad(ErrorCode::BadType, at(f), name + "'s " + f + " must be text");
        return v->get<std::string>();
    }
    bool flag(const char* f) const {
        const json* v = field(f);
        if (!v) return false;
        if (!v->is_boolean()) bad(ErrorCode::BadType, at(f), name + "'s " + f + " must be true or false");
        return v->get<bool>();
    }
    std::vector<std::string> attributes() const {
        std::vector<std::string> out;
        const json* v = field("attributes");
        if (!v) return out;
        if (!v->is_array()) bad(ErrorCode::BadType, at("attributes"), name + "'s attributes must be a list of ids");
        for (const auto& a : *v) {
            if (!a.is_string()) bad(ErrorCode::BadType, at("attributes"), name + "'s attributes must be ids (text)");
            out.push_back(attribute_id(a.get<std::string>()));
        }
        return out;
    }
    bool has_attribute(const std::string& id) const {
        const auto all = attributes();
        return std::find(all.begin(), all.end(), attribute_id(id)) != all.end();
    }
    std::string status() const {
        std::string s = text("status", "ready");
        if (!figure_status_known(s))
            bad(ErrorCode::OutOfRange, at("status"),
                name +
                    "'s status must be one of: ready, knocked-down, out-of-the-fight, obviously-dead, out-of-ammo (got "
                    "\"" +
                    shown(s) + "\")");
        return s;
    }
};

Figure read_figure(const json& j, const std::string& where) {
    if (!j.is_object()) bad(ErrorCode::BadType, where, where + " must be a figure (an object with name, rep, …)");
    Figure f{j, where, ""};
    const json* n = f.field("name");
    if (n && !n->is_string()) bad(ErrorCode::BadType, f.at("name"), where + "'s name must be text");
    f.name = n ? name_of(n->get<std::string>()) : std::string();
    if (f.name.empty()) f.name = where;
    f.status();      // checked whatever the role reads
    f.attributes();  // likewise
    return f;
}

// [SECTION] the values a rule gives a figure (named in the data as "status <name>")
// A knocked-down figure lies prone until it acts again (FNG pp.19-20, Ranged Combat Damage Table).
json status_prone(const Figure& f, const ParamSpec&) {
    return f.status() == "knocked-down";
}
// The same for a choice of where the target is: a knocked-down target is prone; any other status
// leaves the choice to the request (null: not set by the figure).
json status_target_prone(const Figure& f, const ParamSpec& s) {
    if (f.status() != "knocked-down") return nullptr;
    for (const auto& ch : s.choices)
        if (ch.value == "prone") return "prone";
    return nullptr;
}
// The one of the figure's attributes that is among the parameter's choices, else its first choice
// (the "none" of fng.under-fire's attribute and fng.re-up's).
json attribute_choice(const Figure& f, const ParamSpec& s) {
    for (const auto& a : f.attributes())
        for (const auto& ch : s.choices)
            if (ch.value == a) return ch.value;
    return s.choices.empty() ? json(nullptr) : json(s.choices.front().value);
}

// A switch that a leader's Rep sets: "Requesting leader Rep 4 or less" (-1) and "Rep 5+" (+1) of the
// support requests (FNG p.50, Air Strike Request and Gunship Request).
json rep_4_or_less(const Figure& f, const ParamSpec&) {
    return f.whole("rep") <= 4;
}
json rep_5_or_more(const Figure& f, const ParamSpec&) {
    return f.whole("rep") >= 5;
}

struct NamedRule {
    const char* name;
    json (*value)(const Figure&, const ParamSpec&);
};
const NamedRule kRules[] = {
    {"status prone", &status_prone},         {"status target-prone", &status_target_prone},
    {"attribute-choice", &attribute_choice}, {"rep 4 or less", &rep_4_or_less},
    {"rep 5 or more", &rep_5_or_more},
};

// The figure's value for one parameter, as the role's data names it: "rep", "weapon", "star",
// "counters", "kills", "attribute <id>", or a rule of kRules. Null: the figure sets nothing.
json figure_value(const Figure& f, const std::string& source, const ParamSpec& s) {
    if (source == "rep") return f.whole("rep");
    if (source == "counters" || source == "kills")
        return f.field(source.c_str()) ? json(f.whole(source.c_str())) : json(nullptr);
    if (source == "weapon") return f.field("weapon") ? json(f.text("weapon")) : json(nullptr);
    if (source == "star") return f.flag("star");
    if (source.rfind("attribute ", 0) == 0) return f.has_attribute(source.substr(10));
    for (const auto& r : kRules)
        if (source == r.name) return r.value(f, s);
    throw std::logic_error("a role sets " + s.name + " from \"" + source + "\", which no figure has");
}

// A figure's value checked against the parameter it sets, the error naming the figure's field.
void check_for(const Figure& f, const std::string& source, const ParamSpec& s, const json& v) {
    const std::string field = source == "rep" || source == "weapon" || source == "counters" || source == "kills"
                                  ? source
                                  : (source == "star" ? "star" : (source.rfind("rep ", 0) == 0 ? "rep" : "attributes"));
    const std::string where = f.at(field.c_str());
    if (s.type == ParamType::Int && v.is_number_integer()) {
        const int n = v.get<int>();
        if (n < s.min || n > s.max)
            bad(ErrorCode::OutOfRange, where,
                f.name + "'s " + field + " " + std::to_string(n) + " cannot be " + s.label + " (" +
                    std::to_string(static_cast<int>(s.min)) + " to " + std::to_string(static_cast<int>(s.max)) + ")");
    } else if (s.type == ParamType::Enum && v.is_string()) {
        const auto& str = v.get_ref<const std::string&>();
        if (std::none_of(s.choices.begin(), s.choices.end(), [&](const Choice& ch) { return ch.value == str; })) {
            std::string list;
            for (const auto& ch : s.choices) list += (list.empty() ? "" : ", ") + ch.value;
            bad(ErrorCode::OutOfRange, where,
                f.name + "'s " + field + " \"" + shown(str) + "\" is not one this calculator knows for " + s.label +
                    " (" + list + ")");
        }
    } else if (s.type == ParamType::Bool && !v.is_boolean()) {
        bad(ErrorCode::BadType, where, f.name + "'s " + field + " does not fit " + s.label);
    }
}

// The figures of one role: one object, or a list where the role takes several.
std::vector<Figure> role_figures(const json& role, const json& given, const std::string& where) {
    std::vector<Figure> out;
    const int list = role.value("list", 0);
    if (given.is_array()) {
        if (!list)
            bad(ErrorCode::BadType, where, "the " + role.at("role").get<std::string>() + " is one figure, not a list");
        if (given.empty()) bad(ErrorCode::MissingParam, where, where + " lists no figure");
        if (static_cast<int>(given.size()) > list)
            bad(ErrorCode::OutOfRange, where,
                "at most " + std::to_string(list) + " figures as " + role.at("label").get<std::string>());
        for (size_t i = 0; i < given.size(); ++i)
            out.push_back(read_figure(given[i], where + "." + std::to_string(i + 1)));
    } else {
        out.push_back(read_figure(given, where));
    }
    return out;
}

json origin(const std::string& role, int index, const Figure& f) {
    json o = json::object();
    o["role"] = role;
    if (index) o["index"] = index;
    o["figure"] = f.name;
    return o;
}

}  // namespace

void check_roles(const Calculator& c, const json& roles) {
    if (roles.is_null()) return;
    auto fault = [&](const std::string& why) { throw std::logic_error(c.id + " roles: " + why); };
    if (!roles.is_array()) fault("not a list");
    auto known = [](const std::string& from) {
        if (from == "rep" || from == "weapon" || from == "star" || from == "counters" || from == "kills") return true;
        if (from.rfind("attribute ", 0) == 0 && from.size() > 10) return true;
        return std::any_of(std::begin(kRules), std::end(kRules), [&](const NamedRule& r) { return from == r.name; });
    };
    auto sets = [&](const json& what) {
        if (!what.is_object()) fault("a role's sets is not an object");
        for (auto s = what.begin(); s != what.end(); ++s) {
            if (!c.param(s.key())) fault("sets " + s.key() + ", which is no parameter");
            if (!s.value().is_string() || !known(s.value().get<std::string>()))
                fault(s.key() + " is set from " + s.value().dump() + ", which no figure has");
        }
    };
    for (const auto& role : roles) {
        if (!role.is_object() || !role.contains("role") || !role.contains("label")) fault("a role without its name");
        if (role.contains("sets")) sets(role.at("sets"));
        if (role.contains("each")) {
            if (!role.at("each").is_array() || static_cast<int>(role.at("each").size()) != role.value("list", 0))
                fault(role.at("role").dump() + ": each must list one entry per figure of the list");
            for (const auto& e : role.at("each")) sets(e);
        }
        if (role.contains("count") && !c.param(role.at("count").get<std::string>()))
            fault("counts figures in " + role.at("count").dump() + ", which is no parameter");
        if (role.contains("positions"))
            for (auto p = role.at("positions").begin(); p != role.at("positions").end(); ++p)
                if (!c.param(p.key())) fault("a position in " + p.key() + ", which is no parameter");
    }
}

const json& calculator_roles(const Calculator& c) {
    // Read from the data file the first time they are asked for (only the roles are kept).
    static std::map<std::string, std::unique_ptr<const json>> read;
    static std::mutex m;
    std::lock_guard<std::mutex> lock(m);
    auto& roles = read[c.id];
    if (!roles) {
        const std::string_view text = data_file(calculator_data_path(c.id));
        const json d = json::parse(text.begin(), text.end(), nullptr, false);
        auto it = d.is_object() ? d.find("roles") : d.end();
        roles = std::make_unique<const json>(d.is_object() && it != d.end() && it->is_array() ? *it : json::array());
    }
    return *roles;
}

bool figure_status_known(const std::string& status) {
    return std::find(std::begin(kStatuses), std::end(kStatuses), status) != std::end(kStatuses);
}

FiguresFilled fill_from_figures(const Calculator& c, const json& given, const json& figures) {
    if (!figures.is_object())
        bad(ErrorCode::BadType, "figures", "\"figures\" must be an object: each role and its figure");
    const json& roles = calculator_roles(c);
    std::map<std::string, std::pair<json, json>> set;  // parameter → value, where it came from
    for (auto it = figures.begin(); it != figures.end(); ++it) {
        const std::string& name = it.key();
        auto role = std::find_if(roles.begin(), roles.end(), [&](const json& r) { return r.at("role") == name; });
        if (role == roles.end()) {
            std::string known;
            for (const auto& r : roles) known += (known.empty() ? "" : ", ") + r.at("role").get<std::string>();
            bad(ErrorCode::UnknownParam, "figures." + shown(name),
                c.id + " has no role \"" + shown(name) + "\"" +
                    (known.empty() ? " (it takes no figures)" : " (its roles: " + known + ")"));
        }
        if (it->is_null()) continue;
        const std::vector<Figure> fs = role_figures(*role, *it, "figures." + name);
        const bool list = role->value("list", 0) > 0;
        auto fill = [&](const json& sets, const Figure& f, int index) {
            for (auto s = sets.begin(); s != sets.end(); ++s) {
                const ParamSpec* spec = c.param(s.key());
                if (!spec) throw std::logic_error(c.id + ": a role sets " + s.key() + ", which is no parameter");
                json v = figure_value(f, s.value().get<std::string>(), *spec);
                if (v.is_null()) continue;
                check_for(f, s.value().get<std::string>(), *spec, v);
                set[s.key()] = {std::move(v), origin(name, index, f)};
            }
        };
        for (size_t i = 0; i < fs.size(); ++i) {
            if (role->contains("sets")) fill(role->at("sets"), fs[i], list ? static_cast<int>(i) + 1 : 0);
            if (list && role->contains("each")) fill(role->at("each").at(i), fs[i], static_cast<int>(i) + 1);
        }
        // A list's switch naming which figure has an attribute: "positions": {"wuss_figure": "wuss"}.
        if (list && role->contains("positions"))
            for (auto s = role->at("positions").begin(); s != role->at("positions").end(); ++s) {
                int at = 0;
                for (size_t i = 0; i < fs.size() && !at; ++i)
                    if (fs[i].has_attribute(s.value().get<std::string>())) at = static_cast<int>(i) + 1;
                json o = origin(name, at, at ? fs[at - 1] : fs[0]);
                if (!at) o.erase("figure");
                set[s.key()] = {at, std::move(o)};
            }
        if (list && role->contains("count")) {
            const std::string count = role->at("count");
            json o = json::object();
            o["role"] = name;
            o["figures"] = fs.size();
            set[count] = {static_cast<int>(fs.size()), std::move(o)};
        }
    }
    FiguresFilled out;
    if (given.is_object()) out.params = given;
    for (const auto& p : c.params) {
        auto s = set.find(p.name);
        if (s == set.end()) continue;
        if (given.is_object() && given.contains(p.name)) continue;  // the request's own value wins
        out.params[p.name] = s->second.first;
        out.from_figures[p.name] = s->second.second;
    }
    return out;
}

namespace {

const json* at_pointer(const json& j, const std::string& pointer) {
    try {
        const json::json_pointer p(pointer);
        return j.contains(p) ? &j.at(p) : nullptr;
    } catch (const json::exception&) {
        return nullptr;
    }
}

bool all_match(const json& conditions, const json& in) {
    for (auto it = conditions.begin(); it != conditions.end(); ++it) {
        const json* v = at_pointer(in, it.key());
        if (!v) return false;
        const json& want = it.value();
        const bool one = want.is_array() ? std::find(want.begin(), want.end(), *v) != want.end() : *v == want;
        if (!one) return false;
    }
    return true;
}

bool any_match(const json& conditions, const json& in) {
    for (auto it = conditions.begin(); it != conditions.end(); ++it) {
        const json* v = at_pointer(in, it.key());
        const json& want = it.value();
        if (v && (want.is_array() ? std::find(want.begin(), want.end(), *v) != want.end() : *v == want)) return true;
    }
    return false;
}

// A count the rule wrote as text ("2" counters) is a number in an effect.
json effect_value(const json& v) {
    if (v.is_string()) {
        const auto& s = v.get_ref<const std::string&>();
        if (!s.empty() && s.size() < 9 &&
            std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
            return std::stoi(s);
    }
    return v;
}

std::string figure_name(const json& f, const std::string& fallback) {
    if (f.is_object())
        if (auto n = f.find("name"); n != f.end() && n->is_string() && !name_of(n->get<std::string>()).empty())
            return name_of(n->get<std::string>());
    return fallback;
}

}  // namespace

json figure_effects(const Calculator& c, const json& figures, const json& roll) {
    json out = json::array();
    if (!figures.is_object() || !roll.is_object()) return out;
    for (const auto& role : calculator_roles(c)) {
        const std::string name = role.at("role");
        auto given = figures.find(name);
        if (given == figures.end() || given->is_null() || !role.contains("effects")) continue;
        const bool list = role.value("list", 0) > 0;
        for (const auto& e : role.at("effects")) {
            // Each effect reads the roll, or with "each" the roll's list with one element per figure.
            std::vector<std::pair<const json*, int>> scopes;
            if (e.contains("each")) {
                const json* items = at_pointer(roll, e.at("each"));
                if (!items || !items->is_array()) continue;
                for (size_t i = 0; i < items->size(); ++i) scopes.emplace_back(&(*items)[i], static_cast<int>(i));
            } else {
                scopes.emplace_back(&roll, 0);
            }
            for (const auto& [scope, i] : scopes) {
                if (e.contains("when") && !all_match(e.at("when"), *scope)) continue;
                if (e.contains("unless") && any_match(e.at("unless"), *scope)) continue;
                // A list's i-th element is its i-th figure's; one figure takes every element (a kill
                // for each target of a burst).
                const json* figure = !given->is_array()
                                         ? (list && i > 0 ? nullptr : &*given)
                                         : (static_cast<size_t>(i) < given->size() ? &(*given)[i] : nullptr);
                if (!figure) continue;
                json one = json::object();
                one["role"] = name;
                if (list) one["index"] = i + 1;
                one["figure"] = figure_name(*figure, "figures." + name + (list ? "." + std::to_string(i + 1) : ""));
                one["effect"] = e.at("effect");
                if (e.contains("value")) {
                    const json& v = e.at("value");
                    const json* read = v.is_string() && !v.get<std::string>().empty() && v.get<std::string>()[0] == '/'
                                           ? at_pointer(*scope, v.get<std::string>())
                                           : &v;
                    if (!read) continue;
                    json value = effect_value(*read);
                    // "strip": a prefix the roll's key carries that the effect does not ("unhurt-").
                    if (value.is_string() && e.contains("strip")) {
                        const std::string prefix = e.at("strip"), v = value;
                        if (v.rfind(prefix, 0) == 0) value = v.substr(prefix.size());
                    }
                    one["value"] = std::move(value);
                }
                out.push_back(std::move(one));
            }
        }
    }
    return out;
}

json describe_roles(const Calculator& c) {
    json out = json::array();
    for (const auto& role : calculator_roles(c)) {
        json r = json::object();
        r["role"] = role.at("role");
        r["label"] = role.at("label");
        r["list"] = role.value("list", 0);
        json params = json::array();
        auto add = [&](const json& sets) {
            for (auto s = sets.begin(); s != sets.end(); ++s) {
                json p = json::object();
                p["param"] = s.key();
                p["from"] = s.value();
                params.push_back(std::move(p));
            }
        };
        if (role.contains("sets")) add(role.at("sets"));
        if (role.contains("each"))
            for (size_t i = 0; i < role.at("each").size(); ++i) {
                for (auto s = role.at("each")[i].begin(); s != role.at("each")[i].end(); ++s) {
                    json p = json::object();
                    p["param"] = s.key();
                    p["from"] = s.value();
                    p["index"] = i + 1;
                    params.push_back(std::move(p));
                }
            }
        if (role.contains("count")) {
            json p = json::object();
            p["param"] = role.at("count");
            p["from"] = "figures";
            params.push_back(std::move(p));
        }
        r["params"] = std::move(params);
        json effects = json::array();
        if (role.contains("effects"))
            for (const auto& e : role.at("effects"))
                if (std::find(effects.begin(), effects.end(), e.at("effect")) == effects.end())
                    effects.push_back(e.at("effect"));
        r["effects"] = std::move(effects);
        out.push_back(std::move(r));
    }
    return out;
}

}  // namespace pm
