// The throughput rows of the bench alone (`node --import tsx scripts/bench/apiLoad.mjs`, about a
// minute, plus a few the first time while bench/.cache seeds the 100k members): the server bundle
// on an empty data dir, hello-world and the same bytes as getPgData's answer from a bare route,
// getPgData under autocannon as the bench loads it (throughput.mjs), then getMembers on the 100k
// data set (measureMemberSearchLoad); DURATION_S sets the measured run. Beside req/s it reports
// the server's CPU time per answer (/proc), which a busy shared machine disturbs far less than
// req/s: its ratio to hello-world's is what the app adds. With a build in dist/public, also the
// home page as the server keeps it against a static file (issue #19 item 2). Writes nothing to
// bench/results.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
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
import { progress } from './util.mjs';

/** hello-world's row: the reference of every other. */
let reference;

/** A row: 2xx/s against hello-world's, and the server's CPU per answer against hello-world's. */
const show = (name, r) =>
  console.log(
    `${name}: ${Math.round(r.reqPerSec)} 2xx/s = ${(r.reqPerSec / reference.reqPerSec).toFixed(3)}x; ` +
      `${r.cpuUs.toFixed(0)} µs CPU per answer = hello-world ÷ ${(r.cpuUs / reference.cpuUs).toFixed(1)}` +
      (r.non2xx ? ` (${r.non2xx} non-2xx)` : ''),
  );

progress('building the server bundle');
const server = await buildServer();
const dataDir = mkdtempSync(join(os.tmpdir(), 'trust-bench-api-'));
const publicDir = mkdtempSync(join(os.tmpdir(), 'trust-bench-public-'));
// The pages' rows need the built client (`npm run build`); without it they are left out.
const built = existsSync('dist/public/index.html');
if (built) cpSync('dist/public', publicDir, { recursive: true });
try {
  const site = await startSite(server, { dataDir, publicDir });
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
  }
  const full = await members100k(server, publicDir);
  const big = await startSite(server, { dataDir: full.dataDir, publicDir });
  try {
    const { emails, password } = await seededLogins(full.dataDir, 1);
    const login = await expectAnswer(big.baseUrl, 'logint', { p1: emails[0], p2: password });
    for (const r of await measureMemberSearchLoad(big, login.value.local_token, reference)) {
      show(r.name, r);
    }
    console.log(`RSS of the 100k server after its load: ${big.rssMb().toFixed(0)} MB`);
  } finally {
    await big.stop();
    rmSync(full.dataDir, { recursive: true, force: true });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(publicDir, { recursive: true, force: true });
}
