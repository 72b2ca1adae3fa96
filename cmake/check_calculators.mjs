// Pointman — checks every calculator's data file before it is embedded (run by CMake at build time).
//
//   node cmake/check_calculators.mjs <data dir> [<stamp file>]
//
// Each data/calculators/<ruleset>/<id>.json must match data/schema/calculator.json (ajv, draft-07)
// and hold together: named for its id inside its rule set's folder, its group one of the rule set's
// groups (data/catalog/<ruleset>.json), its shared parameter groups (data/<ruleset>/param-groups.json)
// written out in place, its main parameters, asks and set_by naming parameters it
// has, every default inside its range or among its choices, and a shared reading the same everywhere. Prints one line per fault and exits
// 1, so a broken file stops the build with the file and the reason.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { sharedParamsWritten } from './modules.mjs';

const [dataDir, stamp] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: node cmake/check_calculators.mjs <data dir> [<stamp file>]');
  process.exit(2);
}
const require = createRequire(path.join(path.resolve(dataDir), '..', 'package.json'));
let Ajv;
try {
  Ajv = require('ajv');
} catch {
  console.error('check_calculators: the ajv package is missing (node_modules): run ci/setup');
  process.exit(2);
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const schema = readJson(path.join(dataDir, 'schema', 'calculator.json'));
const validate = new Ajv({ allErrors: true, jsonPointers: true }).compile(schema);
const faults = [];
const root = path.join(dataDir, 'calculators');
// The readings several calculators share (core/calculators/fng/shared_readings.h): the same
// choices and default wherever they appear, so a player's reading means one thing everywhere.
const sharedReadings = ['marksman_weapons', 'fo_with_green_leader', 'leader_die_rule'];
const firstSeen = new Map();
let files = 0;

for (const ruleset of fs.readdirSync(root).sort()) {
  const catalogFile = path.join(dataDir, 'catalog', `${ruleset}.json`);
  const groups = fs.existsSync(catalogFile) ? (readJson(catalogFile).groups ?? []).map((g) => g.id) : [];
  if (!groups.length) faults.push(`calculators/${ruleset}: no rule set "${ruleset}" in data/catalog/`);
  for (const name of fs.readdirSync(path.join(root, ruleset)).sort()) {
    const rel = `calculators/${ruleset}/${name}`;
    const fault = (why) => faults.push(`${rel}: ${why}`);
    if (!name.endsWith('.json')) {
      fault('not a .json file');
      continue;
    }
    files += 1;
    let c;
    try {
      c = readJson(path.join(root, ruleset, name));
    } catch (e) {
      fault(`not valid JSON (${e.message})`);
      continue;
    }
    if (!validate(c)) {
      for (const e of validate.errors) fault(`${e.dataPath || '(top)'} ${e.message}`);
      continue;
    }
    // A shared parameter group (data/<ruleset>/param-groups.json) written out in place, then the
    // whole list checked again as if the calculator had written every parameter itself.
    if (c.params.some((p) => p.shared)) {
      try {
        c.params = sharedParamsWritten(dataDir, c, rel);
      } catch (e) {
        fault(e.message);
        continue;
      }
      if (!validate(c)) {
        for (const e of validate.errors) fault(`(its shared parameters written out) ${e.dataPath || '(top)'} ${e.message}`);
        continue;
      }
    }
    if (`${c.id}.json` !== name) fault(`its id "${c.id}" does not match the file name`);
    if (!c.id.startsWith(`${ruleset}.`)) fault(`its id "${c.id}" is not of rule set "${ruleset}"`);
    if (!groups.includes(c.group)) fault(`group "${c.group}" is not a group of ${ruleset}`);
    const params = new Map(c.params.map((p) => [p.name, p]));
    if (params.size !== c.params.length) fault('two parameters share a name');
    for (const m of c.main) if (!params.has(m)) fault(`main parameter "${m}" is not a parameter`);
    for (const a of Object.keys(c.ask ?? {})) if (!params.has(a)) fault(`ask "${a}" is not a parameter`);
    for (const p of c.params) {
      const at = `parameter "${p.name}"`;
      if (p.set_by && !params.has(p.set_by)) fault(`${at}: set_by "${p.set_by}" is not a parameter`);
      if ((p.type === 'int' || p.type === 'number') && !(p.min <= p.default && p.default <= p.max))
        fault(`${at}: default ${p.default} is outside ${p.min}..${p.max}`);
      if (p.type === 'text' && p.default.length > p.max_length) fault(`${at}: default is longer than max_length`);
      if (p.type === 'enum' && p.choices && !p.choices_from && !p.choices.some((ch) => ch.value === p.default))
        fault(`${at}: default "${p.default}" is not one of its choices`);
      if (sharedReadings.includes(p.name)) {
        const shape = JSON.stringify([p.type, p.choices, p.default]);
        const seen = firstSeen.get(p.name);
        if (!seen) firstSeen.set(p.name, { shape, rel });
        else if (seen.shape !== shape)
          fault(`${at}: a shared reading, but its choices or default differ from ${seen.rel}`);
      }
      if (p.choices_from && !fs.existsSync(path.join(dataDir, p.choices_from.file)))
        fault(`${at}: choices_from names a missing file ${p.choices_from.file}`);
    }
    checkRoles(c, params, fault);
  }
}

// The roles (core/contract/figures.h): each names parameters the calculator has, of the type its
// figure's value gives, a list's positions one by one, and no parameter set by two roles.
function checkRoles(c, params, fault) {
  const setBy = new Map();
  const kinds = { rep: 'int', counters: 'int', kills: 'int', star: 'bool', weapon: 'enum',
    'attribute-choice': 'enum', 'status prone': 'bool', 'status target-prone': 'enum',
    'rep 4 or less': 'bool', 'rep 5 or more': 'bool' };
  const sets = (role, what, where) => {
    for (const [name, from] of Object.entries(what ?? {})) {
      const p = params.get(name);
      const at = `role "${role.role}"${where}`;
      if (!p) {
        fault(`${at}: sets "${name}", which is not a parameter`);
        continue;
      }
      const want = from.startsWith('attribute ') ? 'bool' : kinds[from];
      if (p.type !== want) fault(`${at}: "${name}" is ${p.type}, but the figure's ${from} gives ${want}`);
      if (from === 'status target-prone' && !(p.choices ?? []).some((ch) => ch.value === 'prone'))
        fault(`${at}: "${name}" has no choice "prone"`);
      if (setBy.has(name) && setBy.get(name) !== role.role)
        fault(`${at}: "${name}" is set by role "${setBy.get(name)}" too`);
      setBy.set(name, role.role);
    }
  };
  const names = new Set();
  for (const role of c.roles ?? []) {
    if (names.has(role.role)) fault(`two roles are called "${role.role}"`);
    names.add(role.role);
    sets(role, role.sets, '');
    if (role.each && !role.list) fault(`role "${role.role}": "each" belongs to a list`);
    if (role.each && role.each.length !== role.list)
      fault(`role "${role.role}": "each" has ${role.each.length} positions for a list of ${role.list}`);
    (role.each ?? []).forEach((what, i) => sets(role, what, ` (figure ${i + 1})`));
    for (const name of [role.count, ...Object.keys(role.positions ?? {})].filter(Boolean)) {
      if (!role.list) fault(`role "${role.role}": "${name}" counts the figures of a list`);
      const p = params.get(name);
      if (!p || p.type !== 'int') fault(`role "${role.role}": "${name}" is not a whole-number parameter`);
      else if (p.max < (name === role.count ? role.list : 0) || p.min > (name === role.count ? 1 : 0))
        fault(`role "${role.role}": "${name}" cannot hold 0 to ${role.list}`);
    }
    if (role.effects && c.rolls === false) fault(`role "${role.role}": effects, but the calculator never rolls`);
  }
}

if (faults.length) {
  for (const f of faults) console.error(`data/${f}`);
  console.error(`check_calculators: ${faults.length} fault(s) in ${files} calculator files`);
  process.exit(1);
}
if (stamp) {
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, `${files} calculator files checked\n`);
}
console.log(`check_calculators: ${files} calculator files match data/schema/calculator.json`);
