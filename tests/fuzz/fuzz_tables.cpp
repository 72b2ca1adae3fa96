// Fuzz target: the user-table importer (tables people type in or trade by e-mail).
// The first byte picks a known table id; the rest is parsed as the table. Every table must be
// either rejected with faults in words, or accepted; an accepted table is then used the way the
// app uses it: parsed (CRTs), looked up at many odds and modifiers, sent with a request to every
// calculator that can use it, and saved through the import checker, none of which may crash.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "contract/codec.h"
#include "contract/json_read.h"
#include "contract/registry.h"
#include "contract/saved_store.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/rational.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    static const auto ids = pm::tables::known_table_ids();
    const std::string& id = ids[data[0] % ids.size()];
    // Read as a request's tables are (linear in the keys, within the request's limits).
    pm::json t = pm::read_json_text(std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1),
                                    pm::kMaxRequestBytes, pm::kMaxJsonDepth)
                     .value;
    if (t.is_discarded()) return 0;

    auto faults = pm::tables::validate_user_table(id, t);
    for (const auto& f : faults) (void)pm::json(f).dump(-1, ' ', false, pm::json::error_handler_t::strict);
    // An unknown table id must never validate, and a fault list names every fault.
    if (pm::tables::table_kind(id).empty()) std::abort();

    if (faults.empty() && pm::tables::table_kind(id) == "crt") {
        pm::tables::Crt crt = pm::tables::parse_crt(id, t);  // validated: must not throw
        if (crt.columns.empty() || crt.rows.empty() || crt.cells.size() != crt.rows.size()) std::abort();
        for (int a = 1; a <= 7; ++a)
            for (int b = 1; b <= 4; ++b)
                for (int shift = 0; shift <= 3; ++shift) {  // callers shift toward the defender only
                    int col = pm::tables::crt_column(crt, pm::Rational(a, b), shift);
                    if (col < -1 || col >= static_cast<int>(crt.columns.size())) std::abort();
                }
        for (int drm = -8; drm <= 8; drm += 4) {
            pm::Dist d = pm::tables::crt_row_dist(crt, drm);
            (void)d;
        }
        for (const auto& row : crt.cells)
            for (const auto& code : row) {
                (void)pm::tables::crt_label(crt, code);
                (void)pm::tables::crt_effect(crt, code);
            }
    }

    if (faults.empty() && pm::tables::table_kind(id) == "roll") {
        pm::tables::RollTable rt = pm::tables::parse_roll_table(id, t);  // validated: must not throw
        if (rt.rows.empty() || rt.results.size() != rt.rows.size()) std::abort();
        for (int drm = -12; drm <= 24; drm += 6) {
            pm::Rational sum;
            for (const auto& [result, p] : pm::tables::roll_table_results(rt, pm::Dist::sum_of_dice(2).shifted(drm)))
                sum += p;
            if (sum != pm::Rational(1)) std::abort();
        }
    }

    // Every calculator that can use this table, with it in the request (valid or not), at defaults.
    for (const pm::Calculator* c : pm::all_calculators()) {
        bool uses = false;
        for (const auto& ts : c->tables) uses = uses || ts.id == id;
        if (!uses) continue;
        pm::json req = {{"calc", c->id}, {"params", pm::json::object()}, {"tables", {{id, t}}}};
        pm_fuzz::check_response(pm::evaluate_request(req));
    }

    // The same table inside an exported store being imported.
    pm::json store = pm::empty_store();
    store["tables"][id] = t;
    pm::json imp = pm::check_import(store.dump(-1, ' ', false, pm::json::error_handler_t::replace));
    (void)imp.dump(-1, ' ', false, pm::json::error_handler_t::strict);
    return 0;
}
