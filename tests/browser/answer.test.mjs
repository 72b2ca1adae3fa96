// Browser tests for "the answer first": the heaviest calculators show the start of their answer (an
// outcome row or its picture) on the first screen at other sizes; More options and the thumb; no
// text in the text view is a raw probability double; screenshots at phone and tablet size. (Every
// calculator at 390x844 and 320x640 in the canvas: tests/browser/phone_walk.test.mjs.)
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, settle, ui, tap, shot, firstAnswer, RAW_DOUBLE, PHONE, TABLET } from './harness.mjs';
import { reachAndTap } from './reach.mjs';

let h;
before(async () => { h = await launch(); });
after(async () => { await h.close(); });

const HEAVY = ['fng.fire', 'fng.reaction', 'fng.los', 'fng.tunnel', 'fng.melee'];
const SIZES = [
  { name: '320x640', viewport: { width: 320, height: 640 } },
  { name: '430x932', viewport: { width: 430, height: 932 } },
  { name: '844x390', viewport: { width: 844, height: 390 } },
];

async function openCalc(page, id, hash = '#/' + id) {
  await page.evaluate((l) => { location.hash = l; }, hash);
  await settle(page, 250);
  const s = await ui(page);
  assert.equal(s.calc, id, `${hash} opened ${id}`);
  return s;
}

function onFirstScreen(s, vp, id) {
  const a = firstAnswer(s);
  assert.ok(a, `${id} draws an outcome row or a picture`);
  assert.ok(a.visible && a.y >= 0 && a.y + a.h <= vp.height && a.x >= 0 && a.x + a.w <= vp.width + 0.5,
    `${id} at ${vp.width}×${vp.height}: ${a.id} is wholly on the first screen (y ${a.y.toFixed(0)}, h ${a.h.toFixed(0)})`);
  return a;
}

test('other sizes (320×640, 430×932, landscape 844×390): the heaviest calculators show their answer first', async () => {
  for (const size of SIZES) {
    const { context, page, log } = await openApp(h.browser, h.url + 'index.html#/', { ...PHONE, viewport: size.viewport });
    try {
      for (const id of HEAVY) {
        const s = await openCalc(page, id);
        onFirstScreen(s, size.viewport, `${id} (${size.name})`);
        for (const c of s.controls) assert.ok(c.x >= -0.5 && c.x + c.w <= size.viewport.width + 0.5, `${id} ${c.id} fits ${size.name}`);
      }
      assert.deepEqual(log.errors, []);
    } finally {
      await context.close();
    }
  }
});

test('a link that sets a folded parameter opens More options; tapping the fold shows and hides the rest', async () => {
  const { context, page } = await openApp(h.browser, h.url + 'index.html#/', PHONE);
  try {
    const spec = await page.evaluate(() => window.pointman.describe('fng.fire'));
    const anyMain = spec.params.some((p) => p.main === true);
    const folded = spec.params.filter((p, i) => !(anyMain ? p.main : i < 5));
    const p = folded.find((x) => x.type === 'bool') || folded.find((x) => x.type === 'int');
    assert.ok(p, 'fng.fire has a folded parameter');
    const v = p.type === 'bool' ? !p.default : (p.default < p.max ? p.default + 1 : p.default - 1);
    let s = await openCalc(page, 'fng.fire', `#/fng.fire?${p.name}=${v}`);
    assert.equal(s.more_open, true, 'a link that changed a folded parameter never hides it');
    const fold = s.controls.find((x) => x.id === 'more-options');
    assert.ok(fold, 'the fold is drawn');
    assert.ok(s.texts.some((t) => /More options \(\d+\) · 1 changed/.test(t)), 'the fold says how many differ from their defaults');
    assert.ok(s.controls.some((x) => x.id === `toggle:${p.name}` || x.id.startsWith(`param:${p.name}:`)), `${p.name} is drawn`);
    // A default link: shut; one tap opens it, another shuts it.
    s = await openCalc(page, 'fng.fire');
    assert.equal(s.more_open, false);
    assert.ok(s.texts.some((t) => /More options \(\d+\)$/.test(t)), 'nothing changed: no count of changes');
    await reachAndTap(page, 'more-options');
    s = await ui(page);
    assert.equal(s.more_open, true);
    assert.ok(s.controls.some((x) => x.id === `toggle:${p.name}` || x.id.startsWith(`param:${p.name}:`)), 'the tap shows the rest');
    await reachAndTap(page, 'more-options');
    assert.equal((await ui(page)).more_open, false);
  } finally {
    await context.close();
  }
});

test('changing a main parameter keeps its control under the thumb', async () => {
  const { context, page } = await openApp(h.browser, h.url + 'index.html#/', PHONE);
  try {
    for (const id of HEAVY) {
      let s = await openCalc(page, id);
      const spec = await page.evaluate((i) => window.pointman.describe(i), id);
      // Every visible stepper or choice of the main parameters: tap it, the control stays put.
      const ids = s.controls.filter((c) => c.visible && /^(param:.*:[+-]|choice:[^:]*:.*|toggle:.*)$/.test(c.id)).map((c) => c.id);
      let checked = 0;
      for (const cid of ids.slice(0, 6)) {
        const before = (await ui(page)).controls.find((c) => c.id === cid);
        if (!before || !before.visible) continue;
        const params = JSON.stringify((await ui(page)).params);
        await tap(page, cid);
        s = await ui(page);
        if (JSON.stringify(s.params) === params) continue;  // at its limit, or already chosen
        const now = s.controls.find((c) => c.id === cid) ||
          s.controls.find((c) => c.id.split(':').slice(0, 2).join(':') === cid.split(':').slice(0, 2).join(':'));
        assert.ok(now, `${id}: ${cid} still drawn`);
        assert.ok(Math.abs(now.y - before.y) <= 2, `${id}: ${cid} stayed under the thumb (${before.y.toFixed(0)} → ${now.y.toFixed(0)})`);
        checked++;
      }
      assert.ok(checked > 0 || spec.params.length === 0, `${id}: some main parameter was changed`);
    }
  } finally {
    await context.close();
  }
});

test('no shown text is a raw probability double in the text view, every calculator (the canvas: tests/browser/phone_walk.test.mjs)', async () => {
  const text = await openApp(h.browser, h.url + 'index.html?view=text#/', PHONE);
  try {
    const list = await text.page.evaluate(() => window.pointman.list());
    const links = list.flatMap((c) => [`#/${c.id}`, `#/${c.id}?seed=7`]);
    // The text view, each link in turn inside the page.
    const shown = await text.page.evaluate(async (links) => {
      const out = [];
      for (const link of links) {
        const id = link.replace(/^#\//, '').split('?')[0];
        const title = window.pointman.describe(id).title;
        location.hash = link;
        const t0 = performance.now();
        let r = null;
        while (performance.now() - t0 < 10000) {
          await new Promise((res) => setTimeout(res, 20));
          const m = document.getElementById('pointman-text');
          const res = document.querySelector('.pm-result');
          if (m && m.querySelector('.pm-calc') && m.textContent.includes(title) && res) {
            await new Promise((ok) => setTimeout(ok, 30));
            // The answer, and the workings under More options (values, modifiers) where there are any.
            r = [...m.querySelectorAll('.pm-result, .pm-workings')].map((e) => e.innerText).join('\n');
            break;
          }
        }
        out.push({ link, text: r });
      }
      return out;
    }, links);
    for (const { link, text: t } of shown) {
      assert.ok(t !== null, `text view ${link} shows a result`);
      for (const line of t.split('\n')) assert.doesNotMatch(line, RAW_DOUBLE, `text view ${link}: "${line}"`);
    }
  } finally {
    await text.context.close();
  }
});

test('the values panel reads as words, percentages and exact fractions (fng.fire)', async () => {
  const { context, page } = await openApp(h.browser, h.url + 'index.html#/', PHONE);
  try {
    const s = await openCalc(page, 'fng.fire');
    const pv = await page.evaluate((r) => (window.pointman.presentValues ? window.pointman.presentValues(r) : null), s.response);
    if (pv) {
      for (const v of pv) {
        assert.ok(s.texts.includes(v.label), `the panel shows the label "${v.label}"`);
        if (v.text) assert.ok(s.texts.includes(v.text), `the panel shows "${v.text}"`);
        for (const r of v.rows || []) assert.ok(s.texts.some((t) => t.includes(r.text)), `the panel shows the row ${r.label} ${r.text}`);
      }
      assert.ok(pv.some((v) => /%.*\(\d+\/\d+\)/.test(v.text || '') || (v.rows || []).some((r) => /%.*\(\d+\/\d+\)/.test(r.text))),
        'a probability is shown as a percentage with its exact fraction');
    }
    assert.ok(s.texts.some((t) => /\d%/.test(t)), 'percentages are shown');
  } finally {
    await context.close();
  }
});

test('screenshots: fng.fire, fng.los and fng.tunnel at phone and tablet size', async () => {
  for (const [name, device] of [['phone', PHONE], ['tablet', TABLET]]) {
    const { context, page, log } = await openApp(h.browser, h.url + 'index.html#/', device);
    try {
      for (const id of ['fng.fire', 'fng.los', 'fng.tunnel']) {
        const s = await openCalc(page, id);
        onFirstScreen(s, device.viewport, `${id} (${name})`);
        await page.screenshot({ path: shot(`answer-${name}-${id.replace('.', '-')}.png`) });
      }
      assert.deepEqual(log.errors, []);
    } finally {
      await context.close();
    }
  }
});

test('idle after opening a calculator: no draw calls', async () => {
  const { context, page } = await openApp(h.browser, h.url + 'index.html#/fng.fire', PHONE);
  try {
    await settle(page);
    const a = await page.evaluate(() => window.__draws);
    await page.waitForTimeout(2000);
    assert.equal(await page.evaluate(() => window.__draws), a, 'no frame is drawn while nothing changes');
  } finally {
    await context.close();
  }
});
