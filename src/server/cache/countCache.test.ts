import { parseSerParams, SEARCH_PAGE_SIZE } from '../../shared/domain/schemas/search';
import { searchMembers, type Searcher } from '../matching/repositories/search';
import { addMember } from '../../../test/server/helpers/members';
import { buildTestApp } from '../../../test/server/helpers/testApp';
import { CountCache, setCountCache } from './countCache';

let clockMs = 0;
const clock = () => clockMs;
beforeEach(() => {
  clockMs = 0;
});

it('reuses a count for ttlMs, then reads it again', async () => {
  const cache = new CountCache({ ttlMs: 1000, clock });
  let reads = 0;
  const read = async () => (reads += 1);
  expect(await cache.count('k', read)).toBe(1);
  clockMs = 999;
  expect(await cache.count('k', read)).toBe(1);
  expect(await cache.count('other', read)).toBe(2);
  clockMs = 1000;
  expect(await cache.count('k', read)).toBe(3);
});

it('holds at most maxEntries counts, dropping the oldest', async () => {
  const cache = new CountCache({ maxEntries: 2, clock });
  for (const key of ['a', 'b', 'c']) await cache.count(key, async () => 1);
  expect(cache.size).toBe(2);
  let reread = false;
  await cache.count('a', async () => {
    reread = true;
    return 1;
  });
  expect(reread).toBe(true);
});

async function withSearch(
  run: (
    search: () => ReturnType<typeof searchMembers>,
    addFemale: () => Promise<unknown>,
  ) => Promise<void>,
): Promise<void> {
  const t = await buildTestApp();
  try {
    setCountCache(t.app.db, new CountCache({ ttlMs: 1000, clock }));
    const today = new Date('2026-03-01T09:00:00.000Z');
    const me = await addMember(t.app.db, { gender: 'Male' }, today);
    const searcher: Searcher = { id: me.id, gender: 'Male', self_goutra: '', mama_goutra: '' };
    const parsed = parseSerParams('{}');
    if (!parsed.ok) throw new Error(parsed.message);
    await run(
      () => searchMembers(t.app.db, searcher, parsed.value, today),
      () => addMember(t.app.db, { gender: 'Female' }, today),
    );
  } finally {
    await t.close();
  }
}

it('answers the total of a last page from the page itself, at once', () =>
  withSearch(async (search, addFemale) => {
    await addFemale();
    expect((await search()).total).toBe(1);
    await addFemale();
    expect((await search()).total).toBe(2);
  }));

it('reuses the count of full pages for a second, never below what the page shows', () =>
  withSearch(async (search, addFemale) => {
    for (let i = 0; i < SEARCH_PAGE_SIZE + 1; i += 1) await addFemale();
    expect((await search()).total).toBe(SEARCH_PAGE_SIZE + 1);
    await addFemale();
    expect((await search()).total).toBe(SEARCH_PAGE_SIZE + 1);
    clockMs = 1000;
    expect((await search()).total).toBe(SEARCH_PAGE_SIZE + 2);
  }));

it('counts an empty search as 0', () =>
  withSearch(async (search) => {
    expect(await search()).toEqual({ rows: [], total: 0 });
  }));
