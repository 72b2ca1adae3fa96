// Pointman — the FNG tunnel generator (FNG-A12). Its version is fng.tunnel's "generator" in
// data/calculators/fng/fng.tunnel.json, the one place it is written (the response's "generator"
// and roll.generator both show it).
//
// ORDER OF DRAWS (all from the pm::Prng it is given; any change here bumps that "generator"):
//  0. size = 1d6 (1–3 small, 4–5 moderate, 6 large: size_index_for_die), drawn only when the size
//     is "auto".
//  For each new section n = 1, 2, … (one per advance, two with a flashlight: the second lies
//  beyond the first one's far opening, when it has an open one):
//  1. the table row: 1, 2 or 3 d6 (faces drawn in order, then added).
//  2. side of the side opening / guard alcove (kinds with one): 1d6, 1–3 left, 4–6 right.
//  3. trap door: 1d6, 1–3 ceiling (up a level), 4–6 floor (down a level; E-1).
//  4. the row's footnote: the chance 1d6; then, only when it came up, the split 1d6 (notes 3, 4)
//     or the count 1d6 and the kind 1d6 (note 7); note 5 draws its two chances; note 9 draws the
//     count 1d6 then one 1d6 per weapon. Armory: 2d6 inches of collapse beyond it.
//  5. layout (no draws). A dead end or flooded dip becomes a T junction, with no draw, when no
//     open branch and no exit besides the entrance remain.
//  6. supply room (note 8): 2d6 per wall, left, far, right (a door is found when both dice are at
//     most the tunnel rat's Rep); when none is found and no other route remains, the walls are
//     searched again in the same order, and each door then found draws 1d6 for its booby trap.
//  6b. when the layout (not the book) has just closed the last route — a passage that runs into
//     known tunnel, or openings that all open into known tunnel — the dead-end rule is applied by
//     analogy, with no draw: a side passage opens at the first free wall of the latest section
//     that has one (passages before rooms; cells in reading order; N, E, S, W).
//  7. on every even n: the encounter check 1d6; on a 1, FNG-T77 1d6 for section n+1, and for row
//     5 the weapon 1d6.
// Which branch is explored is never drawn: explore mode takes the user's choices, referee mode
// always takes the open branch with the highest number (the tunnel rat presses on ahead and
// falls back to the most recently found side passage).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/random/prng.h"
#include "rules/fng/tunnel/layout.h"
#include "rules/fng/tunnel/model.h"
#include "rules/fng/tunnel/tables.h"

namespace pm::fng::tunnel {

constexpr int kMaxSections = 200;

struct Options {
    std::string size = "auto";  // "auto", "small", "moderate", "large"
    bool flashlight = false;    // reveals two sections per advance (E-45)
    int rep = 4;                // the tunnel rat's Rep, for searching the supply room's walls
    bool small_split = false;   // E-5: use the Moderate/Large splits for Small notes (3) and (4)
};

class Generator {
public:
    // Draws from `dice` (the seeded generator or the player's own dice), which must outlive it.
    Generator(Prng& dice, Options o);
    const Complex& complex() const { return c_; }
    int rolled() const { return static_cast<int>(c_.sections.size()) - 1; }
    // Rolls what lies beyond open branch `id`; at most `cap` sections in all. False when `id` is
    // not an open branch (nothing is drawn then).
    bool advance(int id, int cap = kMaxSections);
    // Referee mode: advance on the highest open branch until `sections` are rolled or none is open.
    void referee(int sections);
    bool is_open(int id) const;

private:
    int roll_section(int opening_id);
    NoteRoll roll_note(const std::string& note, const SizeTable& t);
    void place(Section& s, const Kind& k, const Opening& from);
    int add_opening(Section& s, Cell cell, int dir, const std::string& side);
    void search_walls(Section& s, const Kind& k, const Frame& f);
    void update_ended();
    bool closed_by_book(const Section& last) const;
    void rescue();

    Prng& rng_;
    Options o_;
    Complex c_;
    Occupancy occ_;
    std::vector<Frame> frames_;  // per section: the frame it was laid out in (main part)
    std::vector<int> lengths_;   // per section: cells along, for openings added later
};

}  // namespace pm::fng::tunnel
