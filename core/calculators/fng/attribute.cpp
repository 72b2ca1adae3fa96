// fng.attribute — a new Grunt's attribute (digest fng.md §6.2, FNG-T83; Street Punk FNG-T84): the
// request read into the rule's input (rules/fng/attributes.h). Its parameters and words:
// data/calculators/fng/fng.attribute.json.
#include "contract/calculator_data.h"
#include "rules/fng/attributes.h"

namespace pm::fng {
namespace {

AttributeInput attribute_input(const Params& p, const EvalContext&) {
    return {p.get_enum("table")};
}

}  // namespace
PM_REGISTER_RULE("fng.attribute", attribute_input, attribute, roll_attribute)
}  // namespace pm::fng
