// Every view passes an accessibility audit: axe-core (npm, injected
// into every page and frame by the test) over the front page, the text view's list, EVERY
// calculator's text view, an embed and the example club page, in each theme:
//   dark      the device asks for dark (prefers-color-scheme: dark), nothing saved
//   light     the device asks for light, nothing saved (the theme follows the device)
//   contrast  the player's saved choice (settings.theme = "contrast"), whatever the device says
// No violation of impact serious or critical is allowed (contrast included: axe-core's
// color-contrast rule checks WCAG AA 4.5:1 on every text). A moderate or minor one must be named in
// README's "Accessibility" section with its reason, or the test fails. The page's own colours are
// checked to change with the theme (a theme drawn only in the canvas would fail here).
// In the dark theme every calculator is audited as its own page with every rule (one page walks
// them by changing the address's hash); the light and high-contrast themes change colours only, so
// there every calculator's text view is drawn into one page and checked by the colour rules
// (color-contrast, link-in-text-block) in one run.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { launch, ROOT } from './harness.mjs';

const require = createRequire(import.meta.url);
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const accessibility = README.slice(README.indexOf('## Accessibility'));

const THEMES = [
  { name: 'dark', colorScheme: 'dark', saved: null, bg: 'rgb(23, 26, 23)', everyPage: true },
  { name: 'light', colorScheme: 'light', saved: null, bg: 'rgb(251, 250, 245)' },
  { name: 'contrast', colorScheme: 'light', saved: 'contrast', bg: 'rgb(0, 0, 0)' },
];

let h;
before(async () => { h = await launch(); });
after(async () => { await h.close(); });

async function themed(theme) {
  const context = await h.browser.newContext({ viewport: { width: 800, height: 900 }, deviceScaleFactor: 1, bypassCSP: true, colorScheme: theme.colorScheme });
  await context.addInitScript({ content: AXE });  // every page and frame, the club page's embeds too
  if (theme.saved) {
    await context.addInitScript((t) => {
      if (location.pathname.endsWith('club.html')) return;
      localStorage.setItem('pointman.store', JSON.stringify({ app: 'pointman', schema: 1, presets: {}, history: {}, tables: {}, settings: { theme: t } }));
    }, theme.saved);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

// axe-core over the page as it is now (folded "More options" opened, so their controls count too).
async function audit(page, where, found, { iframes = false } = {}) {
  const violations = await page.evaluate(async (opts) => {
    document.querySelectorAll('details').forEach((d) => { d.open = true; });
    const r = await window.axe.run(document, { resultTypes: ['violations'], iframes: opts.iframes });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + (n.failureSummary || '').split('\n').slice(1, 2).join('')) }));
  }, { iframes });
  record(found, where, violations);
}

function record(found, where, violations) {
  for (const v of violations) {
    if (!found.has(v.id)) found.set(v.id, { impact: v.impact, help: v.help, where: [] });
    found.get(v.id).where.push(`${where}: ${v.nodes.join(' | ')}`);
  }
}

function judge(found, theme) {
  const bad = [...found].filter(([, v]) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad.map(([id, v]) => `${id} (${v.impact}): ${v.help} — ${v.where.slice(0, 4).join(' ;; ')}`), [],
    `${theme}: no serious or critical violation`);
  const unlisted = [...found].filter(([id]) => !accessibility.includes('`' + id + '`'));
  assert.deepEqual(unlisted.map(([id, v]) => `${id} (${v.impact}): ${v.help} — ${v.where.slice(0, 2).join(' ;; ')}`), [],
    `${theme}: every moderate or minor finding is fixed or listed in README "Accessibility" with its reason`);
}

for (const theme of THEMES) {
  test(`axe-core, ${theme.name} theme: front page, text view list, every calculator, an embed, the club page`, async () => {
    const t0 = Date.now();
    const { context, page, errors } = await themed(theme);
    const found = new Map();

    await page.goto(h.url + 'index.html');
    await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 60000 });
    await page.waitForTimeout(300);
    await audit(page, 'front page', found);
    // The page around the canvas and the canvas itself are in the theme.
    const front = await page.evaluate(() => ({ bg: getComputedStyle(document.body).backgroundColor, drawn: document.documentElement.getAttribute('data-theme') }));
    assert.equal(front.drawn, theme.name, 'the canvas app draws in the theme');
    assert.equal(front.bg, theme.bg);

    await page.goto(h.url + 'index.html?view=text#/');
    await page.waitForSelector('#pointman-text[data-ready]', { timeout: 60000 });
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), theme.bg, 'the text view follows the theme');
    await audit(page, 'text view list', found);
    let ids;
    if (theme.everyPage) {
      // Every calculator as its own page, all rules, one after the other in this page (one round
      // trip for the lot).
      const perCalc = await page.evaluate(async () => {
        const out = [];
        for (const c of window.pointman.list()) {
          await new Promise((r) => { window.addEventListener('hashchange', () => r(), { once: true }); location.hash = '#/' + c.id; });
          const h1 = document.querySelector('#pointman-text h1');
          if (!h1 || h1.textContent !== window.pointman.describe(c.id).title) { out.push({ id: c.id, missing: true, violations: [] }); continue; }
          document.querySelectorAll('details').forEach((d) => { d.open = true; });
          const r = await window.axe.run(document, { resultTypes: ['violations'] });
          out.push({ id: c.id, violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + (n.failureSummary || '').split('\n').slice(1, 2).join('')) })) });
        }
        return out;
      });
      ids = perCalc.map((c) => c.id);
      assert.deepEqual(perCalc.filter((c) => c.missing).map((c) => c.id), [], 'every calculator is drawn in the text view');
      for (const c of perCalc) record(found, c.id, c.violations);
    } else {
      // The other themes change colours only (the same elements, the same structure): every
      // calculator's text view, all drawn into this one page, checked by the colour rules in one
      // run (a run per calculator would take three times as long).
      const all = await page.evaluate(async () => {
        const main = document.getElementById('pointman-text');
        main.textContent = '';
        const list = window.pointman.list();
        for (const c of list) window.PointmanTextView.renderCalc(main.appendChild(document.createElement('div')), window.pointman, { calc: c.id });
        document.querySelectorAll('details').forEach((d) => { d.open = true; });
        const r = await window.axe.run(document, { resultTypes: ['violations'], runOnly: ['color-contrast', 'link-in-text-block'] });
        return { ids: list.map((c) => c.id), drawn: main.querySelectorAll('.pm-calc h1').length,
                 violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                   nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + (n.failureSummary || '').split('\n').slice(1, 2).join('')) })) };
      });
      ids = all.ids;
      assert.equal(all.drawn, ids.length, 'every calculator is drawn');
      record(found, 'every calculator (colour rules)', all.violations);
    }
    const tCalcs = Date.now() - t0;

    await page.goto(h.url + 'embed.html#/fng.fire');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-pointman') === 'ready', null, { timeout: 60000 });
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), theme.bg, 'the embed follows the theme');
    await audit(page, 'embed fng.fire', found);

    await page.goto(h.url + 'examples/club.html');
    for (const id of ['weather', 'assault']) {
      const frame = await (await page.waitForSelector('#' + id)).contentFrame();
      await page.$eval('#' + id, (f) => f.scrollIntoView());
      await frame.waitForFunction(() => document.documentElement.getAttribute('data-pointman') === 'ready', null, { timeout: 60000 });
    }
    await page.waitForFunction(() => !/Working out/.test(document.getElementById('odds').textContent));
    await audit(page, 'club page (with its embeds)', found, { iframes: true });

    for (const [id, v] of found) console.log(`# ${theme.name}: ${id} (${v.impact}) ${v.where.length} place(s), e.g. ${v.where[0]}`);
    console.log(`# ${theme.name}: ${ids.length} calculators in ${(tCalcs / 1000).toFixed(1)} s, all views ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    judge(found, theme.name);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
