// Every command the documentation marks runnable runs as written (CONTRIBUTING.md, "Runnable commands
// in the docs"). The fenced blocks of README.md, CONTRIBUTING.md and docs/*.md whose info string is
// `sh runnable` are run one by one, from the repository root, each as one `bash -e -o pipefail`
// script. A block passes when it exits 0 and prints no "ok":false; a block marked
// `sh runnable ok-false` shows an error response on purpose, so it must exit 0 AND print one.
// `build/native/pointman` in a block is the CLI: POINTMAN_CLI replaces it when set (ci/test sets it
// to that same path). A plain `sh` block that calls the CLI must be marked runnable, so no CLI
// command on a page escapes the test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, CLI } from './helpers.mjs';

const PAGES = ['README.md', 'CONTRIBUTING.md',
  ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const CLI_IN_TEXT = /(?<![\w/.-])(?:\.\/)?build\/native\/pointman(?![\w.-])/g;

// The fenced blocks of a Markdown text: {info, words, body, line} (line: the opening fence, 1-based).
function fencedBlocks(text) {
  const blocks = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      body.push(lines[j]);
    }
    const info = open[2].trim();
    blocks.push({ info, words: info.split(/\s+/).filter(Boolean), body: body.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}

const shellQuote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
const clip = (s, n = 4000) => (s.length > n ? `${s.slice(0, n)}\n… (${s.length - n} more characters)` : s);

const runnable = [];
const unmarked = [];
for (const page of PAGES) {
  for (const b of fencedBlocks(readFileSync(path.join(ROOT, page), 'utf8'))) {
    if (b.words[0] !== 'sh') continue;
    if (b.words.includes('runnable')) runnable.push({ page, ...b });
    else if (CLI_IN_TEXT.test(b.body)) unmarked.push(`${page}:${b.line}`);
    CLI_IN_TEXT.lastIndex = 0;
  }
}

test('the docs have runnable blocks, and every sh block that calls the CLI is one of them', () => {
  assert.ok(runnable.length >= 3, `runnable blocks found: ${runnable.length}`);
  assert.deepEqual(unmarked, [], 'sh blocks calling build/native/pointman without `sh runnable`');
  assert.ok(existsSync(CLI), `the CLI to run them with: ${CLI} (build the pointman target)`);
});

for (const b of runnable) {
  const okFalse = b.words.includes('ok-false');
  test(`${b.page}:${b.line} runs as written${okFalse ? ' (an error response on purpose)' : ''}`, () => {
    assert.ok(b.body.trim() !== '', 'an empty runnable block');
    const script = b.body.replace(CLI_IN_TEXT, shellQuote(CLI));
    const r = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', script], {
      cwd: ROOT, encoding: 'utf8', timeout: 120000, maxBuffer: 64 << 20,
    });
    const report = `block at ${b.page}:${b.line}:\n${b.body}\n--- exit ${r.status}${r.signal ? ` (${r.signal})` : ''}` +
      `\n--- stdout:\n${clip(r.stdout ?? '')}\n--- stderr:\n${clip(r.stderr ?? '')}`;
    if (r.error) assert.fail(`${report}\n--- ${r.error.message}`);
    assert.equal(r.status, 0, report);
    const saysNotOk = /"ok"\s*:\s*false/.test(r.stdout);
    if (okFalse) assert.ok(saysNotOk, `marked ok-false but no "ok":false in its output\n${report}`);
    else assert.ok(!saysNotOk, `an error response ("ok":false); mark the block \`sh runnable ok-false\` if that is meant\n${report}`);
  });
}
