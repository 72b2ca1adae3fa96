# The browser app: pointman.js + pointman.wasm (ImGui shell + core + embind API).
# Flags per ../shared/guides/web-platform.md: GLFW 3 emulation and WebGL 2 are mandatory in 3.1.6;
# no filesystem, no eval; MODULARIZE so web/app/loader.js starts it with its canvas and font.
if(NOT TARGET pointman_shell)
  return()
endif()

file(GLOB WEB_APP_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/web/app/*.cpp")
# The page's own code (an object library, linked after the core: see pointman_node in web.cmake).
add_library(pointman_app_ui OBJECT ${WEB_APP_SOURCES} "${CMAKE_SOURCE_DIR}/web/bindings/bindings.cpp"
  ${IMGUI_DIR}/backends/imgui_impl_glfw.cpp ${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp
  ${POINTMAN_EXTRA_APP_SOURCES})
target_include_directories(pointman_app_ui PRIVATE "${IMGUI_DIR}/backends" "${CMAKE_SOURCE_DIR}/web/app")
target_compile_definitions(pointman_app_ui PRIVATE IMGUI_IMPL_OPENGL_ES3)
target_link_libraries(pointman_app_ui PRIVATE pointman_shell)
target_compile_options(pointman_app_ui PRIVATE ${POINTMAN_WEB_OPT_COLD})
pointman_warnings(pointman_app_ui)
add_executable(pointman_app)
# pointman_core directly: its self-registering objects must not be dropped from an archive.
target_link_libraries(pointman_app PRIVATE pointman_core pointman_app_ui pointman_shell)
target_link_options(pointman_app PRIVATE ${POINTMAN_WEB_OPT_LINK} --bind ${PM_WEB_COMMON}
  -sUSE_GLFW=3 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2
  -sMODULARIZE=1 -sEXPORT_NAME=createPointmanApp -sENVIRONMENT=web
  "-sEXPORTED_FUNCTIONS=['_main','_malloc','_free']"
  "SHELL:--post-js ${CMAKE_SOURCE_DIR}/web/bindings/api.js"
  # pointman.js.symbols (function index -> name) for ci/wasm-breakdown; not part of the site.
  # (em++ 3.1.6 drops wasm-ld's --Map, so object files come from llvm-nm instead.)
  --emit-symbol-map)
set_target_properties(pointman_app PROPERTIES OUTPUT_NAME pointman SUFFIX ".js")
set_property(TARGET pointman_app APPEND PROPERTY LINK_DEPENDS "${CMAKE_SOURCE_DIR}/web/bindings/api.js")
# The page glue's JavaScript (what EM_JS macros held before): one Emscripten --js-library per C++
# file that calls it (web/app/library_<topic>.js: mergeInto(LibraryManager.library, {...})),
# declared extern "C" there. Linted by eslint like every JavaScript file; a change relinks.
file(GLOB WEB_APP_JS_LIBRARIES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/web/app/library_*.js")
foreach(lib IN LISTS WEB_APP_JS_LIBRARIES)
  target_link_options(pointman_app PRIVATE "SHELL:--js-library ${lib}")
  set_property(TARGET pointman_app APPEND PROPERTY LINK_DEPENDS "${lib}")
endforeach()
