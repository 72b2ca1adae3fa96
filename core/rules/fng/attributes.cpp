// Pointman — FNG pp.8-9, a new Grunt's attribute (Attribute card tables, FNG-T83; Street Punk
// FNG-T84; see attributes.h).
#include "rules/fng/attributes.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <vector>

#include "engine/data/data_files.h"
#include "engine/exact/dist.h"
#include "engine/random/roll_odds.h"
#include "engine/summary_words.h"

namespace pm::fng {
namespace {

const json& attribute_cards() {
    return data_json("fng/attribute_cards.json");
}

const char* kAttributeSuits[] = {"diamonds", "hearts", "clubs", "spades"};

}  // namespace

std::string attribute_slug(const std::string& s) {
    std::string o;
    for (char c : s) o += (c == ' ') ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return o;
}

std::string attribute_card_name(int card) {
    return attribute_cards().at("cards").at(card / 4).at("rank").get<std::string>() + " of " +
           kAttributeSuits[card % 4];
}

DrawnAttribute draw_attribute(Prng& dice, const std::string& table) {
    DrawnAttribute d;
    std::string parity = table;
    if (table == "roll") {
        d.die = dice.die();
        parity = d.die % 2 ? "odd" : "even";
    }
    d.card = dice.range(0, 51);
    const json& row = attribute_cards().at("cards").at(d.card / 4);
    d.attribute = row.at("attributes").at(parity + "-" + kAttributeSuits[d.card % 4]);
    return d;
}

// [SECTION] the odds: every (table, card) pair

Answer attribute(const AttributeInput& in) {
    Answer r;
    const std::string& table = in.table;
    // The attributes the table can give (in slug order) and how many cells it has.
    std::map<std::string, std::string> label;
    int total = 0;
    for (const auto& row : attribute_cards().at("cards"))
        for (auto it = row.at("attributes").begin(); it != row.at("attributes").end(); ++it) {
            bool odd = it.key().rfind("odd", 0) == 0;
            if ((table == "odd" && !odd) || (table == "even" && odd)) continue;
            label[attribute_slug(it.value())] = it.value();
            ++total;
        }
    std::vector<std::string> keys;
    for (const auto& [k, l] : label) keys.push_back(k);
    const Dist d = roll_odds([&](Prng& g) {
        const std::string k = attribute_slug(draw_attribute(g, table).attribute);
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
               "1/" + std::to_string(total) + " per cell", attribute_cards().at("rule"));
    r.values["table"] = "FNG-T83";
    r.values["street_punk"] = {{"1-3", "Tough, Brawler and Looter"}, {"4-6", "Shirker and Looter"}};
    r.summary = upper_first(likeliest_words(r.outcomes, "attributes", false)) + " (the table has " +
                std::to_string(total) + " cells).";
    return r;
}

// [SECTION] the roll

// One attribute, drawn as the odds draw it; a Street Punk then rolls on FNG-T84.
void roll_attribute(const AttributeInput& in, Prng& dice, Answer& r) {
    const DrawnAttribute d = draw_attribute(dice, in.table);
    json roll;
    if (d.die) roll["die"] = d.die;
    roll["card"] = attribute_card_name(d.card);
    roll["key"] = attribute_slug(d.attribute);
    if (d.attribute == "Street Punk") roll["street_punk_die"] = dice.die();
    r.roll = roll;
}

}  // namespace pm::fng
