import { backupCommand } from '../backup/cli';

backupCommand(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`The backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
