// Pointman shell — app state, the request lifecycle and the top-level layout.
//
// [SECTION] requests
// [SECTION] entry points
// [SECTION] display
// [SECTION] keyboard
// [SECTION] layout
// [SECTION] test hook
#include "app/app.h"

#include <algorithm>
#include <cmath>

#include "app/export_view.h"
#include "app/saved.h"
#include "app/style.h"
#include "app/table_editor.h"
#include "app/views.h"
#include "app/widgets.h"
#include "contract/codec.h"
#include "contract/present.h"
#include "contract/registry.h"
#include "contract/roster.h"
#include "imgui_internal.h"

namespace pm::shell {

// [SECTION] requests
json AppRequest(const AppState& s) {
    json req = json::object();
    req["calc"] = s.calc;
    req["params"] = s.params;
    // The roster's figures in their roles: the core fills the parameters from them (contract/figures.h),
    // so those it sets, unless the player set them by hand, are left out of params.
    if (!s.cast.empty()) {
        json figures = roster_request_figures(SavedRoster(), s.cast);
        if (!figures.empty()) {
            for (const auto& name : s.by_figure) req["params"].erase(name);
            req["figures"] = std::move(figures);
        }
    }
    if (s.dice_open)
        req["dice"] = s.dice;
    else if (s.has_seed)
        req["seed"] = s.seed;
    // The user's saved tables (app/saved.h) that this calculator reads: the core warns about any other.
    if (json t = SavedTables(); t.is_object() && !t.empty()) {
        json mine = json::object();
        if (const Calculator* c = find_calculator(s.calc))
            for (const auto& spec : c->tables)
                if (t.contains(spec.id)) mine[spec.id] = t[spec.id];
        if (!mine.empty()) req["tables"] = std::move(mine);
    }
    return req;
}

json AppAnswer(AppState& s, const json& request) {
    if (!s.platform.Evaluate)  // a platform that forgot to say who answers: a defect, said as one
        return json{{"ok", false},
                    {"error", {{"code", "not_possible"}, {"message", "could not compute this: nothing answers here"}}}};
    std::string waiting;
    json r = s.platform.Evaluate(request, waiting);
    if (r.is_null()) {
        s.waiting = waiting.empty() ? std::string("Loading the calculators\xe2\x80\xa6") : waiting;
        s.waiting_failed = false;
        s.wants_frames = std::max(s.wants_frames, 3);
    }
    return r;
}

static void Evaluate(AppState& s) {
    json req = AppRequest(s);
    s.waiting.clear();
    s.response = AppAnswer(s, req);
    s.dice_needs = nullptr;
    s.presented = nullptr;
    if (s.response.is_null()) {  // the calculators are on their way: AppComputeArrived asks again
        s.link = link_for_request(req);
        if (s.platform.SetShareLink) s.platform.SetShareLink(s.link);
        return;
    }
    json needs;
    if (json odds = odds_request(req, s.response); !odds.is_null()) {
        // Not enough dice yet: remember which die comes next and show the odds meanwhile.
        needs = std::move(s.response);
        s.dice_needs = needs["error"].value("needs", json::object());
        s.response = AppAnswer(s, odds);
    }
    if (!s.response.is_null()) s.presented = present(s.response, needs);
    // The values used: a parameter another one's choice fills in (a weapon's dice and Impact;
    // describe's "set_by") is echoed as used, and the screen shows that, not what it last held.
    if (s.response.value("ok", false) && s.response.contains("params") && s.response["params"].is_object())
        for (const auto& [k, v] : s.response["params"].items())
            if (s.params.contains(k) && s.params[k] != v) {
                s.params[k] = v;
                req["params"][k] = v;
            }
    s.evaluations++;
    s.link = link_for_request(req);
    if (s.platform.SetShareLink) s.platform.SetShareLink(s.link);
    s.wants_frames = std::max(s.wants_frames, 3);
}

// The summaries a tap can lead to, from the state just opened: each parameter on the screen set in
// turn to every other value (an enum's choices; an int's values up to six taps away, and 13 spread
// over a long range; both states of a toggle), the others as opened. An error counts with its
// message, as the bar shows it. At most 120 evaluations (each a few µs to a few ms); the pinned bar
// reserves the height of the longest (DrawResultBar).
static void ReserveSummaries(AppState& s) {
    s.bar_texts.clear();
    s.bar_texts_w = -1;
    if (!s.spec.contains("params") || !s.waiting.empty()) return;  // again when the answers arrive
    int budget = 120;
    for (const auto& p : s.spec["params"]) {
        if (!AppParamIsMain(s, p) && !s.more_open) continue;
        const std::string name = p.value("name", std::string());
        const std::string type = p.value("type", std::string());
        std::vector<json> values;
        if (type == "int" && p.contains("min") && p.contains("max")) {
            const long long lo = p["min"].get<long long>(), hi = p["max"].get<long long>();
            const long long cur = s.params.value(name, lo);
            for (long long v = std::max(lo, cur - 6); v <= std::min(hi, cur + 6); ++v)
                values.push_back(v);  // the next taps
            if (hi - lo > 12)
                for (int i = 0; i <= 12; ++i) values.push_back(lo + (hi - lo) * i / 12);  // and across the range
        } else if (type == "bool") {
            values = {true, false};
        } else if (p.contains("choices") && p["choices"].is_array()) {
            for (const auto& c : p["choices"]) values.push_back(c.is_object() ? c.value("value", json()) : c);
        }
        for (const json& v : values) {
            if (v.is_null() || s.params.value(name, json()) == v) continue;
            if (--budget < 0) return;
            json req = AppRequest(s);
            req["params"][name] = v;
            req.erase("seed");
            bool err = false;
            const json r = AppAnswer(s, req);
            if (r.is_null()) return;
            s.bar_texts.push_back(summary_words(r, &err));
        }
    }
}

// [SECTION] entry points
void AppInit(AppState& s) {
    // The list of calculators is read when the picker is first drawn (picker.cpp): a link to one
    // calculator opens it without reading every other one first.
    s.screen = AppScreen_Picker;
}

void AppOpenCalculator(AppState& s, const std::string& id) {
    json spec = describe_json(id);
    if (!spec.value("ok", false)) {
        s.notice = spec["error"].value("message", std::string("unknown calculator"));
        return;
    }
    s.spec = spec;
    s.calc = id;
    s.params = json::object();
    for (const auto& p : spec["params"]) s.params[p["name"].get<std::string>()] = p["default"];
    s.has_seed = false;
    s.dice_open = false;
    s.dice.clear();
    s.more_open = false;
    s.anchor_frames = 0;
    s.bar_h = 0;
    s.bar_reserve = true;
    s.tables_first = true;
    s.main_help = true;
    s.scroll_to_top = true;
    s.map = MapView();
    s.exact_open.clear();
    s.notice.clear();
    // The figures picked stay in the roles of the same name this calculator has (the shooter of
    // fng.fire shoots the burst too); the parameters they set are the figures' again.
    json cast = json::object();
    s.by_figure.clear();
    for (const auto& role : spec.value("roles", json::array())) {
        const std::string name = role.value("role", std::string());
        auto it = s.cast.find(name);
        if (it == s.cast.end() || it->is_array() != (role.value("list", 0) > 0)) continue;
        cast[name] = *it;
        for (const auto& p : role.value("params", json::array()))
            s.by_figure.push_back(p.value("param", std::string()));
    }
    s.cast = std::move(cast);
    s.applied_eval = -1;
    s.who_open.clear();
    s.screen = AppScreen_Calculator;
    SavedNoteOpened(id);  // the picker's Recent (app/saved.h)
    Evaluate(s);
    ReserveSummaries(s);
}

void AppComputeArrived(AppState& s, const std::string& failure) {
    if (s.waiting.empty() || s.screen != AppScreen_Calculator) return;
    if (!failure.empty()) {
        s.waiting = failure;
        s.waiting_failed = true;
    } else {
        Evaluate(s);
        ReserveSummaries(s);
    }
    s.wants_frames = std::max(s.wants_frames, 3);
}

void AppOpenLink(AppState& s, const std::string& link) {
    std::string l = link;
    if (l.empty() || l == "#" || l == "#/" || l == "/") {
        s.screen = AppScreen_Picker;
        s.notice.clear();
        s.wants_frames = std::max(s.wants_frames, 3);
        return;
    }
    if (is_squad_link(l)) {  // a squad a friend shared: into the roster (the same squad again replaces it)
        json sq = squad_from_link(l);
        if (sq.value("ok", false) && SavedChange(json{{"op", "put_squad"}, {"squad", sq["squad"]}})) {
            s.notice = "The squad \"" + sq["squad"].value("name", std::string()) + "\" is in your roster.";
            AppOpenRoster(s);
        } else {
            s.notice = sq.value("ok", false) ? SavedStatus() : sq.value("message", std::string("bad link"));
        }
        s.wants_frames = std::max(s.wants_frames, 3);
        return;
    }
    json req = request_from_link(l);
    if (req.contains("ok") && !req.value("ok", true)) {
        // The app keeps working: show why the link failed and stay where we are.
        const json& e = req["error"];
        s.notice = "This link could not be opened: " + e.value("message", std::string("bad link")) + " [" +
                   e.value("code", std::string("error")) + "]";
        s.wants_frames = std::max(s.wants_frames, 3);
        return;
    }
    std::string id = req.value("calc", std::string());
    s.cast = json::object();  // a link carries the values: it answers the same without the roster
    AppOpenCalculator(s, id);
    if (s.calc != id) return;
    for (const auto& [k, v] : req["params"].items()) s.params[k] = v;
    // Never hide a parameter the link changed: More options opens when one of its own differs.
    s.more_open = AppChangedMoreOptions(s) > 0;
    if (req.contains("seed")) {
        s.has_seed = true;
        s.seed = req["seed"].get<uint32_t>();
    }
    if (req.contains("dice")) {  // a shared roll of the player's own dice
        s.dice_open = true;
        s.dice = req["dice"].get<std::vector<long long>>();
    }
    // A roll shared from another generator version is rolled again by this one: said, in the core's words.
    for (const std::string& w : request_warnings(req)) s.notice += (s.notice.empty() ? "" : " ") + w + ".";
    Evaluate(s);
    ReserveSummaries(s);
}

static const json* ParamSpecOf(const AppState& s, const std::string& name);

void AppOpenRoster(AppState& s) {
    if (s.screen != AppScreen_Roster) s.roster_back = s.screen;
    s.screen = AppScreen_Roster;
    s.scroll_to_top = true;
    s.wants_frames = std::max(s.wants_frames, 3);
}

void AppCast(AppState& s, const std::string& role, const json& ids) {
    const json* spec = nullptr;
    if (s.spec.is_object() && s.spec.contains("roles") && s.spec["roles"].is_array())
        for (const auto& r : s.spec["roles"])  // in place: `spec` points into it below
            if (r.value("role", std::string()) == role) spec = &r;
    if (!spec) return;
    const bool none = ids.is_null() || (ids.is_array() && ids.empty());
    for (const auto& p : spec->value("params", json::array())) {
        const std::string name = p.value("param", std::string());
        s.by_figure.erase(std::remove(s.by_figure.begin(), s.by_figure.end(), name), s.by_figure.end());
        if (!none)
            s.by_figure.push_back(name);
        else if (const json* ps = ParamSpecOf(s, name); ps && ps->contains("default"))
            s.params[name] = (*ps)["default"];  // the figure leaves: back to the calculator's own value
    }
    if (none)
        s.cast.erase(role);
    else
        s.cast[role] = ids;
    Evaluate(s);
}

static const json* ParamSpecOf(const AppState& s, const std::string& name) {
    if (!s.spec.is_object() || !s.spec.contains("params")) return nullptr;
    for (const auto& p : s.spec["params"])
        if (p.value("name", std::string()) == name) return &p;
    return nullptr;
}

bool AppSetParam(AppState& s, const std::string& name, const json& value) {
    if (s.calc.empty() || !s.params.contains(name) || s.params[name] == value) return false;
    s.params[name] = value;
    s.by_figure.erase(std::remove(s.by_figure.begin(), s.by_figure.end(), name), s.by_figure.end());  // by hand wins
    // A value the player sets by hand that a choice had filled in (the dice of a chosen weapon):
    // that choice goes back to its default (the custom weapon), so the value typed is the one used.
    if (const json* p = ParamSpecOf(s, name); p && p->contains("set_by") && (*p)["set_by"].is_string()) {
        const json* by = ParamSpecOf(s, (*p)["set_by"].get<std::string>());
        const std::string by_name = (*p)["set_by"].get<std::string>();
        if (by && by->contains("default") && s.params.contains(by_name) && s.params[by_name] != (*by)["default"])
            s.params[by_name] = (*by)["default"];
    }
    Evaluate(s);
    return true;
}

bool AppCanRoll(const AppState& s) {
    return !s.spec.is_object() || s.spec.value("rolls", true);
}

bool AppSetParams(AppState& s, const json& changes) {
    if (s.calc.empty() || !changes.is_object()) return false;
    const int hidden_before = AppChangedMoreOptions(s);
    for (const auto& [k, v] : changes.items()) s.params[k] = v;  // the codec validates them
    // A preset or a result's action that changes a folded parameter shows it.
    if (AppChangedMoreOptions(s) > hidden_before) s.more_open = true;
    Evaluate(s);
    return true;
}

void AppRoll(AppState& s) {
    if (s.calc.empty()) return;
    s.seed = s.platform.NewSeed ? s.platform.NewSeed() : s.seed * 747796405u + 2891336453u;
    s.has_seed = true;
    s.dice_open = false;
    Evaluate(s);
}

void AppClearRoll(AppState& s) {
    s.has_seed = false;
    s.dice_open = false;
    s.dice.clear();
    Evaluate(s);
}

void AppStartDice(AppState& s) {
    if (s.calc.empty()) return;
    s.has_seed = false;
    s.dice_open = true;
    s.dice.clear();
    Evaluate(s);
}

void AppAddDie(AppState& s, long long face) {
    if (!s.dice_open) return;
    s.dice.push_back(face);
    s.dice_face = 1;
    Evaluate(s);
}

void AppUndoDie(AppState& s) {
    if (!s.dice_open || s.dice.empty()) return;
    s.dice.pop_back();
    Evaluate(s);
}

void AppClearDice(AppState& s) {
    if (!s.dice_open) return;
    s.dice.clear();
    Evaluate(s);
}

void AppCloseDice(AppState& s) {
    AppClearRoll(s);
}
// [SECTION] display
int AppTextSize() {
    const json& st = SavedSettingsRef();
    auto it = st.find("text_size");
    if (it != st.end() && it->is_number_integer()) {
        const int n = it->get<int>();
        if (n >= 0 && n < kTextSizeCount) return n;
    }
    return 0;
}

float AppTextScale() {
    static const float kScale[kTextSizeCount] = {1.0f, 1.15f, 1.3f, 1.5f};
    return kScale[AppTextSize()];
}

int AppTheme(const AppState& s) {
    const json& st = SavedSettingsRef();
    auto it = st.find("theme");
    if (it != st.end() && it->is_string()) {
        const Theme t = ThemeFromName(it->get_ref<const std::string&>().c_str(), -1);
        if (t >= 0) return t;  // "auto" and names this build does not know: the device's
    }
    return s.device_theme >= 0 && s.device_theme < Theme_COUNT ? s.device_theme : Theme_Dark;
}

// [SECTION] keyboard
// Tab / Shift+Tab walk every control in the order it was drawn last frame, across the top bar and
// the panels (ImGui 1.86's own Tab visits text fields only, and its arrows stay inside one panel);
// arrows move within a panel, Space and Enter activate (the platform maps Enter), Escape leaves a
// calculator for the picker, or clears the search. The focused control gets a thick frame in the
// theme's focus colour, drawn once per frame like everything else (no animation, so an idle app
// still draws nothing).
static void TabFocus(AppState& s, int dir) {
    ImGuiContext& g = *GImGui;
    std::vector<const AppControl*> order;
    for (const auto& c : s.tab_order)
        if (c.item != 0 && c.enabled && (order.empty() || order.back()->item != c.item)) order.push_back(&c);
    if (order.empty()) return;
    const int n = static_cast<int>(order.size());
    // Where the focus is now; nowhere while ImGui's nav position is not shown (ImGui puts it on a
    // window's first item when the window appears, or the mouse was used since): Tab starts over.
    int at = -1;
    for (int i = 0; i < n && !g.NavDisableHighlight; ++i)
        if (order[i]->item == g.NavId) at = i;
    const int next = at < 0 ? (dir > 0 ? 0 : n - 1) : (at + dir + n) % n;
    const AppControl& c = *order[next];
    ImGuiWindow* w = ImGui::FindWindowByID(c.window);
    if (!w) return;
    if (g.ActiveId != 0) ImGui::ClearActiveID();  // Tab out of the search field
    ImGui::FocusWindow(w);
    g.NavWindow = w;
    g.NavId = c.item;
    g.NavLayer = ImGuiNavLayer_Main;
    g.NavFocusScopeId = 0;
    w->NavLastIds[ImGuiNavLayer_Main] = c.item;
    w->NavRectRel[ImGuiNavLayer_Main] =
        ImRect(c.min.x - w->Pos.x, c.min.y - w->Pos.y, c.max.x - w->Pos.x, c.max.y - w->Pos.y);
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
    g.NavInputSource = ImGuiInputSource_Keyboard;
    if (!c.visible) ImGui::ScrollToRectEx(w, ImRect(c.min, c.max), ImGuiScrollFlags_KeepVisibleEdgeY);
}

static void BackToPicker(AppState& s) {
    s.screen = AppScreen_Picker;
    s.notice.clear();
    if (s.platform.SetShareLink) s.platform.SetShareLink("#/");
}

static void KeyboardFrameStart(AppState& s, const AppGesture& g) {
    ImGuiContext& ctx = *GImGui;
    if (g.tab != 0) TabFocus(s, g.tab);
    const bool esc = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    if (esc && ctx.ActiveId == 0 && !s.popup_was_open) {
        if (s.screen == AppScreen_Calculator) {
            // back on the row it was opened from: a search's match, else Recent's first
            s.focus_request = (s.picker_query[0] != 0 ? "found:" : "recent:") + s.calc;
            BackToPicker(s);
        } else if (s.picker_query[0] != 0) {
            s.picker_query[0] = 0;
            s.picker_everywhere = false;
            s.focus_request = "search";
        }
        s.wants_frames = std::max(s.wants_frames, 3);
    }
    if (g.tab != 0 || esc) s.wants_frames = std::max(s.wants_frames, 2);
    s.focus.clear();
    s.focus_window = 0;
}

static void KeyboardFrameEnd(AppState& s) {
    s.tab_order = s.controls;
    s.popup_was_open = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup);
    if (s.focus.empty()) return;
    ImGuiWindow* w = ImGui::FindWindowByID(s.focus_window);
    if (!w) return;
    const float t = std::max(3.0f, std::round(Em() * 0.2f));
    ImRect r(s.focus_min, s.focus_max);
    r.Expand(t * 0.5f + 1.0f);
    w->DrawList->PushClipRect(w->InnerClipRect.Min, w->InnerClipRect.Max, false);
    w->DrawList->AddRect(r.Min, r.Max, AppFocusColor(), ImGui::GetStyle().FrameRounding + t, 0, t);
    w->DrawList->PopClipRect();
}

// [SECTION] layout
bool MapOwnsDrag(AppState& s, const AppGesture& g) {
    if (g.dragging && (g.origin.x != s.map.drag_origin.x || g.origin.y != s.map.drag_origin.y)) {
        s.map.drag_origin = g.origin;  // a new drag: where the map was drawn when it started
        s.map.drag_on_map = s.map.was_visible && ImRect(s.map.rect_min, s.map.rect_max).Contains(g.origin);
    }
    return (g.dragging || g.fling_dy != 0) && s.map.drag_on_map;
}

void ApplyDragScroll(AppState& s, const AppGesture& g) {
    ImGuiWindow* w = ImGui::GetCurrentWindow();
    if (s.scroll_to_top && s.screen != AppScreen_Picker) ImGui::SetScrollY(w, 0.0f);
    if (MapOwnsDrag(s, g)) return;
    bool inside = w->InnerRect.Contains(g.origin);
    float dy = 0;
    if (g.dragging && inside) dy = g.delta.y;
    if (g.fling_dy != 0 && w->InnerRect.Contains(g.origin)) dy = g.fling_dy;
    if (dy != 0) ImGui::SetScrollY(w, ImClamp(w->Scroll.y - dy, 0.0f, w->ScrollMax.y));
}

static ImVec2 g_roster_button(-1, -1);  // where the picker's Roster button goes (DrawTopBar)

static void DrawTopBar(AppState& s) {
    if (s.screen == AppScreen_Roster) {
        const bool to_calc = s.roster_back == AppScreen_Calculator && !s.calc.empty();
        if (WideButton(s, "back", to_calc ? "\xe2\x80\xb9 Back" : "\xe2\x80\xb9 Calculators", Em() * 8.5f)) {
            s.screen = to_calc ? AppScreen_Calculator : AppScreen_Picker;
            if (to_calc) Evaluate(s);  // the roster may have changed the figures
        }
        ImGui::SameLine();
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (TouchHeight() - Em() * 1.3f) * 0.5f);
        Heading("Roster");
    } else if (s.screen == AppScreen_Calculator) {
        if (WideButton(s, "back", "\xe2\x80\xb9 Calculators", Em() * 8.5f)) BackToPicker(s);
        ImGui::SameLine();
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (TouchHeight() - Em() * 1.3f) * 0.5f);
        Heading(s.spec.value("title", s.calc));
    } else {
        // The roster, one tap from the first screen: right of the heading, the line under it
        // wrapping before it.
        const float x0 = ImGui::GetCursorPosX(), y0 = ImGui::GetCursorPosY();
        const float w = Em() * 6, avail = ImGui::GetContentRegionAvail().x;
        ImGui::PushTextWrapPos(x0 + avail - w - ImGui::GetStyle().ItemSpacing.x);
        Heading("Pointman");
        TextDim("Rules companion: exact odds, ranges, tunnels and weather.");
        ImGui::PopTextWrapPos();
        // Drawn after the picker (AppFrame), so that Tab comes to it after the picker's controls.
        ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), y0 + TouchHeight() + ImGui::GetStyle().ItemSpacing.y));
        g_roster_button = ImVec2(x0 + avail - w, y0);
    }
    if (!s.notice.empty()) {
        ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Bad, 0.25f)));
        float h = ImGui::CalcTextSize(s.notice.c_str(), nullptr, false, ImGui::GetContentRegionAvail().x - Em() * 5).y;
        ImGui::BeginChild("notice", ImVec2(0, std::max(h, TouchHeight()) + Em()), false, ImGuiWindowFlags_NoScrollbar);
        ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x - Em() * 4.5f);
        ImGui::TextWrapped("%s", s.notice.c_str());
        RecordItemText(s.notice);
        ImGui::PopTextWrapPos();
        ImGui::SameLine(ImGui::GetContentRegionAvail().x - Em() * 4);
        if (WideButton(s, "dismiss", "OK", Em() * 4)) s.notice.clear();
        ImGui::EndChild();
        ImGui::PopStyleColor();
    }
    ImGui::Separator();
}

static const ImGuiWindowFlags kPanelFlags = 0;

static void BeginPanel(const char* id, ImVec2 size) {
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0, 0, 0, 0));
    ImGui::BeginChild(id, size, false, kPanelFlags);
}
static void EndPanel() {
    // Room below the last item, so it can be scrolled clear of the screen's bottom edge (a phone's
    // home bar, a thumb) instead of sitting flush against it.
    ImGui::Dummy(ImVec2(1, Em() * 1.5f));
    ImGui::EndChild();
    ImGui::PopStyleColor();
}

// The first thing the answer draws: an outcome row or the picture, else (a result with neither)
// its first value.
static const AppControl* FirstAnswerControl(const AppState& s, size_t from) {
    auto starts = [](const std::string& id, const char* p) { return id.rfind(p, 0) == 0; };
    for (size_t i = from; i < s.controls.size(); ++i) {
        const std::string& id = s.controls[i].id;
        if (starts(id, "outcome:") || starts(id, "figure:") || starts(id, "value:")) return &s.controls[i];
    }
    return nullptr;
}

// Phone: the main parameters' help lines are shown when, with them, the start of the answer still
// ends on the first screen. Measured in the panel's own coordinates (scrolling does not change
// it) without the lines drawn this frame, so the choice never feeds back on itself.
// Returns true when it changed the layout (the next frame is measured anew).
static bool FitMainHelp(AppState& s, size_t answer_from) {
    const AppControl* a = FirstAnswerControl(s, answer_from);
    if (!a) return false;  // an error or a table still to enter: keep the layout the player has
    ImGuiWindow* w = ImGui::GetCurrentWindow();
    const float bottom = a->max.y - w->Pos.y + w->Scroll.y - s.main_help_drawn;
    // First the bar's reserve goes, when without it (and the help lines) the answer would fit: the
    // answer on the first screen matters more than a thumb that never moves. Once gone it stays
    // gone until the next calculator, so the choice cannot flicker.
    bool changed = false;
    if (s.bar_reserve && s.bar_reserve_extra > 0 && bottom + Em() * 0.5f > w->Size.y) {
        s.bar_reserve = false;
        s.bar_h = 0;
        s.wants_frames = std::max(s.wants_frames, 2);
        changed = true;
    }
    const bool fits = bottom + s.main_help_total + Em() * 0.5f <= w->Size.y;
    if (fits != s.main_help) {
        s.main_help = fits;
        s.wants_frames = std::max(s.wants_frames, 2);
        changed = true;
    }
    return changed;
}

// Phone: the buttons for a table the answer waits for stay above the answer only while the start
// of the answer, below them, still ends on the first screen (a small phone: after it instead).
static void FitNeededTables(AppState& s, size_t answer_from, float tables_h) {
    if (!s.tables_first || tables_h <= 0) return;
    const AppControl* a = FirstAnswerControl(s, answer_from);
    if (!a) return;
    ImGuiWindow* w = ImGui::GetCurrentWindow();
    const float bottom = a->max.y - w->Pos.y + w->Scroll.y - s.main_help_drawn;
    if (bottom + s.main_help_total * (s.main_help ? 1.0f : 0.0f) + Em() * 0.5f > w->Size.y) {
        s.tables_first = false;
        s.wants_frames = std::max(s.wants_frames, 2);
    }
}

void AppFrame(AppState& s, const AppGesture& g) {
    s.controls.clear();
    s.texts.clear();
    s.text_boxes.clear();
    SetTextSink(&s.texts);
    SetTextBoxSink(s.record_text_boxes ? &s.text_boxes : nullptr);
    if (s.wants_frames > 0) s.wants_frames--;
    KeyboardFrameStart(s, g);
    ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                             ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::Begin("Pointman", nullptr, flags);
    DrawTopBar(s);
    ImVec2 avail = ImGui::GetContentRegionAvail();
    s.map.was_visible = s.map.visible;  // gesture routing uses where the map was last frame
    s.map.visible = false;
    if (s.screen == AppScreen_Roster) {
        BeginPanel("roster", ImGui::GetContentRegionAvail());
        ApplyDragScroll(s, g);
        DrawRoster(s, g);
        EndPanel();
    } else if (s.screen == AppScreen_Picker || s.calc.empty()) {
        DrawPickerBar(s);
        BeginPanel("picker", ImGui::GetContentRegionAvail());
        ApplyDragScroll(s, g);
        DrawPicker(s);
        EndPanel();
        if (g_roster_button.x >= 0) {
            ImGui::SetCursorPos(g_roster_button);
            if (WideButton(s, "roster", "Roster", Em() * 6)) AppOpenRoster(s);
        }
    } else if (avail.x >= Em() * 44 || (io.DisplaySize.x > io.DisplaySize.y && avail.x >= Em() * 30)) {
        // Tablet / desktop, and a phone turned sideways: parameters left (main, then More options,
        // then saved work), result right, each scrolling on its own. A landscape phone is too
        // short for parameters above the answer; side by side, the answer starts at the top, and
        // on a short screen the summary and Roll are pinned above both columns as on a phone.
        const bool short_screen = io.DisplaySize.y < Em() * 32;
        if (short_screen) {
            DrawResultBar(s);
            avail = ImGui::GetContentRegionAvail();
        }
        s.main_help = true;
        s.main_help_drawn = s.main_help_total = 0;
        float left = std::floor(std::min(avail.x * 0.42f, Em() * 26));
        BeginPanel("params", ImVec2(left, avail.y));
        ApplyDragScroll(s, g);
        DrawParams(s);
        EndPanel();
        ImGui::SameLine();
        BeginPanel("result", ImVec2(0, avail.y));
        ApplyDragScroll(s, g);
        DrawResult(s, !short_screen, g);
        EndPanel();
    } else {
        // Phone: the answer first. The summary and Roll stay pinned above; then the main
        // parameters, the start of the answer (picture, chances, roll), More options, the rest of
        // the answer, and last Share, saved work and Export.
        DrawResultBar(s);
        BeginPanel("calc", ImGui::GetContentRegionAvail());
        ApplyDragScroll(s, g);
        s.main_help_drawn = s.main_help_total = 0;
        DrawWho(s);
        DrawMainParams(s);
        // A table the answer waits for: its buttons here, not at the bottom of the page.
        const float tables_top = ImGui::GetCursorPosY();
        if (s.tables_first) DrawNeededTables(s);
        const float tables_h = ImGui::GetCursorPosY() - tables_top;
        const size_t answer_from = s.controls.size();
        DrawAnswerHead(s, false, g);
        // The help lines and the bar's reserve give way first; the tables move only once those settled.
        if (!FitMainHelp(s, answer_from)) FitNeededTables(s, answer_from, tables_h);
        if (!s.tables_first) DrawNeededTables(s);
        DrawMoreOptions(s);
        ImGui::Separator();
        DrawAnswerRest(s);
        ImGui::Spacing();
        ImGui::Separator();
        DrawUserTablesHook(s);
        if (s.response.is_object() && s.response.value("ok", false)) DrawExports(s);
        EndPanel();
    }
    ImGui::End();
    KeyboardFrameEnd(s);
    if (s.screen != AppScreen_Picker) s.scroll_to_top = false;
    SetTextSink(nullptr);
    SetTextBoxSink(nullptr);
}

// [SECTION] test hook
json AppStateJson(const AppState& s) {
    json out = json::object();
    out["screen"] = s.screen == AppScreen_Picker ? "picker" : s.screen == AppScreen_Roster ? "roster" : "calculator";
    out["cast"] = s.cast;
    out["calc"] = s.calc;
    out["params"] = s.params;
    out["seed"] = s.has_seed ? json(s.seed) : json(nullptr);
    out["dice"] = s.dice_open ? json(s.dice) : json(nullptr);
    out["dice_needs"] = s.dice_needs;
    out["link"] = s.link;
    out["notice"] = s.notice;
    out["evaluations"] = s.evaluations;
    out["picker"] = {{"query", std::string(s.picker_query)},
                     {"everywhere", s.picker_everywhere},
                     {"results", s.picker_results.is_array() ? s.picker_results.size() : 0},
                     {"elsewhere", s.picker_elsewhere}};
    out["response"] = s.response;
    out["presented"] = s.presented;
    out["scale"] = s.scale;
    json cs = json::array();
    const float k = s.scale > 0 ? 1.0f / s.scale : 1.0f;
    for (const auto& c : s.controls)
        cs.push_back({{"id", c.id},
                      {"x", c.min.x * k},
                      {"y", c.min.y * k},
                      {"w", (c.max.x - c.min.x) * k},
                      {"h", (c.max.y - c.min.y) * k},
                      {"visible", c.visible}});
    out["controls"] = std::move(cs);
    out["texts"] = s.texts;
    // Each text's rectangle and, where any of it shows, the part inside its clip and the screen
    // ("shown"; null when scrolled or clipped away), CSS px.
    json tb = json::array();
    const ImVec2 disp = ImGui::GetCurrentContext() ? ImGui::GetIO().DisplaySize : ImVec2(0, 0);
    for (const auto& t : s.text_boxes) {
        const float x0 = std::max({t.min.x, t.clip_min.x, 0.0f}), y0 = std::max({t.min.y, t.clip_min.y, 0.0f});
        const float x1 = std::min({t.max.x, t.clip_max.x, disp.x}), y1 = std::min({t.max.y, t.clip_max.y, disp.y});
        json shown = nullptr;
        if (x1 > x0 && y1 > y0) shown = {{"x", x0 * k}, {"y", y0 * k}, {"w", (x1 - x0) * k}, {"h", (y1 - y0) * k}};
        tb.push_back({{"text", t.text},
                      {"x", t.min.x * k},
                      {"y", t.min.y * k},
                      {"w", (t.max.x - t.min.x) * k},
                      {"h", (t.max.y - t.min.y) * k},
                      {"shown", std::move(shown)}});
    }
    out["text_boxes"] = std::move(tb);
    out["more_open"] = s.more_open;
    out["focus"] = s.focus;
    out["theme"] = ThemeName(AppCurrentTheme());
    out["text_size"] = AppTextSize();
    out["font_px"] = ImGui::GetCurrentContext()
                         ? ImGui::GetIO().Fonts->Fonts.Size > 0 ? ImGui::GetIO().Fonts->Fonts[0]->FontSize * k : 0.0f
                         : 0.0f;
    out["map"] = {
        {"zoom", s.map.zoom}, {"pan", {s.map.pan.x * k, s.map.pan.y * k}}, {"level_index", s.map.level_index}};
    return out;
}

}  // namespace pm::shell
