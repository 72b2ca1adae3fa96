// Pointman — FNG tunnel tables (FNG-T70 … FNG-T77, notes (1)–(9)), read from data/fng/tunnel.json.
//
// [SECTION] kinds of section and their geometry (inches)
// [SECTION] the complex size (p.57) and the three complex tables and their footnotes
// [SECTION] exact distributions: complex size, next table row, next kind
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/exact/dist.h"
#include "engine/json.h"

namespace pm::fng::tunnel {

// [SECTION] kinds of section
struct Kind {
    std::string id;              // "hall", "chamber-4x8", …
    std::string label;           // short label, our words
    std::string shape;           // "hall" (1" wide passage), "room", "trapdoor"
    int w = 1;                   // across the direction of travel (inches)
    int l = 6;                   // along the direction of travel (inches)
    bool far = false;            // opening straight ahead (far wall / far end)
    bool side = false;           // one side opening, side rolled 1–3 left / 4–6 right
    bool alcove = false;         // guard alcove halfway, side rolled
    bool ladder = false;         // ladder up to a hidden entrance (a known exit)
    bool t_if_no_route = false;  // dead end / flooded: a T junction when no other route remains
    bool armory = false;
    bool search = false;  // supply room: walls searched for hidden exits (note 8)
    bool lit = false;
    bool size_assumed = false;  // the book gives no size (radio room): 6"x6" assumed
    int water_from = -1;        // flooded: first cell under water
};

struct Split {
    int to;  // die faces up to this value (from the previous band + 1)
    std::string label;
};

struct Note {
    std::string id;  // "1" … "9", "3s"/"4s" = the Small table's wording (E-5)
    int page = 57;
    int chance = 0;  // happens on 1..chance of 1d6 (0 = always / no chance roll)
    int second_chance = 0;
    std::string label, second_label;
    std::vector<Split> split;                                // a second 1d6 picks what it is
    std::vector<std::string> weapons;                        // note (9)
    int search_dice = 0, walls = 0, second_search_trap = 0;  // note (8)
    std::string erratum;
};

struct Row {
    int roll;
    std::string kind;
    std::string note;  // "" when the row has no footnote
    std::string erratum;
};

struct SizeTable {
    std::string size;      // "small", "moderate", "large"
    std::string table;     // "FNG-T74"
    std::string name;      // as printed, "Small Tunnel Complex" (data/readings/citations.json)
    std::string citation;  // with its page, "Small Tunnel Complex (FNG p. 57)"
    int page = 57;
    int dice = 1;  // 1d6, 2d6, 3d6 summed
    std::vector<Row> rows;
    const Row& row(int roll) const;
};

// The complex size (p.57): one band of the size die, 1–3 small, 4–5 moderate, 6 large. The one home
// of the bands is data/fng/tunnel.json "size"; the odds and the generator's draw both read them.
struct SizeBand {
    int from = 1, to = 1;  // die faces
    std::string size;      // "small", "moderate", "large"
    std::string label;     // "Small complex"
};

struct EncounterRow {
    int roll;
    std::string id, label;
    bool trap = false;
    std::vector<std::string> weapon;  // by 1d6, when rolled
};

struct Tables {
    std::map<std::string, Kind> kinds;
    std::map<std::string, Note> notes;
    std::vector<SizeTable> sizes;      // small, moderate, large
    int size_dice = 1;                 // the complex size die (1d6)
    std::vector<SizeBand> size_bands;  // in the order of `sizes`
    std::vector<EncounterRow> encounters;
    int armory_collapse_dice = 2, armory_impact = 6, armory_blast = 8;
    const SizeTable& size(const std::string& s) const;
    const Kind& kind(const std::string& id) const;
    const Note& note(const std::string& id) const;
    const json& raw;  // the whole data file (entrances, collapse, light …)
};

const Tables& tables();  // parsed once from data/fng/tunnel.json

// [SECTION] exact distributions
// The complex size a face of the size die gives: its index into tables().sizes (and size_bands).
int size_index_for_die(int face);
// Complex size by 1d6: 0 small, 1 moderate, 2 large (index into tables().sizes).
Dist size_dist();
// The next section's table row for a size (1d6, 2d6 or 3d6 summed).
Dist row_dist(const SizeTable& t);
// Probability of each kind of next section (rows with the same kind merged), in table order.
std::vector<std::pair<std::string, Rational>> kind_probs(const SizeTable& t);

}  // namespace pm::fng::tunnel
