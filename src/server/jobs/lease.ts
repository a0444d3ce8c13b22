import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../plugins/db';

/** Who holds a lease: readable in `npm run jobs -- list`, unique per process. */
export const processHolder = (): string =>
  `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** Makes sure the job has a lease row; a new job is due at `firstDue`. */
export async function ensureLease(db: Db, name: string, firstDue: Date): Promise<void> {
  await db
    .insertInto('job_leases')
    .values({ name, next_due_at: firstDue.toISOString(), holder: null, lease_until: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Takes the job's lease when its occurrence is due (or `force`) and nobody holds it (or the
 * holder's lease ran out: it died mid-run). One conditional UPDATE, so of several processes
 * asking at once exactly one gets it; answers whether this one did.
 */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  { now, leaseMs, force = false }: { now: Date; leaseMs: number; force?: boolean },
): Promise<boolean> {
  const at = now.toISOString();
  let update = db
    .updateTable('job_leases')
    .set({ holder, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]));
  if (!force) update = update.where('next_due_at', '<=', at);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease back and sets the next occurrence; only the holder can. */
export async function releaseLease(
  db: Db,
  name: string,
  holder: string,
  nextDue: Date,
): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ holder: null, lease_until: null, next_due_at: nextDue.toISOString() })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
