import { registerMember } from '../../../../test/server/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { up } from './005_private_photos';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const visibilityOf = async (email: string) =>
  (
    await t.app.db
      .selectFrom('members')
      .select('photo_visibility')
      .where('email_id', '=', email)
      .executeTakeFirstOrThrow()
  ).photo_visibility;

it('starts a new member with photos for accepted members only', async () => {
  expect(await visibilityOf(await registerMember(t))).toBe('accepted');
});

it('makes every existing member private, whatever the old default gave them', async () => {
  const email = await registerMember(t);
  await t.app.db.updateTable('members').set({ photo_visibility: 'all' }).execute();
  await up(t.app.db);
  expect(await visibilityOf(email)).toBe('accepted');
});
