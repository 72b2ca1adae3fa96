// Search & Destroy [32.0] close assault (core/rules/sd/close_assault.h) called with its typed input
// and a table built by hand (the FICTIONAL example of data/sd/example-crt.json, not the book's).
#include <doctest/doctest.h>

#include "core/support/calc_requests.h"
#include "engine/random/prng.h"
#include "rules/sd/close_assault.h"

namespace core_rules_sd_test_close_assault {

using pm::Rational;
using namespace pm::sd;
using pm_test::P;

namespace {

pm::tables::Crt example_crt() {
    pm::tables::Crt c;
    c.columns = {{1, 2, "1:2"}, {1, 1, "1:1"}, {2, 1, "2:1"}, {3, 1, "3:1"}, {4, 1, "4:1"}};
    c.rows = {1, 2, 3, 4, 5, 6};
    c.cells = {{"-", "-", "-", "P", "P"},  {"-", "-", "P", "PV", "X"},  {"-", "P", "PV", "X", "X"},
               {"P", "P", "X", "X", "Xh"}, {"P", "X", "X", "Xh", "Xh"}, {"X", "Xh", "Xh", "Xh", "Xh"}};
    return c;
}

}  // namespace

TEST_CASE("sd close assault rule: odds, column and one outcome per result code") {
    CloseAssaultInput in;
    in.attack = 4;
    in.defense = 2;
    in.crt = example_crt();
    const pm::Answer a = close_assault(in);
    CHECK(a.values["odds"] == "2:1");
    CHECK(a.values["column"] == "2:1");
    CHECK(P(a, "X") == Rational(2, 6));
    CHECK(P(a, "Xh") == Rational(1, 6));
    in.surprise = true;  // +2: rows 3..6 then the last row twice
    CHECK(P(close_assault(in), "Xh") == Rational(3, 6));
}

TEST_CASE("sd close assault rule: a vehicle falls only to a result marked for vehicles") {
    CloseAssaultInput in;
    in.attack = 2;
    in.target = Target::M113;  // defends at 1: 2:1
    in.crt = example_crt();
    in.vehicle_mark = "h";
    const pm::Answer a = close_assault(in);
    CHECK(P(a, "destroyed") == Rational(1, 6));
    pm::Answer rolled = a;
    pm::Prng dice(7);
    roll_close_assault(in, dice, rolled);
    CHECK((rolled.roll["key"] == "destroyed" || rolled.roll["key"] == "no-effect"));
}

TEST_CASE("sd close assault rule: without the table it waits; a sniper never assaults") {
    CloseAssaultInput in;
    const pm::Answer a = close_assault(in);
    CHECK(a.values["table"] == "needs_table");
    CHECK(a.outcomes.empty());
    in.attacker_sniper = true;
    CHECK_THROWS_AS(close_assault(in), pm::RuleError);
}

}  // namespace core_rules_sd_test_close_assault
