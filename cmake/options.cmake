# Compiler flags shared by every target.
function(pointman_warnings target)
  if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wno-unused-parameter)
  endif()
endfunction()

if(POINTMAN_SANITIZE OR POINTMAN_FUZZ)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

if(EMSCRIPTEN)
  # Exceptions are caught at the API boundary: a bad request must never abort the module.
  add_compile_options(-fexceptions)
  add_link_options(-fexceptions)
endif()
