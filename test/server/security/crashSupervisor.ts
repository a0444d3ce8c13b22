import { RATE_LIMIT_ENV } from '../../../src/server/accounts/rateLimitsConfig';
import { startServer, type ServerProcess } from '../helpers/serverProcess';

/** A deterministic PRNG (mulberry32), so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every attempt limit out of the way of a load test (these tests are not about limits). */
export const GENEROUS_LIMITS: Record<string, string> = {
  INTEREST_LIMIT_PER_DAY: '999999',
  LIST_LIMIT_PER_DAY: '999999',
  PROFILE_LIMIT_PER_DAY: '999999',
  ...Object.fromEntries(Object.values(RATE_LIMIT_ENV).map((name) => [name, '999999'])),
};

/**
 * One real server at a time, killed with SIGKILL and restarted on demand. Callers ask for the
 * current URL before each request; while a restart is under way they wait for the new server.
 */
export class Supervisor {
  private current: Promise<ServerProcess>;
  kills = 0;

  constructor(private readonly env: Record<string, string>) {
    this.current = startServer(env);
  }

  url(): Promise<string> {
    return this.current.then((s) => s.url);
  }

  /** SIGKILL now (no chance to finish anything), then start again on the same data. */
  async killAndRestart(): Promise<void> {
    const server = await this.current;
    let started!: (s: Promise<ServerProcess>) => void;
    // New callers wait from this moment; those in flight lose their connection.
    this.current = new Promise<Promise<ServerProcess>>((resolve) => (started = resolve)).then(
      (s) => s,
    );
    server.child.kill('SIGKILL');
    const how = await server.exited;
    if (how !== 'SIGKILL') throw new Error(`server ended by ${String(how)}, not SIGKILL`);
    this.kills += 1;
    started(startServer(this.env));
    await this.current;
  }

  /** SIGTERM; answers the exit code. */
  async stop(): Promise<number | string | null> {
    const server = await this.current;
    server.child.kill('SIGTERM');
    return server.exited;
  }
}
