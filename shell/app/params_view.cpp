// Pointman shell — parameter widgets, built from the calculator's spec (describe JSON):
// int/number → stepper, bool → toggle, enum → segmented buttons (≤ 6 short choices) or a combo.
#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"

namespace pm::shell {

static void DrawOneParam(AppState& s, const json& p) {
    const std::string name = p.value("name", std::string());
    const std::string type = p.value("type", std::string());
    const std::string label = p.value("label", name);
    const json cur = s.params.contains(name) ? s.params[name] : p["default"];
    ImGui::PushID(name.c_str());
    if (type == "bool") {
        bool v = cur.is_boolean() && cur.get<bool>();
        if (Toggle(s, name.c_str(), label.c_str(), &v)) AppSetParam(s, name, v);
    } else if (type == "int" || type == "number") {
        ImGui::TextUnformatted(label.c_str());
        double v = cur.is_number() ? cur.get<double>() : 0.0;
        bool is_int = type == "int";
        double step = is_int ? 1.0 : p.value("step", 1.0);
        if (Stepper(s, name.c_str(), &v, p.value("min", 0.0), p.value("max", 0.0), step, is_int))
            AppSetParam(s, name, is_int ? json(static_cast<int>(v)) : json(v));
    } else if (type == "enum") {
        ImGui::TextUnformatted(label.c_str());
        std::vector<std::string> labels, values;
        int index = -1;
        size_t longest = 0;
        for (const auto& ch : p["choices"]) {
            values.push_back(ch.value("value", std::string()));
            labels.push_back(ch.value("label", values.back()));
            longest = std::max(longest, labels.back().size());
            if (cur.is_string() && values.back() == cur.get<std::string>()) index = static_cast<int>(values.size()) - 1;
        }
        bool segmented = values.size() <= 6 && longest <= 18;
        bool changed = segmented ? Segmented(s, name.c_str(), labels, values, &index)
                                 : ChoiceCombo(s, name.c_str(), labels, values, &index);
        if (changed && index >= 0) AppSetParam(s, name, values[index]);
    }
    std::string help = p.value("help", std::string());
    if (!help.empty()) TextDim(help);
    ImGui::PopID();
    ImGui::Spacing();
}

void DrawParams(AppState& s) {
    if (!s.spec.is_object() || !s.spec.contains("params")) return;
    std::string group = "";
    for (const auto& p : s.spec["params"]) {
        std::string g = p.value("group", std::string());
        if (g != group) {
            group = g;
            ImGui::Spacing();
            Heading(g.empty() ? "Situation" : g);
        }
        DrawOneParam(s, p);
    }
    DrawUserTablesHook(s);
}

}  // namespace pm::shell
