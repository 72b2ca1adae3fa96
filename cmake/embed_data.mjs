// Pointman — writes the .cpp that embeds every file under data/ as pm::embedded::kFiles
// (read by core/engine/data/data_files.cpp). Run by CMake at build time:
//
//   node cmake/embed_data.mjs <data dir> <out .cpp> [--only LIST] [--resolve-choices] [--drop-key KEY]...
//                             [--defer-help]
//
// --only: embed just the files LIST names (one path under data/ a line; cmake/modules.mjs writes
// one such list per compute module of the site).
// --resolve-choices: a calculator's parameter that takes its choices from a rule table
// ("choices_from", contract/calculator_data.h) gets them written out as "choices" instead, the
// table's entries after any listed (as the core reads them), and a shared parameter group ("shared",
// data/<ruleset>/param-groups.json) its parameters written out in its place, so neither the table
// nor the groups need be embedded: the canvas app of the site's page, which describes calculators
// and answers none.
// --drop-key KEY: every calculator's data file without its top-level KEY, for a program that links
// no code reading it: the canvas app without the figures' code (core/contract/figures_none.cpp)
// drops "roles" (cmake/web_modules.cmake, PM_CANVAS_FIGURES).
// --defer-help: every calculator's data file without its help texts (the calculator's and its
// parameters'), which the site gives after the first frame (cmake/modules.mjs, withoutHelp and
// CANVAS_HELP): the canvas app.
//
// Each JSON file is embedded without the whitespace between its tokens (strings, and the order of
// every key, are kept byte for byte), so the app carries the data and not its indentation. The
// calculators' schema is for the build's check (cmake/check_calculators.mjs), not the app.
import fs from 'node:fs';
import path from 'node:path';
import { integerKey, walk, withChoicesWritten, withoutHelp } from './modules.mjs';

const args = process.argv.slice(2);
const resolveChoices = args.includes('--resolve-choices');
const deferHelp = args.includes('--defer-help');
const dropKeys = [];
for (let i = args.indexOf('--drop-key'); i >= 0; i = args.indexOf('--drop-key')) dropKeys.push(args.splice(i, 2)[1]);
const [dataDir, out, flag, listFile] = args.filter((a) => a !== '--resolve-choices' && a !== '--defer-help');
if (!dataDir || !out || (flag && (flag !== '--only' || !listFile)) || dropKeys.some((k) => !k)) {
  console.error('usage: node cmake/embed_data.mjs <data dir> <out .cpp> [--only LIST] [--resolve-choices] [--drop-key KEY]... [--defer-help]');
  process.exit(2);
}
// The calculator's data text without the top-level keys dropped (key order kept: no data file
// holds a key like a number, which JSON.parse would move).
function withoutKeys(f, text) {
  const spec = JSON.parse(text);
  if (!dropKeys.some((k) => k in spec)) return text;
  if (integerKey(spec)) {
    console.error(`embed_data: ${f}: a key like a number would change place; cannot drop ${dropKeys.join(', ')}`);
    process.exit(1);
  }
  for (const k of dropKeys) delete spec[k];
  return JSON.stringify(spec);
}
const only = listFile ? new Set(fs.readFileSync(listFile, 'utf8').split('\n').filter(Boolean)) : null;

// The JSON text without insignificant whitespace: a scanner, not JSON.parse (which would reorder
// keys that look like numbers).
function compact(text) {
  let res = '';
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      res += ch;
      if (ch === '\\') {
        res += text[i + 1];
        i += 1;
      } else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
      res += ch;
    } else if (ch !== ' ' && ch !== '\n' && ch !== '\r' && ch !== '\t') res += ch;
  }
  return res;
}

const files = walk(dataDir)
  .filter((f) => f !== 'schema/calculator.json' && (!only || only.has(f)))
  .sort();
let body =
  '// Generated from data/ by cmake/embed_data.mjs. Do not edit.\n' +
  'namespace pm::embedded {\nstruct File { const char* path; const char* text; unsigned long size; };\n';
const entries = [];
files.forEach((f, i) => {
  let json = fs.readFileSync(path.join(dataDir, f), 'utf8');
  if (resolveChoices && f.startsWith('calculators/')) json = withChoicesWritten(dataDir, f, json);
  if (dropKeys.length && f.startsWith('calculators/')) json = withoutKeys(f, json);
  if (deferHelp && f.startsWith('calculators/')) json = withoutHelp(f, json).text;
  const text = Buffer.from(compact(json), 'utf8');
  body += `static const unsigned char k${i}[] = {${[...text].map((b) => `0x${b.toString(16)}`).join(',')},0};\n`;
  entries.push(`  {"${f}", reinterpret_cast<const char*>(k${i}), ${text.length}ul},\n`);
});
if (!files.length) body += 'extern const File kFiles[] = {{"", "", 0ul}};\nextern const unsigned long kFileCount = 0;\n}\n';
else
  body += `extern const File kFiles[] = {\n${entries.join('')}};\nextern const unsigned long kFileCount = ${files.length};\n}\n`;
// Written only when it changed, so an unchanged data/ rebuilds nothing.
const old = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
if (old !== body) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, body);
}
