#include "contract/derived_params.h"

#include <map>

namespace pm {
namespace {
std::map<std::string, ParamDerivation>& derivations() {
    static std::map<std::string, ParamDerivation> m;
    return m;
}
}  // namespace

bool register_param_derivation(const std::string& calc_id, ParamDerivation f) {
    derivations()[calc_id] = f;
    return true;
}

void derive_params(const std::string& calc_id, Params& params, const json& given) {
    const auto& m = derivations();
    auto it = m.find(calc_id);
    if (it != m.end()) it->second(params, given);
}

}  // namespace pm
