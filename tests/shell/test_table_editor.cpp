// The player's tables in the app: the editor builds itself from describe() — the
// table's kind, its result codes, its limits, the invented example and the blank form come from
// the core (data/tables/kinds.json) — and writes through the one saved document, so the desktop
// build (no browser storage) sends an edited table with the next evaluate too.
#include <doctest/doctest.h>

#include <string>

#include "app/app.h"
#include "app/saved.h"
#include "contract/codec.h"
#include "contract/saved_store.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"
#include "shell/headless.h"

namespace shell_test_table_editor {

using pm::json;
namespace sh = pm::shell;
using sh::test::Headless;

namespace {
bool Reach(Headless& h, const std::string& id) {
    h.Frame();
    if (!h.Find(id)) return false;
    if (!h.Find(id)->visible && !h.DragIntoView(id)) return false;
    return h.Tap(id);
}
void ForgetTables() {  // the saved document is one per process: leave it as the other tests expect
    sh::SavedImportText(pm::to_text(pm::empty_store()));
}
}  // namespace

TEST_CASE("table editor: the Soldiers CRT, from the core's example to a result, natively") {
    ForgetTables();
    Headless h;
    sh::AppOpenLink(h.app, "#/soldiers.close-assault");
    for (int i = 0; i < 3; ++i) h.Frame();
    REQUIRE(h.app.response["ok"] == true);
    CHECK(h.app.response["values"]["table"] == "needs_table");

    // The editor's code buttons are the core's codes for this table.
    h.Frame();
    if (!h.Find("table:soldiers.crt:example")) REQUIRE(Reach(h, "table:soldiers.crt:edit"));
    const json spec = pm::describe_json("soldiers.close-assault");
    REQUIRE(spec["tables"][0]["codes"].size() == 3);
    CHECK(spec["tables"][0]["codes"][0]["code"] == "NE");
    CHECK(spec["tables"][0]["limits"]["die_max"] == 20);

    REQUIRE(Reach(h, "table:soldiers.crt:example"));
    REQUIRE(Reach(h, "table:soldiers.crt:save"));
    for (int i = 0; i < 3; ++i) h.Frame();

    // Saved in the one document, and used by the calculator at once.
    CHECK(sh::SavedTables().contains("soldiers.crt"));
    CHECK(sh::SavedTables()["soldiers.crt"] ==
          pm::tables::normalise_user_table("soldiers.crt", spec["tables"][0]["example"]));
    REQUIRE(h.app.response["ok"] == true);
    CHECK(h.app.response["values"]["table"] == "soldiers.crt");
    CHECK(h.app.response["outcomes"].size() >= 2);
    ForgetTables();
}

TEST_CASE("table editor: Start blank gives the core's blank form, which the core accepts") {
    ForgetTables();
    Headless h;
    for (const char* link : {"#/soldiers.close-assault", "#/sd.close-assault", "#/skirmish.fire",
                             "#/skirmish.deviation", "#/tcs.artillery-point"}) {
        CAPTURE(std::string(link));
        sh::AppOpenLink(h.app, link);
        for (int i = 0; i < 3; ++i) h.Frame();
        const std::string calc = std::string(link).substr(2);
        const json spec = pm::describe_json(calc);
        REQUIRE(spec.contains("tables"));
        const std::string id = spec["tables"][0]["id"];
        h.Frame();
        if (!h.Find("table:" + id + ":reset")) REQUIRE(Reach(h, "table:" + id + ":edit"));  // open (it stays open)
        REQUIRE(Reach(h, "table:" + id + ":reset"));
        REQUIRE(Reach(h, "table:" + id + ":save"));
        for (int i = 0; i < 3; ++i) h.Frame();
        CHECK(sh::SavedTables().contains(id));
        CHECK(sh::SavedTables()[id] == pm::tables::normalise_user_table(id, spec["tables"][0]["blank"]));
    }
    ForgetTables();
}

TEST_CASE("the app sends a calculator only the saved tables it reads, so no answer warns of another's table") {
    ForgetTables();
    REQUIRE(sh::SavedSetTable("soldiers.crt", pm::data_json("soldiers/example-crt.json")));
    REQUIRE(sh::SavedSetTable("sd.vehicle-defense", pm::data_json("sd/example-vehicle-defense.json")));
    Headless h;
    sh::AppOpenLink(h.app, "#/sd.recoilless-rifle");
    for (int i = 0; i < 3; ++i) h.Frame();
    const json req = sh::AppRequest(h.app);
    REQUIRE(req.contains("tables"));
    CHECK(req["tables"].size() == 1);
    CHECK(req["tables"].contains("sd.vehicle-defense"));
    CHECK(h.app.response["values"]["table"] == "sd.vehicle-defense");
    CHECK_FALSE(h.app.response.contains("warnings"));
    // A calculator with no table gets none sent, and the same request with every saved table warns.
    sh::AppOpenLink(h.app, "#/tcs.steps");
    for (int i = 0; i < 3; ++i) h.Frame();
    CHECK_FALSE(sh::AppRequest(h.app).contains("tables"));
    CHECK_FALSE(h.app.response.contains("warnings"));
    json all = sh::AppRequest(h.app);
    all["tables"] = sh::SavedTables();
    CHECK(pm::evaluate_request(all)["warnings"].size() == 2);
    ForgetTables();
}

TEST_CASE("a calculator waiting for the player's table shows its buttons on the first screen, at 320 and 390 px") {
    // Vietnam Skirmish, Firing Grenades: the direction of a miss is read from the player's own
    // deviation table, which the rules do not print; the answer says so ("needs_table") and the
    // buttons to type it in, or to try the invented example, are right under it.
    struct Size {
        float w, h;
    };
    for (Size size : {Size{320, 640}, Size{390, 844}}) {
        ForgetTables();
        Headless h(size.w, size.h, sh::test::Phone{3});
        sh::AppOpenLink(h.app, "#/skirmish.deviation");
        for (int i = 0; i < 4; ++i) h.Frame();
        REQUIRE(h.app.response["ok"] == true);
        REQUIRE(h.app.response["values"]["table"] == "needs_table");
        REQUIRE(h.app.spec["tables"].size() == 1);
        const std::string id = h.app.spec["tables"][0]["id"];
        if (h.Find("table:" + id + ":example")) {  // left open by an earlier test: closed, and opened anew
            REQUIRE(Reach(h, "table:" + id + ":edit"));
            sh::AppOpenLink(h.app, "#/skirmish.deviation");
            for (int i = 0; i < 4; ++i) h.Frame();
        }
        const sh::AppControl* edit = h.Find("table:" + id + ":edit");
        const sh::AppControl* try_it = h.Find("table:" + id + ":try");
        REQUIRE(edit != nullptr);
        REQUIRE(try_it != nullptr);
        CHECK(edit->visible);
        CHECK(edit->max.y <= size.h * 3);  // on the first screen, without scrolling
        CHECK(try_it->max.x <= size.w * 3);
        REQUIRE(h.Tap("table:" + id + ":try"));
        h.Frame();
        REQUIRE(Reach(h, "table:" + id + ":save"));  // the example in the editor, saved with one tap
        for (int i = 0; i < 3; ++i) h.Frame();
        CHECK(h.app.response["values"]["table"] == id);
        CHECK(h.Find("table:" + id + ":try") == nullptr);  // entered: nothing to try any more
        REQUIRE(Reach(h, "table:" + id + ":edit"));        // closed again, as the next size starts
    }
    ForgetTables();
}

}  // namespace shell_test_table_editor
