# The browser app: pointman.js + pointman.wasm (ImGui shell + core + embind API).
# Flags per ../shared/guides/web-platform.md: GLFW 3 emulation and WebGL 2 are mandatory in 3.1.6;
# no filesystem, no eval; MODULARIZE so web/app/loader.js starts it with its canvas and font.
if(NOT TARGET pointman_shell)
  return()
endif()

file(GLOB WEB_APP_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/web/app/*.cpp")
list(REMOVE_ITEM WEB_APP_SOURCES "${CMAKE_SOURCE_DIR}/web/app/compute_local.cpp" "${CMAKE_SOURCE_DIR}/web/app/compute_pages.cpp")
# The page's own code (object libraries, linked after the core: see pointman_node in web.cmake),
# shared by the two canvas apps:
#   pointman_app     pointman.js + pointman.wasm: every calculator linked in, and the JS API
#                    (web/bindings): what a club's own page may load (docs/clubs.md)
#   pointman_canvas  pointman-canvas.js + .wasm: the site's own page. No calculator's rules: it
#                    describes them from their data files and asks the page's compute module of a
#                    calculator's group for its answers (web/app/compute_pages.cpp)
add_library(pointman_app_ui OBJECT ${WEB_APP_SOURCES}
  ${IMGUI_DIR}/backends/imgui_impl_glfw.cpp ${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp
  ${POINTMAN_EXTRA_APP_SOURCES})
add_library(pointman_app_local OBJECT "${CMAKE_SOURCE_DIR}/web/bindings/bindings.cpp" "${CMAKE_SOURCE_DIR}/web/app/compute_local.cpp")
add_library(pointman_app_pages OBJECT "${CMAKE_SOURCE_DIR}/web/app/compute_pages.cpp")
foreach(ui pointman_app_ui pointman_app_local pointman_app_pages)
  target_include_directories(${ui} PRIVATE "${IMGUI_DIR}/backends" "${CMAKE_SOURCE_DIR}/web/app")
  target_compile_definitions(${ui} PRIVATE IMGUI_IMPL_OPENGL_ES3)
  target_link_libraries(${ui} PRIVATE pointman_shell)
  target_compile_options(${ui} PRIVATE ${POINTMAN_WEB_OPT_COLD})
  pointman_warnings(${ui})
endforeach()
set(PM_WEB_APP_LINK ${POINTMAN_WEB_OPT_LINK} --bind ${PM_WEB_COMMON}
  -sUSE_GLFW=3 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2
  -sMODULARIZE=1 -sENVIRONMENT=web
  "-sEXPORTED_FUNCTIONS=['_main','_malloc','_free']")
add_executable(pointman_app)
# pointman_core directly: its self-registering objects must not be dropped from an archive.
target_link_libraries(pointman_app PRIVATE pointman_core pointman_app_ui pointman_app_local pointman_shell)
target_link_options(pointman_app PRIVATE ${PM_WEB_APP_LINK} -sEXPORT_NAME=createPointmanApp
  "SHELL:--post-js ${CMAKE_SOURCE_DIR}/web/bindings/api.js"
  # pointman.js.symbols (function index -> name) for ci/wasm-breakdown; not part of the site.
  # (em++ 3.1.6 drops wasm-ld's --Map, so object files come from llvm-nm instead.)
  --emit-symbol-map)
set_target_properties(pointman_app PROPERTIES OUTPUT_NAME pointman SUFFIX ".js")
set_property(TARGET pointman_app APPEND PROPERTY LINK_DEPENDS "${CMAKE_SOURCE_DIR}/web/bindings/api.js")

# The site's canvas app: the core without core/calculators/ (no pointman_calcs_* library), the
# shell and the page, the data files that describe the calculators (cmake/web_modules.cmake). The shell library's archive is named by its file: linking the
# target would bring the whole core (every calculator) with it.
# PM_CANVAS_FIGURES (cmake/web_modules.cmake) says whether it reads the figures a request brings:
# OFF, it links core/contract/figures_none.cpp and its data files carry no "roles".
if(PM_CANVAS_FIGURES)
  set(PM_CANVAS_FIGURES_OBJECTS pointman_core_figures)
else()
  set(PM_CANVAS_FIGURES_OBJECTS pointman_core_figures_none)
endif()
add_executable(pointman_canvas)
target_sources(pointman_canvas PRIVATE $<TARGET_OBJECTS:pointman_core_hot> $<TARGET_OBJECTS:${PM_CANVAS_FIGURES_OBJECTS}>
  $<TARGET_OBJECTS:pointman_core_cold> $<TARGET_OBJECTS:pointman_data_canvas> $<TARGET_OBJECTS:pointman_app_ui>
  $<TARGET_OBJECTS:pointman_app_pages>)
target_link_libraries(pointman_canvas PRIVATE $<TARGET_FILE:pointman_shell> $<TARGET_FILE:imgui>)
add_dependencies(pointman_canvas pointman_shell imgui)
# The canvas app's first visit counts every KB: binaryen's --converge (0.9 KB gzip for a few seconds
# more of this link); JavaScript glue only for what it uses (1.4 KB gzip): the GL library without
# error tracking and extension auto-enabling (the app enables none and reads no GL error), no
# fallbacks for browsers older than those with WebAssembly exceptions (loader.js sends those to a
# message), no deferred fullscreen requests, no setjmp, and only the start-up options the page gives.
target_link_options(pointman_canvas PRIVATE ${PM_WEB_APP_LINK} -sEXPORT_NAME=createPointmanCanvas --emit-symbol-map
  -sBINARYEN_EXTRA_PASSES=--converge -sGL_TRACK_ERRORS=0 -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0
  -sTEXTDECODER=2 -sMIN_CHROME_VERSION=95 -sMIN_FIREFOX_VERSION=100 -sMIN_SAFARI_VERSION=150200 -sPOLYFILL=0
  -sHTML5_SUPPORT_DEFERRING_USER_SENSITIVE_REQUESTS=0 -sSUPPORT_LONGJMP=0
  "-sINCOMING_MODULE_JS_API=['canvas','instantiateWasm','print','printErr']")
set_target_properties(pointman_canvas PROPERTIES OUTPUT_NAME pointman-canvas SUFFIX ".js")

# The page glue's JavaScript (what EM_JS macros held before): one Emscripten --js-library per C++
# file that calls it (web/app/library_<topic>.js: mergeInto(LibraryManager.library, {...})),
# declared extern "C" there. Linted by eslint like every JavaScript file; a change relinks.
file(GLOB WEB_APP_JS_LIBRARIES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/web/app/library_*.js")
foreach(lib IN LISTS WEB_APP_JS_LIBRARIES)
  foreach(app pointman_app pointman_canvas)
    target_link_options(${app} PRIVATE "SHELL:--js-library ${lib}")
    set_property(TARGET ${app} APPEND PROPERTY LINK_DEPENDS "${lib}")
  endforeach()
endforeach()
