// Pointman web platform layer — what the browser build adds around shell/app (guide §1.4):
// device-pixel canvas, own touch handling, wheel fix, render-on-demand, page glue (hash, seed,
// font bytes, WebGL context loss). One job per file:
//   main.cpp   GLFW/GL set-up, the main loop with idle skipping, resize + DPR
//   touch.cpp  touch → ImGui mouse (taps click once, drags scroll, pinch), wheel
//   keys.cpp   keyboard: presses held a frame, Tab to the app, Enter activates
//   page.cpp   page glue (its JavaScript in library_page.js) and the embind hooks the loader
//              and the tests use; saved_glue.cpp, export_glue.cpp, table_store_shim.cpp likewise
//              keep their JavaScript in library_saved.js, library_export.js, library_tables.js
//   compute_local.cpp / compute_pages.cpp  who answers the requests (compute_pages.cpp's JavaScript
//              in library_compute.js)
#pragma once

#include <string>

#include "app/app.h"

namespace pm::web {

// [SECTION] main.cpp
void Wake(int frames = 4);  // render a few frames (input, resize, link)
pm::shell::AppState& App();

// [SECTION] compute_local.cpp / compute_pages.cpp (one of the two per module)
// Who answers the app's requests: the calculators linked into this module (pointman.js), or the
// page's compute modules (pointman-canvas.js: AppPlatform::Evaluate, AppComputeArrived).
void ComputeInstall(pm::shell::AppState& app);

// [SECTION] touch.cpp
void InstallInputCallbacks();                                        // touch + wheel on #canvas
void ApplyTouchToImGui(float px_per_css, pm::shell::AppGesture* g);  // after backend NewFrame
bool TouchBusy();                                                    // finger down or fling running: keep rendering

// [SECTION] keys.cpp
void KeyEvent(int key, int action, int mods);     // from the GLFW key callback
void ApplyKeysToImGui(pm::shell::AppGesture* g);  // after the backend's NewFrame, before ImGui's
void KeysAfterFrame();                            // after Render

// [SECTION] page.cpp
void PageSetHash(const std::string& link);    // history.replaceState, no hashchange
unsigned PageRandomSeed();                    // crypto.getRandomValues
void PageSetCanvasSize(int w, int h);         // Browser.setCanvasSize (no fullscreen trap)
unsigned char* PageTakeFontBytes(int* size);  // Module.fontBytes copied to the heap (malloc'd) or null
void PageInstallContextLossHandlers();
bool PageContextLost();
void PageOpenExternal(const std::string& url);
void PageDownload(const std::string& name, const std::string& mime, const std::string& text);  // a browser download
int PageDeviceTheme();                // Theme_ the device asks for (prefers-contrast, prefers-color-scheme)
bool PageReducedMotion();             // prefers-reduced-motion: reduce
void PageSetTheme(const char* name);  // <html data-theme>: the page around the canvas follows

// [SECTION] saved_glue.cpp (offline layer: saved work, share, text agent)
void SavedInstall();  // after AppInit: storage backend, load + check, window.pointmanStore

}  // namespace pm::web
