// Pointman — checks that every doctest file can share a unity batch (run by CMake at build time).
//
//   node cmake/check_test_files.mjs <stamp file> <tests dir> <test file>...
//
// The test suites are compiled a batch of files at a time (cmake/options.cmake, pointman_test_suite),
// so a file sees the names and macros of the files before it in its batch, and which files share a
// batch changes whenever a file is added. Each file therefore keeps its own names to itself
// (CONTRIBUTING.md, "Unity batches of the test files"):
//   - everything after its #include lines is inside one namespace named after its path under tests/,
//     every character that is not a letter or a digit made "_" (tests/core/engine/test_pass_dice.cpp:
//     namespace core_engine_test_pass_dice), opened right after the includes and closed on its last
//     line ("}  // namespace core_engine_test_pass_dice"); its `using` lines go inside it too;
//   - no #define (a macro would reach the next files of its batch: a support header says it once);
//   - no #include after the namespace opens (the header would land inside the namespace).
// Prints one line per fault ("FILE:LINE: what to do") and exits 1, so a file that breaks a rule
// stops the build before a batch can compile it in a way that hides the mistake; writes the stamp
// file when all is well.
//
//   node cmake/check_test_files.mjs --wrap <tests dir> <test file>...
//
// puts a file's code in its namespace (after its last #include and any #endif that closes it, to
// its end): for a test file written before the rule, e.g. one merged from an older branch. Read
// the result: a #define or a late #include it leaves for you to move.
import fs from 'node:fs';
import path from 'node:path';

const wrap = process.argv[2] === '--wrap';
const args = process.argv.slice(wrap ? 3 : 2);
const stamp = wrap ? null : args.shift();
const [testsDir, ...files] = args;
if ((!wrap && !stamp) || !testsDir) {
  console.error('usage: node cmake/check_test_files.mjs <stamp file> <tests dir> <test file>...');
  console.error('       node cmake/check_test_files.mjs --wrap <tests dir> <test file>...');
  process.exit(2);
}

function namespaceFor(relative) {
  return relative.replace(/\.cpp$/, '').replace(/[^A-Za-z0-9]/g, '_');
}

if (wrap) {
  for (const file of files) {
    const name = namespaceFor(path.relative(testsDir, file).split(path.sep).join('/'));
    const lines = fs.readFileSync(file, 'utf8').replace(/\s+$/, '').split('\n');
    // after the last #include before any code, and after the #endif of an #if it sits in
    let at = -1;
    let depth = 0;
    let depthAt = 0;
    for (let i = 0; i < lines.length; ++i) {
      const s = lines[i].trim();
      if (/^#\s*if/.test(s)) ++depth;
      if (/^#\s*endif\b/.test(s)) {
        --depth;
        if (at >= 0 && depthAt > 0 && depth < depthAt) [at, depthAt] = [i, depth];
      }
      if (/^#\s*include\b/.test(s)) [at, depthAt] = [i, depth];
      if (s !== '' && !s.startsWith('#') && !s.startsWith('//')) break;
    }
    const body = lines.slice(at + 1);
    while (body.length && body[0].trim() === '') body.shift();
    const out = [...lines.slice(0, at + 1), '', `namespace ${name} {`, '', ...body, '', `}  // namespace ${name}`, ''];
    fs.writeFileSync(file, out.join('\n'));
    console.log(`${file}: namespace ${name}`);
  }
  process.exit(0);
}

const faults = [];
for (const file of files) {
  const rel = path.relative(testsDir, file).split(path.sep).join('/');
  const name = namespaceFor(rel);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const fault = (i, text) => faults.push(`${file}:${i + 1}: ${text}`);
  let opened = -1;
  let depth = 0;  // #if nesting: the namespace must open and close outside any
  for (let i = 0; i < lines.length; ++i) {
    const s = lines[i].trim();
    if (/^#\s*define\b/.test(s))
      fault(i, 'no #define in a test file: it would reach the next files of its unity batch (put it in a support header)');
    if (/^#\s*if/.test(s)) ++depth;
    if (/^#\s*endif\b/.test(s)) --depth;
    if (opened < 0) {
      if (s === '' || s.startsWith('//') || s.startsWith('#')) continue;
      if (s !== `namespace ${name} {`) {
        fault(i, `after the #include lines, open the file's own namespace: "namespace ${name} {"`);
        break;
      }
      if (depth !== 0) fault(i, `open "namespace ${name} {" outside any #if (after its #endif)`);
      opened = i;
    } else if (/^#\s*include\b/.test(s)) {
      fault(i, `#include only before "namespace ${name} {" (the header would land inside it)`);
    }
  }
  let last = lines.length - 1;
  while (last > 0 && lines[last].trim() === '') --last;
  if (opened >= 0 && lines[last] !== `}  // namespace ${name}`)
    fault(last, `the file's last line closes its namespace: "}  // namespace ${name}"`);
}
if (faults.length) {
  for (const f of faults) console.error(f);
  console.error('check_test_files: see CONTRIBUTING.md, "Unity batches of the test files"');
  process.exit(1);
}
fs.mkdirSync(path.dirname(stamp), { recursive: true });
fs.writeFileSync(stamp, `${files.length} test files checked\n`);
