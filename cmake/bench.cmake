# Native compute benchmark for ci/bench (not a test): tests/bench/bench_main.cpp.
# Included from cmake/native.cmake (`include(cmake/bench.cmake)`); ci/bench can also bring it in
# through -DCMAKE_PROJECT_INCLUDE, before the core target exists: then it defers itself to the
# end of the top-level CMakeLists.
if(EMSCRIPTEN)
  return()
endif()
if(NOT TARGET pointman_core AND NOT POINTMAN_BENCH_DEFERRED)
  set(POINTMAN_BENCH_DEFERRED ON)
  # (EVAL so that the path is expanded now: DEFER expands its arguments only when it runs)
  cmake_language(EVAL CODE "cmake_language(DEFER DIRECTORY \"${CMAKE_SOURCE_DIR}\" CALL include \"${CMAKE_CURRENT_LIST_FILE}\")")
  return()
endif()
if(TARGET pointman_bench)
  return()
endif()
add_executable(pointman_bench "${CMAKE_SOURCE_DIR}/tests/bench/bench_main.cpp")
target_link_libraries(pointman_bench PRIVATE pointman_core)
set_target_properties(pointman_bench PROPERTIES CXX_STANDARD 17 CXX_STANDARD_REQUIRED ON)
