// Records the golden responses: tests/golden/<ruleset>/<id>.json, every calculator's answers to the
// requests golden.mjs makes, from the CLI (build/native/pointman, or POINTMAN_CLI).
//   node tests/golden/record.mjs            every calculator (files of calculators gone are removed)
//   node tests/golden/record.mjs ID...      only these
// Then read `git diff tests/golden`: every changed line is a changed answer and needs its reason.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GOLDEN_DIR, answerAll, fileOf, fileText, filesOnDisk, specs } from './golden.mjs';

const only = process.argv.slice(2);
const all = await specs();
for (const id of only) if (!all.some((s) => s.id === id)) throw new Error(`no calculator ${id}`);
const chosen = only.length ? all.filter((s) => only.includes(s.id)) : all;
let bytes = 0;
let cases = 0;
for (const { spec, cases: cs } of answerAll(chosen)) {
  const text = fileText(spec, cs);
  mkdirSync(path.dirname(fileOf(spec)), { recursive: true });
  writeFileSync(fileOf(spec), text);
  bytes += Buffer.byteLength(text);
  cases += cs.length;
}
if (!only.length) {
  const want = new Set(all.map((s) => path.relative(GOLDEN_DIR, fileOf(s))));
  for (const f of filesOnDisk()) if (!want.has(f)) rmSync(path.join(GOLDEN_DIR, f));
}
console.log(`${chosen.length} calculators, ${cases} requests, ${(bytes / 1e6).toFixed(2)} MB written to tests/golden/`);
