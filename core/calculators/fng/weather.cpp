// Pointman — `fng.weather`: FNG Weather and Time of Day (FNG-T78, p.38), variable weather (FNG-T79),
// wind (FNG-T80, p.51), its parameters read into the rule's input (rules/fng/weather_model.h:
// weather_answer, roll_weather, which also document the order of the draws).
// Its parameters and words: data/calculators/fng/fng.weather.json.
#include "contract/calculator_data.h"
#include "rules/fng/weather_model.h"

namespace pm::fng::weather {
namespace {

WeatherInput weather_input(const Params& p, const EvalContext&) {
    WeatherInput in;
    in.month = p.get_int("month");
    in.late = p.get_enum("half") == "late";
    in.mission = p.get_enum("mission");
    in.turns = p.get_int("turns");
    in.variable = variable_rule_from(p.get_enum("variable_rule"));
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.weather", weather_input, weather_answer, roll_weather)
}  // namespace pm::fng::weather
