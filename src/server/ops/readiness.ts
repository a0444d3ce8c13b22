import { sql } from 'kysely';
import { migrationProvider } from '../db/migrations';
import type { Db } from '../plugins/db';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** A database that does not answer within this is as good as down to a load balancer. */
export const READINESS_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function check(db: Db): Promise<Readiness> {
  try {
    await sql`select 1`.execute(db);
  } catch {
    return { ready: false, reason: 'database unreachable' };
  }
  const applied = await db
    .selectFrom('kysely_migration' as never)
    .select(sql<string>`name`.as('name'))
    .execute();
  const names = new Set(applied.map((r) => (r as { name: string }).name));
  const known = Object.keys(await migrationProvider.getMigrations());
  const missing = known.filter((name) => !names.has(name));
  if (missing.length > 0)
    return { ready: false, reason: `migrations pending: ${missing.join(', ')}` };
  // The site's menus come with every content load; without them there is no site to serve.
  const menu = await db.selectFrom('menus').select('id').limit(1).executeTakeFirst();
  if (!menu) return { ready: false, reason: 'content not loaded' };
  return { ready: true };
}

/**
 * Whether this process can serve the site: the database answers, every migration this build
 * knows is applied, and the content is loaded. Never throws; a reason says what is missing
 * (plain words, no personal data, no connection string).
 */
export async function readiness(db: Db, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  try {
    return await withTimeout(check(db), timeoutMs);
  } catch (err) {
    const timedOut = err instanceof Error && err.message.startsWith('no answer');
    return { ready: false, reason: timedOut ? 'database too slow' : 'database unreachable' };
  }
}
