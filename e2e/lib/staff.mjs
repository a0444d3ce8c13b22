// The trust's team in the browser tests: a staff account made with `npm run team -- staff add`
// (the otpauth:// URI it prints stands for the authenticator app) and the console's sign-in.
import assert from 'node:assert/strict';
import { team } from './members.mjs';
import { visit } from './page.mjs';
import { totpCode } from './totp.mjs';

export const STAFF_PASSWORD = 'desk lantern river 2026';

/** `npm run team -- staff add <email> --role <role>`: the otpauth:// URI it prints. */
export function addStaff(email, role) {
  process.env.STAFF_PASSWORD = STAFF_PASSWORD;
  const r = team('staff', 'add', email, '--role', role);
  delete process.env.STAFF_PASSWORD;
  assert.equal(r.code, 0, `staff add exited ${r.code}: ${r.err || r.out}`);
  const uri = r.out.split('\n').find((l) => l.startsWith('otpauth://totp/')) ?? '';
  assert.ok(uri, `no otpauth URI in: ${r.out}`);
  return uri;
}

/**
 * Signs in at /team with the password and the code; waits for the first screen, whose heading is
 * `landing` (the desk for admins and verifiers; an editor lands on the first content screen).
 */
export async function signInStaff(page, email, uri, landing = 'Verification desk') {
  await visit(page, '/team');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByLabel(/6-digit code/).fill(totpCode(uri));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: landing }).waitFor();
}
