// Results for everyone: with WebGL disabled in the browser, index.html
// falls back to the plain HTML view by itself, and ?view=text renders EVERY calculator of the
// registry from describe/evaluate: one form control per parameter, the same summary and
// outcome table as evaluate() gives, and its live region follows a parameter change. The text view
// runs a compute-only module (its group's for a link to one calculator, pointman-compute.js with
// every calculator for the list), never the canvas app's pointman.js.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { startServer } from '../../ci/static-server.mjs';
import { SITE, shot, ROOT } from './harness.mjs';
import { readModules } from '../../cmake/modules.mjs';

const ownerOf = (id) => readModules(ROOT).modules.find((m) => m.calcs.some((c) => c.id === id)).name;

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-3d-apis', '--disable-webgl',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

let browser, server;
before(async () => {
  server = await startServer(SITE, 0);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: FLAGS });
});
after(async () => {
  await browser.close();
  server.server.closeAllConnections?.();
  await server.close();
});

async function page(url) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
  });
  const p = await context.newPage();
  const log = { errors: [], requests: [] };
  p.on('pageerror', (e) => log.errors.push(String(e)));
  p.on('request', (r) => log.requests.push(r.url()));
  await p.goto(url);
  await p.waitForSelector('#pointman-text[data-ready]', { timeout: 60000 });
  return { context, page: p, log };
}

test('without WebGL the app starts in the text view by itself', async () => {
  const { context, page: p, log } = await page(server.url + 'index.html#/');
  assert.equal(await p.evaluate(() => !!document.createElement('canvas').getContext('webgl2')), false, 'WebGL 2 really is off');
  assert.equal(await p.evaluate(() => document.documentElement.classList.contains('pm-text')), true);
  assert.equal(await p.evaluate(() => getComputedStyle(document.getElementById('canvas')).display), 'none');
  const links = await p.$$eval('#pointman-text a', (as) => as.map((a) => a.getAttribute('href')));
  const list = await p.evaluate(() => window.pointman.list());
  assert.deepEqual(links.sort(), list.map((c) => '?view=text#/' + c.id).sort(), 'the picker links every calculator');
  assert.match(await p.textContent('body'), /no WebGL 2/);
  await p.screenshot({ path: shot('text-view-picker.png'), fullPage: false });
  // The compute-only module answers: neither the canvas app nor its font is downloaded.
  const files = log.requests.map((u) => new URL(u).pathname);
  assert.ok(files.includes('/pointman-compute.js') && files.includes('/pointman-compute.wasm'), files.join(', '));
  assert.deepEqual(files.filter((f) => /^\/(pointman\.(js|wasm)|DejaVuSans\.ttf)$/.test(f)), []);
  assert.deepEqual(log.errors, []);
  await context.close();
});

test('a link to one calculator loads its group\'s module; another group\'s link says it loads, then answers', async () => {
  const { context, page: p, log } = await page(server.url + 'index.html?view=text#/fng.fire');
  await p.waitForSelector('.pm-summary');
  const files = () => log.requests.map((u) => new URL(u).pathname);
  assert.equal(await p.evaluate(() => window.pointman.module), ownerOf('fng.fire'));
  assert.ok(files().includes(`/pointman-compute-${ownerOf('fng.fire')}.wasm`), files().join(', '));
  assert.deepEqual(files().filter((f) => /^\/pointman(-compute)?\.(js|wasm)$/.test(f)), [], 'neither the app nor every calculator');
  // TCS's module held back a moment: the page says what it loads, then shows the calculator.
  let release;
  const held = new Promise((r) => { release = r; });
  await p.route(`**/pointman-compute-${ownerOf('tcs.atgm')}.wasm`, async (route) => { await held; await route.continue(); });
  await p.evaluate(() => { location.hash = '#/tcs.atgm'; });
  await p.waitForSelector('#pointman-text [role=status]');
  assert.equal(await p.textContent('#pointman-text [role=status]'), 'Loading the calculators of TCS Modern: Direct fire and ATGMs\u2026');
  release();
  await p.waitForFunction(() => document.title.indexOf(window.pointman.describe('tcs.atgm').title) === 0 && document.querySelector('.pm-summary'));
  assert.equal(await p.evaluate(() => window.pointman.module), ownerOf('tcs.atgm'));
  assert.equal(await p.textContent('.pm-summary'), await p.evaluate(() => window.pointman.evaluate({ calc: 'tcs.atgm', params: {} }).summary));
  // The list needs every calculator: that module now.
  await p.evaluate(() => { location.hash = '#/'; });
  await p.waitForFunction(() => window.pointman.module === 'all' && document.querySelectorAll('#pointman-text a').length > 100);
  assert.deepEqual(log.errors, []);
  await context.close();
});

test('?view=text renders every calculator of the registry from describe/evaluate', async () => {
  const { context, page: p, log } = await page(server.url + 'index.html?view=text#/');
  const list = await p.evaluate(() => window.pointman.list());
  assert.ok(list.length >= 1);
  let changed = 0;
  for (const c of list) {
    await p.evaluate((id) => { location.hash = '#/' + id; }, c.id);
    await p.waitForFunction((id) => {
      const f = document.querySelector('#pointman-text form');
      return f && document.title.indexOf(window.pointman.describe(id).title) === 0;
    }, c.id);
    const got = await p.evaluate((id) => {
      const spec = window.pointman.describe(id);
      const r = window.pointman.evaluate({ calc: id });
      const names = [...document.querySelectorAll('#pointman-text [data-param]')].map((e) => e.getAttribute('data-param'));
      const region = document.querySelector('#pointman-text .pm-result');
      // The chances' table (the at-least / at-most table under it has the same rows).
      const rows = [...region.querySelectorAll('table:not(.pm-cumulative) tbody tr')].map((tr) => tr.getAttribute('data-key'));
      return {
        spec, r, names, rows, h1: document.querySelector('#pointman-text h1').textContent,
        summary: region.querySelector('.pm-summary') ? region.querySelector('.pm-summary').textContent : null,
        alert: region.querySelector('.pm-error') ? region.querySelector('.pm-error').textContent : null,
        liveText: region.textContent + document.querySelector('#pointman-text .pm-workings').textContent,
      };
    }, c.id);
    assert.equal(got.h1, got.spec.title, c.id);
    // One control per parameter: the main ones first, the others under More options, each in spec order.
    const anyMain = got.spec.params.some((x) => x.main === true);
    const isMain = (x, i) => (anyMain ? x.main === true : i < 5);
    const order = [...got.spec.params.filter(isMain), ...got.spec.params.filter((x, i) => !isMain(x, i))];
    assert.deepEqual(got.names, order.map((x) => x.name), `${c.id}: one control per parameter`);
    if (got.r.ok) {
      assert.equal(got.summary, got.r.summary || '', `${c.id}: the summary`);
      assert.deepEqual(got.rows, (got.r.outcomes || []).map((o) => o.key), `${c.id}: the outcome table`);
    } else {
      assert.ok(got.alert && got.alert.includes(got.r.error.message), `${c.id}: the error is shown`);
    }
    // Change the first parameter that can change, through the form, as a user would.
    const edit = await p.evaluate(() => {
      for (const e of document.querySelectorAll('#pointman-text [data-param]')) {
        if (e.tagName === 'SELECT' && e.options.length > 1) { e.selectedIndex = (e.selectedIndex + 1) % e.options.length; }
        else if (e.type === 'checkbox') { e.checked = !e.checked; }
        else if (e.type === 'number') {
          const v = Number(e.value), max = Number(e.max), min = Number(e.min);
          const step = e.step === 'any' ? 1 : Number(e.step);
          if (max === min) continue;
          e.value = String(v + step <= max ? v + step : v - step);
        } else continue;
        e.dispatchEvent(new Event('change'));
        return { name: e.getAttribute('data-param'), value: e.type === 'checkbox' ? e.checked : e.value };
      }
      return null;
    });
    if (!edit) continue;
    const after = await p.evaluate((id) => {
      const req = window.pointman.requestFromLink(location.hash);
      const r = window.pointman.evaluate({ calc: id, params: req.params });
      const region = document.querySelector('#pointman-text .pm-result');
      return { req, r, liveText: region.textContent + document.querySelector('#pointman-text .pm-workings').textContent, summary: region.querySelector('.pm-summary') && region.querySelector('.pm-summary').textContent };
    }, c.id);
    assert.equal(after.req.calc, c.id, `${c.id}: the address follows the form`);
    assert.equal(String(after.req.params[edit.name]), String(edit.value), `${c.id}: ${edit.name} in the link`);
    if (after.r.ok) assert.equal(after.summary, after.r.summary || '', `${c.id}: the new summary`);
    if (after.liveText !== got.liveText) changed++;
  }
  // Not every parameter moves every result, but across the registry most do.
  assert.ok(changed >= Math.ceil(list.length / 2), `the live region changed for ${changed} of ${list.length} calculators`);
  await p.evaluate(() => { location.hash = '#/fng.weather?month=7&half=late'; });
  await p.waitForFunction(() => /Weather/i.test(document.title));
  await p.screenshot({ path: shot('text-view-weather.png'), fullPage: true });
  assert.deepEqual(log.errors, []);
  assert.deepEqual(await p.evaluate(() => window.__csp), []);
  for (const u of log.requests) assert.ok(u.startsWith(server.url) || u.startsWith('data:'), u);
  await context.close();
});

test('the text view\'s live region says the new answer once the player stops changing (fng.weather month)', async () => {
  const { context, page: p } = await page(server.url + 'index.html?view=text#/fng.weather?month=1');
  const region = '#pointman-text .pm-live[aria-live="polite"]';
  assert.equal(await p.textContent(region), '', 'the first answer is on the page, not announced');
  await p.evaluate((sel) => {
    window.__said = [];
    new MutationObserver(() => window.__said.push(document.querySelector(sel).textContent))
      .observe(document.querySelector(sel), { childList: true, characterData: true, subtree: true });
  }, region);
  // Three changes in a row (a number typed digit by digit): one announcement, of the last answer.
  // (in one step here: separate round trips on a loaded machine can each take longer than the pause)
  await p.evaluate(() => {
    const month = document.querySelector('#pointman-text [data-param=month]');
    for (const m of ['6', '7', '8']) { month.value = m; month.dispatchEvent(new Event('change')); }
  });
  const want = await p.evaluate(() => window.pointman.evaluate({ calc: 'fng.weather', params: { month: 8 } }).summary);
  await p.waitForFunction((sel) => document.querySelector(sel).textContent !== '', region);
  await p.waitForTimeout(800);
  assert.deepEqual(await p.evaluate(() => window.__said), [want]);
  await context.close();
});

test('the text view uses the tables the player saved in the app; an unreadable store is left alone', async () => {
  const { context, page: p, log } = await page(server.url + 'index.html?view=text#/');
  const crt = {
    columns: ['1:2', '1:1', '2:1', '3:1'], rows: ['1', '2', '3', '4', '5', '6'],
    cells: [['-', '-', 'P', 'P'], ['-', 'P', 'P', 'D'], ['P', 'P', 'D', 'D'], ['P', 'D', 'D', 'D'], ['D', 'D', 'D', 'D'], ['D', 'D', 'D', 'D']],
  };
  const shown = (id) => p.evaluate(async (calc) => {
    // route() listens first, so this listener runs once the calculator is drawn.
    await new Promise((r) => { window.addEventListener('hashchange', () => r(), { once: true }); location.hash = '#/' + calc; });
    const region = document.querySelector('#pointman-text .pm-result');
    return {
      summary: region.querySelector('.pm-summary') ? region.querySelector('.pm-summary').textContent : null,
      rows: [...region.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-key')),
    };
  }, id);
  const expect = (tables) => p.evaluate((t) => {
    const r = window.pointman.evaluate(t ? { calc: 'sd.close-assault', tables: t } : { calc: 'sd.close-assault' });
    return { summary: r.summary, rows: r.outcomes.map((o) => o.key) };
  }, tables);
  const without = await expect(null);
  const withCrt = await expect({ 'sd.points-crt': crt });
  assert.notDeepEqual(withCrt, without, 'the table changes the answer');
  assert.deepEqual(withCrt.rows, ['P', 'D']);

  // Saved by the app: the text view sends it with the request.
  const doc = JSON.stringify({ app: 'pointman', schema: 1, presets: {}, history: {}, tables: { 'sd.points-crt': crt }, settings: {} });
  await p.evaluate((d) => localStorage.setItem('pointman.store', d), doc);
  assert.deepEqual(await shown('sd.close-assault'), withCrt);
  // An embedded calculator (embed.html on this site) builds on the same view and does the same.
  const embed = await context.newPage();
  embed.on('pageerror', (e) => log.errors.push(String(e)));
  await embed.goto(server.url + 'embed.html#/sd.close-assault');
  await embed.waitForFunction(() => window.pointmanReady === true && !!document.querySelector('#pointman-embed .pm-summary'), null, { timeout: 60000 });
  assert.equal(await embed.textContent('#pointman-embed .pm-summary'), withCrt.summary);
  await embed.close();
  // Not JSON: the calculator still answers (without the table) and the store is not touched.
  await shown('fng.weather');
  await p.evaluate(() => localStorage.setItem('pointman.store', '{"app":"pointman","tables":'));
  assert.deepEqual(await shown('sd.close-assault'), without);
  assert.equal(await p.evaluate(() => localStorage.getItem('pointman.store')), '{"app":"pointman","tables":');
  assert.deepEqual(log.errors, []);
  await context.close();
});

test('the text view lists every Pointman reading the module has', async () => {
  const { context, page: p, log } = await page(server.url + 'index.html?view=text#/readings');
  const want = await p.evaluate(() => window.pointman.readings().length);
  assert.ok(want > 0);
  assert.equal(await p.evaluate(() => document.querySelectorAll('#pointman-text .pm-reading').length), want);
  assert.deepEqual(log.errors, []);
  await context.close();
});
