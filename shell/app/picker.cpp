// Pointman shell — the calculator picker: a search field and the rule-set filter above, then
// Pinned, Recent and every calculator grouped by the moment of play.
//
// Everything shown here comes from the core: the groups and their order are list_json()'s
// "group", "group_title", "group_order" or else the catalog's (catalog_entry, catalog_group; the
// rule set when neither knows one), the matches of a search are search_json(), rule-set names
// ruleset_title(). The picker
// keeps only what the player chose (recent, pinned, filter) in the saved document (app/saved.h).
//
// Controls (tests and embedders): "search", "search:clear", "search:everywhere", "filter:all",
// "filter:<ruleset>", "pick:<id>" (the grouped list), "found:<id>" (search results),
// "pinned:<id>", "recent:<id>", and beside a row "pin:<id>" (pins or unpins) or "unpin:<id>";
// the Pointman readings: "readings" (unfolds or folds them), "reading:<n>:<id>" (opens a calculator
// that uses reading n);
// under the list the display: "choice:text-size:<0..3>", "choice:theme:<auto|dark|light|contrast>".
//
// [SECTION] data from the core
// [SECTION] rows
// [SECTION] search bar
// [SECTION] display
// [SECTION] lists
#include <algorithm>
#include <cmath>

#include "app/saved.h"
#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"
#include "contract/catalog.h"
#include "contract/citations.h"
#include "contract/codec.h"
#include "contract/registry.h"

namespace pm::shell {

// [SECTION] data from the core
namespace {

std::string Str(const json& o, const char* key, const std::string& fallback = std::string()) {
    auto it = o.find(key);
    return it != o.end() && it->is_string() ? it->get<std::string>() : fallback;
}

// Rule sets in the order list_json() gives them.
std::vector<std::string> Rulesets(const AppState& s) {
    std::vector<std::string> out;
    for (const auto& c : s.calculators) {
        std::string rs = Str(c, "ruleset");
        if (std::find(out.begin(), out.end(), rs) == out.end()) out.push_back(rs);
    }
    return out;
}

// The remembered filter, "" (all) when it names no rule set of this build (the value is kept).
std::string ActiveRuleset(const AppState& s) {
    std::string rs = Str(SavedSettings(), "ruleset");
    std::vector<std::string> known = Rulesets(s);
    return std::find(known.begin(), known.end(), rs) != known.end() ? rs : std::string();
}

std::string Trimmed(const char* text) {
    std::string t(text);
    size_t a = t.find_first_not_of(" \t"), b = t.find_last_not_of(" \t");
    return a == std::string::npos ? std::string() : t.substr(a, b - a + 1);
}

// A calculator's group: list_json()'s fields when it carries them, else the core's catalog
// (catalog_entry / catalog_group); the rule set itself when neither knows one.
struct GroupOf {
    bool known = false;
    std::string id, title;
    int order = 0;
};
GroupOf Group(const json& c) {
    GroupOf g;
    if (c.contains("group")) {
        g.known = true;
        g.id = Str(c, "group");
        g.title = Str(c, "group_title", g.id);
        auto go = c.find("group_order");
        g.order = go != c.end() && go->is_number_integer() ? go->get<int>() : 0;
        return g;
    }
    const CatalogEntry* e = catalog_entry(Str(c, "id"));
    const GroupInfo* info = e ? catalog_group(Str(c, "ruleset"), e->group) : nullptr;
    if (!info) return g;
    g.known = true;
    g.id = info->id;
    g.title = info->title;
    g.order = info->order;
    return g;
}

// The calculators the picker lists (list_json()), read the first time the picker is drawn.
void ReadCalculators(AppState& s) {
    if (s.calculators.is_null()) s.calculators = list_json();
}

const json* FindCalc(const AppState& s, const std::string& id) {
    for (const auto& c : s.calculators)
        if (Str(c, "id") == id) return &c;
    return nullptr;
}

void Open(AppState& s, const std::string& id) {
    AppOpenCalculator(s, id);
    if (s.platform.SetShareLink) s.platform.SetShareLink(s.link);
    // The search stays as the player left it (its words, its matches, how far down they were):
    // Back returns to it, and × clears it.
}

// [SECTION] rows
// A pin drawn on a finger-sized square: a round head on a needle, filled when pinned.
bool PinButton(AppState& s, const std::string& control, bool pinned, float size) {
    ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::PushID(control.c_str());
    bool pressed = ImGui::Button("##pin", ImVec2(size, size));
    ImGui::PopID();
    RecordControl(s, control);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 c(p.x + size * 0.5f, p.y + size * 0.42f);
    float r = Em() * 0.38f;
    ImU32 col = pinned ? ToneColor(Tone_Accent) : ImGui::GetColorU32(ImGuiCol_TextDisabled);
    dl->AddLine(ImVec2(c.x, c.y + r), ImVec2(c.x, c.y + r + Em() * 0.55f), col, std::max(1.0f, Em() * 0.1f));
    if (pinned)
        dl->AddCircleFilled(c, r, col, 16);
    else
        dl->AddCircle(c, r, col, 16, std::max(1.0f, Em() * 0.1f));
    return pressed;
}

// One calculator: a full-width row with its title and a dim line under it, and (when pin_control
// is not empty) a pin beside it. Returns true when the row was tapped.
// Rows side by side where the screen is wide (a tablet), one per line on a phone.
struct Grid {
    int cols = 1, i = 0;
    float w = 0;
};
Grid MakeGrid() {
    Grid g;
    const float avail = ImGui::GetContentRegionAvail().x, gap = ImGui::GetStyle().ItemSpacing.x;
    g.cols = avail >= Em() * 44 ? 2 : 1;
    g.w = std::floor((avail - gap * (g.cols - 1)) / g.cols);
    return g;
}
float NextCell(Grid& g) {
    if (g.i % g.cols != 0) ImGui::SameLine();
    g.i++;
    return g.w;
}

bool EntryRow(AppState& s, const json& c, const std::string& control, const std::string& sub,
              const std::string& pin_control, bool pinned, float cell_w) {
    const std::string id = Str(c, "id");
    const std::string title = Str(c, "title", id);
    const float h = std::round(TouchHeight() * 1.25f);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float pin_w = pin_control.empty() ? 0.0f : h;
    const float w = cell_w - (pin_w > 0 ? pin_w + gap : 0.0f);
    ImGui::PushID(control.c_str());
    ImVec2 p = ImGui::GetCursorScreenPos();
    bool pressed = ImGui::Button("##row", ImVec2(w, h));
    ImGui::PopID();
    RecordControl(s, control);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float pad = ImGui::GetStyle().FramePadding.x;
    ImGui::PushClipRect(p, ImVec2(p.x + w - pad * 0.5f, p.y + h), true);
    dl->AddText(ImVec2(p.x + pad, p.y + h * 0.5f - Em() * 1.05f), ImGui::GetColorU32(ImGuiCol_Text), title.c_str());
    dl->AddText(ImVec2(p.x + pad, p.y + h * 0.5f + Em() * 0.05f), ImGui::GetColorU32(ImGuiCol_TextDisabled),
                sub.c_str());
    ImGui::PopClipRect();
    if (pin_w > 0) {
        ImGui::SameLine();
        if (PinButton(s, pin_control, pinned, pin_w)) SavedTogglePin(id);
    }
    return pressed;
}

bool IsPinned(const json& settings, const std::string& id) {
    auto it = settings.find("pinned");
    return it != settings.end() && it->is_array() && std::find(it->begin(), it->end(), json(id)) != it->end();
}

void SubHeading(const std::string& text) {
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Accent)));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

// Chips that wrap onto more rows; the chosen one is filled.
bool Chip(AppState& s, const std::string& control, const std::string& label, bool chosen, float* x_used) {
    const ImGuiStyle& st = ImGui::GetStyle();
    const float w = ImGui::CalcTextSize(label.c_str()).x + st.FramePadding.x * 2.5f;
    const float avail = ImGui::GetWindowContentRegionMax().x - ImGui::GetWindowContentRegionMin().x;
    if (*x_used > 0 && *x_used + st.ItemSpacing.x + w <= avail)
        ImGui::SameLine();
    else
        *x_used = 0;
    *x_used += (*x_used > 0 ? st.ItemSpacing.x : 0.0f) + w;
    ImGuiCol bg = chosen ? ImGuiCol_ButtonActive : ImGuiCol_FrameBg;
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(bg));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered,
                          ImGui::GetStyleColorVec4(chosen ? ImGuiCol_ButtonActive : ImGuiCol_FrameBgHovered));
    ImGui::PushID(control.c_str());
    bool pressed = ImGui::Button(label.c_str(), ImVec2(w, std::round(TouchHeight() * 0.92f)));
    ImGui::PopID();
    ImGui::PopStyleColor(2);
    RecordControl(s, control);
    return pressed;
}

}  // namespace

// [SECTION] search bar
// Drawn above the scrolling list, so the field and the filter stay where the thumb left them.
void DrawPickerBar(AppState& s) {
    ReadCalculators(s);
    const float h = TouchHeight();
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const bool has_text = s.picker_query[0] != 0;
    const float clear_w = has_text ? std::round(h * 1.4f) : 0.0f;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - (has_text ? clear_w + gap : 0.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, (h - Em()) * 0.5f));
    ImGui::InputTextWithHint("##search", "Search: fire, spot, tunnel, p.38\xe2\x80\xa6", s.picker_query,
                             sizeof s.picker_query);
    ImGui::PopStyleVar();
    RecordControl(s, "search");
    if (has_text) {
        ImGui::SameLine();
        if (WideButton(s, "search:clear", "\xc3\x97", clear_w)) {  // U+00D7 ×
            s.picker_query[0] = 0;
            s.picker_everywhere = false;
        }
    }
    // The rule-set filter: chosen once, remembered in the saved document.
    const std::string active = ActiveRuleset(s);
    float x = 0;
    if (Chip(s, "filter:all", "All", active.empty(), &x)) SavedSetRuleset("");
    for (const auto& rs : Rulesets(s))
        if (Chip(s, "filter:" + rs, ruleset_title(rs), rs == active, &x)) {
            SavedSetRuleset(rs);
            s.picker_everywhere = false;
        }
    ImGui::Spacing();
}

// [SECTION] display
// Text size and theme, saved with the rest of the settings (the text view and the embed follow the
// saved theme too). "Device" follows the device's light/dark and contrast preference.
static void DrawDisplay(AppState& s) {
    ImGui::Spacing();
    Heading("Display");
    TextDim("Text size");
    static const std::vector<std::string> size_labels = {"100%", "115%", "130%", "150%"};
    static const std::vector<std::string> size_values = {"0", "1", "2", "3"};
    int size = AppTextSize();
    if (Segmented(s, "text-size", size_labels, size_values, &size)) {
        SavedSetDisplay({{"text_size", size}});
        s.wants_frames = std::max(s.wants_frames, 3);  // the platform rebuilds the fonts before the next frame
    }
    TextDim("Theme");
    static const std::vector<std::string> theme_labels = {"Device", "Dark", "Light", "High contrast"};
    static const std::vector<std::string> theme_values = {"auto", "dark", "light", "contrast"};
    const std::string saved = Str(SavedSettings(), "theme", "auto");
    int theme = 0;
    for (int i = 0; i < static_cast<int>(theme_values.size()); ++i)
        if (theme_values[i] == saved) theme = i;
    if (Segmented(s, "theme", theme_labels, theme_values, &theme)) {
        SavedSetDisplay({{"theme", theme_values[theme]}});
        s.wants_frames = std::max(s.wants_frames, 3);
    }
}

// [SECTION] readings
// Every Pointman reading (where a book is silent or unclear, what the product chose), from the
// core's registry (readings_json(), AppState::readings), each with buttons to the calculators that use it.
static void DrawReadings(AppState& s) {
    const json& registry = s.readings;
    if (registry.is_array() && registry.empty()) return;
    ImGui::Spacing();
    Heading("Pointman readings");
    if (!registry.is_array()) {
        TextDim("Loading the readings\xe2\x80\xa6");
        return;
    }
    std::string label =
        s.picker_readings ? "Hide the readings" : "Show the " + std::to_string(registry.size()) + " readings";
    if (WideButton(s, "readings", label.c_str())) s.picker_readings = !s.picker_readings;
    if (!s.picker_readings) return;
    for (const auto& r : registry) {
        const int n = r.value("number", 0);
        SubHeading("Reading " + std::to_string(n) + ": " + Str(r, "title"));
        ImGui::TextWrapped("%s", Str(r, "text").c_str());
        TextDim("Concerns " + Str(r, "cite"));
        for (const auto& id : r.value("calculators", json::array())) {
            if (!id.is_string()) continue;
            const json* c = FindCalc(s, id.get<std::string>());
            std::string title = c ? Str(*c, "title", id.get<std::string>()) : id.get<std::string>();
            std::string control = "reading:" + std::to_string(n) + ":" + id.get<std::string>();
            if (WideButton(s, control.c_str(), title.c_str())) {
                Open(s, id.get<std::string>());
                return;
            }
        }
    }
}

// [SECTION] lists
static void DrawSearchResults(AppState& s, const std::string& query, const std::string& active) {
    const std::string scope = s.picker_everywhere ? std::string() : active;
    const std::string key = query + "\n" + scope;
    if (key != s.picker_searched) {
        s.picker_searched = key;
        s.picker_results = search_json(query, scope);
        if (!s.picker_results.is_array()) s.picker_results = json::array();
        s.picker_elsewhere = 0;
        if (!scope.empty()) {
            json all = search_json(query, "");
            if (all.is_array())
                s.picker_elsewhere =
                    std::max(0, static_cast<int>(all.size()) - static_cast<int>(s.picker_results.size()));
        }
        ImGui::SetScrollY(0);  // new matches start at the top
    }
    const json settings = SavedSettings();
    const json results = s.picker_results;  // a tap may open a calculator mid-loop
    if (results.empty()) {
        TextDim(scope.empty()
                    ? "Nothing matches \xe2\x80\x9c" + query +
                          "\xe2\x80\x9d. Try one word (fire, spot, weather, tunnel) or a page (p.38)."
                    : "Nothing in " + ruleset_title(scope) + " matches \xe2\x80\x9c" + query + "\xe2\x80\x9d.");
    } else {
        std::string n = std::to_string(results.size());
        TextDim(n + (results.size() == 1 ? " match" : " matches") +
                (scope.empty() ? std::string() : " in " + ruleset_title(scope)));
    }
    // The help texts arrive after the first frame (app.h): until then their words find nothing.
    if (s.help_pending) TextDim("The calculators' help is still loading: its words are not searched yet.");
    Grid grid = MakeGrid();
    for (const auto& r : results) {
        const float cell = NextCell(grid);
        std::string id = Str(r, "id");
        std::string sub = Str(r, "citation");
        std::string group = Str(r, "group_title");
        if (!group.empty()) sub += "  \xc2\xb7  " + group;  // U+00B7 middle dot
        // A word from another rule book: the core's note says what this book uses instead.
        const std::string note = Str(r, "note");
        if (!note.empty()) sub = note + "  \xc2\xb7  " + sub;
        if (EntryRow(s, r, "found:" + id, sub, "pin:" + id, IsPinned(settings, id), cell)) Open(s, id);
    }
    if (s.picker_elsewhere > 0) {
        ImGui::Spacing();
        std::string label = std::to_string(s.picker_elsewhere) +
                            (s.picker_elsewhere == 1 ? " more match" : " more matches") + " in other rule sets: show";
        if (WideButton(s, "search:everywhere", label.c_str())) s.picker_everywhere = true;
    }
}

// Pinned or Recent: ids from the saved document, those this build knows, in the filter's rule set.
static void DrawRemembered(AppState& s, const json& settings, const char* key, const char* title,
                           const std::string& active) {
    auto it = settings.find(key);
    if (it == settings.end() || !it->is_array()) return;
    std::vector<const json*> rows;
    for (const auto& id : *it) {
        if (!id.is_string()) continue;
        const json* c = FindCalc(s, id.get<std::string>());
        if (c && (active.empty() || Str(*c, "ruleset") == active)) rows.push_back(c);
    }
    if (rows.empty()) return;
    SubHeading(title);
    const bool pinned_list = std::string(key) == "pinned";
    Grid grid = MakeGrid();
    for (const json* c : rows) {
        const float cell = NextCell(grid);
        std::string id = Str(*c, "id");
        if (EntryRow(s, *c, std::string(pinned_list ? "pinned:" : "recent:") + id, Str(*c, "citation"),
                     pinned_list ? "unpin:" + id : std::string(), pinned_list, cell))
            Open(s, id);
    }
}

void DrawPicker(AppState& s) {
    ReadCalculators(s);
    if (!s.calculators.is_array() || s.calculators.empty()) {
        ImGui::TextWrapped("No calculators are available in this build.");
        return;
    }
    const std::string active = ActiveRuleset(s);
    const std::string query = Trimmed(s.picker_query);
    if (!query.empty()) {
        DrawSearchResults(s, query, active);
        SavedTextAgent();
        return;
    }
    if (!s.picker_searched.empty()) {  // cleared: back to the groups, from the top
        s.picker_searched.clear();
        s.picker_results = json::array();
        s.picker_elsewhere = 0;
        s.picker_everywhere = false;
        ImGui::SetScrollY(0);
    }
    const json settings = SavedSettings();
    DrawRemembered(s, settings, "pinned", "Pinned", active);
    DrawRemembered(s, settings, "recent", "Recent", active);

    // Every calculator of the filter, by rule set, then by group (the core's order), then in the
    // order list_json() gives within a group (rows point into s.calculators, which a tap leaves).
    struct Row {
        const json* c;
        int rs, group;
        size_t index;
    };
    const std::vector<std::string> rulesets = Rulesets(s);
    std::vector<Row> rows;
    for (size_t i = 0; i < s.calculators.size(); ++i) {
        const json& c = s.calculators[i];
        std::string rs = Str(c, "ruleset");
        if (!active.empty() && rs != active) continue;
        int rank = static_cast<int>(std::find(rulesets.begin(), rulesets.end(), rs) - rulesets.begin());
        rows.push_back({&c, rank, Group(c).order, i});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        return a.rs != b.rs ? a.rs < b.rs : a.group != b.group ? a.group < b.group : a.index < b.index;
    });
    std::string current_rs, current_group;
    bool first = true;
    Grid grid;
    for (const Row& r : rows) {
        const json& c = *r.c;
        const std::string id = Str(c, "id");
        const std::string rs = Str(c, "ruleset");
        const GroupOf g = Group(c);
        const bool has_group = g.known;
        const std::string group = has_group ? g.id : rs;
        if (first || rs != current_rs) {
            current_rs = rs;
            current_group.clear();
            if (!first) ImGui::Spacing();
            if (active.empty() || !has_group) Heading(ruleset_title(rs));  // the filter names it already
            grid = MakeGrid();
        }
        if (has_group && group != current_group) {
            current_group = group;
            SubHeading(g.title);
            grid = MakeGrid();
        }
        first = false;
        const float cell = NextCell(grid);
        if (EntryRow(s, c, "pick:" + id, Str(c, "citation"), "pin:" + id, IsPinned(settings, id), cell)) Open(s, id);
    }
    DrawReadings(s);
    DrawDisplay(s);
    SavedTextAgent();
}

}  // namespace pm::shell
