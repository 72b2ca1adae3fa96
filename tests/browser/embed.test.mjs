// Embedding: examples/club.html embeds two calculators by iframe
// (sandbox="allow-scripts allow-same-origin") and calls the JS API directly in a third place.
// Both frames render their calculators with no app chrome and are resized to their content by
// the {"type":"pointman:height"} message; a result shows from the direct API call; Backspace and
// Tab in the host page's text field still work; every request is same-origin, no CSP violation.
// The frames run the compute-only module of their calculator's group, pointman-compute-<module>.js.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, shot, ROOT } from './harness.mjs';
import { readModules } from '../../cmake/modules.mjs';

const { modules } = readModules(ROOT);

let h;
before(async () => { h = await launch(); });
after(async () => { await h.close(); });

test('club page: two embedded calculators resize to their content, the API answers, host keys work', async () => {
  const context = await h.browser.newContext({ viewport: { width: 800, height: 900 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
    window.__heights = [];
    window.addEventListener('message', (e) => { if (e.data && e.data.type === 'pointman:height') window.__heights.push(e.data.height); });
  });
  const page = await context.newPage();
  const log = { errors: [], requests: [] };
  page.on('pageerror', (e) => log.errors.push(String(e)));
  page.on('request', (r) => log.requests.push(r.url()));
  await page.goto(h.url + 'examples/club.html');

  const frames = {};
  for (const [id, calc] of [['weather', 'fng.weather'], ['assault', 'soldiers.close-assault']]) {
    const handle = await page.waitForSelector(`#${id}`);
    await handle.scrollIntoViewIfNeeded();  // loading="lazy"
    const frame = await handle.contentFrame();
    await frame.waitForFunction(() => document.documentElement.getAttribute('data-pointman') === 'ready', null, { timeout: 60000 });
    const info = await frame.evaluate((c) => ({
      title: document.querySelector('.pm-calc h1') && document.querySelector('.pm-calc h1').textContent,
      want: window.pointman.describe(c).title,
      canvas: document.querySelectorAll('canvas').length,
      picker: !!document.querySelector('.pm-list'),
      rows: document.querySelectorAll('.pm-result table:not(.pm-cumulative) tbody tr').length,  // the chances, not at least / at most
      summary: (document.querySelector('.pm-summary') || {}).textContent,
      expect: window.pointman.evaluate(window.pointman.requestFromLink(location.hash)),
      content: Math.ceil(document.getElementById('pointman-embed').getBoundingClientRect().height),
    }), calc);
    assert.equal(info.title, info.want, `${calc}: the calculator is shown`);
    assert.equal(info.canvas, 0, 'no app chrome, no canvas');
    assert.equal(info.picker, false);
    assert.equal(info.summary, info.expect.summary, `${calc}: the result`);
    assert.equal(info.rows, (info.expect.outcomes || []).length);
    // The host resized the frame to exactly the reported content height.
    await page.waitForFunction(([sel, px]) => document.querySelector(sel).getBoundingClientRect().height >= px - 1 &&
      document.querySelector(sel).style.height === px + 'px', [`#${id}`, info.content]);
    frames[id] = { frame, handle, content: info.content };
  }
  assert.notEqual(frames.weather.content, 320, 'not the default height');
  // Each frame runs the compute-only module of its calculator's group (web/modules/modules.json),
  // neither the canvas app nor the module of every calculator (the host page itself loads
  // pointman.js for its own use).
  const ownerOf = (id) => modules.find((m) => m.calcs.some((c) => c.id === id)).name;
  const wanted = { weather: ownerOf('fng.weather'), assault: ownerOf('soldiers.close-assault') };
  for (const f of ['weather', 'assault']) {
    const got = await frames[f].frame.evaluate(() => ({
      scripts: [...document.scripts].map((x) => x.getAttribute('src')),
      module: window.pointman.module,
    }));
    assert.equal(got.module, wanted[f], `${f}: its group's module`);
    assert.ok(got.scripts.includes(`pointman-compute-${wanted[f]}.js`), got.scripts.join(', '));
    assert.ok(!got.scripts.includes('pointman.js') && !got.scripts.includes('pointman-canvas.js') && !got.scripts.includes('pointman-compute.js'), got.scripts.join(', '));
    assert.ok(log.requests.some((u) => u.endsWith(`/pointman-compute-${wanted[f]}.wasm`)));
  }
  assert.ok(!log.requests.some((u) => u.endsWith('/pointman-compute.wasm')), 'the module of every calculator is not fetched');

  // The content grows (a roll adds a line): the frame follows.
  const wf = frames.weather.frame;
  await wf.click('.pm-buttons button');
  await wf.waitForSelector('.pm-roll');
  const grown = await wf.evaluate(() => Math.ceil(document.getElementById('pointman-embed').getBoundingClientRect().height));
  assert.ok(grown > frames.weather.content, 'the rolled result is taller');
  await page.waitForFunction((px) => document.getElementById('weather').style.height === px + 'px', grown);

  // The third place: the JS API called directly by the host page.
  await page.waitForSelector('#odds[data-ready]', { timeout: 60000 });
  const odds = await page.textContent('#odds');
  const direct = await page.evaluate(() => 0);
  assert.match(odds, /^July, late half: .+ Most likely: .+ \(\d+\.\d%, exactly \d+\/\d+\)\.$/);
  assert.equal(direct, 0);

  // The host page keeps its keys: Backspace edits, Tab moves focus.
  await page.click('#player');
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('X');
  assert.equal(await page.inputValue('#player'), 'Sgt. RocX');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'unit');
  await page.keyboard.type('1st Cav');
  await page.keyboard.press('Backspace');
  assert.equal(await page.inputValue('#unit'), '1st Ca');

  await page.screenshot({ path: shot('club-page.png'), fullPage: true });
  assert.ok((await page.evaluate(() => window.__heights.length)) >= 3, 'height messages arrived');
  assert.deepEqual(log.errors, []);
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
  for (const f of page.frames()) assert.deepEqual(await f.evaluate(() => window.__csp || []), [], f.url());
  for (const u of log.requests) assert.ok(u.startsWith(h.url) || u.startsWith('data:') || u.startsWith('blob:'), `same-origin: ${u}`);
  await context.close();
});

test('embed.html with a bad link says so and still reports its height', async () => {
  const context = await h.browser.newContext({ viewport: { width: 400, height: 600 } });
  const page = await context.newPage();
  await page.goto(h.url + 'embed.html#/no.such-calc');
  await page.waitForSelector('#pointman-embed [role=alert]', { timeout: 60000 });
  assert.match(await page.textContent('#pointman-embed'), /not valid|no calculator/i);
  await context.close();
});
