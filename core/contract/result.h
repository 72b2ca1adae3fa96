// Pointman — what a calculator returns (the contract's response body, before encoding): the
// Answer its rule filled (engine/answer.h), under the contract's names.
#pragma once

#include "contract/errors.h"
#include "engine/answer.h"

namespace pm {

using Result = Answer;
// Thrown by `evaluate` when the rules forbid the situation or a user table is missing. Codes are
// the contract's: not_possible, needs_table, out_of_range, …
using CalcError = RuleError;

}  // namespace pm
