// Pointman — the contract's error codes, one enum (defined here, under the rules, because a rule
// raises not_possible and needs_table itself; contract/errors.h is the contract's name for this file).
// A response with "ok": false carries {"code", "param", "message"}; the code is one of these names
// (README "Command line" lists them), and a name is only ever added, never renamed: clubs' pages
// and share links rely on them.
#pragma once

namespace pm {

enum class ErrorCode {
    BadJson,       // bad_json: the request or link cannot be read
    BadType,       // bad_type: a value of the wrong type
    MissingParam,  // missing_param: something required is absent
    UnknownCalc,   // unknown_calc: no calculator has that id
    UnknownParam,  // unknown_param: the calculator has no such parameter
    OutOfRange,    // out_of_range: a number or choice outside what the parameter allows
    NotPossible,   // not_possible: the rules forbid the situation
    NeedsTable,    // needs_table: the player's table is missing or cannot be used
    NeedsDice,     // needs_dice: the player's own dice are too few
    Count
};

inline const char* error_code_name(ErrorCode c) {
    static const char* const names[] = {"bad_json",     "bad_type",      "missing_param",
                                        "unknown_calc", "unknown_param", "out_of_range",
                                        "not_possible", "needs_table",   "needs_dice"};
    static_assert(sizeof(names) / sizeof(names[0]) == static_cast<int>(ErrorCode::Count), "one name per ErrorCode");
    return names[static_cast<int>(c)];
}

}  // namespace pm
