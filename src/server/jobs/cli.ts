import type { Config } from '../config';
import { openDatabase, type Db } from '../plugins/db';
import { createMailer } from '../plugins/mail';
import { readMailBrand } from '../settings';
import { ALL_JOB_NAMES, siteJobs } from './catalog';
import { processHolder } from './lease';
import { runJob } from './runner';
import { describeSchedule } from './schedule';

export const JOBS_USAGE = 'Usage: npm run jobs -- list | run <name>';

type Io = { out: (l: string) => void; err: (l: string) => void };

async function list(db: Db, config: Config, io: Io): Promise<number> {
  const jobs = siteJobs(config);
  const leases = new Map(
    (await db.selectFrom('job_leases').selectAll().execute()).map((l) => [l.name, l]),
  );
  for (const job of jobs) {
    const lease = leases.get(job.name);
    const last = await db
      .selectFrom('job_runs')
      .selectAll()
      .where('name', '=', job.name)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    io.out(`${job.name} — ${job.description}; ${describeSchedule(job.schedule)}`);
    io.out(`  next: ${lease?.next_due_at ?? 'when a server starts'}`);
    if (lease?.holder)
      io.out(`  running now in ${lease.holder} (lease until ${lease.lease_until})`);
    io.out(
      last
        ? `  last: ${last.started_at} ${last.outcome} — ${last.summary || '…'} (${last.holder})`
        : '  last: never',
    );
  }
  if (!jobs.some((j) => j.name === 'backup')) {
    io.out('backup — off: set BACKUP_DIR to take a snapshot every night (see docs/operations.md)');
  }
  return 0;
}

async function run(db: Db, config: Config, name: string, io: Io): Promise<number> {
  const job = siteJobs(config).find((j) => j.name === name);
  if (!job) {
    io.err(
      name === 'backup'
        ? 'The nightly backup is off: set BACKUP_DIR, or take one now with `npm run backup`.'
        : `No job "${name}". Jobs: ${ALL_JOB_NAMES.join(', ')}.`,
    );
    return 2;
  }
  const mail = createMailer(
    config,
    {
      info: () => undefined,
      error: (_fields: unknown, message?: string) => io.err(message ?? 'mail failed'),
    },
    undefined,
    () => readMailBrand(db),
  );
  const result = await runJob(
    job,
    { db, config, mail, holder: processHolder(), now: () => new Date() },
    true,
  );
  await mail.flush();
  if (!result.ran) {
    io.err(`${name} is running in another process right now; see \`npm run jobs -- list\`.`);
    return 1;
  }
  (result.outcome === 'done' ? io.out : io.err)(`${name} ${result.outcome}: ${result.summary}`);
  return result.outcome === 'done' ? 0 : 1;
}

/** `npm run jobs -- list | run <name>`: 0 done, 1 failed or busy, 2 usage. */
export async function jobsCommand(
  args: readonly string[],
  config: Config,
  io: Io,
): Promise<number> {
  const [command, name, ...rest] = args;
  const usable = (command === 'list' && !name) || (command === 'run' && name && !rest.length);
  if (!usable) {
    io.err(JOBS_USAGE);
    return 2;
  }
  const db = await openDatabase(config, { error: (...a: unknown[]) => io.err(String(a.at(-1))) });
  try {
    return command === 'list' ? await list(db, config, io) : await run(db, config, name!, io);
  } finally {
    await db.destroy();
  }
}
