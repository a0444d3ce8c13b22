import { loadConfig, type Env } from '../config';
import { openDatabase } from '../plugins/db';
import { SEED_PASSWORD, seedMembers } from './seedMembers';

export const SEED_USAGE = `Usage:
  npm run seed:members -- <count> [--seed <number>]

Adds <count> verified made-up members (1 to 1,000,000) to the configured database
(DATA_DIR / DATABASE_URL), for development and load tests. The same seed gives the same
members. Every seeded member's password is "${SEED_PASSWORD}".`;

export interface SeedIo {
  env?: Env;
  cwd?: string;
  out?: (line: string) => void;
  err?: (line: string) => void;
  now?: () => Date;
}

function parse(args: readonly string[]): { count: number; seed: number } | null {
  const rest = [...args];
  let seed = 1;
  const positional: string[] = [];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    const value = arg === '--seed' ? rest.shift() : arg.startsWith('--seed=') ? arg.slice(7) : null;
    if (value !== null) {
      if (!/^\d{1,9}$/.test(value ?? '')) return null;
      seed = Number(value);
    } else if (arg.startsWith('--')) return null;
    else positional.push(arg);
  }
  const [count] = positional;
  if (positional.length !== 1 || !/^\d{1,7}$/.test(count ?? '')) return null;
  const n = Number(count);
  return n >= 1 && n <= 1_000_000 ? { count: n, seed } : null;
}

/** `npm run seed:members -- 100000`: answers the exit code (0 done, 2 usage). */
export async function runSeedMembers(args: readonly string[], io: SeedIo = {}): Promise<number> {
  const out = io.out ?? ((l: string) => console.log(l));
  const err = io.err ?? ((l: string) => console.error(l));
  const parsed = parse(args);
  if (!parsed) {
    err(SEED_USAGE);
    return 2;
  }
  const config = loadConfig(io.env ?? process.env, io.cwd ?? process.cwd());
  const db = await openDatabase(config);
  try {
    const started = performance.now();
    const { inserted } = await seedMembers(db, {
      ...parsed,
      now: (io.now ?? (() => new Date()))(),
      onProgress: (n) => {
        if (n % 20_000 === 0 && n < parsed.count) out(`${n.toLocaleString('en-IN')} so far…`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const skipped = parsed.count - inserted;
    out(
      `Added ${inserted.toLocaleString('en-IN')} verified members in ${seconds} s` +
        (skipped ? ` (${skipped} skipped: email or mobile already taken).` : '.'),
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
