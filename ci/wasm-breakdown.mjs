// ci/wasm-breakdown.mjs — what the app's WebAssembly is made of. See ci/wasm-breakdown.
//   node ci/wasm-breakdown.mjs [--wasm F] [--symbols F] [--build DIR] [--markdown] [--json F] [--names-only]
// (--names-only skips llvm-nm, which takes minutes on a loaded machine: names alone decide)
// Every function body of the wasm's code section is named through the symbol map that
// `--emit-symbol-map` writes (pointman.js.symbols: "index:name", imports counted first) and put in
// one part by its name, or when the name does not tell, by the object file that defines it (llvm-nm
// over the build's objects and Emscripten's system libraries). The data section is split into the
// rule tables embedded from data/*.json (found byte for byte) and the rest. Raw bytes are exact;
// the gzip column compresses each part on its own (gzip -9) and scales the parts so that they add
// up to the gzip size of the whole file: an approximate share, since gzip works across parts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
const BUILD = path.resolve(opt('--build', path.join(ROOT, 'build/web-cmake')));
const WASM = path.resolve(opt('--wasm', path.join(BUILD, 'pointman.wasm')));
const SYMBOLS = path.resolve(opt('--symbols', path.join(BUILD, 'pointman.js.symbols')));
const JS = path.resolve(opt('--js', WASM.replace(/\.wasm$/, '.js')));
const MARKDOWN = args.includes('--markdown');
const JSON_OUT = opt('--json', null);
const SYSLIB = '/usr/share/emscripten/cache/sysroot/lib/wasm32-emscripten';

for (const f of [WASM, SYMBOLS]) {
  if (!fs.existsSync(f)) { console.error(`wasm-breakdown: no ${f} (run ci/build-web first)`); process.exit(1); }
}

// [SECTION] the wasm binary: sections, imported functions, function bodies, data segments
const bin = fs.readFileSync(WASM);
let pos = 8;
function leb() { let r = 0, s = 0, b; do { b = bin[pos++]; r += (b & 0x7f) * 2 ** s; s += 7; } while (b & 0x80); return r; }
function sleb() { let r = 0, s = 0, b; do { b = bin[pos++]; r |= (b & 0x7f) << s; s += 7; } while (b & 0x80); if (s < 32 && (b & 0x40)) r |= -1 << s; return r; }
function name() { const n = leb(); const t = bin.toString('utf8', pos, pos + n); pos += n; return t; }
const SECTION = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'datacount', 'tag'];
const sections = [];
let importedFuncs = 0;
const bodies = [];      // {start, end}
const segments = [];    // {offset (memory address or null), start, end}
while (pos < bin.length) {
  const id = bin[pos++];
  const size = leb();
  const start = pos, end = pos + size;
  let label = SECTION[id] ?? `section ${id}`;
  if (id === 0) { label = 'custom: ' + name(); }
  else if (id === 2) {
    for (let n = leb(); n > 0; n--) {
      name(); name();
      const kind = bin[pos++];
      if (kind === 0) { leb(); importedFuncs++; }
      else if (kind === 1) { pos++; const fl = leb(); leb(); if (fl & 1) leb(); }
      else if (kind === 2) { const fl = leb(); leb(); if (fl & 1) leb(); }
      else if (kind === 3) { pos++; pos++; }
      else if (kind === 4) { pos++; leb(); }
    }
  } else if (id === 10) {
    for (let n = leb(); n > 0; n--) { const sz = leb(); bodies.push({ start: pos, end: pos + sz }); pos += sz; }
  } else if (id === 11) {
    for (let n = leb(); n > 0; n--) {
      const flags = leb();
      let offset = null;
      if (flags === 2) leb();
      if (flags !== 1) {          // active: an i32.const init expression
        const op = bin[pos++];
        if (op === 0x41) offset = sleb(); else while (bin[pos] !== 0x0b) pos++;
        pos++;                    // end
      }
      const sz = leb();
      segments.push({ offset, start: pos, end: pos + sz });
      pos += sz;
    }
  }
  sections.push({ id, label, size: end - start, start, end });
  pos = end;
}

// [SECTION] names: the symbol map, and which object file defines a name
const unescape = (s) => s.replace(/\\([0-9a-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
const names = new Map();
for (const line of fs.readFileSync(SYMBOLS, 'utf8').split('\n')) {
  const i = line.indexOf(':');
  if (i > 0) names.set(Number(line.slice(0, i)), unescape(line.slice(i + 1)));
}
function objectFiles() {
  const out = [];
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.(o|a)$/.test(e.name) && !/pointman_tests_wasm|pointman_node\.dir/.test(full)) out.push(full);
    }
  };
  walk(BUILD);
  if (fs.existsSync(SYSLIB)) {
    for (const lib of ['libc++-except.a', 'libc++abi-except.a', 'libc++.a', 'libc++abi.a', 'libc.a', 'libcompiler_rt.a',
      'libdlmalloc.a', 'libembind-rtti.a', 'libembind.a', 'libGL-webgl2.a', 'libhtml5.a', 'libunwind-except.a', 'libstubs.a']) {
      if (fs.existsSync(path.join(SYSLIB, lib))) out.push(path.join(SYSLIB, lib));
    }
  }
  return out;
}
const definedIn = new Map();  // demangled name -> object path
try {
  for (const obj of args.includes('--names-only') ? [] : objectFiles()) {
    let text;
    try {
      text = execFileSync('llvm-nm', ['--defined-only', '--demangle', '-A', obj], { encoding: 'utf8', maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch { continue; }
    for (const line of text.split('\n')) {
      const m = /^(.*?): [0-9a-f-]+ [TtWw] (.*)$/.exec(line);
      if (m && !definedIn.has(m[2])) definedIn.set(m[2], m[1]);
    }
  }
} catch { /* no llvm-nm: names alone decide */ }

// [SECTION] parts
const PARTS = ['static constructors (calculator specs, help texts, tables built at start)', 'Dear ImGui', 'nlohmann-json', 'libc++/libc', 'exception glue', 'embind', 'fng', 'sd', 'soldiers', 'tcs',
  'skirmish', 'engine (core)', 'shell (UI)', 'embedded data (data/*.json)', 'other data', 'other'];

function head(n) {  // "ret ns::f<T>::g(args) const" -> "ns::f::g"
  let depth = 0, out = '';
  for (const ch of n.replace(/\(anonymous namespace\)/g, '{anon}').replace(/\{lambda\([^)]*\)#\d+\}/g, '{lambda}')) {
    if (ch === '<') depth++;
    else if (ch === '>') depth--;
    else if (ch === '(' && depth === 0) break;
    else if (depth === 0) out += ch;
  }
  out = out.trim();
  const sp = out.lastIndexOf(' ');
  return sp >= 0 && !/operator/.test(out.slice(sp - 8)) ? out.slice(sp + 1) : out;
}
function byObject(obj) {
  if (!obj) return null;
  const o = obj.replace(/\\/g, '/');
  if (/imgui|libGL|libhtml5/.test(o)) return 'Dear ImGui';
  if (/\/core\/(fng|sd|soldiers|tcs|skirmish)\//.test(o)) return o.match(/\/core\/(fng|sd|soldiers|tcs|skirmish)\//)[1];
  if (/data_blobs|embedded/.test(o)) return 'embedded data (data/*.json)';
  if (/\/core\//.test(o)) return 'engine (core)';
  if (/\/shell\/|\/web\/app\//.test(o)) return 'shell (UI)';
  if (/bindings\.cpp|libembind/.test(o)) return 'embind';
  if (/cxa_exception|cxa_personality|cxa_handlers|cxa_noexception|libunwind/.test(o)) return 'exception glue';
  if (/libc\+\+|libc\.a|compiler_rt|dlmalloc|libstubs/.test(o)) return 'libc++/libc';
  return null;
}
function classify(n) {
  // wasm-ld gathers every static initializer into one function; with -Oz the registry's
  // self-registering calculators (parameters, labels, help texts) are built there at start-up.
  if (n === '__wasm_call_ctors' || /^_GLOBAL__sub_I_|__cxx_global_var_init/.test(n)) return 'static constructors (calculator specs, help texts, tables built at start)';
  if (/^(__cxa_|__cxxabiv1::__cxa|__gxx_personality|_Unwind_|__resumeException|invoke_|getTempRet0|setTempRet0|setThrew|__wasm_lpad|__thrown_object|__cxa_can_catch|__cxa_is_pointer_type|std::terminate|std::__terminate|__cxxabiv1::(failed_throw|__terminate|exception_cleanup))/.test(n)) return 'exception glue';
  if (/^(dynCall_|legalstub\$dynCall_)/.test(n)) return 'exception glue';
  const h = head(n);
  if (/^(emscripten::|_embind_|__embind_|EmscriptenBindingInitializer|__getTypeName)/.test(h) || /^emscripten::/.test(n)) return 'embind';
  if (/^nlohmann::/.test(h)) return 'nlohmann-json';
  if (/^std::/.test(h) && /nlohmann::/.test(n)) return 'nlohmann-json';
  if (/^(ImGui|Im[A-Z]|stb|ImGui_Impl|ImStb|STB_)/.test(h) || (/^std::/.test(h) && /\bIm[A-Z]/.test(n))) return 'Dear ImGui';
  const m = /^pm::(fng|sd|soldiers|tcs|skirmish)::/.exec(h);
  if (m) return m[1];
  if (/^pm::embedded/.test(h)) return 'embedded data (data/*.json)';
  const fromObj = byObject(definedIn.get(n) ?? definedIn.get(n.replace(/\.\d+$/, '')));
  if (/^std::|^__cxxabiv1::|^operator (new|delete)/.test(h)) return fromObj === 'exception glue' ? fromObj : 'libc++/libc';
  if (fromObj) return fromObj;
  if (/^pm::(app|shell|ui|web)/.test(h)) return 'shell (UI)';
  if (/^pm::/.test(h)) return 'engine (core)';
  if (/^(gl[A-Z]|emscripten_gl|glfw|_glfw|emscripten_webgl)/.test(h)) return 'Dear ImGui';
  if (!/::/.test(h) && !/^\$?byn\$/.test(h)) return 'libc++/libc';
  return 'other';
}

const parts = new Map(PARTS.map((p) => [p, { raw: 0, chunks: [], functions: 0, largest: [] }]));
const add = (part, buf, label) => {
  const p = parts.get(part);
  p.raw += buf.length; p.chunks.push(buf);
  if (label !== undefined) { p.functions++; p.largest.push([buf.length, label]); }
};
bodies.forEach((b, i) => {
  const n = names.get(importedFuncs + i) ?? `func ${importedFuncs + i}`;
  add(classify(n), bin.subarray(b.start, b.end), n);
});

// Data: the embedded rule tables are copied byte for byte from data/*.json.
const dataFiles = [];
const walkData = (d) => {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const full = path.join(d, e.name);
    if (e.isDirectory()) walkData(full); else if (e.name.endsWith('.json')) dataFiles.push(full);
  }
};
if (fs.existsSync(path.join(ROOT, 'data'))) walkData(path.join(ROOT, 'data'));
for (const seg of segments) {
  const bytes = bin.subarray(seg.start, seg.end);
  const taken = new Uint8Array(bytes.length);
  for (const f of dataFiles) {
    const needle = fs.readFileSync(f);
    if (needle.length < 16) continue;
    const at = bytes.indexOf(needle);
    if (at >= 0) { add('embedded data (data/*.json)', bytes.subarray(at, at + needle.length)); taken.fill(1, at, at + needle.length); }
  }
  let runStart = -1;
  for (let i = 0; i <= bytes.length; i++) {
    const free = i < bytes.length && !taken[i];
    if (free && runStart < 0) runStart = i;
    if (!free && runStart >= 0) { add('other data', bytes.subarray(runStart, i)); runStart = -1; }
  }
}
// Everything else in the file (types, imports, exports, tables, section headers, custom sections).
const mask = new Uint8Array(bin.length);
for (const b of bodies) mask.fill(1, b.start, b.end);
for (const s of segments) mask.fill(1, s.start, s.end);
const rest = [];
for (let i = 0, runStart = -1; i <= bin.length; i++) {
  const free = i < bin.length && !mask[i];
  if (free && runStart < 0) runStart = i;
  if (!free && runStart >= 0) { rest.push(bin.subarray(runStart, i)); runStart = -1; }
}
const restBuf = Buffer.concat(rest);

// [SECTION] gzip shares
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const wholeGzip = gz(bin);
const rows = [];
for (const [part, p] of parts) {
  if (p.raw === 0) continue;
  rows.push({ part, raw: p.raw, gzipAlone: gz(Buffer.concat(p.chunks)), functions: p.functions,
    largest: p.largest.sort((a, b) => b[0] - a[0]).slice(0, 3).map(([s, n]) => `${head(n).slice(0, 60)} ${s}`) });
}
rows.push({ part: 'wasm structure (types, imports, exports, tables, headers)', raw: restBuf.length, gzipAlone: gz(restBuf), functions: 0, largest: [] });
const gzSum = rows.reduce((t, r) => t + r.gzipAlone, 0);
for (const r of rows) r.gzip = Math.round(r.gzipAlone * wholeGzip / gzSum);

let jsRow = null;
if (fs.existsSync(JS)) {
  const js = fs.readFileSync(JS, 'utf8');
  const invokes = (js.match(/function invoke_[a-z]+\([^)]*\)\{.*?_setThrew\(1,0\)\}\}/g) || []).join('');
  jsRow = { file: path.basename(JS), raw: Buffer.byteLength(js), gzip: gz(Buffer.from(js)), invokeWrappers: (js.match(/function invoke_/g) || []).length, invokeBytes: invokes.length };
}
const result = { wasm: path.relative(ROOT, WASM), raw: bin.length, gzip: wholeGzip, functions: bodies.length, imported_functions: importedFuncs,
  parts: rows.map(({ gzipAlone, ...r }) => r), sections: sections.map((s) => ({ section: s.label, bytes: s.size })), js: jsRow };
if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(result, null, 2) + '\n');

// [SECTION] print
const kb = (b) => (b / 1024).toFixed(1);
const pc = (a, b) => (100 * a / b).toFixed(1) + '%';
rows.sort((a, b) => b.raw - a.raw);
if (MARKDOWN) {
  console.log(`| Part | Raw KB | Gzip KB (approx.) | Share | Functions |`);
  console.log(`|---|---:|---:|---:|---:|`);
  for (const r of rows) console.log(`| ${r.part} | ${kb(r.raw)} | ${kb(r.gzip)} | ${pc(r.gzip, wholeGzip)} | ${r.functions || ''} |`);
  console.log(`| **${path.basename(WASM)}** | **${kb(bin.length)}** | **${kb(wholeGzip)}** | 100% | ${bodies.length} |`);
  if (jsRow) console.log(`| ${jsRow.file} (JS glue; ${jsRow.invokeWrappers} invoke_* exception trampolines, ${kb(jsRow.invokeBytes)} KB) | ${kb(jsRow.raw)} | ${kb(jsRow.gzip)} | | |`);
} else {
  console.log(`${path.relative(ROOT, WASM)}: ${kb(bin.length)} KB raw, ${kb(wholeGzip)} KB gzip -9; ${bodies.length} functions (+${importedFuncs} imported)`);
  console.log(`${'part'.padEnd(58)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'share'.padStart(6)}  largest functions (bytes)`);
  for (const r of rows) {
    console.log(`${r.part.padEnd(58)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(8)} ${pc(r.gzip, wholeGzip).padStart(6)}  ${r.largest.join('; ')}`);
  }
  console.log('\nsections:', sections.map((s) => `${s.label} ${kb(s.size)}`).join(', '));
  if (jsRow) console.log(`${jsRow.file}: ${kb(jsRow.raw)} KB raw, ${kb(jsRow.gzip)} KB gzip; ${jsRow.invokeWrappers} invoke_* exception trampolines (${kb(jsRow.invokeBytes)} KB)`);
}
