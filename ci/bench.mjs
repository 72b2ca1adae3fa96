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

const GOALS = { gzipTotalKB: 300, idleDraws: 0, computeMs: 1, heapMB: 32 };
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
function size() {
  const files = fs.readdirSync(SITE).filter((n) => fs.statSync(path.join(SITE, n)).isFile()).sort();
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
  let ready = false;
  Object.defineProperty(window, 'pointmanReady', {
    configurable: true,
    get() { return ready; },
    set(v) { if (v && !ready) window.__readyAt = performance.now(); ready = v; },
  });
})();`;

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
  async function fresh(throttle) {
    const context = await browser.newContext(device);  // new context = empty cache: a cold load
    await context.addInitScript(DRAW_PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    return { context, page, cdp };
  }
  try {
    if (only.has('start')) {
      out.start = {};
      for (const throttle of [1, 4]) {
        const first = [], ready = [];
        for (let i = 0; i < LOADS; i++) {
          const { context, page } = await fresh(throttle);
          await page.goto(server.url + 'index.html#/fng.weather');
          await page.waitForFunction(() => window.pointmanReady === true && window.__firstDraw !== null, null, { timeout: 120000 });
          const t = await page.evaluate(() => ({ first: window.__firstDraw, ready: window.__readyAt }));
          first.push(t.first); ready.push(t.ready);
          await context.close();
        }
        out.start[`x${throttle}`] = { first_frame_ms: median(first), ready_ms: median(ready), loads: LOADS, all_first: first, all_ready: ready };
      }
      console.log(`\nStart (median of ${LOADS} cold loads, phone 390×844 DPR 3)   first frame   pointman ready`);
      for (const k of ['x1', 'x4']) console.log(`  CPU ${k === 'x1' ? 'unthrottled' : '4× throttled'}${' '.repeat(k === 'x1' ? 35 : 34)} ${f(out.start[k].first_frame_ms, 0).padStart(8)} ms ${f(out.start[k].ready_ms, 0).padStart(11)} ms`);
    }
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

if (only.has('size')) size();
if (only.has('start') || only.has('power')) await browserBench();
if (only.has('compute') || only.has('memory')) await compute();
fs.mkdirSync(path.join(ROOT, 'build'), { recursive: true });
// A partial run (BENCH_ONLY) keeps the other sections of the last build/bench.json.
const file = path.join(ROOT, 'build/bench.json');
let merged = out;
if (process.env.BENCH_ONLY && fs.existsSync(file)) {
  try { merged = { ...JSON.parse(fs.readFileSync(file, 'utf8')), ...out }; } catch { merged = out; }
}
fs.writeFileSync(file, JSON.stringify(merged, null, 2) + '\n');
console.log(`\n${out.date} · ${out.machine.cores} cores · ${out.machine.cpu} · written to build/bench.json`);
