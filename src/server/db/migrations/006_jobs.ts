import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Scheduled jobs (src/server/jobs): one lease row per job, which a process takes with a single
 * conditional UPDATE before a run (so an occurrence runs once however many processes share the
 * database), and a history of runs for the operator and the tests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_due_at', 'text', (c) => c.notNull())
    .addColumn('holder', 'text')
    .addColumn('lease_until', 'text')
    .execute();
  await withId(db, db.schema.createTable('job_runs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_runs_name_idx').on('job_runs').columns(['name', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('job_leases').execute();
}
