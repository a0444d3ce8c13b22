// Scheduled jobs: the catalog, the database lease that runs each once, and the operator's command.
export { jobsCommand } from './cli';
export { scheduleJobs } from './plugin';
export type { JobTables } from './tables';
