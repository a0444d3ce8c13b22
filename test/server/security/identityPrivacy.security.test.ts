import type { MemberFullProfile } from '../../../src/shared/protocol/types';
import { addMemberRequest } from '../../../src/server/matching';
import { PASSWORD, readOutbox, verifiedMember } from '../helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../helpers/testApp';

/**
 * Issue #14 items 1 and 7: a stolen session alone cannot move the account to another address,
 * the change forms tell nothing about other members' addresses and cannot be run in bulk, and
 * a verified member's new date of birth stays unseen until the team approves it.
 */
describe('identity and contact changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, {});
  });
  afterAll(() => t.close());

  it('a session without the password cannot change the email or mobile, nor mail anyone', async () => {
    const victim = await verifiedMember(t);
    const before = (await readOutbox(t)).length;
    const token = victim.local_token;
    const tries = [
      call(t.app, 'changeEmail', {
        local_token: token,
        password: 'guess',
        email_id: 'thief@example.in',
      }),
      call(t.app, 'changeMobile', {
        local_token: token,
        password: 'guess',
        contact_no: '9876512345',
      }),
      call(t.app, 'update_profile', { local_token: token, email_id: 'thief@example.in' }),
    ];
    for (const result of await Promise.all(tries)) expect(result.wire.status).not.toBe('001');
    expect((await readOutbox(t)).length).toBe(before);
    const profile = await call(t.app, 'getMyProfile', {
      local_token: token,
      mem_key: victim.user.mem_no,
    });
    expect(profile.response.body).toContain(victim.email);
    expect(profile.response.body).not.toContain('thief@example.in');
  });

  it('taken and free addresses get byte-identical answers, and the 6th try an hour is a 429', async () => {
    const holder = await verifiedMember(t);
    const me = await verifiedMember(t);
    const send = (email_id: string) =>
      call(t.app, 'changeEmail', { local_token: me.local_token, password: PASSWORD, email_id });
    const taken = await send(holder.email);
    const free = await send('nobody.has.this@example.in');
    expect(taken.http).toBe(free.http);
    expect(taken.response.body).toBe(free.response.body);
    const profileTaken = await call(t.app, 'update_profile', {
      local_token: me.local_token,
      email_id: holder.email,
    });
    const profileFree = await call(t.app, 'update_profile', {
      local_token: me.local_token,
      email_id: 'x.free@example.in',
    });
    expect(profileTaken.response.body).toBe(profileFree.response.body);
    for (let i = 0; i < 3; i += 1) expect((await send(`n${i}@example.in`)).http).toBe(200);
    const limited = await send('one.more@example.in');
    expect(limited.http).toBe(429);
    expect(limited.response.headers['retry-after']).toBeDefined();
  });

  it("a verified member's new date of birth is not seen by an accepted member until approved", async () => {
    const member = await verifiedMember(t);
    const viewer = await verifiedMember(t, { gender: 'Female' });
    await addMemberRequest(t.app.db, {
      by: viewer.user.id,
      to: member.user.id,
      status: 'Accepted',
      now: new Date().toISOString(),
    });
    await call(t.app, 'update_profile', { local_token: member.local_token, dob: '1990-01-01' });
    const seen = data<MemberFullProfile>(
      await call(t.app, 'getMemberProfile', {
        local_token: viewer.local_token,
        req_acc_infoid: Buffer.from(String(member.user.id)).toString('base64'),
      }),
    );
    expect(seen.dob).toBe('2000-05-14');
    expect(JSON.stringify(seen)).not.toContain('1990-01-01');
  });
});
