// Pointman — the words of a summary that names outcomes: engine/summary_words.h (the rules say
// their summaries with them; calculators and the codec read them through this header).
#pragma once

#include "engine/summary_words.h"
