import path from 'node:path';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV, type RateLimits } from './accounts';
import { loadOpsConfig, type OpsConfig } from './ops';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './plugins/timeouts';

export interface Config extends OpsConfig {
  port: number;
  host: string;
  /** Absolute; holds site.db (SQLite) and media/. */
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite in dataDir. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  contentDir: string;
  publicDir: string;
  /**
   * The server's page writer (SSR_BUNDLE; default dist/ssr/renderPage.js, built by `npm run build`
   * with the server). Public pages are sent unrendered while it is missing (issue #19 item 1).
   */
  ssrBundle: string;
  logLevel: string;
  /**
   * scrypt cost N for NEW password hashes (PASSWORD_HASH_N; default 2^17, OWASP's choice).
   * Lower it only for tests: verification always uses the N stored in the hash itself.
   */
  passwordHashN: number;
  /** From address of the site's mails (MAIL_FROM). */
  mailFrom: string;
  /**
   * Key of the signed photo URLs (MEDIA_SECRET); else generated once into DATA_DIR/secret and, on
   * PostgreSQL, agreed through the database (photos/secret.ts).
   */
  mediaSecret: string | undefined;
  /**
   * Member photos (PHOTO_DIR; default DATA_DIR/photos). Processes behind one proxy must share it
   * (shared storage), as they share DATABASE_URL and the signing key.
   */
  photoDir: string;
  /** Interest requests a member may send in 24 hours (INTEREST_LIMIT_PER_DAY; default 20). */
  interestLimitPerDay: number;
  /** New members a member may be shown in the search a day (LIST_LIMIT_PER_DAY; 2000). */
  listLimitPerDay: number;
  /** New full profiles a member may open a day (PROFILE_LIMIT_PER_DAY; 100). */
  profileLimitPerDay: number;
  /** Interest answers and withdrawals a member may make in 24 hours (ANSWER_LIMIT_PER_DAY; 50). */
  answerLimitPerDay: number;
  /**
   * Fastify's trustProxy (TRUST_PROXY): false unless set; 'true', a hop count, or a comma list of
   * proxy addresses/CIDRs. Decides request.ip/protocol/host (rate limits, HSTS, origin check).
   */
  trustProxy: boolean | number | string[];
  /** The origins /api calls may come from (SITE_ORIGIN, comma list); else the request's own. */
  siteOrigins: string[] | undefined;
  /** The trust office's address, told of each new Write to Us message (OFFICE_EMAIL); else none. */
  officeEmail: string | undefined;
  /** Attempt limits of logins, codes and messages (see security/rateLimitsConfig.ts). */
  rateLimits: RateLimits;
  /** Body timeouts, keep-alive and connections per address (see security/timeouts.ts). */
  connectionLimits: ConnectionLimits;
}

export type Env = Record<string, string | undefined>;

export const DEFAULT_PASSWORD_HASH_N = 2 ** 17;
export const DEFAULT_INTEREST_LIMIT_PER_DAY = 20;
/**
 * The anti-scraping quotas count distinct members per India day, never pages (matching/quota.ts):
 * a search page shows 20, so a member who pages through 40 result pages and changes the filters
 * 40 times sees at most 80 × 20 = 1600 new members (far fewer, since filtered lists overlap);
 * 2000 leaves room and still stops a script walking the whole register after 100 pages. View
 * Profile opens only members one is accepted with, so 100 a day is more than any person uses.
 */
export const DEFAULT_LIST_LIMIT_PER_DAY = 2000;
export const DEFAULT_PROFILE_LIMIT_PER_DAY = 100;
export const DEFAULT_ANSWER_LIMIT_PER_DAY = 50;
// The address only: the sender's name is the site settings' mail_sender_name (plugins/mail.ts).
export const DEFAULT_MAIL_FROM = 'no-reply@trust.invalid';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A pure function of the environment, so tests pass their own. Directories resolve against cwd
 * (never __dirname), which keeps the esbuild bundle and tsx runs in agreement.
 */
/** Where links in mails point: SITE_ORIGIN's first origin, else this server on localhost. */
export function siteOriginOf(config: Pick<Config, 'siteOrigins' | 'port'>): string {
  return config.siteOrigins?.[0] ?? `http://localhost:${config.port}`;
}

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
    ssrBundle: dir(env.SSR_BUNDLE, './dist/ssr/renderPage.js'),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    passwordHashN: parseHashN(env.PASSWORD_HASH_N),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    mediaSecret: parseSecret(env.MEDIA_SECRET),
    photoDir: dir(env.PHOTO_DIR, path.join(dir(env.DATA_DIR, './data'), 'photos')),
    interestLimitPerDay: parseLimit(
      'INTEREST_LIMIT_PER_DAY',
      env.INTEREST_LIMIT_PER_DAY,
      DEFAULT_INTEREST_LIMIT_PER_DAY,
    ),
    listLimitPerDay: parseLimit(
      'LIST_LIMIT_PER_DAY',
      env.LIST_LIMIT_PER_DAY,
      DEFAULT_LIST_LIMIT_PER_DAY,
    ),
    profileLimitPerDay: parseLimit(
      'PROFILE_LIMIT_PER_DAY',
      env.PROFILE_LIMIT_PER_DAY,
      DEFAULT_PROFILE_LIMIT_PER_DAY,
    ),
    answerLimitPerDay: parseLimit(
      'ANSWER_LIMIT_PER_DAY',
      env.ANSWER_LIMIT_PER_DAY,
      DEFAULT_ANSWER_LIMIT_PER_DAY,
    ),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    siteOrigins: parseOrigins(env.SITE_ORIGIN),
    officeEmail: parseOfficeEmail(env.OFFICE_EMAIL),
    rateLimits: parseRateLimits(env),
    ...loadOpsConfig(env, (d) => path.resolve(cwd, d)),
    connectionLimits: parseConnectionLimits(env),
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

function parseHashN(value: string | undefined): number {
  const v = nonEmpty(value);
  if (v === undefined) return DEFAULT_PASSWORD_HASH_N;
  const n = Number(v);
  // scrypt needs a power of two; 2^20 already takes a gigabyte per hash.
  if (!/^\d+$/.test(v) || n < 2 || n > 2 ** 20 || (n & (n - 1)) !== 0) {
    throw new ConfigError(`PASSWORD_HASH_N must be a power of two from 2 to 2^20, not "${v}".`);
  }
  return n;
}

function parseSecret(value: string | undefined): string | undefined {
  const v = nonEmpty(value);
  if (v !== undefined && v.length < 32) {
    throw new ConfigError('MEDIA_SECRET must be at least 32 characters long.');
  }
  return v;
}

function parseLimit(name: string, value: string | undefined, fallback: number): number {
  const v = nonEmpty(value);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!/^\d{1,6}$/.test(v) || n < 1) {
    throw new ConfigError(`${name} must be a whole number from 1 to 999999, not "${v}".`);
  }
  return n;
}

function parseRateLimits(env: Env): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(RATE_LIMIT_ENV) as (keyof RateLimits)[]) {
    const name = RATE_LIMIT_ENV[key];
    limits[key] = parseLimit(name, env[name], DEFAULT_RATE_LIMITS[key]);
  }
  return limits;
}

const CONNECTION_ENV: Record<keyof ConnectionLimits, string> = {
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  uploadTimeoutMs: 'UPLOAD_TIMEOUT_MS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  maxConnectionsPerAddress: 'MAX_CONNECTIONS_PER_ADDRESS',
  maxRequestsPerSocket: 'MAX_REQUESTS_PER_SOCKET',
};

function parseConnectionLimits(env: Env): ConnectionLimits {
  const limits = { ...DEFAULT_CONNECTION_LIMITS };
  for (const key of Object.keys(CONNECTION_ENV) as (keyof ConnectionLimits)[]) {
    limits[key] = parseLimit(CONNECTION_ENV[key], env[CONNECTION_ENV[key]], limits[key]);
  }
  return limits;
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v.split(',').map((s) => s.trim());
  // Addresses, CIDRs or proxy-addr's names of the proxies; anything else is a typo.
  const proxy = /^([0-9a-f.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/;
  if (list.some((s) => !proxy.test(s))) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count or a comma list of proxy addresses, not "${v}".`,
    );
  }
  return list;
}

/** One plain address (no name, no list): a typo here would lose every notice without a word. */
function parseOfficeEmail(value: string | undefined): string | undefined {
  const v = nonEmpty(value);
  if (v !== undefined && !/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;".]+$/.test(v)) {
    throw new ConfigError(`OFFICE_EMAIL must be one email address, not "${v}".`);
  }
  return v;
}

function parseOrigins(value: string | undefined): string[] | undefined {
  const v = nonEmpty(value);
  if (v === undefined) return undefined;
  return v.split(',').map((raw) => {
    const item = raw.trim();
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    // An origin is scheme://host[:port] and nothing more; a path would never match a browser's.
    if (
      !url ||
      !/^https?:$/.test(url.protocol) ||
      item.replace(/\/$/, '').toLowerCase() !== url.origin
    ) {
      throw new ConfigError(
        `SITE_ORIGIN must list origins like https://trust.example, not "${item}".`,
      );
    }
    return url.origin;
  });
}
