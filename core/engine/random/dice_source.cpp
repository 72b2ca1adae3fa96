#include "engine/random/dice_source.h"

namespace pm {

namespace {
thread_local DiceSession* g_current = nullptr;
}

DiceSession::DiceSession() : mode_(Mode::Seeded), placeholder_(0u), outer_(g_current) {
    g_current = this;
}

DiceSession::DiceSession(std::vector<long long> faces, Mode mode, uint32_t placeholder_seed)
    : mode_(mode), faces_(std::move(faces)), placeholder_(placeholder_seed), outer_(g_current) {
    g_current = this;
}

DiceSession::~DiceSession() {
    g_current = outer_;
}

DiceSession* DiceSession::current() {
    return g_current;
}

uint32_t DiceSession::set_purpose(const std::string& what) {
    const uint32_t before = purpose_;
    uint32_t i = 0;
    while (i < purposes_.size() && purposes_[i] != what) ++i;
    if (i == purposes_.size()) purposes_.push_back(what);
    purpose_ = i;
    return before;
}

uint32_t DiceSession::next_face(uint32_t sides) {
    if (next_ < faces_.size()) {
        long long f = faces_[next_];
        if (f < 1 || f > static_cast<long long>(sides)) throw DiceFaceOutOfRange(next_, sides, f);
        ++next_;
        return static_cast<uint32_t>(f);
    }
    if (mode_ != Mode::Count) throw DiceShortage();
    if (missing_.size() >= kMaxPlaceholderDraws) throw DiceRunaway();
    uint32_t face = placeholder_.generator_face(sides);
    missing_.push_back({sides, face, purpose_});
    return face;
}

}  // namespace pm
