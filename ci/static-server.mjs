// Pointman's small static file server (loopback only): correct MIME types incl. application/wasm,
// the precompressed FILE.br / FILE.gz when the client accepts them, no directory listings, no
// path escapes. Used by ci/serve and the browser tests.
//   node ci/static-server.mjs ROOT [PORT]      (PORT 0 = any free port; prints the address)
//   import { startServer } from './static-server.mjs'; const s = await startServer(root, 0);
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
  '.ttf': 'font/ttf', '.woff2': 'font/woff2', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8',
};

export function startServer(root, port = 0, host = '127.0.0.1') {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    let rel;
    try { rel = decodeURIComponent(new URL(req.url, 'http://x').pathname); } catch { rel = null; }
    if (!rel || (req.method !== 'GET' && req.method !== 'HEAD')) { res.writeHead(400).end(); return; }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(base, '.' + rel);
    if (file !== base && !file.startsWith(base + path.sep)) { res.writeHead(403).end(); return; }
    fs.stat(file, (err, st) => {
      if (err || !st.isFile()) { res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'); return; }
      // A precompressed twin (ci/build-web writes FILE.br and FILE.gz) when the client takes it;
      // the type stays the plain file's (application/wasm keeps streaming compilation).
      const accepts = String(req.headers['accept-encoding'] || '');
      let body = file, size = st.size, encoding = null;
      for (const [enc, ext] of [['br', '.br'], ['gzip', '.gz']]) {
        if (!new RegExp(`\\b${enc}\\b`).test(accepts)) continue;
        try {
          const twin = fs.statSync(file + ext);
          // never a twin older than its file
          if (twin.isFile() && twin.mtimeMs >= st.mtimeMs) { body = file + ext; size = twin.size; encoding = enc; break; }
        } catch { /* no twin */ }
      }
      const headers = {
        'Content-Type': MIME[path.extname(file).toLowerCase()] || 'application/octet-stream',
        'Content-Length': size,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Vary': 'Accept-Encoding',
      };
      if (encoding) headers['Content-Encoding'] = encoding;
      // The app's own page may be framed only by its own site, as web/hosting's settings say.
      if (path.basename(file) === 'index.html') headers['Content-Security-Policy'] = "frame-ancestors 'self'";
      res.writeHead(200, headers);
      if (req.method === 'HEAD') { res.end(); return; }
      fs.createReadStream(body).pipe(res);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const a = server.address();
      resolve({ server, url: `http://${host}:${a.port}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] || 'build/web/site';
  const port = Number(process.argv[3] || 8080);
  startServer(root, port).then(({ url }) => console.log(`Pointman is served at ${url}  (Ctrl+C stops)`),
    (e) => { console.error(`ci/serve: ${e.message}`); process.exit(1); });
}
