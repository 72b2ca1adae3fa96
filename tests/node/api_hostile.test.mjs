// The JS API against hostile arguments (issue 38): nothing is copied into the module's heap before
// its size is checked (a 30-million-character request leaves the heap as it was and gets the
// core's own "too large" error), a value 20,000 levels deep or one that cannot be written as JSON
// gets the entry point's documented failure (never an exception), and the module still answers
// correctly after each.
import test from 'node:test';
import assert from 'node:assert/strict';
import { wasm } from './helpers.mjs';

const REQ = { calc: 'fng.weather', params: { month: 7 }, seed: 12 };
function heapBytes(m) { return m.HEAPU8.buffer.byteLength; }
let reference = null;
async function alive(m, what) {
  reference = reference || m.evaluate(REQ);
  assert.equal(reference.ok, true);
  assert.deepEqual(m.evaluate(REQ), reference, `the module answers correctly after ${what}`);
}
function deep(n) {
  let v = { calc: 'fng.weather' };
  for (let i = 0; i < n; i++) v = { x: v };
  return v;
}

// Every entry point taking the caller's data, with the failure its documentation promises.
const ENTRIES = {
  evaluate: (m, a) => { const r = m.evaluate(a); assert.equal(r.ok, false); assert.equal(typeof r.error.code, 'string'); assert.equal(typeof r.error.message, 'string'); },
  evaluateText: (m, a) => { const r = JSON.parse(m.evaluateText(a)); assert.equal(r.ok, false); assert.equal(typeof r.error.code, 'string'); },
  linkForRequest: (m, a) => { assert.equal(m.linkForRequest(a), ''); },
  requestFromLink: (m, a) => { const r = m.requestFromLink(a); assert.equal(r.ok, false); assert.equal(typeof r.error.code, 'string'); },
  presentValues: (m, a) => { assert.deepEqual(m.presentValues(a), []); },
  present: (m, a) => { const r = m.present(a); assert.equal(r.ok, false); assert.equal(typeof r.error, 'string'); },
  oddsRequest: (m, a) => { assert.equal(m.oddsRequest(a, a), null); },
  checkStore: (m, a) => { const r = m.checkStore(a); assert.equal(r.ok, false); assert.equal(typeof r.reason, 'string'); assert.equal(typeof r.message, 'string'); },
  checkImport: (m, a) => { const r = m.checkImport(a); assert.equal(r.ok, false); assert.equal(typeof r.message, 'string'); },
  describe: (m, a) => { const r = m.describe(a); assert.equal(r.ok, false); assert.equal(typeof r.error.code, 'string'); },
  search: (m, a) => { assert.ok(Array.isArray(m.search(a))); },
};

test('a 30-million-character request is refused before it reaches the heap, with the core\'s error', async () => {
  const m = await wasm();
  await alive(m, 'start');
  const huge = 'x'.repeat(30e6);
  // The core's own answer to a request one byte over the limit (the same words for any size).
  const core = JSON.parse(m._evaluateJson('x'.repeat(256 * 1024 + 1)));
  assert.equal(core.error.message, 'the request is too large');
  const before = heapBytes(m);
  const got = m.evaluate(huge);
  assert.equal(heapBytes(m), before, 'evaluate: the heap did not grow');
  assert.deepEqual(got, core);
  assert.deepEqual(m.evaluate({ calc: 'fng.weather', note: huge }), core);
  assert.deepEqual(JSON.parse(m.evaluateText(huge)), core);
  assert.deepEqual(m.evaluate('{"calc":"fng.weather","x":"' + '\u00e9'.repeat(131072) + '"}'), core, 'counted in UTF-8 bytes');
  ENTRIES.linkForRequest(m, huge);
  ENTRIES.linkForRequest(m, { calc: 'fng.weather', note: huge });
  ENTRIES.requestFromLink(m, '#/fng.weather?x=' + huge);
  ENTRIES.presentValues(m, huge);
  ENTRIES.present(m, huge);
  ENTRIES.oddsRequest(m, huge);
  ENTRIES.checkStore(m, huge);
  assert.equal(m.checkStore(huge).reason, 'too_large');
  ENTRIES.checkImport(m, huge);
  ENTRIES.describe(m, huge);
  ENTRIES.search(m, huge);
  assert.equal(heapBytes(m), before, 'the heap did not grow');
  await alive(m, 'huge requests');
});

test('a value 20,000 levels deep: no exception, and the module lives on (it died after 21 calls)', async () => {
  const m = await wasm();
  const v = deep(20000);
  const text = '{"x":'.repeat(20000) + '{"calc":"fng.weather"}' + '}'.repeat(20000);  // (JSON.stringify overflows)
  for (let i = 0; i < 40; i++) {
    for (const [name, check] of Object.entries(ENTRIES)) {
      if (name === 'describe' || name === 'search') continue;
      check(m, v);
      check(m, text);
    }
  }
  assert.equal(m.evaluate(v).error.message, 'the request is nested too deeply');
  assert.equal(m._linkForRequestJson(text), '', 'the binding checks the depth itself before parsing');
  await alive(m, 'deep values');
  // At the limit it still works.
  const ok = { calc: 'fng.weather', params: { month: 7 } };
  let at = ok;
  for (let i = 0; i < 30; i++) at = { x: at };
  assert.ok(m.linkForRequest(ok).startsWith('#/fng.weather'));
  assert.equal(typeof m.linkForRequest(at), 'string');
});

test('arguments that cannot be written as JSON give each entry point its documented failure', async () => {
  const m = await wasm();
  const cyclic = { calc: 'fng.weather' }; cyclic.self = cyclic;
  const cyclicArray = []; cyclicArray.push(cyclicArray);
  const throwing = { calc: 'fng.weather', get params() { throw new Error('no'); } };
  const badString = { toString() { throw new Error('no'); }, toJSON() { throw new Error('no'); } };
  const proxy = new Proxy({}, { ownKeys() { throw new Error('no'); }, get() { throw new Error('no'); } });
  const wide = {}; for (let i = 0; i < 300000; i++) wide['k' + i] = i;
  const shared = [0]; let dag = shared; for (let i = 0; i < 31; i++) dag = [dag, dag];  // 2^31 paths
  const hostile = {
    cycle: cyclic, 'cyclic array': cyclicArray, bigint: 10n, 'bigint inside': { calc: 'fng.weather', seed: 1n },
    function: () => 1, symbol: Symbol('s'), 'throwing getter': throwing, 'throwing toString': badString,
    'throwing proxy': proxy, 'too many keys': wide, 'shared 2^31 times': dag, undefined: undefined,
  };
  for (const [what, arg] of Object.entries(hostile)) {
    for (const [name, check] of Object.entries(ENTRIES)) {
      try {
        check(m, arg);
      } catch (e) {
        // search and describe take strings only and answer [] / bad_type for the rest: fine. Any
        // other throw is the defect.
        assert.fail(`${name}(${what}) threw or answered wrongly: ${e.message}`);
      }
    }
    await alive(m, what);
  }
});
