// Pointman — rule tables embedded at build time from data/ (see cmake/embed_data.mjs).
//
// data/<ruleset>/<name>.json files are compiled into the binary; `data_json("fng/weather.json")`
// returns the parsed file (parsed once, then cached). A missing or malformed file is a build
// defect: it throws std::logic_error, and the data tests catch it before any release.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/json.h"

namespace pm {

std::string_view data_file(std::string_view path);  // raw text; empty if absent
const json& data_json(const std::string& path);     // parsed, cached; throws if absent/malformed
std::vector<std::string> data_file_names();         // every embedded file, sorted

}  // namespace pm
