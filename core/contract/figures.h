// Pointman — the figures a request brings, as the calculator's parameters, and what a roll does to them.
//
// A calculator's data file may declare its roles ("roles": the shooter, the target, the leader …,
// data/schema/calculator.json): which of its parameters each role's figure sets, and from which of
// the figure's values. A request may then carry the figures of the table instead of their numbers:
//
//     {"calc": "fng.fire", "figures": {"shooter": {"name": "Slag", "rep": 5, "weapon": "us-m16",
//      "attributes": ["marksman"], "star": true, "status": "ready"}, "target": {...}}}
//
// and a role that takes several figures (the burst's targets) a list of them. One generic reading
// turns them into parameters here (fill_from_figures); a parameter the request gives itself wins.
// The response then says where each value came from ("from_figures") and, with a roll, what the
// roll did to the figures ("effects", read from the rule's roll as the role's "effects" say). The
// few values that follow from a figure through a rule (a knocked-down figure is prone) are the
// small typed functions of figures.cpp, named in the data as "status prone".
#pragma once

#include <string>

#include "contract/calculator.h"
#include "engine/json.h"

namespace pm {

// The figure statuses a roster keeps (contract): ready, knocked-down, out-of-the-fight,
// obviously-dead, out-of-ammo.
bool figure_status_known(const std::string& status);

// The calculator's roles hold together: every parameter they set exists and every value named is
// one a figure has. A fault is a build defect (std::logic_error), raised when the calculator is made.
void check_roles(const Calculator& c, const json& roles);

// The calculator's roles as its data file declares them ([] for none).
const json& calculator_roles(const Calculator& c);

struct FiguresFilled {
    json params = json::object();        // the request's params, the figures' values added after them
    json from_figures = json::object();  // parameter → {"role", ["index"], "figure"}, in the spec's order
};

// The request's "figures" read through the calculator's roles. A bad figure (an unknown role, a
// value of the wrong type or outside the parameter's range, an unknown status, more figures than the
// role takes) is a CalcError naming it as param "figures.<role>[.<n>].<field>". `given` is the
// request's own "params" (null or an object).
FiguresFilled fill_from_figures(const Calculator& c, const json& given, const json& figures);

// What the roll did to the request's figures: a list of {"role", ["index"], "figure", "effect",
// ["value"]}, in the roles' order. Empty when the calculator declares no effects or nothing happened.
json figure_effects(const Calculator& c, const json& figures, const json& roll);

// The roles as describe lists them: [{"role", "label", "list", "params": [...], "effects": bool}].
json describe_roles(const Calculator& c);

}  // namespace pm
