import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { RATE_LIMIT_ENV, rateLimitEnv } from './accounts/rateLimitsConfig';

it('has defaults resolved from the working directory', () => {
  expect(loadConfig({}, '/srv/site')).toEqual({
    port: 3000,
    host: '127.0.0.1',
    dataDir: path.resolve('/srv/site/data'),
    databaseUrl: undefined,
    smtpUrl: undefined,
    contentDir: path.resolve('/srv/site/content'),
    publicDir: path.resolve('/srv/site/dist/public'),
    ssrBundle: path.resolve('/srv/site/dist/ssr/renderPage.js'),
    logLevel: 'info',
    passwordHashN: 131072,
    mailFrom: 'no-reply@trust.invalid',
    mediaSecret: undefined,
    photoDir: path.resolve('/srv/site/data/photos'),
    interestLimitPerDay: 20,
    listLimitPerDay: 2000,
    profileLimitPerDay: 100,
    answerLimitPerDay: 50,
    trustProxy: false,
    siteOrigins: undefined,
    officeEmail: undefined,
    rateLimits: {
      loginPerAddress: 20,
      loginPerAccount: 5,
      otpRequestsPerAddress: 10,
      otpRequestsPerEmail: 3,
      otpResendsPerAddress: 10,
      otpMailsPerAccount: 3,
      otpMailsFromNewAddresses: 6,
      contactPerAddress: 5,
      contactPerSender: 3,
      registrationsPerAddress: 10,
      uploadsPerMember: 20,
      contactChangesPerMember: 5,
    },
    connectionLimits: {
      requestTimeoutMs: 15000,
      uploadTimeoutMs: 120000,
      keepAliveTimeoutMs: 5000,
      maxConnectionsPerAddress: 64,
      maxRequestsPerSocket: 1000,
    },
    metricsAllow: ['127.0.0.1', '::1'],
    metricsToken: undefined,
    jobsEnabled: true,
    jobsTickSeconds: 60,
    backupDir: undefined,
    backupKeep: 7,
    logFormat: 'auto',
  });
});

it('reads every setting from the environment', () => {
  const config = loadConfig(
    {
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/trust',
      DATABASE_URL: 'postgres://u@db/trust',
      SMTP_URL: 'smtp://mail:25',
      CONTENT_DIR: 'site-content',
      PUBLIC_DIR: '/opt/public',
      LOG_LEVEL: 'WARN',
      PASSWORD_HASH_N: '1024',
      MAIL_FROM: 'Trust <office@trust.example>',
      MEDIA_SECRET: 'x'.repeat(40),
      PHOTO_DIR: '/mnt/shared/photos',
      INTEREST_LIMIT_PER_DAY: '5',
      LIST_LIMIT_PER_DAY: '500',
      PROFILE_LIMIT_PER_DAY: '40',
      OFFICE_EMAIL: 'office@trust.example',
    },
    '/srv/site',
  );
  expect(config).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    dataDir: '/var/lib/trust',
    databaseUrl: 'postgres://u@db/trust',
    smtpUrl: 'smtp://mail:25',
    contentDir: path.resolve('/srv/site/site-content'),
    publicDir: '/opt/public',
    logLevel: 'warn',
    passwordHashN: 1024,
    mailFrom: 'Trust <office@trust.example>',
    mediaSecret: 'x'.repeat(40),
    photoDir: '/mnt/shared/photos',
    interestLimitPerDay: 5,
    listLimitPerDay: 500,
    profileLimitPerDay: 40,
    officeEmail: 'office@trust.example',
  });
});

it('treats empty values as unset', () => {
  expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, '/x')).toMatchObject({
    port: 3000,
    databaseUrl: undefined,
  });
});

it.each([
  ['PORT', 'abc'],
  ['PORT', '70000'],
  ['PORT', '-1'],
  ['LOG_LEVEL', 'loud'],
  ['PASSWORD_HASH_N', '1000'],
  ['PASSWORD_HASH_N', '1'],
  ['PASSWORD_HASH_N', String(2 ** 21)],
  ['MEDIA_SECRET', 'short'],
  ['INTEREST_LIMIT_PER_DAY', '0'],
  ['INTEREST_LIMIT_PER_DAY', 'many'],
  ['LIST_LIMIT_PER_DAY', '-5'],
  ['PROFILE_LIMIT_PER_DAY', '1.5'],
  ['LOGIN_LIMIT_PER_ADDRESS', '0'],
  ['CONTACT_LIMIT_PER_SENDER', 'lots'],
  ['REGISTRATION_LIMIT_PER_ADDRESS', '0'],
  ['TRUST_PROXY', 'yes'],
  ['TRUST_PROXY', 'proxy.example'],
  ['SITE_ORIGIN', 'trust.example'],
  ['SITE_ORIGIN', 'https://trust.example/members'],
  ['SITE_ORIGIN', 'ftp://trust.example'],
  ['SITE_ORIGIN', 'https://trust.example,null'],
  ['OFFICE_EMAIL', 'office'],
  ['OFFICE_EMAIL', 'a@trust.example, b@trust.example'],
  ['OFFICE_EMAIL', 'Office <office@trust.example>'],
])('refuses %s=%s', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
});

it('keeps member photos in DATA_DIR/photos unless PHOTO_DIR moves them', () => {
  expect(loadConfig({ DATA_DIR: '/var/lib/trust' }, '/x').photoDir).toBe('/var/lib/trust/photos');
  expect(loadConfig({ PHOTO_DIR: 'shared/photos' }, '/x').photoDir).toBe('/x/shared/photos');
});

it('reads every rate limit from its own variable', () => {
  const env = Object.fromEntries(
    Object.values(RATE_LIMIT_ENV).map((name, i) => [name, String(100 + i)]),
  );
  const { rateLimits } = loadConfig(env, '/x');
  expect(rateLimitEnv(rateLimits)).toEqual(env);
  expect(new Set(Object.values(rateLimits)).size).toBe(Object.keys(RATE_LIMIT_ENV).length);
});

it.each([
  [undefined, false],
  ['false', false],
  ['TRUE', true],
  ['2', 2],
  ['10.0.0.1, 10.0.0.0/8,loopback', ['10.0.0.1', '10.0.0.0/8', 'loopback']],
  ['::1,fd00::/8', ['::1', 'fd00::/8']],
])('reads TRUST_PROXY=%s', (value, expected) => {
  expect(loadConfig({ TRUST_PROXY: value }, '/x').trustProxy).toEqual(expected);
});

it('reads SITE_ORIGIN as a list of origins, default ports and case normalised', () => {
  expect(
    loadConfig({ SITE_ORIGIN: 'https://Trust.Example, http://localhost:8080/' }, '/x').siteOrigins,
  ).toEqual(['https://trust.example', 'http://localhost:8080']);
});
