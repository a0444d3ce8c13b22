// The 100,000-member data dir: seeded once with the seed CLI into bench/.cache/ (kept between
// runs; delete the folder to seed again), given profile photos, started once so the site content
// is loaded too. Each bench run works on a copy, so the cache stays as seeded.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from './server.mjs';
import { progress, ROOT } from './util.mjs';

export const MEMBERS = 100_000;
const CACHE = join(ROOT, 'bench/.cache/members-100k');
const READY = join(CACHE, 'ready.json');
/**
 * Raised when the cache's content changes, so an older cache is seeded again (2: photos; 3: the
 * profile photo flag of migration 022).
 */
const CACHE_VERSION = 3;

/**
 * Profile photos for two members in three, shown to all members by four in five (the others to
 * accepted contacts only), as on a site in use: the seeder adds none, and "with photo" would
 * find no one. Rows only: the search reads them, never the pictures.
 */
async function addPhotoRows(dataDir) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(dataDir, 'site.db'));
  try {
    db.exec(`
      update members set photo_visibility = 'all' where id % 5 <> 0;
      insert into photos (member_id, kind, file, thumb_file, width, height, created_at)
        select id, 'profile', 'bench/p' || id || '.jpg', 'bench/p' || id || '.t.jpg', 600, 800,
          created_at
        from members where id % 3 <> 0;
      update members set has_profile_photo = 1
        where id in (select member_id from photos where kind = 'profile');
      analyze;`);
  } finally {
    db.close();
  }
}

/** Resolves to { dataDir (a fresh copy), seeding: { seconds, cached } }. */
export async function members100k(server, publicDir) {
  let seeding;
  const ready = existsSync(READY) ? JSON.parse(readFileSync(READY, 'utf8')) : null;
  if (ready?.version === CACHE_VERSION) {
    seeding = { ...ready, cached: true };
    progress(`  100k members: cached in bench/.cache (seeded in ${seeding.seconds} s)`);
  } else {
    rmSync(CACHE, { recursive: true, force: true });
    progress(`  seeding ${MEMBERS} members into bench/.cache …`);
    const env = { ...process.env, DATA_DIR: CACHE };
    delete env.DATABASE_URL;
    const t0 = performance.now();
    const seed = spawnSync(
      process.execPath,
      [join(server.cliDir, 'seed-members.js'), String(MEMBERS)],
      {
        env,
        encoding: 'utf8',
      },
    );
    if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}${seed.stdout}`);
    const seconds = Number(((performance.now() - t0) / 1000).toFixed(1));
    await addPhotoRows(CACHE);
    // One start loads the site content, so later starts measure a site in use.
    const site = await startSite(server, { dataDir: CACHE, publicDir });
    await site.stop();
    seeding = { seconds, members: MEMBERS, at: new Date().toISOString(), version: CACHE_VERSION };
    writeFileSync(READY, JSON.stringify(seeding));
    seeding.cached = false;
    progress(`  seeded in ${seconds} s`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-bench-100k-'));
  cpSync(CACHE, dataDir, { recursive: true, filter: (src) => !src.endsWith('ready.json') });
  return { dataDir, seeding };
}

/** Emails of the first `n` seeded members of the data dir, and their common password. */
export async function seededLogins(dataDir, n) {
  const { default: Database } = await import('better-sqlite3');
  const { require: tsRequire } = await import('tsx/cjs/api');
  const { SEED_PASSWORD } = tsRequire(join(ROOT, 'src/server/cli/seedMembers.ts'), import.meta.url);
  const db = new Database(join(dataDir, 'site.db'), { readonly: true });
  try {
    const rows = db.prepare('select email_id from members order by id limit ?').all(n);
    return { emails: rows.map((r) => r.email_id), password: SEED_PASSWORD };
  } finally {
    db.close();
  }
}
