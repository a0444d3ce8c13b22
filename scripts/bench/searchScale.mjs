// Search at scale: getMembers over HTTP on the 100k-member server, one call at a time, for a set
// of filter combinations; beside each, the same page + count SQL straight through the driver.
// Each call is timed to its answer's last byte on a kept-alive socket (api.mjs timedCall).
// Two patterns per combination: "first" — each call by another member, so nothing the server
// may keep from an earlier identical search applies (the target and the ratio use it) — and
// "repeat" — one member asking the same search again and again (paging, reloading).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expectAnswer, timedCall } from './api.mjs';
import { openRawSearch } from './rawSql.mjs';
import { TYPICAL_FILTERS } from './throughput.mjs';
import { percentile, progress } from './util.mjs';

const WARMUP = 3;
const REPEATS = 40;
/** Members logged in for the "first" samples (one call each per combination), plus one. */
export const SEARCHERS = 25;

export const COMBINATIONS = {
  'no filters': {},
  typical: TYPICAL_FILTERS,
  'city only': { city_name: 'jai' },
  'age + marital': { ageMin: 25, ageMax: 30, marital_status: 'Unmarried' },
  'skin + education': { skin_color: ['Fair'], education: ['Graduation', 'Post Graduation'] },
  'page 25': { page: 25 },
  'gender, gotras shown': { gender: 'Female', hideSameGotra: false },
  // Issue #15 item 5 (migration 019).
  'height + state + manglik': {
    heightMin: 152,
    heightMax: 175,
    state_nm: 'Rajasthan',
    mangalic_status: 'General',
  },
  'with photo': { withPhoto: true },
  'younger first': { sort: 'younger' },
  'older first, age 25-30': { sort: 'older', ageMin: 25, ageMax: 30 },
};

const stats = (ms) => ({ p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95) });

/** One search, timed by the lean client (api.mjs); throws unless it answers data. */
async function timedSearch(baseUrl, token, filters) {
  const fields = { local_token: token, ser_params: JSON.stringify(filters) };
  const a = await timedCall(baseUrl, 'getMembers', fields);
  if (a.status !== '1')
    throw new Error(`getMembers answered HTTP ${a.http}: ${a.text.slice(0, 200)}`);
  return { ms: a.ms, total: a.value.total };
}

/** Logs each member in; resolves to [{ email, token }]. */
async function logIn(baseUrl, { emails, password }) {
  const members = [];
  for (const email of emails) {
    const a = await expectAnswer(baseUrl, 'logint', { p1: email, p2: password });
    members.push({ email, token: a.value.local_token });
  }
  return members;
}

/** Resolves to [{ name, total, p50Ms, p95Ms, repeat: {…}, raw: {…}, ratio }] (ratio: p95 ÷ SQL p95). */
export async function measureSearch(site, dataDir, logins) {
  const [me, ...others] = await logIn(site.baseUrl, logins);
  progress(`  ${others.length + 1} seeded members logged in`);
  const raw = openRawSearch(dataDir);
  try {
    const searchers = others.map((m) => raw.searcherByEmail(m.email));
    const rows = [];
    for (const [name, filters] of Object.entries(COMBINATIONS)) {
      const repeat = [];
      let total;
      for (let i = 0; i < WARMUP + REPEATS; i += 1) {
        const r = await timedSearch(site.baseUrl, me.token, filters);
        if (i >= WARMUP) repeat.push(r.ms);
        total = r.total;
      }
      const first = [];
      for (const m of others) first.push((await timedSearch(site.baseUrl, m.token, filters)).ms);
      const sql = [];
      for (let i = 0; i < WARMUP + REPEATS; i += 1) {
        const ms = raw.time(await raw.compile(searchers[i % searchers.length], filters));
        if (i >= WARMUP) sql.push(ms);
      }
      const row = { name, total, ...stats(first), repeat: stats(repeat), raw: stats(sql) };
      row.ratio = row.p95Ms / row.raw.p95Ms;
      progress(
        `  search "${name}" (${total} found): first p95 ${row.p95Ms.toFixed(1)} ms, ` +
          `repeat p95 ${row.repeat.p95Ms.toFixed(1)} ms; raw SQL p95 ${row.raw.p95Ms.toFixed(1)} ms`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    raw.close();
  }
}

// Alone (`node --import tsx scripts/bench/searchScale.mjs`, about a minute once bench/.cache holds
// the 100k members): the server bundle, the 100k data dir, the search rows of the bench's table.
// Nothing is written to bench/results, which keeps whole runs only.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { buildServer } = await import('./build.mjs');
  const { members100k, seededLogins } = await import('./members100k.mjs');
  const { startSite } = await import('./server.mjs');
  const { buildRows, printTable } = await import('./table.mjs');
  progress('building the server bundle');
  const server = await buildServer();
  // The search needs no client: the site serves an empty public folder.
  const publicDir = mkdtempSync(join(os.tmpdir(), 'trust-bench-public-'));
  const full = await members100k(server, publicDir);
  const site = await startSite(server, { dataDir: full.dataDir, publicDir });
  try {
    progress(`search at 100k members against ${site.baseUrl} (load ${os.loadavg()[0].toFixed(1)})`);
    const rows = await measureSearch(
      site,
      full.dataDir,
      await seededLogins(full.dataDir, SEARCHERS),
    );
    printTable(buildRows({ search: rows }));
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await site.stop();
    for (const dir of [full.dataDir, publicDir]) rmSync(dir, { recursive: true, force: true });
  }
}
