import { CURL_TYPES, registry, type CurlType } from '../../shared/protocol/registry';
import { STAFF_ROLES, type StaffRole } from '../../shared/protocol/types';
import { findMemberByEmail } from '../accounts';
import { registerMember, testClock, verifiedMember } from '../../../test/server/helpers/accounts';
import { buildTestApp, call, type TestApp } from '../../../test/server/helpers/testApp';
import { readAudit } from './audit';
import { STAFF_MESSAGES as M } from './messages';
import { addTestStaff, signInStaff, STAFF_PASSWORD } from '../../../test/server/helpers/staff';

/**
 * The authorization matrix of the team calls: every staff role × every team call is answered
 * as the registry's `staff` list says; members, visitors and half-signed-in staff are refused
 * every team call, and a refused call changes nothing (no audit line, the member untouched).
 */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const TEAM_CALLS = CURL_TYPES.filter((c) => registry[c].access === 'team');

/** The call's example fields with a real pending registration and the given token. */
async function fieldsFor(type: CurlType, staff_token: string) {
  const email = await registerMember(t);
  const member_id = String((await findMemberByEmail(t.app.db, email))?.id);
  const example = registry[type].example as Record<string, string>;
  return {
    fields: { ...example, staff_token, ...('member_id' in example ? { member_id } : {}) },
    email,
  };
}

const refusedWithoutEffect = async (type: CurlType, token: string, text: string) => {
  const { fields, email } = await fieldsFor(type, token);
  const lines = (await readAudit(t.app.db)).length;
  expect((await call(t.app, type, fields)).wire).toEqual({ status: '0', text });
  expect((await readAudit(t.app.db)).length).toBe(lines);
  expect((await findMemberByEmail(t.app.db, email))?.status).toBe('pending');
};

it('has team calls, each listing its staff roles; the desk is not the editor’s', () => {
  expect(TEAM_CALLS.length).toBeGreaterThan(0);
  for (const c of TEAM_CALLS) expect(registry[c].staff?.length).toBeGreaterThan(0);
  for (const c of TEAM_CALLS.filter((c) => c.startsWith('desk')))
    expect(registry[c].staff).not.toContain('editor');
});

describe.each(TEAM_CALLS)('%s', (type) => {
  it.each(STAFF_ROLES)('is answered for %s exactly as the registry lists', async (role) => {
    const staff = await addTestStaff(t, role as StaffRole);
    const token = await signInStaff(t, staff, clock.now());
    if (!registry[type].staff?.includes(role)) {
      await refusedWithoutEffect(type, token, M.notAllowed);
      return;
    }
    const { fields } = await fieldsFor(type, token);
    const { wire } = await call(t.app, type, fields);
    expect(wire.text).not.toBe(M.notAllowed);
    expect(wire.text).not.toBe(M.notSignedIn);
    expect(['1', '001']).toContain(wire.status);
  });

  it('refuses visitors, members (their local_token) and a session still waiting for its code', async () => {
    await refusedWithoutEffect(type, '', M.notSignedIn);
    await refusedWithoutEffect(type, 'A'.repeat(43), M.notSignedIn);
    const member = await verifiedMember(t);
    await refusedWithoutEffect(type, member.local_token, M.notSignedIn);
    const staff = await addTestStaff(t, 'admin');
    const half = await call(t.app, 'staffSignIn', { email: staff.email, password: STAFF_PASSWORD });
    const { staff_token } = JSON.parse(half.wire.text) as { staff_token: string };
    await refusedWithoutEffect(type, staff_token, M.notSignedIn);
  });
});
