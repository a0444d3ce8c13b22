import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Metrics } from '../ops';
import type { Db } from '../plugins/db';
import type { Mailer } from '../plugins/mail';
import { siteJobs } from './catalog';
import { processHolder } from './lease';
import { startScheduler, type Scheduler } from './scheduler';

/** Runs the site's jobs in this server process from when it is ready until it closes. */
export function scheduleJobs(
  app: FastifyInstance,
  deps: { db: Db; config: Config; metrics: Metrics; now: () => Date; mail: Mailer },
): void {
  let scheduler: Scheduler | undefined;
  app.addHook('onReady', async () => {
    const runDeps = { ...deps, holder: processHolder(), log: app.log.child({ part: 'jobs' }) };
    scheduler = startScheduler(siteJobs(deps.config), runDeps, deps.config.jobsTickSeconds * 1000);
  });
  // Before the database closes (onClose), so a job is never cut off from it mid-run.
  app.addHook('preClose', async () => {
    await scheduler?.stop();
  });
}
