// Pointman — `skirmish.claymore-blast`: its parameters read into the rule's input
// (rules/skirmish/claymore_blast.h).
#include "contract/calculator_data.h"
#include "rules/skirmish/claymore_blast.h"

namespace pm::skirmish {
namespace {

ClaymoreBlastInput claymore_blast_input(const Params& p, const EvalContext&) {
    return {p.get_int("counters"), p.get_text("distances"), p.get_int("near"), p.get_int("far"),
            p.get_enum("boundary") == "inner"};
}

}  // namespace
PM_REGISTER_RULE("skirmish.claymore-blast", claymore_blast_input, claymore_blast, roll_claymore_blast)
}  // namespace pm::skirmish
