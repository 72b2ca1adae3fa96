// FNG Received Fire (FNG p.22, QRS p.76, FNG-T17): the table read from data/fng/reaction_tests.json
// against the book's lines written out here by hand, for every figure and every number of passes;
// and the firing rules called with their typed inputs.
#include <doctest/doctest.h>

#include <string>

#include "rules/fng/damage.h"
#include "rules/fng/fire.h"
#include "rules/fng/received_fire.h"

namespace core_rules_fng_test_received_fire {

using namespace pm::fng;

namespace {

// The book's lines (QRS p.76), the first that fits applies.
int book_line(int passes, const UnderFireFigure& f) {
    const bool charging = f.doing == UnderFireDoing::Charging, retrieving = f.doing == UnderFireDoing::Retrieving,
               cover = f.doing == UnderFireDoing::InCover;
    if (passes == 2) {
        if (charging || retrieving) return kUfCarryOn;  // chargers / retrieving wounded will continue
        if (f.outgunned || !f.can_fire) return kUfDuckBack;
        return kUfFire;  // others finish move and fire
    }
    if (passes == 1) {
        // Outgunned (FNG p.12): forced to Duck Back, cannot fire back; a charger who would stop to
        // fire Ducks Back too (Pointman reading 65).
        if (charging) return f.ranged_weapon ? (f.outgunned ? kUfDuckBack : kUfFire) : kUfCarryOn;
        if (retrieving) return kUfCarryOn;
        if (cover) return f.outgunned ? kUfDuckBack : kUfFireMinus;  // return fire counting -1 to Rep
        return kUfDuckBack;
    }
    if (charging) return kUfDuckBack;
    if (cover) return kUfHunker;
    if (retrieving) return kUfProne;
    return kUfRunaway;
}

}  // namespace

TEST_CASE("fng received fire: the table in the data reads as the book's lines for every figure") {
    for (auto doing :
         {UnderFireDoing::Charging, UnderFireDoing::Retrieving, UnderFireDoing::InCover, UnderFireDoing::Other})
        for (int mask = 0; mask < 8; ++mask) {
            UnderFireFigure f;
            f.doing = doing;
            f.ranged_weapon = mask & 1;
            f.can_fire = mask & 2;
            f.outgunned = mask & 4;
            for (int passes = 0; passes <= 2; ++passes) CHECK(received_fire_result(passes, f) == book_line(passes, f));
        }
    CHECK(received_fire_rule() == "FNG p.22; QRS p.76 (Received Fire Check)");
    CHECK(std::string(under_fire_key(kUfDuckBack)) == "duck-back");
    CHECK(std::string(under_fire_label(kUfRunaway)) == "Runs away");
    CHECK(under_fire_doing("in-cover") == UnderFireDoing::InCover);
    CHECK(under_fire_doing("other") == UnderFireDoing::Other);
}

TEST_CASE("fng received fire: a Hero passes 2, a Coward hunkers down where others duck back") {
    UnderFireInput in;
    in.hero = true;
    const pm::Answer a = under_fire(in);
    REQUIRE(a.outcomes.size() == 3);
    CHECK(a.label("fire") == "Finishes the move or stops, and fires");
    UnderFireInput coward;
    coward.attribute = "coward";
    for (const auto& o : under_fire(coward).outcomes) CHECK(o.key != "duck-back");
}

TEST_CASE("fng fire and damage-only: the typed inputs give the exact odds") {
    FireInput in;  // one die at Rep 4 on a first target in the open: 4 + d6 reaches 8 on 4, 5, 6
    const pm::Answer a = fire(in);
    CHECK(a.values["hit_chance_exact"] == "1/2");
    CHECK(a.values["to_hit"] == 8);
    DamageOnlyInput d;  // a custom hit at Impact 0 on v1: never killed
    CHECK(damage_only(d).label("OD") == "Obviously dead");
    for (const auto& o : damage_only(d).outcomes)
        if (o.key == "OD") CHECK(o.p == pm::Rational(0));
}

TEST_CASE("fng received fire: an outgunned figure never fires back, in cover or not (FNG p.12, Outgunned)") {
    // FNG p.12: shot at with a higher Outgunned Rating, a figure is forced to Duck Back and cannot fire
    // back. In cover on a pass 1 the table's line would have him return fire at -1 Rep.
    for (auto doing : {UnderFireDoing::InCover, UnderFireDoing::Other, UnderFireDoing::Charging}) {
        UnderFireFigure f;
        f.doing = doing;
        f.outgunned = true;
        for (int passes = 0; passes <= 2; ++passes) {
            CAPTURE(passes);
            const int r = received_fire_result(passes, f);
            CHECK(r != kUfFire);
            CHECK(r != kUfFireMinus);
            // Nerves of Steel (FNG p.9) is never made to Duck Back: he holds, and still does not fire.
            const int nos = received_fire_outcome(passes, f, UnderFireAttribute::NervesOfSteel);
            CHECK(nos != kUfFire);
            CHECK(nos != kUfFireMinus);
        }
    }
    UnderFireFigure cover;
    cover.doing = UnderFireDoing::InCover;
    cover.outgunned = true;
    CHECK(received_fire_result(1, cover) == kUfDuckBack);
    CHECK(received_fire_outcome(1, cover, UnderFireAttribute::NervesOfSteel) == kUfHolds);
    CHECK(received_fire_outcome(1, cover, UnderFireAttribute::Coward) == kUfHunker);
    cover.outgunned = false;
    CHECK(received_fire_result(1, cover) == kUfFireMinus);  // not outgunned: the table's line
    // The question fng.under-fire asks: in cover and outgunned, no "fire back at -1" at all.
    UnderFireInput in;
    in.doing = "in-cover";
    in.outgunned = true;
    for (const auto& o : under_fire(in).outcomes) CHECK(o.key != "fire-minus1");
    in.attribute = "nerves-of-steel";
    for (const auto& o : under_fire(in).outcomes) CHECK(o.key != "fire-minus1");
}

}  // namespace core_rules_fng_test_received_fire
