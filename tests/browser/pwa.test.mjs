// Offline PWA and updates, in Debian's chromium, headless.
// - first visit, then the network cut (setOffline) AND the server stopped: a reload and a fresh
//   tab draw the app and window.pointman.evaluate answers; the text view and the embed (the
//   compute-only module) answer too;
// - an installability check written here: manifest fields, icon sizes (decoded, not declared),
//   a maskable icon, the service worker controlling the page, the start URL inside the scope;
// - the A→B update: build A served, then build B from another folder on the same address; the
//   page keeps running A (also after a plain reload and in a second tab) until the tap on
//   "A new version is ready — reload", then runs B; no page ever instantiates a wasm whose
//   "pointman.build" section differs from the build its pointman.js names;
// - every request is same-origin and no CSP violation is reported.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startServer } from '../../ci/static-server.mjs';
import { ROOT, SITE, PHONE, shot, unstampedPairs } from './harness.mjs';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--use-gl=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-quic', '--disable-dev-shm-usage'];

// Records, across reloads of a tab (sessionStorage), which build each instantiated wasm and the
// js that ran it belong to; counts WebGL draws; listens for CSP violations.
const PROBE = `(() => {
  window.__draws = 0;
  for (const C of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!C) continue;
    for (const name of ['drawElements', 'drawArrays']) {
      const orig = C.prototype[name];
      C.prototype[name] = function (...a) { window.__draws++; return orig.apply(this, a); };
    }
  }
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
  const inst = WebAssembly.instantiate;
  WebAssembly.instantiate = function (mod, imports) {
    if (mod instanceof WebAssembly.Module) {
      let wasm = null;
      try { const s = WebAssembly.Module.customSections(mod, 'pointman.build'); wasm = s.length ? new TextDecoder().decode(s[0]) : null; } catch (e) {}
      let log = [];
      try { log = JSON.parse(sessionStorage.getItem('__pairs') || '[]'); } catch (e) {}
      log.push({ js: self.POINTMAN_BUILD || null, wasm });
      try { sessionStorage.setItem('__pairs', JSON.stringify(log)); } catch (e) {}
    }
    return inst.apply(this, arguments);
  };
})();`;

let browser;
const servers = [];
before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: FLAGS });
});
after(async () => {
  await browser.close();
  for (const s of servers) await stop(s);
});

async function serve(root, port = 0) {
  const s = await startServer(root, port);
  s.requests = [];
  s.server.on('request', (req) => s.requests.push(req.url));
  servers.push(s);
  return s;
}
async function stop(s) {
  if (s.stopped) return;
  s.stopped = true;
  s.server.closeAllConnections?.();
  await s.close();
}

async function newPage(context, log) {
  const page = await context.newPage();
  page.on('pageerror', (e) => log.errors.push(String(e)));
  page.on('request', (r) => log.requests.push(r.url()));
  return page;
}
async function ready(page) {
  await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 60000 });
}
async function controlled(page) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60000 });
}

const SAVED = JSON.stringify({ app: 'pointman', schema: 1,
  presets: { 'fng.weather': [{ name: 'Monsoon ambush', params: { month: 8, half: 'late' } }] },
  history: { 'fng.weather': [{ seed: 4242, params: { month: 8 }, key: '7', time: 1 }] }, tables: {}, settings: {} });
async function saveWork(page) {
  const r = await page.evaluate((t) => window.pointmanStore.importText(t), SAVED);
  assert.equal(r.ok, true, JSON.stringify(r));
  return page.evaluate(() => window.pointmanStore.exportText());
}

function buildId(site) { return JSON.parse(fs.readFileSync(path.join(site, 'build.json'), 'utf8')).build; }

test('offline: after one visit the app starts with the network cut and the server stopped', async () => {
  const s = await serve(SITE);
  const context = await browser.newContext(PHONE);
  await context.addInitScript(PROBE);
  const log = { errors: [], requests: [] };
  const page = await newPage(context, log);
  await page.goto(s.url + 'index.html#/');
  await ready(page);
  await controlled(page);
  const saved = await saveWork(page);

  // [installability] the manifest as a browser reads it
  const inst = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    const murl = new URL(link.getAttribute('href'), location.href);
    const res = await fetch(murl);
    const m = await res.json();
    const icons = [];
    for (const i of m.icons || []) {
      const img = new Image();
      img.src = new URL(i.src, murl).href;
      await img.decode();
      icons.push({ sizes: i.sizes, purpose: i.purpose || 'any', type: i.type, w: img.naturalWidth, h: img.naturalHeight });
    }
    const scope = new URL(m.scope || './', murl).href;
    const start = new URL(m.start_url, murl).href;
    const reg = await navigator.serviceWorker.getRegistration();
    return {
      contentType: res.headers.get('content-type'), name: m.name, short_name: m.short_name, display: m.display,
      theme: m.theme_color, background: m.background_color, icons, scope, start,
      controller: navigator.serviceWorker.controller && navigator.serviceWorker.controller.scriptURL,
      regScope: reg && reg.scope, pageUrl: location.href,
    };
  });
  assert.match(inst.contentType, /application\/manifest\+json/);
  assert.ok(inst.name && inst.name.length > 0 && inst.short_name.length > 0 && inst.short_name.length <= 12, 'name and a short name that fits under an icon');
  assert.ok(['standalone', 'fullscreen', 'minimal-ui'].includes(inst.display), `display ${inst.display}`);
  assert.match(inst.theme, /^#[0-9a-f]{6}$/i);
  assert.match(inst.background, /^#[0-9a-f]{6}$/i);
  const any = (px) => inst.icons.find((i) => i.purpose.split(' ').includes('any') && i.w === px && i.h === px && i.sizes === `${px}x${px}`);
  assert.ok(any(192), 'a 192 px icon whose image really is 192 px');
  assert.ok(any(512), 'a 512 px icon whose image really is 512 px');
  assert.ok(inst.icons.find((i) => i.purpose.split(' ').includes('maskable') && i.w >= 512), 'a maskable icon');
  assert.ok(inst.start.startsWith(inst.scope), `start URL ${inst.start} is inside the scope ${inst.scope}`);
  assert.ok(inst.pageUrl.startsWith(inst.scope));
  assert.equal(inst.regScope, inst.scope, 'the service worker covers the manifest scope');
  assert.equal(inst.controller, s.url + 'sw.js', 'the service worker controls the page');

  // [CSP] present and strict: one inline script, named by its hash (web/pwa/start.js), and the
  // module map as data; no eval, nothing from elsewhere.
  const csp = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]').content);
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'|\*/);
  const inline = await page.evaluate(() => [...document.scripts].filter((x) => !x.src).map((x) => [x.type, x.textContent]));
  const code = inline.filter(([type]) => !type);
  assert.equal(code.length, 1, 'one inline script');
  assert.ok(csp.includes(`'sha256-${crypto.createHash('sha256').update(code[0][1]).digest('base64')}'`), 'the CSP names its hash');
  assert.deepEqual(inline.filter(([type]) => type).map(([type]) => type), ['application/json'], 'the module map, as data');

  // [offline] network cut and server gone
  await context.setOffline(true);
  await stop(s);
  const before = s.requests.length;
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => window.__draws > 0, null, { timeout: 20000 });
  const calcs = await page.evaluate(() => window.pointman.list());
  assert.ok(calcs.length > 0);
  assert.equal(await page.evaluate(() => window.pointmanStore.exportText()), saved, 'saved work survives an offline start');
  const r = await page.evaluate((id) => window.pointman.evaluate({ calc: id }), calcs[0].id);
  assert.equal(r.ok, true, JSON.stringify(r).slice(0, 300));
  // a fresh tab too, deep-linked with a query the cache has never seen (navigation fallback)
  const page2 = await newPage(context, log);
  await page2.goto(s.url + 'index.html?from=homescreen#/' + calcs[0].id);
  await ready(page2);
  await page2.waitForFunction(() => window.__draws > 0, null, { timeout: 20000 });
  assert.equal((await page2.evaluate(() => window.pointman._ui)).calc, calcs[0].id);
  await page2.screenshot({ path: shot('pwa-offline.png') });
  // the text view and the embed too: they run the compute-only module of the calculator's group,
  // every one precached beside the app's (tcs.atgm's and sd.close-assault's never opened before)
  const pages = [page, page2];
  for (const link of ['index.html?view=text#/fng.fire', 'embed.html#/fng.fire', 'embed.html#/tcs.atgm',
    'index.html?view=text#/sd.close-assault']) {
    const seen = [];
    const p = await newPage(context, log);
    p.on('request', (q) => seen.push(new URL(q.url()).pathname));
    await p.goto(s.url + link);
    await ready(p);
    await p.waitForSelector('.pm-summary', { timeout: 20000 });
    const got = await p.evaluate(() => ({
      summary: document.querySelector('.pm-summary').textContent,
      want: window.pointman.evaluate(window.pointman.requestFromLink(location.hash)).summary,
      module: window.pointman.module,
    }));
    assert.equal(got.summary, got.want, `${link}: the answer, offline`);
    assert.ok(got.module && got.module !== 'all', `${link}: a group's module (${got.module})`);
    assert.ok(seen.includes(`/pointman-compute-${got.module}.wasm`) && !seen.some((q) => /\/pointman(-compute|-canvas)?\.(js|wasm)$/.test(q)),
      `${link}: its group's compute-only module, not the canvas app: ${seen.join(', ')}`);
    pages.push(p);
  }
  assert.equal(s.requests.length, before, 'nothing reached the (stopped) server');

  for (const p of pages) {
    const pairs = await p.evaluate(() => JSON.parse(sessionStorage.getItem('__pairs') || '[]'));
    for (const x of pairs) assert.equal(x.wasm, x.js, 'js and wasm of one build');
    assert.deepEqual(await p.evaluate(() => window.__csp), [], 'no CSP violation');
  }
  assert.deepEqual(log.errors, []);
  for (const u of log.requests) assert.ok(u.startsWith(s.url) || u.startsWith('data:') || u.startsWith('blob:'), `same-origin: ${u}`);
  await context.close();
});

test('update: build A runs until the tap, then build B; never B\'s js with A\'s wasm', async () => {
  // Build B: the same compiled app, re-stamped with another salt (a real redeploy changes the
  // bytes the same way: a new build id in the js, in the wasm and in sw.js's cache name).
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pointman-b-'));
  const B = path.join(tmp, 'site');
  fs.cpSync(SITE, B, { recursive: true });
  for (const f of unstampedPairs()) fs.copyFileSync(f, path.join(B, path.basename(f)));
  execFileSync('node', [path.join(ROOT, 'web/pwa/assemble.mjs'), B, '--salt', 'update-test-B']);
  const idA = buildId(SITE), idB = buildId(B);
  assert.notEqual(idA, idB);

  const sA = await serve(SITE);
  const port = new URL(sA.url).port;
  const context = await browser.newContext(PHONE);
  await context.addInitScript(PROBE);
  const log = { errors: [], requests: [] };
  const page = await newPage(context, log);
  await page.goto(sA.url + 'index.html#/');
  await ready(page);
  await controlled(page);
  assert.deepEqual(await page.evaluate(() => window.pointmanPwa.pair), { js: idA, wasm: idA });
  const saved = await saveWork(page);

  // Deploy B at the same address.
  await stop(sA);
  const sB = await serve(B, Number(port));
  assert.equal(sB.url, sA.url);
  await page.evaluate(() => window.pointmanPwa.checkForUpdate());
  await page.waitForSelector('#pointman-update', { timeout: 30000 });
  assert.match(await page.textContent('#pointman-update'), /A new version is ready — reload/);
  assert.equal(await page.evaluate(() => self.POINTMAN_BUILD), idA, 'still A until the tap');

  // A plain reload and a second tab keep running A: the new build waits for the tap.
  await page.reload();
  await ready(page);
  assert.deepEqual(await page.evaluate(() => window.pointmanPwa.pair), { js: idA, wasm: idA });
  await page.waitForSelector('#pointman-update', { timeout: 30000 });
  const tab2 = await newPage(context, log);
  await tab2.goto(sB.url + 'index.html#/');
  await ready(tab2);
  assert.deepEqual(await tab2.evaluate(() => window.pointmanPwa.pair), { js: idA, wasm: idA });
  await page.screenshot({ path: shot('pwa-update-banner.png') });

  // The tap.
  await Promise.all([page.waitForEvent('load', { timeout: 30000 }), page.tap('#pointman-update button')]);
  await ready(page);
  assert.deepEqual(await page.evaluate(() => window.pointmanPwa.pair), { js: idB, wasm: idB });
  assert.equal(await page.$('#pointman-update'), null, 'no banner on the new build');
  const keys = await page.evaluate(() => caches.keys());
  assert.deepEqual(keys.filter((k) => k.startsWith('pointman-')), ['pointman-' + idB], 'the old cache is deleted');
  const r = await page.evaluate(() => window.pointman.evaluate({ calc: window.pointman.list()[0].id }));
  assert.equal(r.ok, true);
  assert.equal(await page.evaluate(() => window.pointmanStore.exportText()), saved, 'saved work survives the update');

  // Every wasm any tab instantiated matched its js.
  for (const p of [page, tab2]) {
    const pairs = await p.evaluate(() => JSON.parse(sessionStorage.getItem('__pairs') || '[]'));
    assert.ok(pairs.length >= 1);
    for (const x of pairs) assert.equal(x.wasm, x.js, `a page ran js ${x.js} with wasm ${x.wasm}`);
    assert.deepEqual(await p.evaluate(() => window.__csp), []);
  }
  const pairsPage = await page.evaluate(() => JSON.parse(sessionStorage.getItem('__pairs')));
  // Each load runs two modules: the canvas app and, for window.pointman, the module of every calculator.
  assert.deepEqual(pairsPage.map((x) => x.js), [idA, idA, idA, idA, idB, idB], 'A, A after a plain reload, B after the tap');
  assert.deepEqual(log.errors, []);
  for (const u of log.requests) assert.ok(u.startsWith(sA.url) || u.startsWith('data:') || u.startsWith('blob:'), `same-origin: ${u}`);
  await context.close();

  // A server caught mid-deploy (A's js, B's wasm), first visit without a service worker: the
  // page never instantiates the mismatched pair; it retries once, then says why.
  const M = path.join(tmp, 'mixed');
  fs.cpSync(SITE, M, { recursive: true });
  fs.copyFileSync(path.join(B, 'pointman-canvas.wasm'), path.join(M, 'pointman-canvas.wasm'));
  const sM = await serve(M);
  const ctxM = await browser.newContext(PHONE);
  await ctxM.addInitScript(PROBE);
  const pm = await ctxM.newPage();
  const errs = [];
  pm.on('pageerror', (e) => errs.push(String(e)));
  await pm.goto(sM.url + 'index.html');
  await pm.waitForFunction(() => /two different versions/.test(document.getElementById('status').textContent), null, { timeout: 30000 });
  assert.notEqual(await pm.evaluate(() => window.pointmanReady), true);
  assert.deepEqual(await pm.evaluate(() => JSON.parse(sessionStorage.getItem('__pairs') || '[]')), [], 'nothing was instantiated');
  assert.equal(await pm.evaluate(() => sessionStorage.getItem('pointman.pairRetry')), idA, 'one reload was tried');
  await ctxM.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});
