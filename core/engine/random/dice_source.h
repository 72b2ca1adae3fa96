// Pointman — the one source of every die a roll draws: the seeded generator, or the faces a player
// rolled at the table.
//
// Every draw of every calculator goes through Prng::range (die, dice and sum call it), and a draw of
// range(lo, hi) is one die of hi - lo + 1 sides. While a DiceSession is open (the request codec opens
// one around each evaluation with a seed or with the player's dice), Prng::range asks the session
// for the face:
//   - Seeded: the session lets the generator draw exactly as it always did (same numbers, same
//     mapping) and records the face.
//   - Faces: the session hands out the player's faces in draw order instead, checking each against
//     the die's sides; when they run out it stops the evaluation (DiceShortage).
//   - Count: like Faces, but when the faces run out it goes on with placeholder faces from its own
//     generator and notes each extra die, so the codec can say how many more dice are needed and
//     which (the needs_dice error).
// Every session records each die as {sides, face} in draw order: the response's roll.faces.
// Sending those faces back as "dice" gives the same roll, because the calculator sees the same faces
// in the same order. Outside a session Prng behaves as before (tests, benches).
#pragma once

#include <cstdint>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "engine/random/prng.h"

namespace pm {

struct DieDraw {
    uint32_t sides = 0;    // a die of this many sides (range(lo, hi) is hi - lo + 1)
    uint32_t face = 0;     // 1..sides
    uint32_t purpose = 0;  // what the die is for: an index into DiceSession::purposes() (0: not said)
};

// A step of a roll the rule said as it went (roll_step, engine/random/dice_steps.h): its words,
// decided by the first `after` dice drawn.
struct RollStep {
    size_t after = 0;
    std::string said;
};

// The player's faces ran out (Faces mode): the evaluation stops here.
struct DiceShortage : std::exception {
    const char* what() const noexcept override { return "more dice are needed"; }
};

// A face the player gave does not fit the die the calculator draws (e.g. 7 for a d6).
struct DiceFaceOutOfRange : std::exception {
    DiceFaceOutOfRange(size_t index_, uint32_t sides_, long long face_) : index(index_), sides(sides_), face(face_) {}
    const char* what() const noexcept override { return "a die face is out of range"; }
    size_t index;  // 0-based position in the player's list
    uint32_t sides;
    long long face;
};

// Too many placeholder draws while counting the missing dice (a roll that never ends).
struct DiceRunaway : std::exception {
    const char* what() const noexcept override { return "the roll did not finish"; }
};

class DiceSession {
public:
    enum class Mode { Seeded, Faces, Count };

    // Seeded: record what the generator draws.
    DiceSession();
    // Faces or Count: the player's faces; `placeholder_seed` feeds Count mode's extra dice.
    DiceSession(std::vector<long long> faces, Mode mode, uint32_t placeholder_seed = 0);
    ~DiceSession();
    DiceSession(const DiceSession&) = delete;
    DiceSession& operator=(const DiceSession&) = delete;

    static DiceSession* current();  // the open session of this thread, or null

    Mode mode() const { return mode_; }
    const std::vector<DieDraw>& drawn() const { return drawn_; }  // every die, in draw order
    // For each die drawn, the index of the first die of the throw it belongs to: the dice a rule
    // throws together (Prng::throw_dice, Prng::sum) share it; a die thrown alone is its own. The tests
    // that ask whether a die can change a roll read the throw as one (three dice capped at two
    // passes: the third matters only with the others' faces).
    const std::vector<size_t>& throws() const { return throw_of_; }
    void begin_throw() { throw_first_ = in_throw_++ == 0 ? drawn_.size() : throw_first_; }
    void end_throw() { --in_throw_; }
    size_t faces_used() const { return next_; }  // player's faces consumed
    size_t faces_given() const { return faces_.size(); }
    const std::vector<DieDraw>& missing() const { return missing_; }  // Count mode: the extra dice

    // What the dice are for, as the rule says while it draws them (engine/random/dice_steps.h):
    // purposes()[DieDraw::purpose], "" for a die whose purpose was not said.
    const std::vector<std::string>& purposes() const { return purposes_; }
    uint32_t purpose() const { return purpose_; }
    uint32_t set_purpose(const std::string& what);  // the following dice are for `what`; the previous
    void restore_purpose(uint32_t p) { purpose_ = p; }
    // The steps the rule said, in order, each after the dice that decided it.
    const std::vector<RollStep>& steps() const { return steps_; }
    void add_step(std::string said) { steps_.push_back({drawn_.size(), std::move(said)}); }

    // Called by Prng::range: a face 1..sides for a die of `sides`; `seeded` draws it from the
    // generator (Seeded mode only).
    template <class SeededDraw>
    uint32_t draw(uint32_t sides, SeededDraw seeded) {
        uint32_t face = mode_ == Mode::Seeded ? seeded() : next_face(sides);
        throw_of_.push_back(in_throw_ > 0 ? throw_first_ : drawn_.size());
        drawn_.push_back({sides, face, purpose_});
        return face;
    }

    static constexpr size_t kMaxPlaceholderDraws = 100000;

private:
    uint32_t next_face(uint32_t sides);

    Mode mode_ = Mode::Seeded;
    std::vector<long long> faces_;
    size_t next_ = 0;
    std::vector<DieDraw> drawn_;
    std::vector<size_t> throw_of_;
    size_t throw_first_ = 0;
    int in_throw_ = 0;
    std::vector<DieDraw> missing_;
    std::vector<std::string> purposes_{std::string()};
    uint32_t purpose_ = 0;
    std::vector<RollStep> steps_;
    Prng placeholder_;
    DiceSession* outer_ = nullptr;
};

}  // namespace pm
