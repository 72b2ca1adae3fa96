// Regenerates the seed corpora in tests/fuzz/corpus/ from the registry, through the native CLI:
//   node tests/fuzz/make-corpus.mjs [path/to/pointman]     (or --hostile: only issue 38's seeds)
// request/: per calculator, a raw request (first byte odd = "raw text" in fuzz_request.cpp) at
//           defaults, with a seed, and with every parameter at its largest value;
// link/:    per calculator, its share link at defaults, with a seed, and at the largest values;
// store/:   saved stores with presets and history for every calculator and the example tables;
// tables/:  each example table under each table id of its kind (first byte = index into
//           pm::tables::known_table_ids(), see core/contract/tables/user_tables.cpp).
// Files are named after the calculator so a change of registry shows up in the diff.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const CLI = process.argv[2] || process.env.POINTMAN_CLI || path.join(ROOT, 'build/native/pointman');
const OUT = path.join(ROOT, 'tests/fuzz/corpus');
const cli = (...a) => JSON.parse(execFileSync(CLI, a, { encoding: 'utf8', maxBuffer: 64 << 20 }));

// Largest value of every parameter (the bench uses the same rule): Int/Number max, the last enum
// choice, true, the longest allowed text of 'x'.
export function largestParams(desc) {
  const p = {};
  for (const s of desc.params) {
    if (s.type === 'int' || s.type === 'number') p[s.name] = s.max;
    else if (s.type === 'enum') p[s.name] = s.choices[s.choices.length - 1].value;
    else if (s.type === 'bool') p[s.name] = true;
    else if (s.type === 'text') p[s.name] = 'x'.repeat(Math.min(s.max_length ?? 8, 64));
  }
  return p;
}

function write(dir, name, text) {
  fs.mkdirSync(path.join(OUT, dir), { recursive: true });
  fs.writeFileSync(path.join(OUT, dir, name), text);
}

function main() {
  const list = cli('list', '--json');
  const descs = list.map((c) => cli('describe', c.id));
  const RAW = '\x01';  // fuzz_request: odd first byte → the rest is the raw request text
  const presets = {}, history = {};
  for (const d of descs) {
    const id = d.id;
    const big = largestParams(d);
    write('request', `${id}.json`, RAW + JSON.stringify({ calc: id, params: {} }));
    write('request', `${id}.seed.json`, RAW + JSON.stringify({ calc: id, params: {}, seed: 20260 }));
    write('request', `${id}.max.json`, RAW + JSON.stringify({ calc: id, params: big, seed: 4294967295 }));
    const q = (o) => Object.entries(o).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');
    write('link', id, `#/${id}`);
    write('link', `${id}.seed`, `#/${id}?seed=7`);
    write('link', `${id}.max`, `#/${id}?${q(big)}&seed=4294967295`);
    presets[id] = [{ name: 'largest', params: big }];
    history[id] = [{ seed: 7, params: {}, key: '', dice: [1, 6], time: 1763769600 }];
  }
  const examples = {
    crt: ['sd/example-crt.json', 'soldiers/example-crt.json'],
    suppress: ['skirmish/example-weapons.json'],
    deviation: ['skirmish/example-deviation.json'],
    roll: ['tcs/example-roll-table.json'],
  };
  // Order of pm::tables::known_table_ids().
  const ids = [['sd.points-crt', 'crt'], ['sd.casualty-crt', 'crt'], ['soldiers.crt', 'crt'],
    ['skirmish.weapons', 'suppress'], ['skirmish.deviation', 'deviation'], ['skirmish.off-table', 'deviation'],
    ['tcs.area-fire', 'roll'], ['tcs.point-artillery', 'roll'], ['tcs.at-roll', 'roll'],
    ['sd.vehicle-defense', 'roll'], ['skirmish.grenades', 'suppress']];
  const tables = {};
  ids.forEach(([id, kind], i) => {
    for (const f of examples[kind]) {
      const text = fs.readFileSync(path.join(ROOT, 'data', f), 'utf8');
      write('tables', `${id}.${path.basename(f, '.json')}`, String.fromCharCode(i) + text);
      tables[id] ??= JSON.parse(text);
    }
  });
  // Stores of a few calculators each (small seeds mutate faster; -max_len allows 256 KB).
  const ids2 = Object.keys(presets);
  for (let i = 0, part = 1; i < ids2.length; part++) {
    const pick = (o, keys) => Object.fromEntries(keys.map((k) => [k, o[k]]));
    let n = 1, text = '';
    for (; i + n <= ids2.length; n++) {
      const keys = ids2.slice(i, i + n);
      const t = JSON.stringify({ app: 'pointman', schema: 1, presets: pick(presets, keys), history: pick(history, keys), tables: {}, settings: { theme: 'dark' } });
      if (t.length > 4000 && n > 1) break;
      text = t;
    }
    write('store', `calculators-${String(part).padStart(2, '0')}.json`, text);
    i += Math.max(1, n - 1);
  }
  for (const [id, t] of Object.entries(tables))
    write('store', `tables-${id}.json`, JSON.stringify({ app: 'pointman', schema: 1, presets: {}, history: {}, tables: { [id]: t }, settings: {} }));
  console.log(`corpus: ${descs.length} calculators → request/, link/, store/; ${ids.length} table ids → tables/`);
  hostile();
}

// The defects of issue 38, each as a seed (ci/fuzz's -max_len is the 256 KB request limit):
// numbers RapidJSON 1.1.0 crashed on (348 zeros after "0.") or misread (324 to 347), a NUL with a
// request after it, nesting past the limit, objects of many keys (read in quadratic time before),
// table integers of 2^32 and above (wrapped to small ones), rows past -10 to 40, a link's gen.
export function hostile() {
  const RAW = '\x01';
  const keys = (n) => '{' + Array.from({ length: n }, (_, i) => `"k${i}":${i % 7}`).join(',') + '}';
  const zeros = (n) => '0.' + '0'.repeat(n) + '1';
  write('request', 'issue38-zeros-348.json', RAW + `{"calc":"fng.weather","x":${zeros(348)}}`);
  write('request', 'issue38-zeros-330.json', RAW + `{"calc":"fng.weather","params":{"month":${zeros(330)}}}`);
  write('request', 'issue38-number-forms.json', RAW + '{"calc":"fng.fire","params":{"rep":4.0e0,"dice":6E-0},"seed":1e0,"n":[-0,0e400,1e-400,18446744073709551616,-9223372036854775809,179769313486231570' + '0'.repeat(291) + ']}');
  write('request', 'issue38-nul.json', RAW + '{"calc":"fng.weather","seed":3}\0{"calc":"fng.fire"}');
  write('request', 'issue38-trailing.json', RAW + '{"calc":"fng.weather"} {"calc":"fng.fire"}');
  write('request', 'issue38-deep.json', RAW + '{"calc":"fng.weather","params":' + '['.repeat(40) + ']'.repeat(40) + '}');
  write('request', 'issue38-unknown-field.json', RAW + '{"calc":"fng.weather","sed":5,"generator":1,"seed":4}');
  write('request', 'issue38-many-keys.json', RAW + `{"calc":"fng.weather","x":${keys(12000)}}`);
  write('request', 'issue38-repeated-keys.json', RAW + `{"calc":"fng.weather","params":{"month":2,"month":3},"x":${keys(40).replace('}', ',"k0":"last"}')}}`);
  write('store', 'issue38-many-keys.json', `{"app":"pointman","schema":1,"settings":${keys(12000)}}`);
  write('link', 'issue38-gen', '#/fng.fire?seed=5&gen=1');
  write('link', 'issue38-gen-text', '#/fng.fire?rolled=4.5&gen=abc');
  // Table ids by their index in pm::tables::known_table_ids(): 0 sd.points-crt, 3 skirmish.weapons,
  // 4 skirmish.deviation, 6 tcs.area-fire.
  const big = 4294967302;
  write('tables', 'issue38-crt-die', '\x00' + JSON.stringify({ die: big, columns: ['1:1'], rows: ['1', '2', '3', '4', '5', '6'], cells: [['X'], ['X'], ['X'], ['X'], ['X'], ['X']] }));
  write('tables', 'issue38-suppress-face', '\x03' + '{"weapons":[{"id":"rifle","suppress":[4294967302]}]}');
  write('tables', 'issue38-deviation-roll', '\x04' + '{"die":4294967302,"rows":[{"roll":1,"direction":"on"},{"roll":18446744073709551615,"direction":"left"}]}');
  write('tables', 'issue38-rows-41', '\x06' + JSON.stringify({ columns: ['result'], rows: ['39', '40', '41'], cells: [['a'], ['b'], ['c']] }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--hostile') hostile();  // only the seeds above, without a CLI
  else main();
}
