// Pointman web app — answers from the page's compute modules (pointman-canvas.js).
//
// The canvas app of the site's own page holds no calculator's rules: it describes every
// calculator from its data file (register_described_calculators) and sends each request to the
// compute module of the calculator's group, which the page loads when first needed (web/pwa/pwa.js,
// pointmanLoadModule; its JavaScript side in library_compute.js). So its first visit is the shell,
// Dear ImGui and the descriptions, and a group's rules download only when one of its calculators
// is opened. The response comes back as the module wrote it, byte for byte. The Pointman readings,
// the search's word lists and the tables' citations come from the page too (DataArrived).
//
// pointman.js (the app with every calculator in it, which a club's own page may load) links
// compute_local.cpp instead.
#include <emscripten/bind.h>

#include <cstdlib>

#include "contract/calculator_data.h"
#include "contract/calculator_help.h"
#include "contract/citations.h"
#include "contract/codec.h"
#include "engine/data/data_files.h"
#include "platform.h"

extern "C" {
char* pm_js_compute_answer(const char* request, const char* calc);
char* pm_js_compute_waiting(const char* calc);
}

namespace pm::web {
namespace {

std::string TakeText(char* p) {
    if (!p) return std::string();
    std::string s(p);
    std::free(p);
    return s;
}

json AnswerFromPage(const json& request, std::string& waiting) {
    const std::string calc = request.is_object() ? request.value("calc", std::string()) : std::string();
    char* text = pm_js_compute_answer(pm::to_text(request).c_str(), calc.c_str());
    if (!text) {
        waiting = TakeText(pm_js_compute_waiting(calc.c_str()));
        return json();
    }
    json r = json::parse(text, nullptr, false);
    std::free(text);
    return r;
}

// The page says the module the screen waits for has arrived (failure empty) or could not load.
void ComputeArrived(const std::string& failure) {
    pm::shell::AppComputeArrived(App(), failure);
    Wake(6);
}

// The page gives a data file it fetched after the first frame (the readings, the search's word
// lists, the tables' citations: cmake/modules.mjs, CANVAS_GIVEN): the catalog is built again with
// it on its next use, and the readings the shell shows are read once they are there.
void DataArrived(const std::string& path, const std::string& text) {
    data_give(path, text);
    pm::shell::AppState& app = App();
    if (path == kCalculatorsHelpFile && !data_file(kCalculatorsHelpFile).empty()) {
        // The help texts (cmake/modules.mjs, CANVAS_HELP): into every calculator made so far, and
        // into the open calculator's description; the search reads them from its next query.
        calculators_take_help();
        if (app.spec.is_object() && !app.calc.empty()) {
            const json fresh = describe_json(app.calc);
            if (fresh.value("ok", false)) {
                app.spec["help"] = fresh["help"];
                if (app.spec.contains("params") && fresh.contains("params"))
                    for (auto& p : app.spec["params"])
                        for (const auto& q : fresh["params"])
                            if (q.value("name", std::string()) == p.value("name", std::string())) p["help"] = q["help"];
            }
        }
        app.help_pending = false;
    }
    app.picker_searched.clear();  // the search asks again with what arrived
    if (!App().readings.is_array()) {
        json readings = readings_json();
        if (!readings.empty()) App().readings = std::move(readings);
    }
    Wake(2);
}

}  // namespace

void ComputeInstall(pm::shell::AppState& app) {
    register_described_calculators();
    app.platform.Evaluate = &AnswerFromPage;
    // Its calculators' help texts come from the page after the first frame (DataArrived).
    app.help_pending = data_file(kCalculatorsHelpFile).empty();
}

}  // namespace pm::web

EMSCRIPTEN_BINDINGS(pointman_compute_pages) {
    emscripten::function("_computeArrived", &pm::web::ComputeArrived);
    emscripten::function("_dataArrived", &pm::web::DataArrived);
}
