// Pointman — embind bindings: the JavaScript front door over the one registry.
// JS sees list(), describe(id), evaluate(request) (wrapped in api.js so that objects and JSON
// strings are both accepted and a response object comes back), plus the share-link codec.
#include <emscripten/bind.h>

#include <string>

#include "contract/catalog.h"
#include "contract/citations.h"
#include "contract/codec.h"
#include "contract/json_read.h"
#include "contract/present.h"
#include "contract/roster.h"
#include "contract/saved_store.h"

namespace {

std::string list_text() {
    return pm::to_text(pm::list_json());
}
std::string describe_text(const std::string& id) {
    return pm::to_text(pm::describe_json(id));
}
std::string evaluate_text(const std::string& request) {
    return pm::answer_text(request);
}
// The same answer kept here until the next call, for api.js to read where it lies (one TextDecoder
// over the heap): a std::string return is copied into a new allocation and read by JavaScript one
// byte at a time (looking for NULs) before it is decoded. Its length; then its address.
std::string kept_answer;
size_t evaluate_kept(const std::string& request) {
    kept_answer = pm::answer_text(request);
    return kept_answer.size();
}
uintptr_t kept_answer_data() {
    return reinterpret_cast<uintptr_t>(kept_answer.data());
}
std::string request_from_link_text(const std::string& link) {
    return pm::to_text(pm::request_from_link(link));
}
// Size and depth are checked before parsing, as for a request (a value 20,000 deep once overflowed
// the stack here: a RangeError in JS, and after ~21 of them a dead module).
std::string link_for_request_text(const std::string& request) {
    pm::JsonRead r = pm::read_json_text(request, pm::kMaxRequestBytes, pm::kMaxJsonDepth);
    if (r.fault != pm::JsonFault::None) return "";
    return pm::link_for_request(r.value);
}

// The catalog: groups, search as the player types, values written for people. Bad input gives [].
std::string groups_text() {
    return pm::to_text(pm::groups_json());
}
// The Pointman readings (where a book is silent or unclear, what the product chose).
std::string readings_text() {
    return pm::to_text(pm::readings_json());
}
std::string search_text(const std::string& query, const std::string& ruleset) {
    return pm::to_text(pm::search_json(query, ruleset));
}
std::string present_values_text(const std::string& response) {
    return pm::to_text(pm::present_values_text(response));
}
// One presented answer (contract/present.h): the words every view lays out.
std::string present_text(const std::string& response, const std::string& needs) {
    return pm::to_text(pm::present_text(response, needs));
}
// The request whose answer is shown while the player's dice are too few ("null": none).
std::string odds_request_text(const std::string& request, const std::string& response) {
    pm::JsonRead q = pm::read_json_text(request, pm::kMaxRequestBytes, pm::kMaxJsonDepth);
    pm::JsonRead r = pm::read_json_text(response, 16 * pm::kMaxRequestBytes, pm::kMaxJsonDepth);
    if (q.fault != pm::JsonFault::None || r.fault != pm::JsonFault::None) return "null";
    return pm::to_text(pm::odds_request(q.value, r.value));
}

// Saved data and imports are read only through core/contract/saved_store.h.
std::string check_store_text(const std::string& text) {
    return pm::to_text(pm::check_store(text));
}
std::string check_import_text(const std::string& text) {
    return pm::to_text(pm::check_import(text));
}

// The roster (core/contract/roster.h) for the text view: a save merges changes into what is stored
// now, as the canvas app's does; the figures a request carries are made here from the roster.
pm::json read_small(const std::string& text) {
    pm::JsonRead r = pm::read_json_text(text, pm::kMaxStoreBytes, pm::kMaxJsonDepth);
    return r.fault == pm::JsonFault::None ? std::move(r.value) : pm::json();
}
std::string merge_changes_text(const std::string& stored, const std::string& changes, const std::string& write_id) {
    return pm::to_text(pm::merge_changes(stored, read_small(changes), write_id));
}
std::string roster_figures_text(const std::string& roster, const std::string& cast) {
    return pm::to_text(pm::roster_request_figures(read_small(roster), read_small(cast)));
}
std::string squad_link_text(const std::string& squad) {
    return pm::squad_link(read_small(squad));
}
std::string squad_from_link_text(const std::string& link) {
    return pm::to_text(pm::squad_from_link(link));
}

}  // namespace

EMSCRIPTEN_BINDINGS(pointman) {
    emscripten::function("_listJson", &list_text);
    emscripten::function("_describeJson", &describe_text);
    emscripten::function("_evaluateJson", &evaluate_text);
    emscripten::function("_evaluateKept", &evaluate_kept);
    emscripten::function("_keptAnswerData", &kept_answer_data);
    emscripten::function("_requestFromLinkJson", &request_from_link_text);
    emscripten::function("_linkForRequestJson", &link_for_request_text);
    emscripten::function("_groupsJson", &groups_text);
    emscripten::function("_readingsJson", &readings_text);
    emscripten::function("_searchJson", &search_text);
    emscripten::function("_presentValuesJson", &present_values_text);
    emscripten::function("_presentJson", &present_text);
    emscripten::function("_oddsRequestJson", &odds_request_text);
    emscripten::function("_checkStoreJson", &check_store_text);
    emscripten::function("_checkImportJson", &check_import_text);
    emscripten::function("_mergeChangesJson", &merge_changes_text);
    emscripten::function("_rosterFiguresJson", &roster_figures_text);
    emscripten::function("_squadLink", &squad_link_text);
    emscripten::function("_squadFromLinkJson", &squad_from_link_text);
}
