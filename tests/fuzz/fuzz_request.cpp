// Fuzz target: the JSON request decoder and every calculator behind it.
// Half the time the input is a raw request text; otherwise the first byte picks a registered
// calculator, the second an optional seed, and the rest is parsed as its params object, so the
// fuzzer reaches every evaluate() with well-formed but hostile parameter values. The catalog's
// search (the raw text as a typed query) and presentation (of every response, and of whatever
// JSON the text is) must never crash and always give an array. The request reader
// (contract/json_read.h) must give nlohmann-json's verdict and values on every text it does not
// refuse for its own limits (read by nlohmann::json, whose std::map objects take no quadratic time).
#include <cstdint>
#include <string>

#include "contract/catalog.h"
#include "contract/codec.h"
#include "contract/json_read.h"
#include "contract/registry.h"
#include "fuzz_check.h"

namespace {
void check_reader(const std::string& text) {
    const pm::JsonRead ours = pm::read_json_text(text, pm::kMaxRequestBytes, pm::kMaxJsonDepth);
    if (ours.fault == pm::JsonFault::TooLarge || ours.fault == pm::JsonFault::TooDeep ||
        ours.fault == pm::JsonFault::NulByte)
        return;  // the reader's own limits (nlohmann-json stops at a NUL)
    const nlohmann::json theirs = nlohmann::json::parse(text, nullptr, false);
    if ((ours.fault == pm::JsonFault::None) == theirs.is_discarded()) std::abort();
    if (ours.fault == pm::JsonFault::None && nlohmann::json::parse(ours.value.dump()) != theirs) std::abort();
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    if (data[0] & 1) {
        check_reader(text);
        pm::json res = pm::evaluate_request_text(text);
        pm_fuzz::check_response(res);
        pm_fuzz::check_presented(pm::present_values(res));
        pm_fuzz::check_presented(pm::present_values_text(text));
        pm::json hits = pm::search_json(text, (data[0] & 2) ? "fng" : "");
        if (!hits.is_array()) abort();
        (void)hits.dump();
        // The link encoder takes whatever JSON the page hands to linkForRequest: never throws.
        pm::JsonRead any = pm::read_json_text(text, pm::kMaxRequestBytes, pm::kMaxJsonDepth);
        if (any.fault == pm::JsonFault::None) {
            std::string link = pm::link_for_request(any.value);
            pm::json back = pm::request_from_link(link);
            (void)back;
        }
        return 0;
    }
    static const auto calcs = pm::all_calculators();
    if (calcs.empty() || text.empty()) return 0;
    const pm::Calculator* c = calcs[(data[0] >> 1) % calcs.size()];
    pm::json params =
        pm::read_json_text(std::string_view(text).substr(1), pm::kMaxRequestBytes, pm::kMaxJsonDepth).value;
    if (params.is_discarded() || !params.is_object()) return 0;
    pm::json req = pm::json::object();
    req["calc"] = c->id;
    req["params"] = params;
    if (text[0] & 1) req["seed"] = static_cast<uint8_t>(text[0]) * 16777619u;
    pm::json res = pm::evaluate_request(req);
    pm_fuzz::check_response(res);
    pm_fuzz::check_presented(pm::present_values(res));
    return 0;
}
