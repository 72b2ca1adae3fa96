// The golden responses: what every calculator answers to a fixed set of requests, one readable file
// per calculator (tests/golden/<ruleset>/<id>.json). record.mjs writes them; the test
// tests/node/contract_golden.test.mjs asks the CLI the same requests and compares byte for byte,
// showing the calculator, the request and the changed lines. Both use this module, so they always
// make the same requests and print them the same way.
//
// The requests of one calculator come from its describe() alone (and, for the player's dice, from
// its own seeded roll), so a calculator with a new parameter or a new calculator shows up as
// requests the files do not hold yet (re-record, and read the diff).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, CLI, cli } from '../node/helpers.mjs';
import { batch } from '../node/dice_helpers.mjs';
import { extremeParams, SEEDS } from '../node/dice_cases.mjs';

export const GOLDEN_DIR = path.join(ROOT, 'tests/golden');
export const fileOf = (spec) => path.join(GOLDEN_DIR, spec.ruleset, `${spec.id}.json`);

// Every calculator's describe(), in list order (one CLI process each, four at a time).
export async function specs() {
  const ids = JSON.parse(cli('list', '--json')).map((c) => c.id);
  const run = promisify(execFile);
  const out = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const i = next++;
      out[i] = JSON.parse((await run(CLI, ['describe', ids[i]], { maxBuffer: 64 << 20 })).stdout);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return out;
}

// The requests that need no answer first: defaults; smallest and largest values (every number at
// its min or max, every choice at its first or last, every flag off or on); each parameter alone at
// its extremes (a number at min and max, a choice at its first and last, a flag flipped; values
// equal to the default are left out); with the player's tables (each table's invented example)
// where the calculator reads them; the seeds at the defaults and largest values. Text parameters
// keep their defaults. Then the calculator's requests in earlier-requests.json. A request already
// made under another label is not made again.
const earlier = JSON.parse(readFileSync(path.join(GOLDEN_DIR, 'earlier-requests.json'), 'utf8')).requests;
const sameRequest = (r) => JSON.stringify({ ...r, params: Object.fromEntries(Object.entries(r.params).sort()) });
function firstRequests(spec) {
  const out = [];
  const made = new Set();
  const add = (label, req) => {
    const r = { calc: spec.id, ...req };
    if (made.has(sameRequest(r))) return;
    made.add(sameRequest(r));
    out.push({ label, req: r });
  };
  const largest = extremeParams(spec, 'largest');
  add('defaults', { params: {} });
  add('smallest values', { params: extremeParams(spec, 'smallest') });
  add('largest values', { params: largest });
  for (const p of spec.params) {
    const one = (what, value) => {
      if (value !== p.default) add(`${p.name} ${what}`, { params: { [p.name]: value } });
    };
    if (p.type === 'int' || p.type === 'number') {
      one('at its min', p.min);
      one('at its max', p.max);
    } else if (p.type === 'enum') {
      one('at its first choice', p.choices[0].value);
      one('at its last choice', p.choices[p.choices.length - 1].value);
    } else if (p.type === 'bool') {
      one(p.default ? 'off' : 'on', !p.default);
    }
  }
  if (spec.tables && spec.tables.length) {
    const tables = Object.fromEntries(spec.tables.map((t) => [t.id, t.example]));
    add("the player's tables (the examples)", { params: {}, tables });
    add(`the player's tables, seed ${SEEDS[0]}`, { params: {}, tables, seed: SEEDS[0] });
  }
  for (const seed of SEEDS) add(`seed ${seed}`, { params: {}, seed });
  for (const seed of SEEDS) add(`largest values, seed ${seed}`, { params: largest, seed });
  for (const r of earlier.filter((e) => e.calc === spec.id)) {
    const req = { ...r };
    delete req.calc;
    add(`largest values of an earlier version${req.seed === undefined ? '' : `, seed ${req.seed}`}`, req);
  }
  return out;
}

// The player's dice, for a calculator that rolls (its answer at the defaults with the first seed
// has a roll): those faces typed in as "dice" (the same roll), and no dice yet (the prompt for the
// first die).
function diceRequests(spec, seeded) {
  const r = JSON.parse(seeded);
  if (!r.ok || !r.roll || !Array.isArray(r.roll.faces)) return [];
  const faces = r.roll.faces.map((d) => d.face);
  const out = [{ label: `the player's dice (the faces of seed ${SEEDS[0]})`, req: { calc: spec.id, params: {}, dice: faces } }];
  if (faces.length) out.push({ label: "the player's dice, none yet", req: { calc: spec.id, params: {}, dice: [] } });
  return out;
}

// [{spec, cases: [{label, req, text}]}] for the given specs: every request answered by the CLI
// (`pointman batch`, two passes: the dice requests need the seeded answers).
export function answerAll(allSpecs) {
  const first = allSpecs.map((spec) => firstRequests(spec));
  const flat = first.flat();
  const texts = batch(flat.map((c) => c.req));
  flat.forEach((c, i) => (c.text = texts[i]));
  const dice = allSpecs.map((spec, i) => {
    const seeded = first[i].find((c) => c.req.seed === SEEDS[0] && !c.req.tables && Object.keys(c.req.params).length === 0);
    return diceRequests(spec, seeded.text);
  });
  const flatDice = dice.flat();
  const diceTexts = batch(flatDice.map((c) => c.req));
  flatDice.forEach((c, i) => (c.text = diceTexts[i]));
  return allSpecs.map((spec, i) => ({ spec, cases: [...first[i], ...dice[i]] }));
}

// --- printing: a response exactly as the CLI wrote it, only spread over lines ---------------------
// The CLI's JSON has no whitespace outside strings, and its number tokens ("0.0") are not always
// what JSON.stringify would write, so a response is never parsed and printed again: its own text is
// cut at its structure. An object or array whose text is short stays on one line, as written;
// a longer one gets one member per line. Taking the whitespace out of a printed response gives
// back the CLI's bytes (unprinted() below), so comparing printed files compares the bytes.
const WIDTH = 140;
const INDENT = '  ';

// The end (exclusive) of the JSON value starting at text[i].
function valueEnd(text, i) {
  const c = text[i];
  if (c === '"') {
    let j = i + 1;
    while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '{' || c === '[') {
    let depth = 0;
    let j = i;
    for (; j < text.length; j++) {
      const d = text[j];
      if (d === '"') j = valueEnd(text, j) - 1;
      else if (d === '{' || d === '[') depth++;
      else if (d === '}' || d === ']') if (--depth === 0) return j + 1;
    }
    throw new Error('unterminated JSON');
  }
  let j = i;
  while (j < text.length && !',}]'.includes(text[j])) j++;
  return j;
}

// Prints the compact JSON text (one value) at the given depth.
export function printed(text, depth = 0) {
  if (text.length <= WIDTH || (text[0] !== '{' && text[0] !== '[')) return text;
  const open = text[0];
  const close = open === '{' ? '}' : ']';
  const pad = INDENT.repeat(depth + 1);
  const parts = [];
  let i = 1;
  while (i < text.length - 1) {
    let key = '';
    if (open === '{') {
      const k = valueEnd(text, i);
      key = text.slice(i, k) + ': ';
      i = k + 1; // the ':'
    }
    const e = valueEnd(text, i);
    parts.push(pad + key + printed(text.slice(i, e), depth + 1));
    i = e + 1; // the ',' or the closing bracket
  }
  return `${open}\n${parts.join(',\n')}\n${INDENT.repeat(depth)}${close}`;
}

// The text with every whitespace outside strings taken out.
export function unprinted(text) {
  return text.replace(/"(?:[^"\\]|\\.)*"|\s+/g, (m) => (m[0] === '"' ? m : ''));
}

// One case as it stands in a golden file.
export function caseText(c) {
  const d = INDENT.repeat(3);
  return `${INDENT.repeat(2)}{\n${d}"label": ${JSON.stringify(c.label)},\n${d}"request": ${JSON.stringify(c.req)},\n` +
    `${d}"response": ${printed(c.text, 3)}\n${INDENT.repeat(2)}}`;
}

// A calculator's golden file.
export function fileText(spec, cases) {
  return `{\n${INDENT}"calc": ${JSON.stringify(spec.id)},\n${INDENT}"cases": [\n${cases.map(caseText).join(',\n')}\n${INDENT}]\n}\n`;
}

// The cases of a golden file as text, by their request line (the file as fileText writes it: a
// case ends with a line "    }," or the last "    }").
export function casesOfFile(text) {
  const lines = text.split('\n');
  const body = lines.slice(3, lines.length - 3);
  const out = new Map();
  let cur = [];
  for (const line of [...body, `${INDENT.repeat(2)}}`]) {
    cur.push(line);
    if (line === `${INDENT.repeat(2)}},` || line === `${INDENT.repeat(2)}}`) {
      if (cur.length > 3) {
        const text = cur.join('\n').replace(/,$/, '');
        out.set(cur[2].trim().replace(/^"request": /, '').replace(/,$/, ''), text);
      }
      cur = [];
    }
  }
  return out;
}

// Every golden file on disk: [ruleset/id.json].
export function filesOnDisk() {
  const out = [];
  for (const d of readdirSync(GOLDEN_DIR, { withFileTypes: true }))
    if (d.isDirectory())
      for (const f of readdirSync(path.join(GOLDEN_DIR, d.name))) if (f.endsWith('.json')) out.push(`${d.name}/${f}`);
  return out.sort();
}

export const readGolden = (spec) => (existsSync(fileOf(spec)) ? readFileSync(fileOf(spec), 'utf8') : null);

// --- the changed lines ----------------------------------------------------------------------------
// A line diff of two texts (the common start and end trimmed, the middle by longest common
// subsequence), as hunks with `context` lines around each change: ' ' kept, '-' recorded, '+' now.
export function lineDiff(was, now, context = 2) {
  const a = was.split('\n');
  const b = now.split('\n');
  let s = 0;
  while (s < a.length && s < b.length && a[s] === b[s]) s++;
  let ea = a.length;
  let eb = b.length;
  while (ea > s && eb > s && a[ea - 1] === b[eb - 1]) {
    ea--;
    eb--;
  }
  const ma = a.slice(s, ea);
  const mb = b.slice(s, eb);
  const ops = [];
  if (ma.length * mb.length <= 4e6) {
    const n = ma.length;
    const m = mb.length;
    const L = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--) L[i][j] = ma[i] === mb[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && ma[i] === mb[j]) {
        ops.push([' ', ma[i++]]);
        j++;
      } else if (i < n && (j === m || L[i + 1][j] >= L[i][j + 1])) ops.push(['-', ma[i++]]);
      else ops.push(['+', mb[j++]]);
    }
  } else {
    for (const l of ma) ops.push(['-', l]);
    for (const l of mb) ops.push(['+', l]);
  }
  const all = [...a.slice(0, s).map((l) => [' ', l]), ...ops, ...a.slice(ea).map((l) => [' ', l])];
  const keep = all.map(() => false);
  all.forEach(([k], i) => {
    if (k !== ' ') for (let j = Math.max(0, i - context); j <= Math.min(all.length - 1, i + context); j++) keep[j] = true;
  });
  const out = [];
  all.forEach(([k, l], i) => {
    if (keep[i]) out.push(`${k} ${l}`);
    else if (i > 0 && keep[i - 1]) out.push('  …');
  });
  return out.join('\n');
}
