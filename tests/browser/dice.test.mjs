// The player's own dice in the browser, as a phone (390×844, DPR 3, touch): in the
// canvas app "I rolled…" asks the core for the next die and offers its faces; tapping a seeded roll's
// faces gives that roll, and the share link (rolled=…) carries them. In the text view (?view=text) the
// same with a text field: it says which die comes next, then shows the roll. About 20 s.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, ui, tap, PHONE } from './harness.mjs';
import { reach } from './reach.mjs';

let h;
before(async () => { h = await launch(); });
after(async () => { await h.close(); });

test('canvas app: I rolled… then the faces of a seeded roll give that roll', async () => {
  const { context, page, log } = await openApp(h.browser, h.url + 'index.html#/fng.activation', PHONE);
  const seeded = await page.evaluate(() => window.pointman.evaluate({ calc: 'fng.activation', seed: 99 }));
  const faces = seeded.roll.faces.map((d) => d.face);
  await reach(page, 'i-rolled');
  await tap(page, 'i-rolled');
  let s = await ui(page);
  assert.deepEqual(s.dice, []);
  assert.deepEqual(s.dice_needs.sides, [6, 6]);
  for (const f of faces) {
    await reach(page, 'die:' + f);
    await tap(page, 'die:' + f);
  }
  s = await ui(page);
  assert.deepEqual(s.dice, faces);
  assert.equal(s.dice_needs, null);
  assert.deepEqual(s.response.roll, seeded.roll);
  assert.match(await page.evaluate(() => location.hash), new RegExp(`rolled=${faces.join('\\.')}`));
  assert.deepEqual(log.errors, []);
  await context.close();
});

test('text view: the field for faces names the next die, then shows the roll', async () => {
  const context = await h.browser.newContext(PHONE);
  const p = await context.newPage();
  const errors = [];
  p.on('pageerror', (e) => errors.push(String(e)));
  await p.goto(h.url + 'index.html?view=text#/fng.activation');
  await p.waitForSelector('#pointman-text[data-ready]', { timeout: 60000 });
  await p.getByRole('button', { name: 'I rolled\u2026' }).click();
  const field = p.locator('input[data-dice]');
  await field.fill('4');
  assert.match(await p.textContent('.pm-dice-next'), /Next: a d6/);
  assert.equal(await p.locator('.pm-roll').count(), 0);
  await field.fill('4 5');
  // The core's sentence names the dice and what they did; the roll's header under it says whose dice.
  assert.match(await p.textContent('.pm-rolled'), /^Rolled 4, 5: Acts after the other side\.$/);
  assert.equal(await p.textContent('.pm-roll'), 'Roll (your dice)');
  assert.equal(await p.locator('.pm-dice-next').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
