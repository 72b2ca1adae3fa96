// Pointman — FNG p.8, Random Character Generation with the army lists (character_generation.h).
#include "rules/fng/character_generation.h"

#include <algorithm>
#include <vector>

#include "engine/data/data_files.h"
#include "engine/exact/dist.h"
#include "engine/random/roll_odds.h"
#include "rules/fng/attributes.h"
#include "rules/fng/rolled_tables.h"

namespace pm::fng {
namespace {

const char* const kListRule = "FNG pp.63-64, 67, 69-70 (Unit organisation (platoon))";
const char* const kCardRule = "FNG pp.8-9 (Attribute card tables, Street Punk)";

const json& squad_list(const std::string& column) {
    const json& lists = data_json("fng/squads.json").at("lists");
    auto it = lists.find(column);
    if (it == lists.end()) throw RuleError(ErrorCode::OutOfRange, "column", "no army list \"" + column + "\"");
    return *it;
}

// The posts of the first `n` men, in the book's order of filling (FNG p.63).
struct Post {
    std::string post, name;
    json weapon;  // null: the list says the weapons vary
};
std::vector<Post> posts_for(const json& list, int n) {
    std::vector<Post> out;
    for (const auto& p : list.at("posts")) {
        const bool rest = p.value("rest", false);
        const int count = rest ? n : p.value("count", 1);
        for (int i = 0; i < count && static_cast<int>(out.size()) < n; ++i) {
            Post q;
            q.post = p.at("post");
            q.name = p.at("label").get<std::string>() + (rest || count > 1 ? " " + std::to_string(i + 1) : "");
            q.weapon = p.contains("weapon") ? p.at("weapon") : json();
            out.push_back(std::move(q));
        }
    }
    return out;
}

void check(const SquadInput& in, const json& list) {
    const int paper = list.at("paper");
    if (in.figures > paper)
        throw RuleError(ErrorCode::NotPossible, "figures",
                        "a squad of the " + list.at("label").get<std::string>() + " list has at most " +
                            std::to_string(paper) + " men (its paper strength)");
    if (in.star && in.figures == 1)
        throw RuleError(ErrorCode::NotPossible, "figures",
                        "a squad of your Star alone rolls nothing: ask for at least 2 men, or 0 to roll for them");
}

// What a Street Punk's die gives him, as FNG-T84 prints it: "Tough, Brawler, Looter".
std::string street_punk_words(int die) {
    std::string out;
    for (const auto& row : data_json("fng/attribute_cards.json").at("street_punk"))
        if (die >= row.at("lo").get<int>() && die <= row.at("hi").get<int>())
            for (const auto& a : row.at("attributes")) out += (out.empty() ? "" : ", ") + a.get<std::string>();
    return out;
}

}  // namespace

int squad_rep_for_face(const std::string& column, int face) {
    const json& t = rolled_table("fng.unit-rep");
    for (const auto& row : t.at("rows"))
        if (face >= row.at("lo").get<int>() && face <= row.at("hi").get<int>()) {
            const std::string label = row.at("label").at(column);  // "Rep 3"
            return std::stoi(label.substr(label.find_last_of(' ') + 1));
        }
    throw RuleError(ErrorCode::OutOfRange, "column", "no Rep for a die of " + std::to_string(face));
}

std::vector<std::string> attributes_given(const std::string& printed, int street_punk_die) {
    const json& cards = data_json("fng/attribute_cards.json");
    // Fluent needs Language first; a new figure has none, so he takes Language (FNG p.7).
    const std::string a = printed == "Fluent" ? cards.at("fluent_needs").get<std::string>() : printed;
    std::vector<std::string> out = {attribute_slug(a)};
    auto add = [&](const json& names) {
        for (const auto& n : names)
            if (std::find(out.begin(), out.end(), attribute_slug(n)) == out.end()) out.push_back(attribute_slug(n));
    };
    if (auto m = cards.at("means").find(a); m != cards.at("means").end()) add(*m);
    if (a == "Street Punk")
        for (const auto& row : cards.at("street_punk"))
            if (street_punk_die >= row.at("lo").get<int>() && street_punk_die <= row.at("hi").get<int>())
                add(row.at("attributes"));
    return out;
}

// [SECTION] the odds: one man's Rep, the men present

Answer make_squad(const SquadInput& in) {
    const json& list = squad_list(in.column);
    check(in, list);
    Answer r;
    const std::string name = list.at("label");
    const int base = list.at("base"), paper = list.at("paper");
    const Dist rep = roll_odds([&](Prng& g) { return squad_rep_for_face(in.column, g.die()); });
    std::string reps;
    for (int k = 2; k <= 6; ++k) {
        if (rep.p(k) == Rational(0)) continue;
        r.outcome("rep-" + std::to_string(k), "Rep " + std::to_string(k), rep.p(k));
        reps += (reps.empty() ? "Rep " : ", Rep ") + std::to_string(k) + " with chance " + rep.p(k).str();
    }
    // The men present: the list's Dice Generation, or the number asked for.
    json present = json::object();
    if (in.figures == 0) {
        const Dist n = roll_odds([&](Prng& g) { return std::min(base + g.die(), paper); });
        for (int k = base + 1; k <= paper && k <= base + 6; ++k) present[std::to_string(k)] = n.p(k).str();
        r.modifier("Men present: " + std::to_string(base) + " + 1d6, never more than the paper strength",
                   std::to_string(base + 1) + " to " + std::to_string(std::min(base + 6, paper)), kListRule);
    } else {
        present[std::to_string(in.figures)] = "1";
        r.modifier("Men present: as you asked", std::to_string(in.figures), kListRule);
    }
    r.modifier("Rep: one die per man on the list's column", name, kListRule);
    r.modifier("Posts filled in the book's order, the larger number of specialists where the list gives a range",
               "NCO first", "FNG p.63 (Unit organisation (platoon)), Pointman reading 67");
    if (in.attributes)
        r.modifier("Each Grunt's attribute: 1d6 odd or even picks the table, then one card", "1/104 per cell",
                   kCardRule);
    if (in.star)
        r.modifier("Your Star: the first man, Rep 4, one attribute of your choosing", "nothing rolled", "FNG p.7");
    std::vector<std::string> posts;
    for (const auto& p : posts_for(list, in.figures ? in.figures : std::min(base + 6, paper))) posts.push_back(p.name);
    r.values["present"] = present;
    r.values["paper_strength"] = paper;
    r.values["posts"] = posts;
    r.values["table"] = "FNG-T100";
    r.action("Each attribute's chance", "link", "#/fng.attribute");
    r.summary = "A man of the " + name + " list is " + reps + "; " +
                (in.figures ? "a squad of " + std::to_string(in.figures) + (in.figures == 1 ? " man" : " men")
                            : std::to_string(base) + " + 1d6 men are present, at most " + std::to_string(paper)) +
                (in.attributes ? ", each Grunt with one attribute card." : ".");
    return r;
}

// [SECTION] the roll: the size die, then each man's Rep die and attribute draw, in post order

void roll_make_squad(const SquadInput& in, Prng& dice, Answer& r) {
    const json& list = squad_list(in.column);
    check(in, list);
    const int base = list.at("base"), paper = list.at("paper");
    json roll = json::object();
    std::string words;
    int n = in.figures;
    if (n == 0) {
        const int d = dice.die();
        n = std::min(base + d, paper);
        roll["size_die"] = d;
        words = "Rolled " + std::to_string(d) + " for the men present: " + std::to_string(n) + " (" +
                std::to_string(base) + " + " + std::to_string(d) +
                (base + d > paper ? ", at most " + std::to_string(paper) : "") + "). ";
    }
    roll["present"] = n;
    json men = json::array(), squad = json::array();
    std::string key;
    for (const Post& p : posts_for(list, n)) {
        json man = json::object(), figure = json::object();
        man["name"] = p.name;
        man["post"] = p.post;
        int rep = 4;
        std::vector<std::string> attributes;
        const bool star = in.star && men.empty();
        if (star) {
            man["star"] = true;
            words += p.name + ": your Star, Rep 4, an attribute of your choosing. ";
        } else {
            const int d = dice.die();
            rep = squad_rep_for_face(in.column, d);
            man["rep_die"] = d;
            if (key.empty()) key = "rep-" + std::to_string(rep);
            words += p.name + ": " + std::to_string(d) + " for Rep " + std::to_string(rep);
            if (in.attributes) {
                const DrawnAttribute a = draw_attribute(dice, "roll");
                const int punk = a.attribute == "Street Punk" ? dice.die() : 0;
                attributes = attributes_given(a.attribute, punk);
                const std::string table = a.die % 2 ? "odd" : "even";
                man["attribute_die"] = a.die;
                man["card"] = attribute_card_name(a.card);
                man["attribute"] = attribute_slug(a.attribute);
                if (punk) man["street_punk_die"] = punk;
                // The card as the player types it (a d52: 1 + rank × 4 + suit), then as it reads.
                words += "; " + std::to_string(a.die) + " for the " + table + " table, card " +
                         std::to_string(a.card + 1) + " (" + attribute_card_name(a.card) + "): " + a.attribute;
                if (punk) words += " (" + std::to_string(punk) + ": " + street_punk_words(punk) + ")";
                if (a.attribute == "Fluent") words += ", which needs Language first: Language";
            }
            words += ". ";
        }
        man["rep"] = rep;
        man["attributes"] = attributes;
        figure["name"] = p.name;
        figure["rep"] = rep;
        if (!p.weapon.is_null()) figure["weapon"] = p.weapon;
        figure["attributes"] = attributes;
        figure["star"] = star;
        figure["status"] = "ready";
        men.push_back(std::move(man));
        squad.push_back(std::move(figure));
    }
    roll["men"] = std::move(men);
    roll["squad"] = std::move(squad);
    roll["key"] = key;
    r.roll = std::move(roll);
    if (!words.empty() && words.back() == ' ') words.pop_back();
    r.rolled = words;
}

}  // namespace pm::fng
