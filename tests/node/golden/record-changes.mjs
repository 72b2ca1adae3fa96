// Records tests/node/golden/contract-changes.json: the responses of the calculators whose answers
// rule fixes changed on purpose, so contract_golden.test.mjs can compare exactly those
// against the fixed answers and keep comparing every other calculator with beba86b byte for byte.
//
// It replays, for the calculators named in REASONS only, the very requests recorded in
// contract-beba86b.jsonl against the CLI given, and stores each full response's length and sha256
// (roll.faces included). Run after building the fixed CLI:
//   node tests/node/golden/record-changes.mjs build/native/pointman > tests/node/golden/contract-changes.json
// (the responses recorded before the note ids left the sources were taken with POINTMAN_INTERNAL_NOTES=1;
// contract-cited.json translates them; a response recorded now is compared as it is).
// A calculator changed again later needs its reason here and a new recording.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const REASONS = {
  'fng.radio': 'rule fix: weather grounds aircraft (new outcome grounded, weather overcast), any rain -1; FO reading (fo_with_green_leader); generator 2; confusions: the summary names the request roll modifier (the caller\'s Rep); summaries that answer: the chance the support comes over the whole call, this turn and surely by next turn, agreeing with the rows; Rep after modifiers instead of Rep\'; chains: an action leads on to fng.radio-call (does the support come, and when)',
  'fng.reaction': 'confusions: Heroes All mode and the Who Wants To Be A Hero? table named apart; the Knock Down Test under 2006 rules says it is FNG 2.0\'s; readings for hidden with covering fire and Jodie/Wuss with the Leader Die',
  'fng.artillery-request': 'reading: new forward_observer flag and fo_with_green_leader option, echoed in params; gap: the p.49 note that artillery never shares a turn with air support; summaries that answer: the chance the support comes, this turn and surely by next turn (rows gain arrives data), never "most likely" among equals; chains: an action leads on to fng.radio-call',
  'fng.air-strike-request': 'gap: the p.49 note that artillery never shares a turn with air support (a modifier); summaries that answer: the chance the support comes, this turn and surely by next turn (rows gain arrives data), never "most likely" among equals; chains: an action leads on to fng.radio-call',
  'fng.gunship-request': 'gap: the p.49 note that artillery never shares a turn with air support (a modifier); summaries that answer: the chance the support comes, this turn and surely by next turn (rows gain arrives data), never "most likely" among equals; chains: an action leads on to fng.radio-call',
  'fng.mortar-deviation': 'gap: new heavy_rain option (deviation doubled, p.38), echoed in params; summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.artillery-deviation': 'gap: new heavy_rain option (deviation doubled, p.38), echoed in params; summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.ordnance-deviation': 'gap: new off_table option (deviation doubled, p.53), echoed in params',
  'fng.re-up': 'rule fix: Rep 5 re-ups without a roll, new attribute parameter; generator 2; summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.los': 'rule fix: no cap on a light at night, new light_day_cap option (off); confusions: light and weather choices relabelled',
  'fng.engage': 'rule fix (shares fng.los\'s situation) and the Marksman reading (marksman_weapons)',
  'fng.rep-check': 'rule fix: doubles freeze the Rep (new outcome frozen); generator 2',
  'fng.fire': 'reading: Marksman off machine guns by default (marksman_weapons); generator 2; weapons with pieced-together values say so (Pointman readings); gaps: knock_down_test option (off), rep_modifier, Grenadier with M-79 buckshot and custom launchers, the later-target check; summaries: Rep after modifiers instead of Rep\'; chains: a button leading on to fng.burst (the firing followed to each target\'s Received Fire)',
  'fng.fast-move': 'gap: a Clumsy figure\'s fall is part of the group result (new outcome clumsy-falls, values.rest_if_clumsy_falls, seeded inches)',
  'sd.close-assault': 'rule fix: a US attacker with surprise, sappers or against a vehicle, and an NLF attacker against a sapper defender, are refused; gaps: per-unit units list and attackers (six at most) echoed in params; rule errors: an attacker_side left out follows from a defending sapper cadre (US), a listed unit of 0 is not_possible like an attack of 0; gap: attacker_sniper, attacker_pinned and attacker_transporting (32.0, 32.43, off) echoed in params',
  'tcs.counterbattery': 'rule fix: an MLRS fires DPICM only; summaries: the round named as printed (HE, ICM, DPICM)',
  'tcs.artillery-point': 'rule fix: Copperhead against DU and reactive armour, new copperhead_reactive option; confusions: target_hex_area_fp names the strength in the target\'s own hex; rule error: an MLRS fires DPICM only (2.4), as tcs.counterbattery; summaries: the vehicle\'s defence, given only by the base game, named when assumed (new field assumed); a tie on the player\'s table said as such',
  'tcs.chem': 'rule fix: mixed rounds add both morale columns',
  'skirmish.apc': 'rule fix: a frag grenade\'s counter is capped, not certain (new grenade_result); gaps: grenade_result in-burst and frag_row read the player\'s grenade table; generator 2; rule error: an exploded APC (two Kills) has nothing left to attack, no odds and no roll; summaries: an outcome of chance 0 is not named; 1 counter',
  'skirmish.mine': 'gaps: frag_row for the bystanders on the player\'s grenade table, echoed in params',
  'sd.recoilless-rifle': 'gaps: the player\'s Vehicle Defense Table (values.needs is its id), weapon rr/rpg-7 and rpg_used echoed in params; gap: cadre_has_rr (no RPG-7 beside a recoilless rifle, 31.13, off) echoed in params',
  'soldiers.close-assault': 'gaps: Cases (A), (C), (J) parameters echoed in params; confusions: the Slope-and-Crest box is labelled a house rule (Pointman reading)',
  'tcs.atgm': 'gaps: Soviet 12-hour pop-up rule (conflict_hours, soviet_doctrine) echoed in params; summaries: range band and attack minus defence in words; the target\'s defence, printed only by the base game, named when assumed (new field assumed); gap: new time option (auto: a night limit of 0 is daylight as before; night: a night with nothing visible), echoed in params',
  'tcs.helicopter-move': 'gaps: mopp (High MOPP may not fly NOE) echoed in params',
  'fng.booby-trap': 'book fix: a trip flare is a kind of tripwire trap (FNG p.59), so it is disarmed as a tripwire and wire cutters help (pp.13, 60); chains: an action leads on to fng.booby-trap-chain (the trap through to its effect); the discovery modifier gives the target the die is rolled against, naming the Pointman and Tunnel Rat modifiers when they apply',
  'fng.grenade': 'book fix: underground a grenade launcher fires only shot/canister (FNG p.58), so its HE round in a tunnel is refused (not_possible, method); a thrown grenade\'s fumble says it counts no flak jacket for the thrower (a modifier, FNG pp.13, 20)',
  'fng.mg-vs-vehicle': 'book fix: a weapon rolls at most its Targets in dice (QRS p.74), so an HMG (Targets 4) rolling 6 dice is refused (not_possible, dice)',
  'fng.booby-trap-type': 'roll done by hand before: new daylight option (off; by day a trip flare is rolled again, FNG p.59), echoed in params; summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right; chains: an action leads on to fng.booby-trap-chain',
  'fng.special-weapons': 'roll done by hand before: new tunnel option (off; explosives +1 Impact and +4 inch circle underground, FNG p.58), echoed in params',
  'fng.indirect-fire': 'roll done by hand before: new larger_than_life option (off; a lower-Rep pilot cannot kill a Star, FNG pp.5, 53), echoed in params',
  'fng.anti-tank': 'roll done by hand before: new catches_fire option (no; vehicle lists note (1), FNG pp.65, 70), echoed in params; book fix: only the dice the book rolls, in its order (FNG pp.29-31): the location die only when a placement pass 1 reads it, the penetration dice only when the round strikes with a difference to roll against (no location or penetration after a miss, a fumble, a disaster, another target or a Clank test); roll.location and roll.penetration only when rolled; generator 2',
  'sd.cadre': 'gap: rpg7 (a cadre with a recoilless rifle has none, 31.13, off) echoed in params',
  'tcs.helicopter': 'gap: popup, sling_load and counter_popped (4.3, 4.1h, off) echoed in params; summaries: the AA number and the sortie firepower, given only by the base game, named when assumed (new field assumed)',
  'skirmish.kia': 'gap: figure (an APC\'s own check, VS APCs) and apc_kills echoed in params; summaries: 1 counter, not 1 counters',
  'skirmish.claymore': 'chains: a button leading on to skirmish.claymore-blast (the figures of the blast, to how many fall)',
  'skirmish.deviation': 'rule errors: an unseen mortar reads every row of the player\'s deviation table as printed (no 1-2 on target; without the table, no outcomes), the odds come from the roll itself (a non-d6 table)',
  'fng.activity-posture': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.aircraft-availability': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.anti-aircraft': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.athlete': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.attribute': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.barrage-effects': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.contact': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.dumb-ass': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.follow-up': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.golden-bb': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.gunship-availability': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.intro-vc': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.medal': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.medevac-request': 'summaries that answer: the chance the support comes, this turn and surely by next turn (rows gain arrives data), never "most likely" among equals; chains: an action leads on to fng.radio-call (does the medevac come, and when)',
  'fng.mission-type': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.odd-ball': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.pay-the-piper': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.penetration': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right; rule fix: a pass 2d6 on 5,5 or 6,6 is the Special Overkill of p.29 (new outcome overkill: the round goes right through and only one crewman dies), as the book\'s own example W40 reads it and fng.anti-tank already did',
  'fng.piloting': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.replacements': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.run-over': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.street-punk': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.tank-availability': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.terrain-density': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.under-fire': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'fng.unit-rep': 'summaries that answer: never "most likely" among equals (a uniform table or a tie said as such, rows printing one result added together), no shorthand, plurals right',
  'skirmish.fire': 'summaries: a weapon firing once says so (not 1 time)',
  'skirmish.off-table': 'summaries: say that support comes without a roll, before the side\'s figures move',
  'skirmish.radio': 'summaries: the chance the radio is lost (1/2), and that off-table fire comes while it works',
  'tcs.advanced-armour': 'summaries: the printed defence, given only by the base game, named when assumed (new field assumed)',
  'tcs.mlrs': 'summaries: one launcher fires (grammar)',
  'tcs.night-vision': 'summaries: the night visibility limit, given only by the base game, named when assumed (new field assumed)',
  'fng.booby-trap-chain': 'book fix: the melee round is drawn from the chain\'s own dice (no seed of its own, so the player\'s dice replay it) and rolls no damage die the chain ignores (the viper\'s bite, the figure\'s own win; Pointman reading 63); disarm steps at the target the wire cutters give, none for a trap that cannot be disarmed (FNG pp.13, 60); the discovery modifier gives its target with its modifiers; generator 2',
};

// Added to every calculator's answers at once, so not a reason of its own in REASONS: the changes
// file compares these calculators' full responses, and the reason of each whose recorded answers
// carry the new field says so (contract_golden.test.mjs cuts it out of every other response).
export const ROLLED = 'seeded responses say the roll in words: new field `rolled`';

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const cli = process.argv[2];
  if (!cli) {
    console.error('usage: node record-changes.mjs PATH/TO/pointman > contract-changes.json');
    process.exit(2);
  }
  const here = path.dirname(new URL(import.meta.url).pathname);
  const base = readFileSync(path.join(here, 'contract-beba86b.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const reqs = base.map((g) => g.req).filter((r) => r.calc in REASONS);
  const input = reqs.map((r) => JSON.stringify(r)).join('\n') + '\n';
  const out = execFileSync(cli, ['batch'], { input, encoding: 'utf8', maxBuffer: 512 << 20 }).split('\n');
  if (out[out.length - 1] === '') out.pop();
  if (out.length !== reqs.length) throw new Error(`batch: ${reqs.length} requests, ${out.length} responses`);
  const reasons = { ...REASONS };
  reqs.forEach((req, i) => {
    if (out[i].includes(',"rolled":"') && !reasons[req.calc].endsWith(ROLLED)) reasons[req.calc] += '; ' + ROLLED;
  });
  const lines = reqs.map((req, i) => {
    const sha256 = createHash('sha256').update(out[i], 'utf8').digest('hex');
    return '  ' + JSON.stringify({ req, bytes: Buffer.byteLength(out[i], 'utf8'), sha256 });
  });
  process.stdout.write('{\n "base": "beba86b",\n "reasons": ' + JSON.stringify(reasons, null, 2).replace(/\n/g, '\n ') +
    ',\n "responses": [\n' + lines.join(',\n') + '\n ]\n}\n');
}
