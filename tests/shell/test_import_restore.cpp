// Issue 38: an accepted import replaced all saved work and kept no copy, and an import's tables
// were not checked. Now the work from before the last accepted import is kept aside and comes back
// with "Restore the work from before the import" (a swap, so it can be undone too); a refused
// import changes nothing and leaves that way back as it was.
#include <doctest/doctest.h>

#include <string>

#include "app/app.h"
#include "app/saved.h"
#include "contract/codec.h"
#include "contract/saved_store.h"
#include "engine/data/data_files.h"
#include "shell/headless.h"

namespace shell_test_import_restore {

using pm::json;
namespace sh = pm::shell;

namespace {
json StoreWithPreset(const std::string& name) {
    json doc = pm::empty_store();
    doc["presets"]["fng.weather"] = json::array({json{{"name", name}, {"params", {{"month", 7}}}}});
    return doc;
}
std::string PresetName() {
    const json& p = sh::SavedStore()["presets"];
    return p.contains("fng.weather") ? p["fng.weather"][0]["name"].get<std::string>() : std::string();
}
}  // namespace

TEST_CASE("import: the work from before is kept aside and restored; a refused import changes nothing") {
    // The platform's copy (the browser: localStorage "pointman.store.before-import").
    std::string kept;
    sh::SavedBackend b;
    b.KeepBeforeImport = [&](const std::string& t) {
        kept = t;
        return true;
    };
    b.LoadBeforeImport = [&] { return kept; };
    sh::SavedSetBackend(b);

    REQUIRE(sh::SavedImportText(pm::to_text(StoreWithPreset("mine")))["ok"] == true);
    REQUIRE(PresetName() == "mine");
    json r = sh::SavedImportText(pm::to_text(StoreWithPreset("theirs")));
    REQUIRE(r["ok"] == true);
    CHECK(r["can_restore"] == true);
    CHECK(PresetName() == "theirs");
    CHECK(pm::check_store(kept)["store"]["presets"]["fng.weather"][0]["name"] == "mine");

    // A refused import: a table the core's validator refuses. Nothing changes, the way back stays.
    json bad = StoreWithPreset("broken");
    bad["tables"]["sd.points-crt"] = {{"columns", {"1:1", "1:1"}}};
    r = sh::SavedImportText(pm::to_text(bad));
    CHECK(r["ok"] == false);
    CHECK(r["message"].get<std::string>().find("sd.points-crt") != std::string::npos);
    CHECK(r["can_restore"] == true);
    CHECK(PresetName() == "theirs");
    CHECK(sh::SavedImportRefused("too large")["can_restore"] == true);
    CHECK(PresetName() == "theirs");

    // Back to the work from before, and forth again (a swap).
    CHECK(sh::SavedCanRestore());
    r = sh::SavedRestoreBeforeImport();
    CHECK(r["ok"] == true);
    CHECK(PresetName() == "mine");
    r = sh::SavedRestoreBeforeImport();
    CHECK(r["ok"] == true);
    CHECK(PresetName() == "theirs");

    // A kept copy that cannot be read is left as it is, and said.
    kept = "{damaged";
    r = sh::SavedRestoreBeforeImport();
    CHECK(r["ok"] == false);
    CHECK(PresetName() == "theirs");
    CHECK(kept == "{damaged");

    sh::SavedSetBackend(sh::SavedBackend{});
    sh::SavedImportText(pm::to_text(pm::empty_store()));  // as the other tests expect it
}

TEST_CASE("import: the panel offers the way back once there is one") {
    sh::SavedImportText(pm::to_text(StoreWithPreset("a")));
    sh::SavedImportText(pm::to_text(StoreWithPreset("b")));
    pm::shell::test::Headless h;
    sh::AppOpenLink(h.app, "#/fng.weather");
    for (int i = 0; i < 3; ++i) h.Frame();
    REQUIRE(sh::SavedCanRestore());
    if (h.Find("restore-import") == nullptr || !h.Find("restore-import")->visible)
        REQUIRE(h.DragIntoView("restore-import"));
    REQUIRE(h.Tap("restore-import"));
    for (int i = 0; i < 2; ++i) h.Frame();
    CHECK(PresetName() == "a");
    sh::SavedImportText(pm::to_text(pm::empty_store()));
}

}  // namespace shell_test_import_restore
