// The hostile corpus of issue 38 (tests/hostile/make-corpus.mjs), run (a) natively through the
// CLI's batch and (b) in WebAssembly under Node through the module's JS API, with the module (or
// the CLI process) checked alive after each class; and (c) the fuzzers' seed corpora
// (tests/fuzz/corpus/*) replayed through the WebAssembly module the way each fuzz target reads
// them. The browser run is tests/browser/hostile_corpus.test.mjs.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, CLI, wasm } from './helpers.mjs';
import { makeCorpus, runClass, corpusInputs, ALIVE } from '../hostile/make-corpus.mjs';

const BUDGET_MS = Number(process.env.POINTMAN_HOSTILE_BUDGET_MS || 3000);  // one input, a loaded machine

let corpus = null;
async function classes() {
  corpus = corpus || makeCorpus(corpusInputs(ROOT, await wasm()));
  return corpus;
}

test('hostile corpus, natively: every request through `pointman batch`, the process alive after each class', async () => {
  const faults = [];
  for (const cls of await classes()) {
    const items = cls.items.filter((i) => i.kind === 'request' && i.native !== false);
    if (!items.length) continue;
    // The answers the items are compared with come from the same process, after the class.
    const refs = [...new Set(items.filter((i) => i.expect.answer).map((i) => JSON.stringify(i.expect.answer)))];
    const lines = [...items.map((i) => i.text), ...refs, JSON.stringify(ALIVE)];
    const t0 = Date.now();
    const run = spawnSync(CLI, ['batch'], { input: lines.join('\n') + '\n', encoding: 'utf8', maxBuffer: 256 << 20 });
    const ms = Date.now() - t0;
    if (run.status !== 0) {
      faults.push(`${cls.name}: the CLI ended with ${run.signal || 'exit ' + run.status} (${(run.stderr || '').slice(0, 200)})`);
      continue;
    }
    const out = run.stdout.split('\n').filter((l) => l.length);
    if (out.length !== lines.length) { faults.push(`${cls.name}: ${out.length} answers for ${lines.length} lines`); continue; }
    const answers = new Map(lines.map((l, i) => [l, JSON.parse(out[i])]));
    const want = answers.get(JSON.stringify(ALIVE));
    const cli = {
      evaluate: (r) => answers.get(typeof r === 'string' ? r : JSON.stringify(r)),
      presentValues: () => [],
    };
    assert.equal(want.ok, true);
    const r = runClass(cli, { ...cls, items }, want, ALIVE, 0);
    faults.push(...r.faults);
    if (ms > 10 * BUDGET_MS) faults.push(`${cls.name}: the batch took ${ms} ms`);
  }
  assert.deepEqual(faults, []);
});

test('hostile corpus, WebAssembly under Node: clear errors or correct answers, the module alive after each class', async () => {
  const m = await wasm();
  const want = m.evaluate(ALIVE);
  assert.equal(want.ok, true);
  const faults = [];
  const times = [];
  for (const cls of await classes()) {
    const r = runClass(m, cls, want, ALIVE, BUDGET_MS);
    faults.push(...r.faults);
    times.push(`${cls.name} ${r.slowest} ms`);
  }
  test.diagnostic?.(`slowest input per class: ${times.join(', ')}`);
  assert.deepEqual(faults, []);
});

// [SECTION] the fuzzers' corpora, replayed through the WebAssembly module
const CORPUS = path.join(ROOT, 'tests/fuzz/corpus');
const CODES = ['bad_json', 'bad_type', 'missing_param', 'unknown_calc', 'unknown_param', 'out_of_range',
  'not_possible', 'needs_table', 'needs_dice'];
function checkResponse(r, what) {
  assert.equal(typeof r.ok, 'boolean', what);
  if (!r.ok) { assert.ok(CODES.includes(r.error.code), `${what}: ${JSON.stringify(r.error)}`); return; }
  const sum = (r.outcomes || []).reduce((s, o) => s + o.p, 0);
  if ((r.outcomes || []).length) assert.ok(Math.abs(sum - 1) <= 1e-9, `${what}: outcomes sum to ${sum}`);
}
function files(dir) {
  const d = path.join(CORPUS, dir);
  return fs.existsSync(d) ? fs.readdirSync(d).sort().map((f) => [f, fs.readFileSync(path.join(d, f))]) : [];
}

test('the fuzzers\' corpora replayed through the WebAssembly module, as each fuzz target reads them', async () => {
  const m = await wasm();
  const want = m.evaluate(ALIVE);
  const calcs = m.list().map((c) => c.id);
  const tableCalc = corpusInputs(ROOT, m).tableCalc;
  const tableIds = Object.keys(tableCalc);
  let n = 0;
  for (const [f, bytes] of files('request')) {  // tests/fuzz/fuzz_request.cpp
    const text = bytes.subarray(1).toString('utf8');
    if (bytes[0] & 1) {
      const r = m.evaluate(text);
      checkResponse(r, `request/${f}`);
      assert.ok(Array.isArray(m.presentValues(r)) && Array.isArray(m.presentValues(text)));
      assert.ok(Array.isArray(m.search(text, bytes[0] & 2 ? 'fng' : '')));
      const link = m.linkForRequest(text);
      assert.equal(typeof link, 'string');
      if (link) m.requestFromLink(link);
    } else if (text.length) {
      let params = null;
      try { params = JSON.parse(text.slice(1)); } catch { params = null; }
      if (!params || typeof params !== 'object' || Array.isArray(params)) continue;
      const req = { calc: calcs[(bytes[0] >> 1) % calcs.length], params };
      if (text.charCodeAt(0) & 1) req.seed = (bytes[1] * 16777619) >>> 0;
      checkResponse(m.evaluate(req), `request/${f}`);
    }
    n++;
  }
  for (const [f, bytes] of files('link')) {  // tests/fuzz/fuzz_link.cpp
    const req = m.requestFromLink(bytes.toString('utf8'));
    if (req.ok === false) { checkResponse(req, `link/${f}`); n++; continue; }
    checkResponse(m.evaluate(req), `link/${f}`);
    const back = m.requestFromLink(m.linkForRequest(req));
    assert.notEqual(back.ok, false, `link/${f}: our own link decodes`);
    n++;
  }
  for (const [f, bytes] of files('store')) {  // tests/fuzz/fuzz_store.cpp
    const text = bytes.toString('utf8');
    const r = m.checkStore(text);
    assert.equal(typeof r.ok, 'boolean', `store/${f}`);
    if (r.ok) assert.equal(m.checkStore(JSON.stringify(r.store)).ok, true, `store/${f}: its own result reads again`);
    assert.equal(typeof m.checkImport(text).ok, 'boolean');
    n++;
  }
  for (const [f, bytes] of files('tables')) {  // tests/fuzz/fuzz_tables.cpp: first byte picks the table id
    let t = null;
    try { t = JSON.parse(bytes.subarray(1).toString('utf8')); } catch { t = null; }
    if (t === null) continue;
    const id = tableIds[bytes[0] % tableIds.length];
    checkResponse(m.evaluate({ calc: tableCalc[id], tables: { [id]: t } }), `tables/${f}`);
    n++;
  }
  assert.ok(n > 100, `${n} corpus files replayed`);
  assert.deepEqual(m.evaluate(ALIVE), want, 'the module answers correctly after the replay');
});
