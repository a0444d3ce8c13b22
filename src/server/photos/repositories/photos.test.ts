import { testClock } from '../../../../test/server/helpers/accounts';
import { addMember } from '../../../../test/server/helpers/members';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { addPhoto, deletePhoto, type NewPhoto } from './photos';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

let files = 0;
const photo = (memberId: number, kind: NewPhoto['kind']): NewPhoto => {
  files += 1;
  const at = clock.now().toISOString();
  return {
    member_id: memberId,
    kind,
    file: `f${files}`,
    thumb_file: `t${files}`,
    width: 6,
    height: 8,
    created_at: at,
  };
};

/** What the search's "with photo" reads (migration 022). */
const flag = async (id: number) =>
  (
    await t.app.db
      .selectFrom('members')
      .select('has_profile_photo')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).has_profile_photo;

it('keeps has_profile_photo with the profile photo: set, kept on replace, cleared on delete', async () => {
  const { id } = await addMember(t.app.db, {}, clock.now());
  expect(await flag(id)).toBe(0);

  const gallery = await addPhoto(t.app.db, photo(id, 'other'), 10);
  expect(await flag(id)).toBe(0);

  await addPhoto(t.app.db, photo(id, 'profile'), 10);
  const second = await addPhoto(t.app.db, photo(id, 'profile'), 10);
  expect(await flag(id)).toBe(1);

  await deletePhoto(t.app.db, id, gallery.id);
  expect(await flag(id)).toBe(1);
  await deletePhoto(t.app.db, id, second.id);
  expect(await flag(id)).toBe(0);
});

it("leaves the flag alone when the photo is another member's, and works inside a caller's transaction", async () => {
  const owner = await addMember(t.app.db, {}, clock.now());
  const other = await addMember(t.app.db, {}, clock.now());
  const { id: photoId } = await addPhoto(t.app.db, photo(owner.id, 'profile'), 10);

  expect(await deletePhoto(t.app.db, other.id, photoId)).toBeUndefined();
  expect(await flag(owner.id)).toBe(1);

  // The team's removal (staff/console/memberActions.ts) deletes inside its own transaction.
  await t.app.db.transaction().execute((trx) => deletePhoto(trx, owner.id, photoId));
  expect(await flag(owner.id)).toBe(0);
});
