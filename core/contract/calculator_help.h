// Pointman — the calculators' help texts, for a program whose data files were embedded without them.
//
// The browser's canvas app embeds its calculators' data files without their help texts (their own
// "help" and each parameter's: cmake/modules.mjs, withoutHelp), the long prose its first screen
// does not draw; its page gives them after the first frame as one file, kCalculatorsHelpFile
// ({"<id>": {"help": "…", "params": {"<name>": "…"}}}; engine/data/data_files.h, data_give).
// A calculator made from such a file before then has empty help texts and its help comes later
// (calculator_help_later); one made after reads them when made, and calculators_take_help() writes
// them into every calculator made before. data/ itself must have them (data/schema/calculator.json,
// cmake/check_calculators.mjs): every other program reads them there.
#pragma once

#include <functional>
#include <string>

#include "contract/calculator.h"

namespace pm {

extern const char* const kCalculatorsHelpFile;  // "calculators/help.json"

// Whether calculator `id` was made without its help texts and they have not come yet.
bool calculator_help_later(const std::string& id);
// The help file was given: its texts into every calculator made so far that lacks them.
void calculators_take_help();

// Changes every calculator made so far, in place (pointers to them stay valid): for texts that
// arrive after start-up. Not for their rules. (contract/registry.cpp)
void registry_each_made(const std::function<void(Calculator&)>& change);

}  // namespace pm
