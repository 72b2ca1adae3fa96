// Pointman — one presented answer (present.h).
//
// [SECTION] fractions: short beside, long a tap away
// [SECTION] outcomes and the at-least / at-most table
// [SECTION] the roll and the next die
// [SECTION] present
#include "contract/present.h"

#include <algorithm>
#include <cmath>
#include <exception>

#include "contract/catalog.h"
#include "contract/codec.h"
#include "contract/json_read.h"
#include "contract/registry.h"
#include "engine/exact/percent.h"
#include "engine/exact/rational.h"
#include "engine/words.h"

namespace pm {

namespace {

const std::string& str_at(const json& j, const char* key) {
    static const std::string none;
    if (!j.is_object()) return none;
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get_ref<const std::string&>() : none;
}

// [SECTION] fractions: short beside, long a tap away
bool is_digits(const std::string& t, size_t from, size_t to) {
    if (from >= to) return false;
    for (size_t i = from; i < to; ++i)
        if (t[i] < '0' || t[i] > '9') return false;
    return true;
}

// "n/d" (digits only, d > 0, n ≤ d): a chance.
bool is_chance_fraction(const std::string& t) {
    const size_t slash = t.find('/');
    if (slash == std::string::npos || !is_digits(t, 0, slash) || !is_digits(t, slash + 1, t.size())) return false;
    try {
        const Rational r = Rational::parse(t);
        return r.num() <= r.den();
    } catch (const std::exception&) {
        return false;
    }
}

// "n / d": spaces around the slash, so a long fraction can break onto a second line.
std::string breakable(const std::string& fraction) {
    const size_t slash = fraction.find('/');
    return slash == std::string::npos ? fraction : fraction.substr(0, slash) + " / " + fraction.substr(slash + 1);
}

std::string chance_percent(const std::string& fraction) {
    try {
        return percent_text(Rational::parse(fraction));
    } catch (const std::exception&) {
        return fraction;
    }
}

struct Folded {
    std::string text;                // short fractions kept, long ones left out
    std::string full;                // every fraction in, the long ones breakable
    std::vector<std::string> longs;  // the long ones, breakable
};

// A value's text as read: a text that is a chance's fraction alone ("25/72") reads as its
// percentage with the fraction; a fraction in brackets after a percentage ("38.0% (…)") stays
// while short; a long fraction standing alone in a sentence reads as its percentage.
Folded fold(const std::string& t) {
    Folded f;
    if (is_chance_fraction(t)) {
        const std::string pct = chance_percent(t);
        if (fraction_is_short(t)) {
            f.text = f.full = pct + " (" + t + ")";
        } else {
            f.text = pct;
            f.full = pct + " (" + breakable(t) + ")";
            f.longs.push_back(breakable(t));
        }
        return f;
    }
    size_t i = 0;
    while (i < t.size()) {
        // the next run of digits/digits not touching other digits or slashes
        size_t a = i;
        while (a < t.size() && !(t[a] >= '0' && t[a] <= '9')) ++a;
        if (a >= t.size()) break;
        size_t b = a;
        while (b < t.size() && ((t[b] >= '0' && t[b] <= '9') || t[b] == '/')) ++b;
        const std::string run = t.substr(a, b - a);
        const bool clean = (a == 0 || t[a - 1] != '/') && run.find('/') != std::string::npos &&
                           run.find('/') == run.rfind('/') && is_chance_fraction(run);
        if (!clean || fraction_is_short(run)) {
            f.text += t.substr(i, b - i);
            f.full += t.substr(i, b - i);
            i = b;
            continue;
        }
        f.longs.push_back(breakable(run));
        const bool bracketed = a > 0 && t[a - 1] == '(' && b < t.size() && t[b] == ')';
        if (bracketed) {
            size_t cut = a - 1;
            while (cut > i && t[cut - 1] == ' ') --cut;  // the space before "(" goes too
            f.text += t.substr(i, cut - i);
            f.full += t.substr(i, a - i) + breakable(run) + ")";
            i = b + 1;
        } else {
            f.text += t.substr(i, a - i) + chance_percent(run);
            f.full += t.substr(i, a - i) + chance_percent(run) + " (" + breakable(run) + ")";
            i = b;
        }
    }
    if (i < t.size()) {
        f.text += t.substr(i);
        f.full += t.substr(i);
    }
    return f;
}

void put_folded(json& into, const Folded& f) {
    into["text"] = f.text;
    if (!f.longs.empty()) {
        into["full"] = f.full;
        into["long"] = f.longs;
    }
}

// A text that is an outcome's key reads as that outcome's label.
std::string outcome_words(const json& outcomes, const std::string& text) {
    if (text.empty() || !outcomes.is_array()) return text;
    for (const auto& o : outcomes)
        if (o.is_object() && str_at(o, "key") == text) {
            const std::string& label = str_at(o, "label");
            return label.empty() ? text : label;
        }
    return text;
}

// [SECTION] outcomes and the at-least / at-most table
struct Chance {
    bool exact = false;
    Rational r;
    double p = 0;
};

Chance chance_of(const json& o) {
    Chance c;
    auto p = o.find("p");
    c.p = p != o.end() && p->is_number() ? p->get<double>() : 0.0;
    const std::string& e = str_at(o, "exact");
    if (!e.empty()) try {
            c.r = Rational::parse(e);
            c.exact = true;
        } catch (const std::exception&) {
            c.exact = false;
        }
    return c;
}

std::string chance_text(const Chance& c) {
    return c.exact ? percent_text(c.r) : percent_text(c.p);
}

// A result as the cumulative table names it: its key where that is a count or a die reading ("2",
// "5-6", "6+": what "at least" and "at most" count), otherwise its label.
std::string result_name(const json& o) {
    const std::string& key = str_at(o, "key");
    bool number = !key.empty() && key[0] >= '0' && key[0] <= '9';
    for (char c : key) number = number && ((c >= '0' && c <= '9') || c == '-' || c == '+');
    if (number) return key;
    const std::string& label = str_at(o, "label");
    return label.empty() ? key : label;
}

// Sums of the chances: exactly while every fraction is known and the sum fits, else the doubles.
struct Acc {
    bool exact = true;
    Rational r{0};
    double p = 0;
    void add(const Chance& c) {
        p += c.p;
        if (!exact || !c.exact) {
            exact = false;
            return;
        }
        try {
            r = r + c.r;
        } catch (const std::exception&) {
            exact = false;
        }
    }
    // Without exact fractions (a sum too large for them), a double sum within rounding of 1 is
    // the whole: every outcome added up, which is certain.
    std::string text() const {
        if (exact) return percent_text(r);
        return percent_text(std::fabs(p - 1) < 1e-12 ? 1.0 : std::min(1.0, p));
    }
};

void present_outcomes(json& out, const json& r, bool ordered) {
    auto oit = r.find("outcomes");
    if (oit == r.end() || !oit->is_array() || oit->empty()) return;
    const json& outcomes = *oit;
    std::string rolled_key;
    if (auto roll = r.find("roll"); roll != r.end() && roll->is_object()) rolled_key = str_at(*roll, "key");
    json rows = json::array();
    std::vector<Chance> chances;
    for (const auto& o : outcomes) {
        if (!o.is_object()) continue;
        const Chance c = chance_of(o);
        chances.push_back(c);
        const std::string& key = str_at(o, "key");
        const std::string& label = str_at(o, "label");
        const std::string& exact = str_at(o, "exact");
        json row = json::object();
        row["key"] = key;
        row["label"] = label.empty() ? key : label;  // the key is the contract's, not the player's
        row["percent"] = chance_text(c);
        // Certain and impossible say it all in the percentage ("100%", "0%"): no "1" or "0" beside.
        row["exact"] = fraction_is_short(exact) && exact != "0" && exact != "1" ? exact : std::string();
        if (!fraction_is_short(exact)) row["long"] = breakable(exact);
        row["p"] = std::min(1.0, std::max(0.0, c.p));
        if (!rolled_key.empty() && key == rolled_key) row["rolled"] = true;
        rows.push_back(std::move(row));
    }
    if (ordered && !rows.empty()) {
        const size_t n = rows.size();
        std::vector<std::string> at_least(n), at_most(n);
        Acc acc;
        for (size_t i = 0; i < n; ++i) {
            acc.add(chances[i]);
            at_most[i] = acc.text();
        }
        acc = Acc();
        for (size_t i = n; i-- > 0;) {
            acc.add(chances[i]);
            at_least[i] = acc.text();
        }
        json cum = json::array();
        size_t i = 0;
        for (const auto& o : outcomes) {
            if (!o.is_object()) continue;
            cum.push_back(json{{"key", str_at(o, "key")},
                               {"name", result_name(o)},
                               {"percent", rows[i]["percent"]},
                               {"at_least", at_least[i]},
                               {"at_most", at_most[i]}});
            ++i;
        }
        out["cumulative"] = std::move(cum);
    }
    out["outcomes"] = std::move(rows);
}

// [SECTION] the roll and the next die
void present_roll(json& out, const json& r) {
    auto rit = r.find("roll");
    const bool seeded = r.contains("seed") && r["seed"].is_number_unsigned();
    const bool own = r.contains("dice");
    if (rit == r.end() || (!seeded && !own)) return;
    json roll = json::object();
    roll["header"] =
        own ? std::string("Roll (your dice)") : "Roll (seed " + std::to_string(r["seed"].get<uint64_t>()) + ")";
    if (!rit->is_object()) {  // nothing to roll in this answer (the calculator may roll in another)
        const std::string& said = str_at(r, "rolled");
        roll["nothing"] = said.empty() ? std::string("Nothing to roll for this answer.") : said;
        out["roll"] = std::move(roll);
        return;
    }
    const std::string& rolled = str_at(r, "rolled");
    if (!rolled.empty()) out["rolled"] = rolled;
    json dice = json::array();
    if (auto f = rit->find("faces"); f != rit->end() && f->is_array()) {
        int i = 0;
        for (const auto& face : *f) {
            if (!face.is_object()) continue;
            dice.push_back(json{{"die", "#" + std::to_string(++i)},
                                {"size", "d" + std::to_string(face.value("d", 6))},
                                // the face, and what it decided where the rule says so (faces[i].for)
                                {"rolled", std::to_string(face.value("face", 0)) +
                                               (face.contains("for") ? " " + str_at(face, "for") : std::string())}});
        }
    }
    const bool map = r.contains("figure") && r["figure"].is_object() && str_at(r["figure"], "type") == "map";
    // A generated map's many dice, or more than a dozen, fold away under "Every die rolled (N dice)".
    if (!dice.empty() && (map || dice.size() > 12))
        roll["fold"] = "Every die rolled (" + count_text(static_cast<long long>(dice.size()), "die", "dice") + ")";
    roll["dice"] = std::move(dice);
    out["roll"] = std::move(roll);
}

void present_next(json& out, const json& needs_response) {
    if (!needs_response.is_object() || needs_response.value("ok", true)) return;
    auto e = needs_response.find("error");
    if (e == needs_response.end() || !e->is_object() || str_at(*e, "code") != "needs_dice") return;
    const json needs = e->value("needs", json::object());
    if (!needs.is_object() || !needs.contains("sides") || !needs["sides"].is_array() || needs["sides"].empty() ||
        !needs["sides"][0].is_number_integer())
        return;
    const int sides = needs["sides"][0].get<int>();
    const int more = needs.value("more", 1);
    std::string text = "Next: a d" + std::to_string(sides);
    // what the next die decides, where the rule says (needs.next_for)
    if (auto f = needs.find("next_for"); f != needs.end() && f->is_string() && !f->get<std::string>().empty())
        text += " " + f->get<std::string>();
    if (needs.value("at_least", false))
        text += " (at least " + std::to_string(more) + " more to go)";
    else if (more > 1)
        text += " (" + std::to_string(more) + " to go)";
    out["next"] = json{{"sides", sides}, {"text", text}};
    // the answer as far as the player's dice go (needs.so_far)
    if (auto f = needs.find("so_far"); f != needs.end() && f->is_string() && !f->get<std::string>().empty())
        out["next"]["so_far"] = *f;
}

bool calc_is_ordered(const json& r) {
    const std::string& id = str_at(r, "calc");
    if (id.empty()) return false;
    const Calculator* c = find_calculator(id);
    return c && c->ordered;
}

}  // namespace

// [SECTION] present
json present(const json& response, const json& needs) {
    json out = json::object();
    try {
        present_next(out, needs);
        bool err = false;
        std::string line = summary_words(response, &err);
        out["ok"] = !err;
        if (err) {
            out["error"] = std::move(line);
            return out;
        }
        out["summary"] = std::move(line);
        present_roll(out, response);
        present_outcomes(out, response, calc_is_ordered(response));
        const json outcomes = response.value("outcomes", json::array());
        json values = json::array();
        for (const auto& v : present_values(response)) {
            json row = json::object();
            row["key"] = v.value("key", std::string());
            row["label"] = v.value("label", std::string());
            row["kind"] = v.value("kind", std::string());
            const bool has_rows = v.contains("rows") && v["rows"].is_array() && !v["rows"].empty();
            // A table's rows say it all: its one-line text would say it twice.
            if (!has_rows || row["kind"] != "table")
                put_folded(row, fold(outcome_words(outcomes, v.value("text", std::string()))));
            if (has_rows) {
                json rows = json::array();
                for (const auto& rr : v["rows"]) {
                    json x = json::object();
                    x["label"] = outcome_words(outcomes, rr.value("label", std::string()));
                    put_folded(x, fold(outcome_words(outcomes, rr.value("text", std::string()))));
                    rows.push_back(std::move(x));
                }
                row["rows"] = std::move(rows);
            }
            values.push_back(std::move(row));
        }
        if (!values.empty()) out["values"] = std::move(values);
        if (auto m = response.find("modifiers"); m != response.end() && m->is_array() && !m->empty()) {
            json mods = json::array();
            for (const auto& x : *m) {
                if (!x.is_object()) continue;
                json row = json{{"label", str_at(x, "label")}, {"rule", str_at(x, "rule")}};
                auto val = x.find("value");
                std::string value;
                if (val != x.end()) {
                    if (val->is_string())
                        value = val->get<std::string>();
                    else if (val->is_boolean())
                        value = val->get<bool>() ? "yes" : "no";
                    else if (!val->is_null())
                        value = val->dump();
                }
                row["value"] = outcome_words(outcomes, value);
                mods.push_back(std::move(row));
            }
            out["modifiers"] = std::move(mods);
        }
    } catch (const std::exception&) {
        out = json{{"ok", false}, {"error", "This cannot be computed. [error]"}};
    }
    return out;
}

json present_text(std::string_view response, std::string_view needs) {
    JsonRead r = read_json_text(response, 16 * kMaxRequestBytes, kMaxJsonDepth);
    if (r.fault != JsonFault::None) return present(json());
    json n;
    if (!needs.empty()) {
        JsonRead nr = read_json_text(needs, 16 * kMaxRequestBytes, kMaxJsonDepth);
        if (nr.fault == JsonFault::None) n = std::move(nr.value);
    }
    return present(r.value, n);
}

std::string summary_words(const json& r, bool* is_error) {
    *is_error = !r.is_object() || !r.value("ok", false);
    if (*is_error) {
        const json& e = r.is_object() && r.contains("error") && r["error"].is_object() ? r["error"] : json::object();
        return e.value("message", std::string("This cannot be computed.")) + " [" +
               e.value("code", std::string("error")) + "]";
    }
    return str_at(r, "summary");
}

json odds_request(const json& request, const json& response) {
    if (!request.is_object() || !request.contains("dice") || !response.is_object() || response.value("ok", true))
        return json();
    auto e = response.find("error");
    if (e == response.end() || !e->is_object() || str_at(*e, "code") != "needs_dice") return json();
    json odds = request;
    odds.erase("dice");
    return odds;
}

}  // namespace pm
