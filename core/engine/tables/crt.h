// Pointman — a player's combat results table or base-game roll table, read by the rules.
//
// The books of S&D, Soldiers and Vietnam Skirmish resolve some events on tables of their base games
// that they do not print; the player types them once (contract/tables/user_tables.h checks and
// parses what was typed). These are the parsed shapes and the lookups a rule makes in them.
//
// [SECTION] a player's table, read when the rule needs it
// [SECTION] combat results tables: ratio → column, column shifts, die rows
// [SECTION] results by modified roll (the TCS series' base tables, one column)
// [SECTION] an answer that waits for a table
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/exact/rational.h"
#include "engine/json.h"

namespace pm::tables {

// [SECTION] a player's table, read when the rule needs it
// The rule's input holds the player's table as a reader, not as a parsed table: the adapter gives
// the way to read it (contract/tables/user_tables.h parses and checks it), and the table is read
// the first time the rule asks. A table that cannot be used is then refused at the point where the
// book needs it, so a situation the rule refuses before it looks at the table is refused for that
// (as a request without the table would be), and an answer that never needs it never reads it.
template <class T>
class PlayerTable {
public:
    PlayerTable() = default;
    explicit PlayerTable(std::function<std::optional<T>()> read) : read_(std::move(read)) {}
    PlayerTable& operator=(T table) {  // a table already in hand (tests, a rule's own example)
        value_ = std::move(table);
        read_ = nullptr;
        done_ = true;
        return *this;
    }
    // Whether the player has entered the table; reading it may throw its RuleError (needs_table).
    explicit operator bool() const { return load().has_value(); }
    const T& operator*() const { return *load(); }
    const T* operator->() const { return &*load(); }

private:
    const std::optional<T>& load() const {
        if (!done_) {
            if (read_) value_ = read_();
            done_ = true;
        }
        return value_;
    }
    std::function<std::optional<T>()> read_;
    mutable std::optional<T> value_;
    mutable bool done_ = false;
};

// [SECTION] combat results tables
struct OddsColumn {
    int64_t a = 1, b = 1;  // "a:b"
    std::string label;
};

struct Crt {
    std::vector<OddsColumn> columns;              // ascending odds
    std::vector<int> rows;                        // consecutive ascending die results
    std::vector<std::vector<std::string>> cells;  // rows × columns result codes
    int die = 6;                                  // sides of the die rolled on it
    std::string round = "down";                   // ratio → column: down | up | nearest
    std::string below = "lowest";                 // odds under the lowest column: lowest | no-attack
    json results = json::object();                // code → {"label", "effect"}
};

// Column index for attack:defence (exact ratio) under the table's rule, then `shift_left`
// columns toward the defender. -1 when the odds fall below the table and the rule is no-attack.
int crt_column(const Crt& crt, const Rational& ratio, int shift_left = 0);

// Distribution over row indices for one die + drm, modified rolls beyond the table's rows using
// the end rows.
Dist crt_row_dist(const Crt& crt, int drm);

// Label for a code (from "results", else the code itself); effect for a code ("" if none).
std::string crt_label(const Crt& crt, const std::string& code);
std::string crt_effect(const Crt& crt, const std::string& code);

// "a:b" reduced, for a positive exact ratio.
std::string odds_string(const Rational& attack, const Rational& defence);

// [SECTION] results by modified roll
// {"kind":"roll", "rows": consecutive modified rolls, "cells": [[result], …]} (the grid form with
// one column). A modified roll beyond the first or last row reads that row.
struct RollTable {
    std::vector<int> rows;             // consecutive, ascending
    std::vector<std::string> results;  // one per row, as the player typed it
};

// The result a modified roll reads.
const std::string& roll_table_result(const RollTable& t, int modified_roll);
// Exact chance of each result for a distribution of modified rolls, in row order (the same text
// on several rows adds up, listed at its first possible row).
std::vector<std::pair<std::string, Rational>> roll_table_results(const RollTable& t, const Dist& modified_roll);

// [SECTION] an answer that waits for a table
// Records on `r` that the answer waits for the player's table: values.table = "needs_table",
// values.needs = `needs` (a table id, or the printed name of a base-game table nobody can type yet).
void wait_for_table(Answer& r, const std::string& needs);

}  // namespace pm::tables
