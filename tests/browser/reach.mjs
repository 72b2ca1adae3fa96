// Finger-drag scrolling for browser tests: brings a recorded control on screen the way a player
// does (drags in the scrolling panel, holding still before lifting so no fling overshoots).
import { ui, settle, tap } from './harness.mjs';

// A finger held still before it lifts (no fling): at least 150 ms and three frames drawn while it
// is down, the app's test of stillness being relative to how often moves come (once a frame).
export async function holdStill(page) {
  await page.waitForTimeout(150);
  await page.evaluate(() => new Promise((done) => {
    let frames = 0, last = window.__draws;
    const tick = () => {
      if (window.__draws !== last) { frames++; last = window.__draws; }
      if (frames >= 3) done(); else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }));
}

async function drag(page, cdp, x, y0, y1) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
  // Five moves a drag: each move is drawn before the next is sent (a frame of a software-rendered
  // phone screen costs a few hundred milliseconds under CI's load), so fewer moves, fewer frames.
  const steps = 5;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 + ((y1 - y0) * i) / steps }] });
    await page.waitForTimeout(25);
  }
  await holdStill(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await settle(page, 200);
}

// Where a drag may start: not on a map (a drag that starts there pans the map instead).
function dragStart(s, vp, top, dist) {
  const map = s.controls.find((x) => x.id === 'map');
  const onMap = (y) => map && y >= map.y - 4 && y <= map.y + map.h + 4;
  const ys = [];
  if (dist > 0) for (let y = vp.height - 30; y > top + 20; y -= 20) ys.push(y);
  else for (let y = top + 30; y < vp.height - 20; y += 20) ys.push(y);
  return ys.find((y) => !onMap(y)) ?? null;
}

// Scrolls until control `id` is wholly on screen below the pinned result bar; returns it.
export async function reach(page, id, maxDrags = 60) {
  const vp = page.viewportSize();
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let i = 0; i < maxDrags; i++) {
      const s = await ui(page);
      const c = s.controls.find((x) => x.id === id);
      if (!c) throw new Error(`control ${id} is not drawn`);
      const bar = s.controls.find((x) => x.id === 'roll');
      const top = bar ? bar.y + bar.h + 12 : 80;
      if (c.visible && c.y >= top && c.y + c.h <= vp.height - 8) return c;
      const want = (top + vp.height) / 2;  // bring its centre here
      let dist = c.y + c.h / 2 - want;
      // At most 400 px a drag: a longer one can carry a tall map past the bar, and a drag back
      // toward it may then only start on the map, which pans the map instead of the page.
      dist = Math.max(-400, Math.min(400, dist));
      const y0 = dragStart(s, vp, top, dist);
      if (y0 === null) throw new Error(`no place to start a drag toward ${id}`);
      await drag(page, cdp, vp.width / 2, y0, y0 - dist);
    }
    throw new Error(`could not scroll ${id} on screen`);
  } finally {
    await cdp.detach().catch(() => {});
  }
}

export async function reachAndTap(page, id) {
  await reach(page, id);
  await tap(page, id);
}
