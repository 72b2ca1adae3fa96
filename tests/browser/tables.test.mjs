// The user-table editor in the browser, as a phone (390×844, DPR 3, touch):
// a Soldiers CRT entered by taps only (steppers, code buttons, cells), saved on the device, sent
// with every evaluate, the same odds after a reload; a malformed import refused with a message
// naming the fault while the saved table and the odds stay as they were; export → import round trip.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launch, openApp, settle, ui, tap, shot, PHONE } from './harness.mjs';
import { reach, reachAndTap } from './reach.mjs';

let h;
before(async () => { h = await launch(); });
after(async () => { await h.close(); });

const ID = 'soldiers.crt';
const P = `table:${ID}`;
// What the taps below must produce (independent of the app: written from the plan of taps).
const D = [[4, 0], [5, 0], [3, 1], [4, 1], [2, 2], [3, 2], [1, 3], [2, 3], [0, 4], [1, 4]];
const E = [[5, 1], [4, 2], [5, 2], [3, 3], [4, 3], [5, 3], [2, 4], [3, 4], [4, 4], [5, 4]];
function expectedTable() {
  const cells = Array.from({ length: 6 }, () => Array(5).fill('NE'));
  for (const [r, c] of D) cells[r][c] = 'D';
  for (const [r, c] of E) cells[r][c] = 'E';
  return {
    kind: 'crt', die: 6,
    columns: ['1:3', '1:1', '2:1', '3:1', '4:1'],   // spec's 1:2 stepped to 1:3, one column added
    rows: ['1', '2', '3', '4', '5', '6'],
    cells,
    odds_rule: { round: 'down', below_lowest: 'lowest' },
    results: {
      NE: { label: 'No effect', effect: 'no-effect' },
      D: { label: 'Disrupted', effect: 'disrupted' },
      E: { label: 'Eliminated', effect: 'eliminated' },
    },
  };
}

async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 30000 });
  await settle(page);
}
const status = (page) => page.evaluate(() => window.pointmanTables.status());
const stored = (page) => page.evaluate(() => localStorage.getItem('pointman.store'));

test('a CRT entered by taps is saved on the device and gives the same odds after a reload', async () => {
  const { context, page, log } = await openApp(h.browser, h.url + 'index.html#/soldiers.close-assault?attack=8&defense=4', PHONE);
  await settle(page);
  let s = await ui(page);
  assert.equal(s.calc, 'soldiers.close-assault');
  assert.equal(s.response.values.table, 'needs_table', 'no table yet: the calculator asks for one');
  assert.ok(!s.response.outcomes || s.response.outcomes.length === 0, 'no outcomes without a table');

  await reachAndTap(page, `${P}:edit`);
  await reachAndTap(page, `${P}:col:0:b:+`);
  await reachAndTap(page, `${P}:add-col`);
  await reachAndTap(page, `choice:${P}:code:D`);
  for (const [r, c] of D) await reachAndTap(page, `${P}:cell:${r}:${c}`);
  await reachAndTap(page, `choice:${P}:code:E`);
  for (const [r, c] of E) await reachAndTap(page, `${P}:cell:${r}:${c}`);
  await reach(page, `${P}:cell:5:4`);
  await page.screenshot({ path: shot('phone-table-editor.png') });
  assert.deepEqual((await status(page)).drafts[ID], expectedTable(), 'the taps built the planned table');
  await reachAndTap(page, `${P}:save`);

  const st = await status(page);
  assert.deepEqual(st.saved[ID], expectedTable());
  assert.deepEqual(JSON.parse(await stored(page)).tables[ID], expectedTable(), 'kept in localStorage "pointman.store"');
  s = await ui(page);
  assert.equal(s.response.ok, true);
  assert.equal(s.response.values.table, ID);
  assert.ok(s.response.outcomes.length >= 2, 'full odds now');
  // The app sent the table: the codec's answer for the same request with the planned table.
  const direct = await page.evaluate((req) => window.pointman.evaluate(req),
    { calc: s.calc, params: s.params, tables: { [ID]: expectedTable() } });
  assert.equal(JSON.stringify(s.response), JSON.stringify(direct));
  const odds = JSON.stringify(s.response);

  await reload(page);
  s = await ui(page);
  assert.equal(JSON.stringify(s.response), odds, 'same odds after a reload');
  assert.deepEqual((await status(page)).saved[ID], expectedTable());

  // A malformed import (columns out of order) is refused with the fault named; nothing changes.
  const before = await stored(page);
  const bad = expectedTable();
  bad.columns = ['1:3', '2:1', '1:1', '3:1', '4:1'];
  await reachAndTap(page, `${P}:edit`);
  await reach(page, `${P}:import`);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tap(page, `${P}:import`)]);
  await chooser.setFiles({ name: 'club-crt.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  await page.waitForFunction(() => window.pointmanTables.status().messages['soldiers.crt']?.bad === true);
  await settle(page);
  let msg = (await status(page)).messages[ID];
  assert.match(msg.text, /refused/);
  assert.match(msg.text, /column 1:1 is out of order/);
  await reach(page, `${P}:import`);
  await page.screenshot({ path: shot('phone-table-import-refused.png') });
  assert.equal(await stored(page), before, 'the saved document is untouched');
  assert.equal(JSON.stringify((await ui(page)).response), odds, 'the odds still use the saved table');
  // Not JSON at all, and a file for another table: refused with their own reasons.
  let r = await page.evaluate(() => window.pointmanTables.importText('soldiers.crt', '{"kind": "crt", "columns": ['));
  assert.equal(r.ok, false);
  assert.match(r.message, /not valid JSON/);
  r = await page.evaluate(() => window.pointmanTables.importText('soldiers.crt', JSON.stringify({ pointman_table: 'sd.points-crt', kind: 'crt' })));
  assert.match(r.message, /holds the table "sd.points-crt"/);
  assert.equal(await stored(page), before);

  // Export → the same table as a file; importing it back is accepted.
  await reach(page, `${P}:export`);
  const [download] = await Promise.all([page.waitForEvent('download'), tap(page, `${P}:export`)]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  const exported = JSON.parse(text);
  assert.equal(exported.pointman_table, ID);
  delete exported.pointman_table;
  assert.deepEqual(exported, expectedTable());
  r = await page.evaluate((t) => window.pointmanTables.importText('soldiers.crt', t), text);
  assert.equal(r.ok, true, r.message);

  await reload(page);
  assert.equal(JSON.stringify((await ui(page)).response), odds, 'still the same odds after the refused imports');
  assert.deepEqual(log.errors, []);
  await context.close();
});

test('the fictional example loads in one tap and gives full odds for the S&D close assault', async () => {
  const { context, page, log } = await openApp(h.browser, h.url + 'index.html#/sd.close-assault', PHONE);
  await settle(page);
  let s = await ui(page);
  assert.equal(s.response.values.table, 'needs_table');
  const id = s.response.values.needs;
  await reachAndTap(page, `table:${id}:edit`);
  await reachAndTap(page, `table:${id}:example`);
  await reachAndTap(page, `table:${id}:save`);
  s = await ui(page);
  assert.equal(s.response.values.table, id);
  const file = JSON.parse(fs.readFileSync(new URL('../../data/sd/example-crt.json', import.meta.url), 'utf8'));
  const direct = await page.evaluate((req) => window.pointman.evaluate(req), { calc: s.calc, params: s.params, tables: { [id]: file } });
  assert.equal(JSON.stringify(s.response.outcomes), JSON.stringify(direct.outcomes));
  await page.screenshot({ path: shot('phone-table-example.png') });
  assert.deepEqual(log.errors, []);
  await context.close();
});

test('TCS: the Area Fire Table column typed on the phone keyboard gives the chemical attack\'s results', async () => {
  const { context, page, log } = await openApp(h.browser, h.url + 'index.html#/tcs.chem?mopp=low&rounds=2', PHONE);
  await settle(page);
  let s = await ui(page);
  assert.equal(s.response.values.table, 'needs_table');
  const id = s.response.values.needs;
  assert.equal(id, 'tcs.area-fire');
  await reachAndTap(page, `table:${id}:edit`);
  await reachAndTap(page, `table:${id}:example`);
  // Roll 10 (the first row 2 + 8) is the likeliest low roll: change its printed result by typing.
  const cell = `table:${id}:cell:8`;
  await reachAndTap(page, cell);
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'pointman-text-agent');
  await page.keyboard.press('End', { delay: 40 });
  await page.keyboard.type(' typed');
  await settle(page, 200);
  await reachAndTap(page, `table:${id}:save`);
  s = await ui(page);
  assert.equal(s.response.values.table, id);
  const saved = JSON.parse(await stored(page)).tables[id];
  const file = JSON.parse(fs.readFileSync(new URL('../../data/tcs/example-roll-table.json', import.meta.url), 'utf8'));
  assert.equal(saved.cells[8][0], file.cells[8][0] + ' typed', 'the typed text went into roll 10 only');
  saved.cells[8][0] = file.cells[8][0];
  assert.deepEqual(saved.cells, file.cells, 'every other row as the example');
  // The app's answer is the codec's for the saved table, and roll 10 now has its own result.
  const withSaved = await page.evaluate((req) => window.pointman.evaluate(req), { calc: s.calc, params: s.params, tables: JSON.parse(await stored(page)).tables });
  assert.equal(JSON.stringify(s.response.outcomes), JSON.stringify(withSaved.outcomes));
  assert.ok(s.response.outcomes.some((o) => o.key === file.cells[8][0] + ' typed' && o.exact === '1/36'));
  await page.screenshot({ path: shot('phone-tcs-area-fire-table.png') });
  assert.deepEqual(log.errors, []);
  await context.close();
});
