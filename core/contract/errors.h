// Pointman — the contract's error codes. They are defined in engine/errors.h, under the rules,
// because a rule raises the two of them that are about the game (not_possible, needs_table) itself.
#pragma once

#include "engine/errors.h"
