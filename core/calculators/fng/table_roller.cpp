// FNG table roller — one calculator per rolled table in data/fng/rolled_tables.json (no table needs
// its own C++). How a table is rolled and read is rules/fng/rolled_tables.h.
// The exact distribution enumerates every face (Dist::from_faces) through the same function the
// seeded roll uses. A table's "reroll" rows (under a switch) are thrown again: the odds are those
// given that the roll misses them. Seeded roll: the table's dice, drawn in order (and again for
// each roll thrown away, listed in roll.rolled_again).
#include <algorithm>

#include "calculators/fng/shared_readings.h"
#include "contract/citations.h"
#include "contract/registry.h"
#include "contract/rolled.h"
#include "contract/summary_words.h"
#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/rolled_tables.h"
#include "rules/fng/support_arrival.h"

namespace pm::fng {
namespace {

const json& tables() {
    return rolled_tables();
}

const json& table_for(const std::string& calc) {
    return rolled_table(calc);
}

int value_of(const json& t, const std::vector<int>& faces, int rep, int mod) {
    return rolled_table_value(t, faces, rep, mod);
}

bool rerolled_value(const json& t, int v) {
    return rolled_table_rerolls(t, v);
}

// The roll in words: the faces, what they count as on the table, and the row's label
// ("Rolled 4: Viper on a tether."; "Rolled 4, 5 against 4 (pass 1d6): …"; "Rolled 6 +1 = 7: …").
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
    const std::string signed_mod = (mod > 0 ? " +" : " ") + std::to_string(mod);
    if (kind == "pass") {
        const bool doubles = t.contains("doubles_key") && faces.size() == 2 && faces[0] == faces[1] &&
                             v == t.at("doubles_key").get<int>();
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
        if (mod) w += signed_mod + " = " + std::to_string(raw + mod);
        if (raw + mod != v) w += ", read as " + std::to_string(v);
    }
    return w + ": " + label + ".";
}

std::string row_label(const json& row, const std::string& column) {
    const json& l = row.at("label");
    if (l.is_string()) return l.get<std::string>();
    return l.at(column).get<std::string>();
}

Result evaluate_table(const std::string& calc, const Params& p, const EvalContext& ctx) {
    const json& t = table_for(calc);
    Result r;
    int n = t.at("dice");
    int rep = 0, mod = 0;
    const std::string kind = t.at("kind");
    if (kind == "pass") rep = p.get_int(t.at("rep").at("name").get<std::string>());
    if (t.contains("mod")) {
        const json& m = t.at("mod");
        int v = p.get_int(m.at("name").get<std::string>()) * m.value("sign", 1);
        if (v != 0) {
            mod += v;
            r.modifier(m.at("label").get<std::string>(), (v > 0 ? "+" : "") + std::to_string(v), m.at("rule"));
        }
    }
    // [SECTION] Forward Observer under a Rep 3 leader (FNG p.50 (1)): the observer earns the +1 of
    // a Rep 5+ leader; whether the leader's -1 still counts is the reading `fo_with_green_leader`,
    // shared with fng.radio.
    const bool fo = calc == "fng.artillery-request" && p.get_bool("forward_observer");
    const bool fo_alone = fo && fng::fo_only(p);
    if (fo && !p.get_bool("veteran_caller")) {
        mod += 1;
        r.modifier("Caller is a Forward Observer", "+1", "FNG p.50 (1)");
    }
    if (fo && p.get_bool("green_caller"))
        r.modifier(fo_alone ? "Reading: a Forward Observer's +1 replaces the Rep 3 leader's -1"
                            : "Reading: a Forward Observer's +1 and the Rep 3 leader's -1 both count",
                   p.get_enum("fo_with_green_leader"), "FNG p.50 (1), Pointman reading 26");
    if (t.contains("flags"))
        for (const auto& f : t.at("flags"))
            if (p.get_bool(f.at("name").get<std::string>())) {
                if (fo_alone && f.at("name") == "green_caller") continue;
                int v = f.at("value");
                mod += v;
                r.modifier(f.at("label").get<std::string>(), (v > 0 ? "+" : "") + std::to_string(v), f.at("rule"));
            }
    if (t.contains("notes"))  // rules that go with the table but change no roll (e.g. FNG p.49)
        for (const auto& n : t.at("notes")) r.modifier(n.at("label"), n.at("value"), n.at("rule"));
    std::string column = t.contains("columns") ? p.get_enum("column") : "";
    // [SECTION] Re-Up without a roll (FNG p.61): a figure with one of the listed attributes does not
    // roll and goes home; one finishing the tour at Rep 5 signs on without a roll. Our reading when
    // both hold: the attribute wins.
    int fixed = -1;  // the table value decided without dice
    if (calc == "fng.re-up") {
        const std::string& attr = p.get_enum("attribute");
        if (attr != "none") {
            fixed = 0;
            r.modifier("Attribute that never re-ups (" + attr + "): goes home without rolling", "no roll", "FNG p.61");
            if (rep == 5)
                r.modifier("Reading: the attribute outweighs the Rep 5 automatic re-up", "attribute wins",
                           "FNG p.61, Pointman reading 29");
        } else if (rep == 5) {
            fixed = 3;
            r.modifier("Finishes the tour at Rep 5: re-ups automatically", "no roll", "FNG p.61");
        }
    }
    // [SECTION] Deviation doubled (FNG p.38 heavy continuous rain for mortars and artillery; p.53
    // ordnance released off table): the row is rolled as usual, every distance in it counts twice.
    const bool doubled = t.contains("doubling") && p.get_bool(t.at("doubling").at("name").get<std::string>());
    if (doubled)
        r.modifier(t.at("doubling").at("label").get<std::string>() + ": every deviation distance doubled", "x2",
                   t.at("doubling").at("rule"));
    Dist d = fixed >= 0 ? Dist::point(fixed)
                        : Dist::from_faces(n, [&](const std::vector<int>& f) { return value_of(t, f, rep, mod); });
    // [SECTION] Rows rolled again (FNG p.59: a trip flare called for in daylight): with the option on,
    // a roll landing on one of those rows is thrown again until it does not, so the odds are the
    // table's given that the roll misses them; the seeded roll throws again the same way.
    const bool reroll = t.contains("reroll") && p.get_bool(t.at("reroll").at("name").get<std::string>());
    if (reroll) {
        d = d.given([&](int v) { return !rerolled_value(t, v); });
        r.modifier(t.at("reroll").at("label").get<std::string>(), "rolled again", t.at("reroll").at("rule"));
    }
    auto row_p = [&](const json& row) {
        return d.p_if([&](int v) { return v >= row.at("lo").get<int>() && v <= row.at("hi").get<int>(); });
    };
    for (const auto& row : t.at("rows")) {
        std::string label = row_label(row, column);
        if (doubled && label != "On target") label += " (distance doubled)";
        r.outcome(row.at("key").get<std::string>(), label, row_p(row));
    }
    std::string how =
        kind == "pass" ? std::to_string(n) + "d6 against " + std::to_string(rep + mod)
                       : (kind == "keep-lower"
                              ? std::to_string(n) + "d6 keep the lower"
                              : std::to_string(n) + "d6" + (mod ? (mod > 0 ? " +" : " ") + std::to_string(mod) : ""));
    if (fixed >= 0)
        how = "no roll";
    else
        r.modifier(t.at("title").get<std::string>() + ": " + how, "rolled", t.at("rule"));
    r.values["table"] = t.at("table");
    if (doubled) r.values["distance_multiplier"] = 2;
    r.values["dice"] = n;
    if (calc == "fng.re-up") {
        // Pass 2 means a second roll of 3 dice on which only pass 3 signs on (FNG p.61).
        Rational p3 = d.p(3), p2 = d.p(2);
        Rational total = fixed >= 0 ? d.p(3) : p3 + p2 * p3;
        r.values["re_up_total"] = total.to_double();
        r.values["re_up_total_exact"] = total.str();
    }
    // [SECTION] the chains a table is one step of
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
    r.summary = t.at("title").get<std::string>() + " (" + how + "): ";
    SupportArrival arrival = support_arrival(t, row_p, [](int k) { return Rational(k == 0 ? 1 : 0); });
    if (arrival.has_rows)
        r.summary += lower_first(arrival_words(arrival, t.at("support").get<std::string>())) + "; " +
                     likeliest_words(r.outcomes) + ".";
    else
        r.summary += likeliest_words(r.outcomes) + ".";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        std::vector<int> faces = fixed >= 0 ? std::vector<int>{} : g.dice(n);
        int v = fixed >= 0 ? fixed : value_of(t, faces, rep, mod);
        json rerolls = json::array();  // the rolls thrown away, in order
        while (reroll && fixed < 0 && rerolled_value(t, v)) {
            rerolls.push_back(faces);
            faces = g.dice(n);
            v = value_of(t, faces, rep, mod);
        }
        std::string key = rolled_table_key(t, v);
        r.roll = {{"dice", faces}, {"value", v}, {"key", key}};
        if (reroll) r.roll["rolled_again"] = rerolls;
        r.rolled = table_roll_words(t, faces, v, rep, mod, fixed >= 0, rerolls, r.label(key));
    }
    return r;
}

Calculator make_table_calc(const json& t) {
    Calculator c;
    c.id = t.at("calc");
    c.title = t.at("title");
    c.ruleset = "fng";
    c.citation = t.at("rule");
    const std::string kind = t.at("kind");
    int n = t.at("dice");
    std::string how = kind == "pass"
                          ? "Rolls " + std::to_string(n) + "d6 and counts the dice at or under the number shown."
                      : kind == "keep-lower" ? "Rolls " + std::to_string(n) + "d6 and keeps the lower die."
                      : kind == "sum"        ? "Rolls " + std::to_string(n) + "d6 and adds them."
                                             : "Rolls one die.";
    c.help = "Exact chance of every row of " + table_citation(t.at("table").get<std::string>()) + ". " + how + " " +
             t.value("help", std::string());
    c.ordered = true;
    if (t.contains("columns")) {
        std::vector<Choice> ch;
        for (const auto& col : t.at("columns")) ch.push_back({col.at("value"), col.at("label")});
        c.params.push_back(
            ParamSpec::Enum("column", "Which column", ch, ch.front().value, "The column of the table to read."));
    }
    if (kind == "pass") {
        const json& rp = t.at("rep");
        c.params.push_back(
            ParamSpec::Int(rp.at("name"), rp.at("label"), rp.at("min"), rp.at("max"), rp.at("def"), rp.at("help")));
    }
    if (t.contains("mod")) {
        const json& m = t.at("mod");
        c.params.push_back(
            ParamSpec::Int(m.at("name"), m.at("label"), m.at("min"), m.at("max"), m.at("def"), m.at("help")));
    }
    if (t.contains("flags"))
        for (const auto& f : t.at("flags"))
            c.params.push_back(ParamSpec::Bool(f.at("name"), f.at("label"), false,
                                               std::string(f.at("value").get<int>() > 0 ? "+" : "") +
                                                   std::to_string(f.at("value").get<int>()) + " to the roll."));
    if (t.contains("reroll")) {
        const json& rr = t.at("reroll");
        c.params.push_back(ParamSpec::Bool(rr.at("name"), rr.at("param_label"), false, rr.at("help")));
    }
    if (t.contains("doubling")) {
        const json& dbl = t.at("doubling");
        c.params.push_back(ParamSpec::Bool(dbl.at("name"), dbl.at("label"), false, dbl.at("help")));
    }
    if (c.id == "fng.artillery-request") {
        c.params.push_back(ParamSpec::Bool("forward_observer", "Caller is a Forward Observer", false,
                                           "+1 to the roll, as for a Rep 5+ leader (not added twice)."));
        c.params.push_back(fo_with_green_leader_param());
    }
    if (c.id == "fng.re-up") {
        c.generator = 2;  // Rep 5 and the stay-at-home attributes decide without dice
        c.params.push_back(ParamSpec::Enum("attribute", "Attribute that keeps him home",
                                           {{"none", "None of these"},
                                            {"coward", "Coward"},
                                            {"jodie", "Jodie"},
                                            {"looter", "Looter"},
                                            {"shirker", "Shirker"},
                                            {"sickly", "Sickly"},
                                            {"street-punk", "Street Punk"},
                                            {"wuss", "Wuss"}},
                                           "none",
                                           "A figure with any of these never rolls to re-up: he goes home, even at "
                                           "Rep 5 (Pointman reading 29)."));
    }
    std::string id = c.id;
    c.evaluate = [id](const Params& p, const EvalContext& ctx) { return evaluate_table(id, p, ctx); };
    return c;
}

bool register_all() {
    for (const auto& t : tables()) registry_add(make_table_calc(t));
    return true;
}
const bool registered = register_all();

}  // namespace
}  // namespace pm::fng
