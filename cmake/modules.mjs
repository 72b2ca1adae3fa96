// Pointman — the compute-only modules of the site's HTML pages, from web/modules/modules.json.
//
//   node cmake/modules.mjs --cmake OUT.cmake   (CMake, at configure time) per module: its calculators'
//                                              adapter sources and the list of data files it embeds;
//                                              the data files of the canvas app (pointman-canvas.wasm)
//   node cmake/modules.mjs --site SITE         (web/pwa/assemble.mjs) SITE/pointman-modules.js: which
//                                              module answers each calculator, and its group's name
//                                              (for other sites' pages; the site's own pages carry
//                                              the same map, moduleMap(), as data in their head)
//   node cmake/modules.mjs --names             the modules' names, one a line (ci/build-web)
//
// A module names groups as "ruleset/group" (the "group" of data/calculators/<ruleset>/<id>.json)
// or "ruleset/*". Every calculator must be in exactly one module, or this stops the build. What a
// module holds:
//   - the adapter core/calculators/<ruleset>/<name>.cpp of each of its calculators <ruleset>.<name>;
//     a calculator with no file of its own is a rolled table (core/calculators/fng/table_roller.cpp,
//     which registers only the tables whose data file the module embeds); the sources named for no
//     calculator (table_roller.cpp, helpers such as los_params.cpp) go with every module of the rule set;
//   - the data its rule sets read: data/<ruleset>/, data/catalog/<ruleset>.json, the shared files
//     (data/catalog/words.json, data/readings/, data/tables/) and its calculators' own data files;
//     a file the manifest's "data" names goes only where a calculator or group it names is;
//   - the calculators another module's that its own ones run ("needs" in the manifest), their
//     adapters compiled once more for it (a rolled table needs nothing: table_roller.cpp is shared).
// The engine, the contract and core/rules/ are in every module; the linker keeps the rules used.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function fail(message) {
  console.error(`modules.mjs: ${message}`);
  process.exit(1);
}

// [SECTION] read the manifest and the calculators
export function readModules(root = ROOT) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'web/modules/modules.json'), 'utf8'));
  const data = path.join(root, 'data');
  const calcs = [];  // {id, ruleset, group}
  for (const ruleset of fs.readdirSync(path.join(data, 'calculators')).sort()) {
    for (const f of fs.readdirSync(path.join(data, 'calculators', ruleset)).sort()) {
      if (!f.endsWith('.json')) continue;
      const j = JSON.parse(fs.readFileSync(path.join(data, 'calculators', ruleset, f), 'utf8'));
      calcs.push({ id: j.id, ruleset, group: j.group, file: `calculators/${ruleset}/${f}` });
    }
  }
  // The groups' names as players read them (data/catalog/<ruleset>.json).
  const names = {};
  for (const ruleset of new Set(calcs.map((c) => c.ruleset))) {
    const catalogFile = path.join(data, 'catalog', `${ruleset}.json`);
    if (!fs.existsSync(catalogFile)) continue;
    const cat = JSON.parse(fs.readFileSync(catalogFile, 'utf8'));
    for (const g of cat.groups || []) names[`${ruleset}/${g.id}`] = { group: g.title, ruleset: cat.title || ruleset };
  }
  const modules = [];
  const owner = {};
  for (const [name, groups] of Object.entries(manifest.modules)) {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) fail(`module name "${name}": lower-case letters, digits and hyphens`);
    const mine = calcs.filter((c) => groups.some((g) => g === `${c.ruleset}/*` || g === `${c.ruleset}/${c.group}`));
    for (const g of groups)
      if (!calcs.some((c) => g === `${c.ruleset}/*` || g === `${c.ruleset}/${c.group}`)) fail(`module ${name}: no calculator is in "${g}"`);
    for (const c of mine) {
      if (owner[c.id]) fail(`${c.id} is in two modules, ${owner[c.id]} and ${name}`);
      owner[c.id] = name;
    }
    modules.push({ name, calcs: mine, rulesets: [...new Set(mine.map((c) => c.ruleset))] });
  }
  const homeless = calcs.filter((c) => !owner[c.id]).map((c) => c.id);
  if (homeless.length) fail(`in no module of web/modules/modules.json: ${homeless.join(', ')}`);
  // A module also holds the calculators its own ones run ("needs"), compiled once more for it.
  const byId = Object.fromEntries(calcs.map((c) => [c.id, c]));
  // Needs are followed on: a calculator taken in for another takes its own needs too.
  for (const mod of modules) {
    const extra = new Set();
    const seen = new Set(mod.calcs.map((c) => c.id));
    const todo = [...seen];
    while (todo.length) {
      const from = todo.pop();
      for (const id of (manifest.needs || {})[from] || []) {
        if (!byId[id]) fail(`needs: ${from} runs ${id}, which is no calculator`);
        if (seen.has(id)) continue;
        seen.add(id);
        todo.push(id);
        if (owner[id] !== mod.name) extra.add(id);
      }
    }
    mod.needs = [...extra].sort().map((id) => byId[id]);
  }
  const only = manifest.data || {};
  for (const [file, keys] of Object.entries(only)) {
    if (!fs.existsSync(path.join(data, file))) fail(`data: no file data/${file}`);
    for (const k of keys)
      if (!calcs.some((c) => k === c.id || k === `${c.ruleset}/${c.group}`)) fail(`data: ${file} names "${k}", no calculator or group`);
  }
  return { modules, calcs, names, root, only };
}

// [SECTION] what each module compiles and embeds
// A module's own adapters (each in exactly one module), and its rule sets' shared sources: the
// rolled tables' table_roller.cpp and helpers named for no calculator (such as los_params.cpp),
// compiled once per rule set and linked into each of its modules.
function ownSourcesOf(mod, root, calcs = mod.calcs) {
  const out = [];
  for (const c of calcs) {
    const file = path.join(root, 'core/calculators', c.ruleset, `${c.id.slice(c.ruleset.length + 1)}.cpp`);
    if (fs.existsSync(file)) out.push(file);
    else if (!fs.existsSync(path.join(root, 'core/calculators', c.ruleset, 'table_roller.cpp')))
      fail(`${c.id} has no adapter in core/calculators/${c.ruleset}/`);
  }
  return out.sort();
}

function sharedSourcesOf(ruleset, root) {
  const dir = path.join(root, 'core/calculators', ruleset);
  return fs.readdirSync(dir).filter((f) => f.endsWith('.cpp') && !isCalculatorSource(ruleset, f, root))
    .map((f) => path.join(dir, f)).sort();
}

function isCalculatorSource(ruleset, file, root) {
  return fs.existsSync(path.join(root, 'data/calculators', ruleset, `${ruleset}.${file.slice(0, -4)}.json`));
}

// Every JSON file under `dir`, as paths relative to it (cmake/embed_data.mjs embeds these).
export function walk(dir, rel = '') {
  const found = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) found.push(...walk(path.join(dir, e.name), r));
    else if (e.name.endsWith('.json')) found.push(r);
  }
  return found;
}

function dataOf(mod, root, only = {}) {
  const all = walk(path.join(root, 'data'));
  const held = [...mod.calcs, ...mod.needs];
  const own = new Set(held.map((c) => c.file));
  const holds = (key) => held.some((c) => key === c.id || key === `${c.ruleset}/${c.group}`);
  return all.filter((f) => {
    if (only[f]) return only[f].some(holds);
    const [top, second] = f.split('/');
    if (top === 'calculators') return own.has(f);
    if (top === 'schema') return false;  // the build's check and the tests', not the app's
    if (top === 'catalog') return second === 'words.json' || mod.rulesets.includes(second.replace(/\.json$/, ''));
    if (top === 'readings' || top === 'tables') return true;
    return mod.rulesets.includes(top);  // data/<ruleset>/ … a rule set's own tables
  }).sort();
}

// What the canvas app of the site's page embeds (pointman-canvas.wasm, web/app/compute_pages.cpp):
// what describing, listing and searching every calculator reads, and no rule's own tables (its
// answers come from the compute modules). Every calculator's data file (their choices taken from
// rule tables are written into them: cmake/embed_data.mjs --resolve-choices), the catalog and the
// table kinds with their examples (player tables). The readings' texts, the search's word lists and
// the tables' citations (the values' words) are files of the site it is given after its first frame (CANVAS_GIVEN: web/pwa/assemble.mjs copies
// them, web/app/loader.js gives them).
// The calculators' help texts are one more such file, written by the site's build (canvasHelp below:
// web/pwa/assemble.mjs), not copied from data/: the canvas app embeds its calculators without them.
export const CANVAS_HELP = 'calculators/help.json';
export const CANVAS_GIVEN = ['catalog/words.json', 'fng/table_index.json', 'readings/citations.json', 'readings/readings.json', CANVAS_HELP];
function canvasData(root) {
  const all = walk(path.join(root, 'data'));
  const examples = new Set();
  const kinds = JSON.parse(fs.readFileSync(path.join(root, 'data/tables/kinds.json'), 'utf8'));
  JSON.stringify(kinds, (k, v) => { if (k === 'example' && typeof v === 'string') examples.add(v); return v; });
  return all.filter((f) => {
    const top = f.split('/')[0];
    if (CANVAS_GIVEN.includes(f)) return false;
    if (['calculators', 'catalog', 'tables'].includes(top)) return true;
    // not the schemas (the build's check and the tests')
    return examples.has(f);
  }).sort();
}

// A calculator's data file (its text) with every shared parameter group written out (below) and
// every "choices_from" written out as "choices" (the
// canvas app's data: cmake/embed_data.mjs --resolve-choices, held equal to the core's reading by
// tests/node/modules.test.mjs). Through
// JSON.parse, which keeps the order of keys except integer-like ones (it puts those first): a file
// with such a key stops the build. The strings keep their values (escapes may be written anew).
export function integerKey(v) {
  if (Array.isArray(v)) return v.some(integerKey);
  if (!v || typeof v !== 'object') return false;
  return Object.keys(v).some((k) => /^(0|[1-9][0-9]*)$/.test(k) || integerKey(v[k]));
}
// [SECTION] shared parameter groups
// A calculator's "params" may hold {"shared": NAME, "slots": {...}}: the parameters of group NAME of
// its rule set's data/<ruleset>/param-groups.json, in order, each {"slot": P} of the group taken by
// the calculator's own parameter P from "slots" (so two calculators share a situation and keep their
// own version of a few of its parameters in place). The core reads it the same way
// (core/contract/calculator_data.cpp); the build's check validates the written-out list.
export function paramGroupsFile(ruleset) {
  return `${ruleset}/param-groups.json`;
}
export function sharedParamsWritten(dataDir, spec, where = spec.id) {
  if (!spec.params?.some((p) => p.shared)) return spec.params;
  const ruleset = String(spec.id).split('.')[0];
  const file = path.join(dataDir, paramGroupsFile(ruleset));
  if (!fs.existsSync(file)) throw new Error(`${where}: shared parameters, but no data/${paramGroupsFile(ruleset)}`);
  const groups = JSON.parse(fs.readFileSync(file, 'utf8')).groups ?? {};
  const out = [];
  for (const p of spec.params) {
    if (!p.shared) {
      out.push(p);
      continue;
    }
    const g = groups[p.shared];
    if (!g) throw new Error(`${where}: no parameter group "${p.shared}" in data/${paramGroupsFile(ruleset)}`);
    const used = new Set();
    for (const q of g.params) {
      if (!q.slot) {
        out.push(q);
        continue;
      }
      const own = p.slots?.[q.slot];
      if (!own) throw new Error(`${where}: group "${p.shared}" wants its own parameter "${q.slot}" in "slots"`);
      if (own.name !== q.slot) throw new Error(`${where}: slot "${q.slot}" holds a parameter named "${own.name}"`);
      used.add(q.slot);
      out.push(own);
    }
    for (const k of Object.keys(p.slots ?? {}))
      if (!used.has(k)) throw new Error(`${where}: group "${p.shared}" has no slot "${k}"`);
  }
  return out;
}

export function withChoicesWritten(dataDir, f, text) {
  const spec = JSON.parse(text);
  if (!spec.params?.some((p) => p.choices_from || p.shared)) return text;
  try {
    spec.params = sharedParamsWritten(dataDir, spec, f);
  } catch (e) {
    fail(e.message);
  }
  if (!spec.params?.some((p) => p.choices_from)) return JSON.stringify(spec);
  if (integerKey(spec)) {
    fail(`${f}: a key like a number would change place; its choices cannot be written out`);
  }
  for (const p of spec.params ?? []) {
    const from = p.choices_from;
    if (!from) continue;
    const table = JSON.parse(fs.readFileSync(path.join(dataDir, from.file), 'utf8'));
    const list = from.list.split('/').slice(1).reduce((v, k) => v[k.replace(/~1/g, '/').replace(/~0/g, '~')], table);
    const ordered = {};
    for (const [k, v] of Object.entries(p)) {
      if (k === 'choices_from') continue;
      ordered[k] = v;
      if (k === 'type' && !('choices' in p)) ordered.choices = [];
    }
    ordered.choices = [...(p.choices ?? []), ...list.map((el) => ({ value: el[from.value], label: el[from.label] }))];
    Object.keys(p).forEach((k) => delete p[k]);
    Object.assign(p, ordered);
  }
  return JSON.stringify(spec);
}

// [SECTION] the help texts, given after the first frame
// The canvas app's copy of a calculator's data file (cmake/embed_data.mjs --defer-help) goes without
// its long prose, which the first screen does not draw: the calculator's "help" and each parameter's
// "help" (the tables' short help stays). They come in one file of the site, CANVAS_HELP:
//   {"<id>": {"help": "…", "params": {"<name>": "…", …}}, …}
// which the core reads back into the calculators (contract/calculator_data.h, calculators_help_given).
// data/ keeps them, and the build's check still requires them there (cmake/check_calculators.mjs).
// `text` is the file as the canvas embeds it (its choices and shared parameters written out).
export function withoutHelp(f, text) {
  const spec = JSON.parse(text);
  if (integerKey(spec)) fail(`${f}: a key like a number would change place; its help cannot be taken out`);
  const help = { help: spec.help, params: {} };
  delete spec.help;
  for (const p of spec.params ?? []) {
    if (typeof p.help !== 'string') continue;
    help.params[p.name] = p.help;
    delete p.help;
  }
  return { text: JSON.stringify(spec), id: spec.id, help };
}
// Every calculator's help texts (the site's CANVAS_HELP), read as the canvas's copy is written.
export function canvasHelp(root = ROOT) {
  const data = path.join(root, 'data');
  const out = {};
  for (const f of walk(data).filter((n) => n.startsWith('calculators/')).sort()) {
    const { id, help } = withoutHelp(f, withChoicesWritten(data, f, fs.readFileSync(path.join(data, f), 'utf8')));
    out[id] = help;
  }
  return out;
}

// [SECTION] outputs
function writeIfChanged(file, text) {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (old !== text) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

function writeCmake(out) {
  const { modules, root, only } = readModules();
  const q = (s) => `"${s.split(path.sep).join('/')}"`;
  const list = (files) => files.map(q).join('\n  ');
  let text = '# Generated by cmake/modules.mjs from web/modules/modules.json. Do not edit.\n';
  text += `set(PM_WEB_MODULES ${modules.map((m) => m.name).join(' ')})\n`;
  const rulesets = [...new Set(modules.flatMap((m) => m.rulesets))].sort();
  text += `set(PM_WEB_RULESETS ${rulesets.join(' ')})\n`;
  for (const rs of rulesets) text += `set(PM_WEB_SHARED_${rs}_SOURCES\n  ${list(sharedSourcesOf(rs, root))})\n`;
  for (const m of modules) {
    const dataList = path.join(path.dirname(out), `module-${m.name}.data`);
    writeIfChanged(dataList, dataOf(m, root, only).join('\n') + '\n');
    text += `set(PM_WEB_MODULE_${m.name}_SOURCES\n  ${list(ownSourcesOf(m, root))})\n`;
    text += `set(PM_WEB_MODULE_${m.name}_NEEDS\n  ${list(ownSourcesOf(m, root, m.needs))})\n`;
    text += `set(PM_WEB_MODULE_${m.name}_RULESETS ${m.rulesets.join(' ')})\n`;
    text += `set(PM_WEB_MODULE_${m.name}_DATA ${q(dataList)})\n`;
  }
  const canvasList = path.join(path.dirname(out), 'canvas.data');
  writeIfChanged(canvasList, canvasData(root).join('\n') + '\n');
  text += `set(PM_WEB_CANVAS_DATA ${q(canvasList)})\n`;
  writeIfChanged(out, text);
}

// calculator id -> [module, "Rule set: group"]: pointman-modules.js, and the map web/pwa/assemble.mjs
// writes into the pages (#pointman-modules).
export function moduleMap() {
  const { modules, names } = readModules();
  const map = {};
  for (const m of modules) {
    for (const c of m.calcs) {
      const n = names[`${c.ruleset}/${c.group}`];
      map[c.id] = [m.name, n ? `${n.ruleset}: ${n.group}` : c.ruleset];
    }
  }
  return map;
}

export function writeSite(site) {
  const map = moduleMap();
  const text = '// Generated by cmake/modules.mjs: the module that answers each calculator (pointman-compute-<module>.js)\n' +
    '// and the name of its group, for the page to say what it is loading.\n' +
    `self.POINTMAN_MODULES = ${JSON.stringify(map)};\n`;
  fs.writeFileSync(path.join(site, 'pointman-modules.js'), text);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [flag, target] = process.argv.slice(2);
  if (flag === '--names') console.log(readModules().modules.map((m) => m.name).join('\n'));
  else if (flag === '--cmake' && target) writeCmake(path.resolve(target));
  else if (flag === '--site' && target) writeSite(path.resolve(target));
  else fail('usage: node cmake/modules.mjs --cmake OUT.cmake | --site SITE | --names');
}
