#include "rules/fng/tunnel_fighting.h"

#include "engine/data/data_files.h"

namespace pm::fng {

bool tunnel_rifle_type(const std::string& category) {
    return category == "rifle" || category == "shotgun" || category == "custom";
}

std::string los_weapon_category(const json& w) {
    if (w.contains("fire_id")) {
        for (const auto& f : data_json("fng/fire_weapons.json").at("weapons"))
            if (f.at("id") == w.at("fire_id")) return f.at("category").get<std::string>();
    }
    return w.value("category", std::string());
}

bool launcher_he_round(const std::string& category) {
    return category == "launcher-he";
}

}  // namespace pm::fng
