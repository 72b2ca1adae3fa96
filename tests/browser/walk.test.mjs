// A random walk at phone size: the app at 390×844 driven by a seeded
// random sequence of actions — taps on controls and anywhere, drags and flings, pinches, typed
// text through the text agent (ASCII, accents, emoji, CJK, IME commits), keys, rotation to
// landscape and back, back/forward, reload, offline/online, share links (good and bad), the
// user-table editor, the wheel, and imports of random and damaged files (the saved-work file
// chooser and the table import). It fails on:
//   - any console error or uncaught exception;
//   - an unanswered frame: the page does not answer within 15 s, or at a checkpoint the app,
//     woken, draws nothing within 3 s;
//   - a drawn frame while idle: at a checkpoint, once nothing moves, a second passes with a draw;
//   - a WebAssembly heap that keeps growing: within one page life, the memory grew at each of
//     four checkpoints in a row, or passed 512 MB.
// The seed is printed first, and every failure names it with the last actions and the command
// that replays the walk:
//   POINTMAN_WALK_SEED=<seed> POINTMAN_WALK_ACTIONS=<n> node --test tests/browser/walk.test.mjs
// POINTMAN_WALK_ACTIONS (default 300, what ci/test runs: about 100 s here) sets the length; the long walk is
// POINTMAN_WALK_ACTIONS=10000 (README "Random walk"). POINTMAN_WALK_DPR sets the device pixel
// ratio (default 1: SwiftShader draws a DPR-3 frame about nine times slower, and the app's
// behaviour does not depend on it; the long walk runs at 3).
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { launch, settle, DRAW_COUNTER } from './harness.mjs';

const SEED = process.env.POINTMAN_WALK_SEED ? Number(process.env.POINTMAN_WALK_SEED) >>> 0 : crypto.randomBytes(4).readUInt32LE(0);
const ACTIONS = Number(process.env.POINTMAN_WALK_ACTIONS || 300);
const DPR = Number(process.env.POINTMAN_WALK_DPR || 1);
const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };
const CHECKPOINTS = Math.max(6, Math.min(40, Math.round(ACTIONS / 50)));
const REPLAY = `POINTMAN_WALK_SEED=${SEED} POINTMAN_WALK_ACTIONS=${ACTIONS} POINTMAN_WALK_DPR=${DPR} node --test tests/browser/walk.test.mjs`;
console.log(`# random walk: seed ${SEED}, ${ACTIONS} actions, DPR ${DPR} (replay: ${REPLAY})`);

// sfc32: small, fast, and the same sequence in every Node.
function prng(seed) {
  let a = 0x9e3779b9, b = 0x243f6a88, c = 0xb7e15162, d = seed >>> 0;
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b | 0) + d | 0;
    d = d + 1 | 0; a = b ^ b >>> 9; b = c + (c << 3) | 0; c = (c << 21 | c >>> 11); c = c + t | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
  };
}

// The module's memory, for the heap check (the draw counter is the harness's).
const WASM_MEMORY = `(() => {
  const keep = (r) => { const i = r && (r.instance || r); if (i && i.exports) for (const v of Object.values(i.exports)) if (v instanceof WebAssembly.Memory) window.__wasmMemory = v; return r; };
  for (const f of ['instantiate', 'instantiateStreaming']) {
    const orig = WebAssembly[f];
    if (orig) WebAssembly[f] = function (...a) { return orig.apply(this, a).then(keep); };
  }
})();`;

const TEXTS = ['Night patrol', 'a', '12', '-3', 'ÉÀÇ ñ ß', '🙂🚁', '東京 雨', 'x'.repeat(90), ' ', '0.5', 'Rep 5', '"quoted"', '\\', '<b>', 'p.38'];
const BAD_LINKS = ['#/', '#/no.such-calc', '#/fng.weather?month=abc', '#/fng.weather?month=99', '#/fng.weather?seed=-1',
  '#/%E0%A4%A', '#/fng.weather?' + 'a=1&'.repeat(300), '#//?', '#/fng.fire?rep=1e308', '#/sd.close-assault?odds=%00',
  '#/' + '\u{1F600}'.repeat(20), '#/fng.weather?month=7&month=8', '#/tcs.atgm?seed=99999999999999999999'];

let h;
before(async () => { h = await launch(); });
after(async () => { await h.close(); });

test(`random walk at 390×844: seed ${SEED}, ${ACTIONS} actions`, { timeout: Infinity }, async () => {
  const r = prng(SEED);
  const context = await h.browser.newContext({ viewport: PORTRAIT, deviceScaleFactor: DPR, hasTouch: true, isMobile: true });
  await context.addInitScript(DRAW_COUNTER);
  await context.addInitScript(WASM_MEMORY);
  const page = await context.newPage();
  context.on('page', (p) => { if (p !== page) p.close().catch(() => {}); });   // links opened outside
  const problems = [];
  page.on('pageerror', (e) => problems.push('uncaught: ' + String(e)));
  page.on('console', (m) => { if (m.type() === 'error') problems.push('console error: ' + m.text()); });
  page.on('dialog', (d) => d.dismiss().catch(() => {}));
  let crashed = false;   // a renderer crash leaves waitForFunction waiting: say so if a start times out
  page.on('crash', () => { crashed = true; problems.push('the page crashed (renderer process gone)'); });
  const history = [];
  let step = 0, landscape = false, offline = false, life = [], grewInARow = 0;
  const fail = (what) => {
    assert.fail(`${what}\n  seed ${SEED}, action ${step} of ${ACTIONS}; last actions:\n    ${history.slice(-15).join('\n    ')}\n  replay: ${REPLAY}`);
  };
  const check = () => { if (problems.length) fail(problems.join('\n')); };
  const answer = async (fn, what, ms = 15000) => {
    let timer;
    const t = new Promise((_, rej) => { timer = setTimeout(() => rej(new Error(`no answer in ${ms} ms: ${what}`)), ms); });
    try { return await Promise.race([fn(), t]); } catch (e) { fail(String(e.message || e)); } finally { clearTimeout(timer); }
  };
  // A start (reload, a link from outside) loads and compiles the module: 1–3 s here, but on this
  // 2-core machine under a load of 15 one took more than 15 s (seed 4130088036, action 8762; the
  // same reload took 1–3 s once quiet). A start gets 45 s; a frame of a running app still 15.
  // Polled on a timer, not on animation frames: a page the browser counts as hidden (a popup the
  // app opened, closing) gets no frames, and a flag needs none. If the start never comes, the
  // failure says what the page was doing. (CI timed out here twice after a tap on the in-app Back
  // control, at seed 3897695023 and 3898729963: a Tab had shown the skip link, taps on the canvas
  // never took the focus off it, and the tap meant for Back followed it to the text view, where the
  // canvas app's store never starts. Taps now hide the link; the app test holds it.)
  const pageState = async () => {
    const t = new Promise((res) => setTimeout(() => res('no answer from the page in 5 s (main thread busy?)'), 5000));
    const s = page.evaluate(() => JSON.stringify({
      url: location.href, readyState: document.readyState, visibility: document.visibilityState,
      ready: window.pointmanReady === true, store: !!window.pointmanStore, status: document.documentElement.getAttribute('data-pointman'),
      says: (document.getElementById('status') || {}).textContent || '',
    })).catch((e) => 'evaluate failed: ' + String(e).split('\n')[0]);
    return `${await Promise.race([s, t])}; pages in the context: ${context.pages().length}${crashed ? '; the renderer crashed' : ''}`;
  };
  const ready = async () => {
    try {
      return await answer(() => page.waitForFunction(() => window.pointmanReady === true && !!window.pointmanStore, null, { timeout: 45000, polling: 200 }), 'the app starts', 45000);
    } catch (e) {
      e.message += `\n  page: ${await pageState()}`;
      throw e;
    }
  };
  const ui = () => answer(() => page.evaluate(() => window.pointman._ui), 'ui state');
  const cdp = await context.newCDPSession(page);
  const vp = () => (landscape ? LANDSCAPE : PORTRAIT);
  const point = () => ({ x: 2 + r.int(vp().width - 4), y: 2 + r.int(vp().height - 4) });
  const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map((p, i) => ({ x: p.x, y: p.y, id: i })) });
  const canReload = async () => !offline || (page.url().startsWith(h.url) && await page.evaluate(() => !!(navigator.serviceWorker && navigator.serviceWorker.controller)));

  await page.goto(h.url + 'index.html#/');
  await ready();

  // [SECTION] actions: [weight, name, run]
  const actions = [
    [28, 'tap control', async () => {
      const s = await ui();
      const vis = (s.controls || []).filter((c) => c.visible && c.x + c.w / 2 > 0 && c.y + c.h / 2 > 0 && c.x + c.w / 2 < vp().width && c.y + c.h / 2 < vp().height);
      if (!vis.length) return 'none on screen';
      const c = r.pick(vis);
      await page.touchscreen.tap(c.x + c.w / 2, c.y + c.h / 2);
      return c.id;
    }],
    [12, 'tap anywhere', async () => { const p = point(); await page.touchscreen.tap(p.x, p.y); return `${p.x},${p.y}`; }],
    [10, 'drag', async () => {
      const a = point(), b = point(), n = 2 + r.int(10);
      await touch('touchStart', [a]);
      for (let i = 1; i <= n; i++) await touch('touchMove', [{ x: a.x + (b.x - a.x) * i / n, y: a.y + (b.y - a.y) * i / n }]);
      await touch('touchEnd', []);
      return `${a.x},${a.y}→${b.x},${b.y} in ${n}`;
    }],
    [3, 'pinch', async () => {
      // Both fingers on the glass: a point off the screen is no touch a phone can make (Chromium
      // then makes the touchstart uncancelable and logs an intervention).
      const c = point(), d0 = 20 + r.int(60), d1 = 20 + r.int(160), w = vp().width;
      const clampX = (x) => Math.max(1, Math.min(w - 2, x));
      const at = (d) => [{ x: clampX(c.x - d), y: c.y }, { x: clampX(c.x + d), y: c.y }];
      await touch('touchStart', at(d0));
      for (let i = 1; i <= 5; i++) await touch('touchMove', at(d0 + (d1 - d0) * i / 5));
      await touch('touchEnd', []);
      return `${d0}→${d1} at ${c.x},${c.y}`;
    }],
    [10, 'type', async () => {
      let focused = await page.evaluate(() => !!document.activeElement && document.activeElement.id === 'pointman-text-agent');
      if (!focused) {
        const s = await ui();
        const fields = (s.controls || []).filter((c) => c.visible && /name|search|text|cell|query/.test(c.id) && c.y > 0 && c.y + c.h / 2 < vp().height);
        if (!fields.length) return 'no text field on screen';
        const f = r.pick(fields);
        await page.touchscreen.tap(f.x + f.w / 2, f.y + f.h / 2);
        await page.waitForTimeout(60);
      }
      const t = r.pick(TEXTS);
      if (r.chance(0.3)) await page.keyboard.insertText(t); else await page.keyboard.type(t);
      return JSON.stringify(t.slice(0, 20));
    }],
    [4, 'key', async () => { const k = r.pick(['Backspace', 'Enter', 'Escape', 'Tab', 'ArrowDown', 'ArrowUp', 'Delete']); await page.keyboard.press(k, { delay: 40 }); return k; }],
    [3, 'rotate', async () => { landscape = !landscape; await page.setViewportSize(vp()); return landscape ? 'landscape' : 'portrait'; }],
    [3, 'back', async () => { await page.goBack({ timeout: 15000 }).catch(() => null); return page.url().slice(h.url.length); }],
    [2, 'forward', async () => { await page.goForward({ timeout: 15000 }).catch(() => null); return page.url().slice(h.url.length); }],
    [2, 'reload', async () => {
      if (!await canReload()) return 'skipped (offline, no service worker yet)';
      await page.reload(); await ready(); life = []; grewInARow = 0; return offline ? 'offline' : 'online';
    }],
    [3, 'offline/online', async () => { offline = !offline; await context.setOffline(offline); return offline ? 'offline' : 'online'; }],
    [6, 'share link', async () => {
      let link;
      if (r.chance(0.5)) link = r.pick(BAD_LINKS);
      else {
        link = await page.evaluate(([u, v, w]) => {
          const list = window.pointman.list();
          const spec = window.pointman.describe(list[Math.floor(u * list.length)].id);
          const params = {};
          for (const p of spec.params) {
            if (p.type === 'enum') params[p.name] = p.choices[Math.floor(v * p.choices.length)].value;
            else if (p.type === 'bool') params[p.name] = v < 0.5;
            else if (p.type === 'int' && typeof p.min === 'number' && typeof p.max === 'number') params[p.name] = p.min + Math.floor(v * (p.max - p.min + 1));
          }
          const req = { calc: spec.id, params };
          if (w < 0.5) req.seed = Math.floor(w * 1e6);
          return window.pointman.linkForRequest(req);
        }, [r.next(), r.next(), r.next()]);
      }
      if (r.chance(0.25) && await canReload()) { await page.goto(h.url + 'index.html' + link); await ready(); life = []; grewInARow = 0; return 'cold ' + link.slice(0, 60); }
      await page.evaluate((l) => { location.hash = l; }, link);
      return link.slice(0, 60);
    }],
    [3, 'table editor', async () => {
      const calc = await page.evaluate((u) => { const c = window.pointman.list().filter((x) => (window.pointman.describe(x.id).tables || []).length); return c.length ? c[Math.floor(u * c.length)].id : ''; }, r.next());
      if (!calc) return 'no calculator takes a table';
      await page.evaluate((c) => { location.hash = '#/' + c; }, calc);
      return calc;
    }],
    [2, 'wheel', async () => { const p = point(); await page.mouse.move(p.x, p.y); await page.mouse.wheel(0, r.int(1200) - 600); return `${p.x},${p.y}`; }],
    [3, 'import file', async () => {
      const exported = await page.evaluate(() => window.pointmanStore.exportText());
      let text;
      switch (r.int(5)) {
        case 0: text = Buffer.from(Array.from({ length: r.int(4000) }, () => r.int(256))); break;                // random bytes
        case 1: text = exported.slice(0, r.int(exported.length + 1)); break;                                       // cut short
        case 2: { const a = [...exported]; for (let i = 0; i < 1 + r.int(8); i++) a[r.int(a.length)] = r.pick(['{', '"', ']', '\u0000', 'é', '9']); text = a.join(''); break; }
        case 3: text = JSON.stringify({ app: 'pointman', schema: 1, presets: { 'fng.weather': [{ name: 'walk ' + step, params: { month: 1 + r.int(12) } }] }, history: {}, tables: {}, settings: {} }); break;
        default: text = '';
      }
      if (r.chance(0.5)) {
        const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5000 }), page.evaluate(() => window.pointmanStore.importFile())]);
        await chooser.setFiles({ name: 'walk.json', mimeType: 'application/json', buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) });
        return 'saved-work file, ' + text.length + ' bytes';
      }
      const ids = await page.evaluate(() => [...new Set(window.pointman.list().flatMap((c) => (window.pointman.describe(c.id).tables || []).map((t) => t.id)))]);
      const id = r.pick(ids);
      await page.evaluate(([i, t]) => window.pointmanTables.importText(i, t), [id, Buffer.isBuffer(text) ? text.toString('latin1') : text]);
      return `table ${id}, ${text.length} bytes`;
    }],
    [2, 'picker', async () => { await page.evaluate(() => { location.hash = '#/'; }); return '#/'; }],
  ];
  const total = actions.reduce((s, a) => s + a[0], 0);
  const choose = () => { let x = r.int(total); for (const a of actions) { if ((x -= a[0]) < 0) return a; } return actions[0]; };

  // [SECTION] checkpoints: idle, answering, heap
  const checkpoint = async (label) => {
    // A text field being edited keeps the caret blinking (that is not idle): Enter ends the edit.
    if (await page.evaluate(() => document.activeElement && document.activeElement.id === 'pointman-text-agent')) await page.keyboard.press('Enter', { delay: 40 });
    await answer(() => settle(page, 400), 'the drawing goes quiet', 30000);
    await page.evaluate(() => { window.__draws = 0; });
    await page.waitForTimeout(1000);
    const idle = await page.evaluate(() => window.__draws);
    if (idle !== 0) fail(`${label}: ${idle} draw calls while idle`);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));   // the loader wakes the app
    const answered = await answer(() => page.waitForFunction(() => window.__draws > 0, null, { timeout: 3000 }).then(() => true, () => false), 'wake');
    if (!answered) fail(`${label}: the app, woken, drew no frame within 3 s`);
    const mem = await page.evaluate(() => (window.__wasmMemory ? window.__wasmMemory.buffer.byteLength : 0));
    if (mem > 512 * 1024 * 1024) fail(`${label}: WebAssembly memory ${mem} bytes`);
    if (life.length && mem > life[life.length - 1]) grewInARow++; else if (life.length) grewInARow = 0;
    life.push(mem);
    if (grewInARow >= 4) fail(`${label}: WebAssembly memory grew at four checkpoints in a row: ${life.join(', ')}`);
    check();
    return mem;
  };

  const t0 = Date.now();
  const counts = {};
  const every = Math.max(1, Math.floor(ACTIONS / CHECKPOINTS));
  for (step = 1; step <= ACTIONS; step++) {
    const [, name, run] = choose();
    let detail;
    try { detail = await run(); } catch (e) {
      // Navigation races (a hash change while reloading, a chooser that never opened) are the walk's, not the app's.
      if (!/Execution context was destroyed|Target closed|navigation|Timeout .* exceeded|filechooser/i.test(String(e))) fail(`${name} threw: ${e}`);
      detail = 'interrupted: ' + String(e).split('\n')[0].slice(0, 80);
      await ready();
    }
    history.push(`${step} ${name} ${detail ?? ''}`);
    // Back past the first page leaves the site (about:blank), and Tab then Enter follows the skip
    // link to the text view (another page, tested on its own): the player comes back to the app.
    const left = !page.url().startsWith(h.url);
    if (left || new URL(page.url()).searchParams.get('view') === 'text') {
      if (!await canReload()) { offline = false; await context.setOffline(false); }
      await page.goto(h.url + 'index.html#/');
      life = []; grewInARow = 0;
      history.push(`${step} (${left ? 'left the site' : 'in the text view'}: back to the app)`);
    }
    await ready();
    counts[name] = (counts[name] || 0) + 1;
    await page.waitForTimeout(20 + r.int(80));
    await answer(() => page.evaluate(() => 1), `the page after ${name}`);
    check();
    if (step % every === 0 || step === ACTIONS) {
      if (offline && r.chance(0.5)) { offline = false; await context.setOffline(false); }
      const mem = await checkpoint(`checkpoint at action ${step}`);
      console.log(`# action ${step}: ok, wasm memory ${(mem / 1048576).toFixed(0)} MB, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
  }
  // The saved work is still a document the core accepts.
  const doc = await page.evaluate(() => { try { return localStorage.getItem('pointman.store'); } catch (e) { return null; } });
  if (doc) assert.equal((await page.evaluate((t) => window.pointmanStore.check(t), doc)).ok, true, 'the stored document passes the check');
  console.log(`# random walk done: seed ${SEED}, ${ACTIONS} actions in ${((Date.now() - t0) / 1000).toFixed(0)} s; ${JSON.stringify(counts)}`);
  await context.close();
});
