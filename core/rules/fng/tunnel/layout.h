// Pointman — laying tunnel sections out on 1" cells, one plane per level, with no two sections
// sharing a cell. No dice are drawn here: placement is a pure function of what is already laid out.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "rules/fng/tunnel/model.h"

namespace pm::fng::tunnel {

class Occupancy {
public:
    int owner(int x, int y, int level) const;  // section number, −1 when free
    int owner(const Cell& c) const { return owner(c.x, c.y, c.level); }
    bool all_free(const std::vector<Cell>& cells) const;
    void mark(const std::vector<Cell>& cells, int section);
    size_t size() const { return count_; }

private:
    static int64_t key(int x, int y, int level);
    size_t slot(int64_t k) const;  // where `k` is, or the free slot where it would go
    void set(int64_t k, int section);
    // One flat table (open addressing, linear probing, a power of two long, at most half full):
    // a complex marks a few hundred cells and looks thousands up; a node per cell, as a
    // std::unordered_map keeps them, is an allocation per cell.
    std::vector<int64_t> keys_ = std::vector<int64_t>(256, kFree);
    std::vector<int> owners_ = std::vector<int>(256, -1);
    size_t count_ = 0;
    static constexpr int64_t kFree = INT64_MIN;  // no cell's key
};

// A section's own frame: `start` is the first cell beyond the opening it is entered from, `dir`
// the direction of travel; cell(j, k) is j cells further along and k cells to the right of the
// section's left edge, where the entry column is `entry` cells from that edge.
struct Frame {
    Cell start;
    int dir = E;
    int connector = 0;              // cells of plain passage before the section proper
    int entry = 0;                  // lateral index of the entry column (0 … w−1)
    Cell cell(int j, int k) const;  // j along from the section proper, k across (0 = left edge)
    Cell connector_cell(int i) const;
};

// Bounding rectangle of cells (all on one level).
Rect bounds(const std::vector<Cell>& cells, const std::string& part);

// Lateral entry columns to try for a room w cells wide: the centre first, then alternating.
std::vector<int> entry_order(int w);

// First occupied cell straight ahead of `start` within `reach` cells: its distance (0 = the start
// cell itself) and owner, or {-1, -1} when all are free.
std::pair<int, int> ray(const Occupancy& occ, const Cell& start, int dir, int reach);

}  // namespace pm::fng::tunnel
