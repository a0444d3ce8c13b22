import type { LinkCheckAnswer } from '../../../shared/protocol/linkCheckTypes';
import { testClock, verifiedMember } from '../../../../test/server/helpers/accounts';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { readAudit } from '../audit';
import { STAFF_MESSAGES as M } from '../messages';

// The fixture content (test/server/helpers/fixtures/content) has two menu entries with no page:
// "Services" (services.json is not among its pages; /our-services redirects there) and its
// child "GST filing help" (a category child with no page and no entry of that name).
const clock = testClock(new Date('2026-03-11T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const asRole = async (role: 'admin' | 'verifier' | 'editor') =>
  signInStaff(t, await addTestStaff(t, role), clock.now());

it('answers an editor the broken internal links, where each is and why it fails', async () => {
  const staff_token = await asRole('editor');
  const lines = (await readAudit(t.app.db)).length;
  const answer = data<LinkCheckAnswer>(await call(t.app, 'linkCheck', { staff_token }));
  expect(answer.checked_at).toBe(clock.now().toISOString());
  expect(answer.checked).toBeGreaterThan(answer.broken.length);
  expect(answer.broken).toEqual([
    {
      href: 'services',
      path: '/services',
      where: 'Header menu › Services',
      reason: 'No page has the address /services.',
    },
    {
      href: 'taxation_services/gst-filing-help',
      path: '/taxation_services/gst-filing-help',
      where: 'Header menu › Services › GST filing help',
      reason:
        'No page has the address /taxation_services/gst-filing-help, and no entry called “gst-filing-help” is on the taxation_services page.',
    },
  ]);
  // Reading changes nothing: no audit line.
  expect((await readAudit(t.app.db)).length).toBe(lines);
});

it('answers an admin the same', async () => {
  const answer = data<LinkCheckAnswer>(
    await call(t.app, 'linkCheck', { staff_token: await asRole('admin') }),
  );
  expect(answer.broken.map((b) => b.path)).toEqual([
    '/services',
    '/taxation_services/gst-filing-help',
  ]);
});

it('refuses a verifier, a member and a visitor', async () => {
  const verifier = await call(t.app, 'linkCheck', { staff_token: await asRole('verifier') });
  expect(verifier.wire).toEqual({ status: '0', text: M.notAllowed });
  // A member's own token opens no team call; a visitor has none.
  const member = await verifiedMember(t);
  for (const staff_token of [member.local_token, '']) {
    const refused = await call(t.app, 'linkCheck', { staff_token });
    expect(refused.wire).toEqual({ status: '0', text: M.notSignedIn });
  }
});
