#!/usr/bin/env node
// ci/count-results.mjs — counts passed, failed and skipped tests from machine-readable reports, for
// ci/test (no sed over console text). Reads any number of report files:
//   doctest XML   (<doctest>, written by tests/doctest_main.cpp: --report=FILE or
//                 $POINTMAN_TEST_REPORTS/<binary>.doctest.xml): the run's totals in
//                 <OverallResultsTestCases successes failures skipped>, the console summary's numbers
//   JUnit XML     (<testsuites>, node --test-reporter=junit): every <testcase> is one test, a test
//                 with subtests is a <testsuite> and counts through its subtests; a <skipped> child
//                 (skip or todo) counts as skipped, else a <failure>/<error> child as failed
// Usage: node ci/count-results.mjs [--numbers] FILE...
//   prints "N passed, N failed, N skipped" (with --numbers "N N N": passed failed skipped), then
//   one line per failed test ("  failed: NAME"). A missing, empty or unfinished report (a crashed run) is an
//   error: exit status 2 and a message on stderr. No dependency: the reports' XML is simple.
import { readFileSync } from 'node:fs';

const decode = (s) => s.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (m, e) => {
  const named = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }[e.toLowerCase()];
  if (named) return named;
  return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
});

// The element tree of an XML text (elements and attributes only; text, comments, CDATA dropped).
function parseXml(text) {
  const body = text.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').replace(/<\?[\s\S]*?\?>/g, '');
  const root = { name: '#document', attrs: {}, children: [] };
  const stack = [root];
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
  for (const m of body.matchAll(tag)) {
    const [, close, name, rawAttrs, selfClose] = m;
    if (close) {
      const top = stack.pop();
      if (!top || top.name !== name) throw new Error(`unbalanced </${name}>`);
      continue;
    }
    const attrs = {};
    for (const a of rawAttrs.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs[a[1]] = decode(a[2] ?? a[3]);
    const el = { name, attrs, children: [] };
    stack[stack.length - 1].children.push(el);
    if (!selfClose) stack.push(el);
  }
  if (stack.length !== 1) throw new Error(`unfinished report (<${stack[stack.length - 1].name}> never closed)`);
  return root;
}

function countDoctest(doc, file, out) {
  const totals = doc.children.find((c) => c.name === 'OverallResultsTestCases');
  if (!totals) throw new Error('doctest report without <OverallResultsTestCases> (the run did not finish)');
  out.passed += Number(totals.attrs.successes ?? 0);
  out.failed += Number(totals.attrs.failures ?? 0);
  out.skipped += Number(totals.attrs.skipped ?? 0);
  for (const suite of doc.children.filter((c) => c.name === 'TestSuite')) {
    for (const tc of suite.children.filter((c) => c.name === 'TestCase')) {
      const res = tc.children.find((c) => c.name === 'OverallResultsAsserts');
      if (res && res.attrs.test_case_success === 'false')
        out.failures.push(`${tc.attrs.name} (${tc.attrs.filename}:${tc.attrs.line})`);
    }
  }
}

function countJunit(el, path, out) {
  for (const c of el.children) {
    if (c.name === 'testsuite' || c.name === 'testsuites') {
      countJunit(c, c.name === 'testsuite' ? [...path, c.attrs.name] : path, out);
    } else if (c.name === 'testcase') {
      const kinds = new Set(c.children.map((k) => k.name));
      if (kinds.has('skipped')) out.skipped++;           // a todo that fails is still a todo
      else if (kinds.has('failure') || kinds.has('error')) {
        out.failed++;
        out.failures.push([...path, c.attrs.name].join(' › '));
      } else out.passed++;
    }
  }
}

function countReport(text, file = 'report') {
  const out = { passed: 0, failed: 0, skipped: 0, failures: [] };
  if (!text.trim()) throw new Error('empty report');
  const top = parseXml(text).children;
  if (top.length !== 1) throw new Error('not one XML document');
  const [doc] = top;
  if (doc.name === 'doctest') countDoctest(doc, file, out);
  else if (doc.name === 'testsuites' || doc.name === 'testsuite') countJunit({ children: [doc] }, [], out);
  else throw new Error(`unknown report <${doc.name}>`);
  return out;
}

function main(argv) {
  const numbers = argv.includes('--numbers');
  const files = argv.filter((a) => a !== '--numbers');
  if (files.length === 0) {
    console.error('usage: node ci/count-results.mjs [--numbers] REPORT.xml...');
    return 2;
  }
  const sum = { passed: 0, failed: 0, skipped: 0, failures: [] };
  let bad = false;
  for (const f of files) {
    try {
      const r = countReport(readFileSync(f, 'utf8'), f);
      sum.passed += r.passed; sum.failed += r.failed; sum.skipped += r.skipped;
      sum.failures.push(...r.failures);
    } catch (e) {
      console.error(`count-results: ${f}: ${e.code === 'ENOENT' ? 'no report (the layer wrote none)' : e.message}`);
      bad = true;
    }
  }
  if (numbers) console.log(`${sum.passed} ${sum.failed} ${sum.skipped}`);
  else console.log(`${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
  for (const f of sum.failures) console.log(`  failed: ${f}`);
  return bad ? 2 : 0;
}

process.exitCode = main(process.argv.slice(2));
