// The figures of a request (contract/figures.h): for every calculator with roles, figures answer
// exactly as the same values typed as parameters; the request's own parameters win; bad figures
// get the contract's error codes; links carry the values; and what a roll does to the figures
// (effects) follows the rule's own roll, seeded or from the player's dice.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "contract/figures.h"
#include "contract/registry.h"
#include "contract/tables/table_kinds.h"
#include "engine/data/data_files.h"

namespace core_contract_test_figures {

using pm::json;

namespace {

const char* const kStatuses[] = {"ready", "knocked-down", "out-of-the-fight", "obviously-dead", "out-of-ammo"};

// A small generator of our own, the same everywhere.
struct Pick {
    uint64_t s;
    int below(int n) {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((s >> 33) % static_cast<uint64_t>(n));
    }
    int in(int lo, int hi) { return hi < lo ? lo : lo + below(hi - lo + 1); }
    bool coin() { return below(2) == 1; }
};

// One figure made to carry chosen values, and the parameters a player would type for them. This is
// the test's own reading of each kind of value (the inverse of what the core does), not the core's.
struct Made {
    json figure = json::object();
    json params = json::object();
    std::set<std::string> attributes;
};

void carry(Made& m, const pm::ParamSpec& p, const std::string& from, Pick& pick) {
    json& f = m.figure;
    if (from == "rep") {
        const int v = pick.in(std::max(2, static_cast<int>(p.min)), std::min(6, static_cast<int>(p.max)));
        f["rep"] = v;
        m.params[p.name] = v;
    } else if (from == "counters" || from == "kills") {
        const int v = pick.in(static_cast<int>(p.min), std::min(8, static_cast<int>(p.max)));
        f[from] = v;
        m.params[p.name] = v;
    } else if (from == "star") {
        const bool v = pick.coin();
        f["star"] = v;
        m.params[p.name] = v;
    } else if (from == "weapon") {
        const std::string v = p.choices[pick.below(static_cast<int>(p.choices.size()))].value;
        f["weapon"] = v;
        m.params[p.name] = v;
    } else if (from.rfind("attribute ", 0) == 0) {
        const bool v = pick.coin();
        if (v) m.attributes.insert(from.substr(10));
        m.params[p.name] = v;
    } else if (from == "attribute-choice") {
        const std::string v = p.choices[pick.below(static_cast<int>(p.choices.size()))].value;
        if (v != p.choices.front().value) m.attributes.insert(v);
        m.params[p.name] = v;
    } else if (from == "status prone") {
        // A knocked-down figure is prone (FNG pp.19-20); the status is drawn once per figure below.
        m.params[p.name] = f["status"] == "knocked-down";
    } else if (from == "rep 4 or less" || from == "rep 5 or more") {
        // The support requests' switches from the requesting leader's Rep (FNG p.50).
        if (!f.contains("rep")) f["rep"] = pick.in(2, 6);  // one Rep, whichever switches it sets
        const int v = f["rep"];
        m.params[p.name] = from == "rep 4 or less" ? v <= 4 : v >= 5;
    } else if (from == "status target-prone") {
        if (f["status"] == "knocked-down") m.params[p.name] = "prone";
    } else {
        FAIL("a role sets " << p.name << " from " << from << ", which this test does not know");
    }
}

Made make_figure(const pm::Calculator& c, const json& sets, Pick& pick, const std::string& name) {
    Made m;
    m.figure["name"] = name;
    m.figure["status"] = kStatuses[pick.below(5)];
    for (auto s = sets.begin(); s != sets.end(); ++s) carry(m, *c.param(s.key()), s.value(), pick);
    // Attributes a figure has besides those the calculator reads, and one written as a switch is.
    json attrs = json::array();
    for (const auto& a : m.attributes) {
        std::string shown = a;
        if (pick.coin()) std::replace(shown.begin(), shown.end(), '-', '_');
        attrs.push_back(shown);
    }
    // (looter, unless this calculator reads it: fng.re-up's attribute choices hold it)
    bool reads_looter = false;
    for (const auto& p : c.params)
        for (const auto& ch : p.choices) reads_looter = reads_looter || ch.value == "looter";
    if (pick.coin() && !reads_looter) attrs.push_back("looter");
    m.figure["attributes"] = attrs;
    if (!m.figure.contains("star")) m.figure["star"] = pick.coin();
    return m;
}

// Figures for every role of the calculator (a list of 1 … its length), and the parameters they stand for.
struct Table {
    json figures = json::object();
    json params = json::object();
};

Table make_table(const pm::Calculator& c, Pick& pick) {
    Table t;
    for (const auto& role : pm::calculator_roles(c)) {
        const std::string name = role.at("role");
        const int list = role.value("list", 0);
        if (!list) {
            Made m =
                make_figure(c, role.value("sets", json::object()), pick, name + " " + std::to_string(pick.in(1, 99)));
            t.figures[name] = m.figure;
            t.params.update(m.params);
            continue;
        }
        const int n = pick.in(1, list);
        json figs = json::array();
        std::vector<std::set<std::string>> attrs;
        for (int i = 0; i < n; ++i) {
            json sets = role.value("sets", json::object());
            if (role.contains("each")) sets.update(role.at("each")[i]);
            Made m = make_figure(c, sets, pick, name + " " + std::to_string(i + 1));
            // The list's positions: some figures have the attribute a position names.
            if (role.contains("positions"))
                for (auto p = role.at("positions").begin(); p != role.at("positions").end(); ++p)
                    if (pick.below(3) == 0) {
                        m.attributes.insert(p.value().get<std::string>());
                        m.figure["attributes"].push_back(p.value());
                    }
            figs.push_back(m.figure);
            attrs.push_back(m.attributes);
            t.params.update(m.params);
        }
        if (role.contains("count")) t.params[role.at("count").get<std::string>()] = n;
        if (role.contains("positions"))
            for (auto p = role.at("positions").begin(); p != role.at("positions").end(); ++p) {
                int at = 0;
                for (int i = 0; i < n && !at; ++i)
                    if (attrs[i].count(p.value().get<std::string>())) at = i + 1;
                t.params[p.key()] = at;
            }
        t.figures[name] = figs;
    }
    return t;
}

std::vector<const pm::Calculator*> with_roles() {
    std::vector<const pm::Calculator*> out;
    for (const pm::Calculator* c : pm::all_calculators())
        if (pm::calculator_roles(*c).is_array() && !pm::calculator_roles(*c).empty()) out.push_back(c);
    return out;
}

bool has_effects(const pm::Calculator& c) {
    return std::any_of(pm::calculator_roles(c).begin(), pm::calculator_roles(c).end(),
                       [](const json& r) { return r.contains("effects"); });
}

// A response without what only figures add: the answer to the same values typed as parameters.
json without_figures_note(json r) {
    r.erase("from_figures");
    r.erase("effects");
    return r;
}

}  // namespace

TEST_CASE("figures: every FNG and Vietnam Skirmish calculator a figure fills declares its roles") {
    std::set<std::string> ids;
    for (const auto* c : with_roles()) ids.insert(c->id);
    for (const char* id :
         {"fng.fire", "fng.burst", "fng.melee", "fng.grenade", "fng.reaction", "fng.under-fire", "fng.damage-only",
          "fng.rep-check", "fng.group-charge", "skirmish.kia", "skirmish.fire", "fng.los", "fng.helicopter-hit",
          "fng.helicopter-landing", "fng.air-strike-request", "fng.gunship-request", "skirmish.claymore-blast"})
        CHECK_MESSAGE(ids.count(id), std::string(id));
    CHECK(ids.size() >= 35);
    for (const auto* c : with_roles()) CHECK_MESSAGE((c->ruleset == "fng" || c->ruleset == "skirmish"), c->id);
}

namespace {

// A parameter that is a figure's value, read from its name and type: a Rep (rep, target_rep, rep3,
// rep4_or_less …), counters, kills, star, or a switch named for an attribute of the book's attribute
// cards (marksman, enemy_brawler, target_stealthy …).
bool names_a_figure_value(const pm::ParamSpec& p) {
    std::vector<std::string> words;
    std::string w;
    for (char ch : p.name + "_") {
        if (ch != '_') {
            w += ch;
            continue;
        }
        words.push_back(w);
        w.clear();
    }
    for (const auto& t : words) {
        if (t == "counters" || t == "kills" || t == "star") return true;
        if (t.rfind("rep", 0) == 0 &&
            std::all_of(t.begin() + 3, t.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
            return true;
    }
    if (p.type != pm::ParamType::Bool) return false;
    std::string a = p.name;
    for (const char* prefix : {"enemy_", "target_"})
        if (a.rfind(prefix, 0) == 0) a = a.substr(std::string(prefix).size());
    std::replace(a.begin(), a.end(), '_', '-');
    for (const auto& row : pm::data_json("fng/attribute_cards.json").at("cards"))
        for (const auto& v : row.at("attributes")) {
            std::string id = v.get<std::string>();
            std::transform(id.begin(), id.end(), id.begin(),
                           [](unsigned char ch) { return ch == ' ' ? '-' : std::tolower(ch); });
            if (id == a) return true;
        }
    return false;
}

std::set<std::string> set_by_roles(const pm::Calculator& c) {
    std::set<std::string> out;
    auto add = [&](const json& sets) {
        for (auto it = sets.begin(); it != sets.end(); ++it) out.insert(it.key());
    };
    for (const auto& role : pm::calculator_roles(c)) {
        if (role.contains("sets")) add(role.at("sets"));
        if (role.contains("each"))
            for (const auto& e : role.at("each")) add(e);
        if (role.contains("positions")) add(role.at("positions"));
        if (role.contains("count")) out.insert(role.at("count").get<std::string>());
    }
    return out;
}

// The parameters named like a figure's value that no figure sets, each with why.
const std::map<std::string, std::string> kNotAFigureValue = {
    {"fng.fire rep_modifier", "a situational modifier the player adds, not the shooter's value"},
    {"fng.burst rep_modifier", "a situational modifier the player adds, not the shooter's value"},
    {"fng.reaction rep_mod", "a situational modifier the player adds, not the figure's value"},
    {"fng.under-fire rep_mod", "a situational modifier the player adds, not the figure's value"},
    {"fng.helicopter-hit aboard_rep", "one Rep for everyone aboard the helicopter, not one figure's"},
    {"fng.indirect-fire rep", "the Rep an 'Other' weapon fires at, not a figure's"},
    {"skirmish.apc apc_counters", "the APC's counters: a vehicle, not a figure"},
    {"skirmish.apc kills", "the APC's Kills so far: a vehicle, not a figure"},
    {"skirmish.kia apc_kills", "the APC's Kills so far: a vehicle, not a figure"},
    {"fng.make-squad star", "whether the squad being made starts with the player's Star: no figure exists yet"},
};

}  // namespace

TEST_CASE("figures: every FNG and Vietnam Skirmish parameter that is a figure's value is set by a role") {
    std::set<std::string> flagged;
    int calculators = 0;
    for (const pm::Calculator* c : pm::all_calculators()) {
        if (c->ruleset != "fng" && c->ruleset != "skirmish") continue;
        const std::set<std::string> set = set_by_roles(*c);
        bool any = false;
        for (const auto& p : c->params) {
            if (!names_a_figure_value(p)) continue;
            any = true;
            const std::string at = c->id + " " + p.name;
            if (kNotAFigureValue.count(at)) {
                flagged.insert(at);
                CHECK_MESSAGE(!set.count(p.name), at << " is set by a role: take it off kNotAFigureValue");
                continue;
            }
            CHECK_MESSAGE(set.count(p.name), at << " is a figure's value that no role sets");
        }
        calculators += any;
    }
    for (const auto& entry : kNotAFigureValue) {  // no structured binding: clang 14 cannot capture one
        const auto& at = entry.first;
        CHECK_MESSAGE(flagged.count(at), at << " is no such parameter");
    }
    CHECK(calculators >= 45);
}

TEST_CASE("figures: a request with figures answers as the same values typed as parameters") {
    for (const auto* c : with_roles()) {
        Pick pick{0x5eed0000ULL + std::hash<std::string>{}(c->id) % 1000};
        int answered = 0;
        for (int trial = 0; trial < 8; ++trial) {
            const Table t = make_table(*c, pick);
            json with = {{"calc", c->id}, {"figures", t.figures}};
            json typed = {{"calc", c->id}, {"params", t.params}};
            const bool seeded = c->roll && trial % 2 == 1;
            if (seeded) with["seed"] = typed["seed"] = 1000 + trial;
            CAPTURE(with.dump());
            const json a = pm::evaluate_request(with);
            const json b = pm::evaluate_request(typed);
            CHECK(pm::to_text(without_figures_note(a)) == pm::to_text(b));
            CHECK(pm::answer_text(with.dump()) == pm::to_text(a));  // the text writer says the same
            if (!a.at("ok").get<bool>()) continue;
            ++answered;
            // Where each value came from: exactly the parameters the figures set, in the spec's order.
            std::vector<std::string> noted, expected;
            for (auto it = a.at("from_figures").begin(); it != a.at("from_figures").end(); ++it)
                noted.push_back(it.key());
            for (const auto& p : c->params)
                if (t.params.contains(p.name)) expected.push_back(p.name);
            CHECK(noted == expected);
            CHECK(a.contains("effects") == (seeded && has_effects(*c)));
            // The player's own dice: the seeded roll's faces give the same answer with figures.
            if (seeded && a.at("roll").is_object()) {
                json faces = json::array();
                for (const auto& f : a.at("roll").at("faces")) faces.push_back(f.at("face"));
                with.erase("seed");
                typed.erase("seed");
                with["dice"] = typed["dice"] = faces;
                const json d = pm::evaluate_request(with);
                CHECK(pm::to_text(without_figures_note(d)) == pm::to_text(pm::evaluate_request(typed)));
                CHECK(d.value("effects", json()) == a.value("effects", json()));
            }
        }
        CHECK_MESSAGE(answered > 0, c->id << ": no request with figures was answered");
    }
}

TEST_CASE("figures: a parameter the request gives wins over the figure's value") {
    json r = pm::evaluate_request(json::parse(R"({"calc": "fng.fire", "params": {"rep": 2},
        "figures": {"shooter": {"name": "Slag", "rep": 5, "weapon": "us-m16", "attributes": ["marksman"]},
                    "target": {"name": "Charlie", "rep": 3, "status": "knocked-down"}}})"));
    REQUIRE(r.at("ok") == true);
    CHECK(r["params"]["rep"] == 2);
    CHECK(r["params"]["weapon"] == "us-m16");
    CHECK(r["params"]["marksman"] == true);
    CHECK(r["params"]["target_rep"] == 3);
    CHECK(r["params"]["target"] == "prone");  // knocked down: prone (FNG pp.19-20)
    CHECK(!r["from_figures"].contains("rep"));
    CHECK(r["from_figures"]["weapon"] == json{{"role", "shooter"}, {"figure", "Slag"}});
    CHECK(r["from_figures"]["target"] == json{{"role", "target"}, {"figure", "Charlie"}});
    CHECK(!r.contains("effects"));  // nothing rolled
    // Without figures, not a byte more.
    const json plain = pm::evaluate_request(json::parse(R"({"calc": "fng.fire", "params": {"rep": 2}})"));
    CHECK(!plain.contains("from_figures"));
    CHECK(!plain.contains("effects"));
}

TEST_CASE("figures: a figure's name comes back as the player wrote it") {
    json r = pm::evaluate_request(json::parse(R"({"calc":"skirmish.kia","dice":[1],
        "figures":{"figure":{"name":"Nguy\u1ec5n V\u0103n","counters":2}}})"));
    REQUIRE(r.at("ok") == true);
    CHECK(r["from_figures"]["counters"]["figure"] == "Nguy\u1ec5n V\u0103n");
    CHECK(r["effects"][0]["figure"] == "Nguy\u1ec5n V\u0103n");
    // No name: the figure is named by its place in the request.
    json n = pm::evaluate_request(json::parse(R"({"calc":"fng.burst","figures":{"targets":[{"rep":3}]}})"));
    CHECK(n["from_figures"]["target_rep"]["figure"] == "figures.targets.1");
}

TEST_CASE("figures: a list role fills one parameter per figure and counts them") {
    json r = pm::evaluate_request(json::parse(R"({"calc": "fng.burst", "params": {"full_auto": true},
        "figures": {"shooter": {"name": "Slag", "rep": 5, "weapon": "us-m60"},
                    "targets": [{"name": "VC 1", "rep": 3}, {"name": "VC 2", "rep": 4}]}})"));
    REQUIRE_MESSAGE(r.at("ok") == true, r.dump());
    CHECK(r["params"]["targets"] == 2);
    CHECK(r["params"]["target_rep"] == 3);
    CHECK(r["params"]["target_rep_2"] == 4);
    CHECK(r["from_figures"]["target_rep_2"] == json{{"role", "targets"}, {"index", 2}, {"figure", "VC 2"}});
    CHECK(r["from_figures"]["targets"] == json{{"role", "targets"}, {"figures", 2}});
    json g = pm::evaluate_request(json::parse(R"({"calc": "fng.group-charge",
        "figures": {"leader": {"name": "Sarge", "rep": 5},
                    "figures": [{"name": "A", "rep": 4}, {"name": "B", "rep": 3, "attributes": ["wuss"]},
                                {"name": "C", "rep": 4, "attributes": ["born_leader"]}]}})"));
    REQUIRE_MESSAGE(g.at("ok") == true, g.dump());
    CHECK(g["params"]["rep3"] == 4);
    CHECK(g["params"]["rep4"] == 0);
    CHECK(g["params"]["wuss_figure"] == 2);
    CHECK(g["params"]["born_leader_figure"] == 3);
}

TEST_CASE("figures: bad figures get the contract's error codes, naming the figure") {
    auto error = [](const char* text) {
        const json r = pm::evaluate_request_text(text);
        CAPTURE(r.dump());
        REQUIRE(r.at("ok") == false);
        CHECK(!r["error"]["message"].get<std::string>().empty());
        return std::make_pair(r["error"]["code"].get<std::string>(), r["error"].value("param", std::string()));
    };
    using P = std::pair<std::string, std::string>;
    CHECK(error(R"({"calc":"fng.fire","figures":[]})") == P{"bad_type", "figures"});
    CHECK(error(R"({"calc":"fng.fire","figures":{"gunner":{"rep":4}}})") == P{"unknown_param", "figures.gunner"});
    CHECK(error(R"({"calc":"fng.weather","figures":{"shooter":{"rep":4}}})") == P{"unknown_param", "figures.shooter"});
    CHECK(error(R"({"calc":"fng.fire","figures":{"shooter":"Slag"}})") == P{"bad_type", "figures.shooter"});
    CHECK(error(R"({"calc":"fng.fire","figures":{"shooter":{"name":"Slag"}}})") ==
          P{"missing_param", "figures.shooter.rep"});
    CHECK(error(R"({"calc":"fng.fire","figures":{"shooter":{"rep":"five"}}})") == P{"bad_type", "figures.shooter.rep"});
    CHECK(error(R"({"calc":"fng.fire","figures":{"shooter":{"rep":9}}})") == P{"out_of_range", "figures.shooter.rep"});
    CHECK(error(R"({"calc":"fng.fire","figures":{"shooter":{"rep":4,"weapon":"phaser"}}})") ==
          P{"out_of_range", "figures.shooter.weapon"});
    CHECK(error(R"({"calc":"fng.fire","figures":{"shooter":{"rep":4,"status":"asleep"}}})") ==
          P{"out_of_range", "figures.shooter.status"});
    CHECK(error(R"({"calc":"fng.fire","figures":{"shooter":{"rep":4,"attributes":"marksman"}}})") ==
          P{"bad_type", "figures.shooter.attributes"});
    CHECK(error(R"({"calc":"fng.fire","figures":{"target":[{"rep":4}]}})") == P{"bad_type", "figures.target"});
    CHECK(
        error(
            R"({"calc":"fng.burst","figures":{"targets":[{"rep":4},{"rep":4},{"rep":4},{"rep":4},{"rep":4},{"rep":4},{"rep":4}]}})") ==
        P{"out_of_range", "figures.targets"});
    CHECK(error(R"({"calc":"fng.burst","figures":{"targets":[{"rep":4},{"rap":4}]}})") ==
          P{"missing_param", "figures.targets.2.rep"});
    CHECK(error(R"({"calc":"skirmish.kia","figures":{"figure":{"counters":99}}})") ==
          P{"out_of_range", "figures.figure.counters"});
    // validate_request says the same without evaluating.
    const json v = pm::validate_request(json::parse(R"({"calc":"fng.fire","figures":{"shooter":{"rep":9}}})"));
    CHECK(v["error"]["param"] == "figures.shooter.rep");
    CHECK(pm::validate_request(json::parse(R"({"calc":"fng.fire","figures":{"shooter":{"rep":5}}})")).is_null());
}

TEST_CASE("figures: describe lists each calculator's roles") {
    const json d = pm::describe_json("fng.burst");
    REQUIRE(d.contains("roles"));
    CHECK(d["roles"][0]["role"] == "shooter");
    CHECK(d["roles"][1]["role"] == "targets");
    CHECK(d["roles"][1]["list"] == 6);
    CHECK(std::find(d["roles"][1]["effects"].begin(), d["roles"][1]["effects"].end(), "received-fire") !=
          d["roles"][1]["effects"].end());
    bool counted = false;
    for (const auto& p : d["roles"][1]["params"])
        if (p["param"] == "targets") counted = p["from"] == "figures";
    CHECK(counted);
    CHECK(!pm::describe_json("fng.weather").contains("roles"));
}

TEST_CASE("figures: a link carries the values the figures set") {
    const json req = json::parse(R"({"calc":"fng.fire","seed":7,
        "figures":{"shooter":{"name":"Slag","rep":5,"weapon":"us-m16","attributes":["pigman"]},"target":{"name":"VC","rep":3}}})");
    const std::string link = pm::link_for_request(req);
    CHECK(link.find("rep=5") != std::string::npos);
    CHECK(link.find("weapon=us-m16") != std::string::npos);
    CHECK(link.find("target_rep=3") != std::string::npos);
    CHECK(link.find("pigman=true") != std::string::npos);
    // The link, opened without the roster, answers the same.
    const json opened = pm::request_from_link(link);
    REQUIRE(!opened.contains("ok"));
    CHECK(pm::to_text(without_figures_note(pm::evaluate_request(req))) == pm::to_text(pm::evaluate_request(opened)));
}

// [SECTION] effects: what the roll did, as the rule rolled it
namespace {

std::string status_of(const std::string& severity) {
    if (severity == "KD") return "knocked-down";
    if (severity == "OOF") return "out-of-the-fight";
    if (severity == "OD") return "obviously-dead";
    return "";
}

json effect(const std::string& role, const json& figure, const std::string& what, json value = nullptr, int index = 0) {
    json e = {{"role", role}};
    if (index) e["index"] = index;
    e["figure"] = figure.at("name");
    e["effect"] = what;
    if (!value.is_null()) e["value"] = value;
    return e;
}

int ones(const json& dice) {
    return static_cast<int>(std::count(dice.begin(), dice.end(), 1));
}

// Rolling calculators with roles whose roll does nothing the roster keeps to any of its figures, by
// the book: their data declares "effects": [] and a roll with figures answers "effects": [].
const std::map<std::string, std::string> kNoFigureEffect = {
    {"fng.activation",
     "the side's die says whether the leader's group acts this turn (FNG p.15); the leader is "
     "not changed"},
    {"fng.fast-move",
     "the test says how far each figure moves this activation (FNG p.16); a Clumsy figure's fall "
     "leaves it prone where it lands, a place on the table and not a roster status"},
    {"fng.group-charge",
     "the Wanting to Charge test says who charges this turn (FNG pp.14, 22); nothing is kept on "
     "the figures"},
    {"fng.mission", "the Mission Table picks the squad's mission (FNG p.39); the leader is not changed"},
    {"fng.radio",
     "the contact says whether and when support comes (FNG pp.16, 50); nothing happens to the RTO or "
     "the leader"},
    {"fng.radio-call", "as fng.radio, over several turns (FNG pp.16, 50, 55)"},
    {"fng.replacements",
     "new men join the squad (FNG p.60): new figures (fng.make-squad), not a change to the "
     "leader"},
    {"fng.tunnel",
     "the complex is drawn and the tunnel rat's Rep finds its hidden doors (FNG pp.57-58); what he "
     "meets there is rolled by its own calculators"},
    {"fng.helicopter-hit",
     "the Helicopter Damage Table damages the helicopter and hurts crew or passengers the "
     "book does not name as the pilot (FNG p.55)"},
    {"fng.air-strike-request", "the request is granted or not (FNG p.50); the leader is not changed"},
    {"fng.gunship-request", "the request is granted or not (FNG p.50); the leader is not changed"},
};

// The effects each calculator's roll should have, read by this test from the roll's own dice and
// results (never an outcome's label), as a set so the order of roles does not matter here.
std::multiset<std::string> expected_effects(const std::string& id, const json& roll, const json& figs) {
    std::vector<json> out;
    auto add_status = [&](const std::string& role, const std::string& sev) {
        if (!status_of(sev).empty()) out.push_back(effect(role, figs.at(role), status_of(sev)));
    };
    const std::string key = roll.value("key", std::string());
    const std::set<std::string> tests = {"fng.anti-aircraft", "fng.athlete",       "fng.barrage-effects",
                                         "fng.booby-trap",    "fng.dumb-ass",      "fng.golden-bb",
                                         "fng.medal",         "fng.pay-the-piper", "fng.piloting",
                                         "fng.re-up",         "fng.rep-check",     "fng.run-over"};
    if (kNoFigureEffect.count(id)) {
        // nothing, by the book (kNoFigureEffect says why)
    } else if (id == "fng.helicopter-landing") {
        // The pilot's Piloting test (FNG pp.54-55): its result, whatever it is.
        out.push_back(effect("pilot", figs.at("pilot"), "test", key));
    } else if (tests.count(id)) {
        out.push_back(effect("figure", figs.at("figure"), "test", key));
    } else if (id == "fng.fire") {
        if (ones(roll.at("dice")) >= 2) out.push_back(effect("shooter", figs.at("shooter"), "out-of-ammo"));
        if (key == "OD") out.push_back(effect("shooter", figs.at("shooter"), "kill"));
        add_status("target", key);
    } else if (id == "fng.burst") {
        if (ones(roll.at("dice")) >= 2) out.push_back(effect("shooter", figs.at("shooter"), "out-of-ammo"));
        const json& ts = roll.at("targets");
        for (size_t i = 0; i < ts.size(); ++i) {
            const std::string k = ts[i].at("key");
            const json& f = figs.at("targets")[i];
            if (k == "OD") out.push_back(effect("shooter", figs.at("shooter"), "kill"));
            if (!status_of(k).empty()) out.push_back(effect("targets", f, status_of(k), nullptr, (int)i + 1));
            if (k.rfind("unhurt-", 0) == 0)
                out.push_back(effect("targets", f, "received-fire", k.substr(7), (int)i + 1));
        }
    } else if (id == "fng.damage-only") {
        add_status("target", key);
        if (key == "OD") out.push_back(effect("shooter", figs.at("shooter"), "kill"));
    } else if (id == "fng.indirect-fire" || id == "fng.booby-trap-chain") {
        add_status(id == "fng.indirect-fire" ? "target" : "figure", key);
    } else if (id == "fng.special-weapons") {
        add_status("victim", key);
    } else if (id == "fng.melee") {
        const bool won = key.rfind("win-", 0) == 0, lost = key.rfind("lose-", 0) == 0;
        const std::string sev = won ? key.substr(4) : lost ? key.substr(5) : "";
        if (won) add_status("enemy", sev);
        if (lost) add_status("figure", sev);
        if (sev == "OD") out.push_back(effect(won ? "figure" : "enemy", figs.at(won ? "figure" : "enemy"), "kill"));
    } else if (id == "fng.grenade") {
        add_status("victim", key);
        if (roll.contains("thrower")) add_status("thrower", roll.at("thrower"));
        if (key == "OD") out.push_back(effect("thrower", figs.at("thrower"), "kill"));
    } else if (id == "fng.reaction") {
        out.push_back(effect("figure", figs.at("figure"), "test", key));
        if (roll.value("snake_eyes", false)) out.push_back(effect("figure", figs.at("figure"), "hero"));
    } else if (id == "fng.under-fire") {
        out.push_back(effect("figure", figs.at("figure"), "received-fire", key));
    } else if (id == "skirmish.fire") {
        if (key != "0") out.push_back(effect("target", figs.at("target"), "counters", std::stoi(key)));
    } else if (id == "skirmish.kia") {
        // Lost on a die at or under the counters (Vietnam Skirmish, Check for KIA).
        if (roll.at("die").get<int>() <= figs.at("figure").at("counters").get<int>())
            out.push_back(effect("figure", figs.at("figure"), "kia"));
    } else if (id == "fng.anti-tank") {
        // Who Wants To Be A Hero? (FNG p.30): a fumble loses the device and the attacker retires; a
        // disaster hurts him with his own device.
        if (key == "fumble" || key == "disaster") out.push_back(effect("shooter", figs.at("shooter"), "test", key));
    } else if (id == "fng.mg-vs-vehicle") {
        // Tight Ammo (FNG p.13): two or more 1s among the firing dice.
        if (ones(roll.at("dice")) >= 2) out.push_back(effect("shooter", figs.at("shooter"), "out-of-ammo"));
    } else if (id == "skirmish.speculative") {
        // A 6 puts a counter on a figure near the point that has none yet (Vietnam Skirmish, Speculative Fire).
        if (roll.at("die") == 6 && figs.at("figure").at("counters") == 0)
            out.push_back(effect("figure", figs.at("figure"), "counters", 1));
    } else if (id == "skirmish.grenade") {
        // One die per figure in the burst; the role's figure rolls the first. The counters given add
        // up to the rolled outcome.
        const json& given = roll.at("given");
        REQUIRE(given.size() == roll.at("dice").size());
        int total = 0;
        for (const auto& g : given) total += g.get<int>();
        CHECK(std::to_string(total) == key);
        if (given[0] == 1) out.push_back(effect("target", figs.at("target"), "counters", 1));
    } else if (id == "skirmish.claymore-blast") {
        // Each figure in the arc, in the blast's order: the claymore's counters on it, then its Check
        // for KIA (Vietnam Skirmish, Claymore Mines; Check for KIA).
        const json& per = roll.at("figures");
        const json& fs = figs.at("figures");
        int fell = 0;
        for (size_t i = 0; i < per.size(); ++i) {
            // 2 counters on 4-6 within 3 inches, 1 on 5-6 beyond; lost at the KIA check on a die at or
            // under the counters.
            const std::string zone = per[i].at("zone");
            const int die = per[i].value("claymore_die", 0);
            const int added = zone == "outside" ? 0 : zone == "within 3\"" ? (die >= 4 ? 2 : 0) : (die >= 5 ? 1 : 0);
            CHECK(per[i].at("added") == added);
            const int now = per[i].at("counters");
            const bool falls = now > 0 && per[i].at("kia_die").get<int>() <= now;
            CHECK(per[i].at("falls") == falls);
            fell += falls;
            if (i >= fs.size()) continue;  // a figure of the blast the request did not name
            if (added) out.push_back(effect("figures", fs[i], "counters", added, (int)i + 1));
            if (falls) out.push_back(effect("figures", fs[i], "kia", nullptr, (int)i + 1));
        }
        CHECK(std::to_string(fell) == key);
    } else {
        FAIL(id << " declares effects this test does not know: add what its roll should do");
    }
    std::multiset<std::string> s;
    for (const auto& e : out) s.insert(e.dump());
    return s;
}

}  // namespace

TEST_CASE("figures: a roll's effects follow the rule's own roll, seeded and with the player's dice") {
    std::vector<std::string> without;
    for (const auto* c : with_roles()) {
        if (!c->roll) continue;
        if (!has_effects(*c)) {
            without.push_back(c->id);
            continue;
        }
        Pick pick{0xeffec7ULL + std::hash<std::string>{}(c->id) % 1000};
        json tables = json::object();
        for (const pm::TableSpec& spec : c->tables)
            if (const auto* kind = pm::tables::find_table_kind(spec.id); kind && !kind->example.empty())
                tables[spec.id] = pm::data_json(kind->example);
        // Declared "effects": [] on every role: nothing by the book, and the test says why.
        const bool none = std::all_of(pm::calculator_roles(*c).begin(), pm::calculator_roles(*c).end(),
                                      [](const json& r) { return r.value("effects", json::array()).empty(); });
        CHECK_MESSAGE(none == (kNoFigureEffect.count(c->id) == 1),
                      c->id << (none ? ": no effect by the book, without the reason in kNoFigureEffect"
                                     : ": has effects, yet kNoFigureEffect says it has none"));
        std::set<std::string> seen;
        int rolled = 0;
        for (uint32_t seed = 1; seed <= 60; ++seed) {
            const Table t = make_table(*c, pick);
            json req = {{"calc", c->id}, {"figures", t.figures}, {"seed", seed}};
            if (!tables.empty()) req["tables"] = tables;  // the player's tables: the shipped examples
            // A figure fit to act: the other values as drawn.
            if (c->id == "skirmish.kia") req["params"] = {{"figure", "figure"}};
            // Only a close assault can fumble or end in disaster (FNG p.30, Who Wants To Be A Hero?).
            if (c->id == "fng.anti-tank") req["params"] = {{"method", "close-assault"}};
            CAPTURE(req.dump());
            const json a = pm::evaluate_request(req);
            if (!a.at("ok").get<bool>()) continue;
            ++rolled;
            REQUIRE(a.contains("effects"));
            std::multiset<std::string> got;
            for (const auto& e : a.at("effects")) {
                got.insert(e.dump());
                seen.insert(e.at("effect").get<std::string>());
            }
            CHECK(got == expected_effects(c->id, a.at("roll"), t.figures));
            // The same faces as the player's own dice: the same effects.
            json faces = json::array();
            for (const auto& f : a.at("roll").at("faces")) faces.push_back(f.at("face"));
            req.erase("seed");
            req["dice"] = faces;
            CHECK(pm::evaluate_request(req).at("effects") == a.at("effects"));
        }
        CHECK_MESSAGE(rolled >= 20, c->id);
        if (!none) CHECK_MESSAGE(!seen.empty(), c->id << ": 60 rolls had no effect at all");
    }
    // Every rolling calculator with roles says what its roll does to the figures, if only "nothing".
    std::string list;
    for (const auto& id : without) list += " " + id;
    CHECK_MESSAGE(without.empty(), "rolling calculators with roles and no effects declared:" << list);
    for (const auto& entry : kNoFigureEffect) {  // no structured binding: clang 14 cannot capture one
        const auto& id = entry.first;
        const pm::Calculator* c = pm::find_calculator(id);
        CHECK_MESSAGE((c && c->roll && has_effects(*c)), id << " is listed as rolling with no effect on its figures");
    }
}

TEST_CASE("figures: effects name the figures and say what happened") {
    // Two 1s among a firing's dice: out of ammo (FNG p.13, Tight Ammo), whatever the hits did.
    int short_of_ammo = 0;
    for (uint32_t seed = 1; seed <= 40; ++seed) {
        json req = json::parse(R"({"calc":"fng.fire","figures":{"shooter":{"name":"Slag","rep":4,"weapon":"us-m60"},
            "target":{"name":"VC","rep":4}}})");
        req["seed"] = seed;
        const json r = pm::evaluate_request(req);
        REQUIRE_MESSAGE(r.at("ok") == true, r.dump());
        const json& dice = r["roll"]["dice"];
        const bool out = std::count(dice.begin(), dice.end(), 1) >= 2;
        short_of_ammo += out;
        const json empty = {{"role", "shooter"}, {"figure", "Slag"}, {"effect", "out-of-ammo"}};
        CHECK(out == (std::find(r["effects"].begin(), r["effects"].end(), empty) != r["effects"].end()));
    }
    CHECK(short_of_ammo > 0);
    // A Skirmish figure with three counters, rolled 2: removed.
    json k = pm::evaluate_request(
        json::parse(R"({"calc":"skirmish.kia","dice":[2],"figures":{"figure":{"name":"Doc","counters":3}}})"));
    REQUIRE(k.at("ok") == true);
    CHECK(k["effects"] == json::array({json{{"role", "figure"}, {"figure", "Doc"}, {"effect", "kia"}}}));
    json s = pm::evaluate_request(
        json::parse(R"({"calc":"skirmish.kia","dice":[5],"figures":{"figure":{"name":"Doc","counters":3}}})"));
    CHECK(s["effects"] == json::array());
}

}  // namespace core_contract_test_figures
