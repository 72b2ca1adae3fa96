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
