// ci/bench.mjs — the measurements behind ci/bench (see there). Writes build/bench.json and prints
// a table. Not a pass/fail test: goals are printed beside the figures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SITE = process.env.POINTMAN_SITE || path.join(ROOT, 'build/web/site');
const NODE_MODULE = process.env.POINTMAN_NODE_MODULE || path.join(ROOT, 'build/web-cmake/pointman_node.js');
const BENCH_EXE = process.env.POINTMAN_BENCH || path.join(ROOT, 'build/native/pointman_bench');
const LOADS = Number(process.env.BENCH_LOADS || 10);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS || 10000);
const only = new Set((process.env.BENCH_ONLY || 'size,start,power,compute,memory').split(','));

const GOALS = { appFirstVisitGzipKB: 400, pageFirstVisitGzipKB: 300, pageAnswerSlowMs: 2000, browserOverNative: 3, computeMs: 1, readyMs: 300, readyMsThrottled4x: 1000, questionUs: 10, idleDraws: 0, heapMB: 32 };
const QUESTION = { calc: 'fng.fire', params: { rep: 4, dice: 6, target: 'open', impact: 3, target_rep: 5 }, seed: 1 };
const out = { date: new Date().toISOString(), machine: machine(), goals: GOALS };

function machine() {
  const cpus = os.cpus();
  return { cores: cpus.length, cpu: cpus[0]?.model?.trim() ?? '?', memGB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
}
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN; };
const pct = (a, q) => { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.round(q * (s.length - 1)))]; };
const kb = (b) => (b / 1024).toFixed(1);
const f = (x, d = 1) => (x === undefined || x === null || Number.isNaN(x) ? '–' : Number(x).toFixed(d));

// [SECTION] site size
function fileSizes(name) {
  const buf = fs.readFileSync(path.join(SITE, name));
  const gzip = zlib.gzipSync(buf, { level: 9 }).length;
  const brotli = zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { name, raw: buf.length, gzip, brotli };
}
function firstVisit(urls) {  // the site's files among the requests (data: URLs and repeats left out)
  const names = [...new Set(urls.filter((u) => u.startsWith('http')).map((u) => decodeURIComponent(new URL(u).pathname.replace(/^\//, '')) || 'index.html'))];
  const files = names.filter((n) => fs.existsSync(path.join(SITE, n)) && fs.statSync(path.join(SITE, n)).isFile()).map(fileSizes);
  const total = files.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  return { files, ...total, requests: urls.length };
}
function size() {
  // The precompressed twins (.br, .gz, ci/build-web) are another encoding of the same file.
  const files = fs.readdirSync(SITE).filter((n) => fs.statSync(path.join(SITE, n)).isFile() && !/\.(br|gz)$/.test(n)).sort();
  const rows = files.map((name) => {
    const buf = fs.readFileSync(path.join(SITE, name));
    const gzip = zlib.gzipSync(buf, { level: 9 }).length;
    let brotli;
    try {
      brotli = execFileSync('brotli', ['-c', '-q', '11', path.join(SITE, name)], { maxBuffer: 64 << 20 }).length;
    } catch {
      brotli = zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    return { name, raw: buf.length, gzip, brotli };
  });
  const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  out.size = { files: rows, total };
  console.log('\nSite size (build/web/site)            raw KB   gzip KB  brotli KB');
  for (const r of rows) console.log(`  ${r.name.padEnd(34)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(9)} ${kb(r.brotli).padStart(10)}`);
  console.log(`  ${'TOTAL (goal ≤ 300 KB gzip)'.padEnd(34)} ${kb(total.raw).padStart(8)} ${kb(total.gzip).padStart(9)} ${kb(total.brotli).padStart(10)}`);
}

// [SECTION] browser: start, power
const DRAW_PROBE = `(() => {
  window.__draws = 0; window.__frames = 0; window.__firstDraw = null;
  for (const C of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!C) continue;
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced', 'drawRangeElements']) {
      const orig = C.prototype[name];
      if (!orig) continue;
      C.prototype[name] = function (...a) {
        if (window.__firstDraw === null) window.__firstDraw = performance.now();
        window.__draws++;
        return orig.apply(this, a);
      };
    }
    const clear = C.prototype.clear;  // the app clears once per rendered frame
    C.prototype.clear = function (...a) { window.__frames++; return clear.apply(this, a); };
  }
  // Start-up timeline (ms since navigation): wasm compile/instantiate, the font atlas upload.
  window.__t = {};
  const W = window.WebAssembly;
  if (W) {
    for (const k of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming']) {
      const orig = W[k];
      if (typeof orig !== 'function') continue;
      W[k] = function (...a) {
        if (window.__t[k + 'Start'] === undefined) window.__t[k + 'Start'] = performance.now();
        return orig.apply(this, a).then((r) => {
          if (window.__t[k + 'End'] === undefined) window.__t[k + 'End'] = performance.now();
          return r;
        });
      };
    }
  }
  for (const C of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!C) continue;
    const tex = C.prototype.texImage2D;  // the first upload is Dear ImGui's font atlas
    C.prototype.texImage2D = function (...a) {
      if (window.__t.atlas === undefined) window.__t.atlas = performance.now();
      return tex.apply(this, a);
    };
  }
  let ready = false;
  Object.defineProperty(window, 'pointmanReady', {
    configurable: true,
    get() { return ready; },
    set(v) { if (v && !ready) window.__readyAt = performance.now(); ready = v; },
  });
})();`;

// The HTML pages: when the first answer is on the page (its summary in HTML, or the canvas app
// ready with it: a share link of a build that had no HTML answer).
const ANSWER_PROBE = `(() => {
  new MutationObserver((list, obs) => {
    if (document.querySelector('.pm-summary')) { if (window.__answerAt === undefined) window.__answerAt = performance.now(); obs.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
  window.addEventListener('pointman-ready', () => {
    if (window.__answerAt === undefined && !document.documentElement.classList.contains('pm-text')) window.__answerAt = performance.now();
  });
})();`;
// The pages that answer one calculator from its group's compute module: the embed, the text view
// and share links (index.html#/ID: the answer in HTML first, the canvas app after it).
const PAGES = [['embed', 'embed.html#/fng.fire'], ['text view', 'index.html?view=text#/fng.fire'],
  ...['fng.fire', 'fng.los', 'fng.tunnel', 'tcs.atgm', 'sd.close-assault'].map((id) => [`share link ${id}`, `index.html#/${id}`])];
// A phone on a weak signal: DevTools' "slow 4G" as the goal names it (150 ms, 1.6 Mbps down).
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

async function browserBench() {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('./static-server.mjs');
  const server = await startServer(SITE, 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--use-gl=swiftshader', '--enable-unsafe-swiftshader',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const device = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
  async function fresh(throttle, network = null) {
    const context = await browser.newContext(device);  // new context = empty cache: a cold load
    await context.addInitScript(DRAW_PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    return { context, page, cdp };
  }
  try {
    if (only.has('start')) {
      out.start = {};
      for (const throttle of [1, 4]) {
        const first = [], ready = [], timelines = [];
        for (let i = 0; i < LOADS; i++) {
          const { context, page } = await fresh(throttle);
          const fetched = [];
          let answered = false;
          page.on('request', (r) => { if (!answered) fetched.push(r.url()); });
          // The canvas app's own page (a share link answers in HTML first: the HTML pages below).
          // Its first visit: every file whose download started before its first frame (the
          // picker, ready for a tap); window.pointman comes after, with every calculator's module.
          await page.goto(server.url + 'index.html');
          await page.waitForFunction(() => window.__firstDraw !== null, null, { timeout: 120000 });
          const before = new Set(await page.evaluate(() => performance.getEntriesByType('resource')
            .filter((e) => e.startTime <= window.__firstDraw).map((e) => e.name)));
          answered = true;
          const firstFetched = fetched.filter((u, k) => k === 0 || before.has(u));
          await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 120000 });
          const t = await page.evaluate(() => {
            const res = (name) => performance.getEntriesByType('resource').find((e) => e.name.endsWith('/' + name));
            const end = (name) => res(name)?.responseEnd;
            const T = window.__t;
            return {
              first: window.__firstDraw, ready: window.__readyAt,
              timeline: {
                'pointman-canvas.js downloaded': end('pointman-canvas.js'),
                'font downloaded': end('DejaVuSans.ttf'),
                'wasm download started': res('pointman-canvas.wasm')?.startTime,
                'wasm downloaded': end('pointman-canvas.wasm'),
                'wasm compiled': T.compileStreamingEnd ?? T.compileEnd ?? T.instantiateStreamingEnd,
                'wasm instantiated': T.instantiateEnd ?? T.instantiateStreamingEnd,
                'font atlas uploaded': T.atlas,
                'first frame drawn': window.__firstDraw,
                'every calculator\'s module downloaded': end('pointman-compute.wasm'),
                'window.pointman ready': window.__readyAt,
              },
            };
          });
          first.push(t.first); ready.push(t.ready); timelines.push(t.timeline);
          if (throttle === 1 && i === 0) out.firstVisit = firstVisit(firstFetched);
          await context.close();
        }
        const timeline = {};
        for (const k of Object.keys(timelines[0])) timeline[k] = median(timelines.map((x) => x[k]).filter((x) => typeof x === 'number'));
        out.start[`x${throttle}`] = { first_frame_ms: median(first), ready_ms: median(ready), loads: LOADS, all_first: first, all_ready: ready, timeline };
      }
      console.log(`\nStart (median of ${LOADS} cold loads, phone 390×844 DPR 3)   first frame   pointman ready`);
      for (const k of ['x1', 'x4']) console.log(`  CPU ${k === 'x1' ? 'unthrottled' : '4× throttled'}${' '.repeat(k === 'x1' ? 35 : 34)} ${f(out.start[k].first_frame_ms, 0).padStart(8)} ms ${f(out.start[k].ready_ms, 0).padStart(11)} ms`);
      console.log('\nStart-up timeline (ms after navigation, median of the cold loads)   unthrottled   4× throttled');
      for (const k of Object.keys(out.start.x1.timeline)) console.log(`  ${k.padEnd(62)} ${f(out.start.x1.timeline[k], 0).padStart(8)} ${f(out.start.x4.timeline[k], 0).padStart(14)}`);
      const fv = out.firstVisit;
      console.log(`\nFirst visit of the canvas app (index.html): every file fetched before its first frame (gzip -9 / brotli -q 11)`);
      for (const r of fv.files) console.log(`  ${r.name.padEnd(34)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(9)} ${kb(r.brotli).padStart(10)}`);
      console.log(`  ${'FIRST VISIT (goal ≤ 400 KB gzip)'.padEnd(34)} ${kb(fv.raw).padStart(8)} ${kb(fv.gzip).padStart(9)} ${kb(fv.brotli).padStart(10)}`);
    }
    if (only.has('start') || only.has('pages')) await pagesBench(fresh, server.url);
    if (only.has('compute') || only.has('chromium')) await browserCompute(fresh, server.url);
    if (only.has('power')) {
      const { context, page, cdp } = await fresh(1);
      await page.goto(server.url + 'index.html#/fng.weather');
      await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 60000 });
      // Settle: wait until no draw for 1 s.
      for (let last = -1, i = 0; i < 30; i++) {
        const d = await page.evaluate(() => window.__draws);
        if (d === last) break;
        last = d; await page.waitForTimeout(1000);
      }
      await page.evaluate(() => { window.__draws = 0; window.__frames = 0; });
      await page.waitForTimeout(IDLE_MS);
      const idle = await page.evaluate(() => ({ draws: window.__draws, frames: window.__frames }));
      // A scripted drag: 3 s of finger movement up and down the parameter panel.
      await page.evaluate(() => { window.__draws = 0; window.__frames = 0; });
      const t0 = Date.now();
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 700 }] });
      let i = 0;
      while (Date.now() - t0 < 3000) {
        const y = 400 + 300 * Math.cos(i++ / 10);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y }] });
        await page.waitForTimeout(16);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      const dragMs = Date.now() - t0;
      const drag = await page.evaluate(() => ({ draws: window.__draws, frames: window.__frames }));
      out.power = {
        idle: { seconds: IDLE_MS / 1000, draw_calls: idle.draws, frames: idle.frames, fps: idle.frames / (IDLE_MS / 1000) },
        drag: { seconds: dragMs / 1000, draw_calls: drag.draws, frames: drag.frames, fps: drag.frames / (dragMs / 1000), moves: i },
      };
      await context.close();
      console.log('\nPower                                      draw calls   frames     fps');
      console.log(`  idle ${IDLE_MS / 1000} s (goal 0 draw calls)${' '.repeat(15)} ${String(idle.draws).padStart(8)} ${String(idle.frames).padStart(8)} ${f(out.power.idle.fps).padStart(7)}`);
      console.log(`  scripted drag ${f(dragMs / 1000)} s${' '.repeat(22)} ${String(drag.draws).padStart(8)} ${String(drag.frames).padStart(8)} ${f(out.power.drag.fps).padStart(7)}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

// [SECTION] the HTML pages: the embed, the text view and share links, which answer from the
// compute-only module of the calculator's group. Cold loads as the app's, unthrottled, at 4× CPU
// throttle, and at 4× with the slow-4G network; the answer is the calculator's result on the page
// (its summary), the first visit every file whose download started before it.
async function pagesBench(fresh, url) {
  out.pages = {};
  const CONDITIONS = [['x1', 1, null, LOADS], ['x4', 4, null, LOADS], ['x4_slow4g', 4, SLOW_4G, Math.max(3, Math.ceil(LOADS / 2))]];
  for (const [name, link] of PAGES) {
    const row = { link };
    for (const [key, throttle, network, loads] of CONDITIONS) {
      const answer = [];
      for (let i = 0; i < loads; i++) {
        const { context, page } = await fresh(throttle, network);
        await context.addInitScript(ANSWER_PROBE);
        await page.goto(url + link);
        await page.waitForFunction(() => window.__answerAt !== undefined, null, { timeout: 120000 });
        const t = await page.evaluate(() => ({
          answer: window.__answerAt,
          fetched: [location.href, ...performance.getEntriesByType('resource').filter((e) => e.startTime <= window.__answerAt).map((e) => e.name)],
        }));
        answer.push(t.answer);
        if (key === 'x1' && i === 0) row.firstVisit = firstVisit(t.fetched);
        await context.close();
      }
      row[key] = { answer_ms: median(answer), loads, all_answer: answer };
    }
    out.pages[name] = row;
  }
  console.log(`\nHTML pages: the first answer on the page, ms (median of ${LOADS} cold loads; ${CONDITIONS[2][3]} on slow 4G)  unthrottled   4× CPU   4× + slow 4G   first visit KB gzip`);
  for (const [name, r] of Object.entries(out.pages)) {
    console.log(`  ${(name + ' ' + r.link).padEnd(62)} ${f(r.x1.answer_ms, 0).padStart(8)} ${f(r.x4.answer_ms, 0).padStart(9)} ${f(r.x4_slow4g.answer_ms, 0).padStart(13)} ${kb(r.firstVisit.gzip).padStart(12)}`);
  }
  for (const [name, r] of Object.entries(out.pages)) {
    const fv = r.firstVisit;
    console.log(`\nFirst visit of the ${name} (${r.link}): every file fetched before the first answer`);
    for (const x of fv.files) console.log(`  ${x.name.padEnd(34)} ${kb(x.raw).padStart(8)} ${kb(x.gzip).padStart(9)} ${kb(x.brotli).padStart(10)}`);
    console.log(`  ${'FIRST VISIT (goal ≤ 300 KB gzip)'.padEnd(34)} ${kb(fv.raw).padStart(8)} ${kb(fv.gzip).padStart(9)} ${kb(fv.brotli).padStart(10)}`);
  }
}

// [SECTION] compute in the browser: window.pointman.evaluate in Chromium, the same requests as
// pointman_bench (largest parameters or defaults, seeds 4242 + r). Chromium's clock is coarse
// (about 0.1 ms outside a cross-origin isolated page), so the median comes from timing batches of
// k calls (each batch ≥ 3 ms; median of 15 batch means) and the p99 from 200 single calls.
// V8 first runs a wasm function as Liftoff's quick code and, once it is hot, compiles it again with
// TurboFan on background threads: a calculator's first calls run the slower code while those
// threads take the cores from the page (traced: wall time up to 4× the page's own CPU time during
// a TurboFan compilation). So each calculator is timed twice: its first 200 calls after 10 (the
// cold p99, p99_cold_us: what a player's first drags meet), then, after a second of calls, the
// batches and another 200 single calls (p99_us: the same warm code as the median). Until this
// split the p99 came from the cold calls and the median from the warm ones.
// BENCH_CALCS=id,id… times only those calculators.
async function browserCompute(fresh, url) {
  const { context, page } = await fresh(1);
  await page.goto(url + 'index.html#/fng.weather');
  await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 120000 });
  const pick = process.env.BENCH_CALCS ? new Set(process.env.BENCH_CALCS.split(',')) : null;
  const ids = (await page.evaluate(() => window.pointman.list().map((c) => c.id))).filter((id) => !pick || pick.has(id));
  const rows = [];
  for (const id of ids) {
    const r = await page.evaluate(({ id, reps }) => {
      const pm = window.pointman;
      const desc = pm.describe(id);
      const p = {};
      for (const s of desc.params) {
        if (s.type === 'int' || s.type === 'number') p[s.name] = s.max;
        else if (s.type === 'enum') p[s.name] = s.choices[s.choices.length - 1].value;
        else if (s.type === 'bool') p[s.name] = true;
        else if (s.type === 'text') p[s.name] = 'x'.repeat(Math.min(s.max_length ?? s.max ?? 8, 64));
      }
      let params = p, used = 'largest';
      if (!pm.evaluate({ calc: id, params, seed: 4242 }).ok) { params = {}; used = 'defaults'; }
      const texts = [];
      for (let i = 0; i < reps; i++) texts.push(JSON.stringify({ calc: id, params, seed: 4242 + i }));
      const start = performance.now();
      for (let i = 0; i < 10; i++) pm.evaluate(texts[i]);
      const singles = () => {
        const t = [];
        for (let i = 0; i < reps; i++) { const t0 = performance.now(); pm.evaluate(texts[i]); t.push((performance.now() - t0) * 1000); }
        return t;
      };
      const cold = singles();
      for (let i = 0; performance.now() - start < 1000; i++) pm.evaluate(texts[i % reps]);
      const mean = cold.reduce((a, b) => a + b, 0) / reps;
      const k = Math.max(1, Math.min(2000, Math.ceil(3000 / Math.max(mean, 1))));
      const batches = [];
      for (let b = 0; b < 15; b++) {
        const t0 = performance.now();
        for (let j = 0; j < k; j++) pm.evaluate(texts[(b * k + j) % reps]);
        batches.push((performance.now() - t0) * 1000 / k);
      }
      return { id, params: used, cold, single: singles(), batches, k };
    }, { id, reps: 200 });
    rows.push({ id, params: r.params, median_us: median(r.batches), p99_us: pct(r.single, 0.99), single_median_us: median(r.single),
      p99_cold_us: pct(r.cold, 0.99), cold_median_us: median(r.cold), batch: r.k });
  }
  await context.close();
  out.browserCompute = { calculators: rows };
}

// [SECTION] compute: native and WebAssembly; memory
function largestParams(desc) {  // same rule as tests/bench/bench_main.cpp
  const p = {};
  for (const s of desc.params) {
    if (s.type === 'int' || s.type === 'number') p[s.name] = s.max;
    else if (s.type === 'enum') p[s.name] = s.choices[s.choices.length - 1].value;
    else if (s.type === 'bool') p[s.name] = true;
    else if (s.type === 'text') p[s.name] = 'x'.repeat(Math.min(s.max_length ?? 8, 64));
  }
  return p;
}

async function compute() {
  out.compute = { native: null, wasm: null };
  if (fs.existsSync(BENCH_EXE)) {
    out.compute.native = JSON.parse(execFileSync(BENCH_EXE, ['--reps', '200', '--tunnel-seconds', '2'], { encoding: 'utf8', maxBuffer: 64 << 20 }));
    // The six-dice question (six dice of fng.fire), request text to response text.
    out.compute.question = JSON.parse(execFileSync(BENCH_EXE, ['--question', JSON.stringify(QUESTION), '--only-question', '--reps', '5000'],
      { encoding: 'utf8' })).question ?? null;
  } else console.log(`(no ${BENCH_EXE}: native compute skipped)`);
  if (!fs.existsSync(NODE_MODULE)) { console.log(`(no ${NODE_MODULE}: wasm compute and memory skipped)`); return; }
  const require = createRequire(import.meta.url);
  const m = await require(NODE_MODULE)();
  const heap0 = m.HEAP8 ? m.HEAP8.buffer.byteLength : null;
  const calcs = [];
  const REPS = 200;
  for (const { id } of m.list()) {
    const desc = m.describe(id);
    let req = { calc: id, params: largestParams(desc), seed: 4242 };
    let used = 'largest';
    if (!m.evaluate(req).ok) { req = { calc: id, params: {}, seed: 4242 }; used = 'defaults'; }
    const text = JSON.stringify(req);
    const times = [];
    for (let r = 0; r < REPS; r++) {
      const t0 = performance.now();
      m.evaluate(text);
      times.push((performance.now() - t0) * 1000);
    }
    calcs.push({ id, params: used, median_us: median(times), p99_us: pct(times, 0.99) });
  }
  let tunnel = null;
  if (m.list().some((c) => c.id === 'fng.tunnel')) {
    let n = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < 2000) { m.evaluate({ calc: 'fng.tunnel', params: {}, seed: ++n }); }
    tunnel = n / ((performance.now() - t0) / 1000);
  }
  out.compute.wasm = { calculators: calcs, reps: REPS, tunnel_per_second: tunnel };
  out.memory = { heap_start_bytes: heap0, heap_peak_bytes: m.HEAP8 ? m.HEAP8.buffer.byteLength : null };

  const nat = new Map((out.compute.native?.calculators ?? []).map((c) => [c.id, c]));
  console.log('\nCompute: evaluate at the largest parameters (µs)   native median   p99   wasm median   p99');
  for (const c of calcs) {
    const n = nat.get(c.id) || {};
    console.log(`  ${(c.id + (c.params === 'defaults' ? ' (defaults)' : '')).padEnd(46)} ${f(n.median_us).padStart(10)} ${f(n.p99_us).padStart(7)} ${f(c.median_us).padStart(11)} ${f(c.p99_us).padStart(7)}`);
  }
  const worst = (list, k) => list.reduce((a, c) => (c[k] > a[k] ? c : a), list[0] || {});
  const wn = worst(out.compute.native?.calculators ?? [], 'p99_us'), ww = worst(calcs, 'p99_us');
  out.compute.summary = {
    native_median_of_medians_us: median((out.compute.native?.calculators ?? []).map((c) => c.median_us)),
    native_worst_p99: wn, wasm_median_of_medians_us: median(calcs.map((c) => c.median_us)), wasm_worst_p99: ww,
    over_goal_wasm: calcs.filter((c) => c.p99_us > 1000).map((c) => c.id),
  };
  console.log(`  worst p99: native ${wn.id} ${f(wn.p99_us)} µs; wasm ${ww.id} ${f(ww.p99_us)} µs (goal < 1000 µs)`);
  console.log(`  tunnel complexes per second: native ${f(out.compute.native?.tunnel_per_second, 0)}, wasm ${f(tunnel, 0)}`);
  console.log(`\nMemory: WebAssembly heap after every calculator: ${f(out.memory.heap_peak_bytes / 2 ** 20)} MB (start ${f(heap0 / 2 ** 20)} MB; goal < 32 MB)`);
}

// [SECTION] the size and speed targets, every figure from this run
function targets() {
  const nat = new Map((out.compute?.native?.calculators ?? []).map((c) => [c.id, c]));
  const bc = out.browserCompute?.calculators ?? [];
  const ratios = bc.filter((c) => nat.get(c.id)?.median_us > 0).map((c) => ({ id: c.id, ratio: c.median_us / nat.get(c.id).median_us }));
  const worstRatio = ratios.reduce((a, c) => (c.ratio > (a?.ratio ?? -1) ? c : a), null);
  const over = bc.filter((c) => c.p99_us > 1000);
  const worstP99 = bc.reduce((a, c) => (c.p99_us > (a?.p99_us ?? -1) ? c : a), null);
  const t = {
    first_visit_gzip_kb: out.firstVisit ? out.firstVisit.gzip / 1024 : null,
    pages: Object.fromEntries(Object.entries(out.pages ?? {}).map(([name, r]) => [name, {
      link: r.link, first_visit_gzip_kb: r.firstVisit.gzip / 1024, answer_ms_4x_slow4g: r.x4_slow4g?.answer_ms ?? null }])),
    browser_over_native_median: ratios.length ? median(ratios.map((r) => r.ratio)) : null,
    browser_over_native_worst: worstRatio,
    browser_p99_over_1ms: bc.length ? over.length : null,
    browser_p99_over_1ms_ids: over.map((c) => `${c.id} ${(c.p99_us / 1000).toFixed(1)} ms`),
    browser_worst_p99: worstP99 ? { id: worstP99.id, p99_us: worstP99.p99_us } : null,
    first_frame_ms: out.start?.x1?.first_frame_ms ?? null,
    first_frame_ms_throttled_4x: out.start?.x4?.first_frame_ms ?? null,
    ready_ms: out.start?.x1?.ready_ms ?? null,
    ready_ms_throttled_4x: out.start?.x4?.ready_ms ?? null,
    native_question_median_us: out.compute?.question?.median_us ?? null,
    native_median_of_medians_us: out.compute?.summary?.native_median_of_medians_us ?? null,
    idle_draw_calls: out.power?.idle?.draw_calls ?? null,
    heap_mb: out.memory?.heap_peak_bytes ? out.memory.heap_peak_bytes / 2 ** 20 : null,
  };
  out.targets = t;
  const row = (label, v, goal, met) => console.log(`  ${label.padEnd(64)} ${String(v).padStart(12)}   ${goal.padEnd(10)} ${v === '–' ? '' : met ? 'met' : 'NOT MET'}`);
  console.log('\nSize and speed targets (this run)                                           figure   goal');
  row('the canvas app\'s first visit, gzip -9 KB (index.html, every file before its first frame)', f(t.first_visit_gzip_kb), '≤ 400', t.first_visit_gzip_kb <= 400);
  for (const [name, p] of Object.entries(t.pages)) {
    row(`${name}: first visit before the first answer, gzip KB`, f(p.first_visit_gzip_kb), '≤ 300', p.first_visit_gzip_kb <= 300);
    row(`${name}: first answer ms, 4× CPU + slow 4G`, f(p.answer_ms_4x_slow4g, 0), '≤ 2000', p.answer_ms_4x_slow4g <= 2000);
  }
  row('browser / native: median over calculators of the median ratio', f(t.browser_over_native_median, 2), '≤ 3', t.browser_over_native_median <= 3);
  if (worstRatio) console.log(`    (largest ratio: ${worstRatio.id} ${worstRatio.ratio.toFixed(1)}×)`);
  row('calculators with browser p99 > 1 ms', t.browser_p99_over_1ms ?? '–', '0', t.browser_p99_over_1ms === 0);
  if (over.length) console.log(`    (${t.browser_p99_over_1ms_ids.join(', ')})`);
  row('canvas app\'s first frame ms, median, unthrottled / 4× CPU', `${f(t.first_frame_ms, 0)} / ${f(t.first_frame_ms_throttled_4x, 0)}`, '–', true);
  row('ready ms, median, unthrottled', f(t.ready_ms, 0), '≤ 300', t.ready_ms <= 300);
  row('ready ms, median, 4× CPU throttle', f(t.ready_ms_throttled_4x, 0), '≤ 1000', t.ready_ms_throttled_4x <= 1000);
  row('native six-dice question (fng.fire rep 4, 6 dice, open, impact 3, target rep 5) µs', f(t.native_question_median_us, 1), '≤ 10', t.native_question_median_us <= 10);
  row('native median of per-calculator medians µs (no slower than before)', f(t.native_median_of_medians_us, 1), '–', true);
  row('idle draw calls in 10 s', t.idle_draw_calls ?? '–', '0', t.idle_draw_calls === 0);
  row('WebAssembly heap MB after every calculator', f(t.heap_mb), '≤ 32', t.heap_mb <= 32);
}

if (only.has('size')) size();
if (only.has('start') || only.has('pages') || only.has('power') || only.has('compute') || only.has('chromium')) await browserBench();
if (only.has('compute') || only.has('memory')) await compute();
if (out.browserCompute) {
  const nat = new Map((out.compute?.native?.calculators ?? []).map((c) => [c.id, c]));
  console.log('\nCompute in Chromium: window.pointman.evaluate (µs)   native median   browser median   p99   ratio   cold p99');
  for (const c of out.browserCompute.calculators) {
    const n = nat.get(c.id) || {};
    console.log(`  ${(c.id + (c.params === 'defaults' ? ' (defaults)' : '')).padEnd(46)} ${f(n.median_us).padStart(10)} ${f(c.median_us).padStart(12)} ${f(c.p99_us, 0).padStart(8)} ${f(n.median_us ? c.median_us / n.median_us : NaN).padStart(7)} ${f(c.p99_cold_us, 0).padStart(10)}`);
  }
}
targets();
fs.mkdirSync(path.join(ROOT, 'build'), { recursive: true });
// A partial run (BENCH_ONLY) keeps the other sections of the last build/bench.json.
const file = path.join(ROOT, 'build/bench.json');
let merged = out;
if (process.env.BENCH_ONLY && fs.existsSync(file)) {
  try { merged = { ...JSON.parse(fs.readFileSync(file, 'utf8')), ...out }; } catch { merged = out; }
}
fs.writeFileSync(file, JSON.stringify(merged, null, 2) + '\n');
console.log(`\n${out.date} · ${out.machine.cores} cores · ${out.machine.cpu} · written to build/bench.json`);
