// Pointman — dice faces as a player reads them, for the sentences that say a roll ("rolled 5, 2").
#pragma once

#include <string>
#include <vector>

namespace pm {

// "4", "5, 2, 6": faces as a player reads them.
inline std::string faces_text(const std::vector<int>& faces) {
    std::string t;
    for (size_t i = 0; i < faces.size(); ++i) t += (i ? ", " : "") + std::to_string(faces[i]);
    return t;
}

}  // namespace pm
