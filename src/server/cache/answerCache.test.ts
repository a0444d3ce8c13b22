import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AccessAnswer, PageAnswer, StateItem } from '../../shared/protocol/types';
import { loadContent } from '../content/load';
import { openDatabase } from '../plugins/db';
import { login, registerMember, verifyByEmail } from '../../../test/server/helpers/accounts';
import {
  buildTestApp,
  call,
  data,
  FIXTURE_CONTENT,
  type TestApp,
} from '../../../test/server/helpers/testApp';
import { AnswerCache } from './answerCache';
import { answerCacheFor, cacheKey, setAnswerCache } from './index';

let t: TestApp;
let contentDir: string;
let clockMs: number;
let cache: AnswerCache;

beforeEach(async () => {
  t = await buildTestApp();
  contentDir = mkdtempSync(path.join(os.tmpdir(), 'trust-cache-content-'));
  cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  clockMs = 0;
  cache = new AnswerCache(t.app.db, { checkEveryMs: 1000, clock: () => clockMs });
  setAnswerCache(t.app.db, cache);
});
afterEach(async () => {
  cache.stop();
  await t.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const states = async () => data<StateItem[]>(await call(t.app, 'getStates')).map((s) => s.name);

/** Changes the content behind the cache's back: no load, so no new version. */
const dropStatesDirectly = () => t.app.db.deleteFrom('states').execute();

const writeStates = (...names: string[]) =>
  writeFileSync(
    path.join(contentDir, 'states.json'),
    JSON.stringify(names.map((name) => ({ name }))),
  );

it('answers a hit with the very same bytes, without reading the content again', async () => {
  const first = await call(t.app, 'getPgData', { loc: 'home' });
  expect(data<PageAnswer>(first).sections.length).toBeGreaterThan(0);
  await t.app.db.deleteFrom('content_records').execute();
  const second = await call(t.app, 'getPgData', { loc: 'home' });
  expect(second.response.body).toBe(first.response.body);
  expect(second.response.headers['cache-control']).toBe('no-store');
});

it('serves a content load in this process at once', async () => {
  expect(await states()).toContain('Rajasthan');
  writeStates('Goa');
  await loadContent(t.app.db, contentDir, t.env.config.dataDir);
  expect(await states()).toEqual(['Goa']);
});

it('serves a load by another process once the check interval has passed', async () => {
  expect(await states()).toContain('Rajasthan');
  const other = await openDatabase(t.env.config);
  try {
    writeStates('Goa', 'Kerala');
    await loadContent(other, contentDir, t.env.config.dataDir);
  } finally {
    await other.destroy();
  }
  clockMs = 999;
  expect(await states()).toContain('Rajasthan');
  clockMs = 1000;
  expect(await states()).toEqual(['Goa', 'Kerala']);
});

it('keeps its answers while the version is unchanged, across checks', async () => {
  const before = await states();
  await dropStatesDirectly();
  clockMs = 5000;
  expect(await states()).toEqual(before);
  expect(before.length).toBeGreaterThan(0);
});

it('never caches getAccessToken with a session, nor refusals', async () => {
  const email = await registerMember(t);
  await verifyByEmail(t, email);
  const { local_token } = await login(t, email);
  const asMember = data<AccessAnswer>(await call(t.app, 'getAccessToken', { local_token }));
  const asVisitor = data<AccessAnswer>(await call(t.app, 'getAccessToken', {}));
  expect([asMember.user?.first_name, asVisitor.user]).toEqual([expect.any(String), null]);
  await call(t.app, 'logout', { local_token });
  const afterLogout = data<AccessAnswer>(await call(t.app, 'getAccessToken', { local_token }));
  expect(afterLogout.user).toBeNull();

  const size = cache.size;
  expect((await call(t.app, 'getPgData', { loc: 'no-such-page' })).wire.status).toBe('0');
  expect(cache.size).toBe(size);
  expect(cacheKey('getAccessToken', { local_token: 'x'.repeat(43) })).toBeNull();
  expect(cacheKey('getAccessToken', { local_token: '' })).toBe('getAccessToken');
  expect(cacheKey('getMembers', { ser_params: '{}' })).toBeNull();
  expect(cacheKey('getMyProfile', {})).toBeNull();
});

it('keys a call by all its fields, in any order', () => {
  const a = cacheKey('getPgDataWithChild', { loc: 'blogs', uri_key: 'a', ref_id: '1' });
  const b = cacheKey('getPgDataWithChild', { ref_id: '1', uri_key: 'a', loc: 'blogs' });
  const c = cacheKey('getPgDataWithChild', { ref_id: '2', uri_key: 'a', loc: 'blogs' });
  expect(a).toBe(b);
  expect(c).not.toBe(a);
});

it('keys a call by its language: Hindi apart, any other lang with the English', () => {
  const english = cacheKey('getPgData', { loc: 'home' });
  expect(cacheKey('getPgData', { loc: 'home', lang: 'hi' })).not.toBe(english);
  expect(cacheKey('getPgData', { loc: 'home', lang: 'fr' })).toBe(english);
  expect(cacheKey('getPgData', { loc: 'home', lang: 'en' })).toBe(english);
  expect(cacheKey('getAccessToken', { lang: 'hi' })).not.toBe(cacheKey('getAccessToken', {}));
  expect(cacheKey('getAccessToken', { lang: 'hi', local_token: 'x' })).toBeNull();
  expect(cacheKey('getSiteSettings', { lang: 'hi' })).not.toBe(cacheKey('getSiteSettings', {}));
});

it('holds at most maxEntries answers', async () => {
  const small = new AnswerCache(t.app.db, { maxEntries: 2 });
  setAnswerCache(t.app.db, small);
  for (const q of ['annual', 'scholarship', 'trust', 'community']) {
    await call(t.app, 'searchContent', { q });
  }
  expect(small.size).toBe(2);
  expect(answerCacheFor(t.app.db)).toBe(small);
});
