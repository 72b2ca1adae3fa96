# Compiler flags shared by every target.
function(pointman_warnings target)
  if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wno-unused-parameter)
  endif()
endfunction()

# Unity builds for a target when POINTMAN_UNITY is on (CMakeLists.txt).
function(pointman_unity target)
  if(POINTMAN_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${POINTMAN_UNITY_BATCH})
  endif()
endfunction()

# The doctest suites (pointman_tests, pointman_shell_tests, pointman_tests_wasm; the sanitizer
# build's pointman_tests too): with POINTMAN_UNITY, the test files are compiled in unity batches of
# POINTMAN_TEST_UNITY_BATCH files, and the headers they all include are precompiled once per suite
# (PCH: the core suites). A test file spends most of its compile time on what every test file
# instantiates alike (doctest's and nlohmann-json's templates, the support headers), so a batch
# pays that once for all its files: CONTRIBUTING.md, "Unity batches of the test files", has the
# measurements and what a test file must do to share a batch (cmake/check_test_files.mjs checks it
# before any test file is compiled).
#
# Natively the test files themselves are compiled at -O1 (after the build type's -O3 or -O2, so it
# wins): they are assertions and loops over the core's answers, and the core they call keeps its
# full optimisation. -O1 takes about a third less compile time per test file than -O3 (measured on
# tests/core/contract/test_catalog.cpp: 21.0 s → 13.4 s of CPU), which is most of the native and
# sanitizer builds' time in CI. The WebAssembly suite keeps the build's -Oz: em++ compiles a test
# file no faster at -O1 (12.6 s at -Oz, 15.9 s at -O1).
set(POINTMAN_TEST_UNITY_BATCH 16 CACHE STRING "Test files per unity batch of the doctest suites")
function(pointman_test_suite target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "PCH" "" "")
  if(POINTMAN_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${POINTMAN_TEST_UNITY_BATCH})
    if(arg_PCH)
      target_precompile_headers(${target} PRIVATE <doctest/doctest.h> "${CMAKE_SOURCE_DIR}/core/engine/json.h"
        <string> <vector> <map> <set> <optional> <algorithm>)
    endif()
  endif()
  if(NOT EMSCRIPTEN AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE -O1)
  endif()
  # Every test file follows the rules that let it share a batch (checked in every build, batched or not).
  if(NOT TARGET pointman_test_files_checked)
    file(GLOB_RECURSE test_files CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/tests/core/*.cpp" "${CMAKE_SOURCE_DIR}/tests/shell/*.cpp")
    set(stamp "${CMAKE_BINARY_DIR}/generated/test_files.checked")
    add_custom_command(
      OUTPUT "${stamp}"
      COMMAND "${POINTMAN_NODE}" "${CMAKE_SOURCE_DIR}/cmake/check_test_files.mjs" "${stamp}" "${CMAKE_SOURCE_DIR}/tests" ${test_files}
      DEPENDS ${test_files} "${CMAKE_SOURCE_DIR}/cmake/check_test_files.mjs"
      COMMENT "Checking that every test file can share a unity batch (cmake/check_test_files.mjs)")
    add_custom_target(pointman_test_files_checked DEPENDS "${stamp}")
  endif()
  add_dependencies(${target} pointman_test_files_checked)
endfunction()

if(POINTMAN_SANITIZE OR POINTMAN_FUZZ)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
  # RapidJSON 1.1.0 (Debian's rapidjson-dev) adds an offset to a buffer's null pointer before the
  # buffer's first allocation (internal/stack.h, Stack::Reserve: "stackTop_ + n > stackEnd_" with
  # both null; rewritten upstream after 1.1.0 as a difference of the two). It compares as meant,
  # but UBSan stops on it, so the files that include RapidJSON (core/contract/json_text.cpp, its
  # writer; json_read.cpp, its reader) are built without that one check (-fsanitize=pointer-overflow),
  # outside the unity batches.
  set_source_files_properties("${CMAKE_SOURCE_DIR}/core/contract/json_text.cpp"
    "${CMAKE_SOURCE_DIR}/core/contract/json_read.cpp" PROPERTIES
    COMPILE_OPTIONS "-fno-sanitize=pointer-overflow" SKIP_UNITY_BUILD_INCLUSION ON)
endif()

if(EMSCRIPTEN)
  # Exceptions are caught at the API boundary: a bad request must never abort the module.
  #   wasm  native WebAssembly exceptions (-fwasm-exceptions): no JavaScript trampoline per call
  #         that may throw; needs a browser with wasm exception handling (README, "Supported
  #         browsers"; web/app/loader.js shows a message elsewhere) and Node >= 17.
  #   js    Emscripten's JavaScript-based catching (-fexceptions): every call that may throw goes
  #         through an invoke_* trampoline in JavaScript (bigger and slower; the measured "before").
  set(POINTMAN_WEB_EXCEPTIONS "wasm" CACHE STRING "C++ exceptions in the web build: wasm or js")
  if(POINTMAN_WEB_EXCEPTIONS STREQUAL "js")
    add_compile_options(-fexceptions)
    add_link_options(-fexceptions)
  else()
    add_compile_options(-fwasm-exceptions)
    add_link_options(-fwasm-exceptions)
  endif()
  # Optimisation levels, per target (cmake/web.cmake applies them). em++ 3.1.6 makes -Os and -Oz
  # sticky: either one anywhere on a line adds -fno-inline-functions (and, on a link, binaryen's
  # size level), so "-Oz ... -O2" still compiles like -Oz. The build type's flags therefore carry
  # no -O at all (stripped here), and each target says its own level once.
  #   HOT   pointman_core_hot, the code every answer runs: -Oz by default. At -O2 the answers ran
  #         about 2.4x faster in Node and 1.5x in Chromium (browser/native 4.3x against 4.8-6.4x),
  #         for +244 KB gzip on the first visit (797 -> 1,041 KB): on a phone the bytes cost more
  #         than the microseconds. -DPOINTMAN_WEB_OPT_HOT=-O2 builds the faster, larger site.
  #   COLD  everything else: the page (web/app, the bindings), the shell, Dear ImGui,
  #         pointman_core_cold and the wasm test files: -Oz, for the first visit.
  #   LINK  the app's and the node module's link: binaryen's wasm-opt level. -Oz: -O2 there was
  #         6 KB gzip bigger and no faster.
  # Measured and left out: binaryen's --converge (-sBINARYEN_EXTRA_PASSES=--converge) saved 1.5 KB
  # gzip and tripled the link (+4 minutes for the app and the node module).
  set(POINTMAN_WEB_OPT_HOT "-Oz" CACHE STRING "Optimisation of pointman_core_hot in the web build")
  set(POINTMAN_WEB_OPT_COLD "-Oz" CACHE STRING "Optimisation of the rest of the web build")
  set(POINTMAN_WEB_OPT_LINK "-Oz" CACHE STRING "Optimisation of the web links (binaryen's wasm-opt)")
  foreach(var CMAKE_CXX_FLAGS_RELEASE CMAKE_C_FLAGS_RELEASE CMAKE_EXE_LINKER_FLAGS_RELEASE
      CMAKE_CXX_FLAGS CMAKE_C_FLAGS CMAKE_EXE_LINKER_FLAGS)
    string(REGEX REPLACE "(^| )-O[0-9sz]?( |$)" " " ${var} "${${var}}")
  endforeach()
  # Link-time optimisation across every object (-flto at compile and link). Off: with the hot code
  # at -O2 it made the wasm 29 KB gzip bigger, the answers no faster, and the build 1.5 minutes
  # longer.
  option(POINTMAN_WEB_LTO "Link-time optimisation in the web build" OFF)
  if(POINTMAN_WEB_LTO)
    add_compile_options(-flto)
    add_link_options(-flto)
  endif()
  # The allocator: emmalloc, 3 KB gzip smaller than em++'s default dlmalloc and no slower on the
  # answers (which allocate a lot).
  set(POINTMAN_WEB_MALLOC "emmalloc" CACHE STRING "malloc of the web build: emmalloc or dlmalloc")
  add_link_options(-sMALLOC=${POINTMAN_WEB_MALLOC})
  # RTTI in the web build: our code uses neither typeid nor dynamic_cast; OFF builds
  # with -fno-rtti, and embind then names types without it (EMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0,
  # the libembind variant without RTTI). Off by default: 37 KB smaller, 9 KB gzip, no slower; the
  # wasm doctest suite, the node tests and the browser tests pass without it.
  option(POINTMAN_WEB_RTTI "C++ RTTI in the web build" OFF)
  if(NOT POINTMAN_WEB_RTTI)
    add_compile_options(-fno-rtti -DEMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0)
    add_link_options(-fno-rtti)
  endif()
  # The web build runs on one thread: a function's static is initialised without the guard calls
  # that make it safe between threads.
  add_compile_options(-fno-threadsafe-statics)
endif()
