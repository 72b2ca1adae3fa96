// Records tests/node/golden/contract-issue16.json: the responses of the calculators whose answers
// issue 16's rule fixes changed on purpose, so contract_golden.test.mjs can compare exactly those
// against the fixed answers and keep comparing every other calculator with beba86b byte for byte.
//
// It replays, for the calculators named in REASONS only, the very requests recorded in
// contract-beba86b.jsonl against the CLI given, and stores each full response's length and sha256
// (roll.faces included). Run after building the fixed CLI:
//   node tests/node/golden/record-changes.mjs build/native/pointman > tests/node/golden/contract-issue16.json
// (the responses recorded before the note ids left the sources were taken with POINTMAN_INTERNAL_NOTES=1;
// contract-cited.json translates them; a response recorded now is compared as it is).
// A calculator changed again later needs its reason here and a new recording.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const REASONS = {
  'fng.radio': 'issue 16.1-16.2: weather grounds aircraft (new outcome grounded, weather overcast), any rain -1; FO reading (fo_with_green_leader); generator 2; issue 16 confusions: the summary names the request roll modifier (the caller\'s Rep)',
  'fng.reaction': 'issue 16 confusions: Heroes All mode and the Who Wants To Be A Hero? table named apart; the Knock Down Test under 2006 rules says it is FNG 2.0\'s; readings for hidden with covering fire and Jodie/Wuss with the Leader Die',
  'fng.artillery-request': 'issue 16 reading: new forward_observer flag and fo_with_green_leader option, echoed in params; gap: the p.49 note that artillery never shares a turn with air support',
  'fng.air-strike-request': 'issue 16 gap: the p.49 note that artillery never shares a turn with air support (a modifier)',
  'fng.gunship-request': 'issue 16 gap: the p.49 note that artillery never shares a turn with air support (a modifier)',
  'fng.mortar-deviation': 'issue 16 gap: new heavy_rain option (deviation doubled, p.38), echoed in params',
  'fng.artillery-deviation': 'issue 16 gap: new heavy_rain option (deviation doubled, p.38), echoed in params',
  'fng.ordnance-deviation': 'issue 16 gap: new off_table option (deviation doubled, p.53), echoed in params',
  'fng.re-up': 'issue 16.3: Rep 5 re-ups without a roll, new attribute parameter; generator 2',
  'fng.los': 'issue 16.4: no cap on a light at night, new light_day_cap option (off); issue 16 confusions: light and weather choices relabelled',
  'fng.engage': 'issue 16.4 (shares fng.los\'s situation) and the Marksman reading (marksman_weapons)',
  'fng.rep-check': 'issue 16.5: doubles freeze the Rep (new outcome frozen); generator 2',
  'fng.fire': 'issue 16 reading: Marksman off machine guns by default (marksman_weapons); generator 2; weapons with pieced-together values say so (Pointman readings); gaps: knock_down_test option (off), rep_modifier, Grenadier with M-79 buckshot and custom launchers, the later-target check',
  'fng.fast-move': 'issue 16 gap: a Clumsy figure\'s fall is part of the group result (new outcome clumsy-falls, values.rest_if_clumsy_falls, seeded inches)',
  'sd.close-assault': 'issue 16.6-16.9: a US attacker with surprise, sappers or against a vehicle, and an NLF attacker against a sapper defender, are refused; gaps: per-unit units list and attackers (six at most) echoed in params',
  'tcs.counterbattery': 'issue 16.10: an MLRS fires DPICM only',
  'tcs.artillery-point': 'issue 16.11-16.12: Copperhead against DU and reactive armour, new copperhead_reactive option; issue 16 confusions: target_hex_area_fp names the strength in the target\'s own hex',
  'tcs.chem': 'issue 16.14: mixed rounds add both morale columns',
  'skirmish.apc': 'issue 16.13: a frag grenade\'s counter is capped, not certain (new grenade_result); gaps: grenade_result in-burst and frag_row read the player\'s grenade table; generator 2',
  'skirmish.mine': 'issue 16 gaps: frag_row for the bystanders on the player\'s grenade table, echoed in params',
  'sd.recoilless-rifle': 'issue 16 gaps: the player\'s Vehicle Defense Table (values.needs is its id), weapon rr/rpg-7 and rpg_used echoed in params',
  'soldiers.close-assault': 'issue 16 gaps: Cases (A), (C), (J) parameters echoed in params; confusions: the Slope-and-Crest box is labelled a house rule (Pointman reading)',
  'tcs.atgm': 'issue 16 gaps: Soviet 12-hour pop-up rule (conflict_hours, soviet_doctrine) echoed in params',
  'tcs.helicopter-move': 'issue 16 gaps: mopp (High MOPP may not fly NOE) echoed in params',
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const cli = process.argv[2];
  if (!cli) {
    console.error('usage: node record-changes.mjs PATH/TO/pointman > contract-issue16.json');
    process.exit(2);
  }
  const here = path.dirname(new URL(import.meta.url).pathname);
  const base = readFileSync(path.join(here, 'contract-beba86b.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const reqs = base.map((g) => g.req).filter((r) => r.calc in REASONS);
  const input = reqs.map((r) => JSON.stringify(r)).join('\n') + '\n';
  const out = execFileSync(cli, ['batch'], { input, encoding: 'utf8', maxBuffer: 512 << 20 }).split('\n');
  if (out[out.length - 1] === '') out.pop();
  if (out.length !== reqs.length) throw new Error(`batch: ${reqs.length} requests, ${out.length} responses`);
  const lines = reqs.map((req, i) => {
    const sha256 = createHash('sha256').update(out[i], 'utf8').digest('hex');
    return '  ' + JSON.stringify({ req, bytes: Buffer.byteLength(out[i], 'utf8'), sha256 });
  });
  process.stdout.write('{\n "base": "beba86b",\n "reasons": ' + JSON.stringify(REASONS, null, 2).replace(/\n/g, '\n ') +
    ',\n "responses": [\n' + lines.join(',\n') + '\n ]\n}\n');
}
