// A browser that cannot run the module (no WebAssembly, or WebAssembly without exception handling,
// which the build needs) gets a readable message, never a blank page, and does not
// download the wasm at all. The missing features are simulated before any page script runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, PHONE } from './harness.mjs';

const CASES = [
  ['no WebAssembly at all', `Object.defineProperty(window, 'WebAssembly', { value: undefined, configurable: true, writable: true });`, /needs WebAssembly,/],
  // Like Chrome 94 or Safari 15.1: modules with try/catch do not validate.
  ['WebAssembly without exception handling', `(() => {
    const validate = WebAssembly.validate;
    WebAssembly.validate = function (bytes) {
      const b = new Uint8Array(bytes.buffer || bytes);
      for (let i = 0; i + 1 < b.length; i++) if (b[i] === 0x06 && b[i + 1] === 0x40) return false;
      return validate.call(WebAssembly, bytes);
    };
  })();`, /needs WebAssembly with exception handling/],
];

for (const [name, script, message] of CASES) {
  test(`unsupported browser: ${name} gets a message, not a blank page`, async () => {
    const env = await launch();
    try {
      const context = await env.browser.newContext(PHONE);
      await context.addInitScript(script);
      const page = await context.newPage();
      const errors = [], requests = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await page.goto(env.url + 'index.html#/fng.fire');
      await page.waitForFunction(() => document.documentElement.getAttribute('data-pointman') === 'unsupported', null, { timeout: 20000 });
      const seen = await page.evaluate(() => {
        const s = document.getElementById('status');
        const r = s.getBoundingClientRect();
        return { text: s.textContent, hidden: s.hidden, visible: r.width > 0 && r.height > 0 && getComputedStyle(s).display !== 'none',
          canvasHidden: document.getElementById('canvas').hidden, role: s.getAttribute('role'), ready: window.pointmanReady === true };
      });
      assert.match(seen.text, message);
      assert.match(seen.text, /Chrome.*Firefox.*Safari/);
      assert.equal(seen.hidden, false);
      assert.equal(seen.visible, true);
      assert.equal(seen.canvasHidden, true);
      assert.equal(seen.role, 'alert');
      assert.equal(seen.ready, false);
      assert.deepEqual(errors, []);
      assert.ok(!requests.some((p) => p.endsWith('.wasm')), `the wasm was fetched: ${requests.join(', ')}`);
      assert.ok(!requests.some((p) => /\/pointman(-compute|-canvas)?\.js$/.test(p)), `the module's script was fetched: ${requests.join(', ')}`);
      await context.close();
    } finally {
      await env.close();
    }
  });
}
