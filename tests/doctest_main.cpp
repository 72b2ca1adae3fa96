// doctest's runner for every Pointman test executable (native and wasm).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
