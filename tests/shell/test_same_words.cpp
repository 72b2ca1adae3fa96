// The canvas lays out the presented answer (contract/present.h) and adds no words of its own to it:
// for every calculator (its defaults, each parameter alone at its ends, three seeds), every word and
// number the presenter gives is drawn as it is. tests/node/text_view_words.test.mjs holds the text
// view to the same words, so the two views of an answer read the same.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "app/app.h"
#include "contract/present.h"
#include "core/support/answer_requests.h"
#include "shell/headless.h"

namespace shell_test_same_words {

using pm::json;
namespace sh = pm::shell;
using sh::test::Headless;

namespace {

// The words of a presented answer that a view draws without a tap (long fractions and a folded
// roll's dice are a tap away), each with where it is.
void words_of(const json& pr, std::vector<std::pair<std::string, std::string>>& out) {
    auto add = [&](const std::string& at, const json& j, const char* key) {
        if (j.is_object() && j.contains(key) && j[key].is_string() && !j[key].get<std::string>().empty())
            out.push_back({at + "." + key, j[key].get<std::string>()});
    };
    add("", pr, "summary");
    add("", pr, "error");
    add("", pr, "rolled");
    for (const auto& o : pr.value("outcomes", json::array())) {
        add("outcome", o, "label");
        add("outcome", o, "percent");
        add("outcome", o, "exact");
    }
    for (const auto& c : pr.value("cumulative", json::array()))
        for (const char* k : {"name", "percent", "at_least", "at_most"}) add("cumulative", c, k);
    for (const auto& v : pr.value("values", json::array())) {
        add("value", v, "label");
        add("value", v, "text");
        for (const auto& r : v.value("rows", json::array())) {
            add("row", r, "label");
            add("row", r, "text");
        }
    }
    for (const auto& m : pr.value("modifiers", json::array()))
        for (const char* k : {"label", "value", "rule"}) add("modifier", m, k);
    if (pr.contains("roll")) {
        const json& roll = pr["roll"];
        add("roll", roll, "header");
        add("roll", roll, "nothing");
        if (!roll.contains("fold"))
            for (const auto& d : roll.value("dice", json::array()))
                for (const char* k : {"die", "size", "rolled"}) add("die", d, k);
    }
}

}  // namespace

TEST_CASE("same words: the canvas draws every word of the presented answer, for every calculator") {
    Headless h(1100, 40000);  // wide and tall: nothing folds for want of room, nothing is scrolled away
    size_t answers = 0, words = 0;
    for (const std::string& id : pm_test::calculator_ids()) {
        if (id.rfind("test.", 0) == 0) continue;  // the fixture calculator of the shell tests
        for (const json& req : pm_test::answer_requests(id)) {
            sh::AppOpenCalculator(h.app, id);
            sh::AppSetParams(h.app, req["params"]);
            if (req.contains("seed")) {
                h.next_seed = req["seed"].get<uint32_t>();
                sh::AppRoll(h.app);
            }
            for (int i = 0; i < 3; ++i) h.Frame();
            CAPTURE(req.dump());
            REQUIRE(h.app.presented.is_object());
            std::set<std::string> drawn;
            for (std::string t : h.app.texts) {
                if (t.rfind("\xe2\x96\xb6 ", 0) == 0) t = t.substr(4);  // ▶ marks the rolled outcome
                drawn.insert(t);
            }
            std::vector<std::pair<std::string, std::string>> want;
            words_of(h.app.presented, want);
            ++answers;
            for (const auto& [at, w] : want) {
                ++words;
                CHECK_MESSAGE(drawn.count(w), at << ": \"" << w << "\" is not drawn");
            }
        }
    }
    MESSAGE(answers << " answers, " << words << " words");
    CHECK(answers > 1000);
}

}  // namespace shell_test_same_words
