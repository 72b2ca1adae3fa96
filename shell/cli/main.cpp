// Pointman — the native command line, a front door over the one registry.
//
//   pointman list [--json]
//   pointman describe ID
//   pointman eval '<request json>'
//   pointman eval ID key=value ... [--seed N | --dice 4,5,2]
//   pointman search WORDS... [--ruleset R] [--json]
//   pointman groups [--json]
//   pointman readings [--json]
//   pointman batch            (one JSON request per line on stdin, one response per line out)
//
// Responses are the contract's JSON on stdout; exit 0 even when the response says ok:false,
// exit 2 only when the command line itself is unusable.
#include <CLI/CLI.hpp>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "contract/catalog.h"
#include "contract/citations.h"
#include "contract/codec.h"
#include "contract/registry.h"

namespace {
// The next line of `in` without its newline; false at the end of input. At most `limit` + 1 bytes
// of a line are kept: a longer one is read to its end and dropped, never held whole in memory (the
// request it holds is refused as too large all the same).
bool read_line(std::istream& in, std::string& line, size_t limit) {
    line.clear();
    std::streambuf* buf = in.rdbuf();
    bool any = false;
    for (int c = buf->sbumpc(); c != std::char_traits<char>::eof(); c = buf->sbumpc()) {
        any = true;
        if (c == '\n') return true;
        if (line.size() <= limit) line.push_back(static_cast<char>(c));
    }
    return any;
}
}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Pointman: exact odds, ranges, tunnels and weather for Vietnam-war wargames"};
    app.require_subcommand(1);

    auto* list = app.add_subcommand("list", "List every calculator");
    bool list_json = false;
    list->add_flag("--json", list_json, "Print the list as JSON");

    auto* describe = app.add_subcommand("describe", "Describe one calculator's parameters");
    std::string describe_id;
    describe->add_option("id", describe_id, "Calculator id, e.g. fng.weather")->required();

    auto* eval = app.add_subcommand("eval", "Evaluate a request (JSON, or ID key=value ...)");
    std::vector<std::string> eval_args;
    std::optional<uint32_t> seed;
    // The request words are taken as extras, not as a vector positional: CLI11 would split a
    // positional "[...]" (a JSON array, which must come back as bad_json) at its commas.
    eval->allow_extras();
    eval->footer("Arguments: a request as JSON, or a calculator id followed by key=value pairs");
    auto* seed_option = eval->add_option("--seed", seed, "Roll a concrete result with this seed (0 to 4294967295)");
    std::optional<std::string> dice;
    eval->add_option("--dice", dice,
                     "Roll with the faces you rolled at the table, in the calculator's order (e.g. 4,5,2); "
                     "too few and the answer says which die comes next");

    auto* search =
        app.add_subcommand("search", "Find calculators by the words players use (\"shoot\", \"p.38\", \"2.5\")");
    std::vector<std::string> search_words;
    std::string search_ruleset;
    bool search_json = false;
    search->add_option("words", search_words, "What you would type in the picker's search field")->required();
    search->add_option("--ruleset", search_ruleset, "Only this rule set (fng, sd, soldiers, tcs, skirmish)");
    search->add_flag("--json", search_json, "Print the matches as JSON (the JS API's search())");

    auto* groups = app.add_subcommand("groups", "List the groups (moments of play) of every rule set");
    bool groups_json = false;
    groups->add_flag("--json", groups_json, "Print the groups as JSON (the JS API's groups())");

    auto* readings =
        app.add_subcommand("readings", "List the Pointman readings: where a book is silent or unclear, what we chose");
    bool readings_json = false;
    readings->add_flag("--json", readings_json, "Print the readings as JSON (the JS API's readings())");

    auto* batch = app.add_subcommand("batch", "Evaluate one JSON request per line of stdin, one response per line");

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        int rc = app.exit(e);
        return rc == 0 ? 0 : 2;
    }

    if (*list) {
        if (list_json) {
            std::cout << pm::to_text(pm::list_json(), 2) << "\n";
        } else {
            for (const pm::Calculator* c : pm::all_calculators())
                std::cout << c->id << "\t" << c->title << "\t(" << c->citation << ")\n";
        }
        return 0;
    }
    if (*batch) {
        std::string line;
        while (read_line(std::cin, line, pm::kMaxRequestBytes)) {
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            std::cout << pm::answer_text(line) << "\n";  // a line cut at the limit: "the request is too large"
        }
        std::cout.flush();
        return 0;
    }
    if (*search) {
        std::string query;
        for (const auto& w : search_words) query += (query.empty() ? "" : " ") + w;
        pm::json hits = pm::search_json(query, search_ruleset);
        if (search_json) {
            std::cout << pm::to_text(hits) << "\n";
        } else if (hits.empty()) {
            std::cout << "no calculator matches \"" << query << "\"\n";
        } else {
            for (const auto& h : hits)
                std::cout << h["title"].get<std::string>() << "\t" << h["id"].get<std::string>() << "\t"
                          << h["group_title"].get<std::string>() << "\n";
        }
        return 0;
    }
    if (*readings) {
        pm::json rs = pm::readings_json();
        if (readings_json) {
            std::cout << pm::to_text(rs) << "\n";
        } else {
            for (const auto& r : rs) {
                std::cout << "Pointman reading " << r["number"].get<int>() << ": " << r["title"].get<std::string>()
                          << " (" << r["cite"].get<std::string>() << ")\n  " << r["text"].get<std::string>()
                          << "\n  used by:";
                for (const auto& c : r["calculators"]) std::cout << " " << c.get<std::string>();
                std::cout << "\n";
            }
        }
        return 0;
    }
    if (*groups) {
        pm::json gs = pm::groups_json();
        if (groups_json) {
            std::cout << pm::to_text(gs) << "\n";
        } else {
            for (const auto& g : gs)
                std::cout << g["title"].get<std::string>() << "\t" << g["id"].get<std::string>() << "\t"
                          << pm::ruleset_title(g["ruleset"].get<std::string>()) << "\n";
        }
        return 0;
    }
    if (*describe) {
        std::cout << pm::to_text(pm::describe_json(describe_id), 2) << "\n";
        return 0;
    }
    // eval
    // An empty seed (--seed '') is no seed: refused as unusable, never an unseeded answer.
    for (const std::string& given : seed_option->results())
        if (given.empty()) {
            std::cerr << "pointman eval: --seed needs a whole number 0 to 4294967295 (it was empty)\n";
            return 2;
        }
    eval_args = eval->remaining();
    if (eval_args.empty()) {
        std::cerr << "pointman eval: give a JSON request or ID key=value ... [--seed N | --dice 4,5,2]\n";
        return 2;
    }
    const std::string& first = eval_args.front();
    bool looks_json =
        first.find_first_not_of(" \t\r\n") != std::string::npos &&
        (first[first.find_first_not_of(" \t\r\n")] == '{' || first[first.find_first_not_of(" \t\r\n")] == '[' ||
         first[first.find_first_not_of(" \t\r\n")] == '"');
    if (looks_json) {
        if (eval_args.size() > 1 || seed || dice) {
            std::cerr << "pointman eval: give either one JSON request (with \"seed\" or \"dice\" inside) or ID "
                         "key=value ... [--seed N | --dice 4,5,2]\n";
            return 2;
        }
        std::cout << pm::answer_text(first) << "\n";
        return 0;
    }
    std::vector<std::pair<std::string, std::string>> pairs;
    for (size_t i = 1; i < eval_args.size(); ++i) {
        auto eq = eval_args[i].find('=');
        if (eq == std::string::npos) {
            std::cerr << "pointman eval: expected key=value, got '" << eval_args[i] << "'\n";
            return 2;
        }
        pairs.emplace_back(eval_args[i].substr(0, eq), eval_args[i].substr(eq + 1));
    }
    if (seed) pairs.emplace_back("seed", std::to_string(*seed));
    if (dice) pairs.emplace_back(pm::kRolledKey, *dice);  // as in a link: "dice" may be a parameter
    pm::json req = pm::request_from_pairs(first, pairs);
    if (req.contains("ok")) {  // an error response
        std::cout << pm::to_text(req) << "\n";
        return 0;
    }
    std::cout << pm::to_text(pm::evaluate_request(req)) << "\n";
    return 0;
}
