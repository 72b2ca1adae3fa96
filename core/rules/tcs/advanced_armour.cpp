// Pointman — TCS Modern 9.0 Advanced Armour (see advanced_armour.h).
#include "rules/tcs/advanced_armour.h"

#include "engine/data/data_files.h"

namespace pm::tcs {

Armour armour_of(const std::string& id) {
    return id == "reactive" ? Armour::Reactive : id == "dua" ? Armour::DepletedUranium : Armour::None;
}

// [SECTION] 9.0b, 9.0c, 9.0e
ArmourAdded armour_added(Armour armour, Fire fire) {
    const json& add = data_json("tcs/modern_armour.json")["defence_added"];
    if (armour == Armour::DepletedUranium) return {add["dua"].get<int>(), "TCS Modern 9.0e"};
    if (armour == Armour::None) return {0, ""};
    const bool heat = fire == Fire::Atgm || fire == Fire::DpicmIcm;
    return {add[heat ? "reactive_heat" : "reactive_other"].get<int>(), heat ? "TCS Modern 9.0b" : "TCS Modern 9.0c"};
}

// [SECTION] tcs.advanced-armour
Answer advanced_armour(const AdvancedArmourInput& in) {
    Answer r;
    const std::string& fire = in.fire;
    const Fire kind = fire == "atgm"        ? Fire::Atgm
                      : fire == "atgm-tip"  ? Fire::AtgmTip
                      : fire == "dpicm-icm" ? Fire::DpicmIcm
                                            : Fire::Other;
    const ArmourAdded added = armour_added(in.armour, kind);
    const int plus = added.plus;
    if (in.armour == Armour::DepletedUranium) {
        r.modifier("Depleted-uranium armour against any fire", "+" + std::to_string(plus) + " defence", added.rule);
    } else if (in.armour == Armour::Reactive) {
        const char* label = fire == "atgm"        ? "Reactive armour against an ATGM"
                            : fire == "dpicm-icm" ? "Reactive armour against DPICM or ICM"
                            : fire == "atgm-tip"  ? "Reactive armour against a tip-charge ATGM (TOW 2A)"
                                                  : "Reactive armour against a gun or any other fire";
        r.modifier(label, "+" + std::to_string(plus) + " defence", added.rule);
    } else {
        r.modifier("No advanced armour", "+0", "TCS Modern 9.0f");
    }
    const int used = in.defence + plus;
    r.outcome("defense", "Defence " + std::to_string(used) + " against this fire", Rational(1));
    r.values["defense_used"] = used;
    r.values["defense_added"] = plus;
    r.values["may_carry"] = in.armour != Armour::Reactive;
    if (in.armour == Armour::Reactive)
        r.modifier("A vehicle with reactive armour never carries troops or tows", "no carrying", "TCS Modern 9.0d");
    r.summary = "Use defence " + std::to_string(used) + " (printed " + std::to_string(in.defence) +
                (plus ? ", +" + std::to_string(plus) + " for the armour" : "") + ") on the table this fire uses.";
    return r;
}

}  // namespace pm::tcs
