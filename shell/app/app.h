// Pointman shell — the platform-independent Dear ImGui app.
//
// The app renders ANY registry calculator generically: it only talks to the core through the
// codec (list / describe / evaluate JSON, share links), never through calculator code. Platform
// layers (web/app, shell/native, tests/shell) own the window, the input quirks and the loop; they
// fill an AppPlatform with a few hooks and call AppFrame() between ImGui::NewFrame() and Render().
//
// Index of this header
// [SECTION] platform hooks
// [SECTION] per-frame input the platform adds to ImGui's own
// [SECTION] app state
// [SECTION] entry points
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "engine/json.h"
#include "imgui.h"

namespace pm::shell {

// [SECTION] platform hooks
struct AppPlatform {
    std::function<uint32_t()> NewSeed;                     // fresh seed (crypto in the browser, time natively)
    std::function<void(const std::string&)> SetShareLink;  // "#/id?k=v" → address bar (replaceState)
    std::function<void(const std::string&)> OpenExternal;  // non-"#/" links (http…)
    // Who answers a request: the core linked into the program (AnswerHere: the desktop shell, the
    // tests, pointman.js), or in the site's canvas app the page's compute module of the
    // calculator's group (web/app/compute_pages.cpp), which returns null while that module is
    // still downloading and says in `waiting` what is loading; the page then calls
    // AppComputeArrived. The shell itself links no calculator.
    std::function<json(const json& request, std::string& waiting)> Evaluate;
};

// The platform's Evaluate when the calculators are linked into the program.
inline json AnswerHere(const json& request, std::string&) {
    return evaluate_request(request);
}

// [SECTION] per-frame input the platform adds to ImGui's own
// Touch gestures ImGui 1.86 has no notion of: a finger drag (scroll a list, pan a map) and a pinch.
struct AppGesture {
    bool dragging = false;  // a one-finger drag is in progress (not a tap)
    ImVec2 origin{0, 0};    // where the drag started, pixels
    ImVec2 delta{0, 0};     // movement since last frame, pixels
    float pinch = 1.0f;     // pinch zoom factor since last frame (1 = none)
    ImVec2 pinch_center{0, 0};
    float fling_dy = 0.0f;  // inertial scroll after a drag ended, pixels this frame
    int tab = 0;            // Tab (+1) / Shift+Tab (-1) pressed: the next / previous control takes the
                            // keyboard focus (ImGui 1.86 tabs through text fields only, so the
                            // platform keeps Tab from it and hands it here)
};

// [SECTION] app state
enum AppScreen_ { AppScreen_Picker = 0, AppScreen_Calculator, AppScreen_Roster, AppScreen_COUNT };
typedef int AppScreen;

struct AppControl {  // a hit target, recorded each frame for tests and embedders
    std::string id;  // "param:month:+", "choice:half:late", "toggle:x", "pick:fng.weather", "roll"
    ImVec2 min, max;
    bool visible = true;  // wholly inside its window's visible area (not scrolled away or covered)
    ImGuiID item = 0;     // ImGui's id of the item and of its window (keyboard focus order)
    ImGuiID window = 0;
    bool enabled = true;  // not disabled (a stepper at its limit): Tab passes over it
};

struct AppTextBox {  // a text drawn this frame and where (test hook, recorded once the hook is read)
    std::string text;
    ImVec2 min, max;            // the text's rectangle, screen pixels
    ImVec2 clip_min, clip_max;  // the clip it was drawn under (its window, table cell or picture)
};

struct MapView {  // pan/zoom of a `map` figure
    float zoom = 1.0f;
    ImVec2 pan{0, 0};
    int level_index = 0;
    ImVec2 rect_min{0, 0}, rect_max{0, 0};  // where it was drawn last frame (gesture routing)
    bool visible = false;                   // drawn this frame
    bool was_visible = false;               // drawn last frame (rect_min/rect_max are from then)
    // Who a finger drag belongs to, decided once where it starts: the map pans only for a drag that
    // began on it, even when the page scrolls the map under the finger afterwards.
    bool drag_on_map = false;
    ImVec2 drag_origin{-1, -1};
};

struct AppState {
    AppPlatform platform;
    float scale = 1.0f;           // device pixel ratio (the test hook's CSS px); fonts are built for
                                  // scale × AppTextScale() (the player's text size)
    int device_theme = 0;         // Theme_ the device asks for (prefers-color-scheme / prefers-contrast),
                                  // used while the saved theme is "auto"; set by the platform
    bool reduced_motion = false;  // the device asks for less motion: no fling, no blinking caret
    json calculators;             // list_json(), read when the picker is first drawn
    // The Pointman readings (readings_json()), given by the platform: null until they are there
    // (the browser's canvas app is given them by its page after its first frame).
    json readings;
    // The calculators' help texts are still on their way (the browser's canvas app is given them by
    // its page after its first frame, calculator_data.h kCalculatorsHelpFile): the help panel says
    // so, and the search says its words are not searched yet. Set and cleared by the platform.
    bool help_pending = false;
    AppScreen screen = AppScreen_Picker;
    json spec;         // describe_json(current) or null
    std::string calc;  // current calculator id
    json params = json::object();
    bool has_seed = false;
    uint32_t seed = 0;
    // "I rolled…" (dice_view.cpp): the player's own dice. While open, the request carries "dice"
    // (the faces entered so far) instead of a seed; the core answers needs_dice with the next die
    // until enough are in, and the app then shows the odds (the request without dice) meanwhile.
    bool dice_open = false;
    std::vector<long long> dice;
    json dice_needs;    // the last needs_dice's error.needs ({more, at_least, sides}), null once complete
    int dice_face = 1;  // the stepper's face for a die with many sides
    json response;      // last evaluate response (ok true or false); null while `waiting`
    json presented;     // the response as read (contract/present.h): every word the answer draws
    // The calculators this screen waits for, in words ("Loading the calculators of …"), while the
    // platform's Evaluate fetches them; empty once they answer. `waiting_failed`: they could not be
    // loaded (the words say why; the next change of a parameter tries again).
    std::string waiting;
    bool waiting_failed = false;
    std::string notice;  // an error from a share link / request, shown in the app
    // Exact fractions too long to read beside a percentage are a tap away: the outcome or value
    // ("outcome:<key>", "value:<key>") whose fractions are unfolded (result_view.cpp).
    std::string exact_open;
    std::string link;  // share link of the current request
    int evaluations = 0;
    MapView map;
    std::vector<AppControl> controls;
    std::vector<std::string> texts;      // what the answer panels drew this frame, as read (test hook)
    std::vector<AppTextBox> text_boxes;  // where every text was drawn this frame (test hook)
    bool record_text_boxes = false;      // set by the first read of the test hook: the app measures nothing before
    int wants_frames = 0;                // the app asks the platform to render this many more frames
    // Calculator screen: the main parameters (describe's "main") come first; the rest fold under
    // "More options", open when a share link changed one of them (a changed parameter is never hidden).
    bool more_open = false;
    // Scroll anchor: the parameter being changed stays where the thumb is. Set when a parameter
    // changes (its top, screen px); the next frames scroll so that it is drawn there again.
    std::string anchor_param;
    float anchor_y = 0;
    int anchor_frames = 0;
    bool scroll_to_top = false;  // a calculator was opened: its panels start at the top
    // The main parameters' help lines on a phone: shown only when they and the start of the
    // answer both fit on the first screen (measured each frame, applied the next; app.cpp).
    float bar_h = 0;  // the pinned summary bar's height: it grows, never shrinks, until another calculator opens
    // The summaries one tap away (every value of each parameter on the screen, the others as opened):
    // the bar is made tall enough for the longest of them at open, so stepping a month from January
    // to July does not grow it under the thumb (AppReserveSummaries, app.cpp).
    // On a screen too short for the answer with that reserve the bar gives it up (FitMainHelp).
    std::vector<std::string> bar_texts;
    bool bar_reserve = true;
    float bar_reserve_extra = 0;  // how much taller the reserve makes the bar (this frame)
    float bar_texts_w = -1;       // the width their line count was measured at
    int bar_texts_lines = 0;
    // A table the answer waits for: its buttons come before the answer while the start of the
    // answer still ends on the first screen with them, else right after it (app.cpp, measured like
    // the help lines; once moved, they stay until another calculator opens).
    bool tables_first = true;
    bool main_help = true;      // this frame: main parameters draw their help lines
    float main_help_drawn = 0;  // height of the help lines drawn this frame
    float main_help_total = 0;  // height they take when shown
    // picker (picker.cpp): the search field and its matches
    char picker_query[64] = {0};     // the search field (typed through the platform's text agent)
    std::string picker_searched;     // query + rule set the results below are for
    json picker_results;             // search_json(query, rule set)
    int picker_elsewhere = 0;        // matches only in other rule sets
    bool picker_everywhere = false;  // this search looks in every rule set (until cleared)
    bool picker_readings = false;    // the Pointman readings are unfolded under the picker
    // keyboard (app.cpp [SECTION] keyboard): the control that has the keyboard focus ("" = none;
    // test hook) and last frame's controls, the order Tab walks
    std::string focus;
    std::vector<AppControl> tab_order;
    std::string focus_request;                // this control takes the keyboard focus when next drawn
    ImVec2 focus_min{0, 0}, focus_max{0, 0};  // where the focused control is (the frame around it)
    ImGuiID focus_window = 0;
    bool popup_was_open = false;  // Escape that closed a popup does not also leave the screen
    // The roster (roster_view.cpp; kept in the saved document, core/contract/roster.h). `cast`: the
    // roster figures picked for this calculator's roles, role → figure id (a list role: a list of
    // ids); the request then carries them as "figures" and the core fills the parameters. `by_figure`:
    // the parameters the cast's figures set and the player has not set by hand since (left out of
    // the request's params, so the figure's value is used). `applied_event`: the event the answer
    // `applied_eval` was applied as (its Undo). `roster_back`: the screen the roster returns to.
    json cast = json::object();
    std::vector<std::string> by_figure;
    std::string applied_event;
    int applied_eval = -1;
    AppScreen roster_back = AppScreen_Picker;
    std::string who_open;  // the role whose figures are unfolded under "Who?" ("" = none)
};

// [SECTION] entry points
void AppInit(AppState& s);                                                  // loads the calculator list
void AppFrame(AppState& s, const AppGesture& g);                            // draws one frame (between NewFrame/Render)
void AppOpenLink(AppState& s, const std::string& link);                     // "#/id?k=v&seed=N" or "" / "#/" → picker
void AppOpenCalculator(AppState& s, const std::string& id);                 // defaults, no seed
bool AppSetParam(AppState& s, const std::string& name, const json& value);  // re-evaluates
bool AppSetParams(AppState& s, const json& changes);                        // several at once (result actions)
bool AppCanRoll(const AppState& s);  // the calculator has something to roll (describe's "rolls")
void AppRoll(AppState& s);           // fresh seed, re-evaluate
void AppClearRoll(AppState& s);
void AppStartDice(AppState& s);               // "I rolled…": no faces yet (closes a seeded roll)
void AppAddDie(AppState& s, long long face);  // the next die's face, re-evaluate
void AppUndoDie(AppState& s);
void AppClearDice(AppState& s);
void AppCloseDice(AppState& s);
json AppRequest(const AppState& s);  // the current request (calc, params, seed, saved tables, figures)
void AppOpenRoster(AppState& s);     // the roster screen (Back returns where it was opened)
void AppCast(AppState& s, const std::string& role, const json& ids);  // figure id(s) in a role (null: none)
json AppAnswer(AppState& s, const json& request);  // the platform's answer (null: still loading, see `waiting`)
void AppComputeArrived(AppState& s, const std::string& failure);  // the awaited calculators arrived ("" ) or failed
json AppStateJson(const AppState& s);  // test hook: calc, params, seed, link, response, controls (CSS px), texts
bool AppParamIsMain(const AppState& s, const json& param);  // describe's "main" (none main: the first five)
int AppChangedMoreOptions(const AppState& s);               // non-main parameters that differ from their defaults
// The display (saved settings "theme" and "text_size", app/saved.h): the theme to draw in (the
// saved one, or the device's while it is "auto") and the text size step's factor.
int AppTheme(const AppState& s);  // a Theme_ (app/style.h)
int AppTextSize();                // 0 … kTextSizeCount-1
float AppTextScale();             // 1.0, 1.15, 1.3, 1.5
constexpr int kTextSizeCount = 4;

}  // namespace pm::shell
