// fng.attribute — a new Grunt's attribute (digest fng.md §6.2, FNG-T83; Street Punk FNG-T84).
//
// 1d6 odd → the Odd table, even → the Even table (1/2 each), then one card from a 52-card deck picks
// the cell (suit = column, rank = row), 1/52 each: every (table, card) pair has probability 1/104.
// Outcomes: each attribute that can come up, with its exact chance (summed over all its cells).
// Seeded roll: the odd/even die, then the card as range(0, 51) = rank index × 4 + suit index
// (suits in the order diamonds, hearts, clubs, spades).
#include <algorithm>
#include <map>
#include <sstream>

#include "contract/registry.h"
#include "contract/summary_words.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::fng {
namespace {

const json& cards() {
    return data_json("fng/attribute_cards.json");
}

std::string slug(const std::string& s) {
    std::string o;
    for (char c : s) o += (c == ' ') ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return o;
}

const char* kSuits[] = {"diamonds", "hearts", "clubs", "spades"};

Result evaluate_attr(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string& table = p.get_enum("table");
    std::map<std::string, int> count;
    std::map<std::string, std::string> label;
    int total = 0;
    for (const auto& row : cards().at("cards"))
        for (auto it = row.at("attributes").begin(); it != row.at("attributes").end(); ++it) {
            bool odd = it.key().rfind("odd", 0) == 0;
            if ((table == "odd" && !odd) || (table == "even" && odd)) continue;
            std::string a = it.value();
            count[slug(a)]++;
            label[slug(a)] = a;
            ++total;
        }
    std::vector<std::pair<std::string, int>> sorted(count.begin(), count.end());
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    for (const auto& [k, n] : sorted)
        r.outcome(k, label[k] + (k == "stone-cold" ? " (not defined by the book)" : ""), Rational(n, total));
    r.modifier(table == "roll" ? "1d6 odd/even picks the table, then one card" : "Table chosen: " + table,
               "1/" + std::to_string(total) + " per cell", cards().at("rule"));
    r.values["table"] = "FNG-T83";
    r.values["street_punk"] = {{"1-3", "Tough, Brawler and Looter"}, {"4-6", "Shirker and Looter"}};
    r.summary = upper_first(likeliest_words(r.outcomes, "attributes", false)) + " (the table has " +
                std::to_string(total) + " cells).";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json roll;
        std::string parity = table;
        if (table == "roll") {
            int d = g.die();
            roll["die"] = d;
            parity = d % 2 ? "odd" : "even";
        }
        int c = g.range(0, 51);
        int rank = c / 4, suit = c % 4;
        const json& row = cards().at("cards").at(rank);
        std::string col = parity + "-" + kSuits[suit];
        std::string a = row.at("attributes").at(col);
        roll["card"] = row.at("rank").get<std::string>() + " of " + kSuits[suit];
        roll["key"] = slug(a);
        if (a == "Street Punk") {
            int d = g.die();
            roll["street_punk_die"] = d;
        }
        r.roll = roll;
    }
    return r;
}

Calculator make_attr() {
    Calculator c;
    c.id = "fng.attribute";
    c.title = "Attribute card for a new Grunt";
    c.ruleset = "fng";
    c.citation = "FNG pp.8-9 (Attribute card tables, Street Punk)";
    c.help =
        "Chance of each attribute when a new Grunt rolls one die for the odd or even card table and then "
        "draws one card from a full deck.";
    c.params = {ParamSpec::Enum("table", "Table",
                                {{"roll", "Roll for it"}, {"odd", "Odd table"}, {"even", "Even table"}}, "roll",
                                "Roll the odd/even die, or read one table only.")};
    c.evaluate = evaluate_attr;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_attr)
