#!/usr/bin/env node
// Pointman site, offline layer — run by ci/build-web after the app files are in the site folder:
//   node web/pwa/assemble.mjs SITE [--salt TEXT]
// 1. copies the offline/sharing/embedding/text-view files into SITE (web/pwa, web/storage,
//    web/share, web/embed, web/text, examples) and writes pointman-modules.js (cmake/modules.mjs);
//    puts the module map and web/pwa/start.js into the pages' heads (1b); then shortens every
//    script file but the club example with terser (1c);
// 2. renders the icons (192, 512, maskable 512) from the one source image web/pwa/icon.mvg with
//    ImageMagick (Debian `imagemagick`), cached in build/pwa-icons;
// 3. computes the build id: SHA-256 over every file of the site (path + bytes, sorted; the js,
//    the wasm with its embedded data, the page, the font …) plus --salt, first 12 hex digits;
// 4. stamps each js/wasm pair with it (pointman-canvas.js + .wasm, the canvas app; pointman.js +
//    .wasm, every calculator with the canvas for a club's page; pointman-compute.js + .wasm and one
//    pointman-compute-<module> pair per group of calculators, the HTML pages): the js ends with
//    `self.POINTMAN_BUILD="<id>";self.POINTMAN_WASM="<its wasm>"` and the wasm gets a custom section
//    "pointman.build" holding the same id, so the page can prove it runs a js and a wasm of one
//    build (web/pwa/pwa.js checks it before instantiating);
// 5. writes SITE/sw.js from web/pwa/sw.template.js: cache "pointman-<id>", the list of files.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { minify } from 'terser';
import { writeSite as writeModuleMap, moduleMap, canvasHelp, CANVAS_GIVEN, CANVAS_HELP } from '../../cmake/modules.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const args = process.argv.slice(2);
const SITE = path.resolve(args[0] || path.join(ROOT, 'build/web/site'));
const saltAt = args.indexOf('--salt');
const SALT = saltAt >= 0 ? args[saltAt + 1] : '';

// [SECTION] 1. copy our files
const COPY = [
  ['web/pwa/manifest.webmanifest', 'manifest.webmanifest'],
  ['web/pwa/pwa.js', 'pwa.js'],
  ['web/storage/store.js', 'store.js'],
  ['web/share/share.js', 'share.js'],
  ['web/embed/embed.html', 'embed.html'],
  ['web/embed/embed.js', 'embed.js'],
  ['web/embed/embed.css', 'embed.css'],
  ['web/text/text-view.js', 'text-view.js'],
  ['web/text/text-view.css', 'text-view.css'],
  ...CANVAS_GIVEN.filter((f) => f !== CANVAS_HELP).map((f) => [`data/${f}`, `data/${f}`]),  // the canvas app's readings, search words, citations (cmake/modules.mjs)
  ['examples/club.html', 'examples/club.html'],
  ['examples/club.css', 'examples/club.css'],
  ['examples/club.js', 'examples/club.js'],
];
for (const [from, to] of COPY) {
  const src = path.join(ROOT, from);
  if (!fs.existsSync(src)) continue;  // a later step of the offline layer may not exist yet
  fs.mkdirSync(path.dirname(path.join(SITE, to)), { recursive: true });
  fs.copyFileSync(src, path.join(SITE, to));
}

// The calculators' help texts, which the canvas app embeds without (cmake/modules.mjs, CANVAS_HELP):
// one file it is given after its first frame, precached like the others.
fs.mkdirSync(path.dirname(path.join(SITE, 'data', CANVAS_HELP)), { recursive: true });
fs.writeFileSync(path.join(SITE, 'data', CANVAS_HELP), JSON.stringify(canvasHelp(ROOT)));

// Which compute module answers each calculator (pointman-modules.js, from web/modules/modules.json).
writeModuleMap(SITE);
// The offline layer's styles (the new-version banner, notices, the hidden text agent) go into the
// page's one stylesheet, pointman.css: one file fewer to fetch before the canvas app is drawn. The
// themes' colours (web/pwa/theme.css) go into it and first into text-view.css (the embed has only
// that one).
const THEME = fs.readFileSync(path.join(ROOT, 'web/pwa/theme.css'), 'utf8');
fs.appendFileSync(path.join(SITE, 'pointman.css'), '\n' + fs.readFileSync(path.join(ROOT, 'web/pwa/pwa.css'), 'utf8') + THEME);
fs.writeFileSync(path.join(SITE, 'text-view.css'), THEME + fs.readFileSync(path.join(SITE, 'text-view.css'), 'utf8'));

// [SECTION] 1b. the pages' first script and module map
// index.html and embed.html get, in their head, the same map as a data block (#pointman-modules:
// JSON, never run, so no CSP applies to it) and web/pwa/start.js inline (its comment lines left
// out), which starts a link's compute module at once. An inline script runs under a CSP only when
// the policy names its hash, so every policy the site ships names this one: the build writes it
// into each (the pages' <meta>, web/hosting's server settings, in the sources and in the site),
// in place of the hash that stood there, and says which files it changed (commit them).
const START = fs.readFileSync(path.join(ROOT, 'web/pwa/start.js'), 'utf8').replace(/^(\/\/.*\n)+/, '');
const START_HASH = `'sha256-${crypto.createHash('sha256').update(START).digest('base64')}'`;
const MAP = JSON.stringify(moduleMap()).replace(/</g, '\\u003c');
const OLD_HASH = /'sha256-[A-Za-z0-9+/]+=*'/g;
const withHash = (file, text) => {
  const out = text.replace(OLD_HASH, START_HASH);
  if (!out.includes(START_HASH)) throw new Error(`assemble: ${file} names no 'sha256-…' in its script-src for web/pwa/start.js`);
  return out;
};
const POLICIES = ['web/hosting/www/_headers', 'web/hosting/www/.htaccess', 'web/hosting/server/nginx/pointman-location.conf',
  'web/hosting/server/Caddyfile', 'index.html', 'web/embed/embed.html'];
for (const f of POLICIES) {
  const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
  const now = withHash(f, text);
  if (now !== text) {
    fs.writeFileSync(path.join(ROOT, f), now);
    console.log(`assemble: web/pwa/start.js is now ${START_HASH}: written into ${f}`);
  }
}
for (const page of ['index.html', 'embed.html']) {
  const file = path.join(SITE, page);
  let html = withHash(page, fs.readFileSync(file, 'utf8'));
  html = html.replace(/<script type="application\/json" id="pointman-modules">[^<]*<\/script>/, () =>
    `<script type="application/json" id="pointman-modules">${MAP}</script>`);
  // (the marker of the page as written, or the script of a site assembled before: the page's one
  // <script> without attributes)
  html = html.replace(/<!-- web\/pwa\/start\.js[^>]*-->|<script>[^]*?<\/script>/, () => `<script>${START}</script>`);
  if (!html.includes(`<script>${START}</script>`) || !html.includes(MAP)) throw new Error(`assemble: ${page} has no place for the module map and web/pwa/start.js`);
  fs.writeFileSync(file, html);
}

// [SECTION] 1c. shorter scripts
// Every script of the site's pages, ours and the modules' Emscripten glue (Debian's emscripten has
// no closure compiler), through terser (npm; ci/setup installs it): names inside functions
// shortened, dead code dropped, top-level names (createPointman…, the pages' globals) kept. About a
// quarter of each file, gzipped (the canvas app's glue 32 -> 24 KB), comments and all (a third of
// our scripts' bytes). The club example stays as written: it is there to be read. (The pages'
// inline first script above is left as written: its hash is in every CSP.)
for (const f of walk(SITE).filter((x) => x.endsWith('.js') && !x.startsWith('examples/'))) {
  const file = path.join(SITE, f);
  const { code } = await minify(fs.readFileSync(file, 'utf8'), { compress: { passes: 3 }, mangle: true });
  fs.writeFileSync(file, code);
}

// [SECTION] 2. icons
const ICON_SRC = path.join(ROOT, 'web/pwa/icon.mvg');
const ICON_CACHE = path.join(ROOT, 'build/pwa-icons');
const ICONS = [['icon-192.png', 192], ['icon-512.png', 512], ['icon-maskable-512.png', 512], ['apple-touch-icon.png', 180]];
const srcHash = crypto.createHash('sha256').update(fs.readFileSync(ICON_SRC)).digest('hex').slice(0, 16);
const cacheDir = path.join(ICON_CACHE, srcHash);
for (const [name, size] of ICONS) {
  const cached = path.join(cacheDir, name);
  if (!fs.existsSync(cached)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    // The source is full-bleed with the drawing inside the maskable safe zone, so one rendering
    // serves as both the "any" and the "maskable" icon.
    execFileSync('convert', ['-background', 'none', `mvg:${ICON_SRC}`, '-resize', `${size}x${size}`,
      '-strip', `PNG32:${cached}`]);
  }
  fs.copyFileSync(cached, path.join(SITE, name));
}

// [SECTION] 3. build id
function walk(dir, base = dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(full, base));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}
const files = walk(SITE).filter((f) => f !== 'sw.js' && f !== 'build.json');
const h = crypto.createHash('sha256');
for (const f of files) {
  h.update(f + '\0');
  h.update(fs.readFileSync(path.join(SITE, f)));
}
h.update('salt\0' + SALT);
const BUILD = h.digest('hex').slice(0, 12);

// [SECTION] 4. stamp the js/wasm pair
function leb(n) {
  const out = [];
  do { let b = n & 0x7f; n >>>= 7; if (n) b |= 0x80; out.push(b); } while (n);
  return Buffer.from(out);
}
// The pairs: the app with every calculator (a club's own page), the site's canvas app, and the
// compute-only module of every calculator (the text view's list, window.pointman). Each js
// also names its own wasm (self.POINTMAN_WASM), which is the one web/pwa/pwa.js fetches for it.
// The modules of single calculators' groups (pointman-compute-<module>) are stamped the same way.
const PAIRS = [['pointman.js', 'pointman.wasm'], ['pointman-canvas.js', 'pointman-canvas.wasm'], ['pointman-compute.js', 'pointman-compute.wasm'],
  ...files.filter((f) => /^pointman-compute-[a-z0-9-]+\.js$/.test(f)).map((js) => [js, js.replace(/\.js$/, '.wasm')])];
for (const [js, wasm] of PAIRS) {
  const wasmPath = path.join(SITE, wasm);
  const jsPath = path.join(SITE, js);
  if (!fs.existsSync(wasmPath) || !fs.existsSync(jsPath)) continue;
  const name = Buffer.from('pointman.build');
  const payload = Buffer.concat([leb(name.length), name, Buffer.from(BUILD)]);
  const section = Buffer.concat([Buffer.from([0]), leb(payload.length), payload]);
  fs.writeFileSync(wasmPath, Buffer.concat([fs.readFileSync(wasmPath), section]));
  fs.appendFileSync(jsPath, `\n;self.POINTMAN_BUILD=${JSON.stringify(BUILD)};self.POINTMAN_WASM=${JSON.stringify(wasm)};\n`);
}

// [SECTION] 5. the service worker
// Every file the site's pages use. pointman.js + pointman.wasm (the app with every calculator
// linked in) are for a club's own page (docs/clubs.md); the site's pages never load them, so a
// phone does not download them in the background.
const ONLY_FOR_CLUBS = new Set(['pointman.js', 'pointman.wasm']);
const assets = ['./', ...files.filter((f) => !f.endsWith('.map') && !ONLY_FOR_CLUBS.has(f))];
const sw = fs.readFileSync(path.join(ROOT, 'web/pwa/sw.template.js'), 'utf8')
  .replace('__POINTMAN_BUILD__', BUILD)
  .replace('__POINTMAN_ASSETS__', JSON.stringify(assets, null, 1));
fs.writeFileSync(path.join(SITE, 'sw.js'), sw);
fs.writeFileSync(path.join(SITE, 'build.json'), JSON.stringify({ build: BUILD }) + '\n');
console.log(`pwa: build ${BUILD}, ${assets.length} files precached`);
