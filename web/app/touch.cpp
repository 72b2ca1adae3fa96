// Pointman web platform — touch and wheel (guide §1.4 items 2–4).
//
// Emscripten 3.1.6's GLFW maps touches to a mouse at a stale position and lets the browser add
// compatibility mouse events (ghost clicks, no drag). We take touches ourselves (callbacks return
// EM_TRUE, which preventDefaults them) and feed ImGui a clean mouse:
//   tap   → press on frame N, release on frame N+1 at the same place, pointer hidden on N+2
//   drag  → once the finger moves past a small slop the press is cancelled (no click) and the
//           movement becomes AppGesture::delta (lists scroll, maps pan), with a fling afterwards
//   pinch → two fingers give AppGesture::pinch (maps zoom)
// The wheel is replaced too: GLFW passes raw, inverted pixel deltas.
//
// [SECTION] state
// [SECTION] touch callbacks
// [SECTION] wheel
// [SECTION] per-frame application
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cfloat>
#include <cmath>

#include "imgui.h"
#include "platform.h"

namespace pm::web {

// [SECTION] state
struct TouchState {
    bool mode = false;  // the last pointer input was a touch
    double last_touch_ms = 0;
    long primary = -1;                                // identifier of the finger that drives the mouse
    long second = -1;                                 // a second finger: pinch
    ImVec2 start{0, 0}, pos{0, 0}, second_pos{0, 0};  // CSS px
    bool press_pending = false;                       // touchstart not yet shown to ImGui
    bool pressed = false;                             // ImGui currently sees the button down
    bool release_pending = false;
    bool hide_next = false;
    bool dragging = false;
    bool pinching = false;
    ImVec2 drag_accum{0, 0};  // CSS px since last frame
    float pinch_accum = 1.0f;
    float pinch_dist = 0;
    float velocity = 0;  // fling, device px per frame
    float fling = 0;
    double last_move_ms = 0;  // when the driving finger last moved (the event's timestamp)
    double move_gap_ms = 0;   // the usual time between its moves (events come once a frame at most)
    ImVec2 origin_css{0, 0};
};
static TouchState GT;

static const float kSlopCss = 10.0f;  // finger jitter allowed in a tap
// A finger held still before it lifts does not fling: still means no move for this long, and for
// longer than one and a half of the usual gaps between its moves (a slow device delivers a move
// once a frame, so a quick release can come a whole frame after the last move). Time, not frames:
// the velocity decays per drawn frame, and on a slow device few frames are drawn while it is held.
static const double kStillMs = 100.0;

static float Dist(ImVec2 a, ImVec2 b) {
    return std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y));
}

// [SECTION] touch callbacks
static EM_BOOL OnTouch(int type, const EmscriptenTouchEvent* e, void*) {
    GT.mode = true;
    GT.last_touch_ms = e->timestamp;
    for (int i = 0; i < e->numTouches; ++i) {
        const EmscriptenTouchPoint& t = e->touches[i];
        if (!t.isChanged) continue;
        ImVec2 p(static_cast<float>(t.targetX), static_cast<float>(t.targetY));
        if (type == EMSCRIPTEN_EVENT_TOUCHSTART) {
            if (GT.primary < 0) {
                GT.primary = t.identifier;
                GT.start = GT.pos = GT.origin_css = p;
                GT.press_pending = true;
                GT.release_pending = false;
                GT.dragging = GT.pinching = false;
                GT.drag_accum = ImVec2(0, 0);
                GT.velocity = GT.fling = 0;
                GT.last_move_ms = e->timestamp;
                GT.move_gap_ms = 0;
            } else if (GT.second < 0) {
                GT.second = t.identifier;
                GT.second_pos = p;
                GT.pinching = true;
                GT.dragging = true;  // cancels the pending click
                GT.pinch_dist = Dist(GT.pos, GT.second_pos);
            }
        } else if (type == EMSCRIPTEN_EVENT_TOUCHMOVE) {
            if (t.identifier == GT.primary) {
                ImVec2 d(p.x - GT.pos.x, p.y - GT.pos.y);
                GT.pos = p;
                if (d.x != 0 || d.y != 0) {
                    const double gap = e->timestamp - GT.last_move_ms;
                    GT.move_gap_ms = GT.move_gap_ms > 0 ? 0.5 * GT.move_gap_ms + 0.5 * gap : gap;
                    GT.last_move_ms = e->timestamp;
                }
                if (!GT.dragging && Dist(GT.pos, GT.start) > kSlopCss) {
                    GT.dragging = true;
                    d = ImVec2(GT.pos.x - GT.start.x, GT.pos.y - GT.start.y);  // no lost motion
                }
                if (GT.dragging && !GT.pinching) GT.drag_accum = ImVec2(GT.drag_accum.x + d.x, GT.drag_accum.y + d.y);
            } else if (t.identifier == GT.second) {
                GT.second_pos = p;
            }
            if (GT.pinching) {
                float nd = Dist(GT.pos, GT.second_pos);
                if (GT.pinch_dist > 1 && nd > 1) GT.pinch_accum *= nd / GT.pinch_dist;
                GT.pinch_dist = nd;
            }
        } else {  // end / cancel
            if (t.identifier == GT.primary) {
                GT.primary = -1;
                GT.release_pending = true;
                // No fling when the device asks for less motion (prefers-reduced-motion).
                const bool still = e->timestamp - GT.last_move_ms > std::fmax(kStillMs, 1.5 * GT.move_gap_ms);
                if (GT.dragging && !GT.pinching && !App().reduced_motion && !still) GT.fling = GT.velocity;
                if (type == EMSCRIPTEN_EVENT_TOUCHCANCEL) GT.dragging = true;  // never click on cancel
                GT.second = -1;
            } else if (t.identifier == GT.second) {
                GT.second = -1;
            }
        }
    }
    Wake(4);
    return EM_TRUE;  // preventDefault: no compatibility mouse events, no page pan or zoom
}

// [SECTION] wheel
static EM_BOOL OnWheel(int, const EmscriptenWheelEvent* e, void*) {
    ImGuiIO& io = ImGui::GetIO();
    float k = e->deltaMode == DOM_DELTA_PIXEL ? 1.0f / 100.0f : e->deltaMode == DOM_DELTA_LINE ? 1.0f / 3.0f : 1.0f;
    io.MouseWheel += static_cast<float>(-e->deltaY) * k;
    io.MouseWheelH += static_cast<float>(-e->deltaX) * k;
    GT.mode = false;
    Wake(4);
    return EM_TRUE;
}

static EM_BOOL OnMouse(int, const EmscriptenMouseEvent* e, void*) {
    // A real mouse (not a touch's compatibility event: those are prevented) takes over again.
    if (e->timestamp - GT.last_touch_ms > 800) GT.mode = false;
    Wake(3);
    return EM_FALSE;  // GLFW still handles it
}

void InstallInputCallbacks() {
    emscripten_set_touchstart_callback("#canvas", nullptr, EM_TRUE, OnTouch);
    emscripten_set_touchmove_callback("#canvas", nullptr, EM_TRUE, OnTouch);
    emscripten_set_touchend_callback("#canvas", nullptr, EM_TRUE, OnTouch);
    emscripten_set_touchcancel_callback("#canvas", nullptr, EM_TRUE, OnTouch);
    emscripten_set_wheel_callback("#canvas", nullptr, EM_TRUE, OnWheel);
    emscripten_set_mousemove_callback("#canvas", nullptr, EM_FALSE, OnMouse);
    emscripten_set_mousedown_callback("#canvas", nullptr, EM_FALSE, OnMouse);
    emscripten_set_mouseup_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, OnMouse);
}

bool TouchBusy() {
    return GT.primary >= 0 || GT.press_pending || GT.pressed || GT.release_pending || GT.hide_next ||
           std::fabs(GT.fling) >= 0.5f;
}

// [SECTION] per-frame application
void ApplyTouchToImGui(float k, pm::shell::AppGesture* g) {
    ImGuiIO& io = ImGui::GetIO();
    if (!GT.mode) return;
    const ImVec2 hidden(-FLT_MAX, -FLT_MAX);
    ImVec2 pos(GT.pos.x * k, GT.pos.y * k);
    bool down = false;
    ImVec2 mouse = hidden;
    if (GT.press_pending) {  // the press, seen for one full frame even when the finger is already up
        GT.press_pending = false;
        GT.pressed = true;
        mouse = ImVec2(GT.start.x * k, GT.start.y * k);
        down = true;
    } else if (GT.pressed && GT.dragging) {  // became a drag or pinch: let go off-screen, no click
        GT.pressed = false;
    } else if (GT.pressed && GT.release_pending) {  // a tap: release where it was pressed
        GT.pressed = false;
        GT.release_pending = false;
        GT.hide_next = true;
        mouse = pos;
    } else if (GT.pressed) {  // held still (stepper repeat)
        mouse = pos;
        down = true;
    } else if (GT.hide_next) {
        GT.hide_next = false;
    }
    if (!GT.pressed && GT.release_pending) GT.release_pending = false;
    io.MousePos = mouse;
    io.MouseDown[0] = down;
    io.MouseDown[1] = io.MouseDown[2] = false;

    g->origin = ImVec2(GT.origin_css.x * k, GT.origin_css.y * k);
    if (GT.dragging && !GT.pinching && (GT.drag_accum.x != 0 || GT.drag_accum.y != 0 || GT.primary >= 0)) {
        g->dragging = GT.primary >= 0 || GT.drag_accum.y != 0 || GT.drag_accum.x != 0;
        g->delta = ImVec2(GT.drag_accum.x * k, GT.drag_accum.y * k);
        GT.velocity = 0.6f * GT.velocity + 0.4f * g->delta.y;
    }
    GT.drag_accum = ImVec2(0, 0);
    if (GT.pinch_accum != 1.0f) {
        g->pinch = GT.pinch_accum;
        g->pinch_center = ImVec2((GT.pos.x + GT.second_pos.x) * 0.5f * k, (GT.pos.y + GT.second_pos.y) * 0.5f * k);
        GT.pinch_accum = 1.0f;
    }
    if (GT.primary < 0 && std::fabs(GT.fling) >= 0.5f) {
        g->fling_dy = GT.fling;
        GT.fling *= 0.93f;
    } else if (GT.primary < 0) {
        GT.fling = 0;
    }
}

}  // namespace pm::web
