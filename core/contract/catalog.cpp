// Pointman — the catalog: groups, search and presentation (see catalog.h).
//
// Index of this file
// [SECTION] text helpers: words, labels, numbers, probabilities
// [SECTION] loading and faults
// [SECTION] search index and ranking
// [SECTION] presentation of values
// [SECTION] the embedded catalog and the public functions
#include "contract/catalog.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>

#include "contract/catalog_detail.h"
#include "contract/citations.h"
#include "contract/codec.h"
#include "contract/json_read.h"
#include "contract/registry.h"
#include "engine/data/data_files.h"
#include "engine/exact/percent.h"
#include "engine/exact/rational.h"

namespace pm::catalog_detail {

// [SECTION] text helpers

namespace {

// U+00C0…U+00FF folded to one ASCII letter (× and ÷ to a space).
constexpr const char* kLatin1Fold = "aaaaaaaceeeeiiiidnooooo ouuuuytsaaaaaaaceeeeiiiidnooooo ouuuuyty";

bool is_alnum(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}
bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
bool is_alpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool all_digits(const std::string& s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return is_digit(c); });
}
bool starts_with(const std::string& s, const std::string& prefix) {
    return s.size() >= prefix.size() && s.compare(0, prefix.size(), prefix) == 0;
}

// Lowercase ASCII: letters, digits, '.', and ' ' for everything else; en and em dashes become
// '-' and an ellipsis '~' when keep_dashes (citations: "pp.37–38", "T73 … T77").
std::string fold(const std::string& text, bool keep_dashes) {
    std::string s;
    s.reserve(text.size());
    const size_t n = text.size();
    for (size_t i = 0; i < n;) {
        auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (is_alnum(static_cast<char>(c)))
                s += static_cast<char>(std::tolower(c));
            else if (c == '.')
                s += '.';
            else if (c == '\'')
                ;  // "don't" → "dont"
            else if (keep_dashes && (c == '-' || c == ','))
                s += static_cast<char>(c);
            else
                s += ' ';
            ++i;
            continue;
        }
        auto cont = [&](size_t k) { return k < n && (static_cast<unsigned char>(text[k]) & 0xC0) == 0x80; };
        if ((c & 0xE0) == 0xC0 && cont(i + 1)) {
            unsigned cp = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(text[i + 1]) & 0x3Fu);
            s += cp >= 0xC0 && cp <= 0xFF ? kLatin1Fold[cp - 0xC0] : ' ';
            i += 2;
            continue;
        }
        if ((c & 0xF0) == 0xE0 && cont(i + 1) && cont(i + 2)) {
            unsigned cp = ((c & 0x0Fu) << 12) | ((static_cast<unsigned char>(text[i + 1]) & 0x3Fu) << 6) |
                          (static_cast<unsigned char>(text[i + 2]) & 0x3Fu);
            if (cp == 0x2018 || cp == 0x2019)
                ;  // curly apostrophes
            else if (keep_dashes && (cp == 0x2013 || cp == 0x2014))
                s += '-';
            else if (keep_dashes && cp == 0x2026)
                s += '~';
            else
                s += ' ';
            i += 3;
            continue;
        }
        s += ' ';
        ++i;
    }
    return s;
}

std::vector<std::string> split_folded(const std::string& s) {
    std::vector<std::string> out;
    std::string cur;
    auto flush = [&] {
        if (!cur.empty()) out.push_back(cur);
        cur.clear();
    };
    for (size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (c == '.') {
            // A '.' stays inside a word when a digit touches it: "2.5", "p.38", "2.5c".
            bool before = i > 0 && is_alnum(s[i - 1]);
            bool after = i + 1 < s.size() && is_alnum(s[i + 1]);
            bool digit = (i > 0 && is_digit(s[i - 1])) || (i + 1 < s.size() && is_digit(s[i + 1]));
            if (before && after && digit && !cur.empty())
                cur += c;
            else
                flush();
        } else if (is_alnum(c)) {
            cur += c;
        } else {
            flush();
        }
    }
    flush();
    return out;
}

void utf8_cut(std::string& s, size_t max_bytes) {
    if (s.size() <= max_bytes) return;
    size_t cut = max_bytes;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
    s.resize(cut);
    s += "…";
}

// A double as m·2^(e−53) with m < 2^53 (p > 0).
void dyadic(double x, long long& m, int& e) {
    int ex = 0;
    double f = std::frexp(x, &ex);  // x = f·2^ex, f in [0.5, 1)
    m = static_cast<long long>(std::ldexp(f, 53));
    e = ex;
}

// The fraction with the smallest denominator (≤ max_den) in the closed interval [lo, hi] of
// positive rationals given as ln/ld and hn/hd; false when its denominator would be larger.
bool simplest_between(__int128 ln, __int128 ld, __int128 hn, __int128 hd, long long max_den, long long& num,
                      long long& den) {
    __int128 h0 = 0, h1 = 1, k0 = 1, k1 = 0;
    for (int iter = 0; iter < 300; ++iter) {
        if (ld <= 0 || hd <= 0) return false;
        __int128 a = ln / ld;
        __int128 final_a = -1;
        // No products here: a ≤ hi, so a + 1 ≤ hi ⟺ a + 1 ≤ ⌊hi⌋ (and values reach 2^97).
        if (ln % ld == 0)
            final_a = a;
        else if (a + 1 <= hn / hd)
            final_a = a + 1;
        __int128 use = final_a >= 0 ? final_a : a;
        if (k1 > 0 && use > (static_cast<__int128>(max_den) - k0) / k1) return false;
        __int128 h = use * h1 + h0, k = use * k1 + k0;
        if (k > max_den || h > static_cast<__int128>(max_den) * 4) return false;
        if (final_a >= 0) {
            num = static_cast<long long>(h);
            den = static_cast<long long>(k);
            return true;
        }
        h0 = h1;
        h1 = h;
        k0 = k1;
        k1 = k;
        // lo, hi lie in (a, a + 1): continue with 1/(hi − a) … 1/(lo − a).
        __int128 nln = hd, nld = hn - a * hd;
        __int128 nhn = ld, nhd = ln - a * ld;
        ln = nln;
        ld = nld;
        hn = nhn;
        hd = nhd;
    }
    return false;
}

}  // namespace

std::vector<std::string> words_of(const std::string& text) {
    return split_folded(fold(text, false));
}

std::string label_from_key(const std::string& key) {
    std::string out;
    for (char c : key) out += c == '_' || c == '-' ? ' ' : c;
    for (char& c : out)
        if (is_alpha(c)) {
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            break;
        }
    return out;
}

std::string number_text(double v) {
    if (!std::isfinite(v)) return "—";
    if (std::floor(v) == v) {
        char buf[48];
        std::snprintf(buf, sizeof buf, "%.0f", v);
        return std::string(buf) == "-0" ? "0" : buf;
    }
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    std::string s = buf;
    while (!s.empty() && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    if (s == "0") return "< 0.01";
    if (s == "-0") return "> -0.01";
    return s;
}

bool fraction_of(double p, long long& num, long long& den) {
    constexpr long long kMaxDen = 1000000000000LL;
    if (!(p >= 0 && p <= 1)) return false;
    if (p == 0 || p == 1) {
        num = p == 1;
        den = 1;
        return true;
    }
    if (p < 1e-12) return false;  // no n/d with d ≤ 10^12 is that small
    double prev = std::nextafter(p, 0.0), next = std::nextafter(p, 2.0);
    long long mp, mv, mx;
    int ep, ev, ex;
    dyadic(p, mp, ep);
    dyadic(prev, mv, ev);
    dyadic(next, mx, ex);
    // Everything as integers over 2^K (K ≤ 96 for p ≥ 10^-12): P, PREV, NEXT.
    const int K = 55 - std::min({ep, ev, ex});
    auto scaled = [&](long long m, int e) { return static_cast<__int128>(m) << (K - 53 + e); };
    __int128 P = scaled(mp, ep), PV = scaled(mv, ev), NX = scaled(mx, ex);
    const __int128 D = static_cast<__int128>(1) << K;
    auto reproduces = [&](long long n, long long d, bool ulp) {
        double q = static_cast<double>(n) / static_cast<double>(d);
        return q == p || (ulp && (q == prev || q == next));
    };
    // 1. The simplest fraction in the interval that rounds to p; 2. strictly inside it (a tie at
    // the edge may round away); 3. within one ulp either side.
    if (simplest_between(P + PV, 2 * D, P + NX, 2 * D, kMaxDen, num, den) && reproduces(num, den, false)) return true;
    if (simplest_between(3 * P + PV, 4 * D, 3 * P + NX, 4 * D, kMaxDen, num, den) && reproduces(num, den, false))
        return true;
    if (simplest_between(PV, D, NX, D, kMaxDen, num, den) && reproduces(num, den, true)) return true;
    return false;
}

std::string probability_text_exact(double p, const std::string& exact) {
    long long n = 0, d = 0;
    bool have = false;
    try {
        Rational r = Rational::parse(exact);
        n = r.num();
        d = r.den();
        have = d > 0 && n >= 0 && n <= d;
    } catch (const std::exception&) {
        have = false;
    }
    if (!have) return probability_text(p);
    if (!std::isfinite(p) || p < 0 || p > 1) p = static_cast<double>(n) / static_cast<double>(d);
    if (n == 0) return "0% (0)";
    if (n == d) return "100% (1)";
    return percent_text(p) + " (" + std::to_string(n) + "/" + std::to_string(d) + ")";
}

// [SECTION] loading and faults

namespace {
const std::set<std::string>& value_kinds() {
    static const std::set<std::string> k = {"percent", "percents", "count", "inches", "number",
                                            "text",    "bool",     "list",  "table",  "internal"};
    return k;
}
std::string str_or(const json& j, const char* key, const std::string& def = "") {
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : def;
}
std::string in_quotes(const std::string& s) {
    std::string safe;
    for (char c : s.substr(0, 60)) safe += static_cast<unsigned char>(c) >= 0x20 ? c : '?';
    return "\"" + safe + "\"";
}
int ruleset_rank(const std::string& rs) {
    const auto& o = ruleset_order();
    return static_cast<int>(std::find(o.begin(), o.end(), rs) - o.begin());
}
}  // namespace

namespace {
struct Section {
    std::string token;  // "2.5c", "31.13"
    int major = -1, minor = -1;
    int range_minor_hi = -1;  // ≥ 0: this token opens a range up to major.range_minor_hi
};
}  // namespace

struct Catalog::Index {
    struct Phrase {
        std::string shown;
        std::vector<std::string> toks;
    };
    struct Doc {
        const Calculator* c = nullptr;
        const GroupInfo* g = nullptr;
        int rs = 0;
        std::vector<std::string> title;
        std::vector<Phrase> words;
        std::vector<std::string> id;
        std::string name;  // the id after its rule set, as words: "fng.booby-trap" → "booby trap"
        std::vector<std::string> cite;
        std::set<int> pages;
        std::vector<Section> sections;
        std::vector<Phrase> tables;
        std::vector<Phrase> params;
        std::vector<std::string> help;
    };
    std::vector<Doc> docs;
};

Catalog::Catalog(const json& files, const json& words, const json& table_index, std::vector<const Calculator*> calcs)
    : calcs_(std::move(calcs)) {
    // words.json
    if (!words.is_object() || !words.contains("synonyms") || !words["synonyms"].is_object()) {
        faults_.push_back("catalog/words.json: missing, or not an object with \"synonyms\"");
    } else {
        for (const auto& [key, list] : words.at("synonyms").items()) {
            std::vector<std::string> k = words_of(key);
            if (k.empty() || !list.is_array()) {
                faults_.push_back("catalog/words.json: synonyms " + in_quotes(key) + " must be a list of words");
                continue;
            }
            std::string joined;
            for (const auto& w : k) joined += (joined.empty() ? "" : " ") + w;
            auto& alts = synonyms_[joined];
            for (const auto& s : list) {
                if (!s.is_string() || words_of(s.get<std::string>()).empty()) {
                    faults_.push_back("catalog/words.json: synonyms " + in_quotes(key) + " holds a non-word");
                    continue;
                }
                alts.push_back(words_of(s.get<std::string>()));
            }
        }
    }
    // words.json "instead": words other rule books use, and the calculator this one uses instead.
    if (words.is_object() && words.contains("instead")) {
        const json& in = words.at("instead");
        if (!in.is_object()) faults_.push_back("catalog/words.json: \"instead\" must be an object");
        for (const auto& [key, e] : in.items()) {
            if (!in.is_object()) break;
            std::vector<std::string> k = words_of(key);
            const std::string calc = e.is_object() ? str_or(e, "calc") : "";
            const std::string note = e.is_object() ? str_or(e, "note") : "";
            bool known = false;
            for (const auto* c : calcs_) known = known || c->id == calc;
            if (k.empty() || !known || note.empty()) {
                faults_.push_back("catalog/words.json: instead " + in_quotes(key) +
                                  " needs a known \"calc\" and a \"note\"");
                continue;
            }
            std::string joined;
            for (const auto& w : k) joined += (joined.empty() ? "" : " ") + w;
            instead_[joined] = {calc, note,
                                e.contains("after_own") && e["after_own"].is_boolean() && e["after_own"].get<bool>()};
        }
    }
    // Rule-set files, taken in rule-set order whatever their names sort as.
    std::vector<std::pair<std::string, const json*>> ordered;
    if (files.is_object())
        for (const auto& [name, file] : files.items()) ordered.emplace_back(name, &file);
    std::stable_sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) {
        auto rank = [](const std::pair<std::string, const json*>& f) {
            return f.second->is_object() ? ruleset_rank(str_or(*f.second, "ruleset")) : 1 << 20;
        };
        return rank(a) < rank(b);
    });
    for (const auto& [name, file] : ordered) load_file(name, *file);
    check_registry();
    add_fallback_groups();
    build_index(table_index);
}

Catalog::~Catalog() = default;

void Catalog::load_file(const std::string& name, const json& file) {
    auto fault = [&](const std::string& what) { faults_.push_back(name + ": " + what); };
    if (!file.is_object()) return fault("not a JSON object (or not valid JSON)");
    std::string stem = name.substr(name.rfind('/') + 1);
    if (stem.size() > 5 && stem.compare(stem.size() - 5, 5, ".json") == 0) stem.resize(stem.size() - 5);
    const std::string ruleset = str_or(file, "ruleset");
    if (ruleset.empty()) return fault("no \"ruleset\"");
    if (ruleset != stem)
        return fault("\"ruleset\": " + in_quotes(ruleset) + " but the file is named for " + in_quotes(stem));
    bool known = ruleset_rank(ruleset) < static_cast<int>(ruleset_order().size());
    for (const Calculator* c : calcs_) known = known || c->ruleset == ruleset;
    if (!known) return fault("unknown rule set " + in_quotes(ruleset));
    for (const auto& g : groups_)
        if (g.ruleset == ruleset) return fault("a second file for rule set " + in_quotes(ruleset));

    // Groups, in display order.
    std::vector<GroupInfo> groups;
    const json gs = file.contains("groups") ? file.at("groups") : json();
    if (!gs.is_array() || gs.empty()) fault("\"groups\" must be a non-empty list");
    if (gs.is_array())
        for (const auto& g : gs) {
            std::string id = g.is_object() ? str_or(g, "id") : "", title = g.is_object() ? str_or(g, "title") : "";
            if (id.empty() || title.empty()) {
                fault("a group without an \"id\" and a \"title\"");
                continue;
            }
            if (std::any_of(groups.begin(), groups.end(), [&](const GroupInfo& x) { return x.id == id; })) {
                fault("group " + in_quotes(id) + " appears twice");
                continue;
            }
            groups.push_back({ruleset, id, title, static_cast<int>(groups.size())});
        }
    std::set<std::string> used;

    const json cs = file.contains("calculators") ? file.at("calculators") : json();
    if (!cs.is_object()) fault("\"calculators\" must be an object");
    if (cs.is_object())
        for (const auto& [id, e] : cs.items()) {
            auto efault = [&, id = id](const std::string& what) { fault(id + ": " + what); };
            auto it =
                std::find_if(calcs_.begin(), calcs_.end(), [&, id = id](const Calculator* c) { return c->id == id; });
            if (it == calcs_.end()) {
                efault("no such calculator");
                continue;
            }
            const Calculator& c = **it;
            if (c.ruleset != ruleset) {
                efault("belongs to rule set " + in_quotes(c.ruleset));
                continue;
            }
            if (entries_.count(id)) {
                efault("described twice");
                continue;
            }
            if (!e.is_object()) {
                efault("must be an object");
                continue;
            }
            CatalogEntry ce;
            ce.id = id;
            ce.group = str_or(e, "group");
            if (std::none_of(groups.begin(), groups.end(), [&](const GroupInfo& g) { return g.id == ce.group; }))
                efault("group " + in_quotes(ce.group) + " is not a group of " + ruleset);
            else
                used.insert(ce.group);
            if (e.contains("words")) {
                const json& ws = e.at("words");
                if (!ws.is_array()) efault("\"words\" must be a list");
                if (ws.is_array())
                    for (const auto& w : ws) {
                        if (w.is_string() && !words_of(w.get<std::string>()).empty())
                            ce.words.push_back(w.get<std::string>());
                        else
                            efault("a search word that is not text");
                    }
            }
            if (!e.contains("main")) {
                if (!c.params.empty()) efault("no \"main\" parameters");
            } else if (!e.at("main").is_array()) {
                efault("\"main\" must be a list of parameter names");
            } else {
                if (e.at("main").size() > 5) efault("more than five main parameters");
                for (const auto& m : e.at("main")) {
                    std::string p = m.is_string() ? m.get<std::string>() : "";
                    if (!c.param(p))
                        efault("main parameter " + in_quotes(m.is_string() ? p : m.dump()) + " is not a parameter");
                    else if (std::find(ce.main.begin(), ce.main.end(), p) != ce.main.end())
                        efault("main parameter " + in_quotes(p) + " repeated");
                    else
                        ce.main.push_back(p);
                }
            }
            // "ask": {"defense": "type the target's defence from your game's data"}: a number only the
            // base game prints, a main parameter the first screen asks for (see codec.cpp, "assumed").
            if (e.contains("ask")) {
                const json& as = e.at("ask");
                if (!as.is_object()) efault("\"ask\" must be an object {parameter: what to tell the player}");
                if (as.is_object())
                    for (const auto& [pn, said] : as.items()) {
                        // "words", or {"say": "words", "when": {"attack": "aa"}}
                        const json txt = said.is_object() ? said.value("say", json()) : said;
                        const json when = said.is_object() ? said.value("when", json::object()) : json::object();
                        bool when_ok = when.is_object();
                        if (when_ok)
                            for (const auto& [wp, wv] : when.items()) {
                                const ParamSpec* w = c.param(wp);
                                when_ok = when_ok && w && w->type == ParamType::Enum && wv.is_string() &&
                                          std::any_of(w->choices.begin(), w->choices.end(),
                                                      [&, v = wv](const Choice& ch) { return ch.value == v; });
                            }
                        if (!when_ok) {
                            efault("ask " + in_quotes(pn) + ": \"when\" must name choices of choice parameters");
                            continue;
                        }
                        if (!when.empty()) ask_when_[id][pn] = when;
                        const ParamSpec* ps = c.param(pn);
                        if (!ps || (ps->type != ParamType::Int && ps->type != ParamType::Number))
                            efault("ask " + in_quotes(pn) + " is not a number parameter");
                        else if (std::find(ce.main.begin(), ce.main.end(), pn) == ce.main.end())
                            efault("ask " + in_quotes(pn) + " is not a main parameter");
                        else if (!txt.is_string() || txt.get<std::string>().empty())
                            efault("ask " + in_quotes(pn) + " needs the words to tell the player");
                        else
                            asks_[id][pn] = txt.get<std::string>();
                    }
            }
            if (e.contains("rolls")) {
                if (e.at("rolls").is_boolean())
                    ce.rolls = e.at("rolls").get<bool>();
                else
                    efault("\"rolls\" must be true or false");
            }
            const json& vals = e.contains("values") ? e.at("values") : json::object();
            if (!vals.is_object()) efault("\"values\" must be an object");
            if (vals.is_object()) {
                for (const auto& [key, v] : vals.items()) {
                    auto vfault = [&, key = key](const std::string& what) {
                        efault("value " + in_quotes(key) + ": " + what);
                    };
                    if (!v.is_object()) {
                        vfault("must be an object {label, kind}");
                        continue;
                    }
                    ValueSpec vs;
                    vs.key = key;
                    vs.kind = str_or(v, "kind");
                    vs.label = str_or(v, "label");
                    if (!value_kinds().count(vs.kind)) {
                        vfault("kind " + in_quotes(vs.kind) + " is not a value kind");
                        continue;
                    }
                    if (vs.label.empty() && vs.kind != "internal") vfault("no label");
                    if (v.contains("item") && !v["item"].is_string()) vfault("\"item\" must be text");
                    vs.item = str_or(v, "item");
                    if (v.contains("start")) {
                        if (v["start"].is_number_integer())
                            vs.start = v["start"].get<int>();
                        else
                            vfault("\"start\" must be a whole number");
                    }
                    if (v.contains("unit") && !v["unit"].is_string()) vfault("\"unit\" must be text");
                    vs.unit = str_or(v, "unit");
                    ce.values.push_back(std::move(vs));
                }
            }
            entries_.emplace(id, std::move(ce));
            entry_file_[id] = name;
        }
    for (const auto& g : groups)
        if (!used.count(g.id)) fault("group " + in_quotes(g.id) + " has no calculator");
    groups_.insert(groups_.end(), groups.begin(), groups.end());
}

void Catalog::check_registry() {
    for (const Calculator* c : calcs_) {
        auto it = entries_.find(c->id);
        CatalogEntry eff;
        eff.id = c->id;
        eff.group = "other";
        if (it == entries_.end()) {
            faults_.push_back(c->id + ": no catalog entry (its data file, data/calculators/" + c->ruleset + "/" +
                              c->id + ".json)");
            for (size_t i = 0; i < c->params.size() && i < 5; ++i) eff.main.push_back(c->params[i].name);
        } else {
            const CatalogEntry& e = it->second;
            if (group(c->ruleset, e.group)) eff.group = e.group;
            eff.words = e.words;
            eff.main = e.main;  // already only existing, distinct parameters
            if (eff.main.size() > 5) eff.main.resize(5);
            eff.values = e.values;  // already only valid kinds
            eff.rolls = e.rolls;
        }
        effective_.emplace(c->id, std::move(eff));
    }
}

void Catalog::add_fallback_groups() {
    // A calculator without a (valid) group still shows, under "Other" at the end of its rule set.
    for (const Calculator* c : calcs_) {
        const CatalogEntry& e = effective_.at(c->id);
        if (group(c->ruleset, e.group)) continue;
        int order = 0;
        auto pos = groups_.end();
        for (auto it = groups_.begin(); it != groups_.end(); ++it)
            if (it->ruleset == c->ruleset) {
                order = it->order + 1;
                pos = it + 1;
            }
        if (pos == groups_.end()) {
            // No group of this rule set yet: insert before the first later rule set.
            pos = std::find_if(groups_.begin(), groups_.end(),
                               [&](const GroupInfo& g) { return ruleset_rank(g.ruleset) > ruleset_rank(c->ruleset); });
        }
        groups_.insert(pos, GroupInfo{c->ruleset, "other", "Other", order});
    }
}

const std::map<std::string, std::string>* Catalog::asks(const std::string& calc_id) const {
    auto it = asks_.find(calc_id);
    return it == asks_.end() ? nullptr : &it->second;
}

bool Catalog::ask_applies(const std::string& calc_id, const std::string& param, const json& params) const {
    auto c = ask_when_.find(calc_id);
    if (c == ask_when_.end()) return true;
    auto w = c->second.find(param);
    if (w == c->second.end()) return true;
    for (const auto& [wp, wv] : w->second.items())
        if (!params.contains(wp) || params.at(wp) != wv) return false;
    return true;
}

const CatalogEntry* Catalog::entry(const std::string& calc_id) const {
    auto it = entries_.find(calc_id);
    return it == entries_.end() ? nullptr : &it->second;
}

const CatalogEntry& Catalog::effective(const Calculator& c) const {
    auto it = effective_.find(c.id);
    if (it != effective_.end()) return it->second;
    static const CatalogEntry none{};
    return none;
}

const GroupInfo* Catalog::group(const std::string& ruleset, const std::string& group_id) const {
    for (const auto& g : groups_)
        if (g.ruleset == ruleset && g.id == group_id) return &g;
    return nullptr;
}

const GroupInfo& Catalog::group_of(const Calculator& c) const {
    if (const GroupInfo* g = group(c.ruleset, effective(c).group)) return *g;
    if (const GroupInfo* g = group(c.ruleset, "other")) return *g;
    static const GroupInfo other{"", "other", "Other", 1 << 20};
    return other;
}

json Catalog::groups_json() const {
    json out = json::array();
    for (const auto& g : groups_) out.push_back(json{{"ruleset", g.ruleset}, {"id", g.id}, {"title", g.title}});
    return out;
}

std::vector<std::string> catalog_faults_of(const json& files, const json& words,
                                           const std::vector<const Calculator*>& calcs) {
    return Catalog(files, words, json(), calcs).faults();
}

// [SECTION] search index and ranking

namespace {

using Phrase = std::vector<std::string>;

bool parse_section(const std::string& t, int& major, int& minor) {
    size_t dot = t.find('.');
    if (dot == std::string::npos || dot == 0 || dot > 4) return false;
    for (size_t i = 0; i < dot; ++i)
        if (!is_digit(t[i])) return false;
    size_t k = dot + 1, s = k;
    while (k < t.size() && is_digit(t[k]) && k - s < 4) ++k;
    if (k == s) return false;
    major = std::stoi(t.substr(0, dot));
    minor = std::stoi(t.substr(s, k - s));
    return true;
}

// What the search reads of a citation (contract/citations.h parses it): its numbered pages (an
// FNG 2.0 page such as "p.2.0-1" is no number), its rule numbers with the ranges inside one
// chapter, and each table id of a range as its code ("FNG-T73 … FNG-T77": t73 … t77).
void read_citation(const std::string& citation, std::set<int>& pages, std::vector<Section>& sections,
                   std::vector<std::string>& codes) {
    const CitationParts parts = parse_citation(citation);
    for (const CitedRange& r : parts.pages) {
        if (r.lo.find('-') != std::string::npos) continue;
        const int a = std::stoi(r.lo);
        int b = std::stoi(r.hi);
        if (b < a || b - a > 100) b = a;
        for (int p = a; p <= b; ++p) pages.insert(p);
    }
    for (const CitedRange& r : parts.rules) {
        Section s;
        s.token = r.lo;
        parse_section(r.lo, s.major, s.minor);
        int M2 = -1, m2 = -1;
        if (r.hi != r.lo && parse_section(r.hi, M2, m2) && M2 == s.major && m2 >= s.minor) s.range_minor_hi = m2;
        sections.push_back(s);
    }
    for (const CitedRange& r : parts.tables) {
        const std::string d1 = r.lo.substr(r.lo.find("-T") + 2), d2 = r.hi.substr(r.hi.find("-T") + 2);
        const int a = std::stoi(d1), b = std::stoi(d2);
        if (b <= a || b - a > 60) continue;
        for (int n = a; n <= b; ++n) {
            std::string num = std::to_string(n);
            if (num.size() < d1.size()) num = std::string(d1.size() - num.size(), '0') + num;
            codes.push_back("t" + num);
        }
    }
}

// 2: every word equal, 1: the last one a prefix, 0: no match. Numbers never match by prefix.
int match_at(const std::vector<std::string>& toks, const Phrase& alt) {
    if (alt.empty() || toks.size() < alt.size()) return 0;
    // Numbers ("38", "2.5") never match by prefix: "31.1" is not "31.13".
    const std::string& w = alt.back();
    const bool number =
        is_digit(w[0]) && std::all_of(w.begin(), w.end(), [](char c) { return is_digit(c) || c == '.'; });
    int best = 0;
    for (size_t i = 0; i + alt.size() <= toks.size(); ++i) {
        bool ok = true;
        for (size_t j = 0; j + 1 < alt.size() && ok; ++j) ok = toks[i + j] == alt[j];
        if (!ok) continue;
        const std::string& last = toks[i + alt.size() - 1];
        if (last == alt.back()) return 2;
        if (!number && starts_with(last, alt.back())) best = 1;
    }
    return best;
}

struct Alt {
    Phrase words;
    bool synonym = false;
    std::string shown;  // the synonym as written
};

struct Term {
    std::string text;  // what was typed (folded)
    std::vector<Alt> alts;
    bool optional = false;  // a filler word (synonyms list empty): scores, never filters
    int page = -1;          // "p.38", "p38", "38"
    std::string section;    // "2.5"
};

std::string join(const Phrase& p) {
    std::string s;
    for (const auto& w : p) s += (s.empty() ? "" : " ") + w;
    return s;
}

}  // namespace

void Catalog::build_index(const json& table_index) {
    index_ = std::make_unique<Index>();
    // Book table names from the table index: "FNG-T15 Received Fire Test" → fng.reaction.
    std::map<std::string, std::vector<std::pair<std::string, std::string>>> book_tables;  // id → (code, name)
    if (table_index.is_object() && table_index.contains("tables") && table_index["tables"].is_array())
        for (const auto& t : table_index["tables"])
            if (t.is_object() && t.contains("calc") && t["calc"].is_string())
                book_tables[t["calc"].get<std::string>()].emplace_back(str_or(t, "table"), str_or(t, "name"));

    for (const Calculator* c : calcs_) {
        Index::Doc d;
        d.c = c;
        d.g = &group_of(*c);
        d.rs = ruleset_rank(c->ruleset);
        d.title = words_of(c->title);
        const CatalogEntry& e = effective(*c);
        for (const auto& w : e.words) d.words.push_back({w, words_of(w)});
        d.id = words_of(c->id);
        d.name = join(words_of(c->id.substr(c->id.find('.') + 1)));
        for (const auto& w : words_of(ruleset_title(c->ruleset))) d.id.push_back(w);
        // The citation as players read it (table names as printed).
        const std::string& citation = c->citation;
        d.cite = words_of(citation);
        read_citation(citation, d.pages, d.sections, d.cite);
        for (const auto& t : c->tables) d.tables.push_back({t.title, words_of(t.title)});
        auto bt = book_tables.find(c->id);
        if (bt != book_tables.end())
            for (const auto& code_name : bt->second) {  // the table's printed name; its code is ours, not the book's
                const std::string& name = code_name.second;
                if (!name.empty()) d.tables.push_back({name, words_of(name)});
            }
        for (const auto& p : c->params) {
            d.params.push_back({p.label, words_of(p.label)});
            for (const auto& ch : p.choices) d.params.push_back({p.label + ": " + ch.label, words_of(ch.label)});
        }
        d.help = words_of(c->help);
        index_->docs.push_back(std::move(d));
    }
}

json Catalog::search(const std::string& query_in, const std::string& ruleset) const {
    json out = json::array();
    if (!index_) return out;
    std::string query = query_in.substr(0, 256);
    std::vector<std::string> toks = words_of(query);
    if (toks.size() > 12) toks.resize(12);
    if (toks.empty()) return out;

    // Terms: the longest synonym phrase first ("hand to hand"), else one word.
    std::vector<Term> terms;
    for (size_t i = 0; i < toks.size();) {
        size_t len = 1;
        const std::vector<Phrase>* syn = nullptr;
        for (size_t l = std::min<size_t>(4, toks.size() - i); l >= 1; --l) {
            Phrase p(toks.begin() + static_cast<long>(i), toks.begin() + static_cast<long>(i + l));
            auto it = synonyms_.find(join(p));
            if (it != synonyms_.end()) {
                len = l;
                syn = &it->second;
                break;
            }
        }
        Term t;
        Phrase own(toks.begin() + static_cast<long>(i), toks.begin() + static_cast<long>(i + len));
        t.text = join(own);
        t.alts.push_back({own, false, t.text});
        const std::string& w = own.front();
        if (len == 1) {
            // Pages and sections.
            if (all_digits(w) && w.size() <= 4) t.page = std::stoi(w);
            if (w.size() > 1 && w[0] == 'p') {
                size_t k = 1;
                if (k < w.size() && w[k] == 'p') ++k;
                if (k < w.size() && w[k] == '.') ++k;
                std::string rest = w.substr(k);
                if (all_digits(rest) && rest.size() <= 4) {
                    t.page = std::stoi(rest);
                    t.alts.clear();  // "p38" is a page, not a word
                }
            }
            int M, m;
            if (is_digit(w[0]) && parse_section(w, M, m)) t.section = w;
            // A plural typed where the books write the singular.
            if (w.size() >= 4 && w.back() == 's' && w[w.size() - 2] != 's' && !is_digit(w[0])) {
                Phrase sing{w.substr(0, w.size() - 1)};
                t.alts.push_back({sing, false, sing[0]});
                if (!syn) {
                    auto it = synonyms_.find(sing[0]);
                    if (it != synonyms_.end()) syn = &it->second;
                }
            }
        }
        if (syn) {
            if (syn->empty() && !t.alts.empty()) t.optional = true;
            for (const auto& p : *syn) t.alts.push_back({p, true, join(p)});
        }
        // The word being typed: synonyms of the words it begins ("spo" → spot's).
        if (len == 1 && i + 1 == toks.size() && w.size() >= 3 && !is_digit(w[0]))
            for (auto it = synonyms_.lower_bound(w); it != synonyms_.end() && starts_with(it->first, w); ++it)
                if (it->first != w && it->first.find(' ') == std::string::npos)
                    for (const auto& p : it->second) t.alts.push_back({p, true, join(p)});
        terms.push_back(std::move(t));
        i += len;
    }
    if (std::all_of(terms.begin(), terms.end(), [](const Term& t) { return t.optional; }))
        for (auto& t : terms) t.optional = false;

    struct Hit {
        const Index::Doc* d;
        int score;
        int breadth;  // how many kinds of text matched: title, words, id … (more is a better tie)
        std::string why;
    };
    std::vector<Hit> hits;
    for (const auto& d : index_->docs) {
        if (!ruleset.empty() && d.c->ruleset != ruleset) continue;
        int total = 0, fields = 0;  // fields: which kinds of text matched (a bit each), for ties
        std::string why;
        bool ok = true;
        for (const auto& t : terms) {
            int best = 0;
            std::string best_why;
            auto consider = [&](int score, const std::string& w, int field) {
                fields |= field;
                if (score > best) {
                    best = score;
                    best_why = w;
                }
            };
            if (t.page >= 0 && d.pages.count(t.page)) consider(30, "page " + std::to_string(t.page), 8);
            if (!t.section.empty()) {
                int M = -1, m = -1;
                parse_section(t.section, M, m);
                for (const auto& s : d.sections) {
                    bool hit = s.token == t.section ||
                               (starts_with(s.token, t.section) &&
                                (is_alpha(s.token[t.section.size()]) || s.token[t.section.size()] == '.'));
                    if (!hit && s.range_minor_hi >= 0 &&
                        t.section.find('.', t.section.find('.') + 1) == std::string::npos)
                        hit = M == s.major && m >= s.minor && m <= s.range_minor_hi;
                    if (hit) consider(30, "section " + t.section, 8);
                }
            }
            for (const auto& a : t.alts) {
                // A synonym ranks with the catalog words (49 exact, 48 a prefix), below them as typed.
                auto cap = [&](int s, int m) { return a.synonym ? std::min(s, m == 2 ? 49 : 48) : s; };
                std::string via = a.synonym ? " (" + t.text + " → " + a.shown + ")" : "";
                int m = match_at(d.title, a.words);
                if (m) consider(cap(m == 2 ? 70 : 60, m), "title" + via, 1);
                for (const auto& p : d.words)
                    if (int mw = match_at(p.toks, a.words))
                        consider(cap(mw == 2 ? 52 : 50, mw), "word \"" + p.shown + "\"" + via, 2);
                if (match_at(d.id, a.words)) consider(40, "id" + via, 4);
                if (match_at(d.cite, a.words)) consider(30, "citation" + via, 8);
                for (const auto& p : d.tables)
                    if (match_at(p.toks, a.words)) consider(20, "table \"" + p.shown + "\"" + via, 16);
                for (const auto& p : d.params)
                    if (match_at(p.toks, a.words)) consider(20, "parameter \"" + p.shown + "\"" + via, 32);
                if (match_at(d.help, a.words)) consider(10, "help" + via, 64);
            }
            if (best == 0 && !t.optional) {
                ok = false;
                break;
            }
            total += best;
            if (best > 0) why += (why.empty() ? "" : "; ") + best_why;
        }
        // The whole query is the calculator's own name ("fire" → fng.fire): it comes first among
        // titles that use the same word ("Off-table fire").
        std::string typed;
        for (const auto& t : terms) typed += (typed.empty() ? "" : " ") + t.text;
        if (ok && typed == d.name) total += 15;
        int breadth = 0;
        for (int f = fields; f; f &= f - 1) ++breadth;
        if (ok) hits.push_back({&d, total, breadth, why});
    }
    std::stable_sort(hits.begin(), hits.end(), [](const Hit& a, const Hit& b) {
        if (a.score != b.score) return a.score > b.score;
        if (a.breadth != b.breadth) return a.breadth > b.breadth;
        if (a.d->rs != b.d->rs) return a.d->rs < b.d->rs;
        if (a.d->g->order != b.d->g->order) return a.d->g->order < b.d->g->order;
        if (a.d->c->title != b.d->c->title) return a.d->c->title < b.d->c->title;
        return a.d->c->id < b.d->c->id;
    });
    for (const auto& h : hits) {
        json e = json::object();
        e["id"] = h.d->c->id;
        e["title"] = h.d->c->title;
        e["ruleset"] = h.d->c->ruleset;
        e["group"] = h.d->g->id;
        e["group_title"] = h.d->g->title;
        e["citation"] = h.d->c->citation;
        e["why"] = h.why;
        out.push_back(std::move(e));
    }
    // [SECTION] a word from another rule book: the calculator this book uses instead comes first
    // (or second, after another book's own use of the word) and carries a note saying so.
    auto in = instead_.find(join(toks));
    if (in != instead_.end()) {
        const Index::Doc* doc = nullptr;
        for (const auto& d : index_->docs)
            if (d.c->id == in->second.calc) doc = &d;
        if (doc && (ruleset.empty() || ruleset == doc->c->ruleset)) {
            json e = json::object();
            for (size_t i = 0; i < out.size(); ++i)
                if (out[i]["id"] == doc->c->id) {
                    e = out[i];
                    out.erase(out.begin() + static_cast<long>(i));
                    break;
                }
            if (e.empty()) {
                e["id"] = doc->c->id;
                e["title"] = doc->c->title;
                e["ruleset"] = doc->c->ruleset;
                e["group"] = doc->g->id;
                e["group_title"] = doc->g->title;
                e["citation"] = doc->c->citation;
            }
            e["why"] = "another rule book's word";
            e["note"] = in->second.note;
            const bool second =
                in->second.after_own && ruleset.empty() && !out.empty() && out[0]["ruleset"] != doc->c->ruleset;
            out.insert(out.begin() + (second ? 1 : 0), std::move(e));
        }
    }
    return out;
}

// [SECTION] presentation of values

namespace {

struct Prob {
    double p = 0;
    std::string exact;  // empty when unknown
};

bool prob_of_exact(const std::string& s, Prob& out) {
    try {
        Rational r = Rational::parse(s);
        if (r.num() < 0 || r.num() > r.den()) return false;
        out.p = r.to_double();
        out.exact = r.str();
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

// A probability as a value may carry it: a number in [0, 1] (with its exact companion if any),
// an exact fraction "5/36", or an object {"p", "exact"}.
bool prob_of(const json& v, const json* exact, Prob& out) {
    if (v.is_number()) {
        double p = v.get<double>();
        if (!(p >= 0 && p <= 1)) return false;
        out.p = p;
        out.exact.clear();
        Prob e;
        if (exact && exact->is_string() && prob_of_exact(exact->get<std::string>(), e) && std::fabs(e.p - p) < 1e-9)
            out.exact = e.exact;
        return true;
    }
    if (v.is_string()) return prob_of_exact(v.get<std::string>(), out);
    if (v.is_object()) {
        auto p = v.find("p");
        auto x = v.find("exact");
        if (p != v.end() && p->is_number()) {
            const json* ex = x != v.end() ? &*x : nullptr;
            return prob_of(*p, ex, out);
        }
        if (x != v.end() && x->is_string()) return prob_of_exact(x->get<std::string>(), out);
    }
    return false;
}

std::string prob_text(const Prob& p) {
    return p.exact.empty() ? probability_text(p.p) : probability_text_exact(p.p, p.exact);
}

// An object that is only a probability: {"p", "exact"} (either may be missing).
bool is_prob_object(const json& v) {
    if (!v.is_object() || v.empty()) return false;
    for (const auto& [k, x] : v.items())
        if (k != "p" && k != "exact") return false;
    Prob p;
    return prob_of(v, nullptr, p);
}

std::string generic_text(const json& v, int depth = 0);

// One element of a table given as an array of objects: its label and the rest joined.
void row_of_object(const json& el, size_t index, std::string& label, std::string& text, int depth) {
    std::string label_key;
    for (const char* k : {"label", "name", "key"}) {
        auto it = el.find(k);
        if (it != el.end() && (it->is_string() || it->is_number())) {
            label_key = k;
            label = it->is_string() ? it->get<std::string>() : generic_text(*it, depth + 1);
            break;
        }
    }
    if (label_key.empty()) label = std::to_string(index + 1);
    std::vector<std::string> parts;
    Prob pr;
    bool prob = (el.contains("p") || el.contains("exact")) && prob_of(el, nullptr, pr);
    if (prob) parts.push_back(prob_text(pr));
    for (const auto& [k, x] : el.items()) {
        if (k == label_key || (prob && (k == "p" || k == "exact"))) continue;
        // Machine ids beside a label are for programs ("punji" beside "Concealed punji pit").
        if ((k == "id" || k == "kind" || k == "topic") && (label_key == "label" || label_key == "name")) continue;
        // A labelled row's "value" is what the label names: no field name before it.
        if (k == "value" && label_key == "label")
            parts.push_back(generic_text(x, depth + 1));
        else
            parts.push_back(label_from_key(k) + ": " + generic_text(x, depth + 1));
    }
    for (const auto& p : parts) text += (text.empty() ? "" : ", ") + p;
    if (text.empty()) text = "—";
}

std::string generic_text(const json& v, int depth) {
    if (depth > 6) return "…";
    if (v.is_null()) return "—";
    if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
    if (v.is_number()) return number_text(v.get<double>());
    if (v.is_string()) return v.get<std::string>();
    if (v.is_object()) {
        if (is_prob_object(v)) {
            Prob p;
            prob_of(v, nullptr, p);
            return prob_text(p);
        }
        // An object with a label reads as that label and what follows it ("Air support and
        // helicopters: normal"), not as its field names; machine ids beside the label are left out.
        auto lab = v.find("label");
        if (lab != v.end() && lab->is_string()) {
            std::string rest;
            for (const auto& [k, x] : v.items()) {
                if (k == "label" || k == "id" || k == "kind" || k == "topic") continue;
                rest +=
                    (rest.empty() ? "" : ", ") +
                    (k == "value" ? generic_text(x, depth + 1) : label_from_key(k) + ": " + generic_text(x, depth + 1));
            }
            return lab->get<std::string>() + (rest.empty() ? "" : ": " + rest);
        }
        std::string s;
        for (const auto& [k, x] : v.items())
            s += (s.empty() ? "" : "; ") + label_from_key(k) + ": " + generic_text(x, depth + 1);
        return s.empty() ? "—" : s;
    }
    // array
    if (v.empty()) return "none";
    std::string s;
    bool objects = v.front().is_object();
    for (const auto& x : v) s += (s.empty() ? "" : (objects ? "; " : ", ")) + generic_text(x, depth + 1);
    return s;
}

json table_rows(const json& v) {
    json rows = json::array();
    auto row = [&](const std::string& label, const std::string& text) {
        rows.push_back(json{{"label", label}, {"text", text}});
    };
    if (v.is_object()) {
        for (const auto& [k, x] : v.items()) row(label_from_key(k), generic_text(x, 1));
    } else if (v.is_array()) {
        size_t i = 0;
        for (const auto& el : v) {
            if (el.is_object() && !is_prob_object(el)) {
                std::string label, text;
                row_of_object(el, i, label, text, 1);
                row(label, text);
            } else {
                row(std::to_string(i + 1), generic_text(el, 1));
            }
            ++i;
        }
    }
    return rows;
}

std::string rows_summary(const json& rows) {
    std::string s;
    for (const auto& r : rows)
        s += (s.empty() ? "" : "; ") + r["label"].get<std::string>() + ": " + r["text"].get<std::string>();
    utf8_cut(s, 200);
    return s;
}

std::string item_label(const std::string& pattern, int n) {
    std::string p = pattern.empty() ? "{n}" : pattern;
    std::string num = std::to_string(n), out;
    for (size_t i = 0; i < p.size();) {
        if (p.compare(i, 3, "{n}") == 0) {
            out += num;
            i += 3;
        } else {
            out += p[i++];
        }
    }
    return out;
}

const json* companion(const json& values, const std::string& key) {
    auto it = values.find(key + "_exact");
    return it == values.end() ? nullptr : &*it;
}

// One value: {"key", "label", "kind", "text"[, "rows"]}.
json present_one(const std::string& key, const std::string& label, const std::string& kind_in, const ValueSpec* spec,
                 const json& v, const json& values) {
    std::string kind = kind_in;
    std::string text;
    json rows;
    const json* ex = companion(values, key);
    Prob pr;
    if (kind == "percent" && prob_of(v, ex, pr)) {
        text = prob_text(pr);
    } else if (kind == "percents" && v.is_array()) {
        rows = json::array();
        const std::string item = spec ? spec->item : "";
        const int start = spec ? spec->start : 0;
        std::string summary;
        for (size_t i = 0; i < v.size(); ++i) {
            const json* exi = ex && ex->is_array() && i < ex->size() ? &(*ex)[i] : nullptr;
            std::string rl = item_label(item, start + static_cast<int>(i));
            std::string rt;
            Prob p;
            if (prob_of(v[i], exi, p)) {
                rt = prob_text(p);
                summary += (summary.empty() ? "" : ", ") + rl + " " + percent_text(p.p);
            } else {
                rt = generic_text(v[i], 1);
                summary += (summary.empty() ? "" : ", ") + rl + " " + rt;
            }
            rows.push_back(json{{"label", rl}, {"text", rt}});
        }
        utf8_cut(summary, 200);
        text = summary.empty() ? "none" : summary;
    } else if (kind == "percents" && v.is_object() && !is_prob_object(v)) {
        // The chance of each count given by name ({"2": "1/36", "3": "25/72"}): labelled rows
        // as for a list, the count taken from the key where it is a whole number.
        rows = json::array();
        const std::string item = spec ? spec->item : "";
        std::string summary;
        for (const auto& [k, x] : v.items()) {
            std::string rl = all_digits(k) && k.size() < 9 ? item_label(item, std::stoi(k)) : label_from_key(k);
            std::string rt;
            Prob p;
            if (prob_of(x, nullptr, p)) {
                rt = prob_text(p);
                summary += (summary.empty() ? "" : ", ") + rl + " " + percent_text(p.p);
            } else {
                rt = generic_text(x, 1);
                summary += (summary.empty() ? "" : ", ") + rl + " " + rt;
            }
            rows.push_back(json{{"label", rl}, {"text", rt}});
        }
        utf8_cut(summary, 200);
        text = summary.empty() ? "none" : summary;
    } else if (kind == "count" && v.is_number()) {
        text = number_text(v.get<double>());
    } else if (kind == "inches" && v.is_number()) {
        text = number_text(v.get<double>()) + "\"";
    } else if (kind == "number" && v.is_number()) {
        text = number_text(v.get<double>());
        if (spec && !spec->unit.empty()) text += " " + spec->unit;
    } else if (kind == "bool" && v.is_boolean()) {
        text = v.get<bool>() ? "yes" : "no";
    } else if (kind == "table" && (v.is_object() || v.is_array()) && !is_prob_object(v)) {
        rows = table_rows(v);
        text = rows.empty() ? "none" : rows_summary(rows);
    } else {
        text = generic_text(v);
    }
    json e = json::object();
    e["key"] = key;
    e["label"] = label;
    e["kind"] = kind;
    e["text"] = text;
    if (!rows.is_null()) e["rows"] = std::move(rows);
    return e;
}

}  // namespace

json Catalog::present(const json& response) const {
    json out = json::array();
    if (!response.is_object()) return out;
    auto ok = response.find("ok");
    if (ok == response.end() || !ok->is_boolean() || !ok->get<bool>()) return out;
    auto vit = response.find("values");
    if (vit == response.end() || !vit->is_object()) return out;
    const json& values = *vit;
    const CatalogEntry* e = nullptr;
    auto cit = response.find("calc");
    if (cit != response.end() && cit->is_string()) {
        const std::string& id = cit->get_ref<const std::string&>();
        for (const Calculator* c : calcs_)
            if (c->id == id) e = &effective(*c);
    }
    std::set<std::string> done;
    if (e)
        for (const auto& s : e->values) {
            auto it = values.find(s.key);
            if (it == values.end() || done.count(s.key)) continue;
            done.insert(s.key);
            if (s.kind == "internal") continue;
            out.push_back(present_one(s.key, s.label, s.kind, &s, *it, values));
        }
    // As people read them: a value holding one of our table codes ("table": "FNG-T21") shows the
    // table's printed name and page (contract/citations.h).
    cite_table_ids(out);
    return out;
}

// [SECTION] the embedded catalog

namespace {
json parsed_or_fault(std::string_view text) {
    json j = json::parse(text.begin(), text.end(), nullptr, false);
    return j.is_discarded() ? json("not valid JSON") : j;
}

// The rule sets' catalog files (data/catalog/<ruleset>.json, words.json apart), each with the own
// part of every calculator in `calcs` from its data file (calculator_data.h); only `ruleset`'s
// file when one is named.
json catalog_files(const std::vector<const Calculator*>& calcs, const std::string& ruleset = "") {
    json files = json::object();
    for (const std::string& name : data_file_names()) {
        if (!starts_with(name, "catalog/") || name.find('/', 8) != std::string::npos) continue;
        if (name.size() < 5 || name.compare(name.size() - 5, 5, ".json") != 0) continue;
        if (name == "catalog/words.json") continue;
        if (!ruleset.empty() && name != "catalog/" + ruleset + ".json") continue;
        files[name] = parsed_or_fault(data_file(name));
    }
    for (const Calculator* c : calcs) {
        if (!c->catalog.is_object()) continue;
        json& file = files["catalog/" + c->ruleset + ".json"];
        if (!file.is_object()) continue;
        if (!file.contains("calculators")) file["calculators"] = json::object();
        file["calculators"][c->id] = c->catalog;
    }
    return files;
}
}  // namespace

// Built again when a data file was given since (data_given: the canvas app's search words arrive
// after its first frame); the catalogs built before stay, so nothing read from them dangles.
const Catalog& embedded_catalog() {
    static std::vector<std::unique_ptr<Catalog>> built;
    static int built_at = -1;
    static std::mutex m;
    std::lock_guard<std::mutex> lock(m);
    if (built.empty() || built_at != data_given()) {
        built_at = data_given();
        json words;
        json table_index;
        if (!data_file("catalog/words.json").empty()) words = parsed_or_fault(data_file("catalog/words.json"));
        const auto calcs = all_calculators();
        if (!data_file("fng/table_index.json").empty())
            table_index = parsed_or_fault(data_file("fng/table_index.json"));
        built.push_back(std::make_unique<Catalog>(catalog_files(calcs), words, table_index, calcs));
    }
    return *built.back();
}

const Catalog& catalog_of(const Calculator& c) {
    static std::mutex m;
    static std::map<std::string, std::unique_ptr<Catalog>> made;
    std::lock_guard<std::mutex> lock(m);
    auto& one = made[c.id];
    if (!one) {
        const std::vector<const Calculator*> calcs{&c};
        one = std::make_unique<Catalog>(catalog_files(calcs, c.ruleset), json(), json(), calcs);
    }
    return *one;
}

}  // namespace pm::catalog_detail

namespace pm {

using catalog_detail::embedded_catalog;

const CatalogEntry* catalog_entry(const std::string& calc_id) {
    return embedded_catalog().entry(calc_id);
}
const std::vector<GroupInfo>& catalog_groups() {
    return embedded_catalog().groups();
}
const GroupInfo* catalog_group(const std::string& ruleset, const std::string& group_id) {
    return embedded_catalog().group(ruleset, group_id);
}
std::vector<std::string> catalog_faults() {
    return embedded_catalog().faults();
}

json groups_json() {
    return embedded_catalog().groups_json();
}

json search_json(const std::string& query, const std::string& ruleset) {
    try {
        return embedded_catalog().search(query, ruleset);
    } catch (const std::exception&) {
        return json::array();
    }
}

json present_values(const json& response) {
    try {
        // The answer's own calculator's part of the catalog is all it needs.
        const Calculator* c = nullptr;
        if (response.is_object())
            if (auto id = response.find("calc"); id != response.end() && id->is_string())
                c = find_calculator(id->get<std::string>());
        if (!c) return json::array();
        return catalog_detail::catalog_of(*c).present(response);
    } catch (const std::exception&) {
        return json::array();
    }
}

json present_values_text(std::string_view text) {
    JsonRead r = read_json_text(text, 16 * kMaxRequestBytes, kMaxJsonDepth);  // linear in the text
    if (r.fault != JsonFault::None) return json::array();
    return present_values(r.value);
}

std::string probability_text(double p) {
    if (!std::isfinite(p)) return "—";
    if (p < 0 || p > 1) return catalog_detail::number_text(p);
    if (p == 0) return "0% (0)";
    if (p == 1) return "100% (1)";
    long long n = 0, d = 0;
    std::string pct = percent_text(p);
    if (catalog_detail::fraction_of(p, n, d)) return pct + " (" + std::to_string(n) + "/" + std::to_string(d) + ")";
    return pct[0] == '<' || pct[0] == '>' ? pct : "≈ " + pct;
}

}  // namespace pm
