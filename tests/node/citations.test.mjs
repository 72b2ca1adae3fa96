// No internal note id where a player reads, and the Pointman readings.
//
// Code comments carry note ids of the rules digests for developers ("digest E-36", "FNG-T78",
// "FNG-A6", "VS-13", "SD-A4", "TCS-A12", "ambiguity 12" …). No player can look those up in a book,
// and nothing rewrites a response on the way out: a string literal or a data text that names one
// fails here. For every calculator in the registry this test asks `describe` and `evaluate` at its
// defaults, at its largest values, at every choice of every enum and with every switch flipped,
// without a seed and with seeds, and finds no such id in any text a player reads. Identifiers a
// link or a program uses are not text a player reads and are left out: object keys, the echoed
// request parameters, a choice's value, a parameter's default, and values.table (the table-roller's
// parameter value, part of the contract). Runs in about 5 s with the native CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, cli } from './helpers.mjs';
import { batch } from './dice_helpers.mjs';

// Every scheme of note id the code has used: digest, E-nn (FNG ambiguity notes), FNG-Tnn / FNG-Ann,
// VS-n / VS-An, SD-Tn / SD-An, TCS-Tn / TCS-An, SO-Tn / SO-An, "ambiguity N", "§9", and the bare
// FNG table shorthand "T78", "T29-T32".
const NOTE_ID = /\bdigest\b|\b(?:FNG|VS|SD|TCS|SO)-[AT]?\d+\b|\bE-\d+\b|\bambiguity \d+|§\s?9\b|\bT\d{1,3}\b/;
const SKIP_KEYS = new Set(['id', 'calc', 'key', 'link', 'name', 'default', 'table', 'ruleset', 'family', 'group', 'type', 'kind', 'exact']);

// The strings of a response a player may read, with where they are.
function playerTexts(j, where = '', inChoices = false, out = []) {
  if (typeof j === 'string') out.push([where, j]);
  else if (Array.isArray(j)) j.forEach((e, i) => playerTexts(e, `${where}[${i}]`, inChoices, out));
  else if (j && typeof j === 'object') {
    for (const [k, v] of Object.entries(j)) {
      if (SKIP_KEYS.has(k) || (inChoices && k === 'value')) continue;
      if (where === '' && k === 'params' && !Array.isArray(v)) continue; // the echoed request
      playerTexts(v, `${where}.${k}`, k === 'choices', out);
    }
  }
  return out;
}

const calcs = JSON.parse(cli('list', '--json'));
const describes = new Map(calcs.map(({ id }) => [id, JSON.parse(cli('describe', id))]));

function sweepRequests() {
  const reqs = [];
  for (const [id, d] of describes) {
    const largest = {};
    const variants = [{}];
    for (const p of d.params) {
      if ((p.type === 'int' || p.type === 'number') && p.max !== undefined) largest[p.name] = p.max;
      if (p.choices) for (const ch of p.choices) variants.push({ [p.name]: ch.value });
      if (p.type === 'bool') variants.push({ [p.name]: !p.default });
    }
    variants.push(largest);
    for (const params of variants) {
      reqs.push({ calc: id, params });
      if (d.generator) for (const seed of [1, 2, 3]) reqs.push({ calc: id, params, seed });
    }
  }
  return reqs;
}
const requests = sweepRequests();
const responses = batch(requests).map((t) => JSON.parse(t));

test('no describe or evaluate output names an internal note id', () => {
  const bad = [];
  for (const [id, d] of describes)
    for (const [where, s] of playerTexts(d)) if (NOTE_ID.test(s)) bad.push(`describe ${id}${where}: ${s.slice(0, 200)}`);
  for (const { id, title, citation } of calcs)
    for (const s of [title, citation]) if (NOTE_ID.test(s)) bad.push(`list ${id}: ${s}`);
  requests.forEach((req, i) => {
    for (const [where, s] of playerTexts(responses[i]))
      if (NOTE_ID.test(s)) bad.push(`${JSON.stringify(req)}${where}: ${s.slice(0, 200)}`);
  });
  assert.ok(requests.length > 1000, `a full sweep (${requests.length} requests)`);
  const ids = new Set(bad.map((b) => b.split(' ')[0] + b.split(' ')[1]));
  assert.deepEqual(bad.slice(0, 40), [], `${bad.length} texts in ${ids.size} places still name a note id:\n${bad.slice(0, 40).join('\n')}`);
});

test('search does not find calculators by table codes', () => {
  assert.deepEqual(JSON.parse(cli('search', 'T78', '--json')), []);
  assert.ok(JSON.parse(cli('search', 'weather', '--json')).some((h) => h.id === 'fng.weather'));
});

const registry = JSON.parse(readFileSync(path.join(ROOT, 'data/readings/readings.json'), 'utf8')).readings;

test('the readings registry is well formed and the CLI lists it whole', () => {
  assert.ok(registry.length >= 20, `${registry.length} readings`);
  registry.forEach((r, i) => {
    // A player sees these numbers: 1, 2, 3 … with none skipped (engineers working in parallel take
    // numbers from separate blocks; the merge closes the gaps).
    assert.equal(r.number, i + 1, `reading ${r.number} is number ${i + 1} in the list`);
    for (const k of ['title', 'text', 'cite']) assert.ok(typeof r[k] === 'string' && r[k].length > 3, `${r.number}.${k}`);
    assert.ok(!NOTE_ID.test(r.title + r.text + r.cite), `reading ${r.number} names a note id`);
    assert.ok(Array.isArray(r.calculators) && r.calculators.length > 0, `reading ${r.number} has calculators`);
    for (const c of r.calculators) assert.ok(describes.has(c), `reading ${r.number}: no calculator ${c}`);
    assert.ok(Array.isArray(r.notes) && r.notes.length > 0, `reading ${r.number} has the developers' note ids`);
  });
  const listed = JSON.parse(cli('readings', '--json'));
  assert.deepEqual(listed, registry.map(({ number, title, text, cite, calculators }) => ({ number, title, text, cite, calculators })));
});

test('every reading is used by its calculators and named in their results; every reading named exists', () => {
  const named = new Map(); // calc id → readings named in its describe or results
  const add = (id, list) => { if (!named.has(id)) named.set(id, new Set()); for (const n of list) named.get(id).add(n); };
  const known = new Set(registry.map((r) => r.number));
  const check = (label, j) => {
    assert.ok(Array.isArray(j.readings), `${label}: a readings list`);
    for (const n of j.readings) assert.ok(known.has(n), `${label}: reading ${n} does not exist`);
    // The text says "Pointman reading N" exactly for the readings listed.
    const inText = new Set([...JSON.stringify(j).matchAll(/Pointman reading (\d+)/g)].map((m) => Number(m[1])));
    assert.deepEqual([...inText].sort(), [...j.readings].sort(), `${label}: readings in the text and the list agree`);
  };
  for (const [id, d] of describes) { check(`describe ${id}`, d); add(id, d.readings); }
  requests.forEach((req, i) => {
    const r = responses[i];
    if (!r.ok) return;
    check(JSON.stringify(req), r);
    add(req.calc, r.readings);
  });
  for (const r of registry)
    for (const c of r.calculators)
      assert.ok(named.get(c)?.has(r.number), `reading ${r.number} (${r.title}) never appears in ${c}'s results`);
  for (const [id, set] of named)
    for (const n of set) assert.ok(registry.find((x) => x.number === n).calculators.includes(id), `${id} names reading ${n}, which does not list it`);
});
