// Weather to line of sight in the browser, as a phone (390×844, DPR 3, touch): a weather result's
// "Use … for line of sight" button opens fng.los with that time of day and weather (hash and
// response checked); screenshots of the range strip (fng.los) and the spotting curve
// (skirmish.sighting, skirmish.spot) go to build/test-artifacts/.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, settle, ui, tap, shot, PHONE } from './harness.mjs';
import { reach } from './reach.mjs';

let h;
before(async () => { h = await launch(); });
after(async () => { await h.close(); });

async function open(hash) {
  const p = await openApp(h.browser, h.url + 'index.html' + hash, PHONE);
  await settle(p.page);
  return p;
}

// Screenshot of the whole phone screen and of the figure alone, once it is wholly on screen.
async function figureShots(page, type, name) {
  const c = await reach(page, `figure:${type}`);
  await page.screenshot({ path: shot(`${name}.png`) });
  await page.screenshot({ path: shot(`${name}-figure.png`), clip: { x: 0, y: Math.max(0, c.y - 4), width: 390, height: c.h + 8 } });
  return c;
}

// Seeds whose weather rolls differ (some at night, some with weather other than clear), found
// through the API so the test covers more than the defaults.
async function pickSeeds() {
  const { context, page } = await open('#/');
  const seeds = await page.evaluate(() => {
    const out = [], seen = new Set();
    for (let seed = 1; seed < 400 && out.length < 4; seed++) {
      const r = window.pointman.evaluate({ calc: 'fng.weather', seed });
      const k = r.roll.start_light + '/' + r.roll.weather;
      if (r.roll.weather === 'variable' || seen.has(k)) continue;
      seen.add(k);
      out.push(seed);
    }
    return out;
  });
  await context.close();
  return seeds;
}

test('"Use this weather for line of sight" opens fng.los with the rolled time and weather', async () => {
  const seeds = await pickSeeds();
  assert.ok(seeds.length >= 3, 'several different weather rolls');
  let nights = 0;
  for (const seed of seeds) {
    const { context, page, log } = await open(`#/fng.weather?seed=${seed}`);
    let s = await ui(page);
    assert.equal(s.calc, 'fng.weather');
    assert.equal(s.seed, seed);
    const actions = s.response.actions;
    const i = actions.findIndex((a) => /^Use this weather for line of sight/.test(a.label));
    assert.ok(i >= 0, `seed ${seed}: the weather result offers the LOS action`);
    // Expected from the weather roll itself: the rolled weather, and the light the game starts in.
    const roll = s.response.roll;
    if (roll.start_light === 'night') nights++;
    await reach(page, `action:${i}`);
    await page.screenshot({ path: shot(`phone-weather-${seed}.png`) });
    await tap(page, `action:${i}`);
    s = await ui(page);
    assert.equal(s.calc, 'fng.los');
    assert.equal(s.params.time, roll.start_light, `seed ${seed}: time of day`);
    assert.equal(s.params.weather, roll.weather, `seed ${seed}: weather`);
    const hash = await page.evaluate(() => location.hash);
    assert.equal(hash, s.link);
    // The hash alone reopens the same request, and the response is the codec's answer for it.
    const fromHash = await page.evaluate((l) => window.pointman.requestFromLink(l), hash);
    assert.equal(fromHash.calc, 'fng.los');
    const direct = await page.evaluate((req) => window.pointman.evaluate(req), fromHash);
    assert.equal(JSON.stringify(s.response), JSON.stringify(direct));
    const spec = await page.evaluate(() => window.pointman.describe('fng.los'));
    const dflt = (n) => spec.params.find((p) => p.name === n).default;
    assert.equal(fromHash.params.time ?? dflt('time'), roll.start_light);
    assert.equal(fromHash.params.weather ?? dflt('weather'), roll.weather);
    assert.deepEqual(log.errors, []);
    await context.close();
  }
  assert.ok(nights >= 1, 'at least one roll starts at night');
});

// The picture is found through its "figure:<type>" control (figure_view.cpp records its rect without
// touching the layout, so the saved-work panel below it does not move).
test('range strip of fng.los at phone size', async () => {
  const probe = await open('#/');
  const spec = await probe.page.evaluate(() => window.pointman.describe('fng.los'));
  await probe.context.close();
  const weapons = spec.params.find((p) => p.name === 'weapon').choices.map((c) => c.value);
  const w = weapons.find((v) => /m16|rifle/i.test(v)) || weapons[1];
  const { context, page, log } = await open(`#/fng.los?time=night&illumination=${spec.params.find((p) => p.name === 'illumination').choices.at(-1).value}&weapon=${w}`);
  const s = await ui(page);
  assert.equal(s.notice, '');
  assert.equal(s.response.ok, true, JSON.stringify(s.response.error));
  assert.equal(s.response.figure.type, 'strip');
  const c = await figureShots(page, 'strip', 'phone-los-strip');
  assert.ok(c.w <= 390 && c.h > 40);
  assert.deepEqual(log.errors, []);
  await context.close();
});

test('spotting curves of skirmish.sighting and skirmish.spot at phone size', async () => {
  for (const id of ['skirmish.sighting', 'skirmish.spot']) {
    const { context, page, log } = await open(`#/${id}`);
    const s = await ui(page);
    assert.equal(s.response.ok, true);
    assert.equal(s.response.figure.type, 'curve');
    const c = await figureShots(page, 'curve', `phone-${id.replace('.', '-')}-curve`);
    assert.ok(c.h > 100);
    assert.deepEqual(log.errors, []);
    await context.close();
  }
});
