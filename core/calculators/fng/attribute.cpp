// fng.attribute — a new Grunt's attribute (digest fng.md §6.2, FNG-T83; Street Punk FNG-T84).
//
// 1d6 odd → the Odd table, even → the Even table (1/2 each), then one card from a 52-card deck picks
// the cell (suit = column, rank = row), 1/52 each: every (table, card) pair has probability 1/104.
// Outcomes: each attribute that can come up, with its exact chance, taken by running the very draw
// the roll makes (draw_attribute) over every face (roll_odds).
// The roll: the odd/even die, then the card as range(0, 51) = rank index × 4 + suit index (suits in
// the order diamonds, hearts, clubs, spades); a Street Punk then rolls his own die (FNG-T84).
#include <algorithm>
#include <map>

#include "contract/calculator_data.h"
#include "contract/summary_words.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"
#include "engine/random/roll_odds.h"

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

// One attribute drawn: the odd/even die (when the table is rolled for), then one card.
struct Drawn {
    int die = 0;   // 0: the table was chosen, not rolled
    int card = 0;  // rank index × 4 + suit index
    std::string attribute;
};

Drawn draw_attribute(Prng& dice, const std::string& table) {
    Drawn d;
    std::string parity = table;
    if (table == "roll") {
        d.die = dice.die();
        parity = d.die % 2 ? "odd" : "even";
    }
    d.card = dice.range(0, 51);
    const json& row = cards().at("cards").at(d.card / 4);
    d.attribute = row.at("attributes").at(parity + "-" + kSuits[d.card % 4]);
    return d;
}

Result evaluate_attr(const Params& p, const EvalContext&) {
    Result r;
    const std::string& table = p.get_enum("table");
    // The attributes the table can give (in slug order) and how many cells it has.
    std::map<std::string, std::string> label;
    int total = 0;
    for (const auto& row : cards().at("cards"))
        for (auto it = row.at("attributes").begin(); it != row.at("attributes").end(); ++it) {
            bool odd = it.key().rfind("odd", 0) == 0;
            if ((table == "odd" && !odd) || (table == "even" && odd)) continue;
            label[slug(it.value())] = it.value();
            ++total;
        }
    std::vector<std::string> keys;
    for (const auto& [k, l] : label) keys.push_back(k);
    const Dist d = roll_odds([&](Prng& g) {
        const std::string k = slug(draw_attribute(g, table).attribute);
        return static_cast<int>(std::find(keys.begin(), keys.end(), k) - keys.begin());
    });
    std::vector<int> order(keys.size());
    for (size_t i = 0; i < keys.size(); ++i) order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return d.p(a) > d.p(b); });
    for (int i : order) {
        const std::string& k = keys[i];
        r.outcome(k, label[k] + (k == "stone-cold" ? " (not defined by the book)" : ""), d.p(i));
    }
    r.modifier(table == "roll" ? "1d6 odd/even picks the table, then one card" : "Table chosen: " + table,
               "1/" + std::to_string(total) + " per cell", cards().at("rule"));
    r.values["table"] = "FNG-T83";
    r.values["street_punk"] = {{"1-3", "Tough, Brawler and Looter"}, {"4-6", "Shirker and Looter"}};
    r.summary = upper_first(likeliest_words(r.outcomes, "attributes", false)) + " (the table has " +
                std::to_string(total) + " cells).";
    return r;
}

// One attribute, drawn as the odds draw it; a Street Punk then rolls on FNG-T84.
void roll_attr(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    const Drawn d = draw_attribute(dice, p.get_enum("table"));
    json roll;
    if (d.die) roll["die"] = d.die;
    roll["card"] = cards().at("cards").at(d.card / 4).at("rank").get<std::string>() + " of " + kSuits[d.card % 4];
    roll["key"] = slug(d.attribute);
    if (d.attribute == "Street Punk") roll["street_punk_die"] = dice.die();
    r.roll = roll;
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.attribute", evaluate_attr, roll_attr)
}  // namespace pm::fng
