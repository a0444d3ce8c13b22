import { interpretAnswer } from '../../../shared/protocol/interpret';
import type {
  AccessAnswer,
  ContentRecord,
  DetailAnswer,
  PageAnswer,
} from '../../../shared/protocol/types';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cms = { onlyCms: true };

describe('getAccessToken', () => {
  it('answers every menu record with its roles, as a visitor', async () => {
    const result = await call(t.app, 'getAccessToken', {}, cms);
    const answer = data<AccessAnswer>(result);
    expect(answer.roles).toEqual(['visitor']);
    expect(answer.user).toBeNull();
    expect(answer.menus.map((m) => m.col2)).toEqual([
      'home',
      'services',
      'taxation_services/gst-filing-help',
      'dashboard',
    ]);
    const gst = answer.menus[2];
    expect(gst?.parent_id).toBe(answer.menus[1]?.id);
    expect(gst?.roles).toEqual(['visitor', 'member']);
    expect(answer.menus[3]).toMatchObject({ col6: 'top_menu', roles: ['member'] });
    expect(result.response.headers['cache-control']).toBe('no-store');
    expect(result.response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('accepts and ignores a local_token for now', async () => {
    const answer = data<AccessAnswer>(
      await call(t.app, 'getAccessToken', { local_token: 'abc' }, cms),
    );
    expect(answer.user).toBeNull();
  });
});

describe('getPgData', () => {
  it('answers the sections of a page ordered by col14, unordered last', async () => {
    const result = await call(t.app, 'getPgData', { loc: 'home' }, cms);
    const page = data<PageAnswer>(result);
    expect(page.loc).toBe('home');
    expect(page.sections.map((s) => s.type)).toEqual([
      'home_banner',
      'card_list',
      'text_description',
      'scroll_message',
    ]);
    expect(page.sections.map((s) => s.sort)).toEqual([1, 2, 3, 0]);
    const banner = page.sections[0];
    expect(banner).toMatchObject({ g_title: 'Welcome', bg_img: 'site/banner.png' });
    expect(banner?.records.map((r) => r.col1)).toEqual([
      'First slide',
      'Second slide',
      'Unordered slide',
    ]);
    expect(page.sections[1]?.records.map((r) => r.col1)).toEqual(['Health camps', 'Scholarships']);
  });

  it('carries every record column and the slug of col1', async () => {
    const page = data<PageAnswer>(await call(t.app, 'getPgData', { loc: 'blogs' }, cms));
    const entry = page.sections[1]?.records[1] as ContentRecord;
    expect(entry).toMatchObject({ col1: 'What is Seva?', uri_key: 'What-is-Seva_', col15: '' });
    expect(entry.entry_date).toBe('2025-03-01');
    expect(entry.parent_id).toBe(page.sections[1]?.id);
  });

  it('interprets through the shared interpreter', async () => {
    const result = await call(t.app, 'getPgData', { loc: 'home' }, cms);
    const interpreted = interpretAnswer('getPgData', result.wire);
    expect(interpreted.ok && interpreted.value.sections.length).toBe(4);
  });

  it('answers 0 with a message for an unknown page', async () => {
    const { wire, http } = await call(t.app, 'getPgData', { loc: 'nowhere' }, cms);
    expect(http).toBe(200);
    expect(wire).toEqual({ status: '0', text: 'This page could not be found.' });
  });
});

describe('getPgDataWithChild', () => {
  it('finds an entry by uri_key, with its children in order', async () => {
    const result = await call(t.app, 'getPgDataWithChild', {
      loc: 'blogs',
      uri_key: 'Annual-Day-2025',
    });
    const detail = data<DetailAnswer>(result);
    expect(detail.loc).toBe('blogs');
    expect(detail.section_type).toBe('blog_listing');
    expect(detail.record.col1).toBe('Annual Day 2025');
    expect(detail.children.map((c) => c.col1)).toEqual(['Photo A', 'Photo B']);
  });

  it('finds an entry by ref_id, which wins over uri_key', async () => {
    const byKey = data<DetailAnswer>(
      await call(t.app, 'getPgDataWithChild', { loc: 'blogs', uri_key: 'What-is-Seva_' }),
    );
    const byId = data<DetailAnswer>(
      await call(t.app, 'getPgDataWithChild', {
        loc: 'blogs',
        ref_id: String(byKey.record.id),
        uri_key: 'Annual-Day-2025',
      }),
    );
    expect(byId.record.col1).toBe('What is Seva?');
    expect(byId.children).toEqual([]);
  });

  it('accepts a percent-encoded uri_key', async () => {
    const detail = data<DetailAnswer>(
      await call(t.app, 'getPgDataWithChild', { loc: 'blogs', uri_key: 'What-is-Seva_' }),
    );
    expect(detail.record.uri_key).toBe('What-is-Seva_');
    const encoded = await call(t.app, 'getPgDataWithChild', {
      loc: 'articles',
      uri_key: encodeURIComponent('GST-for-small-traders'),
    });
    expect(data<DetailAnswer>(encoded).record.col1).toBe('GST for small traders');
  });

  it('finds entries of pages under loc/ but not of other pages', async () => {
    const nested = data<DetailAnswer>(
      await call(t.app, 'getPgDataWithChild', {
        loc: 'articles',
        uri_key: 'GST-for-small-traders',
      }),
    );
    expect(nested.loc).toBe('articles/gst-basics');
    const elsewhere = await call(t.app, 'getPgDataWithChild', {
      loc: 'articles',
      uri_key: 'Annual-Day-2025',
    });
    expect(elsewhere.wire.status).toBe('0');
  });

  it('opens a listed entry of any page by its id, but never a record that is not an entry', async () => {
    const blog = data<DetailAnswer>(
      await call(t.app, 'getPgDataWithChild', { loc: 'blogs', uri_key: 'Annual-Day-2025' }),
    );
    // A notice or blog listed on another page opens as /read_now/{title}?rf={id}.
    const listedElsewhere = data<DetailAnswer>(
      await call(t.app, 'getPgDataWithChild', { loc: 'articles', ref_id: String(blog.record.id) }),
    );
    expect(listedElsewhere.record.col1).toBe('Annual Day 2025');
    expect(listedElsewhere.loc).toBe('blogs');
    // A home page card is page text, not an entry: its id opens nothing.
    const card = await t.app.db
      .selectFrom('content_records')
      .select('id')
      .where('col1', '=', 'Scholarships')
      .executeTakeFirstOrThrow();
    const wrongPage = await call(t.app, 'getPgDataWithChild', {
      loc: 'articles',
      ref_id: String(card.id),
    });
    expect(wrongPage.wire.status).toBe('0');
    // A child of an entry (a photo inside a blog) is not an entry either.
    const photo = await t.app.db
      .selectFrom('content_records')
      .select('id')
      .where('col1', '=', 'Photo A')
      .executeTakeFirstOrThrow();
    const child = await call(t.app, 'getPgDataWithChild', {
      loc: 'articles',
      ref_id: String(photo.id),
    });
    expect(child.wire.status).toBe('0');
  });

  it('answers 0 when nothing matches, whatever the ref_id looks like', async () => {
    const cases: Record<string, string>[] = [
      { loc: 'blogs', uri_key: 'No-such-blog' },
      { loc: 'blogs', ref_id: '999999' },
      { loc: 'blogs', ref_id: '99999999999999999999' },
      { loc: 'blogs', ref_id: '12abc' },
      { loc: 'blogs' },
    ];
    for (const fields of cases) {
      const { wire, http } = await call(t.app, 'getPgDataWithChild', fields);
      expect(http).toBe(200);
      expect(wire).toEqual({ status: '0', text: 'This page could not be found.' });
    }
  });
});

describe('getPgDataRecentArticles', () => {
  it('answers the five newest dated entries of pages starting with the prefix', async () => {
    const result = await call(t.app, 'getPgDataRecentArticles', { starts_with: 'articles' }, cms);
    const records = data<ContentRecord[]>(result);
    expect(records.map((r) => r.col1)).toEqual([
      'GST for small traders',
      'Article 2025-06',
      'Article 2025-05',
      'Article 2025-04',
      'Article 2025-01',
    ]);
  });

  it('takes the prefix literally (an underscore is not a wildcard)', async () => {
    const records = data<ContentRecord[]>(
      await call(t.app, 'getPgDataRecentArticles', { starts_with: 'e_news' }),
    );
    expect(records.map((r) => r.col1)).toEqual(['Newest news']);
    const none = data<ContentRecord[]>(
      await call(t.app, 'getPgDataRecentArticles', { starts_with: 'e%news' }),
    );
    expect(none).toEqual([]);
  });
});
