// Pointman — the JSON type used across the core (insertion-ordered, so responses keep the
// contract's field order and parameters appear in their declared order).
#pragma once

#include <nlohmann/json.hpp>

namespace pm {
using json = nlohmann::ordered_json;
}
