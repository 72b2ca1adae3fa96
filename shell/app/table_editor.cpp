// Pointman shell — the user-table editor: grids of steppers, choices and code buttons (typing only
// for the TCS tables' printed results), checked by the core's validator, kept on the device, sent with every evaluate,
// exported and imported as JSON.
//
// [SECTION] storage
// [SECTION] drafts and code palettes
// [SECTION] small widgets
// [SECTION] crt editor
// [SECTION] suppress and deviation editors
// [SECTION] results-by-roll editor (TCS base tables: one column read by two dice + modifiers)
// [SECTION] import / export
// [SECTION] panel
#include "app/table_editor.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "app/saved.h"
#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"
#include "contract/codec.h"
#include "contract/json_read.h"
#include "contract/saved_store.h"
#include "contract/tables/user_tables.h"

namespace pm::shell {

// [SECTION] storage
namespace {
struct Msg {
    std::string text;
    bool bad = false;
};
struct Editor {
    TableBackend backend;  // files only: download and pick; tables are saved in the one saved document
    std::map<std::string, json> drafts;
    std::map<std::string, Msg> msgs;
    std::map<std::string, bool> open;
    std::map<std::string, std::string> brush;
};
Editor& E() {
    static Editor e;
    return e;
}

// The player's tables, read in place from the one saved document (app/saved.h); natively and in
// tests that document lives in memory, so the desktop build sends edited tables too.
const json& Saved() {
    static const json none = json::object();
    const json& store = SavedStore();
    return store.contains("tables") && store["tables"].is_object() ? store["tables"] : none;
}

bool SaveTable(const std::string& id, const json& t) {
    return SavedSetTable(id, t);
}

// [SECTION] drafts and code palettes
// The result codes the core offers for a table (describe(): data/tables/kinds.json).
struct Code {
    std::string code, label, effect;
};
std::vector<Code> Palette(const json& spec) {
    std::vector<Code> out;
    for (const auto& c : spec.value("codes", json::array()))
        out.push_back(
            {c.value("code", std::string()), c.value("label", std::string()), c.value("effect", std::string())});
    if (out.empty()) out.push_back({"-", "No effect", "no-effect"});
    return out;
}

int Limit(const json& spec, const char* key, int fallback) {
    const json& l = spec.contains("limits") ? spec["limits"] : json();
    return l.is_object() && l.contains(key) && l[key].is_number_integer() ? l[key].get<int>() : fallback;
}

std::vector<std::string> Strings(const json& a) {
    std::vector<std::string> out;
    if (!a.is_array()) return out;
    for (const auto& v : a) out.push_back(v.is_string() ? v.get<std::string>() : v.dump());
    return out;
}

json BlankDraft(const json& spec) {
    return spec.value("blank", json::object());
}

json& Draft(const std::string& id, const json& spec) {
    auto& d = E().drafts;
    auto it = d.find(id);
    if (it != d.end()) return it->second;
    const json& saved = Saved();
    json t = saved.contains(id) ? tables::normalise_user_table(id, saved[id]) : BlankDraft(spec);
    return d[id] = t;
}

std::vector<std::string> Faults(const std::string& id, const json& t) {
    try {
        return tables::validate_user_table(id, t);
    } catch (const std::exception& ex) {
        return {std::string("the table cannot be read: ") + ex.what()};
    }
}

std::string KB(size_t bytes) {
    return std::to_string(bytes / 1024) + " KB";
}

std::string Join(const std::vector<std::string>& v, const char* sep) {
    std::string out;
    for (const auto& x : v) out += (out.empty() ? "" : sep) + x;
    return out;
}

// [SECTION] small widgets
// "−  n  +" in the width available; ids "<id>:-" and "<id>:+".
bool MiniStepper(AppState& s, const std::string& id, int* v, int min, int max) {
    const float h = TouchHeight();
    const float avail = ImGui::GetContentRegionAvail().x;
    const float sp = ImGui::GetStyle().ItemSpacing.x * 0.5f;
    const float w_val = std::max(Em() * 1.6f, avail - 2 * h - 2 * sp);
    int old = *v;
    ImGui::PushID(id.c_str());
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(sp, ImGui::GetStyle().ItemSpacing.y));
    ImGui::BeginDisabled(*v <= min);
    if (ImGui::Button("\xe2\x88\x92", ImVec2(h, h))) *v = std::max(min, *v - 1);
    ImGui::EndDisabled();
    RecordControl(s, id + ":-");
    ImGui::SameLine();
    char buf[16];
    std::snprintf(buf, sizeof buf, "%d", *v);
    ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(w_val, h));
    ImVec2 ts = ImGui::CalcTextSize(buf);
    ImGui::GetWindowDrawList()->AddText(ImVec2(p.x + (w_val - ts.x) * 0.5f, p.y + (h - ts.y) * 0.5f),
                                        ImGui::GetColorU32(ImGuiCol_Text), buf);
    ImGui::SameLine();
    ImGui::BeginDisabled(*v >= max);
    if (ImGui::Button("+", ImVec2(h, h))) *v = std::min(max, *v + 1);
    ImGui::EndDisabled();
    RecordControl(s, id + ":+");
    ImGui::PopStyleVar();
    ImGui::PopID();
    return *v != old;
}

bool SmallButton(AppState& s, const std::string& id, const char* label, float w) {
    ImGui::PushID(id.c_str());
    bool r = ImGui::Button(label, ImVec2(w, TouchHeight()));
    ImGui::PopID();
    RecordControl(s, id);
    return r;
}

bool ParseOdds(const std::string& s, int* a, int* b) {
    return std::sscanf(s.c_str(), "%d:%d", a, b) == 2;
}

// [SECTION] crt editor
void ResizeCells(json& t, const std::string& fill) {
    const size_t nr = t["rows"].size(), nc = t["columns"].size();
    json cells = t.contains("cells") && t["cells"].is_array() ? t["cells"] : json::array();
    cells.get_ref<json::array_t&>().resize(nr, json::array());
    for (auto& row : cells) {
        if (!row.is_array()) row = json::array();
        row.get_ref<json::array_t&>().resize(nc, fill);
        for (auto& c : row)
            if (c.is_null()) c = fill;
    }
    t["cells"] = cells;
}

// Rows first..last (consecutive), each keeping the cells it had; a row new to the range gets `fresh`.
void RebuildRows(json& t, int first, int last, const json& fresh) {
    const std::vector<std::string> rows = Strings(t.value("rows", json::array()));
    const json old = t.contains("cells") && t["cells"].is_array() ? t["cells"] : json::array();
    json new_rows = json::array(), new_cells = json::array();
    for (int r = first; r <= last; ++r) {
        new_rows.push_back(std::to_string(r));
        const size_t i = static_cast<size_t>(std::find(rows.begin(), rows.end(), std::to_string(r)) - rows.begin());
        new_cells.push_back(i < rows.size() && i < old.size() && old[i].is_array() && !old[i].empty() ? old[i] : fresh);
    }
    t["rows"] = new_rows;
    t["cells"] = new_cells;
}

void DrawCrtEditor(AppState& s, const std::string& id, const json& spec, json& t) {
    const std::string pre = "table:" + id;
    // Odds columns: a stepper for each side of "a:b".
    ImGui::TextUnformatted("Odds columns (attacker : defender), lowest first");
    std::vector<std::string> cols = Strings(t["columns"]);
    int remove = -1;
    for (size_t i = 0; i < cols.size(); ++i) {
        int a = 1, b = 1;
        ParseOdds(cols[i], &a, &b);
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::BeginTable("odds", 4, ImGuiTableFlags_SizingStretchProp)) {
            ImGui::TableSetupColumn("a", ImGuiTableColumnFlags_WidthStretch, 1.0f);
            ImGui::TableSetupColumn(":", ImGuiTableColumnFlags_WidthFixed, Em() * 0.5f);
            ImGui::TableSetupColumn("b", ImGuiTableColumnFlags_WidthStretch, 1.0f);
            ImGui::TableSetupColumn("x", ImGuiTableColumnFlags_WidthFixed, TouchHeight());
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            bool ch = MiniStepper(s, pre + ":col:" + std::to_string(i) + ":a", &a, 1, 99);
            ImGui::TableNextColumn();
            ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (TouchHeight() - Em()) * 0.5f);
            ImGui::TextUnformatted(":");
            ImGui::TableNextColumn();
            ch |= MiniStepper(s, pre + ":col:" + std::to_string(i) + ":b", &b, 1, 99);
            ImGui::TableNextColumn();
            ImGui::BeginDisabled(cols.size() <= 1);
            if (SmallButton(s, pre + ":col:" + std::to_string(i) + ":remove", "\xc3\x97", TouchHeight()))
                remove = static_cast<int>(i);
            ImGui::EndDisabled();
            if (ch) cols[i] = std::to_string(a) + ":" + std::to_string(b);
            ImGui::EndTable();
        }
        ImGui::PopID();
    }
    if (remove >= 0) {
        cols.erase(cols.begin() + remove);
        for (auto& row : t["cells"])
            if (row.is_array() && remove < static_cast<int>(row.size())) row.erase(row.begin() + remove);
    }
    if (cols.size() < 24 && WideButton(s, (pre + ":add-col").c_str(), "+ Add an odds column")) {
        int a = 1, b = 1;
        if (!cols.empty()) ParseOdds(cols.back(), &a, &b);
        cols.push_back(b > 1 ? std::to_string(a) + ":" + std::to_string(b - 1) : std::to_string(a + 1) + ":1");
    }
    t["columns"] = cols;

    // Die rows: first and last result, consecutive in between (no gaps possible here).
    ImGui::Spacing();
    std::vector<std::string> rows = Strings(t["rows"]);
    int first = 1, last = 6, die = t.value("die", 6);
    if (!rows.empty()) {
        first = std::atoi(rows.front().c_str());
        last = std::atoi(rows.back().c_str());
    }
    if (ImGui::BeginTable("dice", 3, ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted("Die sides");
        ImGui::TableNextColumn();
        ImGui::TextUnformatted("First row");
        ImGui::TableNextColumn();
        ImGui::TextUnformatted("Last row");
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        MiniStepper(s, pre + ":die", &die, Limit(spec, "die_min", 2), Limit(spec, "die_max", 20));
        ImGui::TableNextColumn();
        MiniStepper(s, pre + ":first-row", &first, Limit(spec, "first_row_min", -10), last);
        ImGui::TableNextColumn();
        MiniStepper(s, pre + ":last-row", &last, first,
                    std::min(first + Limit(spec, "rows", 30) - 1, Limit(spec, "last_row_max", 40)));
        ImGui::EndTable();
    }
    t["die"] = die;
    RebuildRows(t, first, last, json::array());
    ResizeCells(t, Palette(spec)[0].code);  // new cells: "no effect"

    // How odds between columns are read.
    ImGui::Spacing();
    ImGui::TextUnformatted("Odds between two columns");
    static const std::vector<std::string> round_v = {"down", "up", "nearest"},
                                          round_l = {"Round down", "Round up", "Nearest"};
    json& rule = t["odds_rule"];
    if (!rule.is_object()) rule = json::object();
    int ri = static_cast<int>(std::find(round_v.begin(), round_v.end(), rule.value("round", std::string("down"))) -
                              round_v.begin());
    if (Segmented(s, (pre + ":round").c_str(), round_l, round_v, &ri)) rule["round"] = round_v[ri];
    ImGui::TextUnformatted("Odds below the first column");
    static const std::vector<std::string> below_v = {"lowest", "no-attack"}, below_l = {"Use the first", "No attack"};
    int bi = static_cast<int>(
        std::find(below_v.begin(), below_v.end(), rule.value("below_lowest", std::string("lowest"))) - below_v.begin());
    if (Segmented(s, (pre + ":below").c_str(), below_l, below_v, &bi)) rule["below_lowest"] = below_v[bi];

    // Result codes: pick a code, then tap the cells that show it.
    ImGui::Spacing();
    json& results = t["results"];
    if (!results.is_object()) results = json::object();
    for (const auto& c : Palette(spec))
        if (!results.contains(c.code)) results[c.code] = {{"label", c.label}, {"effect", c.effect}};
    std::vector<std::string> codes, labels;
    for (const auto& [k, v] : results.items()) {
        codes.push_back(k);
        labels.push_back(k);
    }
    std::string& brush = E().brush[id];
    if (std::find(codes.begin(), codes.end(), brush) == codes.end()) brush = codes.empty() ? "" : codes[0];
    ImGui::TextUnformatted("Pick a result, then tap the cells that show it");
    int ci = static_cast<int>(std::find(codes.begin(), codes.end(), brush) - codes.begin());
    if (Segmented(s, (pre + ":code").c_str(), labels, codes, &ci)) brush = codes[ci];
    std::string legend;
    for (const auto& [k, v] : results.items())
        legend += (legend.empty() ? "" : ",  ") + k + " = " + v.value("label", std::string()) + " (" +
                  v.value("effect", std::string()) + ")";
    TextDim(legend);

    const int nc = static_cast<int>(t["columns"].size());
    ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchSame;
    ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImVec2(2, 2));
    if (nc > 0 && ImGui::BeginTable("cells", nc + 1, flags)) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextDisabled("die");
        for (int c = 0; c < nc; ++c) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(t["columns"][c].get<std::string>().c_str());
        }
        for (size_t r = 0; r < t["rows"].size(); ++r) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (TouchHeight() - Em()) * 0.5f);
            ImGui::TextUnformatted(t["rows"][r].get<std::string>().c_str());
            for (int c = 0; c < nc; ++c) {
                ImGui::TableNextColumn();
                json& cell = t["cells"][r][c];
                std::string code = cell.is_string() ? cell.get<std::string>() : cell.dump();
                ImGui::PushID(static_cast<int>(r * 64 + c));
                if (ImGui::Button(code.c_str(), ImVec2(ImGui::GetContentRegionAvail().x, TouchHeight())) &&
                    !brush.empty())
                    cell = brush;
                ImGui::PopID();
                RecordControl(s, pre + ":cell:" + std::to_string(r) + ":" + std::to_string(c));
            }
        }
        ImGui::EndTable();
    }
    ImGui::PopStyleVar();
}

// [SECTION] suppress and deviation editors
void DrawSuppressEditor(AppState& s, const std::string& id, const json& spec, json& t) {
    const std::string pre = "table:" + id;
    if (!t.contains("weapons") || !t["weapons"].is_array()) t["weapons"] = json::array();
    ImGui::TextUnformatted("Tap each die face that places a counter");
    int remove = -1;
    for (size_t w = 0; w < t["weapons"].size(); ++w) {
        json& wp = t["weapons"][w];
        ImGui::TextUnformatted((std::to_string(w + 1) + ". " + wp.value("label", std::string("Weapon"))).c_str());
        std::vector<int> faces;
        if (wp.contains("suppress") && wp["suppress"].is_array())
            for (const auto& f : wp["suppress"])
                if (f.is_number_integer()) faces.push_back(f.get<int>());
        const float bw = (ImGui::GetContentRegionAvail().x - TouchHeight() - 6 * ImGui::GetStyle().ItemSpacing.x) / 6;
        ImGui::PushID(static_cast<int>(w));
        for (int f = 1; f <= 6; ++f) {
            bool on = std::find(faces.begin(), faces.end(), f) != faces.end();
            if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Warn, 0.8f)));
            if (SmallButton(s, pre + ":w:" + std::to_string(w) + ":" + std::to_string(f), std::to_string(f).c_str(),
                            bw)) {
                if (on)
                    faces.erase(std::find(faces.begin(), faces.end(), f));
                else
                    faces.push_back(f);
                std::sort(faces.begin(), faces.end());
                wp["suppress"] = faces;
            }
            if (on) ImGui::PopStyleColor();
            ImGui::SameLine();
        }
        if (SmallButton(s, pre + ":w:" + std::to_string(w) + ":remove", "\xc3\x97", TouchHeight()))
            remove = static_cast<int>(w);
        ImGui::PopID();
    }
    if (remove >= 0) t["weapons"].erase(t["weapons"].begin() + remove);
    if (t["weapons"].size() < static_cast<size_t>(Limit(spec, "weapons", 60)) &&
        WideButton(s, (pre + ":add-weapon").c_str(), "+ Add a weapon")) {
        size_t n = t["weapons"].size() + 1;
        t["weapons"].push_back(
            {{"id", "w" + std::to_string(n)}, {"label", "Weapon " + std::to_string(n)}, {"suppress", {6}}});
    }
}

void DrawDeviationEditor(AppState& s, const std::string& id, const json& spec, json& t) {
    const std::string pre = "table:" + id;
    static const std::vector<std::string> dirs = {"on target", "over", "short", "left", "right"};
    if (!t.contains("rows") || !t["rows"].is_array()) t["rows"] = json::array();
    int die = t.value("die", 6);
    ImGui::TextUnformatted("Die sides");
    if (MiniStepper(s, pre + ":die", &die, Limit(spec, "die_min", 2), Limit(spec, "die_max", 20))) {
        t["die"] = die;
        t["rows"].get_ref<json::array_t&>().resize(static_cast<size_t>(die));
        for (size_t r = 0; r < t["rows"].size(); ++r)
            if (!t["rows"][r].is_object())
                t["rows"][r] = {{"roll", r + 1}, {"direction", "on target"}, {"distance", 0}};
    }
    ImGui::TextUnformatted("For each roll: tap the direction to change it, and set the distance (inches)");
    for (size_t r = 0; r < t["rows"].size(); ++r) {
        json& row = t["rows"][r];
        if (!row.is_object()) continue;
        ImGui::PushID(static_cast<int>(r));
        if (ImGui::BeginTable("dev", 3, ImGuiTableFlags_SizingStretchProp)) {
            ImGui::TableSetupColumn("n", ImGuiTableColumnFlags_WidthFixed, Em() * 1.5f);
            ImGui::TableSetupColumn("d", ImGuiTableColumnFlags_WidthStretch, 1.0f);
            ImGui::TableSetupColumn("i", ImGuiTableColumnFlags_WidthStretch, 1.0f);
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::Text("%d", row.value("roll", static_cast<int>(r) + 1));
            ImGui::TableNextColumn();
            std::string d = row.value("direction", std::string("on target"));
            if (SmallButton(s, pre + ":dir:" + std::to_string(r), d.c_str(), ImGui::GetContentRegionAvail().x)) {
                auto it = std::find(dirs.begin(), dirs.end(), d);
                row["direction"] = it == dirs.end() || it + 1 == dirs.end() ? dirs[0] : *(it + 1);
            }
            ImGui::TableNextColumn();
            int dist = row.contains("distance") && row["distance"].is_number()
                           ? static_cast<int>(row["distance"].get<double>())
                           : 0;
            if (MiniStepper(s, pre + ":dist:" + std::to_string(r), &dist, 0, 100)) row["distance"] = dist;
            ImGui::EndTable();
        }
        ImGui::PopID();
    }
}

// [SECTION] results-by-roll editor (TCS base tables: one column read by two dice + modifiers)
void DrawRollEditor(AppState& s, const std::string& id, const json& spec, json& t) {
    const std::string pre = "table:" + id;
    std::vector<std::string> rows = Strings(t.value("rows", json::array()));
    int first = rows.empty() ? 2 : std::atoi(rows.front().c_str());
    int last = rows.empty() ? 12 : std::atoi(rows.back().c_str());
    if (ImGui::BeginTable("range", 2, ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted("First roll");
        ImGui::TableNextColumn();
        ImGui::TextUnformatted("Last roll");
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        MiniStepper(s, pre + ":first-row", &first, Limit(spec, "first_row_min", -10), last);
        ImGui::TableNextColumn();
        MiniStepper(s, pre + ":last-row", &last, first,
                    std::min(first + Limit(spec, "rows", 30) - 1, Limit(spec, "last_row_max", 40)));
        ImGui::EndTable();
    }
    RebuildRows(t, first, last, json::array({"no effect"}));  // what was typed stays with its roll
    t["kind"] = "roll";
    t["columns"] = json::array({"result"});
    ImGui::TextUnformatted("For each modified roll, the result as your table prints it");
    for (size_t r = 0; r < t["rows"].size(); ++r) {
        json& cell = t["cells"][r][0];
        char buf[64];
        std::snprintf(buf, sizeof buf, "%s", cell.is_string() ? cell.get<std::string>().c_str() : "");
        ImGui::PushID(static_cast<int>(r));
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(t["rows"][r].get<std::string>().c_str());
        ImGui::SameLine(Em() * 2.5f);
        ImGui::SetNextItemWidth(-1.0f);
        if (ImGui::InputText("##result", buf, sizeof buf)) cell = std::string(buf);
        RecordControl(s, pre + ":cell:" + std::to_string(r));
        ImGui::PopID();
    }
}

}  // namespace

// [SECTION] import / export
void TablesSetBackend(TableBackend b) {
    E().backend = std::move(b);
}

json TablesForRequest() {
    const json& t = Saved();
    return t.is_object() ? t : json::object();
}

json TablesImportText(AppState& s, const std::string& id, const std::string& text) {
    json out = {{"ok", false}};
    auto refuse = [&](const std::vector<std::string>& faults) {
        out["faults"] = faults;
        out["message"] = "Import refused, nothing was changed: " + Join(faults, "; ");
        E().msgs[id] = {out["message"].get<std::string>(), true};
        s.wants_frames = std::max(s.wants_frames, 3);
        return out;
    };
    if (tables::table_kind(id).empty()) return refuse({"no table is called \"" + id.substr(0, 40) + "\""});
    // As the core reads a request: size and depth before anything is copied or recursed into.
    JsonRead read = read_json_text(text, kMaxStoreBytes, kMaxJsonDepth);
    if (read.fault == JsonFault::TooLarge)
        return refuse({"the file is larger than any table (" + KB(kMaxTableBytes) + ")"});
    if (read.fault == JsonFault::TooDeep) return refuse({"the file is nested too deeply to be a table"});
    if (read.fault != JsonFault::None)
        return refuse({"the file is not valid JSON (byte " + std::to_string(read.at + 1) + ")"});
    json t = std::move(read.value);
    if (!t.is_object()) return refuse({"the file must hold one table (a JSON object)"});
    if (t.contains("tables") && t["tables"].is_object() && t["tables"].contains(id)) t = t["tables"][id];
    std::string named = t.value("pointman_table", std::string());
    if (!named.empty() && named != id)
        return refuse({"this file holds the table \"" + named.substr(0, 40) + "\", not \"" + id + "\""});
    t.erase("pointman_table");
    if (to_text(t).size() > kMaxTableBytes)
        return refuse({"the table is larger than the " + KB(kMaxTableBytes) + " a table may have"});
    std::vector<std::string> faults = Faults(id, t);
    if (!faults.empty()) return refuse(faults);
    json norm = tables::normalise_user_table(id, t);
    if (!SaveTable(id, norm)) return refuse({"this device refused to save it (storage full or unreadable)"});
    E().drafts[id] = norm;
    out = {{"ok", true}, {"message", "Imported and saved on this device."}};
    E().msgs[id] = {out["message"].get<std::string>(), false};
    if (!s.calc.empty()) AppSetParams(s, json::object());  // re-evaluate with the new table
    return out;
}

json TablesImportRefused(AppState& s, const std::string& id, const std::string& fault) {
    json out = {{"ok", false}, {"faults", {fault}}, {"message", "Import refused, nothing was changed: " + fault}};
    E().msgs[id] = {out["message"].get<std::string>(), true};
    s.wants_frames = std::max(s.wants_frames, 3);
    return out;
}

std::string TablesExportText(const std::string& id) {
    const json& saved = Saved();
    if (!saved.contains(id)) return "";
    json t = saved[id];
    t["pointman_table"] = id;
    return t.dump(1) + "\n";
}

json TablesStatus() {
    json out = json::object();
    out["saved"] = TablesForRequest();
    out["unreadable"] = !SavedAsideKey().empty();  // the stored document was kept aside unread
    json d = json::object(), m = json::object();
    for (const auto& [k, v] : E().drafts) d[k] = v;
    for (const auto& [k, v] : E().msgs) m[k] = {{"text", v.text}, {"bad", v.bad}};
    out["drafts"] = d;
    out["messages"] = m;
    return out;
}

// [SECTION] panel
// The table ids this answer waits for: the response's "needs" beside a "table": "needs_table"
// value, or a needs_table error (then every table the calculator reads).
static std::vector<std::string> NeededTables(const AppState& s) {
    std::vector<std::string> out;
    const json& r = s.response;
    if (!r.is_object() || !s.spec.is_object() || !s.spec.contains("tables")) return out;
    bool all = false;
    if (!r.value("ok", false)) {
        all = r.contains("error") && r["error"].is_object() && r["error"].value("code", "") == "needs_table";
    } else if (r.contains("values") && r["values"].is_object()) {
        const json& v = r["values"];
        if (v.value("table", json()) == "needs_table") {
            if (v.contains("needs") && v["needs"].is_string())
                out.push_back(v["needs"].get<std::string>());
            else
                all = true;
        }
    }
    if (all)
        for (const auto& t : s.spec["tables"]) out.push_back(t.value("id", std::string()));
    return out;
}

static void DrawOneTable(AppState& s, const json& spec, bool first_screen) {
    const std::string id = spec.value("id", std::string());
    const std::string pre = "table:" + id;
    ImGui::PushID(id.c_str());
    ImGui::Spacing();
    const bool saved = Saved().contains(id);
    if (first_screen) {  // short: the answer's chances still start on the first screen
        TextFlow("This answer needs your game's " + spec.value("title", id) + ".");
    } else {
        TextFlow(spec.value("title", id));
        TextDim(saved ? "Saved on this device; sent with every result." : "Not entered yet on this device.");
    }
    bool& open = E().open[id];
    const float half0 = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    const bool offer_example = !saved && (first_screen || !open);
    if (WideButton(s, (pre + ":edit").c_str(),
                   open ? "Close the editor" : (saved ? "Edit this table" : "Enter this table"),
                   offer_example ? half0 : -1.0f))
        open = !open;
    if (offer_example) {  // one tap to an example to try, the editor open on it
        ImGui::SameLine();
        if (WideButton(s, (pre + ":try").c_str(), "Try an example", half0)) {
            const json example = spec.value("example", json());
            if (example.is_object()) {
                Draft(id, spec) = tables::normalise_user_table(id, example);
                E().msgs[id] = {"Example loaded (invented, not from any game). Save to use it.", false};
            }
            open = true;
        }
    }
    if (open) {
        std::string help = spec.value("help", std::string());
        if (!help.empty()) TextDim(help);
        json& t = Draft(id, spec);
        const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
        if (WideButton(s, (pre + ":example").c_str(), "Load the fictional example", half)) {
            const json example = spec.value("example", json());
            if (example.is_object()) {
                t = tables::normalise_user_table(id, example);
                E().msgs[id] = {"Example loaded (invented, not from any game). Save to use it.", false};
            }
        }
        ImGui::SameLine();
        if (WideButton(s, (pre + ":reset").c_str(), "Start blank", half)) t = BlankDraft(spec);
        const std::string kind = tables::table_kind(id);
        if (kind == "crt")
            DrawCrtEditor(s, id, spec, t);
        else if (kind == "suppress")
            DrawSuppressEditor(s, id, spec, t);
        else if (kind == "deviation")
            DrawDeviationEditor(s, id, spec, t);
        else if (kind == "roll")
            DrawRollEditor(s, id, spec, t);
        std::vector<std::string> faults = Faults(id, t);
        ImGui::Spacing();
        if (!faults.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Bad)));
            for (const auto& f : faults) ImGui::TextWrapped("\xe2\x80\xa2 %s", f.c_str());
            ImGui::PopStyleColor();
        }
        const bool same = saved && Saved()[id] == t;
        ImGui::BeginDisabled(!faults.empty() || same);
        if (WideButton(s, (pre + ":save").c_str(), same ? "Saved" : "Save and use this table")) {
            if (SaveTable(id, t)) {
                E().msgs[id] = {"Saved on this device.", false};
                AppSetParams(s, json::object());
            } else {
                E().msgs[id] = {"This device refused to save the table; export it to keep it.", true};
            }
        }
        ImGui::EndDisabled();
        ImGui::BeginDisabled(!saved);
        if (WideButton(s, (pre + ":export").c_str(), "Export JSON", half) && E().backend.Download)
            E().backend.Download(id + ".json", TablesExportText(id));
        ImGui::EndDisabled();
        ImGui::SameLine();
        if (WideButton(s, (pre + ":import").c_str(), "Import JSON", half) && E().backend.PickImport)
            E().backend.PickImport(id);
    }
    auto m = E().msgs.find(id);
    if (m != E().msgs.end() && !m->second.text.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text,
                              ImGui::ColorConvertU32ToFloat4(ToneColor(m->second.bad ? Tone_Bad : Tone_Good)));
        ImGui::TextWrapped("%s", m->second.text.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::PopID();
}

// On the first screen, right under the answer, the tables it waits for (DrawTableEditors then
// leaves them out lower down).
void DrawNeededTables(AppState& s) {
    const std::vector<std::string> needed = NeededTables(s);
    if (needed.empty()) return;
    for (const auto& spec : s.spec["tables"])
        if (std::find(needed.begin(), needed.end(), spec.value("id", std::string())) != needed.end())
            DrawOneTable(s, spec, true);
}

void DrawTableEditors(AppState& s) {
    if (!s.spec.is_object() || !s.spec.contains("tables") || !s.spec["tables"].is_array()) return;
    const std::vector<std::string> shown = NeededTables(s);  // under the answer already (DrawNeededTables)
    bool heading = false;
    for (const auto& spec : s.spec["tables"]) {
        if (std::find(shown.begin(), shown.end(), spec.value("id", std::string())) != shown.end()) continue;
        if (!heading) {
            ImGui::Spacing();
            Heading("Your tables");
            heading = true;
        }
        DrawOneTable(s, spec, false);
    }
}

}  // namespace pm::shell
