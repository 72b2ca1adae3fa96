// Pointman — the player's roster: squads of figures, what the rolls did to them, and the game log.
//
// The roster lives in the saved document (contract/saved_store.h) as one section, checked here and
// changed only through the changes below, so the canvas app, the text view (through the bindings)
// and an import all share one reading:
//
//   "roster": {"version": 1, "turn": 1,
//              "squads": [{"id": S, "name": "1st Squad", "side": "us", "army": "US Army",
//                          "figures": [{"id": F, "name": "Slag", "rep": 5, "weapon": "us-m16",
//                                       "attributes": ["marksman"], "star": true, "status": "ready",
//                                       "counters": 0, "kills": 0}]}],
//              "log": [{"id": E, "turn": 1, "calc": "fng.burst", "words": "Rolled …",
//                       "figures": ["Slag", "VC 1"], "effects": [...], "changes": [...],
//                       ["undone": true]}]}
//
// A figure is what a request's "figures" take (contract/figures.h), plus its id, so the request is
// made from the roster by the core (roster_request_figures), never by the UI. What a roll did is
// the response's "effects" (read from the rule's roll by the core), written to the figures by
// "apply"; "undo" takes an event back. The log keeps each event: the turn, the figures, the roll
// said in words and the effects.
//
// Where a squad's Rep and attributes are rolled by the book (the army list and attribute tables),
// the squad made there is added with "put_squad" like a squad typed in.
#pragma once

#include <string>

#include "engine/json.h"

namespace pm {

constexpr int kRosterVersion = 1;
constexpr size_t kMaxSquads = 40;
constexpr size_t kMaxFiguresPerSquad = 60;
constexpr size_t kMaxLogEntries = 400;  // the newest kept
constexpr size_t kMaxRosterName = 60;   // bytes of a squad's or a figure's name, side, army
constexpr size_t kMaxRosterId = 40;     // bytes of an id (squad, figure, event)
constexpr size_t kMaxLogWords = 800;    // bytes of an event's words
constexpr int kMaxGroup = 20;           // figures added at once as a group

json empty_roster();

// "" when `roster` is a roster this build can keep, else the fault in words (which squad, figure,
// field). A roster of a newer version is a fault too: the saved document keeps it aside, whole.
std::string check_roster(const json& roster);

// One roster change (the "op"s the saved document's apply_change hands here):
//   {"op": "put_squad",     "squad": {"id", "name", "side", "army", ["figures"]}}  add, or replace its
//                            name, side and army (and its figures when given)
//   {"op": "remove_squad",  "squad": S}
//   {"op": "put_figure",    "squad": S, "figure": {...}}     add, or replace the figure of that id
//   {"op": "remove_figure", "squad": S, "figure": F}
//   {"op": "add_group",     "squad": S, "id": G, "count": N, "name": "VC", "rep": 3,
//                           ["weapon"], ["attributes"], ["star"]}  figures G-1 … G-N named
//                            "VC 1" …, numbered after the squad's figures already so named
//   {"op": "apply",         "event": {"id": E, "calc": C, "words": "...", "cast": {role: F | [F…]},
//                           "effects": [...]}}  the response's effects on the cast's figures, logged
//   {"op": "undo",          "event": E}     takes the event's changes back (kept in the log, undone)
//   {"op": "turn",          "turn": N}      the game's turn, written into the next events
// Each can be applied twice without harm (a re-sent save): an event already logged, a group
// already added change nothing. Returns the changed roster, or null with *error set.
bool is_roster_op(const std::string& op);
json roster_change(const json& roster, const json& change, std::string* error);

// The request's "figures" for the figures cast in each role: {role: F} or {role: [F, …]} by
// figure id. A figure no longer in the roster is left out (its role then reads no figure).
json roster_request_figures(const json& roster, const json& cast);

// The figure with this id, or null.
const json* roster_find_figure(const json& roster, const std::string& id);

// The attribute ids the calculators' roles read ("marksman", "crack-shot", …), sorted: the
// choices a figure's attributes are picked from.
json roster_attribute_ids();

// A squad to share (a link or a file) and read back: {"app": "pointman", "squad": {...}} without
// its figures' ids' history. squad_from_share gives {"ok", "squad"} or {"ok": false, "message"}.
std::string squad_share_text(const json& squad);
json squad_from_share(const std::string& text);
// The same as a link a friend opens: "#/squad/<the share text, base64url>" (works offline, carries
// the whole squad). squad_from_link reads it like squad_from_share; is_squad_link tells it apart
// from a calculator's link.
std::string squad_link(const json& squad);
bool is_squad_link(const std::string& link);
json squad_from_link(const std::string& link);

}  // namespace pm
