# libFuzzer targets (configure with CC=clang CXX=clang++ -DPOINTMAN_FUZZ=ON; see ci/fuzz).
# The core objects are instrumented with fuzzer-no-link; each target links libFuzzer's main.
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "POINTMAN_FUZZ needs clang (CXX=clang++)")
endif()
target_compile_options(pointman_core PRIVATE -fsanitize=fuzzer-no-link)
file(GLOB FUZZ_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/tests/fuzz/fuzz_*.cpp")
foreach(src IN LISTS FUZZ_SOURCES)
  get_filename_component(name "${src}" NAME_WE)
  add_executable(${name} "${src}")
  target_link_libraries(${name} PRIVATE pointman_core)
  target_compile_options(${name} PRIVATE -fsanitize=fuzzer)
  target_link_options(${name} PRIVATE -fsanitize=fuzzer)
endforeach()
