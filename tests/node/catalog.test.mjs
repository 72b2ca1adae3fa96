// The catalog through both front doors: the native CLI (`pointman search`, `pointman groups`) and
// the WebAssembly module (search(), groups(), presentValues()) give the same bytes, and the JS
// calls never throw on bad input.
import test from 'node:test';
import assert from 'node:assert/strict';
import { wasm, cli } from './helpers.mjs';

const QUERIES = [
  [['fire'], ''],
  [['shoot'], ''],
  [['vc', 'tunnel'], ''],
  [['p.38'], ''],
  [['2.5'], ''],
  [['Mêlée'], ''],
  [['fire'], 'skirmish'],
  [['assault'], 'sd'],
  [['nothing-matches-this-zzz'], ''],
];

test('search: CLI --json and wasm give the same bytes', async () => {
  const m = await wasm();
  for (const [words, ruleset] of QUERIES) {
    const args = ['search', ...words, '--json'];
    if (ruleset) args.push('--ruleset', ruleset);
    const native = cli(...args).replace(/\n$/, '');
    const web = m._searchJson(words.join(' '), ruleset);
    assert.equal(web, native, `${words.join(' ')} ${ruleset}`);
    const hits = JSON.parse(web);
    assert.ok(Array.isArray(hits));
    for (const h of hits) {
      for (const k of ['id', 'title', 'ruleset', 'group', 'group_title', 'citation', 'why']) assert.ok(k in h, k);
      if (ruleset) assert.equal(h.ruleset, ruleset);
    }
    assert.deepEqual(m.search(words.join(' '), ruleset), hits);
  }
  // Every calculator id finds itself.
  for (const { id } of m.list()) assert.ok(m.search(id).some((h) => h.id === id), id);
});

test('search: the human form lists title, id and group of each match', async () => {
  const m = await wasm();
  const hits = m.search('fire');
  const lines = cli('search', 'fire').trimEnd().split('\n');
  assert.equal(lines.length, hits.length);
  lines.forEach((line, i) => assert.equal(line, `${hits[i].title}\t${hits[i].id}\t${hits[i].group_title}`));
  assert.match(cli('search', 'nothing-matches-this-zzz'), /no calculator matches/);
});

test('groups: CLI --json and wasm give the same bytes; every listed group exists', async () => {
  const m = await wasm();
  const native = cli('groups', '--json').replace(/\n$/, '');
  assert.equal(m._groupsJson(), native);
  const groups = m.groups();
  assert.ok(groups.length > 0);
  const known = new Set(groups.map((g) => `${g.ruleset}/${g.id}`));
  for (const c of m.list()) assert.ok(known.has(`${c.ruleset}/${c.group}`), `${c.id} in ${c.group}`);
  assert.equal(cli('groups').trimEnd().split('\n').length, groups.length);
});

test('presentValues: a response becomes labelled text; bad input gives []', async () => {
  const m = await wasm();
  const r = m.evaluate({ calc: 'fng.fire', params: {} });
  const shown = m.presentValues(r);
  assert.ok(Array.isArray(shown) && shown.length > 0);
  for (const v of shown) {
    assert.equal(typeof v.text, 'string');
    assert.doesNotMatch(v.text, /(^|[^0-9.])0\.[0-9]{3,}/);
  }
  assert.deepEqual(m.presentValues(JSON.stringify(r)), shown);
  for (const bad of [undefined, null, 42, 'nonsense', '{', [], { ok: false }, '['.repeat(100000)]) {
    assert.deepEqual(m.presentValues(bad), []);
  }
  const cyclic = {}; cyclic.self = cyclic;
  assert.deepEqual(m.presentValues(cyclic), []);
  for (const bad of [undefined, null, 42, {}, ['fire']]) assert.deepEqual(m.search(bad), []);
  assert.deepEqual(m.search(''), []);
  assert.ok(Array.isArray(m.search('fire', 42)));
});

test('readings: CLI --json and wasm give the same bytes, and readings() parses them', async () => {
  const m = await wasm();
  const native = cli('readings', '--json').replace(/\n$/, '');
  assert.equal(m._readingsJson(), native);
  const readings = m.readings();
  assert.ok(readings.length > 0);
  const ids = new Set(m.list().map((c) => c.id));
  for (const r of readings) for (const id of r.calculators) assert.ok(ids.has(id), `reading ${r.number}: ${id}`);
});
