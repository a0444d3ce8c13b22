import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Absolute; holds site.db (SQLite) and media/. */
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite in dataDir. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  contentDir: string;
  publicDir: string;
  logLevel: string;
}

export type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A pure function of the environment, so tests pass their own. Directories resolve against cwd
 * (never __dirname), which keeps the esbuild bundle and tsx runs in agreement.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const dir = (value: string | undefined, fallback: string) =>
    path.resolve(cwd, nonEmpty(value) ?? fallback);
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: dir(env.DATA_DIR, './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    contentDir: dir(env.CONTENT_DIR, './content'),
    publicDir: dir(env.PUBLIC_DIR, './dist/public'),
    logLevel: parseLogLevel(env.LOG_LEVEL),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

function parsePort(value: string | undefined): number {
  const v = nonEmpty(value);
  if (v === undefined) return 3000;
  const n = Number(v);
  if (!/^\d+$/.test(v) || n > 65535) throw new ConfigError(`PORT must be 0–65535, not "${v}".`);
  return n;
}

function parseLogLevel(value: string | undefined): string {
  const v = nonEmpty(value)?.toLowerCase() ?? 'info';
  if (!LOG_LEVELS.includes(v)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${v}".`);
  }
  return v;
}
