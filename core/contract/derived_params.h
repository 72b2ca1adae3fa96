// Pointman — parameters whose value, when the caller leaves them out, follows from the others.
//
// A calculator may register one derivation for its id (beside PM_REGISTER_CALCULATOR); the codec
// calls it once every default is filled in, with only the request's own params in `given`, so a
// value the caller set is never overridden, except a parameter filled in by another's choice
// (ParamSpec::set_by) that the calculator ignores while that choice stands: it is replaced by the
// value actually used, so the echo and every screen show it. What it sets is used and echoed like
// any other value. (S&D: a defending sapper cadre is NLF, so the attacker left out is the US; FNG
// fire: a chosen weapon's Targets and Impact.)
#pragma once

#include <string>

#include "contract/param.h"
#include "engine/json.h"

namespace pm {

using ParamDerivation = void (*)(Params& params, const json& given);

bool register_param_derivation(const std::string& calc_id, ParamDerivation f);
// Applies the derivation registered for `calc_id`, if any.
void derive_params(const std::string& calc_id, Params& params, const json& given);

}  // namespace pm
