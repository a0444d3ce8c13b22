import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { KNOWN_ADDRESS_MS, pruneLoginAddresses, SESSION_IDLE_MS } from '../accounts';
import { kolkataDay, pruneViews } from '../matching';
import { createSnapshot } from '../backup/snapshot';
import type { Config } from '../config';
import type { Db } from '../plugins/db';
import type { Mailer } from '../plugins/mail';
import { interestExpiry, interestReminders } from './interests';
import type { Schedule } from './schedule';

const HOUR = 60 * 60 * 1000;
/** Codes live 10 minutes and throttle windows at most a day: older rows serve nothing. */
export const KEEP_ACCOUNT_ROWS_MS = 24 * HOUR;

export interface JobContext {
  db: Db;
  config: Config;
  now: Date;
  /** The process's mailer (jobs that mail: interest reminders). */
  mail: Mailer;
}

export interface Job {
  name: string;
  description: string;
  schedule: Schedule;
  /** Due as soon as a process starts (clean-ups), or only at its next occurrence (backup). */
  dueAtStart: boolean;
  /** How long a run may hold the lease before another process may assume it died. */
  leaseMs: number;
  /** Does the work; answers a short summary without personal data. */
  run(ctx: JobContext): Promise<string>;
}

const count = (result: { numDeletedRows: bigint }[]) =>
  result.reduce((n, r) => n + Number(r.numDeletedRows), 0);

const sessionsCleanup: Job = {
  name: 'sessions-cleanup',
  description: 'removes logged-out sessions and sessions idle longer than 30 days',
  schedule: { everyMinutes: 60 },
  dueAtStart: true,
  leaseMs: 10 * 60_000,
  async run({ db, now }) {
    const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
    const removed = count(
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('revoked_at', 'is not', null), eb('last_seen_at', '<', idleSince)]),
        )
        .execute(),
    );
    return `${removed} sessions removed`;
  },
};

/**
 * A clean-up of rows that serve nothing after a day (codes, throttle windows): every 15 minutes,
 * due at start; `remove` deletes the rows older than the cut-off it is given.
 */
const dailyPrune = (
  name: string,
  description: string,
  what: string,
  remove: (db: Db, before: string) => Promise<{ numDeletedRows: bigint }[]>,
): Job => ({
  name,
  description,
  schedule: { everyMinutes: 15 },
  dueAtStart: true,
  leaseMs: 10 * 60_000,
  async run({ db, now }) {
    const before = new Date(now.getTime() - KEEP_ACCOUNT_ROWS_MS).toISOString();
    return `${count(await remove(db, before))} ${what} removed`;
  },
});

const otpCleanup = dailyPrune(
  'otp-cleanup',
  'removes one-time-code tickets older than a day (codes live 10 minutes)',
  'code tickets',
  (db, before) => db.deleteFrom('otp_tickets').where('created_at', '<', before).execute(),
);

const throttlePrune = dailyPrune(
  'throttle-prune',
  'removes rate-limit and quota windows that ended (the longest is a day)',
  'rate-limit windows',
  (db, before) => db.deleteFrom('throttle').where('window_start', '<', before).execute(),
);

/**
 * Issue #14's rows: who saw whom on a past India day (the view quota counts today only), and
 * connections a member has not logged in from for 90 days (no longer the owner's own).
 */
const recoveryPrune = dailyPrune(
  'recovery-prune',
  'removes view-quota rows of past days and login addresses unused for 90 days',
  'quota views and login addresses',
  async (db, before) => {
    const unusedSince = new Date(Date.parse(before) + KEEP_ACCOUNT_ROWS_MS - KNOWN_ADDRESS_MS);
    return [
      ...(await pruneViews(db, kolkataDay(new Date(before)))),
      ...(await pruneLoginAddresses(db, unusedSince.toISOString())),
    ];
  },
);

const SNAPSHOT_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;

/** BACKUP_DIR/<time>/, the newest BACKUP_KEEP kept (only folders this job names are removed). */
const nightlyBackup: Job = {
  name: 'backup',
  description: 'snapshot of the database, photos and media into BACKUP_DIR (off when unset)',
  schedule: { dailyAtUtcHour: 2 },
  dueAtStart: false,
  leaseMs: 3 * HOUR,
  async run({ config, now }) {
    const root = config.backupDir;
    if (!root) return 'BACKUP_DIR is not set; nothing to do';
    const dir = path.join(root, now.toISOString().replace(/[:.]/g, '-'));
    const { manifest } = await createSnapshot(config, { dir, now });
    const snapshots = (await readdir(root)).filter((n) => SNAPSHOT_NAME.test(n)).sort();
    const old = snapshots.slice(0, Math.max(0, snapshots.length - config.backupKeep));
    for (const name of old) await rm(path.join(root, name), { recursive: true, force: true });
    const files = Object.keys(manifest.files).length;
    const warnings = manifest.warnings.length ? `, ${manifest.warnings.length} warnings` : '';
    return `snapshot ${path.basename(dir)} (${files} files${warnings}); ${old.length} old removed`;
  },
};

/** The jobs the site runs: clean-ups, the interest lifecycle (issue 14) and the backup. */
export function siteJobs(config: Pick<Config, 'backupDir'>): Job[] {
  return [
    sessionsCleanup,
    otpCleanup,
    throttlePrune,
    recoveryPrune,
    interestExpiry,
    interestReminders,
    ...(config.backupDir ? [nightlyBackup] : []),
  ];
}

export const ALL_JOB_NAMES = [
  'sessions-cleanup',
  'otp-cleanup',
  'throttle-prune',
  'recovery-prune',
  'interest-expiry',
  'interest-reminders',
  'backup',
];
