// Every contract response is byte-identical to the one before the
// player's-dice change, apart from the added roll.faces and "rolled" (the roll in words).
//
// The golden file tests/node/golden/contract-beba86b.jsonl was recorded from the CLI of commit
// beba86b (the base of the change, built natively in a scratch worktree; golden/record.mjs says
// how). It holds each request (every calculator at its defaults and at its largest values, without a
// seed, and those that roll with three seeds) and the sha256 and length of that CLI's response. Here
// the current CLI answers the same requests (`pointman batch`), roll.faces and "rolled" are cut out
// of each response (dice_helpers.mjs withoutAdded), and the rest must hash the same. The faces
// themselves are checked by dice_replay.test.mjs, the words by the core's test_rolled_words.cpp.
//
// Rules fixed against the books change the answers of a few calculators on purpose.
// Those calculators, and only those, are listed with the reason in golden/contract-changes.json
// (recorded by golden/record-changes.mjs): their beba86b requests are compared, full response
// including roll.faces, with that file instead. Every other calculator is still compared with beba86b.
// Player text once carried our note ids; they were replaced in player text by citations and added a "readings" list. The
// hashes above were taken with that switched off (note ids kept); the ids have since left the
// sources, so golden/contract-cited.json translates each expected hash into the hash of the same
// response as the CLI prints it now, with citations (recorded by golden/record-cited.mjs from the
// last CLI that could print both, after checking every response against the hashes above). A hash
// with no translation (recorded after that) is compared as it is. citations.test.mjs checks the
// text a player reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, cli } from './helpers.mjs';
import { batch, withoutAdded } from './dice_helpers.mjs';

const golden = readFileSync(path.join(ROOT, 'tests/node/golden/contract-beba86b.jsonl'), 'utf8')
  .split('\n').filter(Boolean).map((l) => JSON.parse(l));
const sha = (t) => createHash('sha256').update(t, 'utf8').digest('hex');
const changes = JSON.parse(readFileSync(path.join(ROOT, 'tests/node/golden/contract-changes.json'), 'utf8'));
const changed = new Map(changes.responses.map((c) => [JSON.stringify(c.req), c]));
const cited = JSON.parse(readFileSync(path.join(ROOT, 'tests/node/golden/contract-cited.json'), 'utf8')).translations;
// The expected hash and length of a response, as the CLI prints it now (with citations).
const now = (want) => cited[want.sha256] ?? want;

test('the changes file holds exactly the beba86b requests of the calculators it gives a reason for', () => {
  assert.equal(changes.base, 'beba86b');
  // a calculator with no parameters at beba86b has its defaults and largest values as one request,
  // recorded twice in the beba86b file: compare the distinct requests
  const expected = [...new Set(golden.filter((g) => g.req.calc in changes.reasons).map((g) => JSON.stringify(g.req)))];
  assert.deepEqual([...changed.keys()].sort(), expected.sort());
  for (const [calc, why] of Object.entries(changes.reasons)) {
    assert.ok(typeof why === 'string' && why.length > 10, `${calc}: a reason`);
    assert.ok(golden.some((g) => g.req.calc === calc), `${calc} is in the beba86b file`);
  }
});

test('the golden file covers every calculator at its defaults and largest values, with seeds where it rolls', () => {
  const ids = JSON.parse(cli('list', '--json')).map((c) => c.id);
  const covered = new Set(golden.map((g) => g.req.calc));
  for (const id of ids) assert.ok(covered.has(id), `${id} is not in the golden file (new calculator? re-record)`);
  assert.ok(golden.filter((g) => g.req.seed !== undefined).length >= 3 * 40, 'seeded requests recorded');
});

test('every response is byte-identical to beba86b except roll.faces and rolled (calculators changed on purpose: to their new answers)', () => {
  const texts = batch(golden.map((g) => g.req));
  let faces = 0;
  const bad = [];
  golden.forEach((g, i) => {
    const text = texts[i];
    const old = withoutAdded(text);
    if (old !== text) faces++;
    if (g.req.seed !== undefined && JSON.parse(text).ok && JSON.parse(text).roll) {
      assert.ok(old !== text, `${JSON.stringify(g.req)}: a roll without roll.faces`);
      assert.ok(typeof JSON.parse(text).rolled === 'string', `${JSON.stringify(g.req)}: a roll without "rolled"`);
    }
    const fixed = changed.get(JSON.stringify(g.req));
    if (fixed) {
      const want = now(fixed);
      if (sha(text) !== want.sha256 || Buffer.byteLength(text, 'utf8') !== want.bytes)
        bad.push(`${JSON.stringify(g.req)} (changed on purpose: ${changes.reasons[g.req.calc]})\n  now: ${text.slice(0, 600)}`);
      return;
    }
    const want = now(g);
    if (sha(old) !== want.sha256 || Buffer.byteLength(old, 'utf8') !== want.bytes)
      bad.push(`${JSON.stringify(g.req)}\n  now (${Buffer.byteLength(old, 'utf8')} bytes, was ${want.bytes}): ${old.slice(0, 600)}`);
  });
  assert.deepEqual(bad, [], `responses that changed:\n${bad.join('\n')}`);
  assert.ok(faces >= 3 * 40, `roll.faces added to the seeded rolls (${faces})`);
});
