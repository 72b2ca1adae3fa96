// The hostile corpus of issue 38: the classes of input a hostile club page, a damaged phone or a
// careless script sends, generated here (nothing stored), and the one runner that puts a class
// through the JS API and checks every answer. Used by tests/node/hostile_corpus.test.mjs (the
// native CLI and the WebAssembly module under Node) and tests/browser/hostile_corpus.test.mjs
// (Chromium). Every input must get a clear error code or a correct answer, within a time budget;
// after each class the module must still answer a normal request correctly.
//   node tests/hostile/make-corpus.mjs [OUT_DIR]   writes each class's requests as a batch file
//                                                 (one request a line) for `pointman batch`
//
// An item: {kind, text, expect, native?}
//   kind   'request' (evaluate), 'link' (requestFromLink, then evaluate), 'store' (checkStore),
//          'import' (checkImport)
//   expect {error: [codes]}         refused with one of these codes (store: reasons)
//          {answer: REQUEST, warn?} answered, with the same outcomes as REQUEST; `warn`: a word the
//                                   response's "warnings" must contain (an unknown field, a link key)
//          {ok: true}               (store/import) accepted
//   native false: not sent to the CLI's batch (only requests are; a line must hold no newline)
import fs from 'node:fs';
import path from 'node:path';

export const ALIVE = { calc: 'fng.weather', params: { month: 7, half: 'late' }, seed: 4242 };
export const MAX_REQUEST = 256 * 1024;
const BASE = { calc: 'fng.weather', params: { month: 7 } };
const base = (extra) => JSON.stringify({ ...BASE, ...extra });
const baseText = base({}).slice(0, -1);  // '{"calc":"fng.weather","params":{"month":7}' + ...

// An object of `n` unknown keys "k0".."k(n-1)" at the request's top level, as text.
function manyKeys(n, where) {
  const keys = [];
  for (let i = 0; i < n; i++) keys.push(`"k${i}":${i}`);
  if (where === 'params') return `{"calc":"fng.weather","params":{${keys.join(',')}}}`;
  if (where === 'nested') return `${baseText},"extra":{${keys.join(',')}}}`;
  return `${baseText},${keys.join(',')}}`;
}
// The most keys that keep the text within `bytes`.
function keysWithin(bytes, where) {
  let lo = 1, hi = bytes;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (manyKeys(mid, where).length <= bytes) lo = mid; else hi = mid - 1;
  }
  return manyKeys(lo, where);
}
function nested(depth, inner = '1') {
  return '['.repeat(depth) + inner + ']'.repeat(depth);
}

// `examples`: {crt, deviation} example tables (data/soldiers/example-crt.json,
// data/skirmish/example-deviation.json); `tableCalc`: {tableId: a calculator reading it}.
export function makeCorpus({ examples, tableCalc }) {
  const classes = [];
  const add = (name, items) => classes.push({ name, items });
  const ERR = (...codes) => ({ error: codes });

  // 1. Numbers with hundreds of zeros after "0." (RapidJSON 1.1.0 crashed from 348 on; read
  // 324-347 as about -1e300), in an unknown field, a parameter and the seed.
  const zeros = (n) => '0.' + '0'.repeat(n) + '1';
  add('long-zero numbers', [320, 323, 324, 330, 347, 348, 349, 400, 4000].flatMap((n) => [
    { kind: 'request', text: `${baseText},"x":${zeros(n)}}`, expect: { answer: BASE, warn: 'x' } },
    { kind: 'request', text: `{"calc":"fng.weather","params":{"month":${zeros(n)}}}`, expect: ERR('bad_type', 'out_of_range') },
    { kind: 'request', text: `${baseText},"seed":${zeros(n)}}`, expect: ERR('bad_type', 'out_of_range') },
    { kind: 'request', text: `${baseText},"x":[${zeros(n)},-${zeros(n)}e-5]}`, expect: { answer: BASE, warn: 'x' } },
    // beyond a double's range: refused as a number JSON cannot carry here, or read and answered
    { kind: 'request', text: `${baseText},"x":1${'0'.repeat(n)}}`, expect: { error: ['bad_json'], orAnswer: true } },
  ]));

  // 2. Objects of many keys, up to the 256 KB limit (parsed in time proportional to the square of
  // their keys before): unknown top-level fields, unknown parameters, a nested unknown object.
  add('many-keys objects', [
    { kind: 'request', text: manyKeys(1000), expect: { answer: BASE, warn: 'k0' } },
    { kind: 'request', text: keysWithin(MAX_REQUEST), expect: { answer: BASE, warn: 'k0' } },
    { kind: 'request', text: keysWithin(MAX_REQUEST, 'params'), expect: ERR('unknown_param') },
    { kind: 'request', text: keysWithin(MAX_REQUEST, 'nested'), expect: { answer: BASE, warn: 'extra' } },
  ]);

  // 3. Deep nesting: at the limit (32) answered, past it refused before the parser recurses.
  add('deep nesting', [
    { kind: 'request', text: `${baseText},"x":${nested(30)}}`, expect: { answer: BASE, warn: 'x' } },
    { kind: 'request', text: `${baseText},"x":${nested(40)}}`, expect: ERR('bad_json') },
    { kind: 'request', text: `${baseText},"x":${nested(20000)}}`, expect: ERR('bad_json') },
    { kind: 'request', text: `${baseText},"x":${'{"a":'.repeat(50000)}1${'}'.repeat(50000)}}`, expect: ERR('bad_json') },
    { kind: 'request', text: '['.repeat(100000), expect: ERR('bad_json') },
    { kind: 'link', text: `#/fng.weather?month=${'['.repeat(5000)}`, expect: ERR('bad_type', 'bad_json', 'out_of_range') },
  ]);

  // 4. Integers of 2^32 and above where the core narrows them: a table's die, a row's roll, the
  // player's own faces, a parameter (a die of 4294967302 was read as 6).
  const big = ['4294967296', '4294967302', '18446744073709551616', '9007199254740993', '-4294967290'];
  const items4 = [];
  for (const n of big) {
    const crt = { ...examples.crt, die: 0 };  // replaced by the exact integer below
    items4.push({ kind: 'request', text: JSON.stringify({ calc: tableCalc['soldiers.crt'], tables: { 'soldiers.crt': crt } }).replace('"die":0', `"die":${n}`),
      expect: ERR('needs_table') });
    const dev = JSON.parse(JSON.stringify(examples.deviation));
    dev.rows[0].roll = 0;  // replaced by the exact integer below
    items4.push({ kind: 'request', text: JSON.stringify({ calc: tableCalc['skirmish.deviation'], tables: { 'skirmish.deviation': dev } }).replace('"roll":0', `"roll":${n}`),
      expect: ERR('needs_table') });
    items4.push({ kind: 'request', text: `{"calc":"fng.activation","dice":[${n}]}`, expect: ERR('out_of_range', 'bad_type') });
    items4.push({ kind: 'request', text: `{"calc":"fng.weather","params":{"month":${n}}}`, expect: ERR('out_of_range', 'bad_type') });
    items4.push({ kind: 'link', text: `#/fng.activation?rolled=${n}`, expect: ERR('out_of_range', 'bad_type') });
  }
  add('huge integers', items4);

  // 5. A NUL byte, and bytes after the request (everything after a NUL was silently ignored).
  const good = base({});
  add('NUL and trailing bytes', [
    { kind: 'request', text: good + '\u0000', expect: ERR('bad_json') },
    { kind: 'request', text: good + '\u0000{"calc":"fng.fire"}', expect: ERR('bad_json') },
    { kind: 'request', text: good.slice(0, 10) + '\u0000' + good.slice(10), expect: ERR('bad_json') },
    { kind: 'request', text: good + ' x', expect: ERR('bad_json') },
    { kind: 'request', text: good + '{}', expect: ERR('bad_json') },
    { kind: 'request', text: good + ' \t ', expect: { answer: BASE } },
    { kind: 'request', text: good + '\n', expect: { answer: BASE }, native: false },
    { kind: 'link', text: '#/fng.weather?month=7\u0000&month=1', expect: ERR('bad_type', 'bad_json', 'out_of_range', 'unknown_param') },
  ]);

  // 6. Unknown top-level fields: answered, and said in "warnings" (never dropped silently, never
  // refused: the contract only grows).
  add('unknown fields', [
    { kind: 'request', text: base({ sed: 5 }), expect: { answer: BASE, warn: 'sed' } },
    { kind: 'request', text: base({ Seed: 5, paramz: { month: 1 } }), expect: { answer: BASE, warn: 'paramz' } },
    { kind: 'request', text: base({ ['x'.repeat(5000)]: 1 }), expect: { answer: BASE, warn: 'xxxx' } },
  ]);

  // 7. Link keys: unknown, empty, repeated, and `gen` (a roll made with another generator version
  // was re-rolled without a word).
  add('bad link keys', [
    { kind: 'link', text: '#/fng.weather?month=7&seed=5&gen=999', expect: { answer: { ...BASE, seed: 5 }, warn: 'gen' } },
    { kind: 'link', text: '#/fng.weather?month=7&seed=5&gen=abc', expect: { error: ['bad_type', 'out_of_range'], orWarn: 'gen' } },
    { kind: 'link', text: '#/fng.weather?month=7&seed=', expect: ERR('bad_type', 'out_of_range') },
    { kind: 'link', text: '#/fng.weather?month=7&zzz=1', expect: ERR('unknown_param') },
    { kind: 'link', text: '#/fng.weather?month=7&month=8', expect: { error: ['bad_type', 'out_of_range', 'bad_json'], orAnswer: true } },
    { kind: 'link', text: '#/fng.weather?' + 'a=1&'.repeat(2000), expect: ERR('unknown_param', 'bad_json') },
    { kind: 'link', text: '#/fng.weather?month=%ZZ', expect: ERR('bad_type', 'out_of_range', 'bad_json') },
    { kind: 'link', text: '#/' + 'x'.repeat(5000), expect: ERR('bad_json', 'unknown_calc') },
  ]);

  // 8. Requests over the 256 KB limit: refused with the same words whatever their size.
  add('oversize requests', [
    { kind: 'request', text: `${baseText},"x":"${'y'.repeat(MAX_REQUEST)}"}`, expect: ERR('bad_json'), message: 'the request is too large' },
    { kind: 'request', text: ' '.repeat(MAX_REQUEST) + good, expect: ERR('bad_json'), message: 'the request is too large' },
    { kind: 'request', text: `${baseText},"x":"${'\u00e9'.repeat(MAX_REQUEST / 2)}"}`, expect: ERR('bad_json'), message: 'the request is too large' },
    { kind: 'request', text: 'x'.repeat(4 << 20), expect: ERR('bad_json'), message: 'the request is too large' },
  ]);

  // 9. Saved files: damaged, from the future, too large, too deep, with a bad or oversized table.
  const store = (extra) => JSON.stringify({ app: 'pointman', schema: 1, presets: {}, history: {}, tables: {}, settings: {}, ...extra });
  const badCrt = { ...examples.crt, columns: ['1:1', '1:1'] };
  const hugeTable = { ...examples.deviation, note: 'x'.repeat(300 * 1024) };
  add('bad saved files', [
    { kind: 'store', text: '{"app":"pointman","schema":1', expect: ERR('corrupt') },
    { kind: 'store', text: store({ schema: 99 }), expect: ERR('future') },
    { kind: 'store', text: store({ x: 'y'.repeat(5 << 20) }), expect: ERR('too_large') },
    { kind: 'store', text: `{"app":"pointman","schema":1,"x":${nested(20000)}}`, expect: ERR('corrupt') },
    { kind: 'store', text: store({}) + '\u0000junk', expect: ERR('corrupt') },
    { kind: 'store', text: store({ tables: { 'soldiers.crt': badCrt } }), expect: { ok: true } },  // stored work always loads
    { kind: 'import', text: store({ tables: { 'soldiers.crt': badCrt } }), expect: { refused: 'soldiers.crt' } },
    { kind: 'import', text: store({ tables: { 'skirmish.deviation': hugeTable } }), expect: { refused: 'skirmish.deviation' } },
    { kind: 'import', text: store({ tables: { 'soldiers.crt': { ...examples.crt, die: 4294967302 } } }), expect: { refused: 'soldiers.crt' } },
    { kind: 'import', text: store({ tables: { 'soldiers.crt': examples.crt } }), expect: { ok: true } },
    { kind: 'import', text: store({ presets: { 'fng.weather': [{ name: 'x', params: { month: 99 } }] } }), expect: { refused: 'month' } },
  ]);

  // 10. Arguments a script hands the JS API that cannot be written as JSON (built by the runner:
  // they cannot travel as data).
  add('unserialisable JS arguments', [{ kind: 'jsargs' }]);
  return classes;
}

// Puts one class through `api` (the module's JS API) and returns the faults found ([] = all
// good), the time of the slowest item, and whether the module still answers `alive` as `want`.
// Self-contained (no outside names): the browser test hands it to the page as it is.
export function runClass(api, cls, want, alive, budgetMs) {
  const CODES = ['bad_json', 'bad_type', 'missing_param', 'unknown_calc', 'unknown_param', 'out_of_range',
    'not_possible', 'needs_table', 'needs_dice'];
  const faults = [];
  let slowest = 0;
  const short = (t) => (typeof t === 'string' ? JSON.stringify(t.length > 80 ? t.slice(0, 60) + `…(${t.length} chars)` : t) : String(t));
  function wellFormed(r, what) {
    if (!r || typeof r !== 'object' || typeof r.ok !== 'boolean') return faults.push(`${what}: not a response`), false;
    if (!r.ok) {
      if (!r.error || !CODES.includes(r.error.code) || typeof r.error.message !== 'string') faults.push(`${what}: no clear error code (${JSON.stringify(r.error)})`);
      return true;
    }
    let sum = 0;
    for (const o of r.outcomes || []) sum += o.p;
    if ((r.outcomes || []).length && Math.abs(sum - 1) > 1e-9) faults.push(`${what}: outcomes sum to ${sum}`);
    return true;
  }
  function same(r, request, what) {
    const ref = api.evaluate(request);
    if (JSON.stringify(r.outcomes) !== JSON.stringify(ref.outcomes) || JSON.stringify(r.values) !== JSON.stringify(ref.values))
      faults.push(`${what}: answered, but not as ${JSON.stringify(request)} is`);
  }
  function warns(r, word) { return JSON.stringify(r.warnings || r.notices || '').includes(word); }
  function checkAnswer(r, expect, what) {
    if (!wellFormed(r, what)) return;
    if (expect.error) {
      if (r.ok) {
        if (expect.orAnswer) return;
        if (expect.orWarn && warns(r, expect.orWarn)) return;
        faults.push(`${what}: answered; expected the error ${expect.error.join(' or ')}`);
      } else if (!expect.error.includes(r.error.code)) {
        faults.push(`${what}: error ${r.error.code}; expected ${expect.error.join(' or ')}`);
      }
      return;
    }
    if (!r.ok) return faults.push(`${what}: refused (${r.error.code}: ${r.error.message}); expected an answer`);
    same(r, expect.answer, what);
    if (expect.warn && !warns(r, expect.warn)) faults.push(`${what}: answered without a warning naming "${expect.warn}"`);
  }
  for (const item of cls.items) {
    const what = `${cls.name}: ${item.kind} ${short(item.text)}`;
    const t0 = Date.now();
    try {
      if (item.kind === 'request') {
        const r = api.evaluate(item.text);
        checkAnswer(r, item.expect, what);
        if (item.message && r && r.error && r.error.message !== item.message) faults.push(`${what}: "${r.error.message}", not "${item.message}"`);
        if (!Array.isArray(api.presentValues(r))) faults.push(`${what}: presentValues gave no list`);
      } else if (item.kind === 'link') {
        const req = api.requestFromLink(item.text);
        if (req && req.ok === false) checkAnswer(req, item.expect, what);
        else {
          const r = api.evaluate(req);
          // a link's notices may come with the request or with its answer
          if (item.expect.warn && req && !warns(r, item.expect.warn) && warns(req, item.expect.warn)) r.warnings = req.warnings || req.notices;
          checkAnswer(r, item.expect, what);
          const again = api.linkForRequest(req);
          if (typeof again !== 'string') faults.push(`${what}: linkForRequest gave no string`);
        }
      } else if (item.kind === 'store' || item.kind === 'import') {
        const r = item.kind === 'store' ? api.checkStore(item.text) : api.checkImport(item.text);
        if (!r || typeof r.ok !== 'boolean') faults.push(`${what}: not a result`);
        else if (item.expect.ok && !r.ok) faults.push(`${what}: refused (${r.message}); expected it accepted`);
        else if (item.expect.error && (r.ok || !item.expect.error.includes(r.reason))) faults.push(`${what}: ${r.ok ? 'accepted' : r.reason}; expected ${item.expect.error.join(' or ')}`);
        else if (item.expect.refused && (r.ok || !String(r.message).includes(item.expect.refused))) faults.push(`${what}: ${r.ok ? 'accepted' : r.message}; expected it refused, naming ${item.expect.refused}`);
      } else if (item.kind === 'jsargs') {
        const cyclic = { calc: 'fng.weather' }; cyclic.self = cyclic;
        const throwing = { calc: 'fng.weather', get params() { throw new Error('getter'); } };
        let deep = { calc: 'fng.weather' };
        for (let i = 0; i < 20000; i++) deep = { x: deep };
        const args = { cycle: cyclic, bigint: { calc: 'fng.weather', seed: BigInt(1) }, fn: () => 1, symbol: Symbol('s'),
          'throwing getter': throwing, 'throwing toString': { toString() { throw new Error('ts'); }, toJSON() { throw new Error('tj'); } },
          deep, huge: 'x'.repeat(20e6) };
        for (const [name, a] of Object.entries(args)) {
          const calls = {
            evaluate: () => { const r = api.evaluate(a); return r && r.ok === false && CODES.includes(r.error.code); },
            linkForRequest: () => api.linkForRequest(a) === '',
            requestFromLink: () => { const r = api.requestFromLink(a); return r && r.ok === false; },
            presentValues: () => Array.isArray(api.presentValues(a)),
            checkStore: () => { const r = api.checkStore ? api.checkStore(a) : { ok: false }; return r && r.ok === false; },
            search: () => Array.isArray(api.search(a)),
            describe: () => { const r = api.describe(a); return r && r.ok === false; },
          };
          for (const [fn, call] of Object.entries(calls)) {
            try { if (!call()) faults.push(`${cls.name}: ${fn}(${name}) did not give its documented failure`); } catch (e) { faults.push(`${cls.name}: ${fn}(${name}) threw ${e && e.name}: ${e && e.message}`); }
          }
          // 25 deep calls killed the module before: call the one that did, again and again
          if (name === 'deep') for (let i = 0; i < 30; i++) try { api.linkForRequest(a); } catch (e) { faults.push(`${cls.name}: linkForRequest(deep) threw on call ${i}`); break; }
        }
      }
    } catch (e) {
      faults.push(`${what}: threw ${e && e.name}: ${e && e.message}`);
    }
    const ms = Date.now() - t0;
    slowest = Math.max(slowest, ms);
    if (budgetMs && ms > budgetMs && item.kind !== 'jsargs') faults.push(`${what}: took ${ms} ms (budget ${budgetMs} ms)`);
  }
  let alive_ok = false;
  try { alive_ok = JSON.stringify(api.evaluate(alive)) === JSON.stringify(want); } catch (e) { alive_ok = false; }
  if (!alive_ok) faults.push(`${cls.name}: the module no longer answers a normal request correctly`);
  return { faults, slowest, alive: alive_ok };
}

// The examples and the calculator reading each table, from the repository and a module's API.
export function corpusInputs(root, api) {
  const read = (f) => JSON.parse(fs.readFileSync(path.join(root, 'data', f), 'utf8'));
  const tableCalc = {};
  for (const c of api.list()) for (const t of api.describe(c.id).tables || []) tableCalc[t.id] = tableCalc[t.id] || c.id;
  return { examples: { crt: read('soldiers/example-crt.json'), deviation: read('skirmish/example-deviation.json') }, tableCalc };
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const out = process.argv[2] || 'build/hostile-corpus';
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const { wasm } = await import('../node/helpers.mjs');
  const classes = makeCorpus(corpusInputs(root, await wasm()));
  fs.mkdirSync(out, { recursive: true });
  for (const c of classes) {
    const lines = c.items.filter((i) => i.kind === 'request' && i.native !== false).map((i) => i.text);
    if (lines.length) fs.writeFileSync(path.join(out, c.name.replace(/\W+/g, '-') + '.jsonl'), lines.join('\n') + '\n');
  }
  console.log(`${classes.length} classes, ${classes.reduce((n, c) => n + c.items.length, 0)} inputs; batch files in ${out}`);
}
