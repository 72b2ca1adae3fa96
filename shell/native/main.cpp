// Pointman desktop shell — GLFW + OpenGL3 around the same shell/app UI as the browser.
// Renders only when something happens (glfwWaitEventsTimeout), like the web build.
//
// Usage: pointman_desktop [--frames N] [#/id?k=v&seed=N]
//   --frames N  render N frames and exit (a smoke run under Xvfb)
#include <GLFW/glfw3.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/style.h"
#include "contract/citations.h"
#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"

namespace {

std::vector<char> ReadFile(const char* path) {
    std::ifstream f(path, std::ios::binary);
    return std::vector<char>((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
}

int GWake = 3;
void WakeOnEvent() {
    GWake = 3;
}

}  // namespace

int main(int argc, char** argv) {
    int max_frames = -1;
    std::string link;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--frames" && i + 1 < argc)
            max_frames = std::atoi(argv[++i]);
        else
            link = a;
    }
    if (!glfwInit()) {
        std::fprintf(stderr, "pointman_desktop: cannot initialise GLFW\n");
        return 1;
    }
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
    GLFWwindow* window = glfwCreateWindow(480, 900, "Pointman", nullptr, nullptr);
    if (!window) {
        std::fprintf(stderr, "pointman_desktop: cannot open a window\n");
        glfwTerminate();
        return 1;
    }
    glfwMakeContextCurrent(window);
    glfwSwapInterval(1);
    // Any input or resize wakes the renderer for a few frames (the backend chains to these).
    glfwSetCursorPosCallback(window, [](GLFWwindow*, double, double) { WakeOnEvent(); });
    glfwSetMouseButtonCallback(window, [](GLFWwindow*, int, int, int) { WakeOnEvent(); });
    glfwSetScrollCallback(window, [](GLFWwindow*, double, double) { WakeOnEvent(); });
    glfwSetKeyCallback(window, [](GLFWwindow*, int, int, int, int) { WakeOnEvent(); });
    glfwSetWindowSizeCallback(window, [](GLFWwindow*, int, int) { WakeOnEvent(); });

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    ImGui_ImplGlfw_InitForOpenGL(window, true);
    ImGui_ImplOpenGL3_Init("#version 130");

    float scale = 1.0f;
    glfwGetWindowContentScale(window, &scale, nullptr);
    if (scale <= 0) scale = 1.0f;
    std::vector<char> ttf = ReadFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
    pm::shell::AppLoadFonts(ttf.data(), static_cast<int>(ttf.size()), scale);
    pm::shell::AppApplyStyle(scale);

    pm::shell::AppState app;
    app.scale = scale;
    app.platform.NewSeed = [] {
        auto t = static_cast<uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count());
        return static_cast<uint32_t>(t ^ (t >> 32));
    };
    app.platform.SetShareLink = [](const std::string& l) { std::printf("link: %s\n", l.c_str()); };
    app.platform.Evaluate = pm::shell::AnswerHere;
    app.readings = pm::readings_json();
    app.platform.OpenExternal = [](const std::string& l) { std::printf("open: %s\n", l.c_str()); };
    pm::shell::AppInit(app);
    if (!link.empty()) pm::shell::AppOpenLink(app, link);

    int frames = 0;
    while (!glfwWindowShouldClose(window)) {
        if (GWake <= 0 && app.wants_frames <= 0 && max_frames < 0) {
            glfwWaitEventsTimeout(0.5);  // idle: no frames until something happens
            continue;
        }
        glfwPollEvents();
        GWake--;
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplGlfw_NewFrame();
        ImGui::NewFrame();
        pm::shell::AppFrame(app, pm::shell::AppGesture());
        ImGui::Render();
        int w, h;
        glfwGetFramebufferSize(window, &w, &h);
        glViewport(0, 0, w, h);
        glClearColor(0.09f, 0.10f, 0.09f, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        glfwSwapBuffers(window);
        if (max_frames >= 0 && ++frames >= max_frames) break;
    }
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
    glfwDestroyWindow(window);
    glfwTerminate();
    return 0;
}
