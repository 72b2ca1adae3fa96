// Pointman — user-entered tables: validation and CRT lookups (see user_tables.h).
#include "contract/tables/user_tables.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <set>

#include "contract/result.h"
#include "contract/tables/table_kinds.h"

namespace pm::tables {
namespace {

// The limits the editor offers too (data/tables/kinds.json "limits"), read when first used.
size_t kMax(int TableLimits::*field) {
    return static_cast<size_t>(table_limits().*field);
}

// A whole number of the table within [lo, hi], its range checked before it is narrowed to an int
// (a die of 4294967302 is not a d6).
bool whole_in(const json& v, long long lo, long long hi, int& out) {
    if (!v.is_number_integer()) return false;
    if (v.is_number_unsigned() ? v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi)
                               : v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
        return false;
    out = static_cast<int>(v.get<std::int64_t>());
    return out >= lo;
}

// A row as text: a whole number as written (never narrowed: 4294967302 stays itself and is then
// refused as too long), else the string, else "".
std::string row_text(const json& v) {
    if (v.is_number_integer()) return v.dump();
    return v.is_string() ? v.get<std::string>() : std::string();
}

// The table's die ("die", 6 when absent): sides within the limits the editor offers, else a fault
// is added and 6 is used.
int check_die(const json& t, std::vector<std::string>& e) {
    if (!t.contains("die")) return 6;
    const TableLimits& l = table_limits();
    const json& d = t["die"];
    if (int sides = 0; whole_in(d, l.die_min, l.die_max, sides)) return sides;
    e.push_back("die: the number of sides must be a whole number from " + std::to_string(l.die_min) + " to " +
                std::to_string(l.die_max));
    return 6;
}

bool parse_int(const std::string& s, int& out) {
    if (s.empty() || s.size() > 4) return false;
    size_t i = 0;
    if (s[0] == '-' || s[0] == '+') i = 1;
    if (i == s.size()) return false;
    for (size_t k = i; k < s.size(); ++k)
        if (s[k] < '0' || s[k] > '9') return false;
    out = std::atoi(s.c_str());
    return true;
}

// A die row or modified roll within the rows the editor offers (first_row_min to last_row_max).
void row_limits(int v, const char* what, std::vector<std::string>& e) {
    const TableLimits& l = table_limits();
    if (v < l.first_row_min || v > l.last_row_max)
        e.push_back(std::string("rows: ") + what + " " + std::to_string(v) + " is outside " +
                    std::to_string(l.first_row_min) + " to " + std::to_string(l.last_row_max));
}

// "3:2" → a=3, b=2; also accepts "3-2" and "3 to 2" is not accepted (keep one spelling).
bool parse_odds(const std::string& s, OddsColumn& c) {
    auto colon = s.find(':');
    if (colon == std::string::npos) return false;
    int a = 0, b = 0;
    if (!parse_int(s.substr(0, colon), a) || !parse_int(s.substr(colon + 1), b)) return false;
    if (a < 1 || b < 1) return false;
    c.a = a;
    c.b = b;
    c.label = s;
    return true;
}

std::string str_or_empty(const json& j) {
    return j.is_string() ? j.get<std::string>() : std::string();
}

// The first `n` bytes of a user's text for a message, never cutting a UTF-8 character in two (a
// cut character would make the whole answer invalid UTF-8).
std::string clip(const std::string& s, size_t n) {
    if (s.size() <= n) return s;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
    return s.substr(0, n);
}

}  // namespace

// [SECTION] validation

std::vector<std::string> validate_crt(const json& t, const std::vector<std::string>& effects) {
    std::vector<std::string> e;
    if (!t.is_object()) return {"the table must be a JSON object"};
    if (t.contains("kind") && t["kind"] != "crt") e.push_back("kind must be \"crt\"");
    check_die(t, e);
    // columns
    const json& cols = t.contains("columns") ? t["columns"] : json();
    size_t ncols = 0;
    if (!cols.is_array() || cols.empty()) {
        e.push_back("columns: give at least one odds column such as \"1:1\"");
    } else if (cols.size() > kMax(&TableLimits::columns)) {
        e.push_back("columns: at most " + std::to_string(kMax(&TableLimits::columns)) + " odds columns");
    } else {
        ncols = cols.size();
        OddsColumn prev;
        bool have_prev = false;
        for (size_t i = 0; i < cols.size(); ++i) {
            OddsColumn c;
            std::string s = str_or_empty(cols[i]);
            if (!parse_odds(s, c)) {
                e.push_back("columns: column " + std::to_string(i + 1) + " (\"" + clip(s, 12) +
                            "\") is not odds written like \"3:2\"");
                have_prev = false;
                continue;
            }
            if (have_prev && !(Rational(prev.a, prev.b) < Rational(c.a, c.b)))
                e.push_back("columns: odds column " + c.label + " is out of order (it must be higher than " +
                            prev.label + ")");
            prev = c;
            have_prev = true;
        }
    }
    // rows
    const json& rows = t.contains("rows") ? t["rows"] : json();
    size_t nrows = 0;
    if (!rows.is_array() || rows.empty()) {
        e.push_back("rows: give the die results, one per row, such as \"1\" … \"6\"");
    } else if (rows.size() > kMax(&TableLimits::rows)) {
        e.push_back("rows: at most " + std::to_string(kMax(&TableLimits::rows)) + " die rows");
    } else {
        nrows = rows.size();
        int prev = 0;
        bool have_prev = false;
        for (size_t i = 0; i < rows.size(); ++i) {
            int v = 0;
            std::string s = row_text(rows[i]);
            if (!parse_int(s, v)) {
                e.push_back("rows: row " + std::to_string(i + 1) + " (\"" + clip(s, 12) +
                            "\") is not a whole die result");
                have_prev = false;
                continue;
            }
            row_limits(v, "die row", e);
            if (have_prev) {
                if (v == prev)
                    e.push_back("rows: die row " + std::to_string(v) + " appears twice");
                else if (v < prev)
                    e.push_back("rows: die row " + std::to_string(v) + " is out of order (after " +
                                std::to_string(prev) + ")");
                else if (v > prev + 1)
                    e.push_back("rows: gap in die rows between " + std::to_string(prev) + " and " + std::to_string(v));
            }
            prev = v;
            have_prev = true;
        }
    }
    // cells
    const json& cells = t.contains("cells") ? t["cells"] : json();
    std::set<std::string> codes;
    if (!cells.is_array()) {
        e.push_back("cells: give one list of results per die row");
    } else if (nrows && cells.size() != nrows) {
        e.push_back("cells: " + std::to_string(cells.size()) + " rows of results for " + std::to_string(nrows) +
                    " die rows");
    } else {
        for (size_t r = 0; r < cells.size(); ++r) {
            if (!cells[r].is_array() || (ncols && cells[r].size() != ncols)) {
                e.push_back("cells: die row " + std::to_string(r + 1) + " needs exactly " + std::to_string(ncols) +
                            " results, one per odds column");
                continue;
            }
            for (size_t c = 0; c < cells[r].size(); ++c) {
                std::string s = str_or_empty(cells[r][c]);
                if (s.empty() || s.size() > kMax(&TableLimits::code))
                    e.push_back("cells: the result in die row " + std::to_string(r + 1) + ", column " +
                                std::to_string(c + 1) + " is empty or longer than " +
                                std::to_string(kMax(&TableLimits::code)) + " characters");
                else
                    codes.insert(s);
            }
        }
    }
    // rule
    if (t.contains("odds_rule")) {
        const json& r = t["odds_rule"];
        if (!r.is_object()) {
            e.push_back("odds_rule must be an object");
        } else {
            if (r.contains("round") && r["round"] != "down" && r["round"] != "up" && r["round"] != "nearest")
                e.push_back("odds_rule.round must be \"down\", \"up\" or \"nearest\"");
            if (r.contains("below_lowest") && r["below_lowest"] != "lowest" && r["below_lowest"] != "no-attack")
                e.push_back("odds_rule.below_lowest must be \"lowest\" or \"no-attack\"");
        }
    }
    // results legend
    if (t.contains("results")) {
        const json& res = t["results"];
        if (!res.is_object()) {
            e.push_back("results must map each result code to its label and effect");
        } else {
            for (auto it = res.begin(); it != res.end(); ++it) {
                if (!it.value().is_object()) {
                    e.push_back("results: \"" + clip(it.key(), 24) + "\" needs a label and an effect");
                    continue;
                }
                if (!effects.empty()) {
                    std::string ef = str_or_empty(it.value().value("effect", json()));
                    if (std::find(effects.begin(), effects.end(), ef) == effects.end()) {
                        std::string allowed;
                        for (const auto& x : effects) allowed += (allowed.empty() ? "" : ", ") + x;
                        e.push_back("results: the effect of \"" + clip(it.key(), 24) + "\" must be one of " + allowed);
                    }
                }
            }
        }
    }
    if (!effects.empty()) {
        const json res = t.contains("results") && t["results"].is_object() ? t["results"] : json::object();
        for (const auto& c : codes)
            if (!res.contains(c)) e.push_back("results: say what the result \"" + c + "\" does (no effect, …)");
    }
    return e;
}

std::vector<std::string> validate_suppress(const json& t) {
    std::vector<std::string> e;
    if (!t.is_object()) return {"the table must be a JSON object"};
    if (t.contains("kind") && t["kind"] != "suppress") e.push_back("kind must be \"suppress\"");
    const json& w = t.contains("weapons") ? t["weapons"] : json();
    if (!w.is_array() || w.empty() || w.size() > kMax(&TableLimits::weapons)) {
        e.push_back("weapons: give 1 to " + std::to_string(kMax(&TableLimits::weapons)) + " weapons");
        return e;
    }
    std::set<std::string> ids;
    for (size_t i = 0; i < w.size(); ++i) {
        std::string where = "weapons: weapon " + std::to_string(i + 1);
        if (!w[i].is_object()) {
            e.push_back(where + " must be an object");
            continue;
        }
        std::string id = str_or_empty(w[i].value("id", json()));
        if (id.empty() || id.size() > 32)
            e.push_back(where + " needs a short id");
        else if (!ids.insert(id).second)
            e.push_back(where + ": the id \"" + id + "\" is used twice");
        const json& f = w[i].contains("suppress") ? w[i]["suppress"] : json();
        if (!f.is_array() || f.empty() || f.size() > 6) {
            e.push_back(where + ": suppress must list the die faces (1 to 6) that place a counter");
            continue;
        }
        std::set<int> faces;
        for (const auto& x : f) {
            int face = 0;
            if (!whole_in(x, 1, 6, face))
                e.push_back(where + ": suppress faces must be whole numbers from 1 to 6");
            else if (!faces.insert(face).second)
                e.push_back(where + ": die face " + std::to_string(face) + " is listed twice");
        }
    }
    return e;
}

std::vector<std::string> validate_deviation(const json& t) {
    std::vector<std::string> e;
    if (!t.is_object()) return {"the table must be a JSON object"};
    if (t.contains("kind") && t["kind"] != "deviation") e.push_back("kind must be \"deviation\"");
    const int die = check_die(t, e);
    const json& rows = t.contains("rows") ? t["rows"] : json();
    if (!rows.is_array() || rows.empty()) {
        e.push_back("rows: give one row per die result");
        return e;
    }
    int expect = 1;
    for (size_t i = 0; i < rows.size(); ++i) {
        const json& r = rows[i];
        std::string where = "rows: row " + std::to_string(i + 1);
        if (!r.is_object() || !r.contains("roll") || !r["roll"].is_number_integer()) {
            e.push_back(where + " needs a whole \"roll\"");
            continue;
        }
        int roll = 0;
        if (!whole_in(r["roll"], 1, die, roll)) {
            e.push_back(where + ": a roll of " + r["roll"].dump() + " cannot happen on a d" + std::to_string(die));
            continue;
        }
        if (roll < expect)
            e.push_back("rows: die roll " + std::to_string(roll) + " is out of order or repeated");
        else if (roll > expect)
            e.push_back("rows: gap in die rolls: " + std::to_string(expect) + " to " + std::to_string(roll - 1) +
                        " missing");
        expect = std::max(expect, roll + 1);
        std::string dir = str_or_empty(r.value("direction", json()));
        if (dir.empty() || dir.size() > 32) e.push_back(where + " needs a short direction (\"on target\", \"left\" …)");
        if (r.contains("distance") &&
            !(r["distance"].is_number() && r["distance"].get<double>() >= 0 && r["distance"].get<double>() <= 100))
            e.push_back(where + ": distance must be a number of inches from 0 to 100");
    }
    if (expect <= die)
        e.push_back("rows: die rolls " + std::to_string(expect) + " to " + std::to_string(die) + " are missing");
    if (expect > die + 1) e.push_back("rows: rolls above " + std::to_string(die) + " cannot happen on this die");
    return e;
}

std::vector<std::string> validate_roll(const json& t) {
    std::vector<std::string> e;
    if (!t.is_object()) return {"the table must be a JSON object"};
    if (t.contains("kind") && t["kind"] != "roll") e.push_back("kind must be \"roll\"");
    const json& rows = t.contains("rows") ? t["rows"] : json();
    if (!rows.is_array() || rows.empty() || rows.size() > kMax(&TableLimits::rows)) {
        e.push_back("rows: give 1 to " + std::to_string(kMax(&TableLimits::rows)) + " modified rolls, one per row");
        return e;
    }
    std::vector<std::string> labels;
    int prev = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        int v = 0;
        std::string s = row_text(rows[i]);
        if (!parse_int(s, v)) {
            e.push_back("rows: row " + std::to_string(i + 1) + " (\"" + clip(s, 12) + "\") is not a whole roll");
            return e;
        }
        row_limits(v, "roll", e);
        if (i > 0 && v != prev + 1)
            e.push_back("rows: roll " + std::to_string(v) + " must follow " + std::to_string(prev) +
                        " (consecutive rolls, lowest first)");
        prev = v;
        labels.push_back(std::to_string(v));
    }
    const json& cells = t.contains("cells") ? t["cells"] : json();
    if (!cells.is_array() || cells.size() != rows.size()) {
        e.push_back("cells: give one result per roll");
        return e;
    }
    for (size_t r = 0; r < cells.size(); ++r) {
        const json& row = cells[r];
        std::string s = row.is_array() && row.size() == 1 ? str_or_empty(row[0]) : std::string();
        if (s.empty() || s.size() > kMax(&TableLimits::result))
            e.push_back("cells: the result for roll " + labels[r] + " must be one text of 1 to " +
                        std::to_string(kMax(&TableLimits::result)) + " characters");
    }
    return e;
}

std::string table_kind(const std::string& id) {
    const TableKind* k = find_table_kind(id);
    return k ? k->kind : std::string();
}

std::vector<std::string> known_table_ids() {
    std::vector<std::string> out;
    for (const auto& k : table_kinds()) out.push_back(k.id);
    return out;
}

json normalise_user_table(const std::string& id, const json& t) {
    const std::string kind = table_kind(id);
    if (!t.is_object() || !t.contains("cells") || !t["cells"].is_array() || !t.contains("rows") ||
        !t["rows"].is_array() || !t.contains("columns") || !t["columns"].is_array() ||
        t["rows"].size() != t["cells"].size())
        return t;
    if (kind == "suppress") {
        json out = {{"kind", "suppress"}, {"weapons", json::array()}};
        if (t.contains("title")) out["title"] = t["title"];
        for (size_t r = 0; r < t["rows"].size(); ++r) {
            const json& row = t["cells"][r];
            std::string name = str_or_empty(t["rows"][r]);
            json faces = json::array();
            for (size_t c = 0; c < t["columns"].size() && row.is_array() && c < row.size(); ++c) {
                std::string mark = str_or_empty(row[c]);
                int face = 0;
                if (mark.empty() || mark == "-" || mark == "0" || mark == "no") continue;
                if (parse_int(str_or_empty(t["columns"][c]), face))
                    faces.push_back(face);
                else
                    faces.push_back(-1);  // a column that is not a die face: the validator names it
            }
            std::string slug;
            for (char ch : name)
                slug += (ch == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch))));
            out["weapons"].push_back(json{
                {"id", slug.empty() ? "weapon-" + std::to_string(r + 1) : slug}, {"label", name}, {"suppress", faces}});
        }
        return out;
    }
    if (kind == "deviation") {
        json out = {{"kind", "deviation"}, {"rows", json::array()}};
        if (t.contains("die")) out["die"] = t["die"];
        for (size_t r = 0; r < t["rows"].size(); ++r) {
            const json& row = t["cells"][r];
            int roll = 0;
            json item = json::object();
            if (parse_int(str_or_empty(t["rows"][r]), roll)) item["roll"] = roll;
            item["direction"] = row.is_array() && !row.empty() ? str_or_empty(row[0]) : "";
            if (row.is_array() && row.size() > 1 && !str_or_empty(row[1]).empty()) {
                std::string d = str_or_empty(row[1]);
                char* end = nullptr;
                double v = std::strtod(d.c_str(), &end);
                item["distance"] = (end && *end == 0) ? json(v) : json(d);
            }
            out["rows"].push_back(item);
        }
        return out;
    }
    return t;
}

std::vector<std::string> validate_user_table(const std::string& id, const json& t_in) {
    const json t = normalise_user_table(id, t_in);
    if (const TableKind* k = find_table_kind(id)) {
        const std::string& kind = k->kind;
        if (kind == "crt") return validate_crt(t, k->effects);
        if (kind == "suppress") return validate_suppress(t);
        if (kind == "roll") return validate_roll(t);
        return validate_deviation(t);
    }
    return {"no table is called \"" + clip(id, 40) + "\""};
}

// [SECTION] combat results tables

Crt parse_crt(const std::string& id, const json& t, const std::vector<std::string>& effects) {
    if (t.is_null())
        throw CalcError(ErrorCode::NeedsTable, id,
                        "enter the table \"" + id + "\" from your copy of the base game first");
    auto faults = validate_crt(t, effects);
    if (!faults.empty()) {
        std::string msg = "the table \"" + id + "\" cannot be used: " + faults[0];
        if (faults.size() > 1) msg += " (and " + std::to_string(faults.size() - 1) + " more)";
        throw CalcError(ErrorCode::NeedsTable, id, msg);
    }
    Crt c;
    for (const auto& s : t["columns"]) {
        OddsColumn oc;
        parse_odds(s.get<std::string>(), oc);
        c.columns.push_back(oc);
    }
    for (const auto& r : t["rows"]) {
        int v = 0;
        parse_int(row_text(r), v);
        c.rows.push_back(v);
    }
    for (const auto& row : t["cells"]) {
        std::vector<std::string> out;
        for (const auto& x : row) out.push_back(x.get<std::string>());
        c.cells.push_back(std::move(out));
    }
    c.die = t.value("die", 6);
    if (t.contains("odds_rule")) {
        c.round = t["odds_rule"].value("round", std::string("down"));
        c.below = t["odds_rule"].value("below_lowest", std::string("lowest"));
    }
    if (t.contains("results")) c.results = t["results"];
    return c;
}

// [SECTION] results by modified roll

RollTable parse_roll_table(const std::string& id, const json& t) {
    if (t.is_null())
        throw CalcError(ErrorCode::NeedsTable, id,
                        "enter the table \"" + id + "\" from your copy of the series rules first");
    auto faults = validate_roll(t);
    if (!faults.empty()) {
        std::string msg = "the table \"" + id + "\" cannot be used: " + faults[0];
        if (faults.size() > 1) msg += " (and " + std::to_string(faults.size() - 1) + " more)";
        throw CalcError(ErrorCode::NeedsTable, id, msg);
    }
    RollTable out;
    for (size_t r = 0; r < t["rows"].size(); ++r) {
        const json& row = t["rows"][r];
        int v = 0;
        parse_int(row_text(row), v);
        out.rows.push_back(v);
        out.results.push_back(t["cells"][r][0].get<std::string>());
    }
    return out;
}

// [SECTION] the player's table in a request

json player_table(const EvalContext& ctx, const std::string& id) {
    if (!ctx.tables.is_object() || !ctx.tables.contains(id) || ctx.tables[id].is_null()) return json();
    json t = normalise_user_table(id, ctx.tables[id]);
    const auto faults = validate_user_table(id, t);
    if (!faults.empty()) {
        std::string msg = "the table \"" + id + "\" cannot be used: " + faults[0];
        if (faults.size() > 1) msg += " (and " + std::to_string(faults.size() - 1) + " more)";
        throw CalcError(ErrorCode::NeedsTable, id, msg);
    }
    return t;
}

PlayerTable<Crt> crt_reader(const EvalContext& ctx, const std::string& id, std::vector<std::string> effects) {
    return PlayerTable<Crt>([&ctx, id, effects = std::move(effects)]() -> std::optional<Crt> {
        const json t = player_table(ctx, id);
        if (t.is_null()) return std::nullopt;
        return parse_crt(id, t, effects);
    });
}

PlayerTable<RollTable> roll_table_reader(const EvalContext& ctx, const std::string& id) {
    return PlayerTable<RollTable>([&ctx, id]() -> std::optional<RollTable> {
        const json t = player_table(ctx, id);
        if (t.is_null()) return std::nullopt;
        return parse_roll_table(id, t);
    });
}

}  // namespace pm::tables
