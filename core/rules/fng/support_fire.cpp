// Pointman — FNG damage with no To Hit roll and blast weapons rolled figure by figure (see
// rules/fng/support_fire.h).
#include "rules/fng/support_fire.h"

#include "engine/data/data_files.h"

namespace pm::fng {

const json& damage_sources() {
    return data_json("fng/support_fire.json").at("sources");
}

const json& ordnance() {
    return data_json("fng/support_fire.json").at("ordnance");
}

const json* find_by_id(const json& list, const std::string& id) {
    for (const auto& e : list)
        if (e.at("id") == id) return &e;
    return nullptr;
}

int jump_fall_impact(int face) {
    for (const auto& band : data_json("fng/support_fire.json").at("jump_fall"))
        if (face >= band.at("lo").get<int>() && face <= band.at("hi").get<int>()) return band.at("impact").get<int>();
    return kFallKilled;
}

int jump_fall_result(int fall_face, const std::vector<int>& damage_faces, DamageTable t, const DamageOptions& o) {
    const int impact = jump_fall_impact(fall_face);
    if (impact == kFallKilled) return kOD;            // run over by the vehicle: killed, no damage roll
    return worst_damage(damage_faces, impact, t, o);  // a fall: no armour helps
}

int blast_figure_result(int hit_face, int damage_face, int weapon_rep, const ShotSituation& s, int impact,
                        DamageTable t, const DamageOptions& o) {
    if (!die_hits(hit_face, weapon_rep, s)) return kUnhurt;
    return worst_damage({damage_face}, impact, t, o);
}

}  // namespace pm::fng
