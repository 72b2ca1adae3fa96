// Pointman shell — export buttons (see export_view.h).
//
// [SECTION] state
// [SECTION] texts
// [SECTION] buttons
#include "app/export_view.h"

#include "app/widgets.h"
#include "contract/codec.h"

namespace pm::shell {

// [SECTION] state
namespace {
struct ExportState {
    ExportBackend backend;
    std::string last_name, last_mime, message, message_for;  // message_for: the file stem it is about
    size_t last_bytes = 0;
};
ExportState& E() {
    static ExportState e;
    return e;
}

// A calculator offers an SVG when its spec has an enum parameter "format" with the choice "svg".
bool OffersSvg(const AppState& s) {
    if (!s.spec.is_object() || !s.spec.contains("params")) return false;
    for (const auto& p : s.spec["params"]) {
        if (p.value("name", std::string()) != "format" || !p.contains("choices")) continue;
        for (const auto& c : p["choices"])
            if (c.value("value", std::string()) == "svg") return true;
    }
    return false;
}

std::string FileStem(const AppState& s) {
    std::string stem;
    for (char c : s.calc) stem += (c == '.' ? '-' : c);
    if (s.has_seed) stem += "-" + std::to_string(s.seed);
    return stem.empty() ? "pointman" : stem;
}

void Save(const std::string& name, const std::string& mime, const std::string& text) {
    ExportState& e = E();
    e.last_name = name;
    e.last_mime = mime;
    e.last_bytes = text.size();
    e.message_for = name.substr(0, name.rfind('.'));
    e.message = "Saved " + name + " (" + std::to_string((text.size() + 1023) / 1024) + " KB).";
    if (e.backend.Save) e.backend.Save(name, mime, text);
}
}  // namespace

void ExportSetBackend(ExportBackend b) {
    E().backend = std::move(b);
}

// [SECTION] texts
std::string ExportSvgText(AppState& s) {
    const json& r = s.response;
    if (!r.is_object() || !r.value("ok", false)) return "";
    if (r.contains("values") && r["values"].contains("svg") && r["values"]["svg"].is_string())
        return r["values"]["svg"].get<std::string>();
    if (!OffersSvg(s)) return "";
    // Same request with format=svg: the drawing is made by the core, not by the shell.
    json req = AppRequest(s);
    req["params"]["format"] = "svg";
    json again = AppAnswer(s, req);
    if (!again.is_object() || !again.value("ok", false) || !again.contains("values") ||
        !again["values"].contains("svg"))
        return "";
    return again["values"]["svg"].is_string() ? again["values"]["svg"].get<std::string>() : "";
}

std::string ExportJsonText(AppState& s) {
    json doc = json::object();
    doc["link"] = s.link;
    // What the roll gave, in words, where a reader of the file looks first.
    if (s.response.is_object() && s.response.contains("rolled")) doc["rolled"] = s.response["rolled"];
    doc["request"] = AppRequest(s);
    doc["response"] = s.response;
    return doc.dump(1) + "\n";
}

json ExportStatus() {
    const ExportState& e = E();
    json last =
        e.last_name.empty() ? json() : json{{"name", e.last_name}, {"mime", e.last_mime}, {"bytes", e.last_bytes}};
    return {{"last", last}, {"message", e.message}};
}

// [SECTION] buttons
// Shown for generated artefacts (a seeded result with something rolled) and wherever an SVG is
// offered. The SVG is drawn 1" to the inch: print it at 100 % scale.
void DrawExports(AppState& s) {
    const json& r = s.response;
    if (!r.is_object() || !r.value("ok", false)) return;
    const bool rolled = s.has_seed && r.contains("roll") && r["roll"].is_object();
    const bool svg = s.has_seed && (OffersSvg(s) || (r.contains("values") && r["values"].contains("svg")));
    if (!rolled && !svg) return;
    ImGui::Spacing();
    Heading("Export");
    const float w = ImGui::GetContentRegionAvail().x;
    const float half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    if (svg) {
        if (WideButton(s, "export:svg", "SVG (print 1:1)", rolled ? half : w)) {
            std::string text = ExportSvgText(s);
            if (text.empty()) {
                E().message = "This result has no drawing to export.";
                E().message_for = FileStem(s);
            } else
                Save(FileStem(s) + ".svg", "image/svg+xml", text);
        }
        if (rolled) ImGui::SameLine();
    }
    if (rolled && WideButton(s, "export:json", "JSON", svg ? half : w))
        Save(FileStem(s) + ".json", "application/json", ExportJsonText(s));
    if (!E().message.empty() && E().message_for == FileStem(s)) TextDim(E().message);
}

}  // namespace pm::shell
