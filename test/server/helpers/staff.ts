import type { StaffMe } from '../../../src/shared/protocol/staffTypes';
import type { StaffRole } from '../../../src/shared/protocol/types';
import { addStaff, totpAt } from '../../../src/server/staff';
import { call, data, type TestApp } from './testApp';

/** Test helpers of the team console: staff accounts and their sign-in. */
export const STAFF_PASSWORD = 'desk-password-2026!';

export interface TestStaff {
  email: string;
  role: StaffRole;
  secret: string;
}

let serial = 0;

/** Adds a staff account straight through the CLI's code (as `staff add` does). */
export async function addTestStaff(
  t: TestApp,
  role: StaffRole,
  now = new Date(),
): Promise<TestStaff> {
  serial += 1;
  const email = `${role}${serial}.${process.pid}@trust.example`;
  const uri = await addStaff(t.app.db, {
    email,
    role,
    password: STAFF_PASSWORD,
    hashN: t.env.config.passwordHashN,
    actor: { kind: 'cli', command: `test staff add ${email}` },
    now,
  });
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return { email, role, secret };
}

/** Password, then the current TOTP code; answers the signed-in staff token. */
export async function signInStaff(t: TestApp, staff: TestStaff, now: Date): Promise<string> {
  const first = data<{ staff_token: string }>(
    await call(t.app, 'staffSignIn', { email: staff.email, password: STAFF_PASSWORD }),
  );
  const me = data<StaffMe>(
    await call(t.app, 'staffTotp', {
      staff_token: first.staff_token,
      code: totpAt(staff.secret, now),
    }),
  );
  return me.staff_token;
}
