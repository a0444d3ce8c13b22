import { addressList, loadOpsConfig } from './opsConfig';

const load = (env: Record<string, string>) => loadOpsConfig(env, (d) => `/srv/site/${d}`);

describe('operator settings', () => {
  it('reads METRICS_ALLOW, METRICS_TOKEN, JOBS and the backup folder', () => {
    expect(
      load({
        METRICS_ALLOW: '10.0.0.0/8, 192.168.1.5,fd00::/8',
        METRICS_TOKEN: 'x'.repeat(24),
        JOBS: 'off',
        JOBS_TICK_SECONDS: '0.5',
        BACKUP_DIR: 'backups',
        BACKUP_KEEP: '14',
        LOG_FORMAT: 'JSON',
      }),
    ).toEqual({
      metricsAllow: ['10.0.0.0/8', '192.168.1.5', 'fd00::/8'],
      metricsToken: 'x'.repeat(24),
      jobsEnabled: false,
      jobsTickSeconds: 0.5,
      backupDir: '/srv/site/backups',
      backupKeep: 14,
      logFormat: 'json',
    });
    expect(load({ METRICS_ALLOW: 'none' }).metricsAllow).toEqual([]);
  });

  it.each([
    [{ METRICS_ALLOW: 'everyone' }, /METRICS_ALLOW/],
    [{ METRICS_ALLOW: '10.0.0.0/33' }, /METRICS_ALLOW/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 24/],
    [{ JOBS: 'sometimes' }, /JOBS must be on or off/],
    [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP/],
    [{ JOBS_TICK_SECONDS: 'soon' }, /JOBS_TICK_SECONDS/],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT/],
  ])('refuses %p', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });

  it('matches addresses, CIDRs and IPv4-mapped IPv6', () => {
    const allowed = addressList(['127.0.0.1', '::1', '10.0.0.0/8']);
    expect(
      ['127.0.0.1', '::1', '10.200.0.1', '::ffff:10.0.0.7', '::ffff:127.0.0.1'].map(allowed),
    ).toEqual([true, true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', '::2', 'not an address', ''].map(allowed)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
