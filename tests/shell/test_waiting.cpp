// A calculator whose answers are still downloading (the browser's canvas app asks the page's
// compute modules: web/app/compute_pages.cpp). The shell says what loads where the answer goes,
// on a phone and on a wide screen, then shows the answer the platform gives when it arrives (the
// same response as the core's), and says plainly when the download failed.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "app/app.h"
#include "contract/codec.h"
#include "shell/headless.h"

namespace shell_test_waiting {

using pm::json;
namespace sh = pm::shell;
using sh::test::Headless;
using sh::test::Phone;

namespace {

bool Drew(const Headless& h, const std::string& text) {
    return std::find(h.app.texts.begin(), h.app.texts.end(), text) != h.app.texts.end();
}

// A platform whose module arrives only when `here` is set; counts the requests it was asked.
struct Remote {
    bool here = false;
    int asked = 0;
    void Install(sh::AppState& app) {
        app.platform.Evaluate = [this](const json& req, std::string& waiting) {
            ++asked;
            if (!here) {
                waiting = "Loading the calculators of FNG: firefight\xe2\x80\xa6";
                return json();
            }
            return pm::evaluate_request(req);
        };
    }
};

}  // namespace

TEST_CASE("a calculator still downloading says so, then answers when its module arrives") {
    for (const float width : {390.0f, 1200.0f}) {
        CAPTURE(width);
        Headless h(width, 844, Phone{2});
        Remote remote;
        remote.Install(h.app);
        h.app.record_text_boxes = true;
        sh::AppOpenLink(h.app, "#/fng.fire?dice=3&seed=7");
        CHECK(remote.asked == 2);  // the calculator opened, then with the link's values: no summaries
        for (int i = 0; i < 3; ++i) h.Frame();
        CHECK(h.app.calc == "fng.fire");
        CHECK(h.app.response.is_null());
        CHECK(Drew(h, "Loading the calculators of FNG: firefight\xe2\x80\xa6"));
        CHECK(remote.asked == 2);  // drawing asks nothing
        CHECK(h.app.link.find("#/fng.fire") == 0);

        remote.here = true;
        sh::AppComputeArrived(h.app, "");
        for (int i = 0; i < 3; ++i) h.Frame();
        CHECK(h.app.waiting.empty());
        const json expected = pm::evaluate_request(sh::AppRequest(h.app));
        CHECK(h.app.response == expected);
        CHECK(h.app.response["seed"] == 7);
        CHECK(!Drew(h, "Loading the calculators of FNG: firefight\xe2\x80\xa6"));
        CHECK(remote.asked > 2);  // the answer, then the summaries one tap away
    }
}

TEST_CASE("a module that could not be downloaded is said plainly, and a change tries again") {
    Headless h(390, 844, Phone{2});
    Remote remote;
    remote.Install(h.app);
    h.app.record_text_boxes = true;
    sh::AppOpenLink(h.app, "#/fng.fire");
    h.Frame();
    const std::string failed = "Pointman could not load these calculators (offline).";
    sh::AppComputeArrived(h.app, failed);
    h.Frame();
    CHECK(h.app.waiting_failed);
    CHECK(Drew(h, failed));
    remote.here = true;
    CHECK(sh::AppSetParam(h.app, "dice", json(4)));
    h.Frame();
    CHECK(h.app.waiting.empty());
    CHECK(h.app.response.value("ok", false));
}

}  // namespace shell_test_waiting
