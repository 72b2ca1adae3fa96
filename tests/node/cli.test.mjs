// The native command line as the contract describes it (contract/calculators.md, "One request,
// three front doors"): responses on stdout, exit 0 even for ok:false, exit 2 only for unusable
// arguments. Spawns POINTMAN_CLI or build/native/pointman (relative to the repository root).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.resolve(root, process.env.POINTMAN_CLI || 'build/native/pointman');

function run(...args) {
  const r = spawnSync(cli, args, { encoding: 'utf8', timeout: 20000 });
  if (r.error) throw r.error;
  return { code: r.status, out: r.stdout, err: r.stderr };
}
function evalJson(...args) {
  const r = run('eval', ...args);
  assert.equal(r.code, 0, `exit code for eval ${args.join(' ')}: ${r.err}`);
  return { text: r.out, json: JSON.parse(r.out) };
}

// Independent reference: the FNG-T78 rows (p.38) from the 36 faces of 2d6, + 1 in the monsoon,
// totals of 12 or more on row "12" (12+). Returns {key: count out of 36}.
function rowCounts(monsoon) {
  const counts = {};
  for (let k = 2; k <= 12; k++) counts[String(k)] = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) counts[String(Math.min(12, a + b + (monsoon ? 1 : 0)))] += 1;
  return counts;
}
const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
const fraction = (n, d) => (n === 0 ? '0' : n === d ? '1' : `${n / gcd(n, d)}/${d / gcd(n, d)}`);

test('eval JSON: late July is monsoon, 11 rows "2".."12" with exact fractions (FNG p.38)', () => {
  const { json } = evalJson('{"calc":"fng.weather","params":{"month":7,"half":"late"}}');
  assert.equal(json.ok, true);
  assert.equal(json.calc, 'fng.weather');
  assert.equal(json.generator, 1);
  assert.deepEqual(json.params, {
    month: 7, half: 'late', mission: 'search-and-destroy', turns: 0, variable_rule: 'first-roll',
  });
  assert.deepEqual(json.outcomes.map((o) => o.key), ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  const counts = rowCounts(true);
  let sum36 = 0;
  for (const o of json.outcomes) {
    assert.equal(o.exact, fraction(counts[o.key], 36), `row ${o.key}`);
    assert.ok(Math.abs(o.p - counts[o.key] / 36) < 1e-15);
    assert.equal(typeof o.label, 'string');
    sum36 += counts[o.key];
  }
  assert.equal(sum36, 36);
  assert.equal(json.outcomes[0].exact, '0'); // a raw 2 cannot happen with the +1
  assert.equal(json.values.monsoon, true);
  assert.ok(json.modifiers.some((m) => m.value === '+1' && m.rule === 'FNG p.38 note (1)'));
  assert.equal(typeof json.summary, 'string');
  assert.equal(json.roll, undefined);
});

test('eval JSON: January is not monsoon and follows plain 2d6', () => {
  const { json } = evalJson('{"calc":"fng.weather","params":{"month":1}}');
  assert.equal(json.values.monsoon, false);
  const counts = rowCounts(false);
  for (const o of json.outcomes) assert.equal(o.exact, fraction(counts[o.key], 36));
});

test('eval ID key=value --seed N is the same request as the JSON form', () => {
  const a = evalJson('fng.weather', 'month=7', 'half=late', '--seed', '12345');
  const b = evalJson('{"calc":"fng.weather","params":{"month":7,"half":"late"},"seed":12345}');
  assert.equal(a.text, b.text);
  const { roll } = a.json;
  assert.equal(a.json.seed, 12345);
  assert.equal(roll.dice.length, 2);
  for (const d of roll.dice) assert.ok(d >= 1 && d <= 6);
  assert.equal(roll.key, String(Math.min(12, roll.dice[0] + roll.dice[1] + 1)));
  assert.ok(['north', 'west', 'east', 'south'].includes(roll.wind.from));
});

test('a seeded request with turns 20 gives the same bytes every time', () => {
  const req = '{"calc":"fng.weather","params":{"month":8,"half":"early","turns":20},"seed":2024}';
  const first = evalJson(req).text;
  for (let i = 0; i < 3; i++) assert.equal(evalJson(req).text, first);
  const { json } = evalJson(req);
  assert.equal(json.roll.turns.length, 20);
  json.roll.turns.forEach((t, i) => {
    assert.equal(t.turn, i + 1);
    assert.ok(['day', 'night'].includes(t.light));
    assert.ok(['clear', 'overcast', 'rain', 'heavy-rain'].includes(t.weather));
  });
  // key=value form: same bytes.
  assert.equal(evalJson('fng.weather', 'month=8', 'turns=20', '--seed', '2024').text, first);
});

test('every error code comes back as ok:false with exit 0', () => {
  const cases = [
    [['{"calc":'], 'bad_json'],
    [['[1,2,3]'], 'bad_json'],
    [['{"calc":"fng.nope"}'], 'unknown_calc'],
    [['{"calc":"fng.weather","params":{"colour":"red"}}'], 'unknown_param'],
    [['{"params":{"month":7}}'], 'missing_param'],
    [['{"calc":"fng.weather","params":{"month":"July"}}'], 'bad_type'],
    [['{"calc":"fng.weather","params":{"month":13}}'], 'out_of_range'],
    [['{"calc":"fng.weather","params":{"half":"middle"}}'], 'out_of_range'],
    [['{"calc":"fng.weather","seed":4294967296}'], 'out_of_range'],
    [['fng.nope'], 'unknown_calc'],
    [['fng.weather', 'colour=red'], 'unknown_param'],
    [['fng.weather', 'month=July'], 'bad_type'],
    [['fng.weather', 'month=0'], 'out_of_range'],
  ];
  for (const [args, code] of cases) {
    const { json } = evalJson(...args);
    assert.equal(json.ok, false, args.join(' '));
    assert.equal(json.error.code, code, args.join(' '));
    assert.equal(typeof json.error.message, 'string');
  }
  const { json } = evalJson('{"calc":"fng.weather","params":{"month":13}}');
  assert.deepEqual(json.error, { code: 'out_of_range', param: 'month', message: 'month must be 1 to 12' });
});

test('unusable command lines exit 2', () => {
  for (const args of [
    [],
    ['bogus'],
    ['eval'],
    ['eval', 'fng.weather', 'month'],
    ['eval', '{"calc":"fng.weather"}', 'extra'],
    ['eval', '{"calc":"fng.weather"}', '--seed', '1'],
    ['eval', 'fng.weather', '--seed', 'abc'],
    ['eval', 'fng.weather', '--seed', '-1'],
    ['describe'],
  ]) {
    assert.equal(run(...args).code, 2, JSON.stringify(args));
  }
});

test('list --json and list', () => {
  const r = run('list', '--json');
  assert.equal(r.code, 0);
  const list = JSON.parse(r.out);
  const w = list.find((e) => e.id === 'fng.weather');
  // The contract's keys first, in order; the catalog's group keys after them.
  assert.deepEqual(Object.keys(w), ['id', 'title', 'ruleset', 'family', 'citation', 'group', 'group_title', 'group_order']);
  assert.equal(w.ruleset, 'fng');
  assert.equal(w.family, 'weather');
  assert.match(w.citation, /FNG p\.38/);
  const text = run('list');
  assert.equal(text.code, 0);
  assert.ok(text.out.split('\n').some((l) => l.startsWith('fng.weather\t')));
  assert.equal(text.out.trim().split('\n').length, list.length);
});

test('describe fng.weather shows the contract parameters; describe of an unknown id is ok:false', () => {
  const r = run('describe', 'fng.weather');
  assert.equal(r.code, 0);
  const d = JSON.parse(r.out);
  assert.equal(d.ok, true);
  assert.equal(d.ordered, true);
  const byName = Object.fromEntries(d.params.map((p) => [p.name, p]));
  assert.deepEqual(d.params.slice(0, 4).map((p) => p.name), ['month', 'half', 'mission', 'turns']);
  assert.deepEqual([byName.month.min, byName.month.max, byName.month.default], [1, 12, 1]);
  assert.deepEqual(byName.half.choices.map((c) => c.value), ['early', 'late']);
  assert.equal(byName.half.default, 'early');
  assert.deepEqual(byName.mission.choices.map((c) => c.value).sort(), [
    'attack', 'defend', 'fighting-patrol', 'perimeter-patrol', 'probe', 'recon-patrol', 'search-and-destroy',
  ]);
  assert.equal(byName.mission.default, 'search-and-destroy');
  assert.deepEqual([byName.turns.min, byName.turns.max, byName.turns.default], [0, 60, 0]);
  const bad = run('describe', 'fng.nope');
  assert.equal(bad.code, 0);
  assert.equal(JSON.parse(bad.out).error.code, 'unknown_calc');
});

// Acceptance: the same seeded request gives the same bytes natively and in WebAssembly. Runs when
// the Node build of the module exists (ci/test builds it before the Node tests).
const wasmPath = path.resolve(root, process.env.POINTMAN_NODE_MODULE || 'build/web-cmake/pointman_node.js');
test('native CLI and the WebAssembly module answer with the same bytes',
  { skip: existsSync(wasmPath) ? false : `no ${wasmPath}` }, async () => {
    const createPointman = createRequire(import.meta.url)(wasmPath);
    const mod = await createPointman();
    const requests = [
      '{"calc":"fng.weather","params":{"month":7,"half":"late"}}',
      '{"calc":"fng.weather","params":{"month":7,"half":"late","turns":20},"seed":12345}',
      '{"calc":"fng.weather","params":{"month":3,"mission":"probe","turns":60,"variable_rule":"start-clear"},"seed":4294967295}',
      '{"calc":"fng.weather","params":{"month":13}}',
      '{"calc":',
    ];
    for (let seed = 0; seed < 20; seed++)
      requests.push(`{"calc":"fng.weather","params":{"month":${1 + (seed % 12)},"turns":20},"seed":${seed * 7919}}`);
    for (const req of requests) {
      const native = evalJson(req).text.replace(/\n$/, '');
      assert.equal(mod._evaluateJson(req), native, req);
      // The JS API (object in, object out) gives the same response as well.
      if (req.endsWith('}')) assert.deepEqual(mod.evaluate(JSON.parse(req)), JSON.parse(native), req);
    }
  });
