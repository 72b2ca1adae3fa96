// sd.scenario-additions (core/calculators/sd/scenario-additions.cpp): each test says the rule in our words, works out
// the book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_sd_test_scenario_additions {

using pm::json;
using pm::Rational;
using pm_test::raw::answer;

TEST_CASE("sd.scenario-additions: [31.17] as printed; every scenario's elements fit its cadres (E1 check)") {
    json r = answer("sd.scenario-additions", {{"scenario", "27.14"}});
    CHECK(r["values"]["company_cadres"] == 3);
    CHECK(r["values"]["heavy_mgs"] == 2);
    CHECK(r["values"]["sappers"] == 1);
    for (const auto& s : pm::data_json("sd/scenario-additions.json")["scenarios"])
        CHECK(answer("sd.scenario-additions", {{"scenario", s["id"]}})["values"]["elements_fit"] == true);
#ifdef POINTMAN_SEEDS_DIR
    std::ifstream f(std::string(POINTMAN_SEEDS_DIR) + "/000_f5dd7e8d221ab38e.txt");
    std::stringstream ss;
    ss << f.rdbuf();
    const std::string text = ss.str();
    auto words = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    for (const auto& s : pm::data_json("sd/scenario-additions.json")["scenarios"]) {
        std::string line = s["id"].get<std::string>() + ": ";
        if (s["company_cadres"] == 0)
            line += "None";
        else {
            line += "ADD " + words(s["company_cadres"], "Company Cadre Unit", "Company Cadre Units");
            if (s["sappers"] > 0) line += ", " + words(s["sappers"], "Sapper", "Sappers");
            if (s["recoilless_rifles"] > 0)
                line += ", " + words(s["recoilless_rifles"], "Recoilless Rifle", "Recoilless Rifles");
            if (s["heavy_mgs"] > 0) line += ", " + words(s["heavy_mgs"], "Heavy Machine Gun", "Heavy Machine Guns");
        }
        CAPTURE(line);
        CHECK(text.find(line) != std::string::npos);
    }
#endif
}

}  // namespace core_calculators_sd_test_scenario_additions
