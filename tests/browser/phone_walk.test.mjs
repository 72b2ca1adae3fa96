// Every calculator of the registry on a phone, touch: at 320x640 (DPR 2) from its seeded share link,
// at 390x844 (DPR 3) from its plain link and from its seeded link. One page per size; the links are
// visited by hash inside the page in one batch, and each visit is checked for all of:
//   - the answer first (plain links at 390x844): the start of the answer (an outcome row or its
//     picture) wholly on the first screen, and More options there exactly when some parameters fold,
//     shut, with those parameters under it;
//   - no text drawn over another (the test hook's text rectangles, the part of each inside its clip
//     and the screen);
//   - no shown text that is a raw response key, a piece of JSON or a raw probability double;
//   - when the response says what was rolled (its top-level `rolled` sentence), the pinned summary
//     says it.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, visitLinks, firstAnswer, RAW_DOUBLE } from './harness.mjs';

const SIZES = [
  { name: '320x640', viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, plain: false },
  { name: '390x844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true, plain: true },
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

// The answer-first faults of a plain link's visit (empty: none).
function answerFirst(s, spec, vp) {
  const out = [];
  const a = firstAnswer(s);
  if (!a) out.push('draws no outcome row or picture');
  else if (!(a.visible && a.y >= 0 && a.y + a.h <= vp.height && a.x >= 0 && a.x + a.w <= vp.width + 0.5))
    out.push(`${a.id} is not wholly on the first screen (y ${a.y.toFixed(0)}, h ${a.h.toFixed(0)})`);
  // The fold is there exactly when there are parameters beyond the main ones, and it is shut.
  const anyMain = spec.params.some((p) => p.main === true);
  const more = spec.params.filter((p, k) => !(anyMain ? p.main : k < 5));
  if (s.controls.some((x) => x.id === 'more-options') !== more.length > 0) out.push('More options is not there exactly when parameters fold');
  if (s.more_open !== false) out.push('a default link leaves More options open');
  for (const p of more) {
    if (s.controls.some((x) => x.id.startsWith(`param:${p.name}:`) || x.id === `toggle:${p.name}`)) out.push(`${p.name} is not folded under More options`);
  }
  return out;
}

test('every calculator on a phone (320x640 seeded; 390x844 plain and seeded): the answer first, no text over another, no raw key or double, the roll said', async () => {
  const t0 = Date.now();
  const failures = { first: [], overlap: [], raw: [], rolled: [], missing: [] };
  let pairs = 0, texts = 0, visits = 0, plainVisits = 0;
  for (const size of SIZES) {
    const { context, page, log } = await openApp(h.browser, h.url + 'index.html#/', size);
    try {
      const list = await page.evaluate(() => window.pointman.list());
      assert.ok(list.length > 50, 'the registry has its calculators');
      const specs = Object.fromEntries(await page.evaluate((ids) => ids.map((id) => [id, window.pointman.describe(id)]), list.map((c) => c.id)));
      const links = list.flatMap((c) => (size.plain ? [`#/${c.id}`] : []).concat([`#/${c.id}?seed=${SEED}`]));
      const states = await visitLinks(page, links);
      for (const s of states) {
        visits++;
        const where = `${size.name} ${s.link}`;
        const want = s.link.replace(/^#\//, '').split('?')[0];
        if (s.calc !== want) { failures.missing.push(`${where}: the calculator was not drawn`); continue; }
        if (!s.link.includes('?')) {
          plainVisits++;
          for (const f of answerFirst(s, specs[s.calc], size.viewport)) failures.first.push(`${where}: ${f}`);
        }
        // No raw response key, JSON shape or probability double in any text drawn (shown or scrolled away).
        const keys = keysOf(s.answer);
        for (const t of new Set([...s.texts, ...(s.boxes || []).map((b) => b.text)])) {
          const what = rawIn(t, keys) || (RAW_DOUBLE.test(t) ? 'a raw probability double' : null);
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
        const rolled = s.answer.rolled;
        const didRoll = s.answer.roll !== null && typeof s.answer.roll === 'object';
        if (typeof rolled === 'string' && rolled && didRoll) {
          const roll = s.controls.find((c) => c.id === 'roll' && c.visible);
          const barBottom = roll ? roll.y + roll.h : 0;
          const below = s.controls.filter((c) => c.visible && c.y >= barBottom - SLACK).map((c) => c.y);
          const panelTop = below.length ? Math.min(...below) : Infinity;
          const bar = shown.filter((b) => b.shown.y < panelTop).map((b) => b.text);
          if (!bar.some((t) => t.includes(rolled)))
            failures.rolled.push(`${where}: the pinned summary [${bar.join(' | ').slice(0, 120)}] does not say "${rolled}"`);
          const rolledKey = s.answer.roll && s.answer.roll.key;
          const o = (s.answer.outcomes || []).find((x) => x.key === rolledKey && x.label);
          if (o && !bar.some((t) => t.includes(o.label)))
            failures.rolled.push(`${where}: the pinned summary does not name the rolled outcome "${o.label}"`);
        }
      }
      assert.deepEqual(log.errors, [], `${size.name}: no page errors`);
    } finally {
      await context.close();
    }
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  const counts = Object.fromEntries(Object.entries(failures).map(([k, v]) => [k, v.length]));
  console.log(`phone walk: ${visits} visits (${plainVisits} plain), ${texts} shown texts, ${pairs} pairs, ${secs} s; failures ${JSON.stringify(counts)}`);
  for (const [k, v] of Object.entries(failures)) for (const line of v.slice(0, 40)) console.log(`  ${k}: ${line}`);
  assert.ok(visits >= 3 * 50 && plainVisits >= 50 && texts > visits * 5, 'every calculator was visited at both sizes and its texts measured');
  for (const [k, v] of Object.entries(failures)) assert.equal(v.length, 0, `${k}:\n${v.slice(0, 20).join('\n')}`);
});
