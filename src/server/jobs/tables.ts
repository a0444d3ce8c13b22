import type { Generated } from 'kysely';

/** The scheduler's tables (migration 006_jobs). */
export interface JobTables {
  job_leases: JobLeaseTable;
  job_runs: JobRunTable;
}

export interface JobLeaseTable {
  name: string;
  /** ISO time from which the next occurrence may run. */
  next_due_at: string;
  /** The process running it now (host:pid:random), or null. */
  holder: string | null;
  /** A holder that died mid-run gives the job up at this time. */
  lease_until: string | null;
}

export interface JobRunTable {
  id: Generated<number>;
  name: string;
  holder: string;
  started_at: string;
  finished_at: string | null;
  outcome: 'running' | 'done' | 'failed';
  /** What it did ("12 sessions removed") or why it failed; never personal data. */
  summary: string;
}
