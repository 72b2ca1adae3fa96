// The site's compute modules, one per group of calculators (web/modules/modules.json, linked by
// cmake/web.cmake as build/web/site/pointman-compute-<module>.js + .wasm): each answers every one of
// its calculators byte for byte like the module with every calculator (pointman_node.js), holds
// exactly its own calculators, and every calculator is in one module. The modules are built for
// the browser only, so each runs here in a context of its own with the wasm handed over by us, as
// web/pwa/pwa.js does in a page.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { ROOT, wasm } from './helpers.mjs';
import { readModules, withChoicesWritten, withoutHelp, canvasHelp, CANVAS_GIVEN, CANVAS_HELP } from '../../cmake/modules.mjs';

const SITE = process.env.POINTMAN_SITE || path.join(ROOT, 'build/web/site');
const { modules } = readModules(ROOT);

async function load(name) {
  const js = fs.readFileSync(path.join(SITE, `pointman-compute-${name}.js`), 'utf8');
  const bytes = fs.readFileSync(path.join(SITE, `pointman-compute-${name}.wasm`));
  const ctx = { console, WebAssembly, TextDecoder, TextEncoder, setTimeout, clearTimeout, performance, URL };
  ctx.window = ctx;
  ctx.self = ctx;
  ctx.globalThis = ctx;
  vm.createContext(ctx);
  vm.runInContext(js, ctx, { filename: `pointman-compute-${name}.js` });
  return ctx.createPointman({
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(bytes, imports).then((r) => receive(r.instance, r.module));
      return {};
    },
  });
}

// The largest value of each numeric parameter and the last choice of each list: the far corner of
// a calculator's inputs, beside its defaults.
function far(spec) {
  const params = {};
  for (const p of spec.params || []) {
    if (p.type === 'int' && Number.isFinite(p.max)) params[p.name] = p.max;
    else if (p.type === 'enum' && Array.isArray(p.choices) && p.choices.length) params[p.name] = p.choices[p.choices.length - 1].value;
    else if (p.type === 'bool') params[p.name] = true;
  }
  return params;
}

test('every calculator is in exactly one module of the site', async () => {
  const all = await wasm();
  const ids = all.list().map((c) => c.id).sort();
  const inModules = modules.flatMap((m) => m.calcs.map((c) => c.id)).sort();
  assert.deepEqual(inModules, ids);
});

for (const mod of modules) {
  test(`pointman-compute-${mod.name}: its own calculators, answered as the whole module answers them`, async () => {
    const all = await wasm();
    const m = await load(mod.name);
    // Its values come from another context (other Array and Object prototypes): compared as JSON.
    const here = (v) => JSON.parse(JSON.stringify(v));
    const mine = [...mod.calcs, ...mod.needs].map((c) => c.id).sort();
    assert.deepEqual(here(m.list()).map((c) => c.id).sort(), mine, 'the list names exactly its own calculators (and those they run)');
    const listed = Object.fromEntries(all.list().map((c) => [c.id, c]));
    for (const c of here(m.list())) assert.deepEqual(c, listed[c.id], `${c.id}: its list entry`);
    for (const id of mine) {
      const spec = all.describe(id);
      assert.equal(JSON.stringify(m.describe(id)), JSON.stringify(spec), `${id}: describe`);
      const requests = [
        { calc: id, params: {} },
        { calc: id, params: {}, seed: 1 },
        { calc: id, params: {}, seed: 2 },
        { calc: id, params: far(spec), seed: 3 },
      ];
      for (const req of requests) {
        const want = all.evaluate(req);
        const got = m.evaluate(req);
        assert.equal(JSON.stringify(got), JSON.stringify(want), `${id}: ${JSON.stringify(req)}`);
        assert.equal(JSON.stringify(m.presentValues(got)), JSON.stringify(all.presentValues(want)), `${id}: values in words`);
        assert.equal(m.linkForRequest(req), all.linkForRequest(req), `${id}: share link`);
        const link = all.linkForRequest(req);
        assert.equal(JSON.stringify(m.requestFromLink(link)), JSON.stringify(all.requestFromLink(link)), `${id}: link read back`);
      }
    }
    // Another group's calculator is not here, and the module says so as the contract does.
    const other = all.list().find((c) => !mine.includes(c.id));
    const refused = m.evaluate({ calc: other.id, params: {} });
    assert.equal(refused.ok, false);
    assert.equal(refused.error.code, 'unknown_calc');
  });
}

// The canvas app of the site's page embeds the calculators' data files with the choices that
// parameters take from rule tables written out (cmake/embed_data.mjs --resolve-choices), and not
// those tables: its describe must read the same choices as the core's from the table.
test('the canvas app\'s data files: every choice written out is the one the core reads from the table', async () => {
  const core = await wasm();
  const dir = path.join(ROOT, 'data');
  let resolved = 0;
  for (const f of fs.readdirSync(path.join(dir, 'calculators'), { recursive: true }).filter((x) => x.endsWith('.json'))) {
    const rel = `calculators/${f}`;
    const text = fs.readFileSync(path.join(dir, rel), 'utf8');
    if (!text.includes('"choices_from"')) continue;
    const written = JSON.parse(withChoicesWritten(dir, rel, text));
    assert.ok(!JSON.stringify(written).includes('choices_from'), rel);
    const spec = core.describe(written.id);
    for (const p of written.params) {
      const theirs = spec.params.find((q) => q.name === p.name);
      if (p.type !== 'enum') continue;
      assert.deepEqual(p.choices.map((c) => [c.value, c.label]), theirs.choices.map((c) => [c.value, c.label]), `${rel}: ${p.name}`);
      resolved++;
    }
  }
  assert.ok(resolved >= 9, `${resolved} lists of choices compared`);
});

// The data files the canvas app is given by its page after its first frame: the list the build
// leaves out of its wasm (and copies into the site) is the list the page fetches.
test('the canvas app is given by its page every data file its wasm leaves out', () => {
  const loader = fs.readFileSync(path.join(ROOT, 'web/app/loader.js'), 'utf8');
  const given = JSON.parse(/var GIVEN = (\[[^\]]*\]);/.exec(loader)[1].replace(/'/g, '"'));
  assert.deepEqual(given, CANVAS_GIVEN);
  for (const f of CANVAS_GIVEN) assert.ok(fs.existsSync(path.join(SITE, 'data', f)), `the site has data/${f}`);
});

// The canvas app embeds its calculators without their help texts (cmake/embed_data.mjs
// --defer-help: about 22 KB gzip of its first visit) and its page gives them after the first frame
// as one file (CANVAS_HELP): the two together hold every help text of data/, each where the core
// puts it back (core/contract/calculator_data.cpp, take_help), and the site's file is that one.
test('the canvas app\'s calculators without their help, and the help file, are data/\'s help', () => {
  const data = path.join(ROOT, 'data');
  const help = canvasHelp(ROOT);
  let files = 0, params = 0;
  for (const ruleset of fs.readdirSync(path.join(data, 'calculators')).sort()) {
    for (const f of fs.readdirSync(path.join(data, 'calculators', ruleset)).filter((n) => n.endsWith('.json'))) {
      const rel = `calculators/${ruleset}/${f}`;
      const written = JSON.parse(withChoicesWritten(data, rel, fs.readFileSync(path.join(data, rel), 'utf8')));
      const out = withoutHelp(rel, JSON.stringify(written));
      const canvas = JSON.parse(out.text);
      assert.equal(canvas.help, undefined, `${rel}: no help in the canvas's copy`);
      assert.ok(typeof written.help === 'string' && written.help.length > 20, `${rel}: data/ has its help`);
      assert.equal(help[written.id].help, written.help, `${rel}: its help in the help file`);
      for (const p of written.params) {
        assert.equal(canvas.params.find((q) => q.name === p.name).help, undefined, `${rel}: ${p.name} without help`);
        assert.equal(help[written.id].params[p.name], p.help, `${rel}: ${p.name}'s help in the help file`);
        params++;
      }
      // Only the help texts go: the rest of the file is as it was.
      const back = JSON.parse(out.text);
      back.help = written.help;
      for (const p of back.params) p.help = help[written.id].params[p.name];
      const sorted = (v) => JSON.stringify(v, (k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));
      assert.equal(sorted(back), sorted(written), `${rel}: nothing else changed`);
      files++;
    }
  }
  assert.ok(files >= 100 && params >= 500, `${files} calculators, ${params} parameters`);
  const site = path.join(SITE, 'data', CANVAS_HELP);
  if (fs.existsSync(site)) assert.deepEqual(JSON.parse(fs.readFileSync(site, 'utf8')), help, 'the site\'s help file');
});
