// The built site carries FILE.gz and FILE.br beside every file (ci/build-web), each the same bytes
// once decompressed; the service worker precaches the plain files only; ci/static-server.mjs sends
// a twin when the client accepts it, keeping the plain file's type (application/wasm streams).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { SITE } from './harness.mjs';
import { startServer } from '../../ci/static-server.mjs';

function walk(dir, base = dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(full, base));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

test('every file of the site has .gz and .br twins with the same bytes', () => {
  const files = walk(SITE);
  const plain = files.filter((f) => !/\.(gz|br)$/.test(f));
  assert.ok(plain.includes('pointman.wasm') && plain.includes('index.html') && plain.includes('sw.js'));
  for (const f of plain) {
    const bytes = fs.readFileSync(path.join(SITE, f));
    assert.ok(files.includes(f + '.gz') && files.includes(f + '.br'), `${f} lacks a twin`);
    assert.ok(zlib.gunzipSync(fs.readFileSync(path.join(SITE, f + '.gz'))).equals(bytes), `${f}.gz differs`);
    assert.ok(zlib.brotliDecompressSync(fs.readFileSync(path.join(SITE, f + '.br'))).equals(bytes), `${f}.br differs`);
  }
  // No twin of a twin.
  assert.equal(files.filter((f) => /\.(gz|br)\.(gz|br)$/.test(f)).length, 0);
});

test('the service worker precaches the plain files, not the twins', () => {
  const sw = fs.readFileSync(path.join(SITE, 'sw.js'), 'utf8');
  const list = JSON.parse(/const ASSETS = (\[[\s\S]*?\]);/.exec(sw)[1]);
  assert.ok(list.includes('pointman-canvas.wasm') && list.includes('pointman-canvas.js'), 'the canvas app works offline');
  assert.ok(!list.includes('pointman.wasm'), 'the app with every calculator is for clubs\' pages: not downloaded in the background');
  assert.ok(list.includes('pointman-compute.wasm') && list.includes('pointman-compute.js'), 'the embed and the text view work offline');
  assert.deepEqual(list.filter((a) => /\.(gz|br)$/.test(a)), []);
});

function get(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('the static server sends the brotli or gzip twin only to a client that accepts it', async () => {
  const server = await startServer(SITE, 0);
  try {
    const wasm = fs.readFileSync(path.join(SITE, 'pointman.wasm'));
    const br = await get(server.url + 'pointman.wasm', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['content-type'], 'application/wasm');
    assert.ok(zlib.brotliDecompressSync(br.body).equals(wasm));
    assert.ok(br.body.length < wasm.length / 2);
    const gz = await get(server.url + 'pointman.wasm', { 'Accept-Encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.ok(zlib.gunzipSync(gz.body).equals(wasm));
    const plain = await get(server.url + 'pointman.wasm', {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.body.equals(wasm));
    const page = await get(server.url, { 'Accept-Encoding': 'br' });
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.ok(zlib.brotliDecompressSync(page.body).equals(fs.readFileSync(path.join(SITE, 'index.html'))));
  } finally {
    await server.close();
  }
});
