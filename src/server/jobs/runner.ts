import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Metrics } from '../ops';
import type { Db } from '../plugins/db';
import type { Mailer } from '../plugins/mail';
import type { Job } from './catalog';
import { ensureLease, releaseLease, takeLease } from './lease';
import { nextOccurrence } from './schedule';

/** A failed run is tried again this soon (or at its next occurrence, if that comes first). */
export const RETRY_AFTER_MS = 15 * 60_000;

export interface RunDeps {
  db: Db;
  config: Config;
  mail: Mailer;
  holder: string;
  now: () => Date;
  metrics?: Metrics;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export type RunResult = { ran: false } | { ran: true; outcome: 'done' | 'failed'; summary: string };

/**
 * Runs one job if this process gets its lease: when it is due, or at once with `force` (the
 * operator's `npm run jobs -- run`) unless another process is running it right now. Every run
 * is recorded in job_runs; the next occurrence is set when it ends.
 */
export async function runJob(job: Job, deps: RunDeps, force = false): Promise<RunResult> {
  const { db, holder } = deps;
  const start = deps.now();
  const firstDue = job.dueAtStart ? start : nextOccurrence(job.schedule, start);
  await ensureLease(db, job.name, firstDue);
  if (!(await takeLease(db, job.name, holder, { now: start, leaseMs: job.leaseMs, force }))) {
    return { ran: false };
  }
  const { id } = await db
    .insertInto('job_runs')
    .values({
      name: job.name,
      holder,
      started_at: start.toISOString(),
      finished_at: null,
      outcome: 'running',
      summary: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let outcome: 'done' | 'failed' = 'done';
  let summary: string;
  try {
    summary = await job.run({ db, config: deps.config, now: start, mail: deps.mail });
  } catch (err) {
    outcome = 'failed';
    summary = err instanceof Error ? err.message : String(err);
    deps.log?.error({ err, job: job.name }, 'job failed');
  }
  const end = deps.now();
  await db
    .updateTable('job_runs')
    .set({ finished_at: end.toISOString(), outcome, summary: summary.slice(0, 500) })
    .where('id', '=', id)
    .execute();
  const next = nextOccurrence(job.schedule, end);
  const retry = new Date(end.getTime() + RETRY_AFTER_MS);
  await releaseLease(db, job.name, holder, outcome === 'failed' && retry < next ? retry : next);
  deps.metrics?.job(job.name, outcome, (end.getTime() - start.getTime()) / 1000, end);
  if (outcome === 'done') deps.log?.info({ job: job.name, summary }, 'job done');
  return { ran: true, outcome, summary };
}
