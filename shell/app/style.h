// Pointman shell — look and feel: a flat, high-contrast theme sized for thumbs, scaled by the
// device pixel ratio, and the TTF fonts the platform hands in.
#pragma once

#include "imgui.h"

namespace pm::shell {

enum Tone_ { Tone_Neutral = 0, Tone_Good, Tone_Warn, Tone_Bad, Tone_Info, Tone_Accent, Tone_COUNT };
typedef int Tone;

constexpr float kBaseFontPx = 17.0f;  // CSS px: readable on a phone at arm's length

void   AppApplyStyle(float scale);                       // resets ImGui's style, then scales it
bool   AppLoadFonts(const void* ttf, int ttf_size, float scale);  // regular + heading; false → ImGui default
ImFont* AppHeadingFont();                                // may be null (then the default font is used)
ImU32  ToneColor(Tone t, float alpha = 1.0f);
Tone   ToneFromName(const char* name);                   // "good", "warn", "bad", "info", "neutral"
float  Em();                                             // current font size in pixels

}  // namespace pm::shell
