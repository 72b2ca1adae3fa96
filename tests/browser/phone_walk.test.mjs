// Every calculator of the registry opened from its seeded share link on a phone, at 320x640 (DPR 2)
// and 390x844 (DPR 3), touch: no text drawn over another (the test hook's text rectangles, the part
// of each inside its clip and the screen), no shown text that is a raw response key or a piece of
// JSON, and when the response says what was rolled (its top-level `rolled` sentence) the pinned
// summary says it. One page per size; the links are visited by hash inside the page in one batch.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp } from './harness.mjs';

const SIZES = [
  { name: '320x640', viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
  { name: '390x844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true },
];
const SEED = 4242;
const SLACK = 0.5;  // CSS px two rectangles may share (touching edges, sub-pixel rounding)

let h;
before(async () => { h = await launch(); });
after(async () => { await h.close(); });

// Texts that show a piece of the response as the program holds it, not as a player reads it.
const JSON_SHAPES = [
  [/"[A-Za-z_][\w.-]*"\s*:/, 'a quoted key'],
  [/\{\s*"/, 'a JSON object'],
  [/\[\s*\{/, 'a JSON list'],
  [/_exact\b/, 'an _exact field'],
  [/(^|[\s{,(])p:\s*[\d.]/, 'a p: field'],
  [/\b(null|undefined|NaN|\[object Object\])\b/, 'a program word'],
];

// What a response names by key, trimmed in the page: the snake_case keys of its values, its outcome
// keys whose label differs (the player reads the label), its rolled sentence and summary.
function keysOf(r) {
  const snake = new Set();
  const outcomes = [];
  const walk = (v) => {
    if (Array.isArray(v)) { v.forEach(walk); return; }
    if (!v || typeof v !== 'object') return;
    if (typeof v.key === 'string' && /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(v.key)) snake.add(v.key);
    for (const x of Object.values(v)) walk(x);
  };
  walk(r.values || []);
  // A key that is a count or a die reading ("2", "5-6", "6+") is a number the player reads (a die's
  // face, "at least 2"), not a program's name.
  for (const o of r.outcomes || []) {
    if (o.label && o.label !== o.key && !/^\d[\d+-]*$/.test(o.key)) outcomes.push({ key: o.key, label: o.label });
  }
  return { snake: [...snake], outcomes };
}

// The dice engine's field names as a program prints an object (key "key" as "Key"): a roll drawn
// as a raw record, not as a labelled table of its dice and result.
const ROLL_FIELDS = new Set(['Key', 'Value', 'Faces', 'D', 'Face']);

function rawIn(text, keys) {
  for (const [re, what] of JSON_SHAPES) if (re.test(text)) return what;
  if (ROLL_FIELDS.has(text.trim())) return `the roll's field name ${text.trim()}`;
  for (const k of keys.snake) if (new RegExp(`(^|[^\\w])${k}([^\\w]|$)`).test(text)) return `the value key ${k}`;
  for (const o of keys.outcomes) {
    // A bare outcome key where the player reads a label: the key alone, or marked as rolled.
    // Keys that are words of their own label ("hit" in "1 hit") are not counted.
    const bare = text.replace(/^\u25b6\s*/, '').trim();
    if (bare === o.key && !new RegExp(`\\b${o.key.replace(/[^\w]/g, '\\$&')}\\b`).test(o.label)) return `the outcome key ${o.key}`;
  }
  return null;
}

const area = (a, b) => {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const hh = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > SLACK && hh > SLACK;
};

// Opens each link in turn inside the page and reads the hook once the drawing is quiet (no draw
// call for four animation frames). The hook is read once before: that turns on the text rectangles.
async function walk(page, links) {
  await page.evaluate(() => window.pointman._ui);
  return page.evaluate(async (links) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const out = [];
    for (const link of links) {
      const want = link.replace(/^#\//, '').split('?')[0];
      location.hash = link;
      let s = null, quiet = 0, last = -1;
      const t0 = performance.now();
      while (performance.now() - t0 < 15000) {
        await frame();
        quiet = window.__draws === last ? quiet + 1 : 0;
        last = window.__draws;
        if (quiet >= 4) {
          s = window.pointman._ui;
          if (s.calc === want) break;
          s = null;
          quiet = 0;
        }
      }
      if (!s) { out.push({ link, calc: null }); continue; }
      const r = s.response || {};
      out.push({
        link, calc: s.calc, texts: s.texts, boxes: s.text_boxes || null, controls: s.controls,
        response: { ok: r.ok, rolled: r.rolled, summary: r.summary, values: r.values, outcomes: r.outcomes, roll: r.roll },
      });
    }
    return out;
  }, links);
}

test('every calculator from its seeded link at 320x640 and 390x844: no text over another, no raw key, the roll said', async () => {
  const t0 = Date.now();
  const failures = { overlap: [], raw: [], rolled: [], missing: [] };
  let pairs = 0, texts = 0, visits = 0;
  for (const size of SIZES) {
    const { context, page } = await openApp(h.browser, h.url + 'index.html#/', size);
    try {
      const list = await page.evaluate(() => window.pointman.list());
      const links = list.map((c) => `#/${c.id}?seed=${SEED}`);
      const states = await walk(page, links);
      for (const s of states) {
        visits++;
        const where = `${size.name} ${s.link}`;
        if (!s.calc) { failures.missing.push(`${where}: the calculator was not drawn`); continue; }
        // (b) no raw response key or JSON shape in any text drawn (shown or scrolled away).
        const keys = keysOf(s.response);
        for (const t of new Set([...s.texts, ...(s.boxes || []).map((b) => b.text)])) {
          const what = rawIn(t, keys);
          if (what) failures.raw.push(`${where}: "${t.slice(0, 80)}" shows ${what}`);
        }
        if (!s.boxes) { failures.missing.push(`${where}: no text rectangles in the hook`); continue; }
        const shown = s.boxes.filter((b) => b.shown);
        texts += shown.length;
        // (a) no two shown texts overlap.
        for (let i = 0; i < shown.length; i++) {
          for (let j = i + 1; j < shown.length; j++) {
            pairs++;
            if (area(shown[i].shown, shown[j].shown)) {
              const f = (b) => `"${b.text.slice(0, 40)}" @${Math.round(b.shown.x)},${Math.round(b.shown.y)} ${Math.round(b.shown.w)}x${Math.round(b.shown.h)}`;
              failures.overlap.push(`${where}: ${f(shown[i])} overlaps ${f(shown[j])}`);
            }
          }
        }
        // (c) the rolled sentence, when the response has one, in the pinned summary: a text shown
        // above the calculator's panel (the first shown control below the bar's Roll button).
        // (A response whose roll is null rolled nothing: its sentence says so and the app shows none.)
        const rolled = s.response.rolled;
        const didRoll = s.response.roll !== null && typeof s.response.roll === 'object';
        if (typeof rolled === 'string' && rolled && didRoll) {
          const roll = s.controls.find((c) => c.id === 'roll' && c.visible);
          const barBottom = roll ? roll.y + roll.h : 0;
          const below = s.controls.filter((c) => c.visible && c.y >= barBottom - SLACK).map((c) => c.y);
          const panelTop = below.length ? Math.min(...below) : Infinity;
          const bar = shown.filter((b) => b.shown.y < panelTop).map((b) => b.text);
          if (!bar.some((t) => t.includes(rolled)))
            failures.rolled.push(`${where}: the pinned summary [${bar.join(' | ').slice(0, 120)}] does not say "${rolled}"`);
          const rolledKey = s.response.roll && s.response.roll.key;
          const o = (s.response.outcomes || []).find((x) => x.key === rolledKey && x.label);
          if (o && !bar.some((t) => t.includes(o.label)))
            failures.rolled.push(`${where}: the pinned summary does not name the rolled outcome "${o.label}"`);
        }
      }
    } finally {
      await context.close();
    }
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  const counts = Object.fromEntries(Object.entries(failures).map(([k, v]) => [k, v.length]));
  console.log(`phone walk: ${visits} visits, ${texts} shown texts, ${pairs} pairs, ${secs} s; failures ${JSON.stringify(counts)}`);
  for (const [k, v] of Object.entries(failures)) for (const line of v.slice(0, 40)) console.log(`  ${k}: ${line}`);
  assert.ok(visits >= 2 * 20 && texts > visits * 5, 'every calculator was visited at both sizes and its texts measured');
  for (const [k, v] of Object.entries(failures)) assert.equal(v.length, 0, `${k}:\n${v.slice(0, 20).join('\n')}`);
});
