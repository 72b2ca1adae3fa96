// pointman_bench — native compute benchmark for ci/bench (not a test).
// For every calculator: evaluate_request (validation + evaluate + encoding, what every front door
// pays) at its largest parameters (Int/Number max, last enum choice, true; with a seed), repeated,
// giving the median and 99th percentile in microseconds; then fng.tunnel complexes generated per
// second (successive seeds, default parameters); then, with --question, one request timed from its
// JSON text to the response's JSON text (answer_text, what the CLI and the browser pay), e.g. the
// six-dice question. Prints one JSON document.
//   pointman_bench [--reps N] [--tunnel-seconds S] [--question JSON] [--only-question]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "contract/registry.h"

namespace {

using Clock = std::chrono::steady_clock;

pm::json largest_params(const pm::Calculator& c) {
    pm::json p = pm::json::object();
    for (const auto& s : c.params) {
        switch (s.type) {
            case pm::ParamType::Int: p[s.name] = static_cast<int>(s.max); break;
            case pm::ParamType::Number: p[s.name] = s.max; break;
            case pm::ParamType::Bool: p[s.name] = true; break;
            case pm::ParamType::Enum:
                if (!s.choices.empty()) p[s.name] = s.choices.back().value;
                break;
            case pm::ParamType::Text:
                p[s.name] = std::string(std::min<size_t>(static_cast<size_t>(s.max), 64), 'x');
                break;
        }
    }
    return p;
}

double percentile(std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    size_t i = static_cast<size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

}  // namespace

int main(int argc, char** argv) {
    int reps = 200;
    double tunnel_seconds = 2.0;
    std::string question;
    bool only_question = false;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--only-question")) only_question = true;
        if (i + 1 >= argc) break;
        if (!std::strcmp(argv[i], "--reps")) reps = std::max(10, std::atoi(argv[i + 1]));
        if (!std::strcmp(argv[i], "--tunnel-seconds")) tunnel_seconds = std::atof(argv[i + 1]);
        if (!std::strcmp(argv[i], "--question")) question = argv[i + 1];
    }
    pm::json out = pm::json::object();
    if (!question.empty()) {
        // Request text to response text, many times; the median is what one answer costs.
        std::string response = pm::answer_text(question);
        const int n = std::max(reps, 2000);
        std::vector<double> us;
        us.reserve(static_cast<size_t>(n));
        size_t sink = 0;
        for (int r = 0; r < n; ++r) {
            auto t0 = Clock::now();
            std::string text = pm::answer_text(question);
            auto t1 = Clock::now();
            sink += text.size();
            us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
        }
        if (sink == 0) std::abort();
        pm::json reply = pm::json::parse(response);
        out["question"] = {{"request", pm::json::parse(question, nullptr, false)},
                           {"ok", reply.value("ok", false)},
                           {"reps", n},
                           {"median_us", percentile(us, 0.5)},
                           {"p99_us", percentile(us, 0.99)}};
        if (only_question) {
            std::puts(pm::to_text(out).c_str());
            return 0;
        }
    }
    pm::json calcs = pm::json::array();
    for (const pm::Calculator* c : pm::all_calculators()) {
        pm::json req = {{"calc", c->id}, {"params", largest_params(*c)}, {"seed", 4242}};
        pm::json first = pm::evaluate_request(req);
        bool ok = first.value("ok", false);
        if (!ok) {  // the largest values together may be impossible: fall back to the defaults
            req["params"] = pm::json::object();
            first = pm::evaluate_request(req);
        }
        std::vector<double> us;
        us.reserve(static_cast<size_t>(reps));
        for (int r = 0; r < reps; ++r) {
            req["seed"] = 4242 + r;
            auto t0 = Clock::now();
            pm::json res = pm::evaluate_request(req);
            auto t1 = Clock::now();
            if (res.is_null()) std::abort();
            us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
        }
        calcs.push_back({{"id", c->id},
                         {"params", ok ? "largest" : "defaults"},
                         {"ok", first.value("ok", false)},
                         {"median_us", percentile(us, 0.5)},
                         {"p99_us", percentile(us, 0.99)}});
    }
    out["calculators"] = calcs;
    out["reps"] = reps;

    if (pm::find_calculator("fng.tunnel")) {
        pm::json req = {{"calc", "fng.tunnel"}, {"params", pm::json::object()}, {"seed", 1}};
        long n = 0;
        auto t0 = Clock::now();
        double elapsed = 0;
        while (elapsed < tunnel_seconds) {
            req["seed"] = static_cast<uint32_t>(n + 1);
            pm::json res = pm::evaluate_request(req);
            if (!res.value("ok", false)) std::abort();
            ++n;
            elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
        }
        out["tunnel_per_second"] = static_cast<double>(n) / elapsed;
    }
    std::puts(pm::to_text(out).c_str());
    return 0;
}
