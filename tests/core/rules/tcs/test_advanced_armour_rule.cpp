// TCS Modern 9.0 advanced armour as one rule (rules/tcs/advanced_armour.h), called with typed inputs:
// reactive armour adds 5 against HEAT (an ATGM, DPICM or ICM) and 2 against a tip-charge missile or
// any other fire; depleted-uranium armour adds 8 against everything; no advanced armour adds
// nothing. tcs.atgm, tcs.artillery-point and tcs.advanced-armour all take their number from it.
#include <doctest/doctest.h>

#include "rules/tcs/advanced_armour.h"
#include "rules/tcs/atgm.h"

namespace core_rules_tcs_test_advanced_armour_rule {

using namespace pm::tcs;

TEST_CASE("TCS 9.0: the defence advanced armour adds, by the fire it meets") {
    const Fire fires[] = {Fire::Atgm, Fire::AtgmTip, Fire::DpicmIcm, Fire::Other};
    for (Fire f : fires) {
        CAPTURE(static_cast<int>(f));
        const bool heat = f == Fire::Atgm || f == Fire::DpicmIcm;
        CHECK(armour_added(Armour::Reactive, f).plus == (heat ? 5 : 2));
        CHECK(armour_added(Armour::Reactive, f).rule == (heat ? "TCS Modern 9.0b" : "TCS Modern 9.0c"));
        CHECK(armour_added(Armour::DepletedUranium, f).plus == 8);
        CHECK(armour_added(Armour::DepletedUranium, f).rule == "TCS Modern 9.0e");
        CHECK(armour_added(Armour::None, f).plus == 0);
    }
    CHECK(armour_of("reactive") == Armour::Reactive);
    CHECK(armour_of("dua") == Armour::DepletedUranium);
    CHECK(armour_of("none") == Armour::None);
}

TEST_CASE("TCS 9.0: the same numbers inside the ATGM rule and the advanced-armour rule") {
    // TOW 2A is the tip-charge missile: reactive armour counts +2 against it, +5 against a TOW 2.
    AtgmInput tow2a;
    tow2a.missile = "tow-2a";
    tow2a.range = 10;
    tow2a.defence = 6;
    tow2a.armour = Armour::Reactive;
    AtgmInput tow2 = tow2a;
    tow2.missile = "tow-2";
    CHECK(atgm(tow2a).values["defense_used"] == 8);
    CHECK(atgm(tow2).values["defense_used"] == 11);
    CHECK(advanced_armour({Armour::Reactive, "atgm-tip", 6}).values["defense_used"] == 8);
    CHECK(advanced_armour({Armour::Reactive, "atgm", 6}).values["defense_used"] == 11);
    CHECK(advanced_armour({Armour::Reactive, "atgm", 6}).values["may_carry"] == false);  // 9.0d
}

}  // namespace core_rules_tcs_test_advanced_armour_rule
