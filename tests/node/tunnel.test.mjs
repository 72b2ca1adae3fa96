// fng.tunnel determinism across platforms: the same seed, choices and
// generator version give byte-identical response JSON from the native CLI and from WebAssembly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const cli = process.env.POINTMAN_CLI || 'build/native/pointman';
const createPointman = require(path.resolve('build/web-cmake/pointman_node.js'));

const requests = [
  { calc: 'fng.tunnel', params: { sections: 60, size: 'large', flashlight: true, format: 'svg' }, seed: 4242 },
  { calc: 'fng.tunnel', params: { sections: 200, size: 'small' }, seed: 3 },
  { calc: 'fng.tunnel', params: { sections: 120, size: 'moderate', rep: 6 }, seed: 4294967295 },
  { calc: 'fng.tunnel', params: { mode: 'explore', choices: '1.2', flashlight: true }, seed: 8 },
  { calc: 'fng.tunnel', params: { mode: 'explore', choices: '1.9' }, seed: 8 },
  { calc: 'fng.tunnel-entrances', params: { support: 4, bomb: '750lb' } },
];

test('fng.tunnel: native CLI and WebAssembly give byte-identical JSON', async () => {
  const pm = await createPointman();
  for (const req of requests) {
    const text = JSON.stringify(req);
    const native = execFileSync(cli, ['eval', text], { encoding: 'utf8', maxBuffer: 1 << 26 }).trim();
    const wasm = pm._evaluateJson(text);
    assert.equal(wasm, native, text);
  }
});

test('fng.tunnel: following the advance buttons, then reloading from the share link, restores the map', async () => {
  const pm = await createPointman();
  let req = { calc: 'fng.tunnel', params: { mode: 'explore' }, seed: 20261122 };
  for (let i = 0; i < 10; i++) {
    const r = pm.evaluate(req);
    assert.equal(r.ok, true);
    const adv = r.actions.find((a) => a.label.startsWith('Advance'));
    if (!adv) break;
    req = { ...req, params: { ...req.params, ...adv.params } };
  }
  const before = pm.evaluate(req);
  const link = pm.linkForRequest(req);
  const after = pm.evaluate(pm.requestFromLink(link));
  assert.deepEqual(after.figure, before.figure);
  assert.deepEqual(after.roll, before.roll);
});
