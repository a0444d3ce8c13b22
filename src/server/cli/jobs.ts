import { loadConfig } from '../config';
import { jobsCommand } from '../jobs';

jobsCommand(process.argv.slice(2), loadConfig(), {
  out: (l) => console.log(l),
  err: (l) => console.error(l),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`The job command failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
