// The golden responses (tests/golden/<ruleset>/<id>.json, see tests/golden/golden.mjs): every
// calculator at its defaults, its smallest and largest values, each parameter alone at its
// extremes, with its player's tables, with seeds, with the player's dice. The CLI answers the same
// requests now (`pointman batch`) and every answer must be the recorded one byte for byte. A
// failure names the calculator and the request and shows the changed lines; after a change on
// purpose, `node tests/golden/record.mjs` records the new answers and `git diff tests/golden` shows
// them for review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { GOLDEN_DIR, answerAll, casesOfFile, caseText, fileOf, filesOnDisk, lineDiff, printed, readGolden, specs, unprinted } from '../golden/golden.mjs';

const RECORD = 'node tests/golden/record.mjs';
const all = await specs();
const answered = answerAll(all);
// At most this many changed answers are shown in full; the rest by name.
const SHOWN = 25;

test('every calculator has its golden file, and no other file is there', () => {
  const want = all.map((s) => path.relative(GOLDEN_DIR, fileOf(s))).sort();
  assert.deepEqual(filesOnDisk(), want, `golden files differ from the calculators: run ${RECORD}`);
});

test('the golden files are JSON, and printing an answer keeps every byte of it', () => {
  let n = 0;
  for (const { spec, cases } of answered) {
    const stored = readGolden(spec);
    if (stored === null) continue;
    const file = JSON.parse(stored);
    assert.equal(file.calc, spec.id);
    assert.deepEqual([...casesOfFile(stored).keys()], file.cases.map((c) => JSON.stringify(c.request)), `${spec.id}: the cases`);
    for (const c of cases) {
      assert.equal(unprinted(printed(c.text, 3)), c.text, `${spec.id} ${c.label}: printing changed the bytes`);
      n++;
    }
  }
  assert.ok(n > 1800, `answers printed: ${n}`);
});

test('every answer is its golden response, byte for byte', () => {
  const changed = [];
  let compared = 0;
  for (const { spec, cases } of answered) {
    const stored = casesOfFile(readGolden(spec) ?? '');
    const now = new Set();
    for (const c of cases) {
      const key = JSON.stringify(c.req);
      now.add(key);
      const was = stored.get(key);
      const text = caseText(c);
      compared++;
      if (was === undefined) changed.push(`${spec.id}: ${c.label}\n  request ${key}\n  not recorded yet`);
      else if (was !== text) changed.push(`${spec.id}: ${c.label}\n  request ${key}\n${lineDiff(was, text).replace(/^/gm, '  ')}`);
    }
    for (const key of stored.keys()) if (!now.has(key)) changed.push(`${spec.id}: a recorded request no longer made\n  request ${key}`);
  }
  const shown = changed.slice(0, SHOWN);
  const more = changed.slice(SHOWN).map((c) => c.split('\n')[0]);
  assert.ok(
    changed.length === 0,
    `${changed.length} of ${compared} answers differ from tests/golden (- recorded, + now). If on purpose: ${RECORD}, ` +
      `then review git diff tests/golden.\n\n${shown.join('\n\n')}${more.length ? `\n\nand ${more.length} more: ${more.join('; ')}` : ''}`,
  );
  assert.ok(compared > 1800, `answers compared: ${compared}`);
});
