#include "rules/fng/tunnel/tables.h"

#include <algorithm>
#include <stdexcept>

#include "engine/data/data_files.h"

namespace pm::fng::tunnel {

namespace {
Tables load() {
    const json& d = data_json("fng/tunnel.json");
    Tables t{{}, {}, {}, 1, {}, {}, 2, 6, 8, d};
    for (const auto& [id, k] : d.at("kinds").items()) {
        Kind x;
        x.id = id;
        x.label = k.at("label").get<std::string>();
        x.shape = k.at("shape").get<std::string>();
        x.w = k.at("w").get<int>();
        x.l = k.at("l").get<int>();
        x.far = k.value("far", false);
        x.side = k.value("side", std::string()) == "roll";
        x.alcove = k.value("alcove", false);
        x.ladder = k.value("ladder", false);
        x.t_if_no_route = k.value("t_if_no_route", false);
        x.armory = k.value("armory", false);
        x.search = k.value("search", false);
        x.lit = k.value("lit", false);
        x.size_assumed = k.value("size_assumed", false);
        x.water_from = k.value("water_from", -1);
        t.kinds[id] = x;
    }
    for (const auto& [id, n] : d.at("notes").items()) {
        Note x;
        x.id = id;
        x.page = n.value("page", 57);
        x.chance = n.value("chance", 0);
        x.second_chance = n.value("second_chance", 0);
        x.label = n.value("label", std::string());
        x.second_label = n.value("second_label", std::string());
        if (n.contains("split"))
            for (const auto& s : n.at("split"))
                x.split.push_back({s.at("to").get<int>(), s.at("label").get<std::string>()});
        if (n.contains("weapons")) x.weapons = n.at("weapons").get<std::vector<std::string>>();
        x.search_dice = n.value("search_dice", 0);
        x.walls = n.value("walls", 0);
        x.second_search_trap = n.value("second_search_trap", 0);
        x.erratum = n.value("erratum", std::string());
        t.notes[id] = x;
    }
    for (const char* s : {"small", "moderate", "large"}) {
        const json& j = d.at("tables").at(s);
        SizeTable st;
        st.size = s;
        st.table = j.at("table").get<std::string>();
        const json& cited = data_json("readings/citations.json").at("tables").at(st.table);
        st.name = cited.at("name").get<std::string>();
        st.citation = st.name + " (" + cited.at("cite").get<std::string>() + ")";
        st.page = j.at("page").get<int>();
        st.dice = j.at("dice").get<int>();
        for (const auto& [roll, r] : j.at("rows").items())
            st.rows.push_back({std::stoi(roll), r.at("kind").get<std::string>(), r.value("note", std::string()),
                               r.value("erratum", std::string())});
        std::sort(st.rows.begin(), st.rows.end(), [](const Row& a, const Row& b) { return a.roll < b.roll; });
        t.sizes.push_back(std::move(st));
    }
    t.size_dice = d.at("size").at("dice").get<int>();
    for (const auto& r : d.at("size").at("rows")) {
        SizeBand b{r.at("from").get<int>(), r.at("to").get<int>(), r.at("size").get<std::string>(),
                   r.at("label").get<std::string>()};
        if (b.size != t.sizes[t.size_bands.size()].size) throw std::logic_error("tunnel.json: size bands out of order");
        t.size_bands.push_back(std::move(b));
    }
    for (const auto& e : d.at("encounter").at("rows")) {
        EncounterRow r;
        r.roll = e.at("roll").get<int>();
        r.id = e.at("id").get<std::string>();
        r.label = e.at("label").get<std::string>();
        r.trap = e.value("trap", false);
        if (e.contains("weapon")) r.weapon = e.at("weapon").get<std::vector<std::string>>();
        t.encounters.push_back(std::move(r));
    }
    const json& a = d.at("armory");
    t.armory_collapse_dice = a.at("collapse_dice").get<int>();
    t.armory_impact = a.at("impact").get<int>();
    t.armory_blast = a.at("blast_circle").get<int>();
    return t;
}
}  // namespace

const Tables& tables() {
    static const Tables t = load();
    return t;
}

const Row& SizeTable::row(int roll) const {
    for (const auto& r : rows)
        if (r.roll == roll) return r;
    throw std::logic_error("tunnel table " + table + " has no row " + std::to_string(roll));
}

const SizeTable& Tables::size(const std::string& s) const {
    for (const auto& t : sizes)
        if (t.size == s) return t;
    throw std::logic_error("no tunnel size " + s);
}
const Kind& Tables::kind(const std::string& id) const {
    return kinds.at(id);
}
const Note& Tables::note(const std::string& id) const {
    return notes.at(id);
}

int size_index_for_die(int face) {
    const auto& bands = tables().size_bands;
    for (size_t i = 0; i < bands.size(); ++i)
        if (face >= bands[i].from && face <= bands[i].to) return static_cast<int>(i);
    throw std::logic_error("no tunnel complex size for a roll of " + std::to_string(face));
}

Dist size_dist() {
    return Dist::die().map(size_index_for_die);
}

Dist row_dist(const SizeTable& t) {
    return Dist::sum_of_dice(t.dice);
}

std::vector<std::pair<std::string, Rational>> kind_probs(const SizeTable& t) {
    std::vector<std::pair<std::string, Rational>> out;
    Dist d = row_dist(t);
    for (const auto& r : t.rows) {
        bool merged = false;
        for (auto& [k, p] : out)
            if (k == r.kind) {
                p = p + d.p(r.roll);
                merged = true;
            }
        if (!merged) out.emplace_back(r.kind, d.p(r.roll));
    }
    return out;
}

}  // namespace pm::fng::tunnel
