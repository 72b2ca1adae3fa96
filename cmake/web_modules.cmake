# The calculators of the web build, grouped as the site's compute modules (web/modules/modules.json;
# cmake/modules.mjs turns it into lists at configure time). Included by CMakeLists.txt before the
# core's object libraries, on the web build only:
#   pointman_calcs_<module>   its own calculators' adapters (core/calculators/<ruleset>/<name>.cpp)
#   pointman_calcs_<ruleset>  a rule set's shared sources (table_roller.cpp, helpers), when it has some
#   pointman_needs_<module>   the adapters of calculators its own ones run (for its link only)
#   pointman_data_<module>    the data files that module embeds (cmake/embed_data.mjs --only)
# CORE_SOURCES loses core/calculators/; CORE_PARTS gains every pointman_calcs_* library
# (PM_WEB_CALCULATOR_LIBS, compiled at the answers' level in cmake/web.cmake), so
# pointman_core (the app, the node module, pointman-compute, the wasm tests) still has every
# calculator. cmake/web.cmake links one pointman-compute-<module> per module.
set(PM_MODULES_CMAKE "${CMAKE_BINARY_DIR}/generated/modules.cmake")
execute_process(
  COMMAND "${POINTMAN_NODE}" "${CMAKE_SOURCE_DIR}/cmake/modules.mjs" --cmake "${PM_MODULES_CMAKE}"
  RESULT_VARIABLE pm_modules_failed)
if(pm_modules_failed)
  message(FATAL_ERROR "cmake/modules.mjs could not read web/modules/modules.json (see above)")
endif()
include("${PM_MODULES_CMAKE}")
# Configure again when the manifest, the script or a calculator's data file (its group) changes.
file(GLOB_RECURSE PM_CALCULATOR_DATA CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/data/calculators/*.json")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  "${CMAKE_SOURCE_DIR}/web/modules/modules.json" "${CMAKE_SOURCE_DIR}/cmake/modules.mjs" ${PM_CALCULATOR_DATA})

file(GLOB_RECURSE PM_CALCULATOR_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/core/calculators/*.cpp")
list(REMOVE_ITEM CORE_SOURCES ${PM_CALCULATOR_SOURCES})

function(pm_calculators_library name)
  add_library(${name} OBJECT ${ARGN})
  target_include_directories(${name} PUBLIC "${CMAKE_SOURCE_DIR}/core" "${STAGED}")
  pointman_warnings(${name})
  pointman_unity(${name})
endfunction()

foreach(rs IN LISTS PM_WEB_RULESETS)
  if(PM_WEB_SHARED_${rs}_SOURCES)
    pm_calculators_library(pointman_calcs_${rs} ${PM_WEB_SHARED_${rs}_SOURCES})
    list(APPEND PM_WEB_CALCULATOR_LIBS pointman_calcs_${rs})
  endif()
endforeach()
foreach(m IN LISTS PM_WEB_MODULES)
  pm_calculators_library(pointman_calcs_${m} ${PM_WEB_MODULE_${m}_SOURCES})
  list(APPEND PM_WEB_CALCULATOR_LIBS pointman_calcs_${m})
  if(PM_WEB_MODULE_${m}_NEEDS)  # another module's calculators that this one's run: for its link only
    pm_calculators_library(pointman_needs_${m} ${PM_WEB_MODULE_${m}_NEEDS})
    list(APPEND PM_WEB_NEEDS_LIBS pointman_needs_${m})
  endif()
  set(blob "${CMAKE_BINARY_DIR}/generated/data_blobs_${m}.cpp")
  add_custom_command(
    OUTPUT "${blob}"
    COMMAND "${POINTMAN_NODE}" "${CMAKE_SOURCE_DIR}/cmake/embed_data.mjs" "${CMAKE_SOURCE_DIR}/data" "${blob}"
            --only "${PM_WEB_MODULE_${m}_DATA}"
    DEPENDS ${POINTMAN_DATA_FILES} "${CMAKE_SOURCE_DIR}/cmake/embed_data.mjs" "${CMAKE_SOURCE_DIR}/cmake/modules.mjs" "${CALCULATORS_CHECKED}"
            "${PM_WEB_MODULE_${m}_DATA}"
    COMMENT "Embedding the data of the ${m} module")
  add_library(pointman_data_${m} OBJECT "${blob}")
  set_source_files_properties("${blob}" PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON SKIP_PRECOMPILE_HEADERS ON)
endforeach()
list(APPEND CORE_PARTS ${PM_WEB_CALCULATOR_LIBS})

# The canvas app's data (cmake/modules.mjs: what describing every calculator reads; cmake/web_app.cmake),
# without the calculators' help texts (--defer-help): the site gives them after the first frame
# (data/calculators/help.json, written by web/pwa/assemble.mjs).
# The canvas reads no figures yet (no roster on it): it links core/contract/figures_none.cpp and its
# data files go without "roles". A canvas that shows figures sets this ON: figures.cpp and the roles.
option(PM_CANVAS_FIGURES "The canvas app reads the figures a request brings (contract/figures.h): on, for the roster's Who? picker" ON)
set(PM_CANVAS_DROP)
if(NOT PM_CANVAS_FIGURES)
  set(PM_CANVAS_DROP --drop-key roles)
endif()
set(blob "${CMAKE_BINARY_DIR}/generated/data_blobs_canvas.cpp")
add_custom_command(
  OUTPUT "${blob}"
  COMMAND "${POINTMAN_NODE}" "${CMAKE_SOURCE_DIR}/cmake/embed_data.mjs" "${CMAKE_SOURCE_DIR}/data" "${blob}"
          --only "${PM_WEB_CANVAS_DATA}" --resolve-choices --defer-help ${PM_CANVAS_DROP}
  DEPENDS ${POINTMAN_DATA_FILES} "${CMAKE_SOURCE_DIR}/cmake/embed_data.mjs" "${CMAKE_SOURCE_DIR}/cmake/modules.mjs" "${CALCULATORS_CHECKED}"
          "${PM_WEB_CANVAS_DATA}"
  COMMENT "Embedding the data of the canvas app")
add_library(pointman_data_canvas OBJECT "${blob}")
set_source_files_properties("${blob}" PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON SKIP_PRECOMPILE_HEADERS ON)
