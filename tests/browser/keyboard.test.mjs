// Nobody locked out: the keyboard alone, no mouse and no touch.
//  * index.html: the first Tab lands on the skip link to the text view, visible once focused;
//    Enter follows it, and the text view links back to the canvas app.
//  * the canvas app: Tab into the canvas, Tab to the search, Enter, type, Tab to a match, Enter;
//    Tab to a parameter, Enter changes it, the answer follows; Escape goes back to the picker.
//    each of the three found through the search. The focused
//    control wears a frame in the theme's focus colour (read from the screen's pixels), and it
//    does not animate: the idle app draws nothing.
//  * the text view: the same three questions with Tab, typing and arrows; the live region says
//    each new answer once.
// The app's state is read through the test hook (window.pointman._ui), as every browser test does.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { launch, ui, settle, shot, DRAW_COUNTER } from './harness.mjs';

const DESKTOP = { viewport: { width: 480, height: 800 }, deviceScaleFactor: 1, colorScheme: 'dark' };  // a keyboard, no touch; the dark theme
let h;
before(async () => { h = await launch(); });
after(async () => { await h.close(); });

async function open(url) {
  const context = await h.browser.newContext(DESKTOP);
  await context.addInitScript(DRAW_COUNTER);
  const page = await context.newPage();
  const log = { errors: [] };
  page.on('pageerror', (e) => log.errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 60000 });
  return { context, page, log };
}

// The canvas app: one key, then the frame it causes.
let presses = 0;
async function key(page, k) {
  presses++;
  const before = await page.evaluate(() => window.__draws);
  await page.keyboard.press(k);
  await page.waitForFunction((b) => window.__draws > b, before, { timeout: 5000 }).catch(() => {});
}
const focus = (page) => page.evaluate(() => window.pointman._ui.focus);

// Tab (or Shift+Tab) until the focused control satisfies `want`.
async function tabTo(page, want, { back = false, limit = 200 } = {}) {
  for (let i = 0; i < limit; i++) {
    const f = await focus(page);
    if (want(f)) return f;
    await key(page, back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`no control matching ${want} within ${limit} Tab presses (at ${await focus(page)})`);
}

// A PNG screenshot's pixels (8-bit RGB/RGBA, not interlaced: what Chromium writes).
function decodePng(buf) {
  let pos = 8, width = 0, height = 0, type = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos), name = buf.toString('latin1', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (name === 'IHDR') { width = data.readUInt32BE(0); height = data.readUInt32BE(4); type = data[9]; }
    if (name === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const bpp = type === 6 ? 4 : 3, stride = width * bpp;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const px = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)], row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? px[y * stride + x - bpp] : 0, b = y > 0 ? px[(y - 1) * stride + x] : 0;
      const c = x >= bpp && y > 0 ? px[(y - 1) * stride + x - bpp] : 0;
      let v = row[x];
      if (f === 1) v += a; else if (f === 2) v += b; else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) { const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c); v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c; }
      px[y * stride + x] = v & 255;
    }
  }
  return { width, height, at: (x, y) => [px[y * stride + x * bpp], px[y * stride + x * bpp + 1], px[y * stride + x * bpp + 2]] };
}

// Pixels of the focus colour (the dark theme's amber, ImGuiCol_NavHighlight) on the ring just
// outside a control's rectangle, above and below it.
async function focusRingPixels(page, id) {
  const c = (await ui(page)).controls.find((x) => x.id === id);
  assert.ok(c, `${id} is drawn`);
  const img = decodePng(await page.screenshot());
  let hits = 0, total = 0;
  for (let x = Math.ceil(c.x + c.w * 0.25); x <= Math.floor(c.x + c.w * 0.75); x++) {  // the straight part, clear of rounded corners
    for (const y of [Math.floor(c.y) - 2, Math.ceil(c.y + c.h) + 2]) {
      if (y < 0 || y >= img.height) continue;
      total++;
      const [r, g, b] = img.at(x, y);
      if (r > 220 && g > 170 && g < 235 && b < 140) hits++;
    }
  }
  return { hits, total };
}

test('first Tab on the front page focuses a visible link to the text view, which links back', async () => {
  const { context, page, log } = await open(h.url + 'index.html');
  await settle(page);
  // Out of sight before the Tab (not covering the app).
  assert.ok(await page.evaluate(() => document.querySelector('.pm-skip').getBoundingClientRect().bottom <= 0), 'out of sight until focused');
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => {
    const a = document.activeElement, r = a.getBoundingClientRect();
    return { tag: a.tagName, href: a.getAttribute('href'), text: a.textContent, first: document.querySelector('a, button, input, select, textarea, [tabindex]') === a,
             box: [r.left, r.top, r.width, r.height], inView: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.width > 20 && r.height > 20,
             style: getComputedStyle(a).visibility + ' ' + getComputedStyle(a).opacity };
  });
  assert.equal(skip.tag, 'A');
  assert.equal(skip.href, '?view=text');
  assert.ok(skip.first, 'the first focusable element of the page (read first by a screen reader)');
  assert.ok(skip.inView, `visible when focused: ${JSON.stringify(skip.box)}`);
  assert.equal(skip.style, 'visible 1');
  await page.screenshot({ path: shot('keyboard-skip-link.png') });
  await page.keyboard.press('Enter');
  await page.waitForSelector('#pointman-text[data-ready]', { timeout: 60000 });
  assert.match(page.url(), /\?view=text$/);
  const back = await page.$eval('nav a[href^="index.html"]', (a) => a.textContent);
  assert.match(back, /full app/);
  assert.deepEqual(log.errors, []);
  await context.close();
});

test('canvas app by keyboard alone: fng.fire, fng.los, fng.weather answered; Escape back; the focus frame shows and does not animate', async () => {
  const t0 = Date.now();
  const { context, page, log } = await open(h.url + 'index.html');
  await settle(page);
  await page.keyboard.press('Tab');  // the skip link
  await page.keyboard.press('Tab');  // the canvas
  assert.equal(await page.evaluate(() => document.activeElement.id), 'canvas');
  await key(page, 'Tab');
  assert.equal(await focus(page), 'search');

  const answer = async (calc, word) => {
    await tabTo(page, (f) => f === 'search', { back: true });
    await key(page, 'Enter');  // starts typing in the field
    await page.keyboard.type(word, { delay: 20 });
    await page.waitForFunction((q) => window.pointman._ui.picker.query === q, word);
    await key(page, 'Tab');  // out of the field, on to the matches
    await tabTo(page, (f) => f === 'found:' + calc, { limit: 40 });
    await key(page, 'Enter');
    await page.waitForFunction((c) => window.pointman._ui.calc === c && window.pointman._ui.screen === 'calculator', calc);
    const start = await ui(page);
    // Tab to the first parameter control that can change something, Enter on it.
    const changes = (x) => {
      if (/^param:.*:\+$/.test(x)) return true;  // a stepper's + (Tab passes over one at its limit)
      const m = /^choice:([^:]+):(.*)$/.exec(x);     // a choice other than the one chosen
      return !!m && m[1] in start.params && String(start.params[m[1]]) !== m[2];
    };
    const f = await tabTo(page, changes, { limit: 60 });
    await key(page, 'Enter');
    await page.waitForFunction((n) => window.pointman._ui.evaluations > n, start.evaluations);
    const s = await ui(page);
    assert.notDeepEqual(s.params, start.params, `${calc}: ${f} changed a parameter`);
    const expect = await page.evaluate((p) => window.pointman.evaluate({ calc: p.calc, params: p.params }), { calc, params: s.params });
    assert.equal(s.response.ok, true, calc);
    assert.equal(s.response.summary, expect.summary, `${calc}: the answer for the new parameters`);
    assert.equal(s.focus, f, 'the focus stays on the control');
    if (calc === 'fng.fire') {
      // The frame is there, in the focus colour, and it is static: nothing is drawn while idle.
      await settle(page);
      await page.screenshot({ path: shot('keyboard-focus-frame.png') });
      const ring = await focusRingPixels(page, f);
      assert.ok(ring.hits >= ring.total * 0.5, `focus frame around ${f}: ${ring.hits} of ${ring.total} pixels in the focus colour`);
      await page.evaluate(() => { window.__draws = 0; });
      await page.waitForTimeout(1200);
      assert.equal(await page.evaluate(() => window.__draws), 0, 'idle with the focus frame shown: no draw calls');
    }
    await key(page, 'Escape');
    await page.waitForFunction(() => window.pointman._ui.screen === 'picker');
    assert.equal(await focus(page), 'found:' + calc, 'back on the match it was opened from');
    assert.equal((await ui(page)).picker.query, word, 'the search as it was left');
    assert.equal(await page.evaluate(() => location.hash), '#/');
    await key(page, 'Escape');  // clears the search for the next question
    await page.waitForFunction(() => window.pointman._ui.picker.query === '');
  };
  await answer('fng.fire', 'fire');
  await answer('fng.los', 'sight');
  await answer('fng.weather', 'weather');
  assert.deepEqual(log.errors, []);
  console.log(`# canvas keyboard walk: ${presses} key presses, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await context.close();
});

test('text view by keyboard alone: the same three answered, each new answer announced once', async () => {
  const { context, page, log } = await open(h.url + 'index.html?view=text#/');
  await page.waitForSelector('#pointman-text[data-ready]');
  const active = () => page.evaluate(() => {
    const a = document.activeElement;
    return { tag: a.tagName, type: a.type || '', href: a.getAttribute('href') || '', param: a.getAttribute('data-param') || '' };
  });
  const tabUntil = async (want, limit = 120) => {
    for (let i = 0; i < limit; i++) {
      const a = await active();
      if (want(a)) return a;
      await page.keyboard.press('Tab');
    }
    throw new Error('not reached by Tab: ' + want);
  };
  for (const [calc, word] of [['fng.fire', 'fire'], ['fng.los', 'sight'], ['fng.weather', 'weather']]) {
    await tabUntil((a) => a.type === 'search');
    await page.keyboard.type(word, { delay: 10 });
    await tabUntil((a) => a.href.endsWith('#/' + calc));
    await page.keyboard.press('Enter');
    await page.waitForFunction((c) => location.hash.startsWith('#/' + c) && document.querySelector('#pointman-text .pm-live'), calc);
    await page.evaluate(() => {
      window.__said = [];
      const live = document.querySelector('#pointman-text .pm-live');
      new MutationObserver(() => window.__said.push(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
    });
    // The first parameter: a select walked with the arrows, or a number stepped with them.
    const p = await tabUntil((a) => a.param !== '' && (a.tag === 'SELECT' || a.type === 'number' || a.type === 'checkbox'));
    if (p.tag === 'SELECT') await page.keyboard.press('ArrowDown');
    else if (p.type === 'checkbox') await page.keyboard.press('Space');
    else { await page.keyboard.press('ArrowUp'); await page.keyboard.press('Tab'); }  // a number commits on leaving
    const want = await page.evaluate(() => window.pointman.evaluate(window.pointman.requestFromLink(location.hash)).summary);
    await page.waitForFunction((w) => document.querySelector('#pointman-text .pm-live').textContent === w, want, { timeout: 5000 });
    await page.waitForTimeout(700);
    const said = await page.evaluate(() => window.__said);
    assert.deepEqual(said, [want], `${calc}: the new answer, said once`);
    assert.notEqual(await page.evaluate(() => location.hash), '#/' + calc, `${calc}: a parameter changed`);
    // Back to the list through the page's nav, by keyboard.
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 60; i++) {
      const a = await active();
      if (a.href === '?view=text#/') break;
      await page.keyboard.press('Shift+Tab');
    }
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#/' && document.querySelector('#pointman-text input[type=search]'));
  }
  assert.deepEqual(log.errors, []);
  await context.close();
});
