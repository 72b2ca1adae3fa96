// The picker: search typed on the phone keyboard through the text
// agent, Recent and Pinned kept in the one saved document (reload, offline start, update A→B,
// export/import, damaged data), the rule-set filter remembered, the text view's list with the
// same search, and the ten questions from a cold start in at most three taps each.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startServer } from '../../ci/static-server.mjs';
import { launch, settle, ui, tap, shot, PHONE, TABLET, ROOT, SITE, unstampedPairs } from './harness.mjs';
import { reach } from './reach.mjs';

let h;
const contexts = [];
const servers = [];
before(async () => { h = await launch(); });
after(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  for (const s of servers) await stopServer(s);
  await h.close();
});

const DRAWS = `(() => {
  window.__draws = 0;
  for (const C of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!C) continue;
    for (const name of ['drawElements', 'drawArrays']) {
      const orig = C.prototype[name];
      C.prototype[name] = function (...a) { window.__draws++; return orig.apply(this, a); };
    }
  }
})();`;

async function newContext(device = PHONE, init) {
  const context = await h.browser.newContext({ ...device, acceptDownloads: true });
  contexts.push(context);
  await context.addInitScript(DRAWS);
  if (init) await context.addInitScript(init.fn, init.arg);
  return context;
}
async function ready(page) {
  await page.waitForFunction(() => window.pointmanReady === true && !!window.pointmanStore, null, { timeout: 60000 });
  await settle(page);
}
async function open(context, hash, log, base = h.url) {
  const page = await context.newPage();
  page.on('pageerror', (e) => log.errors.push(String(e)));
  await page.goto(base + 'index.html' + hash);
  await ready(page);
  return page;
}
async function stopServer(s) {
  if (s.stopped) return;
  s.stopped = true;
  s.server.closeAllConnections?.();
  await s.close();
}

const store = (page) => page.evaluate(() => window.pointmanStore.get());
const settings = async (page) => (await store(page)).settings;
const ids = (s, prefix) => s.controls.filter((c) => c.id.startsWith(prefix)).map((c) => c.id.slice(prefix.length));
const shown = (s, id) => s.controls.some((c) => c.id === id && c.visible);

// Taps the search field (the hidden input takes the focus: what raises a phone's keyboard) and
// types one word on it.
async function typeSearch(page, word) {
  await tap(page, 'search');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'pointman-text-agent');
  await page.keyboard.type(word);
  await settle(page, 250);
}
async function searchIds(page, word, ruleset = '') {
  return page.evaluate(([w, rs]) => (typeof window.pointman.search === 'function' ? window.pointman.search(w, rs).map((r) => r.id) : null), [word, ruleset]);
}

test('search typed on the phone keyboard: matches as you type, a tap opens, clearing returns to the groups', async () => {
  const log = { errors: [] };
  const page = await open(await newContext(), '#/', log);
  const list = await page.evaluate(() => window.pointman.list());
  let s = await ui(page);
  assert.equal(s.screen, 'picker');
  assert.ok(shown(s, 'search'), 'the search field is on the first screen');
  assert.ok(shown(s, 'filter:all'));
  assert.deepEqual(ids(s, 'pick:').sort(), list.map((c) => c.id).sort(), 'every calculator is listed once in the groups');
  await page.screenshot({ path: shot('picker-phone.png') });

  await typeSearch(page, 'tunnel');
  s = await ui(page);
  assert.equal(s.picker.query, 'tunnel');
  assert.deepEqual(ids(s, 'pick:'), [], 'the groups make room for the matches');
  const found = ids(s, 'found:');
  assert.ok(found.includes('fng.tunnel'), `found: ${found}`);
  const core = await searchIds(page, 'tunnel');
  if (core) assert.deepEqual(found, core, 'the matches are the core\'s, in its order');
  assert.ok(shown(s, 'found:' + found[0]), 'the best match is on screen');
  await page.screenshot({ path: shot('picker-search-phone.png') });

  // Editing on the keyboard: Backspace comes through while the agent has the focus.
  await page.keyboard.press('Backspace', { delay: 40 });
  await page.keyboard.press('Backspace', { delay: 40 });
  await settle(page, 250);
  assert.equal((await ui(page)).picker.query, 'tunn');
  await tap(page, 'search:clear');
  s = await ui(page);
  assert.equal(s.picker.query, '');
  assert.deepEqual(ids(s, 'found:'), []);
  assert.deepEqual(ids(s, 'pick:').sort(), list.map((c) => c.id).sort(), 'cleared: back to the groups');

  // One typed word and one tap open the calculator.
  await typeSearch(page, 'tunnel');
  await tap(page, 'found:fng.tunnel');
  s = await ui(page);
  assert.equal(s.screen, 'calculator');
  assert.equal(s.calc, 'fng.tunnel');
  assert.equal(s.response.ok, true);
  assert.match(await page.evaluate(() => location.hash), /^#\/fng\.tunnel/);
  assert.notEqual(await page.evaluate(() => document.activeElement && document.activeElement.id), 'pointman-text-agent',
    'the keyboard goes away once a calculator is open');
  assert.deepEqual((await settings(page)).recent, ['fng.tunnel']);

  // Back: the search as the player left it, its matches there; cleared, Recent holds it at the top.
  await tap(page, 'back');
  s = await ui(page);
  assert.equal(s.screen, 'picker');
  assert.equal(s.picker.query, 'tunnel', 'Back keeps the search');
  assert.ok(shown(s, 'found:fng.tunnel'), 'the match it was opened from is on the first screen');
  await tap(page, 'search:clear');
  s = await ui(page);
  assert.equal(s.picker.query, '');
  assert.ok(shown(s, 'recent:fng.tunnel'), 'Recent is on the first screen');
  assert.deepEqual(log.errors, []);
});

test('pins and the rule-set filter: remembered, survive a reload and export/import; unknown ids are kept', async () => {
  const log = { errors: [] };
  const page = await open(await newContext(), '#/', log);
  const list = await page.evaluate(() => window.pointman.list());

  await typeSearch(page, 'weather');
  await tap(page, 'pin:fng.weather');
  assert.deepEqual((await settings(page)).pinned, ['fng.weather']);
  await tap(page, 'search:clear');
  await typeSearch(page, 'melee');
  await tap(page, 'pin:fng.melee');
  await tap(page, 'search:clear');
  let s = await ui(page);
  assert.deepEqual((await settings(page)).pinned, ['fng.weather', 'fng.melee']);
  assert.ok(shown(s, 'pinned:fng.weather') && shown(s, 'pinned:fng.melee'), 'Pinned on the first screen');
  assert.ok(shown(s, 'unpin:fng.melee'));
  const pinnedY = s.controls.find((c) => c.id === 'pinned:fng.weather').y;
  assert.ok(pinnedY < s.controls.find((c) => c.id === 'pinned:fng.melee').y, 'in the order pinned');

  // The filter: one rule set, remembered in the saved document.
  const sd = list.filter((c) => c.ruleset === 'sd').map((c) => c.id);
  assert.ok(sd.length > 0);
  await tap(page, 'filter:sd');
  assert.equal((await settings(page)).ruleset, 'sd');
  s = await ui(page);
  assert.deepEqual(ids(s, 'pick:').sort(), sd.sort(), 'only Search & Destroy');
  assert.ok(!shown(s, 'pinned:fng.weather'), 'pins of other rule sets wait behind the filter');
  await page.screenshot({ path: shot('picker-filter-phone.png') });

  // A search honours the filter and says when other rule sets have matches.
  await typeSearch(page, 'weather');
  s = await ui(page);
  const inSd = ids(s, 'found:');
  for (const id of inSd) assert.ok(id.startsWith('sd.'), id);
  const elsewhere = s.picker.elsewhere;
  assert.ok(elsewhere > 0, 'matches elsewhere are counted');
  assert.ok(shown(s, 'search:everywhere'));
  await tap(page, 'search:everywhere');
  s = await ui(page);
  assert.ok(ids(s, 'found:').includes('fng.weather'));
  assert.equal(ids(s, 'found:').length, inSd.length + elsewhere, 'the count said how many more');
  assert.equal((await settings(page)).ruleset, 'sd', 'looking everywhere once does not change the remembered filter');
  await tap(page, 'search:clear');

  // Reload: pins and filter are still there.
  const before = await settings(page);
  await page.reload();
  await ready(page);
  assert.deepEqual(await settings(page), before);
  s = await ui(page);
  assert.deepEqual(ids(s, 'pick:').sort(), sd.sort(), 'the filter survives a reload');
  await tap(page, 'filter:all');
  s = await ui(page);
  assert.ok(shown(s, 'pinned:fng.weather'));

  // A pinned entry opens in one tap and goes to the front of Recent.
  await tap(page, 'pinned:fng.weather');
  assert.equal((await ui(page)).calc, 'fng.weather');
  await tap(page, 'back');
  assert.equal((await settings(page)).recent[0], 'fng.weather');
  await tap(page, 'unpin:fng.melee');
  assert.deepEqual((await settings(page)).pinned, ['fng.weather']);

  // Export → wipe → import: byte for byte, and the picker shows them again.
  const exported = await page.evaluate(() => window.pointmanStore.exportText());
  assert.deepEqual(JSON.parse(exported).settings.pinned, ['fng.weather']);
  const wiped = await page.evaluate(() => window.pointmanStore.importText('{"app":"pointman","schema":1}'));
  assert.equal(wiped.ok, true);
  await settle(page);
  assert.ok(!(await ui(page)).controls.some((c) => c.id.startsWith('pinned:')), 'wiped: no pins');
  const back = await page.evaluate((t) => window.pointmanStore.importText(t), exported);
  assert.equal(back.ok, true, JSON.stringify(back));
  await settle(page);
  assert.equal(await page.evaluate(() => window.pointmanStore.exportText()), exported, 'byte for byte');
  assert.ok(shown(await ui(page), 'pinned:fng.weather'));
  assert.ok(shown(await ui(page), 'recent:fng.weather'));

  // Ids this build does not know (a newer build's calculator) are kept, never lost, and not shown.
  const future = JSON.parse(exported);
  future.settings.pinned = ['zz.future', 'fng.weather'];
  future.settings.recent = ['zz.future', ...future.settings.recent];
  assert.equal((await page.evaluate((t) => window.pointmanStore.importText(t), JSON.stringify(future))).ok, true);
  await settle(page);
  s = await ui(page);
  assert.ok(!s.controls.some((c) => c.id.includes('zz.future')));
  await typeSearch(page, 'melee');
  await tap(page, 'pin:fng.melee');
  assert.deepEqual((await settings(page)).pinned, ['zz.future', 'fng.weather', 'fng.melee']);
  await tap(page, 'found:fng.melee');
  assert.deepEqual((await settings(page)).recent.slice(0, 2), ['fng.melee', 'zz.future']);
  assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('pointman.store'))), await store(page),
    'what is shown is what is stored');
  assert.deepEqual(log.errors, []);
});

test('damaged picker settings: kept aside byte for byte, the player is told, the picker works from clean', async () => {
  const text = '{"app":"pointman","schema":1,"presets":{},"history":{},"tables":{},"settings":{"recent":"fng.fire","pinned":[3]}}';
  const log = { errors: [] };
  const context = await newContext(PHONE, {
    fn: (t) => { if (!sessionStorage.getItem('__seeded')) { localStorage.setItem('pointman.store', t); sessionStorage.setItem('__seeded', '1'); } },
    arg: text,
  });
  const page = await open(context, '#/', log);
  const notice = await page.waitForSelector('#pointman-notice', { timeout: 10000 });
  assert.match(await notice.textContent(), /could not be read.*settings/);
  assert.match(await notice.textContent(), /kept aside/);
  const st = await page.evaluate(() => window.pointmanStore.status());
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), st.aside), text, 'the unreadable copy is kept, byte for byte');
  await page.evaluate(() => document.querySelector('#pointman-notice button').click());
  await typeSearch(page, 'grenade');
  await tap(page, 'pin:fng.grenade');
  await tap(page, 'found:fng.grenade');
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('pointman.store')));
  assert.deepEqual(saved.settings.pinned, ['fng.grenade']);
  assert.deepEqual(saved.settings.recent, ['fng.grenade']);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), st.aside), text);
  assert.deepEqual(log.errors, []);
});

test('Recent and Pinned survive an offline start and an update A→B', async () => {
  // Build B: the same app re-stamped (a real redeploy changes the build id the same way).
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pointman-picker-b-'));
  const B = path.join(tmp, 'site');
  fs.cpSync(SITE, B, { recursive: true });
  for (const f of unstampedPairs()) fs.copyFileSync(f, path.join(B, path.basename(f)));
  execFileSync('node', [path.join(ROOT, 'web/pwa/assemble.mjs'), B, '--salt', 'picker-test-B']);

  const sA = await startServer(SITE, 0);
  servers.push(sA);
  const port = Number(new URL(sA.url).port);
  const log = { errors: [] };
  const context = await newContext();
  const page = await open(context, '#/', log, sA.url);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60000 });
  await typeSearch(page, 'weather');
  await tap(page, 'pin:fng.weather');
  await tap(page, 'found:fng.weather');
  await tap(page, 'back');
  await tap(page, 'filter:fng');
  const mine = await settings(page);
  assert.deepEqual(mine.pinned, ['fng.weather']);
  assert.equal(mine.ruleset, 'fng');

  // Offline: network cut, server stopped.
  await context.setOffline(true);
  await stopServer(sA);
  await page.reload();
  await ready(page);
  assert.deepEqual(await settings(page), mine, 'offline start');
  let s = await ui(page);
  assert.ok(shown(s, 'pinned:fng.weather') && shown(s, 'recent:fng.weather'));
  assert.ok(ids(s, 'pick:').every((id) => id.startsWith('fng.')), 'the filter too');
  await page.screenshot({ path: shot('picker-offline.png') });

  // Update: B deployed at the same address, the player taps the banner.
  await context.setOffline(false);
  const sB = await startServer(B, port);
  servers.push(sB);
  const idA = await page.evaluate(() => self.POINTMAN_BUILD);
  await page.evaluate(() => window.pointmanPwa.checkForUpdate());
  await page.waitForSelector('#pointman-update', { timeout: 30000 });
  await Promise.all([page.waitForEvent('load', { timeout: 30000 }), page.tap('#pointman-update button')]);
  await ready(page);
  assert.notEqual(await page.evaluate(() => self.POINTMAN_BUILD), idA, 'now running B');
  assert.deepEqual(await settings(page), mine, 'after the update');
  s = await ui(page);
  assert.ok(shown(s, 'pinned:fng.weather') && shown(s, 'recent:fng.weather'));
  assert.deepEqual(log.errors, []);
  fs.rmSync(tmp, { recursive: true, force: true });
});

// Ten players' questions from a cold start: one typed word, at most three taps to the
// calculator; then the question's own settings by taps on its controls (counted apart), and the
// app's answer is the core's for exactly those settings.
const QUESTIONS = [
  { q: 'Rep 5 firing 3 dice at a target in cover: chance of Obviously Dead', word: 'shoot', id: 'fng.fire', params: { rep: 5, dice: 3, target: 'cover' } },
  { q: 'Received Fire test for a Rep 4 with the Leader Die', word: 'reaction', id: 'fng.reaction', params: { test: 'received-fire', rep: 4, leader_rep: 4 } },
  { q: 'How far he sees in jungle at night', word: 'sight', id: 'fng.los', params: { terrain: 'jungle', time: 'night' } },
  { q: 'Tonight\'s weather in late July', word: 'weather', id: 'fng.weather', params: { month: 7, half: 'late' } },
  { q: 'A freshly rolled tunnel complex', word: 'tunnel', id: 'fng.tunnel', params: {} },
  { q: 'Melee, Rep 4 against Rep 3', word: 'melee', id: 'fng.melee', params: { rep: 4, enemy_rep: 3 } },
  { q: 'Search & Destroy close assault, 4 against 2', word: 'assault', id: 'sd.close-assault', params: { attack: 4, defense: 2 } },
  { q: 'TCS counterbattery acquisition', word: 'counterbattery', id: 'tcs.acquisition', params: {} },
  { q: 'Vietnam Skirmish KIA check with 2 counters', word: 'kia', id: 'skirmish.kia', params: { counters: 2 } },
  { q: 'A grenade at two figures', word: 'grenade', id: 'fng.grenade', params: {} },
];

async function setParam(page, spec, name, value, taps) {
  const p = spec.params.find((x) => x.name === name);
  assert.ok(p, `${spec.id} has a parameter ${name}`);
  let listOpen = false;
  for (let guard = 0; guard < 20; guard++) {
    const cur = (await ui(page)).params[name];
    if (cur === value) return;
    let id;
    if (p.type === 'int' || p.type === 'number') id = `param:${name}:${cur < value ? '+' : '-'}`;
    else if (p.type === 'bool') id = `toggle:${name}`;
    else {
      const s = await ui(page);
      id = s.controls.some((c) => c.id === `choice:${name}:${value}`) ? `choice:${name}:${value}` : `combo:${name}`;
    }
    // An open list floats over the page: its item is tapped where it is (a drag would close the
    // list, or scroll the page under it).
    if (!listOpen) await reach(page, id);
    await tap(page, id);
    listOpen = id === `combo:${name}`;
    taps.n++;
  }
  assert.fail(`${name} did not reach ${value}`);
}

test('ten questions from a cold start: one typed word, at most three taps, the answer on screen', { timeout: 240000 }, async () => {
  const report = [];
  for (const Q of QUESTIONS) {
    const log = { errors: [] };
    // DPR 1: the layout is in CSS px and the same at any ratio (tests/shell/test_answer_first.cpp
    // holds it at DPR 3); SwiftShader draws a DPR-3 frame about nine times slower.
    const context = await newContext({ ...PHONE, deviceScaleFactor: 1 });
    const page = await open(context, '', log);   // cold: fresh profile, no saved data, no link
    const t0 = Date.now();
    let taps = 0;
    await typeSearch(page, Q.word);
    taps++;
    let s = await ui(page);
    const found = ids(s, 'found:');
    assert.ok(found.includes(Q.id), `"${Q.word}" finds ${Q.id} (${Q.q}); found ${found.join(', ')}`);
    if (!shown(s, 'found:' + Q.id)) {
      await reach(page, 'found:' + Q.id);  // a drag, not a tap
    }
    await tap(page, 'found:' + Q.id);
    taps++;
    s = await ui(page);
    assert.equal(s.calc, Q.id, Q.q);
    assert.ok(taps <= 3, `${Q.q}: ${taps} taps`);
    const spec = await page.evaluate((id) => window.pointman.describe(id), Q.id);
    const set = { n: 0 };
    for (const [k, v] of Object.entries(Q.params)) await setParam(page, spec, k, v, set);
    s = await ui(page);
    for (const [k, v] of Object.entries(Q.params)) assert.equal(s.params[k], v, `${Q.id}.${k}`);
    const core = await page.evaluate((req) => window.pointman.evaluate(req), { calc: Q.id, params: s.params });
    assert.equal(s.response.ok, true, Q.q);
    assert.deepEqual(s.response.outcomes, core.outcomes, `${Q.q}: the app shows the core's answer`);
    assert.equal(s.response.summary, core.summary);
    // The answer on screen: an outcome row or the figure (the answer screen records them as
    // controls outcome:<key> / figure:<type>), wholly inside the phone's screen; a result with
    // neither (sd.close-assault before its table is typed in: odds and modifier) shows values.
    const plain = !s.response.figure && !(s.response.outcomes && s.response.outcomes.length);
    const answers = s.controls.filter((c) => (plain ? /^value:/ : /^(outcome|figure):/).test(c.id));
    assert.ok(answers.length > 0, `${Q.q}: the answer is drawn`);
    assert.ok(answers.some((c) => c.visible && c.y >= 0 && c.y + c.h <= PHONE.viewport.height), `${Q.q}: the answer is on screen`);
    report.push(`${Q.id} "${Q.word}": ${taps} taps to open, ${set.n} to set (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    console.log(report[report.length - 1]);
    if (Q.id === 'fng.fire') await page.screenshot({ path: shot('picker-question-fire.png') });
    assert.deepEqual(log.errors, []);
    await context.close();
  }
  console.log(report.join('\n'));
});

test('tablet: the picker and a search', async () => {
  const log = { errors: [] };
  const page = await open(await newContext(TABLET), '#/', log);
  await page.screenshot({ path: shot('picker-tablet.png') });
  await typeSearch(page, 'fire');
  const s = await ui(page);
  assert.ok(ids(s, 'found:').includes('fng.fire'));
  await page.screenshot({ path: shot('picker-search-tablet.png') });
  assert.deepEqual(log.errors, []);
});

test('text view: the list has the same search (the core\'s) and groups, and the filter', async () => {
  const log = { errors: [] };
  const context = await newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => log.errors.push(String(e)));
  await page.goto(h.url + 'index.html?view=text#/');
  await page.waitForSelector('#pointman-text[data-ready]', { timeout: 60000 });
  const list = await page.evaluate(() => window.pointman.list());
  const listed = () => page.$$eval('#pointman-text .pm-groups:not([hidden]) li', (ls) => ls.map((l) => l.getAttribute('data-id')));
  assert.deepEqual((await listed()).sort(), list.map((c) => c.id).sort());
  const hasGroups = list.some((c) => c.group !== undefined);
  if (hasGroups) assert.ok((await page.$$('#pointman-text h3.pm-group')).length > 5, 'group headings');
  await page.tap('#pointman-text input[type=search]');
  await page.keyboard.type('tunnel');
  const found = await page.$$eval('#pointman-text .pm-found li', (ls) => ls.map((l) => l.getAttribute('data-id')));
  assert.ok(found.includes('fng.tunnel'));
  const core = await searchIds(page, 'tunnel');
  if (core) assert.deepEqual(found, core);
  assert.equal(await page.$eval('#pointman-text .pm-groups', (g) => g.hidden), true);
  await page.screenshot({ path: shot('text-view-search.png') });
  await page.tap(`#pointman-text .pm-found li[data-id="fng.tunnel"] a`);
  await page.waitForFunction(() => /^#\/fng\.tunnel/.test(location.hash) && document.querySelector('#pointman-text form.pm-form'));
  await page.goBack();
  await page.waitForSelector('#pointman-text input[type=search]');
  await page.selectOption('#pointman-text select', 'sd');
  assert.deepEqual((await listed()).sort(), list.filter((c) => c.ruleset === 'sd').map((c) => c.id).sort());
  assert.deepEqual(log.errors, []);
});
