// Pointman — the model of a generated tunnel complex: sections with geometry in inches, openings
// between them, open branches and known exits. Pure data plus its JSON form (roll.sections).
//
// Geometry: every level is a plane of 1" cells, x to the right, y down (figure.md). A passage is
// one cell wide; a room is w×l cells. Level 0 is the level the tunnel rat entered; a floor trap
// door leads to level +1 (deeper), a ceiling trap door to level −1.
#pragma once

#include <string>
#include <vector>

#include "engine/json.h"

namespace pm::fng::tunnel {

enum Dir { N = 0, E = 1, S = 2, W = 3 };
inline int dx(int d) {
    return d == E ? 1 : d == W ? -1 : 0;
}
inline int dy(int d) {
    return d == S ? 1 : d == N ? -1 : 0;
}
inline int left_of(int d) {
    return (d + 3) % 4;
}
inline int right_of(int d) {
    return (d + 1) % 4;
}
const char* dir_name(int d);  // "N", "E", "S", "W"

struct Cell {
    int x = 0, y = 0, level = 0;
};

struct Rect {
    int x = 0, y = 0, w = 0, h = 0, level = 0;
    std::string part;  // "passage", "room", "connector", "alcove", "water", "trap door", "corridor"
};

// An opening in a section's wall: the cell inside the section and the direction through the wall.
struct Opening {
    int id = 0;       // branch number, 1, 2, 3 … in order of creation (what `choices` lists)
    int section = 0;  // the section whose wall it is in
    Cell cell;
    int dir = E;
    std::string side;      // "far", "left", "right", "hidden"
    int to = -1;           // section generated beyond it; -1 while it is an open branch
    int joins = -1;        // it opened straight into this existing section (no branch)
    bool trapped = false;  // a hidden door found on a second search, booby-trapped (note 8)
};

struct NoteRoll {
    std::string note;       // "(1)" … "(9)"
    std::string rule;       // "FNG p.57 (1)"
    std::vector<int> dice;  // every die rolled for it, in order
    bool hit = false;       // the chance came up
    std::string text;       // what it means here, our words
};

struct Encounter {
    int checked_on = 0;  // the even section whose check found it
    int check_die = 1;
    int roll = 0;  // FNG-T77 1d6
    std::string id, label;
    int weapon_die = 0;  // row 5 only
    std::string weapon;
};

struct Exit {
    int section = 0;
    Cell cell;
    std::string kind;  // "entrance", "ladder"
};

struct Section {
    int n = 0;              // 0 = the first 6" in front of the entrance; 1, 2 … rolled
    std::string kind;       // kinds of data/fng/tunnel.json, or "entrance"
    int row = 0;            // table row rolled (0 for the entrance)
    std::vector<int> dice;  // the faces of that roll
    int from = 0;           // opening id it was entered through (0 for the entrance)
    int level = 0;          // level of the main part
    int dir = E;            // direction of travel into it
    std::vector<Rect> rects;
    std::vector<int> openings;      // ids of openings in its walls
    std::string fit = "as-rolled";  // "as-rolled", "connector" (short passage first), "breakthrough", "squeezed"
    int into = -1;                  // breakthrough: the section it runs into
    int connector = 0;              // inches of passage before the section proper
    std::string side;               // rolled side of the side opening / alcove: "left", "right"
    int side_die = 0;
    std::string trapdoor;  // "ceiling", "floor"
    int trapdoor_die = 0;
    std::vector<NoteRoll> notes;
    bool t_junction = false;  // dead end / flooded turned into a T junction (no other route)
    int collapse_inches = 0;  // armory: tunnel collapsed beyond it after an explosion (2d6)
    std::vector<int> collapse_dice;
    std::vector<int> search_dice;  // supply room: 2d6 per wall searched, in order
    int check_die = 0;             // encounter check made on this (even) section, 0 if none
    bool has_encounter = false;
    Encounter encounter;  // found in this section (checked on the previous one)
};

struct Complex {
    std::string size;   // "small", "moderate", "large"
    int size_die = 0;   // 0 when the size was chosen, not rolled
    std::string table;  // "FNG-T75"
    std::vector<Section> sections;
    std::vector<Opening> openings;  // index = id − 1
    std::vector<Exit> exits;
    int pending_check_die = 0;  // a check made on the last section (encounter for a section not yet rolled)
    bool pending_encounter = false;
    Encounter pending;
    std::string ended;  // "" while branches remain, else why it cannot go on

    std::vector<int> open_branches() const;  // ids, ascending
    bool other_exit_known() const;           // an exit besides the entrance
    std::vector<int> levels() const;         // ascending
};

json to_json(const Complex& c, bool include_pending);
std::string describe(const Section& s);  // one line for people

}  // namespace pm::fng::tunnel
