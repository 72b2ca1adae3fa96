// Pointman shell — the roster: "Who?" on a calculator's first screen, Apply and Undo under a rolled
// answer, and the roster screen (squads, figures, a group added at once, the game log).
//
// The roster is part of the saved document and every change to it is a roster change of the core
// (core/contract/roster.h) saved like any other (app/saved.h SavedChange): the figures a request
// carries are made by the core from the figures picked here, the effects applied are the core's
// ("effects" of the response), and what they do to a figure is the core's too. Nothing here knows a
// rule: it lists, picks and sends.
//
// [SECTION] words
// [SECTION] Who?
// [SECTION] Apply and Undo
// [SECTION] the roster screen
#include <algorithm>
#include <map>

#include "app/saved.h"
#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"
#include "contract/codec.h"
#include "contract/roster.h"

namespace pm::shell {

// [SECTION] words
namespace {

const char* const kStatusValues[] = {"ready", "knocked-down", "out-of-the-fight", "obviously-dead", "out-of-ammo"};
const char* const kStatusWords[] = {"ready", "knocked down", "out of the fight", "obviously dead", "out of ammo"};

std::string StatusWords(const std::string& status) {
    for (int i = 0; i < 5; ++i)
        if (status == kStatusValues[i]) return kStatusWords[i];
    return status;
}

// The weapon list the calculators' figures take (fng.fire's weapon choices), read once.
const json& Weapons() {
    static json list = [] {
        json out = json::array();
        json d = describe_json("fng.fire");
        for (const auto& p : d.value("params", json::array()))
            if (p.value("name", std::string()) == "weapon") out = p.value("choices", json::array());
        return out;
    }();
    return list;
}

std::string WeaponLabel(const std::string& id) {
    for (const auto& ch : Weapons())
        if (ch.value("value", std::string()) == id) return ch.value("label", id);
    return id;
}

std::string CalcTitle(const std::string& id) {
    static std::map<std::string, std::string> titles;
    auto it = titles.find(id);
    if (it != titles.end()) return it->second;
    json d = describe_json(id);
    return titles[id] = d.value("ok", false) ? d.value("title", id) : id;
}

std::string FigureLine(const json& f) {
    std::string t = f.value("name", std::string());
    if (f.value("star", false)) t += " \xe2\x98\x85";
    t += " \xc2\xb7 Rep " + std::to_string(f.value("rep", 0));
    const std::string st = f.value("status", std::string("ready"));
    t += " \xc2\xb7 " + StatusWords(st);
    if (f.value("counters", 0) > 0) t += " \xc2\xb7 " + std::to_string(f.value("counters", 0)) + " counters";
    if (f.value("kills", 0) > 0)
        t += " \xc2\xb7 " + std::to_string(f.value("kills", 0)) + (f.value("kills", 0) == 1 ? " kill" : " kills");
    return t;
}

// One effect as the log and Apply say it.
std::string EffectWords(const json& e) {
    const std::string who = e.value("figure", std::string("?"));
    const std::string what = e.value("effect", std::string());
    const json v = e.value("value", json());
    const std::string val = v.is_string() ? v.get<std::string>() : v.is_number() ? v.dump() : std::string();
    if (what == "kill") return who + ": a kill";
    if (what == "counters") return who + ": +" + val + " counters";
    if (what == "kia") return who + ": lost at the Check for KIA";
    if (what == "received-fire") return who + ": received fire (" + val + ")";
    if (what == "test") return who + ": " + val;
    if (what == "hero") return who + ": a hero";
    return who + ": " + StatusWords(what);
}

std::string EffectsWords(const json& effects) {
    std::string t;
    for (const auto& e : effects) t += (t.empty() ? "" : "; ") + EffectWords(e);
    return t.empty() ? std::string("Nothing happened to the figures.") : t + ".";
}

// Every figure of the roster, in the roster's order (copies: a tap may change the roster while
// the list is drawn).
std::vector<json> AllFigures() {
    std::vector<json> out;
    const json& roster = SavedRoster();
    if (!roster.contains("squads")) return out;
    for (const auto& sq : roster["squads"])
        if (sq.contains("figures"))
            for (const auto& f : sq["figures"]) out.push_back(f);
    return out;
}

std::string NameOf(const std::string& id) {
    const json* f = roster_find_figure(SavedRoster(), id);
    return f ? f->value("name", id) : std::string();
}

}  // namespace

// [SECTION] Who?
// The calculator's roles, each a button with the figure picked ("Shooter: Slag"); a tap unfolds the
// roster's figures under it, a second tap picks one (a list role, the burst's targets: each tap adds
// or takes away one, up to the role's number, and Done folds it).
void DrawWho(AppState& s) {
    const json roles = s.spec.is_object() ? s.spec.value("roles", json::array()) : json::array();
    if (!roles.is_array() || roles.empty()) return;
    const auto figures = AllFigures();
    ImGui::PushID("who");
    if (figures.empty()) {  // no roster yet: the screen as it was (the Roster is on the first screen)
        ImGui::PopID();
        return;
    }
    const ImGuiStyle& st = ImGui::GetStyle();
    const float avail = ImGui::GetContentRegionAvail().x;
    const float x0 = ImGui::GetCursorPosX();
    float used = 0;
    bool first = true;
    for (const auto& role : roles) {
        const std::string name = role.value("role", std::string());
        std::string picked;
        if (auto c = s.cast.find(name); c != s.cast.end()) {
            if (c->is_string()) picked = NameOf(c->get<std::string>());
            if (c->is_array())
                for (const auto& id : *c) picked += (picked.empty() ? "" : ", ") + NameOf(id.get<std::string>());
        }
        const std::string label = (first ? "Who? " : "") + role.value("label", name) + ": " +
                                  (picked.empty() ? std::string("pick") : picked) +
                                  (s.who_open == name ? " \xe2\x96\xb4" : " \xe2\x96\xbe");
        const float w = std::min(avail, ImGui::CalcTextSize(label.c_str()).x + st.FramePadding.x * 2 + Em());
        if (!first && used + st.ItemSpacing.x + w <= avail)
            ImGui::SameLine(x0 + used + st.ItemSpacing.x);
        else
            used = -st.ItemSpacing.x;
        used += st.ItemSpacing.x + w;
        first = false;
        if (WideButton(s, ("who:" + name).c_str(), label.c_str(), w)) {
            s.who_open = s.who_open == name ? std::string() : name;
            s.wants_frames = std::max(s.wants_frames, 3);
        }
    }
    // The figures of the role unfolded: one row each, the picked ones marked.
    for (const auto& role : roles) {
        const std::string name = role.value("role", std::string());
        if (s.who_open != name) continue;
        const int list = role.value("list", 0);
        json picked = s.cast.contains(name) ? s.cast[name] : (list ? json::array() : json());
        for (const json& f : figures) {
            const std::string id = f.value("id", std::string());
            const bool on = list ? std::find(picked.begin(), picked.end(), json(id)) != picked.end()
                                 : picked.is_string() && picked.get<std::string>() == id;
            const std::string row = std::string(on ? "\xe2\x9c\x93 " : "") + FigureLine(f);
            ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
            const bool tap = WideButton(s, ("who:" + name + ":" + id).c_str(), row.c_str());
            ImGui::PopStyleVar();
            if (!tap) continue;
            if (!list) {
                s.who_open.clear();
                AppCast(s, name, on ? json() : json(id));
            } else {
                json next = json::array();
                for (const auto& x : picked)
                    if (x != json(id)) next.push_back(x);
                if (!on && static_cast<int>(next.size()) < list) next.push_back(id);
                AppCast(s, name, next);
            }
            s.wants_frames = std::max(s.wants_frames, 3);
            break;
        }
        if (list && WideButton(s, ("who:" + name + ":done").c_str(), "Done")) s.who_open.clear();
    }
    ImGui::PopID();
    ImGui::Spacing();
}

// [SECTION] Apply and Undo
// Under a rolled answer with figures: what the roll did to them (the core's "effects"), and one tap
// to write it to the roster and the game log; then Undo.
void DrawApply(AppState& s) {
    const json& r = s.response;
    if (s.cast.empty() || !r.is_object() || !r.value("ok", false) || !r.contains("roll") || !r.contains("effects"))
        return;
    const json effects = r.value("effects", json::array());
    ImGui::PushID("apply");
    if (s.applied_eval == s.evaluations) {
        TextDim("Applied to the roster: " + EffectsWords(effects));
        if (WideButton(s, "undo", "Undo")) {
            SavedChange(json{{"op", "undo"}, {"event", s.applied_event}});
            s.applied_eval = -1;
            s.wants_frames = std::max(s.wants_frames, 3);
        }
    } else {
        TextDim(EffectsWords(effects));
        if (WideButton(s, "apply", "Apply to the roster")) {
            json ev = json::object();
            ev["id"] = SavedNewId();
            ev["calc"] = s.calc;
            ev["words"] = r.value("rolled", r.value("summary", std::string()));
            ev["cast"] = s.cast;
            ev["effects"] = effects;
            if (SavedChange(json{{"op", "apply"}, {"event", ev}})) {
                s.applied_event = ev["id"].get<std::string>();
                s.applied_eval = s.evaluations;
            }
            s.wants_frames = std::max(s.wants_frames, 3);
        }
    }
    ImGui::PopID();
}

// [SECTION] the roster screen
namespace {
struct Forms {
    std::string editing;  // the figure whose editor is open
    char name[61] = {0};
    char squad[61] = "1st Squad";
    char army[61] = "US Army";
    int side = 0;           // 0: the player's, 1: the enemy
    std::string group_for;  // the squad whose "Add a group" form is open
    char group_name[41] = "VC";
    double group_count = 4, group_rep = 3;
    int group_weapon = -1;
    std::string removing;  // a squad asked to be removed (a second tap removes it)
    std::string shared;    // the squad last shared (its note, SavedShareNote, is shown)
};
Forms& F() {
    static Forms f;
    return f;
}

// A labelled full-width text field of the roster's forms; true when the player has finished an edit.
bool LabelledText(AppState& s, const char* label, const char* id, const char* control, char* buf, size_t size) {
    TextFlow(label);
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText(id, buf, size);
    RecordControl(s, control);
    const bool edited = ImGui::IsItemDeactivatedAfterEdit();
    SavedTextAgent();
    return edited;
}

void PutFigure(const std::string& squad, json f) {
    SavedChange(json{{"op", "put_figure"}, {"squad", squad}, {"figure", std::move(f)}});
}

int WeaponIndex(const std::string& id) {
    const json& w = Weapons();
    for (size_t i = 0; i < w.size(); ++i)
        if (w[i].value("value", std::string()) == id) return static_cast<int>(i);
    return 0;
}

bool WeaponCombo(AppState& s, const char* id, int* index) {
    std::vector<std::string> labels, values;
    for (const auto& ch : Weapons()) {
        values.push_back(ch.value("value", std::string()));
        labels.push_back(values.back() == "custom" ? std::string("No weapon") : ch.value("label", values.back()));
    }
    return ChoiceCombo(s, id, labels, values, index);
}

void DrawFigureEditor(AppState& s, const std::string& squad, const json& fig) {
    Forms& fm = F();
    json f = fig;
    const std::string id = f.value("id", std::string());
    ImGui::PushID(id.c_str());
    ImGui::Indent(Em() * 0.5f);
    if (LabelledText(s, "Name", "##name", "roster:name", fm.name, sizeof fm.name) && fm.name[0]) {
        f["name"] = std::string(fm.name);
        PutFigure(squad, f);
    }
    double rep = f.value("rep", 4);
    TextFlow("Rep");
    if (Stepper(s, "roster:rep", &rep, 1, 6, 1, true)) {
        f["rep"] = static_cast<int>(rep);
        PutFigure(squad, f);
    }
    TextFlow("Weapon");
    int w = WeaponIndex(f.value("weapon", std::string("custom")));
    if (WeaponCombo(s, "roster:weapon", &w)) {
        const std::string v = Weapons()[w].value("value", std::string());
        if (v == "custom")
            f.erase("weapon");
        else
            f["weapon"] = v;
        PutFigure(squad, f);
    }
    TextFlow("Status");
    std::vector<std::string> labels(std::begin(kStatusWords), std::end(kStatusWords)),
        values(std::begin(kStatusValues), std::end(kStatusValues));
    int si = static_cast<int>(std::find(values.begin(), values.end(), f.value("status", std::string("ready"))) -
                              values.begin());
    if (ChoiceCombo(s, "roster:status", labels, values, &si)) {
        f["status"] = values[si];
        PutFigure(squad, f);
    }
    double counters = f.value("counters", 0);
    TextFlow("Counters (Vietnam Skirmish)");
    if (Stepper(s, "roster:counters", &counters, 0, 20, 1, true)) {
        f["counters"] = static_cast<int>(counters);
        PutFigure(squad, f);
    }
    bool star = f.value("star", false);
    if (Toggle(s, "roster:star", "Star", &star)) {
        f["star"] = star;
        PutFigure(squad, f);
    }
    TextFlow("Attributes");
    json attrs = f.value("attributes", json::array());
    static const json attribute_ids = roster_attribute_ids();  // the calculators' roles do not change
    for (const auto& a : attribute_ids) {
        bool on = std::find(attrs.begin(), attrs.end(), a) != attrs.end();
        std::string label = a.get<std::string>();
        std::replace(label.begin(), label.end(), '-', ' ');
        label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
        if (Toggle(s, ("roster:attr:" + a.get<std::string>()).c_str(), label.c_str(), &on)) {
            json next = json::array();
            for (const auto& x : attrs)
                if (x != a) next.push_back(x);
            if (on) next.push_back(a);
            f["attributes"] = next;
            PutFigure(squad, f);
        }
    }
    if (WideButton(s, "roster:remove", "Remove this figure")) {
        SavedChange(json{{"op", "remove_figure"}, {"squad", squad}, {"figure", id}});
        fm.editing.clear();
    }
    ImGui::Unindent(Em() * 0.5f);
    ImGui::PopID();
    ImGui::Spacing();
}

void DrawGroupForm(AppState& s, const std::string& squad) {
    Forms& fm = F();
    TextFlow("How many");
    Stepper(s, "group:count", &fm.group_count, 1, kMaxGroup, 1, true);
    LabelledText(s, "Named", "##group-name", "group:name", fm.group_name, sizeof fm.group_name);
    TextFlow("Rep");
    Stepper(s, "group:rep", &fm.group_rep, 1, 6, 1, true);
    TextFlow("Weapon");
    if (fm.group_weapon < 0) fm.group_weapon = WeaponIndex("com-ak47");
    WeaponCombo(s, "group:weapon", &fm.group_weapon);
    const std::string label = "Add " + std::to_string(static_cast<int>(fm.group_count)) + " " + fm.group_name;
    if (WideButton(s, "group:add", label.c_str()) && fm.group_name[0]) {
        json c = {{"op", "add_group"},
                  {"squad", squad},
                  {"id", SavedNewId()},
                  {"count", static_cast<int>(fm.group_count)},
                  {"name", std::string(fm.group_name)},
                  {"rep", static_cast<int>(fm.group_rep)}};
        const std::string w = Weapons().empty() ? std::string() : Weapons()[fm.group_weapon].value("value", "");
        if (!w.empty() && w != "custom") c["weapon"] = w;
        if (SavedChange(c)) fm.group_for.clear();
    }
}

void DrawSquad(AppState& s, const json& sq) {
    Forms& fm = F();
    const std::string id = sq.value("id", std::string());
    ImGui::PushID(id.c_str());
    std::string head = sq.value("name", std::string());
    if (!sq.value("army", std::string()).empty()) head += " \xc2\xb7 " + sq.value("army", std::string());
    Heading(head);
    for (const auto& f : sq.value("figures", json::array())) {
        const std::string fid = f.value("id", std::string());
        const std::string st = f.value("status", std::string("ready"));
        const Tone tone = st == "ready"                                 ? Tone_Neutral
                          : st == "out-of-ammo" || st == "knocked-down" ? Tone_Warn
                                                                        : Tone_Bad;
        std::string line = FigureLine(f);
        if (f.contains("weapon")) line += " \xc2\xb7 " + WeaponLabel(f.value("weapon", std::string()));
        ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
        if (tone != Tone_Neutral) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(tone)));
        const bool tap = WideButton(s, ("figure:" + fid).c_str(), line.c_str());
        if (tone != Tone_Neutral) ImGui::PopStyleColor();
        ImGui::PopStyleVar();
        if (tap) {
            fm.editing = fm.editing == fid ? std::string() : fid;
            snprintf(fm.name, sizeof fm.name, "%s", f.value("name", std::string()).c_str());
        }
        if (fm.editing == fid) DrawFigureEditor(s, id, f);
    }
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    if (WideButton(s, ("add-figure:" + id).c_str(), "Add a figure", half)) {
        const std::string fid = SavedNewId();
        const int n = static_cast<int>(sq.value("figures", json::array()).size()) + 1;
        json f = {{"id", fid}, {"name", "Figure " + std::to_string(n)}, {"rep", 4}};
        PutFigure(id, f);
        fm.editing = fid;
        snprintf(fm.name, sizeof fm.name, "Figure %d", n);
    }
    ImGui::SameLine();
    if (WideButton(s, ("add-group:" + id).c_str(), "Add a group", half))
        fm.group_for = fm.group_for == id ? std::string() : id;
    if (fm.group_for == id) DrawGroupForm(s, id);
    if (WideButton(s, ("share-squad:" + id).c_str(), "Share this squad", half)) {
        SavedShareLink(sq.value("name", std::string("Squad")), squad_link(sq));
        fm.shared = sq.value("id", std::string());
    }
    ImGui::SameLine();
    if (WideButton(s, ("remove-squad:" + id).c_str(), fm.removing == id ? "Tap again to remove" : "Remove squad",
                   half)) {
        if (fm.removing == id) {
            SavedChange(json{{"op", "remove_squad"}, {"squad", id}});
            fm.removing.clear();
        } else {
            fm.removing = id;
        }
    }
    ImGui::PopID();
    ImGui::Spacing();
    ImGui::Separator();
}

void DrawNewSquad(AppState& s) {
    Forms& fm = F();
    Heading("New squad");
    LabelledText(s, "Name", "##squad-name", "squad:name", fm.squad, sizeof fm.squad);
    LabelledText(s, "Army list", "##squad-army", "squad:army", fm.army, sizeof fm.army);
    Segmented(s, "squad:side", {"Yours", "The enemy"}, {"us", "enemy"}, &fm.side);
    // (A squad made by the book, its Rep and attributes rolled from the army list, comes in here
    // as a "put_squad" like this one.)
    if (WideButton(s, "squad:make", "Make the squad") && fm.squad[0]) {
        json sq = {{"id", SavedNewId()},
                   {"name", std::string(fm.squad)},
                   {"army", std::string(fm.army)},
                   {"side", fm.side ? "enemy" : "us"}};
        SavedChange(json{{"op", "put_squad"}, {"squad", sq}});
    }
}

void DrawLog(AppState& s) {
    const json& roster = SavedRoster();
    if (!roster.contains("log") || roster["log"].empty()) return;
    Heading("Game log");
    const json& log = roster["log"];
    int shown = 0;
    for (size_t i = log.size(); i-- > 0 && shown < 30; ++shown) {
        const json& e = log[i];
        ImGui::PushID(static_cast<int>(i));
        std::string names;
        for (const auto& n : e.value("figures", json::array()))
            names += (names.empty() ? "" : ", ") + n.get<std::string>();
        TextFlow("Turn " + std::to_string(e.value("turn", 1)) + " \xc2\xb7 " + CalcTitle(e.value("calc", "")) +
                 (names.empty() ? "" : ": " + names));
        if (!e.value("words", std::string()).empty()) TextDim(e.value("words", std::string()));
        TextDim(EffectsWords(e.value("effects", json::array())) + (e.value("undone", false) ? " (undone)" : ""));
        if (!e.value("undone", false) && WideButton(s, ("log:undo:" + e.value("id", std::string())).c_str(), "Undo"))
            SavedChange(json{{"op", "undo"}, {"event", e.value("id", std::string())}});
        ImGui::PopID();
        ImGui::Spacing();
    }
}
}  // namespace

void DrawRoster(AppState& s, const AppGesture&) {
    const json& roster = SavedRoster();
    if (!SavedStatus().empty()) TextDim(SavedStatus());
    double turn = roster.value("turn", 1);
    TextFlow("Turn");
    if (Stepper(s, "roster:turn", &turn, 1, 999, 1, true))
        SavedChange(json{{"op", "turn"}, {"turn", static_cast<int>(turn)}});
    if (!F().shared.empty() && !SavedShareNote().empty()) TextDim(SavedShareNote());
    for (const auto& sq : roster.value("squads", json::array())) DrawSquad(s, sq);
    DrawNewSquad(s);
    ImGui::Spacing();
    ImGui::Separator();
    DrawLog(s);
}

}  // namespace pm::shell
