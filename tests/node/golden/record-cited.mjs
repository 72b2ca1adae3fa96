// Records tests/node/golden/contract-cited.json: how each golden response reads with citations.
//
// The golden files hold hashes of responses as the CLI printed them with its player citations
// switched off (POINTMAN_INTERNAL_NOTES=1: the developers' note ids kept, no "readings" field). The
// note ids have since left the sources: the CLI now prints the citations directly, and has no way
// to print the ids. This file translates: for each hash the golden test expects (contract-beba86b
// with roll.faces cut out, contract-changes full), the hash of the same response as a player reads
// it, in the same form. It was recorded once, from the CLI of the last commit that could print
// both (003606c), after checking that every response with citations off hashes as the golden
// files expect:
//   node tests/node/golden/record-cited.mjs PATH/TO/pointman-003606c > tests/node/golden/contract-cited.json
// contract_golden.test.mjs then compares the current CLI with the translated hash; a hash with no
// translation (a response recorded after the change) is compared as it is.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withoutAdded } from '../dice_helpers.mjs';

const cli = process.argv[2];
if (!cli) {
  console.error('usage: node record-cited.mjs PATH/TO/pointman > contract-cited.json');
  process.exit(2);
}
const here = path.dirname(new URL(import.meta.url).pathname);
const golden = readFileSync(path.join(here, 'contract-beba86b.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const changes = JSON.parse(readFileSync(path.join(here, 'contract-changes.json'), 'utf8'));
const changed = new Map(changes.responses.map((c) => [JSON.stringify(c.req), c]));
const sha = (t) => createHash('sha256').update(t, 'utf8').digest('hex');
const answer = (notes) => {
  const input = golden.map((g) => JSON.stringify(g.req)).join('\n') + '\n';
  const env = { ...process.env, POINTMAN_INTERNAL_NOTES: notes ? '1' : '0' };
  const out = execFileSync(cli, ['batch'], { input, encoding: 'utf8', maxBuffer: 512 << 20, env }).split('\n');
  if (out[out.length - 1] === '') out.pop();
  if (out.length !== golden.length) throw new Error(`batch: ${golden.length} requests, ${out.length} responses`);
  return out;
};
const notes = answer(true), cited = answer(false);
const map = {};
golden.forEach((g, i) => {
  const fixed = changed.get(JSON.stringify(g.req));
  const form = fixed ? (t) => t : withoutAdded; // as contract_golden.test.mjs compares it
  const expect = fixed ? { sha256: fixed.sha256, bytes: fixed.bytes } : { sha256: g.sha256, bytes: g.bytes };
  const old = form(notes[i]);
  if (sha(old) !== expect.sha256 || Buffer.byteLength(old, 'utf8') !== expect.bytes)
    throw new Error(`${JSON.stringify(g.req)}: with citations off this CLI does not answer as the golden files expect`);
  const now = form(cited[i]);
  const entry = { sha256: sha(now), bytes: Buffer.byteLength(now, 'utf8') };
  if (map[expect.sha256] && map[expect.sha256].sha256 !== entry.sha256) throw new Error(`${JSON.stringify(g.req)}: two translations`);
  map[expect.sha256] = entry;
});
process.stdout.write(JSON.stringify({
  base: '003606c',
  about: 'golden hash (citations off, as contract-beba86b.jsonl and contract-changes.json hold it) -> hash of the same response with citations, as the CLI prints it now; see record-cited.mjs',
  translations: map,
}, null, 1) + '\n');
