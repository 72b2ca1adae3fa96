// Fuzz target: the saved-data loader and the import checker (corrupt or hostile saved data must be
// reported, never crash, and an accepted store must re-check as accepted).
#include <cstdint>
#include <cstdlib>
#include <string>

#include "contract/saved_store.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    pm::json r = pm::check_store(text);
    (void)r.dump();
    if (r["ok"].get<bool>()) {
        pm::json again = pm::check_store(r["store"].dump());
        if (!again["ok"].get<bool>()) std::abort();
    }
    pm::json i = pm::check_import(text);
    (void)i.dump();
    return 0;
}
