# WebAssembly targets (em++ 3.1.6 from Debian; see ../shared/guides/web-platform.md).
#   pointman_node        core + embind, one file, for the Node tests and a plain-JS embed
#   pointman_tests_wasm  the core doctest suite compiled to wasm, run under Node
#   pointman_compute     core + embind for the site's HTML pages (embed, text view):
#                        pointman-compute.js + pointman-compute.wasm
#   pointman_app         the ImGui app for the browser (web/app): pointman.js + pointman.wasm
set(PM_WEB_COMMON -sALLOW_MEMORY_GROWTH=1 -sFILESYSTEM=0 -sDYNAMIC_EXECUTION=0)

# Optimisation levels (cmake/options.cmake): the answers' code for speed, everything else for size.
# The order of the objects on a link matters: a template function that several objects use (the
# JSON library's, the standard library's) is compiled into each, and wasm-ld keeps the first copy
# it reads. So the executables below have no sources of their own (CMake would put those first):
# the hot core objects come first, then the cold ones, then the page's or the bindings' object
# library. (With the page's -Oz objects first, the answers ran about as slowly as at -Oz.)
foreach(hot pointman_core_hot pointman_core_figures ${PM_WEB_CALCULATOR_LIBS} ${PM_WEB_NEEDS_LIBS})
  target_compile_options(${hot} PRIVATE ${POINTMAN_WEB_OPT_HOT})
endforeach()
foreach(cold pointman_core_cold pointman_core_figures_none imgui pointman_shell)
  if(TARGET ${cold})
    target_compile_options(${cold} PRIVATE ${POINTMAN_WEB_OPT_COLD})
  endif()
endforeach()

add_library(pointman_node_api OBJECT "${CMAKE_SOURCE_DIR}/web/bindings/bindings.cpp" ${POINTMAN_EXTRA_APP_SOURCES})
target_link_libraries(pointman_node_api PRIVATE pointman_core_hot)
target_compile_options(pointman_node_api PRIVATE ${POINTMAN_WEB_OPT_COLD})
add_executable(pointman_node)
target_link_libraries(pointman_node PRIVATE pointman_core pointman_node_api)
target_link_options(pointman_node PRIVATE ${POINTMAN_WEB_OPT_LINK} --bind ${PM_WEB_COMMON} -sSINGLE_FILE=1 -sMODULARIZE=1
  -sEXPORT_NAME=createPointman -sENVIRONMENT=node,web
  "SHELL:--post-js ${CMAKE_SOURCE_DIR}/web/bindings/api.js")
set_target_properties(pointman_node PROPERTIES SUFFIX ".js")
set_property(TARGET pointman_node APPEND PROPERTY LINK_DEPENDS "${CMAKE_SOURCE_DIR}/web/bindings/api.js")

# The same module for the browser as a js + wasm pair: what the embed and the text view run (no
# Dear ImGui, no shell, no GLFW/WebGL). The site copies and stamps it like the app's pair.
# Its bindings are the node module's object library (compiled once), after the core's objects.
add_executable(pointman_compute)
target_link_libraries(pointman_compute PRIVATE pointman_core pointman_node_api)
target_link_options(pointman_compute PRIVATE ${POINTMAN_WEB_OPT_LINK} --bind ${PM_WEB_COMMON} -sMODULARIZE=1
  -sEXPORT_NAME=createPointman -sENVIRONMENT=web
  "SHELL:--post-js ${CMAKE_SOURCE_DIR}/web/bindings/api.js")
set_target_properties(pointman_compute PROPERTIES OUTPUT_NAME pointman-compute SUFFIX ".js")
set_property(TARGET pointman_compute APPEND PROPERTY LINK_DEPENDS "${CMAKE_SOURCE_DIR}/web/bindings/api.js")

# One compute module per group of calculators (web/modules/modules.json, cmake/web_modules.cmake):
# pointman-compute-<module>.js + .wasm, what a link to one of its calculators loads in the embed
# and the text view. The same objects as pointman_compute, the module's calculators and data only.
foreach(m IN LISTS PM_WEB_MODULES)
  set(parts pointman_core_hot pointman_core_figures pointman_calcs_${m})
  if(TARGET pointman_needs_${m})
    list(APPEND parts pointman_needs_${m})
  endif()
  foreach(rs IN LISTS PM_WEB_MODULE_${m}_RULESETS)
    if(TARGET pointman_calcs_${rs})
      list(APPEND parts pointman_calcs_${rs})
    endif()
  endforeach()
  list(APPEND parts pointman_core_cold)
  add_executable(pointman_compute_${m})
  foreach(part IN LISTS parts)
    target_sources(pointman_compute_${m} PRIVATE $<TARGET_OBJECTS:${part}>)
  endforeach()
  # The core's cold objects embed every data file: this module's own blob replaces it.
  target_link_libraries(pointman_compute_${m} PRIVATE pointman_data_${m} pointman_node_api)
  target_link_options(pointman_compute_${m} PRIVATE ${POINTMAN_WEB_OPT_LINK} --bind ${PM_WEB_COMMON} -sMODULARIZE=1
    -sEXPORT_NAME=createPointman -sENVIRONMENT=web
    "SHELL:--post-js ${CMAKE_SOURCE_DIR}/web/bindings/api.js")
  set_target_properties(pointman_compute_${m} PROPERTIES OUTPUT_NAME pointman-compute-${m} SUFFIX ".js")
  set_property(TARGET pointman_compute_${m} APPEND PROPERTY LINK_DEPENDS "${CMAKE_SOURCE_DIR}/web/bindings/api.js")
  list(APPEND PM_WEB_COMPUTE_MODULES pointman_compute_${m})
endforeach()
add_custom_target(pointman_compute_modules)  # every module: what ci/build-web builds
add_dependencies(pointman_compute_modules ${PM_WEB_COMPUTE_MODULES})

file(GLOB_RECURSE CORE_TEST_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/tests/core/*.cpp")
add_executable(pointman_tests_wasm "${CMAKE_SOURCE_DIR}/tests/doctest_main.cpp" ${CORE_TEST_SOURCES})
target_link_libraries(pointman_tests_wasm PRIVATE pointman_core)
target_include_directories(pointman_tests_wasm PRIVATE "${CMAKE_SOURCE_DIR}/tests")
pointman_test_suite(pointman_tests_wasm PCH)
target_compile_options(pointman_tests_wasm PRIVATE ${POINTMAN_WEB_OPT_COLD})
# The books' source texts beside the repository, when present: a few tests check the data word for
# word against them (tests/core/support/seeds.h); a clone with nothing beside it skips just those.
if(EXISTS "${CMAKE_SOURCE_DIR}/../shared/seeds")
  target_compile_definitions(pointman_tests_wasm PRIVATE POINTMAN_SEEDS_DIR="${CMAKE_SOURCE_DIR}/../shared/seeds")
endif()
# Linked at -O1 (the last -O of the link line wins): its objects are the same -Oz code the app runs,
# and the test binary skips binaryen's whole-module -Oz pass, which took 2.5 minutes of CI on a
# module nobody downloads.
target_link_options(pointman_tests_wasm PRIVATE -sALLOW_MEMORY_GROWTH=1 -sWASM_ASYNC_COMPILATION=0
  -sNODERAWFS=1 -sENVIRONMENT=node -sEXIT_RUNTIME=1 -O1)
set_target_properties(pointman_tests_wasm PROPERTIES SUFFIX ".js")

include(cmake/web_app.cmake OPTIONAL)
