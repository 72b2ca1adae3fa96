// Pointman web app — answers from this module itself (pointman.js: every calculator linked in).
// The site's own page runs pointman-canvas.js, which asks the page's compute modules instead
// (compute_pages.cpp).
#include "contract/citations.h"
#include "platform.h"

namespace pm::web {

void ComputeInstall(pm::shell::AppState& app) {
    app.platform.Evaluate = pm::shell::AnswerHere;
    app.readings = readings_json();
}

}  // namespace pm::web
