// Words players bring from other rule books lead to the test this book uses instead, first, with a
// note saying so (the picker's search; core/contract/catalog.cpp, data/catalog/words.json "instead").
// FNG's places: being shot at is the Received Fire test (FNG, Reaction tests: Received Fire; Duck
// Back is one of its results), a hit's harm is the damage roll against Impact (FNG, Ranged Combat),
// which side moves is Activation, firing out of turn is the In Sight test and rallying the Rally
// test (both Reaction tests), a vehicle's protection is penetration against its armour.
#include <doctest/doctest.h>

#include <string>

#include "contract/catalog.h"
#include "contract/codec.h"

namespace core_contract_test_search_words {

using pm::json;

namespace {
struct Case {
    const char* typed;
    const char* ruleset;  // "" = every rule set
    const char* calc;     // the calculator the book uses instead
    const char* names;    // the book's name for it, which the note must say
};
}  // namespace

TEST_CASE("search: other rule books' words find this book's test first, with a note saying so") {
    const Case cases[] = {
        {"morale", "", "fng.under-fire", "Received Fire"},
        {"Morale check", "", "fng.under-fire", "Received Fire"},
        {"break test", "", "fng.under-fire", "Received Fire"},
        {"suppression", "fng", "fng.under-fire", "Received Fire"},
        {"suppressed", "fng", "fng.under-fire", "Received Fire"},
        {"pinned", "fng", "fng.under-fire", "Duck"},
        {"saving throw", "", "fng.fire", "Impact"},
        {"armour save", "", "fng.anti-tank", "penetration"},
        {"armor save", "", "fng.anti-tank", "penetration"},
        {"initiative", "", "fng.activation", "Activation"},
        {"command points", "", "fng.activation", "Activation"},
        {"overwatch", "fng", "fng.reaction", "In Sight"},
        {"opportunity fire", "", "fng.reaction", "In Sight"},
        {"reaction fire", "", "fng.reaction", "In Sight"},
        {"to-hit", "", "fng.fire", "To Hit"},
        {"wound", "", "fng.fire", "Impact"},
        {"casualty", "", "fng.fire", "damage"},
        {"casualties", "", "fng.fire", "damage"},
        {"rally", "", "fng.reaction", "Rally test"},
        {"man down", "", "fng.under-fire", "Received Fire"},
    };
    for (const auto& c : cases) {
        CAPTURE(c.typed);
        json found = pm::search_json(c.typed, c.ruleset);
        REQUIRE(!found.empty());
        CHECK(found[0]["id"] == c.calc);
        const std::string note = found[0].value("note", "");
        CHECK(note.find(c.names) != std::string::npos);
        // Only fields are added: the entry keeps every field a search result always had.
        for (const char* k : {"id", "title", "ruleset", "group", "group_title", "citation", "why"})
            CHECK(found[0].contains(k));
    }
}

TEST_CASE("search: enemy placement leads to the patrol's Contact table too, which says when to roll it") {
    json found = pm::search_json("enemy placement", "fng");
    bool contact = false;
    for (const auto& e : found) contact = contact || e["id"] == "fng.contact";
    CHECK(contact);
    const json d = pm::describe_json("fng.contact");
    CHECK(d["help"].get<std::string>().find("When to roll it") != std::string::npos);
}

TEST_CASE("search: a word another book uses itself keeps that book first; this book's test follows with its note") {
    // Vietnam Skirmish uses suppression counters (Firing): its own calculators stay first in a search
    // of every rule set, and FNG's Received Fire test follows with the note.
    json found = pm::search_json("suppression");
    REQUIRE(found.size() >= 2);
    CHECK(found[0]["ruleset"] == "skirmish");
    CHECK(!found[0].contains("note"));
    CHECK(found[1]["id"] == "fng.under-fire");
    CHECK(found[1].contains("note"));
    // A search kept to another rule set gets no FNG note.
    for (const auto& e : pm::search_json("morale", "tcs")) CHECK(!e.contains("note"));
    // A word of the book's own gets no note ("fire" is FNG's own).
    for (const auto& e : pm::search_json("fire")) CHECK(!e.contains("note"));
}

}  // namespace core_contract_test_search_words
