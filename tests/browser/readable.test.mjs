// Numbers people read and no dead ends, on a phone (390×844 and 320×640), in the canvas app:
// bars on a 0–100 % scale; an exact fraction beside its percentage only while short, a longer
// one a tap away; the weapon first in fng.fire, and choosing it updates the steppers; Roll only
// where something is rolled; a calculator waiting for the player's table shows its buttons on
// the first screen; Share says what became of the link; Back returns to the search as it was.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, settle, ui, tap, shot, PHONE, DRAW_COUNTER } from './harness.mjs';

let h;
const contexts = [];
before(async () => { h = await launch(); });
after(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await h.close();
});

const SMALL = { ...PHONE, viewport: { width: 320, height: 640 } };

async function open(hash, device = PHONE) {
  const context = await h.browser.newContext(device);
  contexts.push(context);
  await context.addInitScript(DRAW_COUNTER);
  const page = await context.newPage();
  const log = { errors: [] };
  page.on('pageerror', (e) => log.errors.push(String(e)));
  await page.goto(h.url + 'index.html' + hash);
  await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 60000 });
  await settle(page);
  return { page, log };
}
const control = (s, id) => s.controls.find((c) => c.id === id);
const shown = (s, id) => s.controls.some((c) => c.id === id && c.visible);
// A fraction "n/d" as drawn anywhere on the screen.
const fractions = (texts) => texts.join(' ').match(/\b\d+\/\d+\b/g) || [];

test('bars: each on the 0-100 % scale, its filled length its chance (not scaled to the largest row)', async () => {
  const { page, log } = await open('#/fng.weather');
  const s = await ui(page);
  const outcomes = s.response.outcomes;
  assert.ok(outcomes.length >= 2);
  const max = Math.max(...outcomes.map((o) => o.p));
  assert.ok(max < 0.99, 'a calculator whose largest row is not a certainty');
  for (const o of outcomes) {
    const bar = control(s, 'bar:' + o.key), track = control(s, 'bar-track:' + o.key);
    assert.ok(bar && track, `bar of ${o.key}`);
    if (o.p === 0) continue;
    const want = Math.max(track.w * o.p, 2 / s.scale);
    assert.ok(Math.abs(bar.w - want) <= 1.5, `${o.key}: bar ${bar.w.toFixed(1)} px of ${track.w.toFixed(1)} for p = ${o.p}`);
  }
  assert.deepEqual(log.errors, []);
});

test('fractions: a short one beside its percentage, a long one left out until the row is tapped', async () => {
  for (const device of [PHONE, SMALL]) {
    const { page, log } = await open('#/fng.enemy-placement', device);
    let s = await ui(page);
    const w = device.viewport.width;
    await page.screenshot({ path: shot(`readable-enemy-placement-${w}.png`) });
    const long = s.response.outcomes.filter((o) => o.exact.length > 7);
    assert.ok(long.length > 0, 'this calculator has long exact fractions');
    for (const f of fractions(s.texts)) assert.ok(f.length <= 7, `${w} px: "${f}" is drawn`);
    // Nothing of an outcome row runs past the screen's edge or over the next row.
    const rows = s.controls.filter((c) => c.id.startsWith('outcome:'));
    for (const r of rows) assert.ok(r.x >= 0 && r.x + r.w <= w + 0.5, `${r.id} inside the screen`);
    // The fraction is a tap away.
    const first = long[0];
    await tap(page, 'outcome:' + first.key);
    s = await ui(page);
    const drawn = s.texts.join(' ').replace(/ \/ /g, '/');
    assert.ok(drawn.includes(first.exact), `${w} px: the tapped row shows ${first.exact}`);
    // A short fraction stays beside its percentage (fng.weather: 1/6 and the like).
    const weather = await open('#/fng.weather', device);
    const ws = await ui(weather.page);
    for (const o of ws.response.outcomes.filter((x) => x.exact.length <= 7 && x.p > 0 && x.p < 1))
      assert.ok(ws.texts.some((t) => t.includes(o.exact)), `${w} px: ${o.exact} beside its percentage`);
    assert.deepEqual(log.errors, []);
  }
});

test('fng.fire: the weapon comes first, and choosing the M16 shows its dice and Impact on the steppers', async () => {
  const { page, log } = await open('#/fng.fire');
  let s = await ui(page);
  const params = s.controls.filter((c) => /^(combo|param|choice|toggle):/.test(c.id));
  assert.ok(params.length > 0);
  assert.equal(params[0].id, 'combo:weapon', `the first parameter on the screen: ${params[0].id}`);
  // The weapon chosen (a link carries the choice the way a tap on the list sets it): the steppers
  // read what the core used, the weapon's Targets and Impact (FNG QRS p.74, Generic weapons).
  const m16 = 'us-m16';
  const chosen = await open('#/fng.fire?weapon=' + m16);
  s = await ui(chosen.page);
  assert.equal(s.params.weapon, m16);
  const describe = await chosen.page.evaluate(() => window.pointman.describe('fng.fire'));
  const impactDefault = describe.params.find((p) => p.name === 'impact').default;
  const dump = await chosen.page.evaluate(() => window.pointman.evaluate({ calc: 'fng.fire', params: { weapon: 'custom' } }));
  assert.equal(dump.params.impact, impactDefault);
  const direct = s.response;
  const mod = direct.modifiers.find((m) => /Targets \d+, Impact \d+/.test(m.value));
  const [, targets, impact] = /Targets (\d+), Impact (\d+)/.exec(mod.value).map(Number);
  assert.equal(s.params.dice, targets, 'the dice stepper reads the weapon\'s Targets');
  assert.equal(s.params.impact, impact, 'the Impact reads the weapon\'s');
  assert.notEqual(impact, impactDefault, 'the M-16\'s Impact differs from the default');
  // Stepping the dice by hand is a custom weapon with those dice.
  await tap(chosen.page, 'param:dice:-');
  s = await ui(chosen.page);
  assert.equal(s.params.weapon, 'custom');
  assert.equal(s.params.dice, targets - 1);
  assert.equal(s.response.params.dice, targets - 1, 'the dice typed are the dice used');
  assert.deepEqual(log.errors, []);
  assert.deepEqual(chosen.log.errors, []);
});

test('Roll only where something is rolled; a needed table has its buttons on the first screen', async () => {
  const los = await open('#/fng.los');
  let s = await ui(los.page);
  const spec = await los.page.evaluate(() => window.pointman.describe('fng.los'));
  assert.equal(spec.rolls, false);
  assert.ok(!control(s, 'roll'), 'no Roll on a calculator with nothing to roll');
  assert.ok(!s.controls.some((c) => c.id.startsWith('dice')), 'no I rolled… either');
  const fire = await open('#/fng.fire');
  assert.ok(shown(await ui(fire.page), 'roll'), 'Roll where there is something to roll');

  for (const device of [PHONE, SMALL]) {
    const { page, log } = await open('#/skirmish.deviation?launch=mortar-unseen', device);
    s = await ui(page);
    await page.screenshot({ path: shot(`readable-deviation-${device.viewport.width}.png`) });
    const edit = s.controls.find((c) => /^table:.*:edit$/.test(c.id));
    const tryIt = s.controls.find((c) => /^table:.*:try$/.test(c.id));
    assert.ok(edit && tryIt, 'the buttons to enter the table and to try an example');
    assert.ok(edit.visible && edit.y + edit.h <= device.viewport.height, `${device.viewport.width} px: Enter this table on the first screen (y ${edit.y})`);
    await tap(page, tryIt.id);
    s = await ui(page);
    assert.ok(s.controls.some((c) => /^table:.*:save$/.test(c.id)), 'the example is in the editor, ready to save');
    assert.deepEqual(log.errors, []);
  }
});

test('Share says what became of the link; Back returns to the search as it was left', async () => {
  const { page, log } = await open('#/');
  await tap(page, 'search');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'pointman-text-agent');
  await page.keyboard.type('fire');
  await settle(page, 250);
  let s = await ui(page);
  const found = s.controls.filter((c) => c.id.startsWith('found:'));
  assert.ok(found.length > 0);
  const target = found[0].id.slice('found:'.length);
  await tap(page, 'found:' + target);
  s = await ui(page);
  assert.equal(s.screen, 'calculator');
  await page.evaluate(() => window.pointmanStore.share());
  await page.waitForFunction(() => window.pointmanStore.lastShare() && window.pointmanStore.lastShare().via !== '');
  await settle(page, 250);
  s = await ui(page);
  assert.ok(control(s, 'share:note'), 'a note under Share');
  const via = await page.evaluate(() => window.pointmanStore.lastShare().via);
  assert.ok(s.texts.some((t) => (via === 'clipboard' ? /Link copied/ : via === 'share' ? /Link shared/ : /copy by hand/).test(t)),
    `the note says what happened (${via})`);
  await tap(page, 'back');
  s = await ui(page);
  assert.equal(s.screen, 'picker');
  assert.equal(s.picker.query, 'fire', 'the search is as the player left it');
  assert.ok(shown(s, 'found:' + target), 'its matches are there');
  assert.deepEqual(log.errors, []);
});
