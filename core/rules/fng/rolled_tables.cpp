// Pointman — FNG rolled tables: see rolled_tables.h.
#include "rules/fng/rolled_tables.h"

#include <algorithm>
#include <stdexcept>

#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"

namespace pm::fng {

const json& rolled_tables() {
    return data_json("fng/rolled_tables.json").at("tables");
}

const json& rolled_table(const std::string& calc) {
    for (const auto& t : rolled_tables())
        if (t.at("calc") == calc) return t;
    throw std::logic_error("no rolled table " + calc);
}

int rolled_table_value(const json& t, const std::vector<int>& faces, int rep, int mod) {
    const std::string kind = t.at("kind");
    const json& rows = t.at("rows");
    int lo = rows.front().at("lo"), hi = rows.back().at("hi");
    for (const auto& r : rows) {
        lo = std::min(lo, r.at("lo").get<int>());
        hi = std::max(hi, r.at("hi").get<int>());
    }
    if (kind == "pass") {
        int target = rep + mod;
        int k = dice::passes_for_faces(faces, target, t.at("cap").get<int>());
        if (t.contains("doubles_key") && faces.size() == 2 && k == 2 && faces[0] == faces[1])
            return t.at("doubles_key").get<int>();
        return k;
    }
    int v = 0;
    if (kind == "d6") v = faces.at(0);
    if (kind == "sum")
        for (int f : faces) v += f;
    if (kind == "keep-lower") v = *std::min_element(faces.begin(), faces.end());
    return std::clamp(v + mod, lo, hi);
}

std::string rolled_table_key(const json& t, int v) {
    std::string key;
    for (const auto& row : t.at("rows"))
        if (v >= row.at("lo").get<int>() && v <= row.at("hi").get<int>()) key = row.at("key");
    return key;
}

bool rolled_table_rerolls(const json& t, int v) {
    for (const auto& row : t.at("rows"))
        if (v >= row.at("lo").get<int>() && v <= row.at("hi").get<int>())
            for (const auto& k : t.at("reroll").at("keys"))
                if (row.at("key") == k) return true;
    return false;
}

}  // namespace pm::fng
