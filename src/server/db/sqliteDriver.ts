import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 for the running Node: 12 on Node 20 (13 crashes there), 13 (Node-API, installed
 * as better-sqlite3-napi) on Node 22 and later, where 12's destructors abort the process when a
 * garbage collection runs outside a context (`RemoveEnvironmentCleanupHook: (env) != nullptr`).
 * Both have the same API; package.json's engines range is the two we test, 20 and 24.
 */
export const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

/* eslint-disable @typescript-eslint/no-require-imports */
export const SQLite: typeof BetterSqlite3 =
  NODE_MAJOR >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3');
/* eslint-enable @typescript-eslint/no-require-imports */

export type SqliteDatabase = BetterSqlite3.Database;
