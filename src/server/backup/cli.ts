import { loadConfig } from '../config';
import { BackupError } from './errors';
import { createSnapshot } from './snapshot';
import { restoreSnapshot } from './restore';

export const BACKUP_USAGE = 'Usage: npm run backup [-- <empty or new folder>]';
export const RESTORE_USAGE = 'Usage: npm run restore -- <snapshot folder>';

type Io = { out: (l: string) => void; err: (l: string) => void };
const consoleIo: Io = { out: (l) => console.log(l), err: (l) => console.error(l) };

/** Runs a command, printing a BackupError's plain message; answers the exit code. */
async function guarded(io: Io, run: () => Promise<void>): Promise<number> {
  try {
    await run();
    return 0;
  } catch (e) {
    if (!(e instanceof BackupError)) throw e;
    io.err(e.message);
    return 1;
  }
}

/** `npm run backup -- [folder]`: 0 done, 1 refused or failed, 2 usage. */
export function backupCommand(args: readonly string[], io: Io = consoleIo): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    io.err(BACKUP_USAGE);
    return Promise.resolve(2);
  }
  return guarded(io, async () => {
    const { dir, manifest } = await createSnapshot(loadConfig(), { dir: args[0] });
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    io.out(`Snapshot written to ${dir}`);
    io.out(
      `${Object.keys(manifest.files).length} files, ${rows} rows in ${Object.keys(manifest.tables).length} tables.`,
    );
    if (manifest.database.kind === 'postgresql') io.out(manifest.database.instructions);
    for (const w of manifest.warnings) io.err(`Warning: ${w}`);
  });
}

/** `npm run restore -- <snapshot folder>`: 0 done, 1 refused or failed, 2 usage. */
export function restoreCommand(args: readonly string[], io: Io = consoleIo): Promise<number> {
  const [dir] = args;
  if (args.length !== 1 || !dir || dir.startsWith('-')) {
    io.err(RESTORE_USAGE);
    return Promise.resolve(2);
  }
  return guarded(io, async () => {
    const config = loadConfig();
    const notes = await restoreSnapshot(dir, config);
    io.out(`Restored ${dir} into ${config.dataDir}.`);
    for (const n of notes) io.out(n);
  });
}
