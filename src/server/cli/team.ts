import { runTeam } from './teamCommands';

runTeam(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`The command failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
