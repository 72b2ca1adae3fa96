// Search & Destroy additions to existing scenarios (scenario_additions.h).

#include "rules/sd/scenario_additions.h"

#include "engine/data/data_files.h"

namespace pm::sd {

// [SECTION] scenario additions [31.17]
Answer scenario_additions(const ScenarioAdditionsInput& in) {
    Answer r;
    const std::string& id = in.scenario;
    for (const auto& s : data_json("sd/scenario-additions.json")["scenarios"]) {
        if (s["id"] != id) continue;
        for (const char* k : {"company_cadres", "sappers", "recoilless_rifles", "heavy_mgs"}) r.values[k] = s[k];
        const int cadres = s["company_cadres"],
                  els = s["sappers"].get<int>() + s["recoilless_rifles"].get<int>() + s["heavy_mgs"].get<int>();
        r.values["elements_fit"] = els <= cadres;
        r.modifier("Extra NLF forces for scenario " + id, "added", "S&D §31.17, additions to existing scenarios");
        r.outcome("scenario-" + id, cadres == 0 ? "Nothing added" : "Forces added as listed", Rational(1));
        r.summary = cadres == 0 ? "Scenario " + id + ": nothing is added."
                                : "Scenario " + id + ": add " + std::to_string(cadres) + " Company Cadre" +
                                      (cadres == 1 ? "" : "s") + " and " + std::to_string(els) + " support element" +
                                      (els == 1 ? "" : "s") + " (one per cadre).";
    }
    return r;
}

}  // namespace pm::sd
