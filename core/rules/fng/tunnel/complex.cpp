// Pointman — FNG pp.57–58 detailed tunnel method as a player asks it (fng.tunnel): see complex.h.
//
// [SECTION] helpers
// [SECTION] odds
// [SECTION] the roll
#include "rules/fng/tunnel/complex.h"

#include <cstdlib>

#include "rules/fng/tunnel/figure.h"
#include "rules/fng/tunnel/generator.h"

namespace pm::fng::tunnel {
namespace {

// [SECTION] helpers

// "1–3", "6": the faces of a size band.
std::string size_band_faces(const SizeBand& b) {
    return b.from == b.to ? std::to_string(b.from) : std::to_string(b.from) + "–" + std::to_string(b.to);
}

// "5, 2, 6": a section's dice as a player reads them.
std::string section_dice_words(const json& dice) {
    std::string t;
    for (const auto& d : dice)
        if (d.is_number_integer()) t += (t.empty() ? "" : ", ") + std::to_string(d.get<int>());
    return t;
}

json next_kinds_of(const SizeTable& t) {
    json out = json::array();
    for (const auto& [k, p] : kind_probs(t))
        out.push_back({{"kind", k}, {"label", tables().kind(k).label}, {"exact", p.str()}, {"p", p.to_double()}});
    return out;
}

// The next section's kinds on a size's table: a function of the tables alone, worked out once.
const json& next_kinds(const SizeTable& t) {
    static const std::vector<json> by_size = [] {
        std::vector<json> out;
        for (const auto& s : tables().sizes) out.push_back(next_kinds_of(s));
        return out;
    }();
    return by_size.at(static_cast<size_t>(&t - tables().sizes.data()));
}

// Mixture over the complex size (size unknown: "auto" without a seed); worked out once.
json next_kinds_mixed_of() {
    std::vector<std::pair<std::string, Rational>> acc;
    Dist sd = size_dist();
    for (size_t i = 0; i < tables().sizes.size(); ++i)
        for (const auto& [k, p] : kind_probs(tables().sizes[i])) {
            bool found = false;
            for (auto& [k2, p2] : acc)
                if (k2 == k) {
                    p2 = p2 + p * sd.p(static_cast<int>(i));
                    found = true;
                }
            if (!found) acc.emplace_back(k, p * sd.p(static_cast<int>(i)));
        }
    json out = json::array();
    for (const auto& [k, p] : acc)
        out.push_back({{"kind", k}, {"label", tables().kind(k).label}, {"exact", p.str()}, {"p", p.to_double()}});
    return out;
}
const json& next_kinds_mixed() {
    static const json mixed = next_kinds_mixed_of();
    return mixed;
}

// "1.3.4": the branches taken, in order (explore mode; read only when the complex is rolled).
std::vector<int> parse_choices(const std::string& s) {
    std::vector<int> out;
    if (s.empty()) return out;
    size_t i = 0;
    while (i <= s.size()) {
        size_t j = s.find('.', i);
        if (j == std::string::npos) j = s.size();
        std::string part = s.substr(i, j - i);
        if (part.empty() || part.size() > 4 || part.find_first_not_of("0123456789") != std::string::npos)
            throw RuleError(ErrorCode::BadType, "choices",
                            "choices must be branch numbers separated by dots, such as 1.3.4");
        out.push_back(std::atoi(part.c_str()));
        i = j + 1;
    }
    return out;
}

std::string join_choices(const std::vector<int>& v) {
    std::string s;
    for (size_t i = 0; i < v.size(); ++i) s += (i ? "." : "") + std::to_string(v[i]);
    return s;
}

void rule_choices(Answer& r, const std::string& size, bool flashlight) {
    r.modifier("Trap door to the floor on 4–6 (printed 3–6)", "reading", "FNG p.57, Pointman reading 1");
    if (size == "small" || size == "auto")
        r.modifier("Small notes (3) and (4) keep the Small wording unless the split option is set", "reading",
                   "FNG p.57, Pointman reading 4");
    r.modifier(flashlight ? "Flashlight: two sections revealed per advance" : "No flashlight: one section per advance",
               flashlight ? "12\"" : "6\"", "FNG p.57, Pointman reading 18");
    r.modifier("Encounter check on every even section, for the section after it", "1 on 1d6",
               "FNG p.58 Tunnel Encounter, Pointman reading 19");
    r.modifier("Side of a T junction or guard alcove (not given)", "1d6: 1–3 left, 4–6 right", "FNG p.57; Pointman");
    r.modifier("10\"x10\" chamber has an opening in its far wall; the ladder hallway goes on past the ladder",
               "reading", "FNG pp.57–58 Moderate Tunnel Complex 10/12, Large Tunnel Complex 11/13");
    r.modifier("Radio room size (not given)", "6\"x6\"", "FNG p.58 Large Tunnel Complex 18; Pointman");
}

// FNG-T77: what an encounter is, each type one face of 1d6 after the 1-in-6 check (worked out once).
const json& encounter_types() {
    static const json types = [] {
        const Rational sixth(1, 6);
        json enc_types = json::array();
        for (const auto& e : tables().encounters)
            enc_types.push_back({{"roll", e.roll},
                                 {"id", e.id},
                                 {"label", e.label},
                                 {"exact", (sixth * sixth).str()},
                                 {"p", (sixth * sixth).to_double()}});
        return enc_types;
    }();
    return types;
}

}  // namespace

// [SECTION] odds

namespace {

// The odds' outcomes and modifiers: the size (when rolled) or the next section's row. A generated
// complex keeps them.
void odds_outcomes(const TunnelInput& in, Answer& r) {
    const Tables& tb = tables();
    const std::string& size = in.size;
    if (size == "auto") {
        // [SECTION] the complex size (p.57): 1d6 on the bands of data/fng/tunnel.json
        Dist sd = size_dist();
        std::string bands;
        for (size_t i = 0; i < tb.size_bands.size(); ++i) {
            const SizeBand& b = tb.size_bands[i];
            r.outcome(tb.sizes[i].size, b.label + " (" + size_band_faces(b) + ")", sd.p(static_cast<int>(i)));
            bands += (i ? ", " : "") + size_band_faces(b) + " " + b.size;
        }
        r.modifier("Complex size", std::to_string(tb.size_dice) + "d6: " + bands, "FNG p.57");
    } else {
        const SizeTable& t = tb.size(size);
        Dist rd = row_dist(t);
        for (const auto& row : t.rows) r.outcome(std::to_string(row.roll), tb.kind(row.kind).label, rd.p(row.roll));
        r.modifier(t.citation, std::to_string(t.dice) + "d6", "FNG p." + std::to_string(t.page) + " " + t.name);
    }
    rule_choices(r, size, in.flashlight);
}

// The odds' values and summary (the next section's kind, the encounter check), which those of a
// generated complex replace.
void odds_values(const TunnelInput& in, Answer& r) {
    const Tables& tb = tables();
    const std::string& size = in.size;
    const Rational sixth(1, 6);
    r.values["next_section"] = size == "auto" ? next_kinds_mixed() : next_kinds(tb.size(size));
    r.values["encounter"] = {
        {"check_on", "every even section"}, {"check", probability_json(sixth)}, {"types", encounter_types()}};
    if (size == "auto") {
        Dist sd = size_dist();
        std::string odds_words;
        for (size_t i = 0; i < tb.size_bands.size(); ++i)
            odds_words += (i ? ", " : "") + tb.size_bands[i].size + " " + sd.p(static_cast<int>(i)).str();
        r.summary = "Roll " + std::to_string(tb.size_dice) + "d6 for the complex: " + odds_words +
                    ". Add a seed to generate one.";
    } else {
        const SizeTable& t = tb.size(size);
        r.summary = "Next section on the " + size + " table (" + t.name + ", " + std::to_string(t.dice) +
                    "d6); every second section brings a 1-in-6 encounter check. Add a seed to generate a complex.";
    }
}

}  // namespace

Answer tunnel_complex(const TunnelInput& in) {
    return tunnel_answer(in, nullptr);
}

Answer tunnel_answer(const TunnelInput& in, Prng* dice) {
    Answer r;
    odds_outcomes(in, r);
    if (dice)
        roll_tunnel_complex(in, *dice, r);  // its values and summary replace the odds'
    else
        odds_values(in, r);
    return r;
}

// [SECTION] the roll

// A generated complex: the map, its words, the odds beside it and the buttons to go on. The odds
// without a complex (evaluate's values and summary) give way to those of the complex.
void roll_tunnel_complex(const TunnelInput& in, Prng& dice, Answer& r) {
    const Tables& tb = tables();
    const std::string& size = in.size;
    const bool flashlight = in.flashlight;
    const std::string mode = in.referee ? "referee" : "explore";
    const Rational sixth(1, 6);
    Options o;
    o.size = size;
    o.flashlight = flashlight;
    o.rep = in.rep;
    o.small_split = in.small_split;
    Generator g(dice, o);
    std::vector<int> choices;
    if (in.referee) {
        g.referee(in.sections);
    } else {
        choices = parse_choices(in.choices);
        for (size_t i = 0; i < choices.size(); ++i) {
            if (g.rolled() >= kMaxSections)
                throw RuleError(ErrorCode::NotPossible, "choices", "an exploration stops at 200 sections");
            if (!g.advance(choices[i]))
                throw RuleError(ErrorCode::NotPossible, "choices",
                                "step " + std::to_string(i + 1) + ": branch " + std::to_string(choices[i]) +
                                    " is not an open branch at that point");
        }
    }
    const Complex& c = g.complex();
    const bool referee = mode == "referee";
    r.roll = to_json(c, referee);
    add_field(r.roll, "mode", mode);  // new names after to_json's, appended (engine/json.h)
    add_field(r.roll, "flashlight", flashlight);
    if (!referee) add_field(r.roll, "choices", join_choices(choices));
    add_field(r.roll, "generator", in.generator);
    // In words: the size die (or the size chosen), then what was generated; the map shows the rest.
    {
        const json& sd = r.roll.contains("size_die") ? r.roll["size_die"] : json();
        const std::string sz = r.roll.value("size", size);
        std::string w = sd.is_number_integer()
                            ? "Rolled " + std::to_string(sd.get<int>()) +
                                  " for the size: " + (r.label(sz).empty() ? sz + " complex" : r.label(sz)) + ". "
                            : "A " + sz + " complex. ";
        std::string first_dice;
        for (const auto& s : r.roll["sections"])
            if (s.value("n", -1) == 1 && s.contains("dice")) first_dice = section_dice_words(s["dice"]);
        long long n = 0;  // past the entrance, as the summary counts them
        for (const auto& s : r.roll["sections"]) n += s.value("n", 0) >= 1;
        w += std::to_string(n) + (n == 1 ? " section" : " sections") + " generated" +
             (first_dice.empty() ? std::string() : " (the first past the entrance: " + first_dice + ")") +
             "; the map shows them.";
        r.rolled = w;
    }
    r.figure = map_figure(c);
    r.values = object_with_room(7);  // its names below, each once
    if (in.svg) add_field(r.values, "svg", to_svg(c));

    // Odds beside the map: the next section's kind, and the encounter checks ahead.
    const SizeTable& t = tb.size(c.size);
    const int count = g.rolled();
    add_field(r.values, "size", c.size);
    add_field(r.values, "table", t.table);
    add_field(r.values, "sections", count);
    add_field(r.values, "open_branches", c.open_branches().size());
    add_field(r.values, "next_section", c.open_branches().empty() ? json::array() : next_kinds(t));
    Rational p_next = (count >= 2 && count % 2 == 0) ? sixth : Rational(0);
    if (referee) p_next = c.pending_encounter ? Rational(1) : Rational(0);
    int next_even = count % 2 == 0 ? count + 2 : count + 1;
    json& enc = add_field(r.values, "encounter", object_with_room(5));
    add_field(enc, "next_section", count + 1);
    add_field(enc, "in_next_section", probability_json(p_next));
    add_field(enc, "next_check_on", next_even);
    add_field(enc, "check", probability_json(sixth));
    add_field(enc, "types", encounter_types());
    if (c.size_die) r.modifier("Complex size rolled", std::to_string(c.size_die) + " → " + c.size, "FNG p.57");
    r.modifier("Layout on a 1\" grid; a section with no room runs into the passage ahead or is drawn as a 6\" passage",
               "Pointman", "FNG p.57 (layout left to the players)");
    r.modifier(
        "Dead end / flooded dip becomes a T junction only when no open branch and no exit besides the entrance remain",
        "reading",
        "FNG pp.57–58 Small Tunnel Complex 6, Moderate Tunnel Complex 7/11, Large Tunnel Complex (FNG p. 58) 8/12");

    // Buttons: advance into each open branch (explore), or start exploring (referee).
    auto open = c.open_branches();
    if (!referee) {
        if (count < kMaxSections)
            for (int id : open) {
                const Opening& op = c.openings[id - 1];
                auto next = choices;
                next.push_back(id);
                r.actions.push_back({{"label", "Advance into branch " + std::to_string(id) + " (" + op.side +
                                                   " of section " + std::to_string(op.section) + ")"},
                                     {"params", {{"choices", join_choices(next)}}}});
            }
        if (!choices.empty()) {
            auto back = choices;
            back.pop_back();
            r.actions.push_back({{"label", "Step back"}, {"params", {{"choices", join_choices(back)}}}});
        }
    } else {
        r.actions.push_back(
            {{"label", "Explore this complex step by step"}, {"params", {{"mode", "explore"}, {"choices", ""}}}});
    }

    int encounters = 0, exits = static_cast<int>(c.exits.size()) - 1;
    for (const auto& s : c.sections) encounters += s.has_encounter;
    std::string sz = c.size;
    sz[0] = static_cast<char>(sz[0] - 'a' + 'A');
    r.summary = sz + " complex: " + std::to_string(count) + " section" + (count == 1 ? "" : "s") + " revealed, " +
                std::to_string(open.size()) + " open branch" + (open.size() == 1 ? "" : "es") + ", " +
                std::to_string(encounters) + " encounter" + (encounters == 1 ? "" : "s") +
                (exits > 0 ? ", " + std::to_string(exits) + " other exit" + (exits == 1 ? "" : "s") : "") +
                (c.ended == "closed" ? "; every passage is closed." : ".");
}

}  // namespace pm::fng::tunnel
