#include "rules/fng/tunnel/figure.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <map>

#include "rules/fng/tunnel/tables.h"

namespace pm::fng::tunnel {

std::string level_name(int level) {
    if (level == 0) return "Level 0 (entry)";
    return "Level " + std::string(level > 0 ? "+" : "") + std::to_string(level) + (level > 0 ? " (below)" : " (above)");
}

namespace {
bool danger(const NoteRoll& n) {
    if (!n.hit) return false;
    if (n.note == "(1)" || n.note == "(2)" || n.note == "(4)" || n.note == "(5)") return true;
    return n.note == "(7)" && n.text.find("enemy") != std::string::npos;
}

std::string section_tone(const Section& s) {
    if (s.has_encounter) return "bad";
    for (const auto& n : s.notes)
        if (danger(n)) return "warn";
    for (const auto& n : s.notes)
        if (n.hit) return "good";
    if (s.kind == "entrance" || s.kind == "ladder") return "good";
    if (s.kind == "flooded" || s.kind == "dead-end" || s.kind == "closed") return "info";
    return "neutral";
}

double mid(int cell, int d) {
    return cell + 0.5 + 0.5 * d;
}

struct Item {
    std::string kind;  // rect, point
    double x, y, w, h;
    int level;
    std::string label, tone, detail;
};

std::vector<Item> items_of(const Complex& c) {
    std::vector<Item> out;
    for (const auto& s : c.sections) {
        std::string tone = section_tone(s), text = describe(s);
        bool labelled = false;
        for (const auto& r : s.rects) {
            std::string t = r.part == "water" ? "info" : r.part == "connector" ? "neutral" : tone;
            bool main = !labelled && r.part != "connector" && r.part != "trap door";
            if (main) labelled = true;
            out.push_back({"rect", double(r.x), double(r.y), double(r.w), double(r.h), r.level,
                           main ? std::to_string(s.n) : std::string(), t,
                           "Section " + std::to_string(s.n) + " (" + r.part + "): " + text});
        }
        if (!labelled && !s.rects.empty()) out.back().label = std::to_string(s.n);
        if (!s.trapdoor.empty() && s.rects.size() >= 2) {
            const Rect& a = s.rects[0];
            std::string d = "Trap door in the " + s.trapdoor + " (section " + std::to_string(s.n) + ")";
            out.push_back({"point", a.x + 0.5, a.y + 0.5, 0, 0, a.level, "TD", "warn", d});
            out.push_back({"point", a.x + 0.5, a.y + 0.5, 0, 0, s.level, "TD", "warn", d});
        }
        if (s.has_encounter && !s.rects.empty()) {
            const Rect& r = s.rects.back();
            std::string d = "Encounter in section " + std::to_string(s.n) + ": " + s.encounter.label +
                            (s.encounter.weapon.empty() ? "" : " (" + s.encounter.weapon + ")") +
                            " [Tunnel Encounter (FNG p. 58)]";
            out.push_back({"point", r.x + r.w / 2.0, r.y + r.h / 2.0, 0, 0, r.level, "!", "bad", d});
        }
    }
    for (const auto& o : c.openings) {
        double x = mid(o.cell.x, dx(o.dir)), y = mid(o.cell.y, dy(o.dir));
        if (o.to < 0 && o.joins < 0)
            out.push_back({"point", x, y, 0, 0, o.cell.level, "B" + std::to_string(o.id), "info",
                           "Open branch " + std::to_string(o.id) + " (" + o.side + " opening of section " +
                               std::to_string(o.section) + "), not yet explored"});
        else if (o.side == "hidden")
            out.push_back({"point", x, y, 0, 0, o.cell.level, "HD", o.trapped ? "warn" : "good",
                           std::string("Hidden door found by searching") + (o.trapped ? ", booby-trapped" : "")});
    }
    for (const auto& e : c.exits)
        out.push_back({"point", e.cell.x + (e.kind == "entrance" ? 0.0 : 0.5), e.cell.y + 0.5, 0, 0, e.cell.level,
                       e.kind == "entrance" ? "Entrance" : "Ladder", "good",
                       e.kind == "entrance"
                           ? "Where the tunnel rat went in"
                           : "Ladder up to an entrance nobody knew about (section " + std::to_string(e.section) + ")"});
    return out;
}
}  // namespace

json map_figure(const Complex& c) {
    auto all = items_of(c);
    json items = array_with_room(all.size());
    for (auto& it : all) {
        const bool rect = it.kind == "rect";
        json& j = add_element(items, object_with_room(rect ? 9 : 7));
        add_field(j, "kind", std::move(it.kind));
        add_field(j, "x", it.x);
        add_field(j, "y", it.y);
        if (rect) {
            add_field(j, "w", it.w);
            add_field(j, "h", it.h);
        }
        add_field(j, "level", it.level);
        add_field(j, "label", std::move(it.label));
        add_field(j, "tone", std::move(it.tone));
        add_field(j, "detail", std::move(it.detail));
    }
    const std::vector<int> levels = c.levels();
    json names = array_with_room(levels.size());
    for (int l : levels) add_element(names, level_name(l));
    json out = object_with_room(6);
    add_field(out, "type", "map");
    add_field(out, "unit", "in");
    add_field(out, "grid", 1);
    add_field(out, "levels", levels);
    add_field(out, "level_names", std::move(names));
    add_field(out, "items", std::move(items));
    return out;
}

namespace {
std::string num(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%.2f", v);
    std::string s = b;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}
std::string esc(const std::string& s) {
    std::string o;
    for (char ch : s) {
        if (ch == '<')
            o += "&lt;";
        else if (ch == '>')
            o += "&gt;";
        else if (ch == '&')
            o += "&amp;";
        else if (ch == '"')
            o += "&quot;";
        else
            o += ch;
    }
    return o;
}
const char* fill(const std::string& tone) {
    if (tone == "bad") return "#f2b8b5";
    if (tone == "warn") return "#f7dc9c";
    if (tone == "good") return "#bfe3c0";
    if (tone == "info") return "#b9d7f2";
    return "#dddddd";
}
const char* ink(const std::string& tone) {
    if (tone == "bad") return "#b3261e";
    if (tone == "warn") return "#8a5a00";
    if (tone == "good") return "#1e6b2a";
    if (tone == "info") return "#1f5a96";
    return "#333333";
}
}  // namespace

std::string to_svg(const Complex& c) {
    auto items = items_of(c);
    struct Box {
        double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
    };
    std::map<int, Box> box;
    for (const auto& it : items) {
        Box& b = box[it.level];
        b.x0 = std::min(b.x0, it.x);
        b.y0 = std::min(b.y0, it.y);
        b.x1 = std::max(b.x1, it.x + it.w);
        b.y1 = std::max(b.y1, it.y + it.h);
    }
    const double margin = 1, title = 0.8, gap = 1;
    double width = 0, height = margin;
    std::map<int, double> top;     // y offset of each level's panel
    double gx0 = 1e9, gx1 = -1e9;  // one x origin for every level, so trap doors line up
    for (const auto& kv : box) {
        gx0 = std::min(gx0, kv.second.x0);
        gx1 = std::max(gx1, kv.second.x1);
    }
    for (auto& [lvl, b] : box) {
        b.x0 = gx0;
        b.x1 = gx1;
        b.x0 = std::floor(b.x0) - margin;
        b.y0 = std::floor(b.y0) - margin;
        b.x1 = std::ceil(b.x1) + margin;
        b.y1 = std::ceil(b.y1) + margin;
        width = std::max(width, b.x1 - b.x0);
        top[lvl] = height + title;
        height += title + (b.y1 - b.y0) + gap;
    }
    std::string o = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(width) + "in\" height=\"" + num(height) +
                    "in\" viewBox=\"0 0 " + num(width) + " " + num(height) + "\">\n";
    o += "<title>FNG tunnel complex: " + c.size + ", " + std::to_string(c.sections.size() - 1) +
         " sections (1 unit = 1 inch)</title>\n<rect x=\"0\" y=\"0\" width=\"" + num(width) + "\" height=\"" +
         num(height) + "\" fill=\"#ffffff\"/>\n";
    for (const auto& [lvl, b] : box) {
        double ox = -b.x0, oy = top[lvl] - b.y0;
        o += "<g id=\"level" + std::to_string(lvl) + "\">\n<text x=\"0.3\" y=\"" + num(top[lvl] - 0.25) +
             "\" font-size=\"0.45\" font-family=\"sans-serif\">" + esc(level_name(lvl)) + "</text>\n";
        for (double gx = 0; gx <= b.x1 - b.x0 + 1e-9; gx += 1)
            o += "<line x1=\"" + num(gx) + "\" y1=\"" + num(top[lvl]) + "\" x2=\"" + num(gx) + "\" y2=\"" +
                 num(top[lvl] + b.y1 - b.y0) + "\" stroke=\"#eeeeee\" stroke-width=\"0.02\"/>\n";
        for (double gy = 0; gy <= b.y1 - b.y0 + 1e-9; gy += 1)
            o += "<line x1=\"0\" y1=\"" + num(top[lvl] + gy) + "\" x2=\"" + num(b.x1 - b.x0) + "\" y2=\"" +
                 num(top[lvl] + gy) + "\" stroke=\"#eeeeee\" stroke-width=\"0.02\"/>\n";
        for (const auto& it : items) {
            if (it.level != lvl || it.kind != "rect") continue;
            o += "<rect x=\"" + num(it.x + ox) + "\" y=\"" + num(it.y + oy) + "\" width=\"" + num(it.w) +
                 "\" height=\"" + num(it.h) + "\" fill=\"" + fill(it.tone) + "\" stroke=\"" + ink(it.tone) +
                 "\" stroke-width=\"0.04\"><title>" + esc(it.detail) + "</title></rect>\n";
            if (!it.label.empty())
                o += "<text x=\"" + num(it.x + ox + it.w / 2) + "\" y=\"" + num(it.y + oy + it.h / 2 + 0.15) +
                     "\" font-size=\"0.45\" text-anchor=\"middle\" font-family=\"sans-serif\">" + esc(it.label) +
                     "</text>\n";
        }
        for (const auto& it : items) {
            if (it.level != lvl || it.kind != "point") continue;
            o += "<circle cx=\"" + num(it.x + ox) + "\" cy=\"" + num(it.y + oy) + "\" r=\"0.2\" fill=\"" +
                 ink(it.tone) + "\"><title>" + esc(it.detail) + "</title></circle>\n<text x=\"" +
                 num(it.x + ox + 0.25) + "\" y=\"" + num(it.y + oy - 0.25) +
                 "\" font-size=\"0.35\" font-family=\"sans-serif\" fill=\"" + ink(it.tone) + "\">" + esc(it.label) +
                 "</text>\n";
        }
        o += "</g>\n";
    }
    o += "</svg>\n";
    return o;
}

}  // namespace pm::fng::tunnel
