// doctest's runner for every Pointman test executable (native and wasm).
//
// Besides the console output, a machine-readable report when asked (ci/test counts from it, via
// ci/count-results.mjs): doctest's own XML reporter, written by a listener to
//   --report=FILE                 (any test binary; the wasm one under Node gets no environment)
//   $POINTMAN_TEST_REPORTS/<binary>.doctest.xml   (a directory; how ci/test reaches ctest's tests)
// The XML holds every test case (skipped ones marked skipped="true"), its failed expressions, and
// the run's totals (<OverallResultsTestCases successes failures skipped>), the same numbers as the
// console summary. doctest sends all reporters to one stream, hence the listener with its own file.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

namespace {

std::string GReportPath;  // empty: no report

struct XmlFileListener : doctest::IReporter {
    std::ofstream out;
    doctest::ContextOptions opt;  // a copy whose stream is the file; outlives the reporter
    std::unique_ptr<doctest::IReporter> xml;

    explicit XmlFileListener(const doctest::ContextOptions& in) : opt(in) {
        if (GReportPath.empty()) return;
        out.open(GReportPath, std::ios::out | std::ios::trunc);
        if (!out) {
            std::fprintf(stderr, "doctest_main: cannot write the report %s\n", GReportPath.c_str());
            return;
        }
        opt.cout = &out;
        xml.reset(new doctest::XmlReporter(opt));  // doctest's XML reporter (this translation unit)
    }

    void report_query(const doctest::QueryData& d) override {
        if (xml) xml->report_query(d);
    }
    void test_run_start() override {
        if (xml) xml->test_run_start();
    }
    void test_run_end(const doctest::TestRunStats& s) override {
        if (!xml) return;
        xml->test_run_end(s);
        out.flush();
    }
    void test_case_start(const doctest::TestCaseData& d) override {
        if (xml) xml->test_case_start(d);
    }
    void test_case_reenter(const doctest::TestCaseData& d) override {
        if (xml) xml->test_case_reenter(d);
    }
    void test_case_end(const doctest::CurrentTestCaseStats& s) override {
        if (xml) xml->test_case_end(s);
    }
    void test_case_exception(const doctest::TestCaseException& e) override {
        if (xml) xml->test_case_exception(e);
    }
    void subcase_start(const doctest::SubcaseSignature& s) override {
        if (xml) xml->subcase_start(s);
    }
    void subcase_end() override {
        if (xml) xml->subcase_end();
    }
    void log_assert(const doctest::AssertData& a) override {
        if (xml) xml->log_assert(a);
    }
    void log_message(const doctest::MessageData& m) override {
        if (xml) xml->log_message(m);
    }
    void test_case_skipped(const doctest::TestCaseData& d) override {
        if (xml) xml->test_case_skipped(d);
    }
};

}  // namespace

REGISTER_LISTENER("pointman-xml-file", 1, XmlFileListener);

int main(int argc, char** argv) {
    std::vector<char*> args;
    for (int i = 0; i < argc; ++i) {
        if (i > 0 && std::strncmp(argv[i], "--report=", 9) == 0) {
            GReportPath = argv[i] + 9;
            continue;
        }
        args.push_back(argv[i]);
    }
    if (GReportPath.empty()) {
        const char* dir = std::getenv("POINTMAN_TEST_REPORTS");
        if (dir && *dir) {
            std::string name = argc > 0 ? argv[0] : "tests";
            const auto slash = name.find_last_of("/\\");
            if (slash != std::string::npos) name = name.substr(slash + 1);
            GReportPath = std::string(dir) + "/" + name + ".doctest.xml";
        }
    }
    doctest::Context context(static_cast<int>(args.size()), args.data());
    return context.run();
}
