import { runSeedMembers } from './seedMembersCommand';

runSeedMembers(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`Seeding failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
