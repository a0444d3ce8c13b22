// The throughput rows of the bench alone (`node --import tsx scripts/bench/apiLoad.mjs`, about a
// minute, plus a few the first time while bench/.cache seeds the 100k members): the server bundle
// on an empty data dir, hello-world and the same bytes as getPgData's answer from a bare route,
// getPgData under autocannon as the bench loads it (throughput.mjs), then getMembers on the 100k
// data set (measureMemberSearchLoad); DURATION_S sets the measured run. Beside req/s it reports
// the server's CPU time per answer (/proc), which a busy shared machine disturbs far less than
// req/s: its ratio to hello-world's is what the app adds. With a build in dist/public, also the
// home page as the server keeps it against a static file (issue #19 item 2). With
// STATEMENT_TIMES=1 each server also times its SQL statements (statementTimes.cjs) and the
// statements that took the most time are printed once it stops. Writes nothing to bench/results.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { expectAnswer } from './api.mjs';
import { buildServer } from './build.mjs';
import { members100k, seededLogins } from './members100k.mjs';
import { startSite } from './server.mjs';
import {
  HOME_CONTENT,
  load,
  measureMemberSearchLoad,
  measurePages,
  measureReferences,
} from './throughput.mjs';
import { progress, ROOT } from './util.mjs';

/** hello-world's row: the reference of every other. */
let reference;

/** A row: 2xx/s against hello-world's, and the server's CPU per answer against hello-world's. */
const show = (name, r) =>
  console.log(
    `${name}: ${Math.round(r.reqPerSec)} 2xx/s = ${(r.reqPerSec / reference.reqPerSec).toFixed(3)}x; ` +
      `${r.cpuUs.toFixed(0)} µs CPU per answer = hello-world ÷ ${(r.cpuUs / reference.cpuUs).toFixed(1)}` +
      (r.non2xx ? ` (${r.non2xx} non-2xx)` : ''),
  );

const TIMES_SHOWN = 8;

/**
 * STATEMENT_TIMES=1: the environment that makes a server time its statements into a file, and
 * print(), which shows the statements that took the most time once that server has stopped.
 */
function statementTimes() {
  if (process.env.STATEMENT_TIMES !== '1') return { env: {}, print: () => undefined };
  const file = join(mkdtempSync(join(os.tmpdir(), 'trust-bench-sql-')), 'times.json');
  const preload = join(ROOT, 'scripts/bench/statementTimes.cjs');
  return {
    env: { NODE_OPTIONS: `--require ${preload}`, STATEMENT_TIMES_FILE: file },
    print() {
      // A server killed after its stop timed out wrote nothing.
      if (!existsSync(file)) return console.log('SQL statements: the server wrote no times');
      const rows = JSON.parse(readFileSync(file, 'utf8'));
      rmSync(join(file, '..'), { recursive: true, force: true });
      const all = rows.reduce((sum, r) => sum + r.us, 0);
      console.log(
        `SQL statements: ${(all / 1e6).toFixed(2)} s in all; the ${TIMES_SHOWN} longest:`,
      );
      for (const r of rows.slice(0, TIMES_SHOWN)) {
        const share = `${((100 * r.us) / all).toFixed(1)}%`.padStart(6);
        const each = `${(r.us / r.calls).toFixed(0)} µs`.padStart(9);
        console.log(`${share} ${String(r.calls).padStart(7)} × ${each}  ${r.sql.slice(0, 160)}`);
      }
    },
  };
}

progress('building the server bundle');
const server = await buildServer();
const dataDir = mkdtempSync(join(os.tmpdir(), 'trust-bench-api-'));
const publicDir = mkdtempSync(join(os.tmpdir(), 'trust-bench-public-'));
// The pages' rows need the built client (`npm run build`); without it they are left out.
const built = existsSync('dist/public/index.html');
if (built) cpSync('dist/public', publicDir, { recursive: true });
try {
  const siteTimes = statementTimes();
  const site = await startSite(server, { dataDir, publicDir, env: siteTimes.env });
  try {
    progress(`site at ${site.baseUrl} (load ${os.loadavg()[0].toFixed(1)})`);
    const post = HOME_CONTENT;
    await expectAnswer(site.baseUrl, post.type, post.fields);
    const { hello, sameBytes } = await measureReferences(site, post);
    reference = hello;
    show('hello-world', reference);
    show(sameBytes.name, sameBytes);
    const url = `${site.baseUrl}/api?pm=getPgData`;
    const plain = await load('getPgData', url, { post, pid: site.pid });
    show('getPgData', plain);
    console.log(
      `getPgData ÷ the same bytes from a bare route: ${(plain.reqPerSec / sameBytes.reqPerSec).toFixed(3)}x, ` +
        `CPU ÷ ${(plain.cpuUs / sameBytes.cpuUs).toFixed(2)}`,
    );
    if (built) {
      const { file, page } = await measurePages(site);
      for (const r of [file, page])
        console.log(`${r.name}: ${Math.round(r.reqPerSec)} 2xx/s, p50 ${r.p50Ms} ms`);
      console.log(`cached page ÷ static file: ${page.vsFile.toFixed(2)}x (target ≥ 0.8)`);
    } else console.log('pages left out: no dist/public (run `npm run build` first)');
    console.log(`RSS after the load: ${site.rssMb().toFixed(0)} MB`);
  } finally {
    await site.stop();
    siteTimes.print();
  }
  const full = await members100k(server, publicDir);
  const bigTimes = statementTimes();
  const big = await startSite(server, { dataDir: full.dataDir, publicDir, env: bigTimes.env });
  try {
    const { emails, password } = await seededLogins(full.dataDir, 1);
    const login = await expectAnswer(big.baseUrl, 'logint', { p1: emails[0], p2: password });
    for (const r of await measureMemberSearchLoad(big, login.value.local_token, reference)) {
      show(r.name, r);
    }
    console.log(`RSS of the 100k server after its load: ${big.rssMb().toFixed(0)} MB`);
  } finally {
    await big.stop();
    bigTimes.print();
    rmSync(full.dataDir, { recursive: true, force: true });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(publicDir, { recursive: true, force: true });
}
