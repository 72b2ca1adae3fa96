// Pointman — the TCS series tables a request carries, read for the rules (rules/tcs/series_tables.h):
// the adapters of tcs.artillery-point, tcs.chem and tcs.at-roll pass this reader in their input.
#pragma once

#include <optional>
#include <string>

#include "contract/calculator.h"
#include "contract/tables/user_tables.h"
#include "rules/tcs/series_tables.h"

namespace pm::tcs {

// Reads and parses the player's table `id` when the rule asks for it (contract/tables/user_tables.h).
inline TableReader player_roll_table(const EvalContext& ctx, const std::string& id) {
    return [&ctx, id]() -> std::optional<tables::RollTable> {
        const json mine = tables::player_table(ctx, id);
        if (mine.is_null()) return std::nullopt;
        return tables::parse_roll_table(id, mine);
    };
}

}  // namespace pm::tcs
