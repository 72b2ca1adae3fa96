// The roster in the saved document: squads typed in, a group added at once, a roll's effects
// applied and taken back, the game log, documents from before the roster, a damaged roster kept
// aside, two tabs' saves merged, a squad shared.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "contract/codec.h"
#include "contract/roster.h"
#include "contract/saved_store.h"

namespace core_contract_test_roster {

using pm::json;

namespace {

// One change into the document, as a save merges it (what the app and the text view do).
json change(const json& store, const json& c) {
    json r = pm::apply_change(store, c);
    REQUIRE_MESSAGE(r["ok"].get<bool>(), r.dump());
    return r["store"];
}

const json& figure(const json& store, const std::string& id) {
    const json* f = pm::roster_find_figure(store["roster"], id);
    REQUIRE_MESSAGE(f, id);
    return *f;
}

// The squad of the player's walk: three men typed in, then four VC added as a group.
json walk_store() {
    json s = pm::empty_store();
    s = change(s, json::parse(R"({"op":"put_squad","squad":{"id":"us","name":"1st Squad","side":"us","army":"US Army",
        "figures":[{"id":"slag","name":"Slag","rep":5,"weapon":"us-m60","attributes":["marksman"],"star":true},
                   {"id":"doc","name":"Doc","rep":4,"weapon":"us-m16"},
                   {"id":"fng","name":"Kid","rep":3,"weapon":"us-m16"}]}})"));
    s = change(
        s, json::parse(R"({"op":"put_squad","squad":{"id":"vc","name":"VC","side":"enemy","army":"VC Main Force"}})"));
    s = change(
        s,
        json::parse(R"({"op":"add_group","squad":"vc","id":"g1","count":4,"name":"VC","rep":3,"weapon":"com-ak47"})"));
    return s;
}

// The burst over two VC with a seed, asked the way the app asks: the figures made by the core.
json burst(const json& store, int seed) {
    const json cast = json::parse(R"({"shooter":"slag","targets":["g1-1","g1-2"]})");
    json req = json::object();
    req["calc"] = "fng.burst";
    req["params"] = json{{"full_auto", true}};
    req["seed"] = seed;
    req["figures"] = pm::roster_request_figures(store["roster"], cast);
    return pm::evaluate_request(req);
}

json apply_event(const std::string& id, const json& response) {
    json ev = json::object();
    ev["id"] = id;
    ev["calc"] = response["calc"];
    ev["words"] = response.value("rolled", std::string());
    ev["cast"] = json::parse(R"({"shooter":"slag","targets":["g1-1","g1-2"]})");
    ev["effects"] = response["effects"];
    return json{{"op", "apply"}, {"event", ev}};
}

std::string status_for(const std::string& key) {
    if (key == "KD") return "knocked-down";
    if (key == "OOF") return "out-of-the-fight";
    if (key == "OD") return "obviously-dead";
    return "ready";
}

}  // namespace

TEST_CASE("roster: documents written before the roster load unchanged") {
    const std::string old_doc =
        R"({"app":"pointman","schema":1,"presets":{"fng.fire":[{"name":"Slag","params":{"rep":5}}]},)"
        R"("history":{"fng.weather":[{"seed":7,"params":{"month":3}}]},"tables":{},"settings":{"recent":["fng.fire"]}})";
    json r = pm::check_store(old_doc);
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["store"] == json::parse(old_doc));
    CHECK_FALSE(r["store"].contains("roster"));
    CHECK_FALSE(r.contains("roster_aside"));
    // and an empty store has no roster until one is made
    CHECK_FALSE(pm::empty_store().contains("roster"));
}

TEST_CASE("roster: a squad typed in, a group of four VC added at once and numbered on") {
    json s = walk_store();
    CHECK(pm::check_roster(s["roster"]) == "");
    const json& vc = s["roster"]["squads"][1]["figures"];
    REQUIRE(vc.size() == 4);
    CHECK(vc[0]["name"] == "VC 1");
    CHECK(vc[3]["name"] == "VC 4");
    CHECK(vc[3]["rep"] == 3);
    CHECK(vc[3]["weapon"] == "com-ak47");
    CHECK(vc[3]["status"] == "ready");
    // The same group sent again (a save re-sent by a tab) adds nothing; another group goes on from 5.
    s = change(
        s,
        json::parse(R"({"op":"add_group","squad":"vc","id":"g1","count":4,"name":"VC","rep":3,"weapon":"com-ak47"})"));
    CHECK(s["roster"]["squads"][1]["figures"].size() == 4);
    s = change(s, json::parse(R"({"op":"add_group","squad":"vc","id":"g2","count":2,"name":"VC","rep":4})"));
    CHECK(s["roster"]["squads"][1]["figures"][5]["name"] == "VC 6");
    // Bad changes are refused with a reason, and the document is left as it was.
    for (const char* bad :
         {R"({"op":"add_group","squad":"vc","id":"g3","count":0,"name":"VC","rep":3})",
          R"({"op":"add_group","squad":"vc","id":"g3","count":3,"name":"VC","rep":11})",
          R"({"op":"add_group","squad":"nobody","id":"g3","count":3,"name":"VC","rep":3})",
          R"({"op":"put_figure","squad":"us","figure":{"id":"x","name":"X","rep":4,"status":"asleep"}})",
          R"({"op":"put_squad","squad":{"name":"no id"}})"}) {
        json r = pm::apply_change(s, json::parse(bad));
        CAPTURE(bad);
        CHECK_FALSE(r["ok"].get<bool>());
        CHECK(!r["message"].get<std::string>().empty());
    }
}

TEST_CASE("roster: the figures a request carries are made by the core, and answer as the values typed") {
    json s = walk_store();
    json figs = pm::roster_request_figures(s["roster"], json::parse(R"({"shooter":"slag","targets":["g1-1","g1-2"]})"));
    CHECK(figs["shooter"]["name"] == "Slag");
    CHECK_FALSE(figs["shooter"].contains("id"));
    CHECK(figs["targets"].size() == 2);
    json with = burst(s, 11);
    REQUIRE_MESSAGE(with["ok"] == true, with.dump());
    json typed = json::parse(
        R"({"calc":"fng.burst","seed":11,"params":{"full_auto":true,"rep":5,"weapon":"us-m60","targets":2,"target_rep":3,"target_rep_2":3}})");
    json plain = pm::evaluate_request(typed);
    CHECK(plain["roll"] == with["roll"]);
    CHECK(plain["outcomes"] == with["outcomes"]);
    // A figure gone from the roster is left out: its role reads no figure.
    CHECK_FALSE(pm::roster_request_figures(s["roster"], json::parse(R"({"shooter":"gone"})")).contains("shooter"));
}

TEST_CASE("roster: a burst's effects applied to the targets and the shooter, logged, and undone") {
    const json s0 = walk_store();
    int checked = 0, kills_seen = 0;
    for (int seed = 1; seed <= 60; ++seed) {
        json r = burst(s0, seed);
        REQUIRE(r["ok"] == true);
        json s = change(s0, apply_event("e" + std::to_string(seed), r));
        // Each target's status is the one its own roll says (roll.targets[i].key), never the label.
        int od = 0;
        for (int i = 0; i < 2; ++i) {
            const std::string key = r["roll"]["targets"][i]["key"];
            CAPTURE(seed);
            CAPTURE(key);
            CHECK(figure(s, "g1-" + std::to_string(i + 1))["status"] == status_for(key));
            od += key == "OD";
        }
        CHECK(figure(s, "slag")["kills"] == od);
        kills_seen += od;
        int ones = 0;
        for (const auto& d : r["roll"]["dice"]) ones += d == 1;
        CHECK(figure(s, "slag")["status"] == (ones >= 2 ? "out-of-ammo" : "ready"));
        // The log: the turn, the figures, the roll's words, the effects.
        const json& e = s["roster"]["log"].back();
        CHECK(e["turn"] == 1);
        CHECK(e["calc"] == "fng.burst");
        CHECK(e["words"] == r["rolled"]);
        CHECK(e["figures"] == json::array({"Slag", "VC 1", "VC 2"}));
        CHECK(e["effects"].size() == r["effects"].size());
        // Applied twice (a re-sent save): once.
        CHECK(change(s, apply_event("e" + std::to_string(seed), r)) == s);
        // Undo: every figure as it was; the event stays in the log, marked undone.
        json u = change(s, json{{"op", "undo"}, {"event", "e" + std::to_string(seed)}});
        CHECK(u["roster"]["squads"] == s0["roster"]["squads"]);
        CHECK(u["roster"]["log"].back()["undone"] == true);
        CHECK(change(u, json{{"op", "undo"}, {"event", "e" + std::to_string(seed)}}) == u);
        ++checked;
    }
    CHECK(checked == 60);
    CHECK(kills_seen > 0);  // the seeds reach a kill, so the kill's path is tested
}

TEST_CASE("roster: undo leaves alone what changed since; effects only make a status worse") {
    json s = walk_store();
    json ev = json::parse(R"({"op":"apply","event":{"id":"a","calc":"fng.fire","words":"w",
        "cast":{"shooter":"slag","target":"g1-1"},
        "effects":[{"role":"target","figure":"VC 1","effect":"knocked-down"},
                   {"role":"shooter","figure":"Slag","effect":"kill"}]}})");
    s = change(s, ev);
    CHECK(figure(s, "g1-1")["status"] == "knocked-down");
    // A later hit: out of the fight. A knock-down after it does not make him better.
    s = change(s, json::parse(R"({"op":"apply","event":{"id":"b","cast":{"target":"g1-1"},
        "effects":[{"role":"target","effect":"out-of-the-fight"}]}})"));
    s = change(s, json::parse(R"({"op":"apply","event":{"id":"c","cast":{"target":"g1-1"},
        "effects":[{"role":"target","effect":"knocked-down"}]}})"));
    CHECK(figure(s, "g1-1")["status"] == "out-of-the-fight");
    // Undoing the first event takes back its kill, but not the status a later event changed.
    s = change(s, json{{"op", "undo"}, {"event", "a"}});
    CHECK(figure(s, "slag")["kills"] == 0);
    CHECK(figure(s, "g1-1")["status"] == "out-of-the-fight");
    s = change(s, json{{"op", "undo"}, {"event", "b"}});
    CHECK(figure(s, "g1-1")["status"] == "knocked-down");  // back to what it was before b
}

TEST_CASE("roster: Skirmish counters and the Check for KIA from the core's effects") {
    json s = pm::empty_store();
    s = change(s, json::parse(R"({"op":"put_squad","squad":{"id":"p","name":"Patrol",
        "figures":[{"id":"a","name":"Able","rep":4,"counters":1}]}})"));
    for (int seed = 1; seed <= 40; ++seed) {
        json req = json{{"calc", "skirmish.fire"}, {"seed", seed}};
        req["figures"] = pm::roster_request_figures(s["roster"], json{{"target", "a"}});
        json r = pm::evaluate_request(req);
        REQUIRE_MESSAGE(r["ok"] == true, r.dump());
        const std::string key = r["roll"]["key"];
        json ev = json{{"id", "f" + std::to_string(seed)}, {"cast", json{{"target", "a"}}}, {"effects", r["effects"]}};
        json after = change(s, json{{"op", "apply"}, {"event", ev}});
        CAPTURE(key);
        CHECK(figure(after, "a")["counters"] == std::min(99, 1 + std::stoi(key)));
    }
    for (int seed = 1; seed <= 20; ++seed) {
        json req = json{{"calc", "skirmish.kia"}, {"seed", seed}};
        req["figures"] = pm::roster_request_figures(s["roster"], json{{"figure", "a"}});
        json r = pm::evaluate_request(req);
        REQUIRE(r["ok"] == true);
        json ev = json{{"id", "k" + std::to_string(seed)}, {"cast", json{{"figure", "a"}}}, {"effects", r["effects"]}};
        json after = change(s, json{{"op", "apply"}, {"event", ev}});
        CHECK(figure(after, "a")["status"] == (r["roll"]["die"].get<int>() <= 1 ? "obviously-dead" : "ready"));
    }
}

TEST_CASE("roster: a damaged roster is kept aside, the rest loads, and the player is told") {
    json doc = walk_store();
    doc["presets"]["fng.fire"] = json::array({json{{"name", "kept"}, {"params", json::object()}}});
    doc["roster"]["squads"][0]["figures"][0]["rep"] = "five";
    json r = pm::check_store(doc.dump());
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["store"]["presets"]["fng.fire"][0]["name"] == "kept");
    CHECK_FALSE(r["store"].contains("roster"));
    CHECK(r["store"]["roster_aside"] == doc["roster"]);
    const std::string told = r["roster_aside"];
    CHECK(told.find("Slag") != std::string::npos);
    CHECK(told.find("kept aside") != std::string::npos);
    // A new roster then starts; what was kept aside stays in the document through later saves.
    json m = pm::merge_change(doc.dump(), json::parse(R"({"op":"put_squad","squad":{"id":"n","name":"New"}})"));
    REQUIRE(m["ok"].get<bool>());
    CHECK(m["store"]["roster"]["squads"].size() == 1);
    CHECK(m["store"]["roster_aside"] == doc["roster"]);
    // A roster from a newer version is kept aside the same way, never read as this one.
    json future = walk_store();
    future["roster"]["version"] = 2;
    CHECK(pm::check_store(future.dump())["store"].contains("roster_aside"));
    // An import with a damaged roster is refused whole.
    json imp = pm::check_import(doc.dump());
    CHECK_FALSE(imp["ok"].get<bool>());
    CHECK(imp["message"].get<std::string>().find("roster") != std::string::npos);
    CHECK(pm::check_import(walk_store().dump())["ok"].get<bool>());
}

TEST_CASE("roster: two tabs' saves both survive the merge") {
    json s = walk_store();
    const std::string stored = pm::to_text(s);
    // Tab A applies a roll; tab B, which had not seen it, adds a figure. B's save merges into A's.
    json a = pm::merge_change(stored, json::parse(R"({"op":"apply","event":{"id":"x","cast":{"target":"g1-1"},
        "effects":[{"role":"target","effect":"obviously-dead"}]}})"));
    REQUIRE(a["ok"].get<bool>());
    json b = pm::merge_change(
        a["text"].get<std::string>(),
        json::parse(R"({"op":"put_figure","squad":"us","figure":{"id":"rto","name":"Sparks","rep":4}})"));
    REQUIRE(b["ok"].get<bool>());
    CHECK(figure(b["store"], "g1-1")["status"] == "obviously-dead");
    CHECK(figure(b["store"], "rto")["name"] == "Sparks");
    CHECK(b["store"]["roster"]["log"].size() == 1);
}

TEST_CASE("roster: a squad shared as text opens the same squad") {
    json s = walk_store();
    const json& squad = s["roster"]["squads"][0];
    json back = pm::squad_from_share(pm::squad_share_text(squad));
    REQUIRE(back["ok"].get<bool>());
    CHECK(back["squad"] == squad);
    CHECK_FALSE(pm::squad_from_share("{\"app\":\"pointman\"}")["ok"].get<bool>());
    CHECK_FALSE(pm::squad_from_share("garbage")["ok"].get<bool>());
    json bad = json::parse(pm::squad_share_text(squad));
    bad["squad"]["figures"][0]["status"] = "asleep";
    CHECK_FALSE(pm::squad_from_share(bad.dump())["ok"].get<bool>());
}

TEST_CASE("roster: the attribute choices are the ones the calculators' roles read") {
    json ids = pm::roster_attribute_ids();
    auto has = [&](const char* id) { return std::find(ids.begin(), ids.end(), json(id)) != ids.end(); };
    CHECK(has("marksman"));
    CHECK(has("crack-shot"));
    CHECK(has("pigman"));
    CHECK_FALSE(has("rep"));
}

TEST_CASE("roster: a squad shared as a link opens the same squad, a damaged link says so") {
    json s = walk_store();
    const json& squad = s["roster"]["squads"][0];
    const std::string link = pm::squad_link(squad);
    CHECK(link.rfind("#/squad/", 0) == 0);
    CHECK(pm::is_squad_link(link));
    CHECK_FALSE(pm::is_squad_link("#/fng.fire?rep=4"));
    CHECK(link.find_first_of("+/=?&", 8) == std::string::npos);  // safe in an address
    json back = pm::squad_from_link(link);
    REQUIRE(back["ok"].get<bool>());
    CHECK(back["squad"] == squad);
    CHECK_FALSE(pm::squad_from_link(link.substr(0, link.size() / 2))["ok"].get<bool>());
    CHECK_FALSE(pm::squad_from_link("#/squad/!!!")["ok"].get<bool>());
}

}  // namespace core_contract_test_roster
