// The hosting kit on a real web server: ci/package's zip, unzipped and
// served by Debian's nginx with the shipped settings (server/nginx/pointman-maps.conf in http {},
// server/nginx/pointman-location.conf in the location), nginx started by this file on loopback
// ports with its own prefix and stopped in `after`:
//   port A: the site at /            (server/nginx/example-server.conf, its brotli line on)
//   port B: the site under /pointman/ (alias, gzip twins only)
// Both serve the folder a symbolic link `current` points to, so a deploy is a link switch.
// Port C: Apache (apache2-bin) with the shipped www/.htaccess, the site in a folder pointman/ of
// its document root; port D: Caddy (caddy) with the shipped Caddyfile (both: the headers test).
// Tests: the app and a share link at both; offline after one visit; an update A→B; the club page
// on another site (localhost vs 127.0.0.1, a third port) embedding /pointman/ with its height
// messages and the JavaScript API; the headers of every kind of file, with .br/.gz negotiation.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startServer } from '../../ci/static-server.mjs';
import { ROOT, SITE, PHONE, shot, unstampedPairs } from './harness.mjs';

const NGINX = process.env.NGINX || '/usr/sbin/nginx';
const APACHE = process.env.APACHE || '/usr/sbin/apache2';
const APACHE_MODULES = '/usr/lib/apache2/modules';
const CADDY = process.env.CADDY || '/usr/bin/caddy';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--use-gl=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-quic', '--disable-dev-shm-usage'];

let tmp, pkgA, pkgB, nginx, apache, caddy, browser, club, portA, portB, portC, portD, urlA, urlB, urlC, urlD;
const logs = { errors: [] };

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => resolve(p)); });
  });
}

function pack(site, out) {
  execFileSync(path.join(ROOT, 'ci/package'), {
    env: { ...process.env, POINTMAN_PACKAGE_SITE: site, POINTMAN_PACKAGE_OUT: out }, stdio: 'pipe' });
  const dir = path.join(path.dirname(out), 'unzipped');
  fs.mkdirSync(dir);
  execFileSync('unzip', ['-q', out + '.zip', '-d', dir]);
  return path.join(dir, path.basename(out));  // the unzipped package: HOSTING.md, www/, server/
}

function deploy(pkg) {  // the switch of a symbolic link, as HOSTING.md suggests
  const link = path.join(tmp, 'current');
  fs.rmSync(link + '.new', { force: true });
  fs.symlinkSync(path.join(pkg, 'www'), link + '.new');
  fs.renameSync(link + '.new', link);
}

function nginxConf(prefix, pkg) {
  const inc = (f) => `include ${path.join(pkg, 'server/nginx', f)};`;
  const cur = path.join(tmp, 'current');
  return `
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${fs.existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : ''}
events { worker_connections 64; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  ${inc('pointman-maps.conf')}
  ${exampleServer(pkg, cur)}
  server {
    listen 127.0.0.1:${portB};
    location = /pointman { return 301 /pointman/; }
    location /pointman/ {
      alias ${cur}/;
      ${inc('pointman-location.conf')}
    }
    location / { return 404; }
  }
}
`;
}

// Port A runs the shipped whole server block, with only its placeholders filled in (address,
// folder, snippet path) and its brotli line switched on.
function exampleServer(pkg, cur) {
  let conf = fs.readFileSync(path.join(pkg, 'server/nginx/example-server.conf'), 'utf8');
  for (const [from, to] of [
    ['listen 80;', `listen 127.0.0.1:${portA};`],
    ['listen [::]:80;', ''],
    ['root /var/www/pointman;', `root ${cur};`],
    ['include snippets/pointman-location.conf;', `include ${path.join(pkg, 'server/nginx/pointman-location.conf')};`],
    ['# brotli_static on;', 'brotli_static on;'],
  ]) {
    assert.ok(conf.includes(from), `example-server.conf has "${from}"`);
    conf = conf.replace(from, to);
  }
  return conf;
}

// Apache (Debian's apache2-bin) reading the shipped www/.htaccess, the site in a folder
// pointman/ of the document root as on a shared host; the server part is the least an Apache
// host has (Debian's defaults: no access outside the site, AllowOverride for the folder).
function apacheConf(prefix, docroot) {
  const mods = ['mpm_event', 'authz_core', 'mime', 'dir', 'env', 'rewrite', 'headers'];
  return `
ServerRoot ${prefix}
ServerName 127.0.0.1
Listen 127.0.0.1:${portC}
PidFile ${prefix}/httpd.pid
ErrorLog ${prefix}/error.log
LogLevel warn
${mods.map((m) => `LoadModule ${m}_module ${APACHE_MODULES}/mod_${m}.so`).join('\n')}
TypesConfig /etc/mime.types
${process.getuid && process.getuid() === 0 ? 'User nobody\nGroup nogroup' : ''}
DocumentRoot ${docroot}
<Directory />
  AllowOverride None
  Require all denied
</Directory>
<Directory ${docroot}>
  Options FollowSymLinks
  AllowOverride FileInfo Indexes Options
  Require all granted
</Directory>
`;
}

// Caddy (Debian's caddy) with the shipped Caddyfile: its site address and folder filled in, and a
// global block for a test (no admin endpoint, no certificates).
function caddyConf(pkg) {
  let conf = fs.readFileSync(path.join(pkg, 'server/Caddyfile'), 'utf8');
  for (const [from, to] of [
    ['pointman.example.org {', `http://127.0.0.1:${portD} {`],
    ['root * /var/www/pointman', `root * ${path.join(pkg, 'www')}`],
  ]) {
    assert.ok(conf.includes(from), `Caddyfile has "${from}"`);
    conf = conf.replace(from, to);
  }
  return '{\n\tadmin off\n\tauto_https off\n}\n' + conf;
}

async function waitForPort(port, ms = 10000) {
  const t0 = Date.now();
  for (;;) {
    const ok = await new Promise((r) => {
      const s = net.connect(port, '127.0.0.1', () => { s.end(); r(true); });
      s.on('error', () => r(false));
    });
    if (ok) return;
    if (Date.now() - t0 > ms) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// One raw request (no automatic decompression): status, headers, body bytes.
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

before(async () => {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: run ci/setup (Debian package nginx-light)`);
  if (!fs.existsSync(path.join(SITE, 'pointman.wasm'))) throw new Error(`no site in ${SITE}: run ci/build-web`);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pointman-hosting-'));
  fs.chmodSync(tmp, 0o755);  // nginx's workers run as "nobody" when the test runs as root
  pkgA = pack(SITE, path.join(tmp, 'A', 'pointman-site'));

  // Build B: the same compiled app re-stamped with another build id (as pwa.test.mjs does),
  // packaged by ci/package like A.
  const siteB = path.join(tmp, 'siteB');
  fs.cpSync(SITE, siteB, { recursive: true });
  for (const f of unstampedPairs()) fs.copyFileSync(f, path.join(siteB, path.basename(f)));
  execFileSync('node', [path.join(ROOT, 'web/pwa/assemble.mjs'), siteB, '--salt', 'hosting-test-B']);
  // The twins of the files B changed are made again, quickly (brotli -q 11 of the wasm alone takes
  // seconds on a loaded machine; the bytes only need to decompress to B's files).
  for (const f of fs.readdirSync(siteB, { recursive: true })) {
    const m = /^(.*)\.(br|gz)$/.exec(f);
    if (!m) continue;
    const plain = fs.readFileSync(path.join(siteB, m[1]));
    if (plain.equals(fs.readFileSync(path.join(SITE, m[1])))) continue;
    fs.writeFileSync(path.join(siteB, f), m[2] === 'gz' ? zlib.gzipSync(plain)
      : zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }));
  }
  pkgB = pack(siteB, path.join(tmp, 'B', 'pointman-site'));
  deploy(pkgA);

  portA = await freePort();
  portB = await freePort();
  urlA = `http://127.0.0.1:${portA}/`;
  urlB = `http://127.0.0.1:${portB}/pointman/`;
  const prefix = path.join(tmp, 'nginx');
  fs.mkdirSync(prefix);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, nginxConf(prefix, pkgA));
  execFileSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { stdio: 'pipe' });
  nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr.on('data', (d) => logs.errors.push(String(d)));
  nginx.exited = new Promise((r) => nginx.on('exit', r));
  await waitForPort(portA);
  await waitForPort(portB);

  if (!fs.existsSync(APACHE)) throw new Error(`${APACHE} is missing: run ci/setup (Debian package apache2-bin)`);
  portC = await freePort();
  urlC = `http://127.0.0.1:${portC}/pointman/`;
  const aprefix = path.join(tmp, 'apache');
  const docroot = path.join(aprefix, 'htdocs');
  fs.mkdirSync(docroot, { recursive: true });
  fs.chmodSync(aprefix, 0o755);
  fs.symlinkSync(path.join(pkgA, 'www'), path.join(docroot, 'pointman'));
  const aconf = path.join(aprefix, 'httpd.conf');
  fs.writeFileSync(aconf, apacheConf(aprefix, docroot));
  execFileSync(APACHE, ['-t', '-f', aconf], { stdio: 'pipe' });
  apache = spawn(APACHE, ['-f', aconf, '-DFOREGROUND'], { stdio: ['ignore', 'pipe', 'pipe'] });
  apache.exited = new Promise((r) => apache.on('exit', r));
  await waitForPort(portC);

  if (!fs.existsSync(CADDY)) throw new Error(`${CADDY} is missing: run ci/setup (Debian package caddy)`);
  portD = await freePort();
  urlD = `http://127.0.0.1:${portD}/`;
  const cprefix = path.join(tmp, 'caddy');
  fs.mkdirSync(cprefix);
  fs.writeFileSync(path.join(cprefix, 'Caddyfile'), caddyConf(pkgA));
  const cenv = { ...process.env, HOME: cprefix, XDG_DATA_HOME: cprefix, XDG_CONFIG_HOME: cprefix };
  caddy = spawn(CADDY, ['run', '--config', path.join(cprefix, 'Caddyfile'), '--adapter', 'caddyfile'],
    { env: cenv, stdio: ['ignore', 'pipe', 'pipe'] });
  caddy.exited = new Promise((r) => caddy.on('exit', r));
  await waitForPort(portD);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: FLAGS });
});

after(async () => {
  if (browser) await browser.close();
  if (club) await club.close();
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT');  // graceful stop of the master we started (and its worker)
    await Promise.race([nginx.exited, new Promise((r) => setTimeout(r, 5000))]);
    if (nginx.exitCode === null) nginx.kill('SIGKILL');
  }
  if (caddy && caddy.exitCode === null) {
    caddy.kill('SIGTERM');
    await Promise.race([caddy.exited, new Promise((r) => setTimeout(r, 5000))]);
    if (caddy.exitCode === null) caddy.kill('SIGKILL');
  }
  if (apache && apache.exitCode === null) {
    apache.kill('SIGTERM');  // the Apache parent we started stops its children
    await Promise.race([apache.exited, new Promise((r) => setTimeout(r, 5000))]);
    if (apache.exitCode === null) apache.kill('SIGKILL');
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function openPage(context, url, log) {
  const page = await context.newPage();
  page.on('pageerror', (e) => log.errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 60000 });
  return page;
}

test('the app at / and under /pointman/ loads and answers; a share link opens under /pointman/', async () => {
  for (const base of [urlA, urlB]) {
    const context = await browser.newContext(PHONE);
    const log = { errors: [] };
    const page = await openPage(context, base, log);
    const calcs = await page.evaluate(() => window.pointman.list());
    assert.ok(calcs.length > 50, `${base}: ${calcs.length} calculators`);
    const req = { calc: 'fng.weather', params: { month: 7, half: 'late' } };
    const r = await page.evaluate((q) => window.pointman.evaluate(q), req);
    assert.equal(r.ok, true, JSON.stringify(r).slice(0, 300));
    const link = await page.evaluate((q) => window.pointman.linkForRequest(q), req);
    assert.match(link, /^#\/fng\.weather\?/);
    if (base === urlA) { assert.deepEqual(log.errors, []); await context.close(); continue; }
    // the share link opened in a fresh tab of the same host
    const page2 = await openPage(context, base + 'index.html' + link, log);
    await page2.waitForFunction(() => window.pointman._ui && window.pointman._ui.calc === 'fng.weather', null, { timeout: 20000 });
    const shown = await page2.evaluate(() => window.pointman._ui);
    assert.equal(shown.params.month, 7, `${base}: the link's month`);
    assert.equal(shown.response && shown.response.summary, r.summary, `${base}: the link's answer`);
    assert.deepEqual(log.errors, []);
    await page2.screenshot({ path: shot('hosting-pointman-path.png') });
    await context.close();
  }
});

test('offline under /pointman/ after one visit: a reload with the network cut still answers', async () => {
  const context = await browser.newContext(PHONE);
  const log = { errors: [] };
  const page = await openPage(context, urlB, log);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60000 });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
  assert.equal(scope, urlB, 'the service worker covers /pointman/ only');
  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 60000 });
  const r = await page.evaluate(() => window.pointman.evaluate({ calc: 'fng.weather', params: { month: 2 } }));
  assert.equal(r.ok, true);
  // a deep link the cache has never seen, in a new tab, still offline
  const page2 = await openPage(context, urlB + 'index.html?from=homescreen#/fng.weather', log);
  assert.equal(await page2.evaluate(() => window.pointman._ui.calc), 'fng.weather');
  assert.deepEqual(log.errors, []);
  await context.close();
});

test('update A→B at /: A runs until the tap on the notice, then B; saved work kept', async () => {
  const idA = JSON.parse(fs.readFileSync(path.join(pkgA, 'www/build.json'))).build;
  const idB = JSON.parse(fs.readFileSync(path.join(pkgB, 'www/build.json'))).build;
  assert.notEqual(idA, idB);
  const context = await browser.newContext(PHONE);
  const log = { errors: [] };
  const page = await openPage(context, urlA, log);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60000 });
  assert.deepEqual(await page.evaluate(() => window.pointmanPwa.pair), { js: idA, wasm: idA });
  const saved = await page.evaluate(() => {
    window.pointmanStore.importText(JSON.stringify({ app: 'pointman', schema: 1,
      presets: { 'fng.weather': [{ name: 'Wet season', params: { month: 8 } }] }, history: {}, tables: {}, settings: {} }));
    return window.pointmanStore.exportText();
  });
  try {
    deploy(pkgB);
    await page.evaluate(() => window.pointmanPwa.checkForUpdate());
    await page.waitForSelector('#pointman-update', { timeout: 30000 });
    assert.equal(await page.evaluate(() => self.POINTMAN_BUILD), idA, 'still A until the tap');
    await Promise.all([page.waitForEvent('load', { timeout: 30000 }), page.tap('#pointman-update button')]);
    await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 60000 });
    assert.deepEqual(await page.evaluate(() => window.pointmanPwa.pair), { js: idB, wasm: idB });
    assert.equal(await page.evaluate(() => window.pointmanStore.exportText()), saved, 'saved work survives the update');
    assert.equal((await page.evaluate(() => window.pointman.evaluate({ calc: 'fng.weather' }))).ok, true);
    assert.deepEqual(log.errors, []);
  } finally {
    deploy(pkgA);
    await context.close();
  }
});

test('a club page on another site embeds /pointman/: frames sized by their height messages, the API answers', async () => {
  // The shipped example page, pointed at the Pointman host; served by another server on another
  // port and host name (localhost, while Pointman is at 127.0.0.1: another site).
  const dir = path.join(tmp, 'club');
  fs.mkdirSync(dir);
  const host = `http://127.0.0.1:${portB}`;
  let html = fs.readFileSync(path.join(ROOT, 'examples/club.html'), 'utf8');
  html = html.replaceAll('../embed.html', `${urlB}embed.html`).replace('../pointman.js', `${urlB}pointman.js`)
    .replace("script-src 'self'", `script-src 'self' ${host}`).replace("frame-src 'self'", `frame-src ${host}`)
    .replace("connect-src 'self'", `connect-src 'self' ${host}`);
  assert.ok(html.includes(`${urlB}embed.html#/fng.weather`));
  fs.writeFileSync(path.join(dir, 'club.html'), html);
  for (const f of ['club.css', 'club.js']) fs.copyFileSync(path.join(ROOT, 'examples', f), path.join(dir, f));
  club = await startServer(dir, 0);
  const clubUrl = club.url.replace('127.0.0.1', 'localhost') + 'club.html';

  const context = await browser.newContext({ viewport: { width: 800, height: 900 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
    window.__heights = [];
    window.addEventListener('message', (e) => { if (e.data && e.data.type === 'pointman:height') window.__heights.push([e.origin, e.data.height]); });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(clubUrl);
  for (const id of ['weather', 'assault']) {
    const handle = await page.waitForSelector(`#${id}`);
    await handle.scrollIntoViewIfNeeded();
    const frame = await handle.contentFrame();
    await frame.waitForFunction(() => document.documentElement.getAttribute('data-pointman') === 'ready', null, { timeout: 60000 });
    assert.equal(new URL(frame.url()).origin, host, 'the frame comes from the Pointman host');
    // The frame's height follows its content: measured again until they agree (a help folded or a
    // font laid out after the first measure changes the content once more on a loaded machine).
    let content = -1, shown = '';
    for (const t0 = Date.now(); Date.now() - t0 < 20000;) {
      content = await frame.evaluate(() => Math.ceil(document.getElementById('pointman-embed').getBoundingClientRect().height));
      shown = await page.evaluate((sel) => document.querySelector(sel).style.height, `#${id}`);
      if (shown === content + 'px') break;
      await page.waitForTimeout(100);
    }
    assert.equal(shown, content + 'px', `#${id}: the frame is as tall as its content`);
  }
  await page.waitForSelector("#odds[data-ready]", { timeout: 30000 });
  assert.match(await page.textContent('#odds'), /^July, late half: .+ \(\d+\.\d%, exactly \d+\/\d+\)\.$/);
  const heights = await page.evaluate(() => window.__heights);
  assert.ok(heights.length >= 2, 'height messages arrived');
  for (const [origin] of heights) assert.equal(origin, host);
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
  assert.deepEqual(errors, []);
  // (a viewport shot: a full-page one leaves a frame from another site blank outside the viewport)
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot('hosting-club-cross-site.png') });
  // Issue 38: the app's own page cannot be framed by another site (frame-ancestors 'self' in the
  // hosting kit's headers); the embed can.
  for (const [i, target, framed] of [[0, urlB, false], [1, urlB + 'index.html#/fng.weather', false], [2, urlB + 'embed.html#/fng.weather', true]]) {
    await page.evaluate(([name, src]) => new Promise((resolve) => {
      const f = document.createElement('iframe');
      f.name = name;
      f.onload = () => resolve();
      setTimeout(resolve, 15000);
      f.src = src;
      document.body.appendChild(f);
    }), ['probe' + i, target]);
    const handle = await page.$(`iframe[name="probe${i}"]`);
    const inside = handle && await handle.contentFrame();
    const url = inside ? inside.url() : '';  // a refused frame shows Chromium's error page, or none
    if (framed) assert.equal(url, target, `${target} may be framed by a club`);
    else assert.notEqual(url, target, `${target} is not shown inside another site's page`);
  }
  await context.close();
});

test('headers of every kind of file: nginx at / (brotli and gzip twins) and under /pointman/ (gzip), Apache with .htaccess, Caddy', async () => {
  const www = path.join(pkgA, 'www');
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(fs.readFileSync(path.join(www, 'index.html'), 'utf8'))[1];
  const KINDS = [
    ['', 'index.html', 'text/html; charset=utf-8'],
    ['index.html', 'index.html', 'text/html; charset=utf-8'],
    ['embed.html', 'embed.html', 'text/html; charset=utf-8'],
    ['pointman.js', 'pointman.js', 'text/javascript; charset=utf-8'],
    ['sw.js', 'sw.js', 'text/javascript; charset=utf-8'],
    ['pointman.wasm', 'pointman.wasm', 'application/wasm'],
    ['pointman-compute.js', 'pointman-compute.js', 'text/javascript; charset=utf-8'],
    ['pointman-compute.wasm', 'pointman-compute.wasm', 'application/wasm'],
    ['pointman.css', 'pointman.css', 'text/css; charset=utf-8'],
    ['DejaVuSans.ttf', 'DejaVuSans.ttf', 'font/ttf'],
    ['manifest.webmanifest', 'manifest.webmanifest', /^application\/manifest\+json(; charset=utf-8)?$/],
    ['icon-192.png', 'icon-192.png', 'image/png'],
  ];
  for (const [base, brotli] of [[urlA, true], [urlB, false], [urlC, true], [urlD, true]]) {
    for (const [url, file, type] of KINDS) {
      const plain = fs.readFileSync(path.join(www, file));
      const cases = [
        ['identity', null, plain],
        ['gzip', 'gzip', fs.readFileSync(path.join(www, file + '.gz'))],
        ['br', brotli ? 'br' : null, brotli ? fs.readFileSync(path.join(www, file + '.br')) : plain],
        ['gzip, deflate, br', brotli ? 'br' : 'gzip', fs.readFileSync(path.join(www, file + (brotli ? '.br' : '.gz')))],
      ];
      for (const [accept, encoding, body] of cases) {
        const what = `${base}${url} (Accept-Encoding: ${accept})`;
        const res = await get(base + url, { 'Accept-Encoding': accept });
        assert.equal(res.status, 200, what);
        if (type instanceof RegExp) assert.match(res.headers['content-type'], type, what);
        else assert.equal(res.headers['content-type'], type, what);
        assert.equal(res.headers['content-encoding'], encoding ?? undefined, what);
        assert.ok(res.body.equals(body), `${what}: the expected bytes`);
        if (encoding === 'br') assert.ok(zlib.brotliDecompressSync(res.body).equals(plain), `${what}: the twin is this build's file`);
        if (encoding === 'gzip') assert.ok(zlib.gunzipSync(res.body).equals(plain), `${what}: the twin is this build's file`);
        if (encoding) assert.match(res.headers.vary || '', /Accept-Encoding/i, what);
        assert.equal(res.headers['cache-control'], 'no-cache', what);
        // The app's own page also says who may frame it (issue 38): a second policy.
        const app = file === 'index.html';
        assert.equal(res.headers['content-security-policy'], app ? `${csp}, frame-ancestors 'self'` : csp, what);
        assert.equal(res.headers['referrer-policy'], 'no-referrer', what);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
        assert.equal(res.headers['access-control-allow-origin'], file.endsWith('.wasm') ? '*' : undefined, what);
      }
      // revalidation: unchanged → 304 with the same policy
      const first = await get(base + url, { 'Accept-Encoding': 'gzip' });
      const again = await get(base + url, { 'Accept-Encoding': 'gzip', 'If-Modified-Since': first.headers['last-modified'] });
      assert.equal(again.status, 304, `${base}${url} revalidates`);
      assert.equal(again.headers['cache-control'], 'no-cache');
    }
  }
  // The server settings and the directory itself are not listed or leaked as something else.
  assert.equal((await get(urlB + 'examples/')).status, 403, 'no directory listing');
  assert.equal((await get(`http://127.0.0.1:${portB}/pointman`)).status, 301);
  assert.equal((await get(urlA + 'no-such-file.js')).status, 404);
  // _headers (Netlify, Cloudflare Pages) cannot be served here: it must at least say the same.
  const rules = {};
  let at = null;
  for (const line of fs.readFileSync(path.join(www, '_headers'), 'utf8').split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('#')) rules[at = line.trim()] = {};
    else if (at && /^\s+\S/.test(line)) { const m = /^\s+([^:]+):\s*(.*)$/.exec(line); rules[at][m[1].toLowerCase()] = m[2].trim(); }
  }
  assert.deepEqual(rules['/*'], { 'cache-control': 'no-cache', 'content-security-policy': csp,
    'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' });
  assert.deepEqual(rules['/'], { 'content-security-policy': "frame-ancestors 'self'" });
  assert.deepEqual(rules['/index.html'], { 'content-security-policy': "frame-ancestors 'self'" });
  assert.deepEqual(rules['/*.wasm'], { 'content-type': 'application/wasm', 'access-control-allow-origin': '*' });
  assert.deepEqual(rules['/*.webmanifest'], { 'content-type': 'application/manifest+json' });
  for (const f of ['.htaccess', '_headers']) {
    assert.equal((await get(urlC + f)).status, 403, `Apache keeps ${f} to itself`);
    assert.equal((await get(urlD + f)).status, 404, `Caddy keeps ${f} to itself`);
  }
  assert.notEqual((await get(urlC + 'examples/')).status, 200, 'no directory listing on Apache');
  assert.notEqual((await get(urlD + 'examples/')).status, 200, 'no directory listing on Caddy');
});
