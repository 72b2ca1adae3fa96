// Pointman — contract/figures.h for a program that reads no figures: the site's canvas app, which
// describes calculators and answers none (its answers come from the compute modules, which link
// figures.cpp). Its data files carry no "roles" (cmake/embed_data.mjs --drop-key roles), so every
// calculator takes no figures here, as figures.cpp says of one without roles. The build links
// exactly one of the two files into each program (CMakeLists.txt, PM_CANVAS_FIGURES).
#include <string>

#include "contract/figures.h"
#include "contract/result.h"

namespace pm {

bool figure_status_known(const std::string& status) {
    for (const char* s : {"ready", "knocked-down", "out-of-the-fight", "obviously-dead", "out-of-ammo"})
        if (status == s) return true;
    return false;
}

void check_roles(const Calculator&, const json&) {}

const json& calculator_roles(const Calculator&) {
    static const json none = json::array();
    return none;
}

FiguresFilled fill_from_figures(const Calculator& c, const json&, const json&) {
    throw CalcError(ErrorCode::UnknownParam, "figures", c.id + " takes no figures here");
}

json figure_effects(const Calculator&, const json&, const json&) {
    return json::array();
}

json describe_roles(const Calculator&) {
    return json::array();
}

}  // namespace pm
