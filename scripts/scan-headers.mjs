// Passive security-header scan, modelled on the header rules of the OWASP ZAP baseline (CSP 10038/
// 10055, X-Content-Type-Options 10021, anti-clickjacking 10020, Server/X-Powered-By leaks 10036/
// 10037, cookie flags 10010/10011/10054, Cache-Control 10015, HSTS 10035, Permissions-Policy
// 10063, site isolation 90004, cross-domain script 10017, CORS 10098) plus Referrer-Policy.
//
//   npm run scan:headers -- https://trust.example      scan a running site
//   npm run scan:headers                               start dist/server/main.js on a free port
//   npm run scan:headers -- <url> --detail /blogs/x    choose the detail page to fetch
//
// Prints one row per finding; exits 1 when anything FAILs.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkResponse, checkHtml } from './scan-headers/rules.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const detailPath = flag('--detail') ?? '/blogs/header-scan';
let base = args[0];
let server = null;

async function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The built server on a free port with an empty data dir (SQLite), as `npm start` would run it. */
async function startBuilt() {
  if (!existsSync('dist/server/main.js')) {
    throw new Error('No base URL given and dist/server/main.js is missing: run `npm run build`.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-scan-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stdout.on('data', (c) => {
      out += c;
      if (out.includes(`http://127.0.0.1:${port}/`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  return { child, dataDir, url: `http://127.0.0.1:${port}` };
}

async function stop() {
  if (!server) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  rmSync(server.dataDir, { recursive: true, force: true });
}

const findings = [];
const add =
  (target) =>
  (check, result, detail = '') =>
    findings.push({ target, check, result, detail });

async function fetchTarget(name, path, kind, init = {}) {
  const url = new URL(path, base);
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = await response.text();
  const report = add(`${name} ${url.pathname}${url.search}`);
  report('status', 'INFO', String(response.status));
  checkResponse(response, { kind, https: url.protocol === 'https:' }, report);
  return { response, body, report };
}

try {
  if (!base) {
    server = await startBuilt();
    base = server.url;
  }
  const origin = new URL(base).origin;
  const page = { headers: { accept: 'text/html' } };
  const home = await fetchTarget('home', '/', 'html', page);
  checkHtml(home.body, origin, home.report);
  await fetchTarget('detail', detailPath, 'html', page);
  await fetchTarget('login', '/login', 'html', page);
  const asset =
    /<(?:script|link)\b[^>]*\b(?:src|href)=["']?([^"' >]*[.-][0-9a-f]{8,}\.(?:js|css))/i.exec(
      home.body,
    )?.[1];
  if (asset) await fetchTarget('asset', asset, 'asset');
  else add('asset')('hashed asset in the page', 'FAIL', 'no hashed script or stylesheet found');
  await fetchTarget('robots', '/robots.txt', 'text');
  await fetchTarget('404', '/header-scan-missing.png', 'error');
  await fetchTarget('api', '/api?pm=getAccessToken', 'api', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: 'curl_type=getAccessToken&res_func=x&only_cms=d',
  });
} catch (err) {
  add('scan')('run', 'FAIL', err instanceof Error ? err.message : String(err));
} finally {
  await stop();
}

const widths = ['target', 'check', 'result'].map((k) =>
  Math.max(k.length, ...findings.map((f) => f[k].length)),
);
const row = (cells) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c)).join('  ');
console.log(row(['TARGET', 'CHECK', 'RESULT', 'DETAIL']));
for (const f of findings) console.log(row([f.target, f.check, f.result, f.detail]));
const failed = findings.filter((f) => f.result === 'FAIL').length;
const warned = findings.filter((f) => f.result === 'WARN').length;
console.log(`\n${failed} failed, ${warned} warnings, ${findings.length} findings (base ${base}).`);
process.exit(failed > 0 ? 1 : 0);
