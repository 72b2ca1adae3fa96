// Pointman — `tcs.advanced-armour`: the defence a vehicle with reactive or depleted-uranium armour
// has against one fire (TCS Modern 9.0b, 9.0c, 9.0e), for ordinary point fire as for the
// expansion's own rounds. tcs.atgm and tcs.artillery-point apply the same rule inside their
// answers; this gives it for any other fire (a tank gun's sabot, an AT gun …) on the series'
// Point Fire Table, which is not in the book.

#include <string>

#include "contract/calculator_data.h"
#include "engine/data/data_files.h"

namespace pm::tcs {
namespace {

Result evaluate_advanced_armour(const Params& p, const EvalContext&) {
    Result r;
    const json& add = data_json("tcs/modern_armour.json")["defence_added"];
    const std::string armour = p.get_enum("armour"), fire = p.get_enum("fire");
    const int base = p.get_int("defense");
    int plus = 0;
    if (armour == "dua") {
        plus = add["dua"].get<int>();
        r.modifier("Depleted-uranium armour against any fire", "+" + std::to_string(plus) + " defence",
                   "TCS Modern 9.0e");
    } else if (armour == "reactive") {
        const bool heat = fire == "atgm" || fire == "dpicm-icm";
        plus = add[heat ? "reactive_heat" : "reactive_other"].get<int>();
        const char* label = fire == "atgm"        ? "Reactive armour against an ATGM"
                            : fire == "dpicm-icm" ? "Reactive armour against DPICM or ICM"
                            : fire == "atgm-tip"  ? "Reactive armour against a tip-charge ATGM (TOW 2A)"
                                                  : "Reactive armour against a gun or any other fire";
        r.modifier(label, "+" + std::to_string(plus) + " defence", heat ? "TCS Modern 9.0b" : "TCS Modern 9.0c");
    } else {
        r.modifier("No advanced armour", "+0", "TCS Modern 9.0f");
    }
    const int used = base + plus;
    r.outcome("defense", "Defence " + std::to_string(used) + " against this fire", Rational(1));
    r.values["defense_used"] = used;
    r.values["defense_added"] = plus;
    r.values["may_carry"] = armour != "reactive";
    if (armour == "reactive")
        r.modifier("A vehicle with reactive armour never carries troops or tows", "no carrying", "TCS Modern 9.0d");
    r.summary = "Use defence " + std::to_string(used) + " (printed " + std::to_string(base) +
                (plus ? ", +" + std::to_string(plus) + " for the armour" : "") + ") on the table this fire uses.";
    return r;
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.advanced-armour", evaluate_advanced_armour)
}  // namespace pm::tcs
