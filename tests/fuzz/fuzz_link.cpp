// Fuzz target: the share-link decoder (what a hostile link can make the app do), then evaluation
// of whatever request it yields, then the link encoder on that request.
#include <cstdint>
#include <string>

#include "contract/codec.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string link(reinterpret_cast<const char*>(data), size);
    pm::json req = pm::request_from_link(link);
    if (req.contains("ok")) {  // error response
        pm_fuzz::check_response(req);
        return 0;
    }
    pm::json res = pm::evaluate_request(req);
    pm_fuzz::check_response(res);
    std::string again = pm::link_for_request(req);
    pm::json back = pm::request_from_link(again);
    if (back.contains("ok")) abort();  // our own link must always decode
    return 0;
}
