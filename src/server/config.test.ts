import path from 'node:path';
import { ConfigError, loadConfig } from './config';

it('has defaults resolved from the working directory', () => {
  expect(loadConfig({}, '/srv/site')).toEqual({
    port: 3000,
    host: '127.0.0.1',
    dataDir: path.resolve('/srv/site/data'),
    databaseUrl: undefined,
    smtpUrl: undefined,
    contentDir: path.resolve('/srv/site/content'),
    publicDir: path.resolve('/srv/site/dist/public'),
    logLevel: 'info',
    passwordHashN: 131072,
    mailFrom: 'Samaj Trust <no-reply@trust.invalid>',
    mediaSecret: undefined,
    interestLimitPerDay: 20,
    viewLimitPerHour: 60,
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
      INTEREST_LIMIT_PER_DAY: '5',
      VIEW_LIMIT_PER_HOUR: '200',
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
    interestLimitPerDay: 5,
    viewLimitPerHour: 200,
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
  ['VIEW_LIMIT_PER_HOUR', '-5'],
  ['VIEW_LIMIT_PER_HOUR', '1.5'],
])('refuses %s=%s', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
});
