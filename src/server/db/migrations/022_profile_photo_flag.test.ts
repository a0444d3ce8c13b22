import type { Kysely } from 'kysely';
import { testClock } from '../../../../test/server/helpers/accounts';
import { addMember } from '../../../../test/server/helpers/members';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { down, up } from './022_profile_photo_flag';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());
/** The migration's own view of the database: no table types. */
const raw = () => t.app.db as unknown as Kysely<unknown>;

it('sets the flag from the profile photos already stored, and goes down and up again', async () => {
  const withPhoto = await addMember(t.app.db, {}, clock.now());
  const galleryOnly = await addMember(t.app.db, {}, clock.now());
  const at = clock.now().toISOString();
  const row = { width: 6, height: 8, created_at: at };
  await t.app.db
    .insertInto('photos')
    .values([
      { ...row, member_id: withPhoto.id, kind: 'profile', file: 'a', thumb_file: 'at' },
      { ...row, member_id: galleryOnly.id, kind: 'other', file: 'b', thumb_file: 'bt' },
    ])
    .execute();

  await down(raw());
  await up(raw());

  const flags = await t.app.db
    .selectFrom('members')
    .select(['id', 'has_profile_photo'])
    .where('id', 'in', [withPhoto.id, galleryOnly.id])
    .orderBy('id')
    .execute();
  expect(flags).toEqual([
    { id: withPhoto.id, has_profile_photo: 1 },
    { id: galleryOnly.id, has_profile_photo: 0 },
  ]);
});
