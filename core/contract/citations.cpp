// Pointman — citations a player can look up, and the Pointman readings (see citations.h).
#include "contract/citations.h"

#include <cstdlib>
#include <map>
#include <regex>
#include <string>
#include <utility>

#include "engine/data/data_files.h"

namespace pm {
namespace {

struct Maps {
    std::map<std::string, std::pair<std::string, std::string>> tables;  // id → (name, cite)
    std::map<std::string, std::string> sections;                        // VS-n → heading
    std::map<std::string, int> readings;                                // "fng:E-36" → number
};

const Maps& maps() {
    static const Maps m = [] {
        Maps out;
        const json& c = data_json("readings/citations.json");
        for (const auto& [id, t] : c.at("tables").items())
            out.tables[id] = {t.at("name").get<std::string>(), t.at("cite").get<std::string>()};
        for (const auto& [id, s] : c.at("sections").items()) out.sections[id] = s.get<std::string>();
        for (const auto& r : data_json("readings/readings.json").at("readings"))
            for (const auto& n : r.at("notes")) {
                // Notes are "E-36" (the FNG digest) or "<BOOK>-<n>" for the other digests' lists.
                std::string note = n.get<std::string>();
                std::string key = note.rfind("E-", 0) == 0 ? "fng:" + note : note;
                out.readings[key] = r.at("number").get<int>();
            }
        return out;
    }();
    return m;
}

std::string book_prefix(const std::string& ruleset) {
    if (ruleset == "tcs") return "TCS";
    if (ruleset == "sd") return "SD";
    if (ruleset == "skirmish") return "VS";
    if (ruleset == "soldiers") return "SO";
    return "FNG";
}

// Replaces every match of `re` by fn(match), left to right.
template <class Fn>
std::string replace_all(const std::string& s, const std::regex& re, Fn fn) {
    std::string out;
    auto begin = std::sregex_iterator(s.begin(), s.end(), re);
    size_t last = 0;
    for (auto it = begin; it != std::sregex_iterator(); ++it) {
        out.append(s, last, static_cast<size_t>(it->position()) - last);
        out += fn(*it, out);
        last = static_cast<size_t>(it->position() + it->length());
    }
    out.append(s, last, std::string::npos);
    return out;
}

// Does the text before a table id already cite a page or section ("FNG p.38 (", "TCS 3.2, "), or
// is the id inside parentheses (a list after a citation)?
bool cited_before(const std::string& before) {
    static const std::regex cite(R"((p\.\s?[0-9]|pp\.|§|\[[0-9]+\.|TCS Modern|S&D|Soldiers|Vietnam Skirmish|QRS))");
    long depth = 0;
    for (char ch : before) depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
    if (depth > 0) return true;
    std::string tail = before.size() > 60 ? before.substr(before.size() - 60) : before;
    return std::regex_search(tail, cite);
}

}  // namespace

std::string scrub_citation_text(const std::string& text, const std::string& ruleset, std::set<int>* used) {
    if (!citations_enabled()) return text;
    static const std::regex quick(R"(digest|[A-Z]-[A-Z]?[0-9]|ambiguity|\bT[0-9])");
    if (!std::regex_search(text, quick)) return text;
    const Maps& m = maps();
    std::string s = text;

    // Ambiguity notes → Pointman readings.
    static const std::regex amb(
        R"((?:(?:the |FNG )?(?:digest(?:'s)?|§\s?9)\s+)?(?:(VS|TCS|S&D|SD|FNG) )?(?:ambiguity|errata|erratum) ([0-9]+))");
    s = replace_all(s, amb, [&](const std::smatch& mt, const std::string&) -> std::string {
        std::string book = mt[1].matched ? std::string(mt[1]) : book_prefix(ruleset);
        if (book == "S&D") book = "SD";
        auto it = m.readings.find(book + "-" + std::string(mt[2]));
        if (it == m.readings.end()) return "";
        if (used) used->insert(it->second);
        return "Pointman reading " + std::to_string(it->second);
    });
    static const std::regex errata(R"((?:(?:the |FNG )?(?:digest(?:'s)?|§\s?9)\s+)?\bE-([0-9]+)\b)");
    s = replace_all(s, errata, [&](const std::smatch& mt, const std::string&) -> std::string {
        auto it = m.readings.find("fng:E-" + std::string(mt[1]));
        if (it == m.readings.end()) return "";
        if (used) used->insert(it->second);
        return "Pointman reading " + std::to_string(it->second);
    });

    // Algorithm ids: the page or section beside them is the citation.
    static const std::regex algo(R"((?:(?:digest )?Algorithm |digest )?\b(?:FNG|VS|SD|TCS|SO)-A[0-9]+\b)");
    s = std::regex_replace(s, algo, "");

    // Table ids, single or as a range ("FNG-T43-T47", "Tables TCS-T2/T3").
    static const std::regex table(
        R"((?:(?:digest )?(?:Tables? ))?\b(FNG|TCS|SD|SO)-T([0-9]+)(?:\s?[-–/]\s?T([0-9]+))?\b)");
    s = replace_all(s, table, [&](const std::smatch& mt, const std::string& before) -> std::string {
        std::string book = mt[1];
        auto a = m.tables.find(book + "-T" + std::string(mt[2]));
        if (a == m.tables.end()) return "";
        std::string name = a->second.first;
        if (mt[3].matched) {
            auto b = m.tables.find(book + "-T" + std::string(mt[3]));
            if (b != m.tables.end()) name += " to " + b->second.first;
        }
        if (before.find(name) != std::string::npos) return "";  // "…, ATGM Table (TCS-T2)"
        return cited_before(before) ? name : name + " (" + a->second.second + ")";
    });
    // FNG shorthand after a table id: "(…, T29-T32)", "T47 note 1".
    if (ruleset == "fng") {
        static const std::regex bare(R"(\bT([0-9]{1,3})(?:\s?[-–]\s?T([0-9]+))?\b)");
        s = replace_all(s, bare, [&](const std::smatch& mt, const std::string& before) -> std::string {
            auto a = m.tables.find("FNG-T" + std::string(mt[1]).insert(0, mt[1].length() == 1 ? "0" : ""));
            if (a == m.tables.end()) return mt[0];
            std::string name = a->second.first;
            if (mt[2].matched) {
                auto b = m.tables.find("FNG-T" + std::string(mt[2]));
                if (b != m.tables.end()) name += " to " + b->second.first;
            }
            if (before.find(name) != std::string::npos) return "";
            return cited_before(before) ? name : name + " (" + a->second.second + ")";
        });
        static const std::regex bare_algo(R"(\bA[0-9]{1,2}\b)");  // "(A2, T15-T22)"
        s = std::regex_replace(s, bare_algo, "");
    }

    // Vietnam Skirmish sections: the heading, unless the text already names it.
    static const std::regex section(R"((?:digest )?\bVS-([0-9]+)\b)");
    s = replace_all(s, section, [&](const std::smatch& mt, const std::string& before) -> std::string {
        auto it = m.sections.find("VS-" + std::string(mt[1]));
        if (it == m.sections.end()) return "";
        std::string heading = it->second.substr(std::string("Vietnam Skirmish, ").size());
        if (text.find(heading) != std::string::npos || text.find("Vietnam Skirmish") != std::string::npos) return "";
        return cited_before(before) ? heading : it->second;
    });

    // Search & Destroy sections as players write them: "[32.7]" → "§32.7".
    if (ruleset == "sd") {
        static const std::regex bracket(R"(\[([0-9]+\.[0-9]+[a-z]?)\])");
        s = std::regex_replace(s, bracket, "§$1");
    }

    // What is left of the word "digest" (and its section numbers), then the punctuation it leaves.
    static const std::regex digest_word(R"((?:the )?digest(?:'s)?(?: FNG)?(?: [0-9][0-9.–\-]*)?)");
    s = std::regex_replace(s, digest_word, "");
    // Text the passes above left alone keeps its punctuation as written: the tidying below is for
    // the gaps a removed id leaves, and must not touch "&quot;;" in a drawing or a ";;" a book prints.
    if (s == text) return text;
    static const std::regex empty_paren(R"(\s*\(\s*[,;]?\s*\))");
    static const std::regex open_sep(R"(\(\s*[,;]\s*)");
    static const std::regex close_sep(R"(\s*[,;]\s*\))");
    static const std::regex double_sep(R"(([,;])\s*[,;])");
    static const std::regex spaces(R"( {2,})");
    static const std::regex end_sep(R"(\s*[,;]\s*$)");
    static const std::regex space_punct(R"( ([,;.)]))");
    for (int pass = 0; pass < 2; ++pass) {
        s = std::regex_replace(s, empty_paren, "");
        s = std::regex_replace(s, open_sep, "(");
        s = std::regex_replace(s, close_sep, ")");
        s = std::regex_replace(s, double_sep, "$1");
        s = std::regex_replace(s, spaces, " ");
        s = std::regex_replace(s, space_punct, "$1");
    }
    s = std::regex_replace(s, end_sep, "");
    while (!s.empty() && s.front() == ' ') s.erase(0, 1);
    return s;
}

namespace {
// A drawing (SVG) is markup: only its text nodes are prose. Each is unescaped, scrubbed like any
// other text and escaped again, so entities ("&quot;") never meet the punctuation tidying.
std::string scrub_markup(const std::string& markup, const std::string& ruleset, std::set<int>* used) {
    static const std::pair<const char*, char> entities[] = {
        {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&amp;", '&'}};
    auto unescape = [](const std::string& t) {
        std::string o;
        for (size_t i = 0; i < t.size();) {
            bool hit = false;
            for (const auto& [name, ch] : entities) {
                const size_t n = std::char_traits<char>::length(name);
                if (t.compare(i, n, name) == 0) {
                    o += ch;
                    i += n;
                    hit = true;
                    break;
                }
            }
            if (!hit) o += t[i++];
        }
        return o;
    };
    auto escape = [](const std::string& t) {
        std::string o;
        for (char ch : t) {
            bool hit = false;
            for (const auto& [name, c] : entities)
                if (ch == c) {
                    o += name;
                    hit = true;
                    break;
                }
            if (!hit) o += ch;
        }
        return o;
    };
    std::string out;
    size_t i = 0;
    while (i < markup.size()) {
        const size_t lt = markup.find('<', i);
        const std::string run = markup.substr(i, lt == std::string::npos ? std::string::npos : lt - i);
        if (!run.empty()) {
            const std::string plain = unescape(run);
            const std::string clean = scrub_citation_text(plain, ruleset, used);
            out += clean == plain ? run : escape(clean);
        }
        if (lt == std::string::npos) break;
        const size_t gt = markup.find('>', lt);
        if (gt == std::string::npos) {
            out.append(markup, lt, std::string::npos);
            break;
        }
        out.append(markup, lt, gt - lt + 1);
        i = gt + 1;
    }
    return out;
}

void scrub_walk(json& j, const std::string& ruleset, std::set<int>* used, bool in_choices) {
    static const std::set<std::string> keep = {"id",      "calc",   "key",   "link", "name", "default", "table",
                                               "ruleset", "family", "group", "type", "kind", "exact"};
    if (j.is_string()) {
        j = scrub_citation_text(j.get<std::string>(), ruleset, used);
    } else if (j.is_array()) {
        for (auto& e : j) scrub_walk(e, ruleset, used, in_choices);
    } else if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (keep.count(it.key())) continue;
            if (it.key() == "svg" && it.value().is_string()) {
                it.value() = scrub_markup(it.value().get<std::string>(), ruleset, used);
                continue;
            }
            if (in_choices && it.key() == "value") continue;
            scrub_walk(it.value(), ruleset, used, it.key() == "choices");
        }
    }
}
}  // namespace

bool citations_enabled() {
    static const bool on = [] {
        const char* v = std::getenv("POINTMAN_INTERNAL_NOTES");
        return !(v && std::string(v) == "1");
    }();
    return on;
}

void scrub_citations(json& j, const std::string& ruleset, std::set<int>* used) {
    if (!citations_enabled()) return;
    scrub_walk(j, ruleset, used, false);
}

json readings_json() {
    json out = json::array();
    for (const auto& r : data_json("readings/readings.json").at("readings")) {
        json e = json::object();
        e["number"] = r.at("number");
        e["title"] = r.at("title");
        e["text"] = r.at("text");
        e["cite"] = r.at("cite");
        e["calculators"] = r.at("calculators");
        out.push_back(std::move(e));
    }
    return out;
}

}  // namespace pm
