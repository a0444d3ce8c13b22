import type { Job } from './catalog';
import { runJob, type RunDeps } from './runner';

export interface Scheduler {
  /** Checks every job once now (also what each tick does); answers when done. */
  tick(): Promise<void>;
  /** No new ticks; waits for a running one, so the database is not closed under it. */
  stop(): Promise<void>;
}

/**
 * Every `tickMs` this process offers to run each due job; the database lease decides which
 * process does (jobs/lease.ts). Ticks never overlap, and a failing job never stops the others.
 */
export function startScheduler(jobs: readonly Job[], deps: RunDeps, tickMs: number): Scheduler {
  let current: Promise<void> = Promise.resolve();
  let stopped = false;
  const once = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        await runJob(job, deps);
      } catch (err) {
        // The lease or history could not be written (database down): the next tick tries again.
        deps.log?.error({ err, job: job.name }, 'job could not be scheduled');
      }
    }
  };
  const tick = () => {
    current = current.then(once);
    return current;
  };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void tick().finally(() => (running = false));
  }, tickMs);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
