// Pointman shell — look and feel: a flat, high-contrast theme sized for thumbs, scaled by the
// device pixel ratio, and the TTF fonts the platform hands in.
#pragma once

#include "imgui.h"

namespace pm::shell {

// The display themes (saved settings "theme"; "auto" follows the device, resolved by the platform).
enum Theme_ { Theme_Dark = 0, Theme_Light, Theme_Contrast, Theme_COUNT };
typedef int Theme;

enum Tone_ { Tone_Neutral = 0, Tone_Good, Tone_Warn, Tone_Bad, Tone_Info, Tone_Accent, Tone_COUNT };
typedef int Tone;

constexpr float kBaseFontPx = 17.0f;  // CSS px: readable on a phone at arm's length

void AppApplyStyle(float scale, Theme theme = Theme_Dark);      // resets ImGui's style, then scales it
Theme AppCurrentTheme();                                        // the theme of the last AppApplyStyle
ImVec4 AppClearColor();                                         // the page behind the windows, in that theme
ImU32 AppFocusColor();                                          // the keyboard focus frame, in that theme
const char* ThemeName(Theme t);                                 // "dark", "light", "contrast"
Theme ThemeFromName(const char* name, Theme fallback);          // unknown → fallback
bool AppLoadFonts(const void* ttf, int ttf_size, float scale);  // regular + heading; false → ImGui default
ImFont* AppHeadingFont();                                       // may be null (then the default font is used)
ImU32 ToneColor(Tone t, float alpha = 1.0f);
Tone ToneFromName(const char* name);  // "good", "warn", "bad", "info", "neutral"
float Em();                           // current font size in pixels

}  // namespace pm::shell
