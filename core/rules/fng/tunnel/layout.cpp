#include "rules/fng/tunnel/layout.h"

#include <algorithm>
#include <climits>

namespace pm::fng::tunnel {

int64_t Occupancy::key(int x, int y, int level) {
    return (static_cast<int64_t>(level + 1024) << 44) | (static_cast<int64_t>(x + (1 << 21)) << 22) |
           static_cast<int64_t>(y + (1 << 21));
}

size_t Occupancy::slot(int64_t k) const {
    const size_t mask = keys_.size() - 1;
    size_t i = static_cast<size_t>((static_cast<uint64_t>(k) * 0x9E3779B97F4A7C15ull) >> 32) & mask;
    while (keys_[i] != kFree && keys_[i] != k) i = (i + 1) & mask;
    return i;
}

void Occupancy::set(int64_t k, int section) {
    size_t i = slot(k);
    if (keys_[i] == kFree) {
        if (2 * (count_ + 1) > keys_.size()) {  // keep it at most half full: twice the room
            std::vector<int64_t> old_keys(keys_.size() * 2, kFree);
            std::vector<int> old_owners(owners_.size() * 2, -1);
            old_keys.swap(keys_);
            old_owners.swap(owners_);
            for (size_t j = 0; j < old_keys.size(); ++j)
                if (old_keys[j] != kFree) {
                    size_t to = slot(old_keys[j]);
                    keys_[to] = old_keys[j];
                    owners_[to] = old_owners[j];
                }
            i = slot(k);
        }
        keys_[i] = k;
        ++count_;
    }
    owners_[i] = section;
}

int Occupancy::owner(int x, int y, int level) const {
    const size_t i = slot(key(x, y, level));
    return keys_[i] == kFree ? -1 : owners_[i];
}

bool Occupancy::all_free(const std::vector<Cell>& cells) const {
    for (const auto& c : cells)
        if (owner(c) >= 0) return false;
    return true;
}

void Occupancy::mark(const std::vector<Cell>& cells, int section) {
    for (const auto& c : cells) set(key(c.x, c.y, c.level), section);
}

Cell Frame::connector_cell(int i) const {
    return {start.x + i * dx(dir), start.y + i * dy(dir), start.level};
}

Cell Frame::cell(int j, int k) const {
    int along = connector + j, across = k - entry;
    int r = right_of(dir);
    return {start.x + along * dx(dir) + across * dx(r), start.y + along * dy(dir) + across * dy(r), start.level};
}

Rect bounds(const std::vector<Cell>& cells, const std::string& part) {
    int x0 = INT_MAX, y0 = INT_MAX, x1 = INT_MIN, y1 = INT_MIN;
    for (const auto& c : cells) {
        x0 = std::min(x0, c.x);
        y0 = std::min(y0, c.y);
        x1 = std::max(x1, c.x);
        y1 = std::max(y1, c.y);
    }
    return {x0, y0, x1 - x0 + 1, y1 - y0 + 1, cells.empty() ? 0 : cells[0].level, part};
}

std::vector<int> entry_order(int w) {
    std::vector<int> out{w / 2};
    for (int step = 1; static_cast<int>(out.size()) < w; ++step) {
        if (w / 2 - step >= 0) out.push_back(w / 2 - step);
        if (w / 2 + step < w) out.push_back(w / 2 + step);
    }
    return out;
}

std::pair<int, int> ray(const Occupancy& occ, const Cell& start, int dir, int reach) {
    for (int i = 0; i < reach; ++i) {
        int o = occ.owner(start.x + i * dx(dir), start.y + i * dy(dir), start.level);
        if (o >= 0) return {i, o};
    }
    return {-1, -1};
}

}  // namespace pm::fng::tunnel
