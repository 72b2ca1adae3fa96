// Browser test harness: Debian's chromium through playwright-core (never a downloaded browser),
// headless with SwiftShader WebGL, a fresh profile per launch, the site served on loopback.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../ci/static-server.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const SITE = process.env.POINTMAN_SITE || path.join(ROOT, 'build/web/site');
export const ARTIFACTS = path.join(ROOT, 'build/test-artifacts');
// The site's js/wasm pairs as linked, before web/pwa/assemble.mjs stamps them with a build id:
// copied over a copy of the site and assembled again, they make "build B" of an update test.
export function unstampedPairs() {
  const dir = path.join(ROOT, 'build/web-cmake');
  return fs.readdirSync(dir).filter((f) => /^pointman(-canvas|-compute(-[a-z0-9-]+)?)?\.(js|wasm)$/.test(f))
    .map((f) => path.join(dir, f));
}

const FLAGS = ['--no-sandbox', '--disable-gpu', '--use-gl=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-quic', '--disable-dev-shm-usage'];

export async function launch() {
  const server = await startServer(SITE, 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: FLAGS,  // playwright gives every launch a fresh temporary profile (user-data-dir)
  });
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return {
    browser, server, url: server.url,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
export const TABLET = { viewport: { width: 1180, height: 820 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

// Counts WebGL draw calls and records every request and console message of a page.
export const DRAW_COUNTER = `(() => {
  window.__draws = 0;
  for (const C of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!C) continue;
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced', 'drawRangeElements']) {
      const orig = C.prototype[name];
      if (!orig) continue;
      C.prototype[name] = function (...a) { window.__draws++; return orig.apply(this, a); };
    }
  }
})();`;

export async function openApp(browser, url, device = PHONE) {
  const context = await browser.newContext(device);
  await context.addInitScript(DRAW_COUNTER);
  const page = await context.newPage();
  const log = { console: [], errors: [], requests: [] };
  page.on('console', (m) => log.console.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => log.errors.push(String(e)));
  page.on('request', (r) => log.requests.push(r.url()));
  await page.goto(url);
  await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 30000 });
  return { context, page, log };
}

export async function ui(page) { return page.evaluate(() => window.pointman._ui); }

// Waits until the app has rendered and gone idle (no draw calls for `quietMs`).
export async function settle(page, quietMs = 400) {
  let last = await page.evaluate(() => window.__draws);
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(quietMs);
    const now = await page.evaluate(() => window.__draws);
    if (now === last) return;
    last = now;
  }
}

// Center of a recorded control (CSS px), or null when it is not on screen.
export async function controlCenter(page, id) {
  const s = await ui(page);
  const c = s.controls.find((x) => x.id === id);
  if (!c || !c.visible) return null;
  const vp = page.viewportSize();
  const x = c.x + c.w / 2, y = c.y + c.h / 2;
  if (x < 0 || y < 0 || x > vp.width || y > vp.height) return null;
  return { x, y };
}

// Taps a recorded control. The page may have just been changed from outside the app (an
// evaluate through window.pointmanStore wakes it, but its next frame is not drawn yet), so the
// positions are read only once the drawing is quiet: a control measured in a stale frame can sit
// where another control now is.
export async function tap(page, id) {
  await settle(page, 150);
  const p = await controlCenter(page, id);
  if (!p) throw new Error(`control ${id} is not on screen`);
  await page.touchscreen.tap(p.x, p.y);
  await settle(page, 250);
}

// A raw probability double as a program prints it (0.6667, 0.03704), where a player reads a
// percentage or a fraction.
export const RAW_DOUBLE = /(^|[^\d./])(0\.\d{3,}|\d\.\d{4,})(?![\d%])/;

// The first drawn outcome row or picture (in drawing order): the start of the answer. A result
// with neither (a table still to enter, a plain list of values) answers with its first value row.
export function firstAnswer(s) {
  const r = s.response;
  const n = typeof r.outcomes === 'number' ? r.outcomes : (r.outcomes || []).length;
  const plain = r.ok && !r.figure && !n;
  return s.controls.find((c) => (plain ? /^value:/ : /^(outcome|figure):/).test(c.id)) ||
    (r.ok ? undefined : s.controls.find((c) => c.id === 'roll'));
}

export function shot(name) { return path.join(ARTIFACTS, name); }

// Opens each link in turn inside the page (one round trip for the lot, not several per link) and
// returns the test hook's state once the app has drawn it and gone quiet (no draw call for
// `quietFrames` animation frames), trimmed in the page to what the tests read: the controls, the
// texts and their rectangles, and the response's words (its sentences, values and outcomes).
export async function visitLinks(page, links, { quietFrames = 6, timeoutMs = 15000 } = {}) {
  await page.evaluate(() => window.pointman._ui);  // a first read turns on the text rectangles
  return page.evaluate(async ({ links, quietFrames, timeoutMs }) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const out = [];
    for (const link of links) {
      const want = link.replace(/^#\//, '').split('?')[0];
      location.hash = link;
      const t0 = performance.now();
      let quiet = 0, last = -1, s = null;
      while (performance.now() - t0 < timeoutMs) {
        await frame();
        const d = window.__draws;
        quiet = d === last ? quiet + 1 : 0;
        last = d;
        if (quiet >= quietFrames) {
          s = window.pointman._ui;
          if (s.calc === want) break;
          s = null;
          quiet = 0;
        }
      }
      if (!s) s = { calc: null, link, timeout: true, controls: [], texts: [], response: {} };
      const r = s.response || {};
      out.push({ link, calc: s.calc, controls: s.controls, texts: s.texts, boxes: s.text_boxes || null,
                 more_open: s.more_open, params: s.params,
                 response: { ok: r.ok, figure: !!r.figure, outcomes: (r.outcomes || []).length },
                 // What the words are checked against: the response's sentences, values and outcomes.
                 answer: { rolled: r.rolled, summary: r.summary, values: r.values, outcomes: r.outcomes, roll: r.roll } });
    }
    return out;
  }, { links, quietFrames, timeoutMs });
}
