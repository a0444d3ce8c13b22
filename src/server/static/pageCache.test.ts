import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contentChanged } from '../cache';
import { CONTENT_VERSION_KEY } from '../content';
import { findMemberByEmail } from '../accounts';
import { encodeId } from '../matching';
import { verifiedMember } from '../../../test/server/helpers/accounts';
import { buildSiteApp } from '../../../test/server/helpers/builtSite';
import { hindiFixture } from '../../../test/server/helpers/hindiContent';
import type { TestApp } from '../../../test/server/helpers/testApp';

// Issue #19 item 2: a page the server writes is kept per address, language and content version,
// compressed once, and served like a static file until the content changes.

describe('the kept pages', () => {
  const content = hindiFixture();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSiteApp({ contentDir: content.dir });
  });
  afterAll(async () => {
    await t.close();
    content.remove();
  });

  const visit = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
  const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
  /** Changes the home menu's title behind the cache's back: no publish, no new version. */
  const retitleHome = (title: string) =>
    t.app.db.updateTable('menus').set({ col3: title }).where('col2', '=', 'home').execute();

  it('answers the same page again without reading the content, until the content changes', async () => {
    const first = await visit('/');
    expect(titleOf(first.body)).toBe('Home | Test Trust');
    await retitleHome('Renamed | Test Trust');
    expect((await visit('/')).body).toBe(first.body);
    contentChanged(t.app.db);
    expect(titleOf((await visit('/')).body)).toBe('Renamed | Test Trust');
    await retitleHome('Home | Test Trust');
    contentChanged(t.app.db);
  });

  it('shares the page across query fields it does not read, but not across rf', async () => {
    const first = await visit('/');
    await retitleHome('Renamed | Test Trust');
    expect((await visit('/?utm_source=newsletter')).body).toBe(first.body);
    expect(titleOf((await visit('/?rf=7')).body)).toBe('Renamed | Test Trust');
    await retitleHome('Home | Test Trust');
    contentChanged(t.app.db);
  });

  it("sees another process's publish within a second (the content version)", async () => {
    expect(titleOf((await visit('/')).body)).toBe('Home | Test Trust');
    await retitleHome('Published elsewhere');
    await t.app.db
      .updateTable('content_meta')
      .set({ value: `moved-${Date.now()}` })
      .where('key', '=', CONTENT_VERSION_KEY)
      .execute();
    await new Promise((r) => setTimeout(r, 1100));
    expect(titleOf((await visit('/')).body)).toBe('Published elsewhere');
    await retitleHome('Home | Test Trust');
    contentChanged(t.app.db);
  });

  it('keeps each language apart', async () => {
    const hindi = await visit('/', { 'accept-language': 'hi' });
    const english = await visit('/', { 'accept-language': 'en' });
    expect(titleOf(hindi.body)).toBe('मुखपृष्ठ | टेस्ट ट्रस्ट');
    expect(titleOf(english.body)).toBe('Home | Test Trust');
    expect(titleOf((await visit('/', { 'accept-language': 'hi' })).body)).toBe('मुखपृष्ठ | टेस्ट ट्रस्ट');
  });

  it('sends the stored brotli or gzip copy of the same page, and varies by both headers', async () => {
    const plain = await visit('/');
    const br = await visit('/', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await visit('/', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const r of [plain, br, gzip]) {
      expect(r.headers.vary).toBe('Accept-Language, Accept-Encoding');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('answers 304 to a browser that holds the page, and 200 once it changed', async () => {
    const first = await visit('/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await visit('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await retitleHome('Welcome | Test Trust');
    contentChanged(t.app.db);
    const changed = await visit('/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(titleOf(changed.body)).toBe('Welcome | Test Trust');
    await retitleHome('Home | Test Trust');
    contentChanged(t.app.db);
  });

  it('keeps no page for an address with nothing behind it', async () => {
    expect((await visit('/opening-soon')).statusCode).toBe(404);
    await t.app.db
      .insertInto('menus')
      .values({
        parent_id: null,
        col1: 'Opening soon',
        col2: 'opening-soon',
        col3: 'Opening soon',
        col4: '',
        col5: '',
        col6: 'menu',
        roles: '[]',
        sort: 99,
      })
      .execute();
    expect((await visit('/opening-soon')).statusCode).toBe(200);
  });

  it("keeps no member's page: it follows the member, not the content", async () => {
    const member = await verifiedMember(t);
    const row = await findMemberByEmail(t.app.db, member.email);
    const url = `/member/${encodeId(row!.id)}`;
    expect((await visit(url)).statusCode).toBe(200);
    await t.app.db
      .updateTable('members')
      .set({ status: 'pending' })
      .where('id', '=', row!.id)
      .execute();
    expect((await visit(url)).statusCode).toBe(404);
  });
});
