import { restoreCommand } from '../backup/cli';

restoreCommand(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`The restore failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
