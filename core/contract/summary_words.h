// Pointman — the words of a summary that names outcomes, for the calculators: they live with the
// Answer they read, in engine/summary_words.h, so that rules write them too.
#pragma once

#include "contract/result.h"
#include "engine/summary_words.h"
