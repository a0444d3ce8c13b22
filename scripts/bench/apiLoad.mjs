// The throughput rows of the bench alone (`node --import tsx scripts/bench/apiLoad.mjs`, about a
// minute): the server bundle on a temp data dir with 1,000 seeded members, hello-world, then
// getPgData and getMembers under autocannon as the bench loads them, and the RSS after the load.
// No client build (the API needs none) and no browser; it writes nothing to bench/results.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { expectAnswer, findDetail } from './api.mjs';
import { buildServer } from './build.mjs';
import { seededLogins } from './members100k.mjs';
import { startSite } from './server.mjs';
import { measureThroughput } from './throughput.mjs';
import { progress } from './util.mjs';

const SITE_MEMBERS = 1000;

progress('building the server bundle');
const server = await buildServer();
const dataDir = mkdtempSync(join(os.tmpdir(), 'trust-bench-api-'));
const publicDir = mkdtempSync(join(os.tmpdir(), 'trust-bench-public-'));
try {
  const seed = spawnSync(
    process.execPath,
    [join(server.cliDir, 'seed-members.js'), String(SITE_MEMBERS)],
    { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}${seed.stdout}`);
  const site = await startSite(server, { dataDir, publicDir });
  try {
    const { emails, password } = await seededLogins(dataDir, 1);
    const login = await expectAnswer(site.baseUrl, 'logint', { p1: emails[0], p2: password });
    const member = { email: emails[0], token: login.value.local_token };
    const detail = await findDetail(site.baseUrl);
    progress(`site at ${site.baseUrl} (load ${os.loadavg()[0].toFixed(1)})`);
    const { hello, routes } = await measureThroughput(site, member, detail);
    console.log(`hello-world ${Math.round(hello.reqPerSec)} req/s`);
    for (const r of routes) {
      console.log(
        `${r.name}: ${Math.round(r.reqPerSec)} 2xx/s = ${r.ratio.toFixed(3)}x, ` +
          `p99 ${r.p99Ms} ms, RSS after ${r.rssMbAfter.toFixed(0)} MB, ` +
          JSON.stringify(r.statusCodes),
      );
    }
  } finally {
    await site.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(publicDir, { recursive: true, force: true });
}
