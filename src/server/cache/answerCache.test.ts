import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AccessAnswer, PageAnswer, StateItem } from '../../shared/protocol/types';
import { brotliDecompressSync } from 'node:zlib';
import { decodeAnswer } from '../../shared/protocol/wire';
import { loadContent } from '../content/load';
import { openDatabase } from '../plugins/db';
import { login, registerMember, verifyByEmail } from '../../../test/server/helpers/accounts';
import {
  buildTestApp,
  call,
  data,
  FIXTURE_CONTENT,
  injectCall,
  type TestApp,
} from '../../../test/server/helpers/testApp';
import type { AnswerCache } from './answerCache';
import {
  answerCacheFor,
  cacheKey,
  contentAnswerCache,
  setAnswerCache,
  type KeptAnswer,
} from './index';
import { pack, PACK_THRESHOLD } from './packed';

let t: TestApp;
let contentDir: string;
let clockMs: number;
let cache: AnswerCache<KeptAnswer>;

beforeEach(async () => {
  t = await buildTestApp();
  contentDir = mkdtempSync(path.join(os.tmpdir(), 'trust-cache-content-'));
  cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  clockMs = 0;
  cache = contentAnswerCache(t.app.db, { checkEveryMs: 1000, clock: () => clockMs });
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

describe('a browser that accepts compression', () => {
  const ask = (type: string, fields: Record<string, string>, acceptEncoding?: string) =>
    injectCall(t.app, type, fields, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

  it("gets a kept answer's stored copies, made once, not compressed again per request", async () => {
    const plain = await ask('getPgData', { loc: 'home' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const copies = pack(plain.rawPayload);
    const br = await ask('getPgData', { loc: 'home' }, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(copies.br)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await ask('getPgData', { loc: 'home' }, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(copies.gzip)).toBe(true);
    expect(br.headers['cache-control']).toBe('no-store');
  });

  it('keeps no refusal, and keeps an answer under a kilobyte without copies', async () => {
    const missing = await ask('getPgData', { loc: 'no-such-page' }, 'br');
    expect(decodeAnswer(missing.body).status).toBe('0');
    expect(answerCacheFor(t.app.db).size).toBe(0);
    const gotras = await ask('getGotraList', {}, 'br');
    expect(gotras.rawPayload.length).toBeLessThan(PACK_THRESHOLD);
    expect(gotras.headers['content-encoding']).toBeUndefined();
    expect(answerCacheFor(t.app.db).size).toBe(1);
  });
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
  const small = contentAnswerCache(t.app.db, { maxEntries: 2 });
  setAnswerCache(t.app.db, small);
  for (const q of ['annual', 'scholarship', 'trust', 'community']) {
    await call(t.app, 'searchContent', { q });
  }
  expect(small.size).toBe(2);
  expect(answerCacheFor(t.app.db)).toBe(small);
});
