// Pointman — pictures of a generated tunnel complex: the generic `map` figure the shell draws
// (core/contract/figure.md) and an SVG at 1:1 inch scale for printing. No dice here.
#pragma once

#include <string>

#include "engine/json.h"
#include "rules/fng/tunnel/model.h"

namespace pm::fng::tunnel {

json map_figure(const Complex& c);
std::string to_svg(const Complex& c);
std::string level_name(int level);  // "Level 0 (entry)", "Level +1 (below)", "Level -1 (above)"

}  // namespace pm::fng::tunnel
