#include "rules/fng/knock_down_test.h"

#include "engine/dice/pass_dice.h"

namespace pm::fng {

int knock_down_test_for_faces(const std::vector<int>& faces, int rep) {
    return dice::passes_with_leader_faces(faces, rep, 0, 0, 2);
}

Dist knock_down_test(int rep) {
    return Dist::from_faces(2, [&](const std::vector<int>& f) { return knock_down_test_for_faces(f, rep); });
}

Dist knock_down_settled(int rep) {
    Dist one = knock_down_test(rep);
    Rational settle = one.p(kKdtBack) + one.p(kKdtOut);  // > 0: a 1 always passes, so p2 > 0
    Dist d;
    for (int k : {kKdtOut, kKdtBack})
        if (!one.p(k).is_zero()) d.add(k, one.p(k) / settle);
    return d;
}

Rational knock_down_expected_tests(int rep) {
    return Rational(1) / (Rational(1) - knock_down_test(rep).p(kKdtDown));
}

}  // namespace pm::fng
