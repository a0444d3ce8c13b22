import { BlockList, isIP } from 'node:net';

type Env = Record<string, string | undefined>;

/** The operator's settings of health, metrics and scheduled jobs (docs/operations.md). */
export interface OpsConfig {
  /**
   * Who may read /metrics (METRICS_ALLOW): addresses or CIDRs, matched against the client's
   * address (which TRUST_PROXY decides); loopback by default. `none` refuses every address.
   */
  metricsAllow: string[];
  /** A bearer token that opens /metrics from any address (METRICS_TOKEN, 24+ characters). */
  metricsToken: string | undefined;
  /** Scheduled jobs run in this process unless JOBS=off (e.g. a process kept for the team only). */
  jobsEnabled: boolean;
  /** How often a process looks for due jobs (JOBS_TICK_SECONDS; default 60). */
  jobsTickSeconds: number;
  /** The nightly backup job writes snapshots here (BACKUP_DIR); unset, the job is off. */
  backupDir: string | undefined;
  /** Snapshots the nightly backup keeps (BACKUP_KEEP; default 7). */
  backupKeep: number;
  /** LOG_FORMAT: pretty lines on a terminal and JSON otherwise (auto), or always one of them. */
  logFormat: 'auto' | 'json' | 'pretty';
}

export class OpsConfigError extends Error {
  override name = 'ConfigError';
}

const nonEmpty = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

export const DEFAULT_METRICS_ALLOW = ['127.0.0.1', '::1'];

/** node:net's BlockList of the allowed addresses; IPv4-mapped IPv6 is checked as IPv4. */
export function addressList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    return isIP(plain) !== 0 && list.check(plain, family);
  };
}

function parseAllow(value: string | undefined): string[] {
  const v = nonEmpty(value);
  if (v === undefined) return DEFAULT_METRICS_ALLOW;
  if (v.toLowerCase() === 'none') return [];
  const list = v.split(',').map((s) => s.trim());
  for (const entry of list) {
    const [address = '', bits, extra] = entry.split('/');
    const max = isIP(address) === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > max);
    if (isIP(address) === 0 || badBits || extra !== undefined) {
      throw new OpsConfigError(
        `METRICS_ALLOW must be a comma list of addresses or CIDRs (or none), not "${entry}".`,
      );
    }
  }
  return list;
}

export function loadOpsConfig(env: Env, resolveDir: (dir: string) => string): OpsConfig {
  const token = nonEmpty(env.METRICS_TOKEN);
  if (token !== undefined && token.length < 24) {
    throw new OpsConfigError('METRICS_TOKEN must be at least 24 characters long.');
  }
  const jobs = nonEmpty(env.JOBS)?.toLowerCase() ?? 'on';
  if (!['on', 'off'].includes(jobs))
    throw new OpsConfigError(`JOBS must be on or off, not "${jobs}".`);
  const keep = nonEmpty(env.BACKUP_KEEP) ?? '7';
  if (!/^\d{1,3}$/.test(keep) || Number(keep) < 1) {
    throw new OpsConfigError(`BACKUP_KEEP must be a whole number from 1 to 999, not "${keep}".`);
  }
  const tick = nonEmpty(env.JOBS_TICK_SECONDS) ?? '60';
  if (!/^\d{1,5}(\.\d{1,3})?$/.test(tick) || Number(tick) < 0.05) {
    throw new OpsConfigError(`JOBS_TICK_SECONDS must be a number of seconds, not "${tick}".`);
  }
  const backupDir = nonEmpty(env.BACKUP_DIR);
  const logFormat = nonEmpty(env.LOG_FORMAT)?.toLowerCase() ?? 'auto';
  if (logFormat !== 'auto' && logFormat !== 'json' && logFormat !== 'pretty') {
    throw new OpsConfigError(`LOG_FORMAT must be auto, json or pretty, not "${logFormat}".`);
  }
  return {
    metricsAllow: parseAllow(env.METRICS_ALLOW),
    metricsToken: token,
    jobsEnabled: jobs === 'on',
    jobsTickSeconds: Number(tick),
    backupDir: backupDir === undefined ? undefined : resolveDir(backupDir),
    backupKeep: Number(keep),
    logFormat,
  };
}
