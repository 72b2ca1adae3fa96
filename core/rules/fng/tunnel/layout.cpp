#include "rules/fng/tunnel/layout.h"

#include <algorithm>
#include <climits>

namespace pm::fng::tunnel {

int64_t Occupancy::key(int x, int y, int level) {
    return (static_cast<int64_t>(level + 1024) << 44) | (static_cast<int64_t>(x + (1 << 21)) << 22) |
           static_cast<int64_t>(y + (1 << 21));
}

int Occupancy::owner(int x, int y, int level) const {
    auto it = m_.find(key(x, y, level));
    return it == m_.end() ? -1 : it->second;
}

bool Occupancy::all_free(const std::vector<Cell>& cells) const {
    for (const auto& c : cells)
        if (owner(c) >= 0) return false;
    return true;
}

void Occupancy::mark(const std::vector<Cell>& cells, int section) {
    for (const auto& c : cells) m_[key(c.x, c.y, c.level)] = section;
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
