import type { Kysely } from 'kysely';
import { registerMember } from '../../../../test/server/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { audit } from '../../staff';
import { backfillVerifiedAt } from './008_identity';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const row = (email: string) =>
  t.app.db
    .selectFrom('members')
    .select(['id', 'mem_no', 'status', 'created_at', 'verified_at'])
    .where('email_id', '=', email)
    .executeTakeFirstOrThrow();

it('gives verified rows without a day their verify line’s time, else their registration’s', async () => {
  const [audited, plain, pending] = [
    await registerMember(t),
    await registerMember(t),
    await registerMember(t),
  ];
  await t.app.db
    .updateTable('members')
    .set({ status: 'verified', verified_at: null })
    .where('email_id', 'in', [audited, plain])
    .execute();
  const a = await row(audited);
  const at = new Date('2026-02-03T04:05:06.000Z');
  await audit(
    t.app.db,
    { kind: 'cli', command: 'npm run team -- verify' },
    { action: 'verify', subject: `member:${a.id} ${a.mem_no} <${audited}>` },
    at,
  );
  await backfillVerifiedAt(t.app.db as unknown as Kysely<unknown>);
  expect((await row(audited)).verified_at).toBe(at.toISOString());
  const p = await row(plain);
  expect(p.verified_at).toBe(p.created_at);
  expect((await row(pending)).verified_at).toBeNull();
});
