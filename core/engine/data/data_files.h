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
// A data file given at run time instead of embedded (the browser's canvas app is given the search's
// word lists by its page after its first frame: web/app/compute_pages.cpp), read like an embedded
// one from then on. A path already there is left as it is. data_given() counts the files given so
// far: what is built from the data (the catalog) is built again when it changed.
void data_give(const std::string& path, std::string text);
int data_given();

}  // namespace pm
