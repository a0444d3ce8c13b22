import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Db } from '../plugins/db';
import { createSession } from '../accounts/repositories/sessions';
import { verifiedMember } from '../../../test/server/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/server/helpers/testApp';
import { siteJobs, type Job } from './catalog';
import { jobsCommand } from './cli';
import { runJob, RETRY_AFTER_MS, type RunDeps } from './runner';
import { Metrics } from '../ops';

const T0 = new Date('2026-03-01T09:00:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

let t: TestApp;
/** A second handle on the same database: another process, as far as the database can tell. */
let other: Db;
beforeAll(async () => {
  t = await buildTestApp({ backupDir: undefined });
  other = await openDatabase(t.env.config);
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});

function countingJob(name: string, runs: { n: number }, fail = false): Job {
  return {
    name,
    description: 'test job',
    schedule: { everyMinutes: 30 },
    dueAtStart: true,
    leaseMs: 5 * MINUTE,
    async run() {
      runs.n += 1;
      // Long enough that the other callers arrive while this run holds the lease.
      await new Promise((r) => setTimeout(r, 30));
      if (fail) throw new Error('the disk is full');
      return `run ${runs.n}`;
    },
  };
}

const deps = (db: Db, holder: string, now: Date, metrics?: Metrics): RunDeps => ({
  db,
  config: t.env.config,
  mail: t.app.mailer,
  holder,
  now: () => now,
  metrics,
});

const runsOf = (name: string) =>
  t.app.db.selectFrom('job_runs').selectAll().where('name', '=', name).orderBy('id').execute();

describe('the job lease', () => {
  it('runs a due occurrence once when two processes ask at the same moment', async () => {
    const runs = { n: 0 };
    const job = countingJob('race', runs);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        runJob(job, deps(i % 2 ? other : t.app.db, `p${i % 2}`, T0)),
      ),
    );
    expect(runs.n).toBe(1);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(await runsOf('race')).toMatchObject([{ outcome: 'done', summary: 'run 1' }]);

    // Not again before the next occurrence (30 minutes on), from either process…
    await runJob(job, deps(other, 'p1', at(29 * MINUTE)));
    await runJob(job, deps(t.app.db, 'p0', at(29 * MINUTE)));
    expect(runs.n).toBe(1);
    // …and once at it.
    await Promise.all([
      runJob(job, deps(other, 'p1', at(31 * MINUTE))),
      runJob(job, deps(t.app.db, 'p0', at(31 * MINUTE))),
    ]);
    expect(runs.n).toBe(2);
  });

  it('lets another process take over from a holder that died mid-run, after its lease', async () => {
    const runs = { n: 0 };
    const job = countingJob('orphan', runs);
    await runJob(job, deps(t.app.db, 'p0', T0));
    // p0 takes the next occurrence and dies: the lease row says it is running.
    await t.app.db
      .updateTable('job_leases')
      .set({ holder: 'p0', lease_until: at(35 * MINUTE).toISOString() })
      .where('name', '=', 'orphan')
      .execute();
    expect((await runJob(job, deps(other, 'p1', at(31 * MINUTE)))).ran).toBe(false);
    expect((await runJob(job, deps(other, 'p1', at(36 * MINUTE)))).ran).toBe(true);
    expect(runs.n).toBe(2);
  });

  it('records a failure, counts it, and tries again 15 minutes later', async () => {
    const metrics = new Metrics();
    const runs = { n: 0 };
    const job = countingJob('failing', runs, true);
    const result = await runJob(job, deps(t.app.db, 'p0', T0, metrics));
    expect(result).toEqual({ ran: true, outcome: 'failed', summary: 'the disk is full' });
    const lease = await t.app.db
      .selectFrom('job_leases')
      .selectAll()
      .where('name', '=', 'failing')
      .executeTakeFirstOrThrow();
    expect(lease).toMatchObject({
      holder: null,
      next_due_at: at(RETRY_AFTER_MS).toISOString(),
    });
    const text = await metrics.registry.metrics();
    expect(text).toContain('trust_job_runs_total{job="failing",outcome="failed"} 1');
  });
});

describe('the clean-up jobs', () => {
  const job = (name: string) => siteJobs(t.env.config).find((j) => j.name === name)!;

  it('remove ended sessions, old code tickets and ended rate-limit windows, and nothing else', async () => {
    const me = await verifiedMember(t);
    const now = new Date();
    const day = 24 * 60 * MINUTE;
    const old = new Date(now.getTime() - 31 * day).toISOString();
    const { id: memberId } = await t.app.db
      .selectFrom('members')
      .select('id')
      .where('email_id', '=', me.email)
      .executeTakeFirstOrThrow();
    await createSession(t.app.db, memberId, 'idle-hash', old);
    await createSession(t.app.db, memberId, 'revoked-hash', now.toISOString());
    await t.app.db
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString() })
      .where('token_hash', '=', 'revoked-hash')
      .execute();
    const yesterday = new Date(now.getTime() - 25 * 60 * MINUTE).toISOString();
    await t.app.db
      .insertInto('throttle')
      .values([
        { key: 'test:old', window_start: yesterday, count: 3 },
        { key: 'test:fresh', window_start: now.toISOString(), count: 1 },
      ])
      .execute();
    const ticket = (id: string, created: string) => ({
      id,
      member_id: null,
      quota_key: 'q',
      code_hash: 'h',
      expires_at: created,
      created_at: created,
    });
    await t.app.db
      .insertInto('otp_tickets')
      .values([ticket('old-ticket', yesterday), ticket('fresh-ticket', now.toISOString())])
      .execute();

    const live = () =>
      t.app.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('member_id', '=', memberId)
        .execute();
    expect(await live()).toHaveLength(3);
    const d = {
      db: t.app.db,
      config: t.env.config,
      mail: t.app.mailer,
      holder: 'p0',
      now: () => now,
    };
    expect(await runJob(job('sessions-cleanup'), d, true)).toMatchObject({
      summary: '2 sessions removed',
    });
    expect(await live()).toHaveLength(1); // the member's own login
    expect(await runJob(job('otp-cleanup'), d, true)).toMatchObject({
      summary: '1 code tickets removed',
    });
    expect(await runJob(job('throttle-prune'), d, true)).toMatchObject({
      summary: '1 rate-limit windows removed',
    });
    const keys = (await t.app.db.selectFrom('throttle').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('test:fresh');
    expect(keys).not.toContain('test:old');
    const tickets = (await t.app.db.selectFrom('otp_tickets').select('id').execute()).map(
      (r) => r.id,
    );
    expect(tickets).toEqual(['fresh-ticket']);
  });

  it('the nightly backup exists only with BACKUP_DIR, and keeps BACKUP_KEEP snapshots', async () => {
    expect(siteJobs({ backupDir: undefined }).map((j) => j.name)).toEqual([
      'sessions-cleanup',
      'otp-cleanup',
      'throttle-prune',
      'recovery-prune',
      'interest-expiry',
      'interest-reminders',
    ]);
    const backupDir = path.join(t.env.config.dataDir, 'nightly');
    const config = { ...t.env.config, backupDir, backupKeep: 2 };
    const backup = siteJobs(config).find((j) => j.name === 'backup')!;
    expect(backup.dueAtStart).toBe(false);
    for (const hour of [1, 2, 3]) {
      const result = await runJob(
        backup,
        {
          db: t.app.db,
          config,
          mail: t.app.mailer,
          holder: 'p0',
          now: () => at(hour * 60 * MINUTE),
        },
        true,
      );
      expect(result).toMatchObject({ ran: true, outcome: 'done' });
    }
    expect(await readdir(backupDir)).toEqual([
      '2026-03-01T11-00-00-000Z',
      '2026-03-01T12-00-00-000Z',
    ]);
    expect(await readdir(path.join(backupDir, '2026-03-01T12-00-00-000Z'))).toContain(
      'manifest.json',
    );
  });
});

describe('npm run jobs', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('lists the jobs with their schedule and last run, and runs one on demand', async () => {
    const run = io();
    expect(await jobsCommand(['run', 'otp-cleanup'], t.env.config, run.io)).toBe(0);
    expect(run.out).toEqual([
      expect.stringMatching(/^otp-cleanup done: \d+ code tickets removed$/),
    ]);
    const list = io();
    expect(await jobsCommand(['list'], t.env.config, list.io)).toBe(0);
    const text = list.out.join('\n');
    expect(text).toMatch(/^sessions-cleanup — .*; every 60 minutes$/m);
    expect(text).toMatch(
      /^otp-cleanup — .*\n {2}next: 2\d{3}-.*\n {2}last: .* done — \d+ code tickets removed/m,
    );
    expect(text).toMatch(/^backup — off: set BACKUP_DIR/m);
  });

  it('says so for an unknown job, the backup when it is off, and bad usage', async () => {
    const unknown = io();
    expect(await jobsCommand(['run', 'nope'], t.env.config, unknown.io)).toBe(2);
    expect(unknown.err[0]).toMatch(/^No job "nope"\. Jobs: sessions-cleanup, otp-cleanup/);
    const backup = io();
    expect(await jobsCommand(['run', 'backup'], t.env.config, backup.io)).toBe(2);
    expect(backup.err[0]).toMatch(/npm run backup/);
    const usage = io();
    expect(await jobsCommand(['explode'], t.env.config, usage.io)).toBe(2);
    expect(usage.err).toEqual(['Usage: npm run jobs -- list | run <name>']);
  });
});
