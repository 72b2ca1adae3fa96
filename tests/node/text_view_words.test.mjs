// The text view (web/text/text-view.js) lays out the presented answer (core/contract/present.h)
// and adds no words of its own to it: for every calculator (its defaults, each parameter alone at
// its ends, three seeds), every word and number the presenter gives is the text of an element of
// the page. tests/shell/test_same_words.cpp holds the canvas to the same words, so the two views
// of an answer read the same. The page is a small stand-in DOM: what the view builds, not how a
// browser lays it out (tests/browser/ does that).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { ROOT, wasm } from './helpers.mjs';

// [SECTION] a stand-in DOM: elements, text nodes, attributes; enough for text-view.js
class TextNode {
  constructor(t) { this.nodeType = 3; this.data = String(t); this.parentNode = null; }
  get textContent() { return this.data; }
}
class Element {
  constructor(tag) {
    this.nodeType = 1;
    this.tagName = tag.toUpperCase();
    this.childNodes = [];
    this.attrs = {};
    this.parentNode = null;
    this.hidden = false;
    this.className = '';
    const self = this;
    this.classList = {
      add(c) { if (!self.className.split(' ').includes(c)) self.className = (self.className + ' ' + c).trim(); },
      remove(c) { self.className = self.className.split(' ').filter((x) => x !== c).join(' '); },
      toggle(c) { if (self.className.split(' ').includes(c)) { this.remove(c); return false; } this.add(c); return true; },
      contains(c) { return self.className.split(' ').includes(c); }
    };
  }
  get children() { return this.childNodes.filter((n) => n.nodeType === 1); }
  get isConnected() { return true; }
  get textContent() { return this.childNodes.map((n) => n.textContent).join(''); }
  set textContent(t) {
    this.childNodes = [];
    if (t !== '' && t != null) this.appendChild(new TextNode(t));
  }
  appendChild(c) {
    if (c.parentNode) c.parentNode.removeChild(c);
    c.parentNode = this;
    this.childNodes.push(c);
    return c;
  }
  removeChild(c) { this.childNodes = this.childNodes.filter((n) => n !== c); c.parentNode = null; return c; }
  insertBefore(c, ref) {
    if (c.parentNode) c.parentNode.removeChild(c);
    const i = ref ? this.childNodes.indexOf(ref) : -1;
    c.parentNode = this;
    if (i < 0) this.childNodes.push(c); else this.childNodes.splice(i, 0, c);
    return c;
  }
  setAttribute(k, v) { this.attrs[k] = String(v); if (k === 'id') this.id = String(v); }
  getAttribute(k) { return k in this.attrs ? this.attrs[k] : null; }
  hasAttribute(k) { return k in this.attrs; }
  removeAttribute(k) { delete this.attrs[k]; }
  addEventListener() {}
  focus() {}
  scrollIntoView() {}
  get clientHeight() { return 0; }
  get scrollHeight() { return 0; }
  get options() { return this.children.filter((c) => c.tagName === 'OPTION'); }
  get selectedIndex() { return Math.max(0, this.options.findIndex((o) => o.selected)); }
}

function page() {
  const document = {
    documentElement: new Element('html'),
    body: new Element('body'),
    createElement: (tag) => new Element(tag),
    createTextNode: (t) => new TextNode(t)
  };
  document.documentElement.setAttribute('data-pointman-embed', '');  // no page of its own
  const sandbox = {
    document,
    localStorage: { getItem: () => null, setItem() {} },
    navigator: {},
    crypto: globalThis.crypto,
    Uint32Array,
    URLSearchParams,
    setTimeout: () => 0,
    clearTimeout() {},
    matchMedia: () => ({ matches: false }),
    addEventListener() {},
    removeEventListener() {}
  };
  sandbox.window = sandbox;
  vm.createContext(sandbox);
  vm.runInContext(fs.readFileSync(path.join(ROOT, 'web/text/text-view.js'), 'utf8'), sandbox);
  return sandbox;
}

// [SECTION] the words
// The words of a presented answer a view draws without a tap (long fractions and a folded roll's
// dice are a tap away), as tests/shell/test_same_words.cpp lists them.
function wordsOf(pr) {
  const out = [];
  const add = (at, o, k) => { if (o && typeof o[k] === 'string' && o[k] !== '') out.push([at + '.' + k, o[k]]); };
  add('', pr, 'summary');
  add('', pr, 'error');
  add('', pr, 'rolled');
  for (const o of pr.outcomes || []) for (const k of ['label', 'percent', 'exact']) add('outcome', o, k);
  for (const c of pr.cumulative || []) for (const k of ['name', 'percent', 'at_least', 'at_most']) add('cumulative', c, k);
  for (const v of pr.values || []) {
    add('value', v, 'label');
    add('value', v, 'text');
    for (const r of v.rows || []) { add('row', r, 'label'); add('row', r, 'text'); }
  }
  for (const m of pr.modifiers || []) for (const k of ['label', 'value', 'rule']) add('modifier', m, k);
  if (pr.roll) {
    add('roll', pr.roll, 'header');
    add('roll', pr.roll, 'nothing');
    if (!pr.roll.fold) for (const d of pr.roll.dice || []) for (const k of ['die', 'size', 'rolled']) add('die', d, k);
  }
  return out;
}

// Each element's own text (its text nodes, not its children's), the rolled outcome's mark off.
function ownTexts(node, into) {
  if (node.nodeType !== 1) return into;
  const own = node.childNodes.filter((n) => n.nodeType === 3).map((n) => n.data).join('');
  if (own) into.add(own.startsWith('\u25b6 ') ? own.slice(2) : own);
  for (const c of node.childNodes) ownTexts(c, into);
  return into;
}

// The requests of tests/core/support/answer_requests.h.
function answerRequests(m, id) {
  const spec = m.describe(id);
  const out = [{ calc: id, params: {} }];
  for (const p of spec.params) {
    let values = [];
    if (p.type === 'int' || p.type === 'number') values = [p.min, p.max];
    else if (p.type === 'bool') values = [!p.default];
    else if (p.type === 'enum' && p.choices && p.choices.length) values = [p.choices[0].value, p.choices[p.choices.length - 1].value];
    for (const v of values) if (JSON.stringify(v) !== JSON.stringify(p.default)) out.push({ calc: id, params: { [p.name]: v } });
  }
  for (const seed of [1, 7, 20261208]) out.push({ calc: id, params: {}, seed });
  return out;
}

test('text view: every word of the presented answer is on the page, for every calculator', async () => {
  const m = await wasm();
  const win = page();
  let answers = 0, words = 0;
  const missing = [];
  for (const { id } of m.list()) {
    for (const req of answerRequests(m, id)) {
      const container = win.document.createElement('main');
      const view = win.PointmanTextView.renderCalc(container, m, req, { tables: () => null });
      assert.ok(view, id);
      const pr = m.present(view.first);
      const drawn = ownTexts(container, new Set());
      answers++;
      for (const [at, w] of wordsOf(pr)) {
        words++;
        if (!drawn.has(w)) missing.push(JSON.stringify(req) + ' ' + at + ': "' + w + '"');
      }
    }
  }
  const kinds = {};
  for (const x of missing) { const k = / ([a-z_.]+): "/.exec(x)[1]; kinds[k] = (kinds[k] || 0) + 1; }
  assert.deepEqual(missing.slice(0, 12), [], JSON.stringify(kinds) + ' of ' + missing.length);
  assert.ok(answers > 1000, answers + ' answers');
  console.log(answers + ' answers, ' + words + ' words');
});

test('text view: the player\'s dice too few: the odds, and the next die in the core\'s words', async () => {
  const m = await wasm();
  const win = page();
  const container = win.document.createElement('main');
  const req = { calc: 'fng.activation', params: {}, dice: [4] };
  win.PointmanTextView.renderCalc(container, m, req, { tables: () => null });
  const needs = m.evaluate(req);
  const odds = m.oddsRequest(req, needs);
  assert.deepEqual(odds, { calc: 'fng.activation', params: {} });
  const pr = m.present(m.evaluate(odds), needs);
  assert.equal(pr.next.text, 'Next: a d6');
  const drawn = ownTexts(container, new Set());
  assert.ok(drawn.has('Next: a d6'));
  assert.ok(drawn.has(pr.summary));
  assert.equal(m.oddsRequest({ calc: 'fng.activation', params: {} }, m.evaluate({ calc: 'fng.activation', params: {} })), null);
});
