import type { Db } from '../../plugins/db';

export interface ThrottleState {
  count: number;
  windowStart: string;
}

/**
 * Counts one event under `key` in a fixed window starting at the first event: a window that
 * began at or before `staleBefore` starts over at `now`. One statement, so parallel events
 * cannot lose a count.
 */
export async function countEvent(
  db: Db,
  key: string,
  now: string,
  staleBefore: string,
): Promise<ThrottleState> {
  const row = await db
    .insertInto('throttle')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('throttle.window_start', '<=', staleBefore)
          .then(1)
          .else(eb('throttle.count', '+', 1))
          .end(),
        window_start: eb
          .case()
          .when('throttle.window_start', '<=', staleBefore)
          .then(now)
          .else(eb.ref('throttle.window_start'))
          .end(),
      })),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: row.window_start };
}

export async function readEvents(db: Db, key: string): Promise<ThrottleState | undefined> {
  const row = await db
    .selectFrom('throttle')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { count: Number(row.count), windowStart: row.window_start };
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute();
}

/** Takes back one counted event (an action that was counted and then did not happen). */
export async function uncountEvent(db: Db, key: string): Promise<void> {
  await db
    .updateTable('throttle')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}
