// fng.fire — one firing at one target: the request read into the rule's input (rules/fng/fire.h,
// where the model, the odds and the roll are), and a chosen weapon's dice and Impact echoed back.
#include "rules/fng/fire.h"

#include <algorithm>

#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"
#include "contract/derived_params.h"

namespace pm::fng {
namespace {

FireInput fire_input(const Params& p, const EvalContext&) {
    FireInput in;
    in.rep = p.get_int("rep");
    in.dice = p.get_int("dice");
    in.impact = p.get_int("impact");
    in.target_rep = p.get_int("target_rep");
    in.dice_before = p.get_int("dice_before");
    in.gap_inches = p.get_int("gap_inches");
    in.weapon_dice = p.get_int("weapon_dice");
    in.target_order = p.get_int("target_order");
    in.weapon = p.get_enum("weapon");
    in.target = p.get_enum("target");
    in.damage_table = p.get_enum("damage_table");
    in.knock_down_test = p.get_enum("knock_down_test");
    in.full_auto = p.get_bool("full_auto");
    in.blast = p.get_bool("blast");
    in.marksman = p.get_bool("marksman");
    in.marksman_with_mg = marksman_applies_to_mg(p);
    in.pigman = p.get_bool("pigman");
    in.lit_target = p.get_bool("lit_target");
    in.tunnel_rifle = p.get_bool("tunnel_rifle");
    in.crack_shot = p.get_bool("crack_shot");
    in.grenadier = p.get_bool("grenadier");
    in.rep_modifier = p.get_int("rep_modifier");
    in.recon_by_fire = p.get_bool("recon_by_fire");
    in.fast_moving = p.get_bool("fast_moving");
    in.shooter_fast_moving = p.get_bool("shooter_fast_moving");
    in.agile = p.get_bool("agile");
    in.flak_jacket = p.get_bool("flak_jacket");
    in.chicken_plate = p.get_bool("chicken_plate");
    in.hard_as_nails = p.get_bool("hard_as_nails");
    in.larger_than_life = p.get_bool("larger_than_life");
    return in;
}

// [SECTION] a chosen weapon fills in the dice and the Impact
// A chosen weapon fills in the dice at this target and the Impact, which the rule then takes
// from the weapon lists (FNG pp.18-19, QRS p.74): the echo carries the values used, so a screen
// showing the request's dice and Impact shows the weapon's. The dice are its Targets (full auto
// where it has a second number) less those spent on earlier targets and the gap; when none are
// left the request is refused anyway and the dice stay as given.
void derive_fire(Params& p, const json&) {
    const std::string& id = p.get_enum("weapon");
    if (id == "custom") return;
    const json* w = fire_weapon(id);
    if (!w) return;
    const int targets = weapon_targets(*w, p.get_bool("full_auto"));
    const int spent = p.get_int("dice_before") + std::max(0, p.get_int("gap_inches") - 1);
    const int dice = targets - spent;
    // Within the ranges the data file gives the two parameters.
    const Calculator& c = *find_calculator("fng.fire");
    const ParamSpec &dice_spec = *c.param("dice"), &impact_spec = *c.param("impact");
    if (dice >= dice_spec.min && dice <= dice_spec.max) p.set("dice", dice);
    p.set("impact", (int)std::clamp<double>(w->at("impact").get<int>(), impact_spec.min, impact_spec.max));
}

}  // namespace
PM_REGISTER_RULE("fng.fire", fire_input, fire, roll_fire)
}  // namespace pm::fng

static const bool pm_fire_derives_weapon = pm::register_param_derivation("fng.fire", pm::fng::derive_fire);
