#include "contract/codec.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <set>

#include "contract/catalog.h"
#include "contract/catalog_detail.h"
#include "contract/citations.h"
#include "contract/derived_params.h"
#include "contract/figures.h"
#include "contract/handoff.h"
#include "contract/json_read.h"
#include "contract/json_text.h"
#include "contract/registry.h"
#include "contract/rolled.h"
#include "contract/tables/table_kinds.h"
#include "engine/random/dice_source.h"

namespace pm {

// [SECTION] helpers

json error_response(ErrorCode code, const std::string& param, const std::string& message) {
    json e = json::object();
    e["code"] = error_code_name(code);
    if (!param.empty()) e["param"] = param;
    e["message"] = message;
    json r = json::object();
    r["ok"] = false;
    r["error"] = e;
    return r;
}

namespace {

struct Fail {
    ErrorCode code;
    std::string param, message;
};

std::string fmt_number(double v) {
    if (std::floor(v) == v && std::fabs(v) < 1e15) return std::to_string(static_cast<long long>(v));
    char buf[32];  // as a stream writes a double: six significant digits, the shorter of %f and %e
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

std::string choices_text(const ParamSpec& s) {
    std::string out;
    for (size_t i = 0; i < s.choices.size(); ++i) out += (i ? ", " : "") + s.choices[i].value;
    return out;
}

// Validates one JSON value against its spec; returns the normalised value.
json check_value(const ParamSpec& s, const json& v) {
    const std::string& n = s.name;
    switch (s.type) {
        case ParamType::Int: {
            if (!v.is_number()) throw Fail{ErrorCode::BadType, n, n + " must be a whole number"};
            double d = v.get<double>();
            if (!std::isfinite(d) || std::floor(d) != d)
                throw Fail{ErrorCode::BadType, n, n + " must be a whole number"};
            if (d < s.min || d > s.max)
                throw Fail{ErrorCode::OutOfRange, n, n + " must be " + fmt_number(s.min) + " to " + fmt_number(s.max)};
            return static_cast<int>(d);
        }
        case ParamType::Number: {
            if (!v.is_number()) throw Fail{ErrorCode::BadType, n, n + " must be a number"};
            double d = v.get<double>();
            if (!std::isfinite(d)) throw Fail{ErrorCode::BadType, n, n + " must be a finite number"};
            if (d < s.min || d > s.max)
                throw Fail{ErrorCode::OutOfRange, n, n + " must be " + fmt_number(s.min) + " to " + fmt_number(s.max)};
            return d;
        }
        case ParamType::Bool:
            if (!v.is_boolean()) throw Fail{ErrorCode::BadType, n, n + " must be true or false"};
            return v;
        case ParamType::Enum: {
            if (!v.is_string()) throw Fail{ErrorCode::BadType, n, n + " must be one of: " + choices_text(s)};
            const auto& str = v.get_ref<const std::string&>();
            for (const auto& ch : s.choices)
                if (ch.value == str) return v;
            std::string shown = str.size() > 40 ? str.substr(0, 40) + "…" : str;
            // Never echo invalid UTF-8 back: keep only printable ASCII of the offending value.
            std::string safe;
            for (char c : shown)
                if (c >= 0x20 && c < 0x7f) safe += c;
            throw Fail{ErrorCode::OutOfRange, n, n + " must be one of: " + choices_text(s) + " (got \"" + safe + "\")"};
        }
        case ParamType::Text: {
            if (!v.is_string()) throw Fail{ErrorCode::BadType, n, n + " must be text"};
            const auto& str = v.get_ref<const std::string&>();
            if (str.size() > s.max)
                throw Fail{ErrorCode::OutOfRange, n, n + " must be at most " + fmt_number(s.max) + " characters"};
            for (char c : str)
                if (c < 0x20 || c >= 0x7f) throw Fail{ErrorCode::BadType, n, n + " must be printable ASCII text"};
            return v;
        }
    }
    throw Fail{ErrorCode::BadType, n, "unsupported parameter type"};
}

// Text → typed JSON value for links and the command line.
json parse_text_value(const ParamSpec& s, const std::string& text) {
    const std::string& n = s.name;
    switch (s.type) {
        case ParamType::Int: {
            char* end = nullptr;
            errno = 0;
            long long v = std::strtoll(text.c_str(), &end, 10);
            if (text.empty() || end != text.c_str() + text.size() || errno == ERANGE)
                throw Fail{ErrorCode::BadType, n, n + " must be a whole number"};
            return check_value(s, json(v));
        }
        case ParamType::Number: {
            char* end = nullptr;
            double v = std::strtod(text.c_str(), &end);
            if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(v))
                throw Fail{ErrorCode::BadType, n, n + " must be a number"};
            return check_value(s, json(v));
        }
        case ParamType::Bool:
            if (text == "true" || text == "1") return true;
            if (text == "false" || text == "0") return false;
            throw Fail{ErrorCode::BadType, n, n + " must be true or false"};
        case ParamType::Enum:
        case ParamType::Text: return check_value(s, json(text));
    }
    throw Fail{ErrorCode::BadType, n, "unsupported parameter type"};
}

uint32_t check_seed(const json& v) {
    if (!v.is_number_integer()) throw Fail{ErrorCode::BadType, "seed", "seed must be a whole number 0 to 4294967295"};
    if (v.is_number_unsigned()) {
        auto u = v.get<uint64_t>();
        if (u > 0xFFFFFFFFULL) throw Fail{ErrorCode::OutOfRange, "seed", "seed must be 0 to 4294967295"};
        return static_cast<uint32_t>(u);
    }
    auto i = v.get<int64_t>();
    if (i < 0 || i > 0xFFFFFFFFLL) throw Fail{ErrorCode::OutOfRange, "seed", "seed must be 0 to 4294967295"};
    return static_cast<uint32_t>(i);
}

uint32_t parse_seed_text(const std::string& t) {
    char* end = nullptr;
    errno = 0;
    unsigned long long v = std::strtoull(t.c_str(), &end, 10);
    if (t.empty() || t[0] == '-' || end != t.c_str() + t.size() || errno == ERANGE)
        throw Fail{ErrorCode::BadType, "seed", "seed must be a whole number 0 to 4294967295"};
    if (v > 0xFFFFFFFFULL) throw Fail{ErrorCode::OutOfRange, "seed", "seed must be 0 to 4294967295"};
    return static_cast<uint32_t>(v);
}

// The player's dice: a list of whole numbers (each checked against its die when it is drawn).
std::vector<long long> check_dice(const json& v) {
    if (!v.is_array()) throw Fail{ErrorCode::BadType, "dice", "dice must be a list of die faces, e.g. [4, 5, 2]"};
    if (v.size() > kMaxDice) throw Fail{ErrorCode::OutOfRange, "dice", "at most " + std::to_string(kMaxDice) + " dice"};
    std::vector<long long> out;
    out.reserve(v.size());
    for (const auto& f : v) {
        if (!f.is_number_integer()) throw Fail{ErrorCode::BadType, "dice", "each die face must be a whole number"};
        if (f.is_number_unsigned() && f.get<uint64_t>() > 0xFFFFFFFFULL)
            throw Fail{ErrorCode::OutOfRange, "dice", "a die face is far too large"};
        out.push_back(f.get<long long>());
    }
    return out;
}

// "4.5.2" (links: rolled=4.5.2) or "4,5,2" (command line: --dice 4,5,2); empty text is no dice yet.
std::vector<long long> parse_dice_text(const std::string& t) {
    json faces = json::array();
    size_t start = 0;
    while (start < t.size()) {
        size_t end = t.find_first_of(".,", start);
        std::string part = t.substr(start, end == std::string::npos ? std::string::npos : end - start);
        char* stop = nullptr;
        errno = 0;
        long long v = std::strtoll(part.c_str(), &stop, 10);
        if (part.empty() || stop != part.c_str() + part.size() || errno == ERANGE)
            throw Fail{ErrorCode::BadType, "dice",
                       "dice must be whole numbers separated by dots or commas, e.g. 4.5.2"};
        faces.push_back(v);
        if (end == std::string::npos) break;
        start = end + 1;
        if (start == t.size()) throw Fail{ErrorCode::BadType, "dice", "dice must not end with a separator"};
    }
    return check_dice(faces);
}

std::string die_name(uint32_t sides) {
    return "d" + std::to_string(sides);
}

json faces_json(const std::vector<DieDraw>& drawn, const std::vector<std::string>& purposes) {
    json out = json::array();
    for (const auto& d : drawn) {
        json e = json::object();
        e["d"] = d.sides;
        e["face"] = d.face;
        if (d.purpose > 0 && d.purpose < purposes.size()) e["for"] = purposes[d.purpose];
        out.push_back(std::move(e));
    }
    return out;
}

// The steps a roll said (engine/random/dice_steps.h) as roll.steps_said: [{"dice": n, "said": …}],
// each decided by the first n dice of roll.faces.
json steps_json(const std::vector<RollStep>& steps) {
    json out = json::array();
    for (const auto& st : steps) out.push_back(json{{"dice", st.after}, {"said", st.said}});
    return out;
}

const Calculator& lookup_calc(const json& request) {
    if (!request.is_object()) throw Fail{ErrorCode::BadJson, "", "the request must be a JSON object"};
    auto it = request.find("calc");
    if (it == request.end()) throw Fail{ErrorCode::MissingParam, "calc", "the request has no \"calc\" (calculator id)"};
    if (!it->is_string()) throw Fail{ErrorCode::BadType, "calc", "\"calc\" must be a calculator id string"};
    const auto& id = it->get_ref<const std::string&>();
    const Calculator* c = find_calculator(id);
    if (!c) {
        std::string safe;
        for (char ch : id.substr(0, 60))
            if (ch >= 0x20 && ch < 0x7f) safe += ch;
        throw Fail{ErrorCode::UnknownCalc, "calc", "no calculator called \"" + safe + "\""};
    }
    return *c;
}

Params normalise_params(const Calculator& c, const json& request) {
    static const json no_params = json::object();
    const json* given_p = &no_params;  // the request's own object, not a copy
    auto it = request.find("params");
    if (it != request.end()) {
        if (!it->is_object()) throw Fail{ErrorCode::BadType, "params", "\"params\" must be an object"};
        given_p = &*it;
    }
    const json& given = *given_p;
    // Each given value beside its parameter's place in the spec (found once, by name).
    const json* small[64] = {};
    std::vector<const json*> large;
    const json** given_at = small;
    if (c.params.size() > 64) {
        large.assign(c.params.size(), nullptr);
        given_at = large.data();
    }
    for (auto it = given.begin(); it != given.end(); ++it) {
        const std::string& k = it.key();
        const ParamSpec* s = c.param(k);
        if (!s) {
            std::string safe;
            for (char ch : k.substr(0, 60))
                if (ch >= 0x20 && ch < 0x7f) safe += ch;
            throw Fail{ErrorCode::UnknownParam, safe, c.id + " has no parameter \"" + safe + "\""};
        }
        given_at[s - c.params.data()] = &*it;
    }
    json out = json::object();
    auto& fields = out.get_ref<json::object_t&>();  // the spec's names are unique: append, no look-up
    fields.reserve(c.params.size());
    for (size_t i = 0; i < c.params.size(); ++i) {
        const ParamSpec& s = c.params[i];
        fields.emplace_back(s.name, given_at[i] ? check_value(s, *given_at[i]) : s.def);
    }
    Params params(std::move(out));
    derive_params(c.id, params, given);
    return params;
}

// [SECTION] a success response, said once for both outputs
// A calculator's answer goes out in the contract's order (write_answer) to one of two outputs with
// the same calls: TreeOut builds the JSON tree (evaluate_request), JsonTextWriter writes the text
// as it goes (answer_text: no tree). The text is json_text of the tree, byte for byte
// (tests/core/contract/test_json_text.cpp, every calculator).

// What a success response says: the calculator's Result and what the request adds to it.
// Frees a JSON tree from its leaves up. nlohmann-json frees a tree by moving every value of it onto a
// stack it allocates (so a deep tree cannot overflow the call stack); an answer's trees are shallow,
// and emptied first each container is freed without that stack or those moves.
void release(json& j) {
    if (j.is_object()) {
        auto& fields = j.get_ref<json::object_t&>();
        for (auto& field : fields) release(field.second);
        fields.clear();
    } else if (j.is_array()) {
        auto& elements = j.get_ref<json::array_t&>();
        for (auto& e : elements) release(e);
        elements.clear();
    }
}

struct Answered {
    Answered() = default;
    Answered(Answered&&) = default;
    Answered& operator=(Answered&&) = default;
    ~Answered() {
        release(r.values);
        release(r.roll);
        release(r.figure);
        release(r.actions);
        release(error);
    }

    const Calculator* calc = nullptr;
    Params params;
    Result r;
    std::optional<uint32_t> seed;                // the seeded roll's seed
    std::optional<std::vector<long long>> dice;  // or the player's own faces
    std::vector<DieDraw> drawn;                  // the dice the roll drew, added as roll.faces
    std::vector<std::string> purposes;           // what they were for (DieDraw::purpose)
    std::vector<RollStep> steps;                 // the steps the roll said, added as roll.steps_said
    json error;                                  // not null: the answer is this error response instead
    json figures;                                // the request's figures (contract/figures.h), null without
    json filled;        // the request with the figures' values as params (null without figures)
    json from_figures;  // where those values came from
};

// A picture's contents in words (figure.words): every item's detail once, in the items' order, so
// that every front end lists what the picture holds beside it (a tunnel's sections, a trap's
// place) and a player who cannot see or tap the picture still reads it.
void add_figure_words(json& figure) {
    if (!figure.is_object() || figure.contains("words")) return;
    auto items = figure.find("items");
    if (items == figure.end() || !items->is_array()) return;
    json words = json::array();
    std::set<std::string> seen;
    for (const auto& it : *items) {
        if (!it.is_object()) continue;
        auto d = it.find("detail");
        if (d == it.end() || !d->is_string() || d->get_ref<const std::string&>().empty()) continue;
        if (seen.insert(d->get<std::string>()).second) words.push_back(*d);
    }
    if (!words.empty()) figure["words"] = std::move(words);
}

// The JSON tree the writer's calls describe.
class TreeOut {
public:
    void start_object(size_t members = 0) {
        json& o = open(json::object());
        o.get_ref<json::object_t&>().reserve(members);  // room up front: growing would copy each value
    }
    void start_array(size_t elements = 0) {
        json& a = open(json::array());
        a.get_ref<json::array_t&>().reserve(elements);
    }
    void end_object() { stack_.pop_back(); }
    void end_array() { stack_.pop_back(); }
    void key(std::string_view k) { key_ = k; }
    void string(std::string s) { put(std::move(s)); }
    void boolean(bool b) { put(b); }
    void integer(std::int64_t i) { put(i); }
    void unsigned_integer(std::uint64_t u) { put(u); }
    void number(double d) { put(d); }
    void value(json j) { put(std::move(j)); }
    json take() { return std::move(root_); }

private:
    json& put(json v) {
        if (stack_.empty()) return root_ = std::move(v);
        json& top = *stack_.back();
        if (top.is_array()) return top.get_ref<json::array_t&>().emplace_back(std::move(v));
        return top.get_ref<json::object_t&>().emplace_back(std::move(key_), std::move(v)).second;
    }
    json& open(json v) { return *stack_.emplace_back(&put(std::move(v))); }
    json root_;
    std::vector<json*> stack_;  // the open objects and arrays (each appended to last, so it stays put)
    std::string key_;
};

// The text writer under the same calls (the sizes are a tree's to reserve).
struct TextOut : JsonTextWriter {
    void start_object(size_t = 0) { JsonTextWriter::start_object(); }
    void start_array(size_t = 0) { JsonTextWriter::start_array(); }
    void unsigned_integer(std::uint64_t u) { JsonTextWriter::value(json(u)); }
    std::string take() const { return text(); }
};

// A parameter the request left out whose value only the base game prints: its default is named in
// the summary (words) and listed in "assumed" (the catalog's "ask").
struct Assumed {
    json names = json::array();
    std::string words;
};

Assumed assumed_params(const Calculator& c, const json& request, const json& echo) {
    Assumed a;
    const json* given = nullptr;
    if (auto it = request.find("params"); it != request.end() && it->is_object()) given = &*it;
    const auto& catalog = catalog_detail::catalog_of(c);
    const auto* asks = catalog.asks(c.id);
    if (!asks) return a;
    for (const auto& p : c.params) {
        auto ask = asks->find(p.name);
        if (ask == asks->end() || (given && given->contains(p.name)) || !catalog.ask_applies(c.id, p.name, echo))
            continue;
        a.names.push_back(p.name);
        const std::string label = p.label.substr(0, p.label.find(" ("));  // "Night visibility limit (hexes)"
        const std::string shown = echo.contains(p.name) ? echo.at(p.name).dump() : "null";
        a.words += " " + label + " " + shown + " assumed: " + ask->second + ".";
    }
    return a;
}

// [SECTION] settings that change nothing
// A value the request set off its default that changes nothing at all in this answer (the same
// outcomes, values, modifiers and summary, and for a calculator that rolls the same roll and words
// on three seeds, as with the default) is said at the end of the summary and named in "no_effect":
// the rule read it and said nothing, so the player learns the choice did nothing here instead of
// reading the same answer without a word. Only what the request itself set is tried, one value at
// a time.
bool same_answer(const Result& a, const Result& b) {
    if (a.summary != b.summary || a.values != b.values || a.outcomes.size() != b.outcomes.size() ||
        a.modifiers.size() != b.modifiers.size() || a.roll != b.roll || a.rolled != b.rolled)
        return false;
    for (size_t i = 0; i < a.outcomes.size(); ++i)
        if (a.outcomes[i].key != b.outcomes[i].key || a.outcomes[i].p != b.outcomes[i].p) return false;
    for (size_t i = 0; i < a.modifiers.size(); ++i)
        if (a.modifiers[i].label != b.modifiers[i].label || a.modifiers[i].value != b.modifiers[i].value ||
            a.modifiers[i].rule != b.modifiers[i].rule)
            return false;
    return true;
}

struct NoEffect {
    json names = json::array();
    std::string words;
};

// `r`: this request's answer when it did not roll (else the answer is worked out again without dice).
NoEffect settings_without_effect(const Calculator& c, const json& request, const Params& params, const Result& r,
                                 bool rolled) {
    NoEffect out;
    auto given = request.find("params");
    if (given == request.end() || !given->is_object() || given->empty()) return out;
    EvalContext ctx;
    if (auto t = request.find("tables"); t != request.end() && t->is_object()) ctx.tables = *t;
    const bool rolls = static_cast<bool>(c.roll) || static_cast<bool>(c.answer_and_roll);
    Result fresh;
    const Result* base = rolled ? nullptr : &r;
    for (const auto& s : c.params) {
        if (s.type == ParamType::Text || !given->contains(s.name)) continue;
        const json& v = params.as_json()[s.name];
        if (v == s.def) continue;
        json other = request;
        other["params"].erase(s.name);
        other.erase("figures");
        try {
            if (!base) {
                fresh = c.run(params, ctx);
                base = &fresh;
            }
            const Params without = normalise_params(c, other);
            if (!same_answer(*base, c.run(without, ctx))) continue;
            bool same = true;
            for (uint32_t seed = 1; rolls && same && seed <= 3; ++seed) {
                EvalContext seeded = ctx;
                seeded.seed = seed;
                same = same_answer(c.run(params, seeded), c.run(without, seeded));
            }
            if (!same) continue;
        } catch (...) {
            continue;  // the default is refused here: the value does matter
        }
        out.names.push_back(s.name);
        std::string what = s.label;
        if (s.type == ParamType::Enum)
            for (const auto& ch : s.choices)
                if (json(ch.value) == v) what += ": " + ch.label;
        if (s.type == ParamType::Int) what += " " + v.dump();
        if (s.type == ParamType::Bool && !v.get<bool>()) what += ": no";
        out.words += " " + what + " changes nothing here.";
    }
    return out;
}

template <class Out>
void write_faces(Out& out, const std::vector<DieDraw>& drawn, const std::vector<std::string>& purposes) {
    out.start_array(drawn.size());
    for (const auto& d : drawn) {
        const bool said = d.purpose > 0 && d.purpose < purposes.size();
        out.start_object(said ? 3 : 2);
        out.key("d");
        out.unsigned_integer(d.sides);
        out.key("face");
        out.unsigned_integer(d.face);
        if (said) {
            out.key("for");
            out.string(purposes[d.purpose]);
        }
        out.end_object();
    }
    out.end_array();
}

// The fields in the contract's order: ok, calc, generator, params, outcomes, values, modifiers,
// summary, [warnings], [assumed], [no_effect], [rolled], [figure], [actions], readings, [seed | dice, roll].
// Everything that can fail is worked out before the first field is written.
template <class Out>
void write_answer(Out& out, Answered& a, const json& request, std::vector<std::string>& warnings) {
    const Calculator& c = *a.calc;
    Result& r = a.r;
    const bool rolls = a.seed || a.dice;
    const json& asked = a.filled.is_null() ? request : a.filled;  // with the figures' values, if any
    // What the roll did to the request's figures, read from the rule's own roll (before it is sent).
    static const json no_roles = json::array();
    const json& roles = a.figures.is_null() ? no_roles : calculator_roles(c);
    const bool has_effects =
        rolls && std::any_of(roles.begin(), roles.end(), [](const json& role) { return role.contains("effects"); });
    json effects = has_effects ? figure_effects(c, a.figures, r.roll) : json();
    // The roll in words, right after the summary: the calculator's own sentence, or the default
    // from the faces drawn and the rolled outcome's label.
    if (rolls && r.rolled.empty())
        r.rolled = a.steps.empty() ? default_rolled(r.outcomes, r.roll, a.drawn)
                                   : stepped_rolled(a.steps, a.drawn, a.purposes, rolled_label(r.outcomes, r.roll));
    // The Pointman readings used: named in any text of the answer or its roll (not in the echo, nor
    // in an outcome's key or exact fraction, nor in the words added for assumed parameters).
    std::set<int> used;
    for (const auto& o : r.outcomes) collect_text_readings(o.label, used);
    collect_readings(r.values, used);
    for (const auto& m : r.modifiers) {
        collect_text_readings(m.label, used);
        collect_text_readings(m.value, used);
        collect_text_readings(m.rule, used);
    }
    collect_text_readings(r.summary, used);
    if (rolls) collect_text_readings(r.rolled, used);
    collect_readings(r.figure, used);
    collect_readings(r.actions, used);
    if (rolls) collect_readings(r.roll, used);
    const Assumed assumed = assumed_params(c, asked, a.params.as_json());
    const NoEffect idle = settings_without_effect(c, asked, a.params, r, rolls);
    // roll.faces: the dice drawn, after the calculator's own fields (or in place of a field so named)
    const bool faces_last = rolls && r.roll.is_object() && !r.roll.contains("faces");
    if (rolls && r.roll.is_object() && !a.steps.empty()) r.roll["steps_said"] = steps_json(a.steps);
    if (rolls && r.roll.is_object() && !faces_last) r.roll["faces"] = faces_json(a.drawn, a.purposes);

    out.start_object(18);
    out.key("ok");
    out.boolean(true);
    out.key("calc");
    out.string(c.id);
    out.key("generator");
    out.integer(c.generator);
    out.key("params");
    out.value(a.params.as_json());
    out.key("outcomes");
    out.start_array(r.outcomes.size());
    for (auto& o : r.outcomes) {
        out.start_object(4);
        out.key("key");
        out.string(std::move(o.key));
        out.key("label");
        out.string(std::move(o.label));
        out.key("p");
        out.number(o.p.to_double());
        out.key("exact");
        out.string(o.p.str());
        out.end_object();
    }
    out.end_array();
    out.key("values");
    out.value(std::move(r.values));
    out.key("modifiers");
    out.start_array(r.modifiers.size());
    for (auto& m : r.modifiers) {
        out.start_object(3);
        out.key("label");
        out.string(std::move(m.label));
        out.key("value");
        out.string(std::move(m.value));
        out.key("rule");
        out.string(std::move(m.rule));
        out.end_object();
    }
    out.end_array();
    out.key("summary");
    out.string(r.summary + idle.words + assumed.words);
    if (!warnings.empty()) {
        out.key("warnings");
        out.start_array(warnings.size());
        for (auto& w : warnings) out.string(std::move(w));
        out.end_array();
    }
    if (!assumed.names.empty()) {
        out.key("assumed");
        out.value(assumed.names);
    }
    if (!idle.names.empty()) {
        out.key("no_effect");
        out.value(idle.names);
    }
    if (rolls) {
        out.key("rolled");
        out.string(std::move(r.rolled));
    }
    if (!r.figure.is_null()) {
        add_figure_words(r.figure);
        out.key("figure");
        out.value(std::move(r.figure));
    }
    if (!r.actions.empty()) {
        out.key("actions");
        out.value(std::move(r.actions));
    }
    out.key("readings");
    out.start_array(used.size());
    for (int n : used) out.integer(n);
    out.end_array();
    if (!a.figures.is_null()) {  // only a request with figures has these (contract/figures.h)
        out.key("from_figures");
        out.value(std::move(a.from_figures));
        if (has_effects) {
            out.key("effects");
            out.value(std::move(effects));
        }
    }
    if (rolls) {
        if (a.seed) {
            out.key("seed");
            out.unsigned_integer(*a.seed);
        } else {
            out.key("dice");
            out.start_array(a.dice->size());
            for (long long f : *a.dice) out.integer(f);
            out.end_array();
        }
        out.key("roll");
        if (faces_last) {
            auto& fields = r.roll.get_ref<json::object_t&>();
            out.start_object(fields.size() + 1);
            for (auto& [k, v] : fields) {
                out.key(k);
                out.value(std::move(v));
            }
            out.key("faces");
            write_faces(out, a.drawn, a.purposes);
            out.end_object();
        } else {
            out.value(std::move(r.roll));
        }
    }
    out.end_object();
}

// The player's faces ran out: evaluate again with placeholder faces after theirs to learn how many
// more dice the roll needs and which. When later draws depend on the missing faces (the runs with
// different placeholders disagree), the answer is "at least" the fewest seen.
json needs_dice_response(const Calculator& c, const Params& params, const EvalContext& ctx,
                         const std::vector<long long>& dice) {
    std::vector<std::vector<uint32_t>> runs;
    std::vector<std::string> next_for;  // what each run's first missing die is for
    std::string so_far;                 // the steps the player's own dice decided (all runs agree)
    bool unfinished = false;
    for (uint32_t placeholder_seed : {1u, 2u, 3u, 4u}) {
        DiceSession s(dice, DiceSession::Mode::Count, placeholder_seed);
        try {
            c.run(params, ctx);
        } catch (...) {
            unfinished = true;  // a placeholder face the rules refuse, or a roll that never ends
        }
        std::vector<uint32_t> sides;
        for (const auto& d : s.missing()) sides.push_back(d.sides);
        runs.push_back(std::move(sides));
        const auto& m = s.missing();
        next_for.push_back(!m.empty() && m[0].purpose < s.purposes().size() ? s.purposes()[m[0].purpose] : "");
        if (placeholder_seed == 1u) {
            // A step said before the placeholders began depends on the player's faces only.
            std::vector<RollStep> decided;
            for (const auto& st : s.steps())
                if (st.after <= dice.size()) decided.push_back(st);
            if (!decided.empty()) {
                std::vector<DieDraw> theirs(s.drawn().begin(),
                                            s.drawn().begin() + std::min(dice.size(), s.drawn().size()));
                so_far = stepped_rolled(decided, theirs, s.purposes());
            }
        }
    }
    size_t fewest = runs[0].size();
    bool same = !unfinished;
    for (const auto& r : runs) {
        fewest = std::min(fewest, r.size());
        if (r != runs[0]) same = false;
    }
    if (fewest == 0) fewest = 1;  // the shortage itself proves one more die
    // The dice every run agrees on, in order (at least the next one).
    std::vector<uint32_t> known;
    for (size_t i = 0; i < runs[0].size(); ++i) {
        bool all = true;
        for (const auto& r : runs)
            if (i >= r.size() || r[i] != runs[0][i]) all = false;
        if (!all) break;
        known.push_back(runs[0][i]);
    }
    std::string list;
    const size_t shown = std::min<size_t>(known.size(), 12);
    for (size_t i = 0; i < shown; ++i) list += (i ? ", " : "") + die_name(known[i]);
    if (known.size() > shown) list += ", …";
    std::string msg;
    const std::string given = std::to_string(dice.size()) + (dice.size() == 1 ? " die" : " dice") + " given";
    if (same)
        msg = std::to_string(fewest) + (fewest == 1 ? " more die is" : " more dice are") + " needed (" + list + "); " +
              given;
    else
        msg = "at least " + std::to_string(fewest) + (fewest == 1 ? " more die is" : " more dice are") +
              " needed, the next " + (known.empty() ? std::string("one") : "a " + die_name(known[0])) +
              " (how many more depends on the faces); " + given;
    json r = error_response(ErrorCode::NeedsDice, "dice", msg);
    json needs = json::object();
    needs["more"] = fewest;
    needs["at_least"] = !same;
    needs["sides"] = known;
    // The answer as far as the player's dice go, and what the next die decides (when every run
    // agrees on it): "Rolled 5, 2, 6 to hit: 2 hits on the first target." / "for damage on the
    // first target".
    if (!so_far.empty()) needs["so_far"] = so_far;
    if (!next_for.empty() && !next_for[0].empty() &&
        std::all_of(next_for.begin(), next_for.end(), [&](const std::string& f) { return f == next_for[0]; }))
        needs["next_for"] = next_for[0];
    r["error"]["needs"] = std::move(needs);
    return r;
}

// A roll with the player's faces instead of the seeded generator (the answer's calc and params are
// set; its error, when more dice are needed).
void answer_with_dice(Answered& a, const EvalContext& seeded_ctx, std::vector<long long> dice) {
    const Calculator& c = *a.calc;
    EvalContext ctx = seeded_ctx;
    ctx.seed = 0;  // calculators roll when a seed is present; the session supplies every face
    try {
        DiceSession s(dice, DiceSession::Mode::Faces);
        a.r = c.run(a.params, ctx);
        if (s.faces_used() < dice.size()) {
            const size_t used = s.faces_used();
            throw Fail{ErrorCode::OutOfRange, "dice",
                       "this roll uses " + std::to_string(used) + (used == 1 ? " die" : " dice") + " but " +
                           std::to_string(dice.size()) + " were given: remove the last " +
                           std::to_string(dice.size() - used)};
        }
        a.drawn = s.drawn();
        a.purposes = s.purposes();
        a.steps = s.steps();
        a.dice = std::move(dice);
    } catch (const DiceFaceOutOfRange& e) {
        throw Fail{ErrorCode::OutOfRange, "dice",
                   "die " + std::to_string(e.index + 1) + " is a " + die_name(e.sides) + ": its face must be 1 to " +
                       std::to_string(e.sides) + " (got " + std::to_string(e.face) + ")"};
    } catch (const DiceShortage&) {
        a.error = needs_dice_response(c, a.params, ctx, dice);
    }
}

}  // namespace

// [SECTION] warnings: what a request holds that is not used

namespace {
// The fields a request has (docs/contract.md, Request).
constexpr const char* kRequestFields[] = {"calc", "params", "seed", "dice", "tables", "generator", "figures"};
constexpr size_t kMaxFieldWarnings = 10;  // a hostile request cannot make the answer grow without end

// A key or value of the request as a warning shows it: printable ASCII, at most 40 bytes.
std::string shown_text(const std::string& s) {
    std::string out;
    for (char ch : s.substr(0, 40))
        if (ch >= 0x20 && ch < 0x7f) out += ch;
    return s.size() > 40 ? out + "..." : out;
}
}  // namespace

std::vector<std::string> request_warnings(const json& request) {
    std::vector<std::string> out;
    if (!request.is_object()) return out;
    size_t unknown = 0;
    for (auto it = request.begin(); it != request.end(); ++it) {
        const std::string& k = it.key();
        if (std::any_of(std::begin(kRequestFields), std::end(kRequestFields), [&](const char* f) { return k == f; }))
            continue;
        if (++unknown <= kMaxFieldWarnings)
            out.push_back("the request's field \"" + shown_text(k) +
                          "\" is not one Pointman reads, so it was ignored (a request has calc, params, seed, dice, "
                          "tables, generator and figures)");
    }
    if (unknown > kMaxFieldWarnings)
        out.push_back(std::to_string(unknown - kMaxFieldWarnings) + " more fields of the request were ignored");
    // The generator version a shared roll was made with (a link's gen): a roll made with another
    // version is rolled again by this one, and the answer says so.
    auto g = request.find("generator");
    if (g == request.end() || g->is_null()) return out;
    const auto calc = request.find("calc");
    const Calculator* c =
        calc != request.end() && calc->is_string() ? find_calculator(calc->get<std::string>()) : nullptr;
    const bool seeded = request.contains("seed") && !request.at("seed").is_null();
    const bool diced = request.contains("dice") && !request.at("dice").is_null();
    const bool whole = g->is_number_integer() && (g->is_number_unsigned() || g->get<std::int64_t>() >= 0) &&
                       g->get<std::uint64_t>() <= 0x7FFFFFFFu;
    if (!whole) {
        out.push_back("\"generator\" must be a generator version, a whole number (" +
                      (g->is_string() ? "\"" + shown_text(g->get<std::string>()) + "\"" : shown_text(g->dump())) +
                      " is not), so it was ignored");
    } else if (c && (seeded || diced) && g->get<std::uint64_t>() != static_cast<std::uint64_t>(c->generator)) {
        out.push_back("this roll was made with generator version " + std::to_string(g->get<std::uint64_t>()) + " of " +
                      c->id + ", and this version of Pointman rolls it with version " + std::to_string(c->generator) +
                      (seeded ? ": the same seed gives a different roll from the one shared"
                              : ": the same dice may be read differently from the roll shared"));
    }
    return out;
}

// [SECTION] tables a calculator does not use

std::vector<std::string> unused_table_warnings(const Calculator& c, const json& tables) {
    std::vector<std::string> out;
    if (!tables.is_object()) return out;
    std::string uses;
    for (const auto& t : c.tables) uses += (uses.empty() ? "\"" : ", \"") + t.id + "\"";
    for (auto it = tables.begin(); it != tables.end(); ++it) {
        const std::string& id = it.key();
        if (std::any_of(c.tables.begin(), c.tables.end(), [&](const TableSpec& t) { return t.id == id; })) continue;
        size_t cut = std::min<size_t>(id.size(), 40);  // a long id is shortened, never inside a UTF-8 character
        while (cut < id.size() && cut > 0 && (static_cast<unsigned char>(id[cut]) & 0xC0) == 0x80) --cut;
        const std::string shown = cut < id.size() ? id.substr(0, cut) + "…" : id;
        std::string w = tables::find_table_kind(id)
                            ? "the table \"" + shown + "\" was sent but " + c.id + " does not use it"
                            : "no table is called \"" + shown + "\", so it was not used";
        w += uses.empty() ? " (this calculator uses no table)" : " (this calculator uses " + uses + ")";
        out.push_back(std::move(w));
        if (out.size() == 20) break;  // a hostile request cannot make the answer grow without end
    }
    return out;
}

namespace {

// The request's figures as parameters (contract/figures.h): the request again with them in its
// params, answered as if they had been typed there.
void fill_figures(Answered& a, const json& request) {
    auto f = request.find("figures");
    if (f == request.end() || f->is_null()) return;
    auto p = request.find("params");
    const bool has_params = p != request.end();
    if (has_params && !p->is_object()) throw Fail{ErrorCode::BadType, "params", "\"params\" must be an object"};
    FiguresFilled filled = fill_from_figures(*a.calc, has_params ? *p : json(), *f);
    a.figures = *f;
    a.filled = request;
    a.filled["params"] = std::move(filled.params);
    a.from_figures = std::move(filled.from_figures);
}

// Puts "warnings" after "summary" (or after "error"), so "roll" stays the last field.
json with_warnings(json response, const std::vector<std::string>& warnings) {
    if (warnings.empty() || !response.is_object()) return response;
    const char* after = response.contains("summary") ? "summary" : "error";
    json placed = json::object();
    for (auto it = response.begin(); it != response.end(); ++it) {
        placed[it.key()] = std::move(it.value());
        if (it.key() == after) placed["warnings"] = warnings;
    }
    if (!placed.contains("warnings")) placed["warnings"] = warnings;
    return placed;
}

// The request checked and evaluated; what is wrong with it is thrown (Fail, CalcError), or becomes
// the answer's error (more dice needed). `warnings`: tables sent that the calculator does not read.
Answered answer_request(const json& request, std::vector<std::string>& warnings) {
    Answered a;
    warnings = request_warnings(request);  // unknown fields, another generator: before anything fails
    a.calc = &lookup_calc(request);
    const Calculator& c = *a.calc;
    fill_figures(a, request);
    a.params = normalise_params(c, a.filled.is_null() ? request : a.filled);
    EvalContext ctx;
    if (auto s = request.find("seed"); s != request.end() && !s->is_null()) ctx.seed = check_seed(*s);
    if (auto t = request.find("tables"); t != request.end() && !t->is_null()) {
        if (!t->is_object()) throw Fail{ErrorCode::BadType, "tables", "\"tables\" must be an object"};
        ctx.tables = *t;
        for (auto& w : unused_table_warnings(c, ctx.tables)) warnings.push_back(std::move(w));
    }
    if (auto d = request.find("dice"); d != request.end() && !d->is_null()) {
        if (ctx.seed) throw Fail{ErrorCode::BadType, "dice", "give either a seed or dice, not both"};
        answer_with_dice(a, ctx, check_dice(*d));
    } else if (!ctx.seed) {
        a.r = c.run(a.params, ctx);
    } else {
        DiceSession recorder;  // the seeded roll: record every die it draws
        a.r = c.run(a.params, ctx);
        a.seed = ctx.seed;
        a.drawn = recorder.drawn();
        a.purposes = recorder.purposes();
        a.steps = recorder.steps();
    }
    finish_handoffs(c, a.params, a.r.actions);  // every link carries what still applies (contract/handoff.h)
    return a;
}

// The response to a request as the output makes it (Out::take(): a tree, or text). Never throws:
// every failure is an error response.
template <class Out>
auto respond(const json& request) {
    std::vector<std::string> warnings;  // tables sent that this calculator does not read
    json error;
    try {
        Answered a = answer_request(request, warnings);
        if (a.error.is_null()) {
            Out out;
            write_answer(out, a, request, warnings);
            return out.take();
        }
        error = with_warnings(std::move(a.error), warnings);
    } catch (const Fail& f) {
        error = with_warnings(error_response(f.code, f.param, f.message), warnings);
    } catch (const CalcError& e) {
        error = with_warnings(error_response(e.code, e.param, e.what()), warnings);
    } catch (const std::exception& e) {
        error = error_response(ErrorCode::NotPossible, "", std::string("could not compute this: ") + e.what());
    } catch (...) {
        error = error_response(ErrorCode::NotPossible, "", "could not compute this");
    }
    Out out;
    out.value(std::move(error));
    return out.take();
}

}  // namespace

// [SECTION] requests and responses

json evaluate_request(const json& request) {
    return respond<TreeOut>(request);
}

json validate_request(const json& request) {
    try {
        const Calculator& c = lookup_calc(request);
        Answered a;
        a.calc = &c;
        fill_figures(a, request);
        normalise_params(c, a.filled.is_null() ? request : a.filled);
        const bool seeded = request.contains("seed") && !request["seed"].is_null();
        if (seeded) check_seed(request["seed"]);
        if (auto d = request.find("dice"); d != request.end() && !d->is_null()) {
            if (seeded) throw Fail{ErrorCode::BadType, "dice", "give either a seed or dice, not both"};
            check_dice(*d);
        }
        return nullptr;
    } catch (const Fail& f) {
        return error_response(f.code, f.param, f.message);
    } catch (const CalcError& e) {
        return error_response(e.code, e.param, e.what());
    } catch (const std::exception& e) {
        return error_response(ErrorCode::BadJson, "", std::string("unreadable request: ") + e.what());
    }
}

json evaluate_request_text(std::string_view text) {
    JsonRead read = read_json_text(text, kMaxRequestBytes, kMaxJsonDepth);
    if (read.fault != JsonFault::None)
        return error_response(ErrorCode::BadJson, "", json_fault_words(read, "the request"));
    return evaluate_request(read.value);
}

std::string answer_text(std::string_view text) {
    JsonRead read = read_json_text(text, kMaxRequestBytes, kMaxJsonDepth);
    if (read.fault != JsonFault::None)
        return json_text(error_response(ErrorCode::BadJson, "", json_fault_words(read, "the request")));
    std::string text_out = respond<TextOut>(read.value);
    release(read.value);
    return text_out;
}

std::string to_text(const json& j, int indent) {
    if (indent < 0) return json_text(j);
    return j.dump(indent, ' ', false, json::error_handler_t::replace);
}

// [SECTION] discovery

json list_json() {
    json out = json::array();
    for (const Calculator* c : all_calculators()) {
        json e = json::object();
        e["id"] = c->id;
        e["title"] = c->title;
        e["ruleset"] = c->ruleset;
        e["family"] = family_name(c->family);
        e["citation"] = c->citation;
        // The moment of play it belongs to (catalog data; "other" when the catalog lacks it).
        const GroupInfo& g = catalog_detail::embedded_catalog().group_of(*c);
        e["group"] = g.id;
        e["group_title"] = g.title;
        e["group_order"] = g.order;
        out.push_back(std::move(e));
    }
    return out;
}

json describe_calculator(const Calculator& c) {
    const auto& catalog = catalog_detail::catalog_of(c);
    const CatalogEntry& entry = catalog.effective(c);
    json out = json::object();
    out["ok"] = true;
    out["id"] = c.id;
    out["title"] = c.title;
    out["ruleset"] = c.ruleset;
    out["ruleset_title"] = ruleset_title(c.ruleset);
    out["family"] = family_name(c.family);
    out["citation"] = c.citation;
    out["help"] = c.help;
    out["generator"] = c.generator;
    out["ordered"] = c.ordered;
    json ps = json::array();
    for (const auto& p : c.params) {
        json e = json::object();
        e["name"] = p.name;
        e["label"] = p.label;
        e["type"] = param_type_name(p.type);
        if (p.type == ParamType::Int || p.type == ParamType::Number) {
            e["min"] = p.type == ParamType::Int ? json(static_cast<int>(p.min)) : json(p.min);
            e["max"] = p.type == ParamType::Int ? json(static_cast<int>(p.max)) : json(p.max);
        }
        if (p.type == ParamType::Number) e["step"] = p.step;
        if (p.type == ParamType::Text) e["max_length"] = static_cast<int>(p.max);
        if (p.type == ParamType::Enum) {
            json chs = json::array();
            for (const auto& ch : p.choices) chs.push_back(json{{"value", ch.value}, {"label", ch.label}});
            e["choices"] = std::move(chs);
        }
        e["default"] = p.def;
        e["help"] = p.help;
        if (!p.group.empty()) e["group"] = p.group;
        if (const auto* asks = catalog.asks(c.id); asks && asks->count(p.name)) e["ask"] = true;
        if (!p.set_by.empty()) e["set_by"] = p.set_by;
        // Main parameters are shown on the first screen; the rest fold under "More options".
        e["main"] = std::find(entry.main.begin(), entry.main.end(), p.name) != entry.main.end();
        ps.push_back(std::move(e));
    }
    out["params"] = std::move(ps);
    // The main parameters in the order the first screen shows them (the catalog's), and whether
    // there is anything to roll at all (a deterministic calculator offers no Roll).
    out["main"] = entry.main;
    out["rolls"] = entry.rolls;
    json ts = json::array();
    for (const auto& t : c.tables) {
        json e = json::object();
        e["id"] = t.id;
        e["title"] = t.title;
        e["help"] = t.help;
        e["columns"] = t.columns;
        e["rows"] = t.rows;
        e["free_columns"] = t.free_columns;
        e["cell_help"] = t.cell_help;
        // The kind's shape, codes, limits, example and blank form (data/tables/kinds.json): the
        // editor builds itself from these.
        const json kind = tables::describe_table_kind(t.id, e);
        for (const auto& [k, v] : kind.items()) e[k] = v;
        ts.push_back(std::move(e));
    }
    if (!ts.empty()) out["tables"] = std::move(ts);
    // Catalog data (the calculator's data file): group, search words, how each value is shown.
    const GroupInfo& g = catalog.group_of(c);
    out["group"] = g.id;
    out["group_title"] = g.title;
    out["words"] = entry.words;
    json vs = json::array();
    for (const auto& v : entry.values) {
        json e = json::object();
        e["key"] = v.key;
        e["label"] = v.label;
        e["kind"] = v.kind;
        if (v.kind == "percents") {
            e["item"] = v.item.empty() ? "{n}" : v.item;
            e["start"] = v.start;
        }
        if (!v.unit.empty()) e["unit"] = v.unit;
        vs.push_back(std::move(e));
    }
    out["values"] = std::move(vs);
    // The figures that fill its parameters (contract/figures.h), where it takes any.
    if (json roles = describe_roles(c); !roles.empty()) out["roles"] = std::move(roles);
    // Citations a player can look up (no internal note ids), and the Pointman readings named.
    std::set<int> used;
    collect_readings(out, used);
    out["readings"] = std::vector<int>(used.begin(), used.end());
    return out;
}

json describe_json(const std::string& id) {
    const Calculator* c = find_calculator(id);
    if (!c) return error_response(ErrorCode::UnknownCalc, "calc", "no calculator called \"" + id.substr(0, 60) + "\"");
    return describe_calculator(*c);
}

// [SECTION] text parameters

namespace {
// A link's gen: its version number, or its text as given (evaluate then warns that it is none).
json generator_from_text(const std::string& v) {
    if (!v.empty() && v.size() <= 9 && std::all_of(v.begin(), v.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
        return std::stoll(v);
    return v.substr(0, 40);
}
}  // namespace

json request_from_pairs(const std::string& id, const std::vector<std::pair<std::string, std::string>>& pairs) {
    try {
        json req = json::object();
        req["calc"] = id;
        const Calculator& c = lookup_calc(req);
        json params = json::object();
        for (const auto& [k, v] : pairs) {
            if (k == "seed") {
                req["seed"] = parse_seed_text(v);
                continue;
            }
            if (k == kRolledKey) {  // the player's own faces ("dice" is a parameter of fng.fire and others)
                req["dice"] = parse_dice_text(v);
                continue;
            }
            if (k == "gen") {  // the generator version of a shared roll: evaluate warns when it differs
                req["generator"] = generator_from_text(v);
                continue;
            }
            const ParamSpec* s = c.param(k);
            if (!s) {
                std::string safe;
                for (char ch : k.substr(0, 60))
                    if (ch >= 0x20 && ch < 0x7f) safe += ch;
                throw Fail{ErrorCode::UnknownParam, safe, c.id + " has no parameter \"" + safe + "\""};
            }
            params[k] = parse_text_value(*s, v);
        }
        req["params"] = std::move(params);
        return req;
    } catch (const Fail& f) {
        return error_response(f.code, f.param, f.message);
    }
}

namespace {
int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}
std::string percent_decode(std::string_view s) {
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%' && i + 2 < s.size()) {
            int a = hexval(s[i + 1]);
            int b = hexval(s[i + 2]);
            if (a >= 0 && b >= 0) {
                out += static_cast<char>(a * 16 + b);
                i += 2;
                continue;
            }
        }
        out += s[i] == '+' ? ' ' : s[i];
    }
    return out;
}
std::string percent_encode(const std::string& s) {
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : s) {
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~')
            out += static_cast<char>(c);
        else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}
}  // namespace

json request_from_link(std::string_view link) {
    if (link.size() > 4096) return error_response(ErrorCode::BadJson, "", "the link is too long");
    if (!link.empty() && link.front() == '#') link.remove_prefix(1);
    if (!link.empty() && link.front() == '/') link.remove_prefix(1);
    size_t q = link.find('?');
    std::string id = percent_decode(link.substr(0, q));
    std::vector<std::pair<std::string, std::string>> pairs;
    if (q != std::string_view::npos) {
        std::string_view rest = link.substr(q + 1);
        while (!rest.empty()) {
            size_t amp = rest.find('&');
            std::string_view part = rest.substr(0, amp);
            if (!part.empty()) {
                size_t eq = part.find('=');
                std::string k = percent_decode(part.substr(0, eq));
                std::string v = eq == std::string_view::npos ? "" : percent_decode(part.substr(eq + 1));
                pairs.emplace_back(std::move(k), std::move(v));
            }
            if (amp == std::string_view::npos) break;
            rest.remove_prefix(amp + 1);
        }
    }
    if (id.empty()) return error_response(ErrorCode::MissingParam, "calc", "the link names no calculator");
    return request_from_pairs(id, pairs);
}

std::string link_for_request(const json& request) {
    // Any JSON may arrive here from JS (linkForRequest): a non-object or a non-string calc gives
    // the picker's link rather than an exception.
    if (!request.is_object()) return "#/";
    auto calc = request.find("calc");
    std::string id = calc != request.end() && calc->is_string() ? calc->get<std::string>() : std::string();
    std::string out = "#/" + percent_encode(id);
    const Calculator* c = find_calculator(id);
    char sep = '?';
    // A request with figures links the values they set: a link opened without the roster answers the same.
    json filled;
    if (c && request.contains("figures") && !request["figures"].is_null()) {
        try {
            auto p = request.find("params");
            filled = request;
            filled["params"] = fill_from_figures(*c, p != request.end() ? *p : json(), request["figures"]).params;
        } catch (const std::exception&) {
            filled = nullptr;  // bad figures: the link keeps the request's own values
        }
    }
    if (c) {
        const json& from = filled.is_null() ? request : filled;
        auto it = from.find("params");
        for (const auto& s : c->params) {
            if (it == from.end() || !it->is_object() || !it->contains(s.name)) continue;
            const json& v = (*it)[s.name];
            if (v == s.def) continue;
            std::string text;
            if (v.is_string())
                text = v.get<std::string>();
            else if (v.is_boolean())
                text = v.get<bool>() ? "true" : "false";
            else
                text = v.dump();
            out += sep;
            out += percent_encode(s.name) + "=" + percent_encode(text);
            sep = '&';
        }
    }
    if (auto s = request.find("seed"); s != request.end() && s->is_number_integer()) {
        out += sep;
        out += "seed=" + s->dump();
        sep = '&';
        if (c) out += "&gen=" + std::to_string(c->generator);
    } else if (auto d = request.find("dice"); d != request.end() && d->is_array()) {
        // The player's own faces, dot-separated ("rolled=4.5.2"); only whole numbers are written.
        std::string text;
        for (const auto& f : *d)
            if (f.is_number_integer()) text += (text.empty() ? "" : ".") + f.dump();
        out += sep;
        out += std::string(kRolledKey) + "=" + text;
        sep = '&';
        if (c) out += "&gen=" + std::to_string(c->generator);
    }
    return out;
}

}  // namespace pm
