// Saved work: presets typed through the hidden-input text agent, roll
// history and luck statistics, survival across a reload, a corrupt or future store kept aside
// (not deleted) with a notice and a working app, export → import byte for byte through the real
// file download and file chooser, and clear errors for bad imports.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launch, settle, ui, tap, controlCenter, shot } from './harness.mjs';

// Tall enough that the whole weather calculator with its saved-work panel is on screen.
const TALL = { viewport: { width: 1180, height: 1700 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true };
const CALC = 'fng.weather';

let h;
const contexts = [];
before(async () => { h = await launch(); });
after(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await h.close();
});

async function open(context, hash, log) {
  const page = await context.newPage();
  page.on('pageerror', (e) => log.errors.push(String(e)));
  page.on('request', (r) => log.requests.push(r.url()));
  await page.goto(h.url + 'index.html' + hash);
  await page.waitForFunction(() => window.pointmanReady === true && !!window.pointmanStore, null, { timeout: 60000 });
  await settle(page);
  return page;
}
async function newContext(init, device = TALL) {
  const context = await h.browser.newContext({ ...device, acceptDownloads: true });
  contexts.push(context);
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
  });
  if (init) await context.addInitScript(init.fn, init.arg);
  return context;
}
// What is stored, once every change made so far is written: a roll's change is committed behind a
// Web Lock after the tap returns, and the write's id joins the store's write log only then, so a
// copy taken before that would lack an id the reloaded page has.
const store = (page) => page.evaluate(() => window.pointmanStore.flush().then(() => window.pointmanStore.get()));
function sameOrigin(u) { return u.startsWith(h.url) || u.startsWith('data:') || u.startsWith('blob:'); }

test('presets typed on the (phone) keyboard, rolls and luck survive a reload', async () => {
  const log = { errors: [], requests: [] };
  const context = await newContext();
  const page = await open(context, `#/${CALC}`, log);
  assert.ok(await controlCenter(page, 'preset:name'), 'the preset name field is on screen');

  // Typing goes to the hidden text agent (what raises a phone keyboard); each character arrives once.
  await tap(page, 'preset:name');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'pointman-text-agent');
  await page.keyboard.type('Night patrolx');
  // Backspace comes through GLFW's keydown while the agent has focus (held 40 ms, as fingers do:
  // Dear ImGui 1.86 polls key state once per frame).
  await page.keyboard.press('Backspace', { delay: 40 });
  await page.keyboard.insertText('é');   // what an IME commits: an input event without key presses
  await settle(page, 200);
  await tap(page, 'preset:save');
  let s = await store(page);
  assert.deepEqual(s.presets[CALC].map((p) => p.name), ['Night patrolé']);
  assert.deepEqual(s.presets[CALC][0].params, (await ui(page)).params);
  assert.notEqual(await page.evaluate(() => document.activeElement && document.activeElement.id), 'pointman-text-agent',
    'the keyboard goes away when no text field is active');

  // Three rolls: kept with seed, params and the rolled outcome; each re-evaluates to the same key.
  for (let i = 0; i < 3; i++) await tap(page, 'roll');
  s = await store(page);
  const rolls = s.history[CALC];
  assert.equal(rolls.length, 3);
  assert.equal(new Set(rolls.map((r) => r.seed)).size, 3, 'three different seeds');
  for (const r of rolls) {
    const again = await page.evaluate((req) => window.pointman.evaluate(req), { calc: CALC, params: r.params, seed: r.seed });
    assert.equal(again.roll.key, r.key, 'the saved seed reproduces the saved result');
    assert.equal(again.rolled, r.rolled, 'the history keeps the roll in words');
  }
  // Luck: observed counts of the saved rolls beside the exact chances of the current response.
  const status = await page.evaluate(() => window.pointmanStore.status());
  const resp = (await ui(page)).response;
  assert.equal(status.luck.n, 3);
  for (const row of status.luck.rows) {
    const o = resp.outcomes.find((x) => x.key === row.key);
    assert.equal(row.expected, o.p);
    const c = rolls.filter((r) => r.key === row.key).length;
    assert.equal(row.count, c);
    assert.equal(row.observed, c / 3);
  }

  // The aria-live region mirrors params and result, and changes with a parameter.
  const live1 = await page.textContent('#pointman-live');
  const month = (await ui(page)).params.month;
  await tap(page, month < 12 ? 'param:month:+' : 'param:month:-');
  // Written once the player has stopped changing things for a moment (saved_glue.cpp).
  await page.waitForFunction((t) => document.getElementById('pointman-live').textContent !== t, live1);
  const live2 = await page.textContent('#pointman-live');
  assert.notEqual(live1, live2);
  assert.match(live2, /Result: /);

  // Apply the preset: parameters come back.
  await tap(page, 'preset:apply:0');
  assert.deepEqual((await ui(page)).params, s.presets[CALC][0].params);

  // Reload: everything is still there.
  await page.reload();
  await page.waitForFunction(() => window.pointmanReady === true && !!window.pointmanStore);
  await settle(page);
  assert.deepEqual(await store(page), s);

  // Rename: the field opens focused with the old name selected, so typing replaces it; then delete.
  await tap(page, 'preset:rename:0');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'pointman-text-agent');
  await page.keyboard.type('Ambush');
  await settle(page, 200);
  await tap(page, 'preset:rename-ok:0');
  assert.deepEqual((await store(page)).presets[CALC].map((p) => p.name), ['Ambush']);
  await page.screenshot({ path: shot('saved-panel.png') });
  await tap(page, 'preset:delete:0');
  assert.deepEqual((await store(page)).presets[CALC], []);
  assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('pointman.store'))), await store(page),
    'what is shown is what is stored');

  assert.deepEqual(log.errors, []);
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
  for (const u of log.requests) assert.ok(sameOrigin(u), u);
});

for (const [what, text, expect] of [
  ['corrupt', '{"app":"pointman","schema":1,"presets":{"fng.weather":[{"name":"a"', /could not be read/],
  ['future', '{"app":"pointman","schema":99,"presets":{},"history":{},"tables":{},"settings":{},"new":1}', /newer version/],
]) {
  test(`a ${what} store is kept aside, the player is told, the app starts clean and works`, async () => {
    const log = { errors: [], requests: [] };
    const context = await newContext({
      fn: (t) => { if (!sessionStorage.getItem('__seeded')) { localStorage.setItem('pointman.store', t); sessionStorage.setItem('__seeded', '1'); } },
      arg: text,
    });
    const page = await open(context, `#/${CALC}`, log);
    const notice = await page.waitForSelector('#pointman-notice', { timeout: 10000 });
    const said = await notice.textContent();
    assert.match(said, expect);
    assert.match(said, /kept aside/);
    const st = await page.evaluate(() => window.pointmanStore.status());
    assert.match(st.aside, /^pointman\.store\.aside\./);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), st.aside), text, 'the unreadable copy is still in storage, byte for byte');
    const clean = JSON.parse(await page.evaluate(() => localStorage.getItem('pointman.store')));
    assert.equal(clean.app, 'pointman');
    assert.deepEqual(clean.presets, {});
    // The app works: a tap changes the result.
    const before = (await ui(page)).response.summary;
    const p0 = (await ui(page)).params.month;
    await tap(page, p0 < 12 ? 'param:month:+' : 'param:month:-');
    const after = await ui(page);
    assert.notEqual(after.params.month, p0);
    assert.equal(after.response.ok, true);
    await page.screenshot({ path: shot(`store-${what}.png`) });
    // A reload keeps the aside copy and does not warn again (the store is clean now).
    await page.reload();
    await page.waitForFunction(() => window.pointmanReady === true && !!window.pointmanStore);
    assert.equal(await page.$('#pointman-notice'), null);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), st.aside), text);
    assert.ok(before.length > 0);
    assert.deepEqual(log.errors, []);
  });
}

test('export → import round-trips byte for byte (real download and file chooser); bad imports say why', async () => {
  const log = { errors: [], requests: [] };
  const context = await newContext(null, { ...TALL, viewport: { width: 1180, height: 2600 } });
  const page = await open(context, `#/${CALC}`, log);
  // Some saved work: two presets and two rolls.
  await page.evaluate(() => window.pointmanStore.importText(JSON.stringify({
    app: 'pointman', schema: 1,
    presets: { 'fng.weather': [{ name: 'July night', params: { month: 7, half: 'late' } }, { name: 'Dry season', params: { month: 1 } }] },
    history: {}, tables: {}, settings: {},
  })));
  await settle(page);
  await tap(page, 'roll');
  await tap(page, 'roll');
  const exported = await page.evaluate(() => window.pointmanStore.exportText());
  assert.equal(JSON.parse(exported).history[CALC].length, 2);

  const [download] = await Promise.all([page.waitForEvent('download'), tap(page, 'export')]);
  assert.match(download.suggestedFilename(), /^pointman-saved-\d{4}-\d\d-\d\d\.json$/);
  const file = await download.path();
  const bytes = fs.readFileSync(file, 'utf8');
  assert.equal(bytes, exported, 'the downloaded file is the export');

  // Wipe (import an empty store), then import the downloaded file through the file chooser.
  const wiped = await page.evaluate(() => window.pointmanStore.importText('{"app":"pointman","schema":1}'));
  assert.equal(wiped.ok, true);
  assert.deepEqual((await store(page)).presets, {});
  await settle(page);   // the emptied lists move the buttons up: tap where they are now
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tap(page, 'import')]);
  await chooser.setFiles(file);
  await page.waitForFunction(() => window.pointmanStore.lastImport() !== null);
  const res = await page.evaluate(() => window.pointmanStore.lastImport());
  assert.equal(res.ok, true, JSON.stringify(res));
  assert.equal(res.message, 'Imported 2 presets, 2 rolls and 0 tables.');
  assert.equal(await page.evaluate(() => window.pointmanStore.exportText()), exported, 'byte for byte');

  // Bad files: the message names the fault, and nothing changes.
  const bad = [
    ['{"app":"pointman","schema":1,"presets":{"no.such-calc":[{"name":"x","params":{}}]}}', /no calculator "no\.such-calc"/],
    ['{"app":"pointman","schema":1,"presets":{"fng.weather":[{"name":"x","params":{"month":13}}]}}', /preset "x" of fng\.weather: .*month/],
    ['{"app":"pointman","schema":1,"presets":{"fng.weather":[{"name":"x","params":{"colour":"red"}}]}}', /colour/],
    ['not json at all', /damaged/],
    ['{"app":"other","schema":1}', /not a Pointman file/],
    ['{"app":"pointman","schema":7}', /newer version/],
  ];
  for (const [text, why] of bad) {
    const r = await page.evaluate((t) => window.pointmanStore.importText(t), text);
    assert.equal(r.ok, false, text);
    assert.match(r.message, /^cannot import: /);
    assert.match(r.message, why);
    assert.equal(await page.evaluate(() => window.pointmanStore.exportText()), exported, 'a failed import changes nothing');
  }
  assert.deepEqual(log.errors, []);
});

test('Share: the Web Share API where present, else the clipboard; the link reproduces params and seed', async () => {
  const log = { errors: [], requests: [] };
  // 1. No navigator.share (desktop Chromium on Linux): the link goes to the clipboard.
  const context = await newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url.replace(/\/$/, '') });
  const page = await open(context, `#/${CALC}?month=8&half=late`, log);
  assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined');
  await tap(page, 'roll');
  const state = await ui(page);
  await tap(page, 'share');
  await page.waitForFunction(() => window.pointmanStore.lastShare() && window.pointmanStore.lastShare().via !== '');
  const shared = await page.evaluate(() => window.pointmanStore.lastShare());
  assert.equal(shared.via, 'clipboard');
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(clip, shared.url);
  assert.equal(clip, h.url + 'index.html' + state.link);
  assert.match(clip, new RegExp('seed=' + state.seed));
  // The link opened elsewhere gives the same result, roll included.
  const other = await open(await newContext(), clip.slice(h.url.length + 'index.html'.length), log);
  const again = await ui(other);
  assert.deepEqual(again.params, state.params);
  assert.equal(again.seed, state.seed);
  assert.deepEqual(again.response, state.response);

  // 2. With the Web Share API: the share sheet gets the same link.
  const ctx2 = await newContext({
    fn: () => { window.__shared = []; navigator.share = (d) => { window.__shared.push(d); return Promise.resolve(); }; },
  });
  const p2 = await open(ctx2, state.link, log);
  await tap(p2, 'share');
  await p2.waitForFunction(() => window.__shared.length === 1);
  const d = await p2.evaluate(() => window.__shared[0]);
  assert.equal(d.url, clip);
  assert.match(d.title, /^Pointman: /);
  assert.deepEqual(log.errors, []);
});

test('user tables live in the same store and go with every evaluate', async () => {
  const log = { errors: [], requests: [] };
  const context = await newContext();
  const probe = await open(context, '#/', log);
  const calc = await probe.evaluate(() => window.pointman.list().map((c) => window.pointman.describe(c.id)).find((d) => d.tables && d.tables.length));
  assert.ok(calc, 'some calculator takes a user table');
  const tableId = calc.tables[0].id;
  // A table in the wrong shape: the calculator must answer differently than with no table at all.
  const table = { columns: ['1:1'], rows: ['1'], cells: [['?']] };
  await probe.evaluate(([id, t]) => window.pointmanStore.setTable(id, t), [tableId, table]);
  assert.deepEqual((await store(probe)).tables, { [tableId]: table });
  const page = await open(context, `#/${calc.id}`, log);
  const s = await ui(page);
  const withTable = await page.evaluate(([c, p, id, t]) => window.pointman.evaluate({ calc: c, params: p, tables: { [id]: t } }), [calc.id, s.params, tableId, table]);
  const without = await page.evaluate(([c, p]) => window.pointman.evaluate({ calc: c, params: p }), [calc.id, s.params]);
  assert.notDeepEqual(withTable, without, 'the table matters for this request');
  assert.deepEqual(s.response, withTable, 'the app sent the saved table');
  assert.deepEqual(log.errors, []);
});
