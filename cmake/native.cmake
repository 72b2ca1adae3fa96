# Native targets: the CLI `pointman`, the doctest suites, the desktop shell.
find_package(nlohmann_json REQUIRED)
find_package(CLI11 REQUIRED)
enable_testing()

add_executable(pointman "${CMAKE_SOURCE_DIR}/shell/cli/main.cpp" ${POINTMAN_EXTRA_APP_SOURCES})
target_link_libraries(pointman PRIVATE pointman_core CLI11::CLI11)
pointman_warnings(pointman)

# Core tests: every calculator against the rule books' tables and worked examples.
file(GLOB_RECURSE CORE_TEST_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/tests/core/*.cpp")
add_executable(pointman_tests "${CMAKE_SOURCE_DIR}/tests/doctest_main.cpp" ${CORE_TEST_SOURCES})
target_link_libraries(pointman_tests PRIVATE pointman_core)
target_include_directories(pointman_tests PRIVATE "${CMAKE_SOURCE_DIR}/tests")
pointman_test_suite(pointman_tests PCH)
# The books' source texts beside the repository, when present: a few tests check the data word for
# word against them (tests/core/support/seeds.h); a clone with nothing beside it skips just those.
if(EXISTS "${CMAKE_SOURCE_DIR}/../shared/seeds")
  target_compile_definitions(pointman_tests PRIVATE POINTMAN_SEEDS_DIR="${CMAKE_SOURCE_DIR}/../shared/seeds")
endif()
# The source tree, for the test that every entry of data/<ruleset>/sections.json names a file and
# functions that exist (tests/core/contract/test_sections.cpp).
target_compile_definitions(pointman_tests PRIVATE POINTMAN_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
pointman_warnings(pointman_tests)
add_test(NAME core COMMAND pointman_tests --reporters=console --no-intro=false)

if(POINTMAN_SHELL AND TARGET pointman_shell)
  # Headless UI smoke tests (ImGui without a window: the example_null pattern), plus a test-only
  # fixture calculator so every widget kind is exercised.
  file(GLOB SHELL_TEST_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/tests/shell/*.cpp")
  if(SHELL_TEST_SOURCES)
    add_executable(pointman_shell_tests "${CMAKE_SOURCE_DIR}/tests/doctest_main.cpp" ${SHELL_TEST_SOURCES}
      "${CMAKE_SOURCE_DIR}/tests/fixtures/demo_calculator.cpp")
    # pointman_core directly too: its self-registering objects must not be dropped from an archive.
    target_link_libraries(pointman_shell_tests PRIVATE pointman_core pointman_shell)
    target_include_directories(pointman_shell_tests PRIVATE "${CMAKE_SOURCE_DIR}/tests")
    pointman_test_suite(pointman_shell_tests)
    # The fixture calculator is no test file (the CLI and the web build may link it too): its own unit.
    set_source_files_properties("${CMAKE_SOURCE_DIR}/tests/fixtures/demo_calculator.cpp" PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
    add_test(NAME shell COMMAND pointman_shell_tests)
  endif()

  # Desktop shell: GLFW + OpenGL3 backends from the same imgui tree, same UI as the browser.
  find_package(glfw3 QUIET)
  find_package(OpenGL QUIET)
  file(GLOB NATIVE_SHELL_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/shell/native/*.cpp")
  if(glfw3_FOUND AND OPENGL_FOUND AND NATIVE_SHELL_SOURCES)
    add_executable(pointman_desktop ${NATIVE_SHELL_SOURCES}
      ${IMGUI_DIR}/backends/imgui_impl_glfw.cpp ${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
    target_include_directories(pointman_desktop PRIVATE "${IMGUI_DIR}/backends")
    target_link_libraries(pointman_desktop PRIVATE pointman_core pointman_shell glfw OpenGL::GL ${CMAKE_DL_LIBS})
  endif()
endif()

if(POINTMAN_FUZZ)
  include(cmake/fuzz.cmake)
endif()
include(cmake/bench.cmake)
