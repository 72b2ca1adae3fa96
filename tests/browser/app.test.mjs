// Browser tests of the built site (build/web/site) in Debian's chromium, headless, as a phone:
// 390×844 CSS px, DPR 3, touch. Generic over the registry: they use whatever calculators exist.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, settle, ui, tap, controlCenter, shot, PHONE, TABLET } from './harness.mjs';
import { holdStill } from './reach.mjs';

let h;
const pages = [];
before(async () => { h = await launch(); });
after(async () => {
  for (const p of pages) await p.context.close().catch(() => {});
  await h.close();
});

async function open(hash = '', device = PHONE) {
  const p = await openApp(h.browser, h.url + 'index.html' + hash, device);
  pages.push(p);
  await settle(p.page);
  return p;
}

function sameOrigin(url) { return url.startsWith(h.url) || url.startsWith('data:') || url.startsWith('blob:'); }
function visible(result) { const rest = { ...result }; delete rest.params; return JSON.stringify(rest); }

// Candidate controls that change one parameter, in spec order.
function paramControls(spec, params) {
  const out = [];
  for (const p of spec.params) {
    const v = params[p.name];
    if (p.type === 'int' || p.type === 'number') out.push(`param:${p.name}:${v < p.max ? '+' : '-'}`);
    else if (p.type === 'bool') out.push(`toggle:${p.name}`);
    else if (p.type === 'enum') for (const c of p.choices) if (c.value !== v) { out.push(`choice:${p.name}:${c.value}`); break; }
  }
  return out;
}

test('the app becomes ready; the canvas backing store is CSS size × DPR', async () => {
  const { page, log } = await open();
  const dims = await page.evaluate(() => {
    const c = document.getElementById('canvas');
    const r = c.getBoundingClientRect();
    return { w: c.width, h: c.height, cssW: r.width, cssH: r.height, dpr: devicePixelRatio, scrollW: document.documentElement.scrollWidth };
  });
  assert.equal(dims.dpr, 3);
  assert.equal(dims.cssW, 390);
  assert.equal(dims.cssH, 844);
  assert.equal(dims.w, 390 * 3);
  assert.equal(dims.h, 844 * 3);
  assert.ok(dims.scrollW <= 390, 'no horizontal scrolling');
  assert.equal(await page.evaluate(() => typeof window.pointman.evaluate), 'function');
  await page.screenshot({ path: shot('phone-picker.png') });
  assert.deepEqual(log.errors, []);
});

test('the picker lists every calculator of the registry', async () => {
  const { page } = await open('#/');
  const list = await page.evaluate(() => window.pointman.list());
  assert.ok(list.length > 0, 'the registry has calculators');
  const s = await ui(page);
  assert.equal(s.screen, 'picker');
  for (const c of list) assert.ok(s.controls.some((x) => x.id === 'pick:' + c.id), `picker shows ${c.id}`);
  for (const c of s.controls) assert.ok(c.x >= 0 && c.x + c.w <= 390.5, `${c.id} fits the phone width`);
  // Tapping the first entry on screen (the groups order them by the moment of play) opens it and
  // writes its share link.
  const first = s.controls.find((x) => x.id.startsWith('pick:') && x.visible).id.slice('pick:'.length);
  await tap(page, 'pick:' + first);
  const after = await ui(page);
  assert.equal(after.calc, first);
  assert.equal(after.screen, 'calculator');
  assert.equal(await page.evaluate(() => location.hash), after.link);
});

test('a tap on a parameter control changes the result and the hash; the link reproduces it', async () => {
  const { page, log } = await open();
  const id = (await page.evaluate(() => window.pointman.list()))[0].id;
  await page.evaluate((l) => { location.hash = l; }, '#/' + id);
  await settle(page);
  const spec = await page.evaluate((i) => window.pointman.describe(i), id);
  let s = await ui(page);
  assert.equal(s.calc, id);
  let changed = false;
  for (const control of paramControls(spec, s.params)) {
    if (!(await controlCenter(page, control))) continue;
    const before = await ui(page);
    const hashBefore = await page.evaluate(() => location.hash);
    const pixelsBefore = await page.screenshot();
    await tap(page, control);
    s = await ui(page);
    assert.notDeepEqual(s.params, before.params, `${control} changed a parameter`);
    const hash = await page.evaluate(() => location.hash);
    assert.notEqual(hash, hashBefore, `${control} changed the hash`);
    assert.equal(hash, s.link);
    // What the app shows is the codec's answer for the same request.
    const direct = await page.evaluate((req) => window.pointman.evaluate(req), { calc: id, params: s.params });
    assert.equal(JSON.stringify(s.response), JSON.stringify(direct));
    if (visible(s.response) !== visible(before.response)) {
      assert.notDeepEqual(await page.screenshot(), pixelsBefore, 'the screen shows the new result');
      changed = true;
      break;
    }
  }
  assert.ok(changed, 'some parameter control changed the displayed result');
  await page.screenshot({ path: shot('phone-calculator.png') });

  // Roll: a fresh seed goes into the link; the link opened in a new page gives the same result.
  await tap(page, 'roll');
  s = await ui(page);
  assert.equal(typeof s.seed, 'number');
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, new RegExp(`seed=${s.seed}`));
  await page.screenshot({ path: shot('phone-rolled.png') });
  const other = await open(hash);
  const s2 = await ui(other.page);
  assert.equal(s2.calc, s.calc);
  assert.deepEqual(s2.params, s.params);
  assert.equal(s2.seed, s.seed);
  assert.equal(JSON.stringify(s2.response), JSON.stringify(s.response));
  for (const l of [log, other.log]) {
    assert.deepEqual(l.errors, []);
    assert.deepEqual(l.console.filter((m) => m.type === 'error'), []);
    assert.deepEqual(l.requests.filter((u) => !sameOrigin(u)), []);
  }
});

test('after 3 s without input no WebGL draw call is made; input wakes it', async () => {
  const { page } = await open();
  const id = (await page.evaluate(() => window.pointman.list()))[0].id;
  await page.evaluate((l) => { location.hash = l; }, '#/' + id);
  await settle(page);
  const startDraws = await page.evaluate(() => window.__draws);
  assert.ok(startDraws > 0, 'the app has drawn');
  await page.evaluate(() => { window.__draws = 0; });
  await page.waitForTimeout(3000);
  assert.equal(await page.evaluate(() => window.__draws), 0, 'idle: no draw calls');
  await page.touchscreen.tap(5, 5);
  await page.waitForTimeout(300);
  assert.ok((await page.evaluate(() => window.__draws)) > 0, 'a tap wakes the renderer');
});

test('a finger drag scrolls without clicking what it started on', async () => {
  const { page } = await open();
  const id = (await page.evaluate(() => window.pointman.list()))[0].id;
  await page.evaluate((l) => { location.hash = l; }, '#/' + id + '?seed=424242');
  await settle(page);
  const before = await ui(page);
  const hashBefore = await page.evaluate(() => location.hash);
  // Any parameter control lives in the scrolling panel (the summary bar and Roll stay pinned).
  const isParam = (c) => /^(param|choice|toggle|combo):/.test(c.id);
  const probe = before.controls.find((c) => isParam(c) && c.visible);
  assert.ok(probe, 'a parameter control is on screen');
  const cdp = await page.context().newCDPSession(page);
  const x = 195, y0 = 700, y1 = 300;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 + ((y1 - y0) * i) / 8 }] });
    await page.waitForTimeout(30);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await settle(page);
  await page.screenshot({ path: shot('phone-scrolled.png') });
  const after = await ui(page);
  const moved = after.controls.find((c) => c.id === probe.id);
  assert.ok(moved.y < probe.y - 100, `content scrolled up (${probe.id} ${probe.y} → ${moved.y})`);
  assert.deepEqual(after.params, before.params, 'no ghost click changed a parameter');
  assert.equal(after.seed, before.seed);
  assert.equal(await page.evaluate(() => location.hash), hashBefore);
});

test('a flick keeps scrolling after the finger lifts; a finger held still before lifting stops where it is', async () => {
  const { page } = await open('#/fng.tunnel?mode=explore&seed=5');
  const cdp = await page.context().newCDPSession(page);
  const x = 195, y0 = 700, y1 = 500;  // 200 CSS px of finger travel
  // How far the panel moved under one drag: a control's change of y, from the top of the page.
  async function scrolled(hold) {
    await page.evaluate(() => { location.hash = '#/fng.tunnel?mode=explore&seed=6'; });
    await settle(page);
    await page.evaluate(() => { location.hash = '#/fng.tunnel?mode=explore&seed=5'; });
    await settle(page);
    const probe = (await ui(page)).controls.find((c) => /^export:/.test(c.id));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
    for (let i = 1; i <= 5; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 + ((y1 - y0) * i) / 5 }] });
      await page.waitForTimeout(20);
    }
    if (hold) await holdStill(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settle(page);
    const after = (await ui(page)).controls.find((c) => c.id === probe.id);
    return probe.y - after.y;
  }
  const held = await scrolled(true);
  const flicked = await scrolled(false);
  assert.ok(Math.abs(held - 200) <= 6, `held still, the page moved with the finger only: ${held.toFixed(0)} px for 200`);
  assert.ok(flicked > 260, `flicked, the page kept going: ${flicked.toFixed(0)} px for 200`);
});

test('after a Tab shows the skip link, a tap in the app hides it, and Back then goes back', async () => {
  const { page, log } = await open('#/fng.fire');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'pm-skip', 'the first Tab reaches the skip link');
  // A tap on the app (here the first outcome row) takes the focus off the link, which sat over Back.
  const row = (await ui(page)).controls.find((c) => c.visible && /^outcome:/.test(c.id));
  await tap(page, row.id);
  assert.notEqual(await page.evaluate(() => document.activeElement.className), 'pm-skip', 'the link stepped aside');
  await tap(page, 'back');
  await settle(page);
  assert.equal(new URL(page.url()).search, '', 'still the app, not the text view');
  assert.equal((await ui(page)).screen, 'picker', 'Back opened the list of calculators');
  assert.deepEqual(log.errors, []);
});

test('error codes from window.pointman.evaluate; the app keeps working', async () => {
  const { page, log } = await open();
  const codes = await page.evaluate(() => {
    const p = window.pointman;
    const id = p.list()[0].id;
    const spec = p.describe(id);
    const ranged = spec.params.find((x) => x.type === 'int' || x.type === 'number');
    const reqs = [{ calc: 'no.such' }, { calc: id, params: { bogus: 1 } }, '{"calc":', { calc: id, seed: -5 }];
    if (ranged) reqs.push({ calc: id, params: { [ranged.name]: 'x' } }, { calc: id, params: { [ranged.name]: ranged.max + 99 } });
    return { codes: reqs.map((r) => p.evaluate(r).error.code), ranged: !!ranged, still: p.evaluate({ calc: id }).ok };
  });
  const expected = ['unknown_calc', 'unknown_param', 'bad_json', 'out_of_range'];
  if (codes.ranged) expected.push('bad_type', 'out_of_range');
  assert.deepEqual(codes.codes, expected);
  assert.equal(codes.still, true);
  assert.deepEqual(log.errors, []);
});

test('a bad share link shows its message in the app, which keeps working; hashchange re-opens', async () => {
  const { page, log } = await open('#/no.such-calculator?x=1');
  let s = await ui(page);
  assert.match(s.notice, /no calculator called/);
  assert.match(s.notice, /unknown_calc/);
  await page.screenshot({ path: shot('phone-bad-link.png') });
  const firstShown = s.controls.find((x) => x.id.startsWith('pick:') && x.visible).id.slice('pick:'.length);
  await tap(page, 'pick:' + firstShown);
  s = await ui(page);
  assert.equal(s.calc, firstShown, 'the app still works after a bad link');
  // A bad parameter in a link for a real calculator: message, and we stay on the last good state.
  const spec = await page.evaluate((i) => window.pointman.describe(i), s.calc);
  await page.evaluate((l) => { location.hash = l; }, `#/${s.calc}?no_such_param=3`);
  await settle(page);
  const s2 = await ui(page);
  assert.match(s2.notice, /unknown_param/);
  assert.equal(s2.calc, s.calc);
  // A good link through hashchange opens with its parameters.
  const p = spec.params.find((x) => x.type === 'int' || x.type === 'enum' || x.type === 'bool');
  if (p) {
    const v = p.type === 'int' ? p.max : p.type === 'bool' ? !p.default : p.choices[p.choices.length - 1].value;
    await page.evaluate((l) => { location.hash = l; }, `#/${s.calc}?${p.name}=${v}&seed=5`);
    await settle(page);
    const s3 = await ui(page);
    assert.equal(s3.params[p.name], v);
    assert.equal(s3.seed, 5);
    assert.equal(s3.notice, '');
  }
  assert.deepEqual(log.errors, []);
  assert.deepEqual(log.console.filter((m) => m.type === 'error'), []);
});

test('tablet landscape: two columns, nothing wider than the screen', async () => {
  const list = await (async () => { const p = await open(); return p.page.evaluate(() => window.pointman.list()); })();
  const { page } = await open('#/' + list[0].id, TABLET);
  const dims = await page.evaluate(() => ({ w: document.getElementById('canvas').width, sw: document.documentElement.scrollWidth }));
  assert.equal(dims.w, 1180 * 2);
  assert.ok(dims.sw <= 1180);
  const s = await ui(page);
  for (const c of s.controls) assert.ok(c.x + c.w <= 1180.5, `${c.id} fits`);
  const roll = s.controls.find((c) => c.id === 'roll');
  assert.ok(roll && roll.x > 1180 * 0.3, 'the result column sits to the right of the parameters');
  await page.screenshot({ path: shot('tablet-calculator.png') });
  const picker = await open('#/', TABLET);
  await picker.page.screenshot({ path: shot('tablet-picker.png') });
});

test('desktop mouse: the wheel scrolls down (not inverted) and a click still clicks', async () => {
  const desktop = { viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1 };
  // The calculator with the most parameters, so that its parameter column is taller than the screen.
  const longest = await (async () => {
    const p = await open();
    return p.page.evaluate(() => {
      const P = window.pointman;
      return P.list().map((c) => [c.id, P.describe(c.id).params.length]).sort((a, b) => b[1] - a[1])[0][0];
    });
  })();
  const { page, log } = await open('#/' + longest, desktop);
  const isParam = (c) => /^(param|choice|toggle|combo):/.test(c.id);
  const before = await ui(page);
  const probe = before.controls.find((c) => isParam(c) && c.visible);
  await page.mouse.move(probe.x + probe.w / 2, probe.y + probe.h / 2);
  await page.mouse.wheel(0, 300);
  await settle(page, 250);
  const after = await ui(page);
  const moved = after.controls.find((c) => c.id === probe.id);
  assert.ok(moved.y < probe.y, `wheel down moves content up (${probe.y} → ${moved.y})`);
  assert.ok(probe.y - moved.y < 700, 'one wheel gesture scrolls less than a screen');
  const plus = after.controls.find((c) => /^param:.*:\+$/.test(c.id) && c.visible);
  if (plus) {
    const name = plus.id.split(':')[1];
    await page.mouse.click(plus.x + plus.w / 2, plus.y + plus.h / 2);
    await settle(page, 250);
    assert.equal((await ui(page)).params[name], after.params[name] + 1, 'a mouse click steps once');
  }
  await page.screenshot({ path: shot('desktop-calculator.png') });
  assert.deepEqual(log.errors, []);
});

test('WebGL context loss: drawing stops without errors; a restore reloads into the same link', async () => {
  const list = await (async () => { const p = await open(); return p.page.evaluate(() => window.pointman.list()); })();
  const link = '#/' + list[0].id + '?seed=31337';
  const { page, log } = await open(link);
  const before = await ui(page);
  const lost = await page.evaluate(() => {
    const gl = document.getElementById('canvas').getContext('webgl2');
    const ext = gl && gl.getExtension('WEBGL_lose_context');
    if (!ext) return false;
    window.__ext = ext;
    ext.loseContext();
    return true;
  });
  assert.ok(lost, 'chromium offers WEBGL_lose_context');
  await page.waitForTimeout(200);
  await page.evaluate(() => { window.__draws = 0; });
  await page.touchscreen.tap(200, 400);
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.__draws), 0, 'no drawing into a lost context');
  assert.equal(await page.evaluate(() => window.pointman.evaluate({ calc: 'no.such' }).error.code), 'unknown_calc', 'the API still answers');
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.__ext.restoreContext())]);
  await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 30000 });
  await settle(page);
  const after = await ui(page);
  assert.equal(after.calc, before.calc);
  assert.equal(after.seed, 31337);
  assert.equal(JSON.stringify(after.response), JSON.stringify(before.response));
  assert.deepEqual(log.errors, []);
});
