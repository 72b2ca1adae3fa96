// Front-door check for the rule sets' user tables: the native CLI evaluates close assaults with
// the fictional example tables sent in the request, refuses a malformed import naming its fault,
// and keeps the contract's needs_table answer when no table is sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CLI = process.env.POINTMAN_CLI || 'build/native/pointman';
const evalReq = (req) => JSON.parse(execFileSync(CLI, ['eval', JSON.stringify(req)], { encoding: 'utf8' }));
const table = (p) => JSON.parse(readFileSync(new URL(`../../data/${p}`, import.meta.url), 'utf8'));

test('sd.close-assault: needs_table without a table, full odds with the example table', () => {
  const bare = evalReq({ calc: 'sd.close-assault', params: { attack: 7, defense: 3, sapper: true } });
  assert.equal(bare.ok, true);
  assert.equal(bare.values.table, 'needs_table');
  assert.equal(bare.values.odds, '7:3');
  assert.equal(bare.values.drm, 2);
  assert.deepEqual(bare.outcomes, []);
  const crt = table('sd/example-crt.json');
  const full = evalReq({ calc: 'sd.close-assault', params: { attack: 7, defense: 3, sapper: true }, tables: { 'sd.points-crt': crt } });
  assert.equal(full.values.column, '2:1');
  // die 1..6 + 2 → rows 3,4,5,6,6,6 of the 2:1 column (fictional table)
  const want = {};
  for (let f = 1; f <= 6; f++) { const code = crt.cells[Math.min(6, f + 2) - 1][2]; want[code] = (want[code] || 0) + 1; }
  for (const o of full.outcomes) assert.ok(Math.abs(o.p - want[o.key] / 6) < 1e-12, o.key);
});

test('a malformed imported table is refused with a message naming the fault', () => {
  const crt = table('soldiers/example-crt.json');
  crt.columns = ['1:3', '1:2', '2:1', '1:1', '3:1', '4:1'];
  const r = evalReq({ calc: 'soldiers.close-assault', params: { attack: 8, defense: 4 }, tables: { 'soldiers.crt': crt } });
  assert.equal(r.ok, false);
  assert.equal(r.error.code, 'needs_table');
  assert.match(r.error.message, /odds column 1:1 is out of order/);
});

test('tcs.chem: the series Area Fire Table the player entered, read with two dice + the MOPP modifiers', () => {
  const bare = evalReq({ calc: 'tcs.chem', params: { mopp: 'low', rounds: 2 } });
  assert.equal(bare.values.table, 'needs_table');
  assert.equal(bare.values.needs, 'tcs.area-fire');
  assert.equal(bare.values.area_drm, 8);
  assert.deepEqual(bare.outcomes, []);
  const t = table('tcs/example-roll-table.json');
  const full = evalReq({ calc: 'tcs.chem', params: { mopp: 'low', rounds: 2 }, tables: { 'tcs.area-fire': t } });
  assert.equal(full.values.table, 'tcs.area-fire');
  // 36 faces of two dice + 8, each read in the fictional table (rolls past its last row read the last row).
  const first = Number(t.rows[0]), last = Number(t.rows[t.rows.length - 1]);
  const want = {};
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
    const row = Math.min(last, Math.max(first, a + b + 8)) - first;
    want[t.cells[row][0]] = (want[t.cells[row][0]] || 0) + 1;
  }
  assert.deepEqual(Object.fromEntries(full.outcomes.map((o) => [o.key, o.exact])),
    Object.fromEntries(Object.entries(want).map(([k, n]) => { const g = (x, y) => (y ? g(y, x % y) : x); const d = g(n, 36); return [k, `${n / d}/${36 / d}`]; })));
});
