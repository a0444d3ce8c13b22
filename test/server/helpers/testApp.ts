import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildCall, type CallOptions, type FormFields } from '../../../src/shared/protocol/form';
import { decodeAnswer, type WireAnswer } from '../../../src/shared/protocol/wire';
import { buildApp, type AppOptions } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { createTestDatabase } from './pgDatabase';

export const FIXTURE_CONTENT = path.join(__dirname, 'fixtures', 'content');

/**
 * inject()'s requests reach http://localhost:80 (light-my-request's Host), so that is the site's
 * own origin to the /api origin check; a browser would send it without the default port.
 */
export const TEST_ORIGIN = 'http://localhost';

/**
 * The per-address and per-email limits added in #7 are raised here, so feature tests that make
 * many calls from one inject() address do not trip them; *.security.test.ts set their own. The
 * older password and code-mail limits keep their defaults (their tests rely on them).
 */
const FEATURE_TEST_LIMITS: Record<string, string> = {
  OTP_REQUEST_LIMIT_PER_ADDRESS: '100000',
  OTP_REQUEST_LIMIT_PER_EMAIL: '100000',
  OTP_RESEND_LIMIT_PER_ADDRESS: '100000',
  CONTACT_LIMIT_PER_ADDRESS: '100000',
  CONTACT_LIMIT_PER_SENDER: '100000',
  REGISTRATION_LIMIT_PER_ADDRESS: '100000',
  UPLOAD_LIMIT_PER_MEMBER: '100000',
};

export interface TestEnv {
  config: Config;
  cleanup(): Promise<void>;
}

/** A fresh data dir (and, under test:pg, a fresh PostgreSQL database) with fixture content. */
export async function createTestEnv(overrides: Partial<Config> = {}): Promise<TestEnv> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trust-test-'));
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      CONTENT_DIR: FIXTURE_CONTENT,
      PUBLIC_DIR: path.join(dataDir, 'public'),
      // None unless a test builds one there (src/server/static/serverRender.test.ts).
      SSR_BUNDLE: path.join(dataDir, 'ssr', 'renderPage.js'),
      DATABASE_URL: database?.url,
      LOG_LEVEL: 'silent',
      // Keeps password hashing fast in tests; production uses 2^17 (see config.ts).
      PASSWORD_HASH_N: '1024',
      ...FEATURE_TEST_LIMITS,
    }),
    ...overrides,
  };
  return {
    config,
    cleanup: async () => {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  env: TestEnv;
  /** Closes the app, then removes its data dir and database. */
  close(): Promise<void>;
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const env = await createTestEnv(overrides);
  const app = await buildApp(env.config, options);
  return {
    app,
    env,
    close: async () => {
      await app.close();
      await env.cleanup();
    },
  };
}

export interface CallResult {
  http: number;
  wire: WireAnswer;
  response: LightMyRequestResponse;
}

/** A form post as the site's own page sends it (Origin set), with headers added or replaced. */
function inject(
  app: FastifyInstance,
  url: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: TEST_ORIGIN,
      ...headers,
    },
  });
}

/**
 * Posts a raw body as the site's own page would (Origin set); every answer must decode as a
 * fragment (decodeAnswer throws otherwise).
 */
export async function post(
  app: FastifyInstance,
  url: string,
  body: string,
  contentType = 'application/x-www-form-urlencoded',
): Promise<CallResult> {
  const response = await inject(app, url, body, { 'content-type': contentType });
  return { http: response.statusCode, wire: decodeAnswer(response.body), response };
}

/**
 * A call as the client builds it, with request headers added or replaced (Accept-Encoding, a
 * foreign Origin); the raw response, since a compressed body is no fragment until decoded.
 */
export function injectCall(
  app: FastifyInstance,
  type: string,
  fields: FormFields = {},
  headers: Record<string, string> = {},
) {
  const { path: url, body } = buildCall(type, fields);
  return inject(app, url, body, headers);
}

/** A call exactly as the client builds it. */
export function call(
  app: FastifyInstance,
  type: string,
  fields: FormFields = {},
  options: CallOptions = {},
): Promise<CallResult> {
  const { path: url, body } = buildCall(type, fields, options);
  return post(app, url, body);
}

/** The JSON of a data answer with status 1. */
export function data<T>(result: CallResult): T {
  expect(result.wire.status).toBe('1');
  return JSON.parse(result.wire.text) as T;
}
