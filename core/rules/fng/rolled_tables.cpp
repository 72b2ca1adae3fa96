// Pointman — FNG rolled tables: see rolled_tables.h.
#include "rules/fng/rolled_tables.h"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/exact/dist.h"
#include "engine/summary_words.h"
#include "rules/fng/support_arrival.h"

namespace pm::fng {

const json& rolled_tables() {
    return data_json("fng/rolled_tables.json").at("tables");
}

const json& rolled_table(const std::string& calc) {
    static const std::map<std::string, const json*> by_calc = [] {
        std::map<std::string, const json*> out;
        for (const auto& t : rolled_tables()) out.emplace(t.at("calc").get<std::string>(), &t);
        return out;
    }();
    auto it = by_calc.find(calc);
    if (it == by_calc.end()) throw std::logic_error("no rolled table " + calc);
    return *it->second;
}

bool counts_as_doubles(const json& t, const std::vector<int>& faces) {
    if (!t.contains("doubles_key") || faces.size() != 2 || faces[0] != faces[1]) return false;
    if (!t.contains("doubles_faces")) return true;
    for (const auto& f : t.at("doubles_faces"))
        if (f.get<int>() == faces[0]) return true;
    return false;
}

int rolled_table_value(const json& t, const std::vector<int>& faces, int rep, int mod) {
    const std::string kind = t.at("kind");
    const json& rows = t.at("rows");
    int lo = rows.front().at("lo"), hi = rows.back().at("hi");
    for (const auto& r : rows) {
        lo = std::min(lo, r.at("lo").get<int>());
        hi = std::max(hi, r.at("hi").get<int>());
    }
    if (kind == "pass") {
        int target = rep + mod;
        int k = dice::passes_for_faces(faces, target, t.at("cap").get<int>());
        if (k == 2 && counts_as_doubles(t, faces)) return t.at("doubles_key").get<int>();
        return k;
    }
    int v = 0;
    if (kind == "d6") v = faces.at(0);
    if (kind == "sum")
        for (int f : faces) v += f;
    if (kind == "keep-lower") v = *std::min_element(faces.begin(), faces.end());
    return std::clamp(v + mod, lo, hi);
}

std::string rolled_table_key(const json& t, int v) {
    std::string key;
    for (const auto& row : t.at("rows"))
        if (v >= row.at("lo").get<int>() && v <= row.at("hi").get<int>()) key = row.at("key");
    return key;
}

bool rolled_table_rerolls(const json& t, int v) {
    for (const auto& row : t.at("rows"))
        if (v >= row.at("lo").get<int>() && v <= row.at("hi").get<int>())
            for (const auto& k : t.at("reroll").at("keys"))
                if (row.at("key") == k) return true;
    return false;
}

//-----------------------------------------------------------------------------
// [SECTION] What the parameters make of the table
//-----------------------------------------------------------------------------

namespace {

// Everything the odds and the roll both need: the dice, the Rep rolled against, the sum of the
// modifiers, a value fixed without dice, and whether some rows are thrown again.
struct TableRoll {
    int dice = 1;
    int rep = 0, mod = 0;
    int fixed = -1;  // the table value decided without dice (-1: rolled)
    bool reroll = false;
    bool doubled = false;
    std::string column;
};

std::string signed_text(int v) {
    return (v > 0 ? "+" : "") + std::to_string(v);
}

// Reads the parameters against the table; the modifiers that apply are said in `r`, in order.
TableRoll table_roll(const RolledTableInput& in, const json& t, Answer& r) {
    TableRoll s;
    s.dice = t.at("dice");
    const std::string& calc = in.calc;
    auto param = [&](const std::string& name) -> const TableParam& { return in.params.at(name); };
    if (t.at("kind") == "pass") s.rep = param(t.at("rep").at("name").get<std::string>()).value;
    if (t.contains("mod")) {
        const json& m = t.at("mod");
        const std::string name = m.at("name");
        int v = param(name).value * m.value("sign", 1);
        if (v != 0) {
            s.mod += v;
            r.modifier(param(name).label, signed_text(v), m.at("rule"));
        }
    }
    // Forward Observer under a Rep 3 leader (FNG p.50 (1)): the observer earns the +1 of a Rep 5+
    // leader; whether the leader's -1 still counts is the reading `fo_with_green_leader`, shared
    // with fng.radio.
    const bool fo = calc == "fng.artillery-request" && in.forward_observer;
    const bool fo_alone = fo && in.fo_only;
    if (fo && !in.veteran_caller) {
        s.mod += 1;
        r.modifier("Caller is a Forward Observer", "+1", "FNG p.50 (1)");
    }
    if (fo && in.green_caller)
        r.modifier(fo_alone ? "Reading: a Forward Observer's +1 replaces the Rep 3 leader's -1"
                            : "Reading: a Forward Observer's +1 and the Rep 3 leader's -1 both count",
                   in.fo_with_green_leader, "FNG p.50 (1), Pointman reading 26");
    if (t.contains("flags"))
        for (const auto& f : t.at("flags")) {
            const std::string name = f.at("name");
            if (!param(name).value || (fo_alone && name == "green_caller")) continue;
            int v = f.at("value");
            s.mod += v;
            r.modifier(param(name).label, signed_text(v), f.at("rule"));
        }
    if (t.contains("notes"))  // rules that go with the table but change no roll (e.g. FNG p.49)
        for (const auto& n : t.at("notes")) r.modifier(n.at("label"), n.at("value"), n.at("rule"));
    s.column = in.column;
    // Re-Up without a roll (FNG p.61): a figure with one of the listed attributes does not roll and
    // goes home; one finishing the tour at Rep 5 signs on without a roll. Our reading when both
    // hold: the attribute wins.
    if (calc == "fng.re-up") {
        const std::string& attr = in.attribute;
        if (attr != "none") {
            s.fixed = 0;
            r.modifier("Attribute that never re-ups (" + attr + "): goes home without rolling", "no roll", "FNG p.61");
            if (s.rep == 5)
                r.modifier("Reading: the attribute outweighs the Rep 5 automatic re-up", "attribute wins",
                           "FNG p.61, Pointman reading 29");
        } else if (s.rep == 5) {
            s.fixed = 3;
            r.modifier("Finishes the tour at Rep 5: re-ups automatically", "no roll", "FNG p.61");
        }
    }
    // Deviation doubled (FNG p.38 heavy continuous rain for mortars and artillery; p.53 ordnance
    // released off table): the row is rolled as usual, every distance in it counts twice.
    if (t.contains("doubling")) {
        const std::string name = t.at("doubling").at("name");
        s.doubled = param(name).value != 0;
        if (s.doubled)
            r.modifier(param(name).label + ": every deviation distance doubled", "x2", t.at("doubling").at("rule"));
    }
    // Rows rolled again (FNG p.59: a trip flare called for in daylight): with the option on, a roll
    // landing on one of those rows is thrown again until it does not.
    if (t.contains("reroll")) {
        const json& rr = t.at("reroll");
        s.reroll = param(rr.at("name").get<std::string>()).value != 0;
        if (s.reroll) r.modifier(rr.at("label").get<std::string>(), "rolled again", rr.at("rule"));
    }
    return s;
}

//-----------------------------------------------------------------------------
// [SECTION] The roll in words
//-----------------------------------------------------------------------------

// The faces, what they count as on the table, and the row's label ("Rolled 4: Viper on a tether.";
// "Rolled 4, 5 against 4 (pass 1d6): …"; "Rolled 6 +1 = 7: …").
std::string table_roll_words(const json& t, const std::vector<int>& faces, int v, int rep, int mod, bool fixed,
                             const json& rerolls, std::string label) {
    while (!label.empty() && label.back() == '.') label.pop_back();
    if (fixed) return "No roll needed: " + label + ".";
    std::string w;
    for (const auto& again : rerolls) {
        std::vector<int> f = again.get<std::vector<int>>();
        w += (w.empty() ? "Rolled " : "rolled ") + faces_text(f) + ", a row thrown again; then ";
    }
    w += (w.empty() ? "Rolled " : "rolled ") + faces_text(faces);
    const std::string kind = t.at("kind");
    if (kind == "pass") {
        const bool doubles = counts_as_doubles(t, faces) && v == t.at("doubles_key").get<int>();
        w += " against " + std::to_string(rep + mod) + (doubles ? " (doubles)" : " (pass " + std::to_string(v) + "d6)");
    } else {
        int raw = 0;
        if (kind == "keep-lower") {
            raw = *std::min_element(faces.begin(), faces.end());
            w += ", the lower " + std::to_string(raw);
        } else {
            for (int f : faces) raw += f;
            if (faces.size() > 1) w += " (total " + std::to_string(raw) + ")";
        }
        if (mod) w += (mod > 0 ? " +" : " ") + std::to_string(mod) + " = " + std::to_string(raw + mod);
        if (raw + mod != v) w += ", read as " + std::to_string(v);
    }
    return w + ": " + label + ".";
}

std::string row_label(const json& row, const std::string& column) {
    const json& l = row.at("label");
    if (l.is_string()) return l.get<std::string>();
    return l.at(column).get<std::string>();
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] The odds
//-----------------------------------------------------------------------------

Answer rolled_table_answer(const RolledTableInput& in) {
    const std::string& calc = in.calc;
    const json& t = rolled_table(calc);
    Answer r;
    const TableRoll s = table_roll(in, t, r);
    const int n = s.dice;
    Dist d = s.fixed >= 0 ? Dist::point(s.fixed) : Dist::from_faces(n, [&](const std::vector<int>& f) {
        return rolled_table_value(t, f, s.rep, s.mod);
    });
    if (s.reroll) d = d.given([&](int v) { return !rolled_table_rerolls(t, v); });
    auto row_p = [&](const json& row) {
        return d.p_if([&](int v) { return v >= row.at("lo").get<int>() && v <= row.at("hi").get<int>(); });
    };
    for (const auto& row : t.at("rows")) {
        std::string label = row_label(row, s.column);
        if (s.doubled && label != "On target") label += " (distance doubled)";
        r.outcome(row.at("key").get<std::string>(), label, row_p(row));
    }
    const std::string kind = t.at("kind");
    std::string how =
        kind == "pass"
            ? std::to_string(n) + "d6 against " + std::to_string(s.rep + s.mod)
            : (kind == "keep-lower"
                   ? std::to_string(n) + "d6 keep the lower"
                   : std::to_string(n) + "d6" + (s.mod ? (s.mod > 0 ? " +" : " ") + std::to_string(s.mod) : ""));
    if (s.fixed >= 0)
        how = "no roll";
    else
        r.modifier(in.title + ": " + how, "rolled", t.at("rule"));
    r.values["table"] = t.at("table");
    if (s.doubled) r.values["distance_multiplier"] = 2;
    r.values["dice"] = n;
    if (calc == "fng.re-up") {
        // Pass 2 means a second roll of 3 dice on which only pass 3 signs on (FNG p.61).
        Rational p3 = d.p(3), p2 = d.p(2);
        Rational total = s.fixed >= 0 ? d.p(3) : p3 + p2 * p3;
        r.values["re_up_total"] = total.to_double();
        r.values["re_up_total_exact"] = total.str();
    }
    // The chains a table is one step of.
    if (calc == "fng.artillery-request" || calc == "fng.air-strike-request" || calc == "fng.gunship-request" ||
        calc == "fng.medevac-request")
        r.actions.push_back({{"label", "Does the support come, and when (the whole call)"},
                             {"link", "#/fng.radio-call?request=" + calc.substr(4, calc.size() - 4 - 8)}});
    if (calc == "fng.booby-trap-type")
        r.actions.push_back(
            {{"label", "The whole trap: found, what it is, what it does"}, {"link", "#/fng.booby-trap-chain"}});
    // The summary answers the table's question: for a support request, the chance that support
    // comes and when (rows marked "arrives"); otherwise the likeliest row, said as a tie or a
    // uniform table when it is one.
    r.summary = in.title + " (" + how + "): ";
    SupportArrival arrival = support_arrival(t, row_p, [](int k) { return Rational(k == 0 ? 1 : 0); });
    if (arrival.has_rows)
        r.summary += lower_first(arrival_words(arrival, t.at("support").get<std::string>())) + "; " +
                     likeliest_words(r.outcomes) + ".";
    else
        r.summary += likeliest_words(r.outcomes) + ".";
    return r;
}

//-----------------------------------------------------------------------------
// [SECTION] The roll
//-----------------------------------------------------------------------------

// The table's dice, read by the same rolled_table_value the odds enumerate; a row thrown again is
// rolled again until the roll misses those rows.
void roll_rolled_table(const RolledTableInput& in, Prng& dice, Answer& r) {
    const json& t = rolled_table(in.calc);
    Answer unused;  // the modifiers were said by the odds
    const TableRoll s = table_roll(in, t, unused);
    const bool fixed = s.fixed >= 0;
    std::vector<int> faces = fixed ? std::vector<int>{} : dice.throw_dice(s.dice);
    int v = fixed ? s.fixed : rolled_table_value(t, faces, s.rep, s.mod);
    json rerolls = json::array();  // the rolls thrown away, in order
    while (s.reroll && !fixed && rolled_table_rerolls(t, v)) {
        rerolls.push_back(faces);
        faces = dice.throw_dice(s.dice);
        v = rolled_table_value(t, faces, s.rep, s.mod);
    }
    const std::string key = rolled_table_key(t, v);
    r.roll = {{"dice", faces}, {"value", v}, {"key", key}};
    if (s.reroll) r.roll["rolled_again"] = rerolls;
    r.rolled = table_roll_words(t, faces, v, s.rep, s.mod, fixed, rerolls, r.label(key));
}

}  // namespace pm::fng
