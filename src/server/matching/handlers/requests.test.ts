import { MESSAGES } from '../../../shared/domain/messages';
import { encodeId } from '../ids';
import { resendDate } from '../lifecycle';
import { MATCHING_MESSAGES as M } from '../messages';
import { insertPendingRequest } from '../repositories/requests';
import { readOutbox, testClock } from '../../../../test/server/helpers/accounts';
import { addMember } from '../../../../test/server/helpers/members';
import { requestCalls } from '../../../../test/server/helpers/requests';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock(new Date('2026-03-01T09:00:00.000Z')); // 14:30 in India
let t: TestApp;
let r: ReturnType<typeof requestCalls>;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  r = requestCalls(t);
});
afterAll(() => t.close());

const member = (over: Parameters<typeof addMember>[1] = {}) =>
  addMember(t.app.db, over, clock.now());

describe('sendMemberRequest', () => {
  it('stores a pending request, answers the notice of requirements §8.2.12 and mails the receiver', async () => {
    const a = await member({ gender: 'Male' });
    const b = await member({ gender: 'Female', mem_name: 'Kavya Bansal' });
    const { wire } = await r.send(a, b.accountId);
    expect(wire).toEqual({ status: '001', text: MESSAGES.requestSentNotice });
    expect(await r.requestsBetween(a.id, b.id)).toEqual([
      expect.objectContaining({
        req_by_member_id: a.id,
        req_rec_member_id: b.id,
        req_status: 'Pending',
      }),
    ]);
    const mails = (await readOutbox(t)).filter((m) => m.to === b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A member is interested in your profile');
    expect(mails[0]?.text).toContain('Dear Kavya');
    // Nothing about the sender.
    expect(mails[0]?.text).not.toContain(a.email);
    expect(mails[0]?.text).not.toContain(a.contact_no);
  });

  it('refuses a second request to the same member', async () => {
    const [a, b] = [await member(), await member()];
    await r.pending(a, b);
    expect((await r.send(a, b.accountId)).wire).toEqual({ status: '-10', text: M.alreadySent });
    expect(await r.requestsBetween(a.id, b.id)).toHaveLength(1);
  });

  it('refuses when the other member has already sent one, pointing to it', async () => {
    const [a, b] = [await member(), await member()];
    await r.pending(b, a);
    expect((await r.send(a, b.accountId)).wire).toEqual({ status: '-10', text: M.alreadyReceived });
    expect(await r.requestsBetween(a.id, b.id)).toHaveLength(1);
  });

  it('refuses a request to oneself', async () => {
    const a = await member();
    expect((await r.send(a, a.accountId)).wire).toEqual({ status: '-10', text: M.notToYourself });
  });

  it('refuses members that are not verified, unknown or malformed ids alike', async () => {
    const a = await member();
    const waiting = await member({ status: 'pending' });
    const rejectedOne = await member({ status: 'rejected' });
    for (const id of [waiting.accountId, rejectedOne.accountId, encodeId(999_999), 'x', 'MTI']) {
      expect((await r.send(a, id)).wire).toEqual({ status: '0', text: M.memberNotFound });
    }
    expect(await r.requestsBetween(a.id, waiting.id)).toEqual([]);
  });

  it('makes exactly one row of 10 simultaneous posts; the others hear "already sent"', async () => {
    const [a, b] = [await member(), await member()];
    const results = await Promise.all(Array.from({ length: 10 }, () => r.send(a, b.accountId)));
    expect(results.map((r) => r.http)).toEqual(Array(10).fill(200));
    const statuses = results.map((r) => r.wire.status).sort();
    expect(statuses).toEqual([
      '-10',
      '-10',
      '-10',
      '-10',
      '-10',
      '-10',
      '-10',
      '-10',
      '-10',
      '001',
    ]);
    expect(results.filter((r) => r.wire.status === '-10').map((r) => r.wire.text)).toEqual(
      Array(9).fill(M.alreadySent),
    );
    expect(await r.requestsBetween(a.id, b.id)).toHaveLength(1);
  });

  it('makes one row when two members send each other a request at the same moment', async () => {
    const [a, b] = [await member(), await member()];
    const results = await Promise.all([r.send(a, b.accountId), r.send(b, a.accountId)]);
    expect(results.map((r) => r.wire.status).sort()).toEqual(['-10', '001']);
    expect(results.find((r) => r.wire.status === '-10')?.wire.text).toBe(M.alreadyReceived);
    expect(await r.requestsBetween(a.id, b.id)).toHaveLength(1);
  });
});

it('is held by the database: one request per pair, whichever way it was sent', async () => {
  const [a, b] = [await member(), await member()];
  const now = clock.now().toISOString();
  expect(await insertPendingRequest(t.app.db, { by: a.id, to: b.id, now })).toMatchObject({
    ok: true,
  });
  expect(await insertPendingRequest(t.app.db, { by: a.id, to: b.id, now })).toEqual({ ok: false });
  expect(await insertPendingRequest(t.app.db, { by: b.id, to: a.id, now })).toEqual({ ok: false });
  expect(await r.requestsBetween(a.id, b.id)).toHaveLength(1);
});

describe('acceptRejFrdRequest', () => {
  it('lets the receiver accept, once; mails the sender', async () => {
    const a = await member({ mem_name: 'Rohan Mittal' });
    const b = await member();
    const id = await r.pending(a, b);
    expect((await r.answerAs(b, a.accountId, id, 'Accepted')).wire).toEqual({
      status: '001',
      text: 'Request accepted.',
    });
    expect((await r.requestsBetween(a.id, b.id))[0]?.req_status).toBe('Accepted');
    const mails = (await readOutbox(t)).filter((m) => m.to === a.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your interest request was accepted']);
    expect(mails[0]?.text).not.toContain(b.email);
    expect(mails[0]?.text).not.toContain(b.contact_no);

    expect((await r.answerAs(b, a.accountId, id, 'Accepted')).wire).toEqual({
      status: '0',
      text: M.alreadyAnswered,
    });
    expect((await r.answerAs(b, a.accountId, id, 'Rejected')).wire.text).toBe(M.alreadyAnswered);
    expect((await r.requestsBetween(a.id, b.id))[0]?.req_status).toBe('Accepted');
  });

  it('lets the receiver decline; the sender is told so by mail, and nothing more', async () => {
    const [a, b] = [await member(), await member()];
    const id = await r.pending(a, b);
    expect((await r.answerAs(b, a.accountId, id, 'Rejected')).wire).toEqual({
      status: '001',
      text: 'Request declined.',
    });
    expect((await r.requestsBetween(a.id, b.id))[0]?.req_status).toBe('Rejected');
    const mails = (await readOutbox(t)).filter((m) => m.to === a.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your interest request was declined']);
    expect(mails[0]?.text).toContain('A member has declined your interest request.');
    for (const detail of [b.email, b.contact_no, 'Kavya', 'Bansal']) {
      expect(mails[0]?.text).not.toContain(detail);
    }
    // A rejected pair stays one row: no second request either way within 90 days.
    expect((await r.send(a, b.accountId)).wire.text).toBe(
      M.declinedRecently(resendDate(clock.now().toISOString())),
    );
    expect((await r.send(b, a.accountId)).wire.text).toBe(M.alreadyReceived);
  });

  it('refuses the sender, a stranger, and a receiver naming the wrong sender', async () => {
    const [a, b, stranger] = [await member(), await member(), await member()];
    const id = await r.pending(a, b);
    for (const [who, sender] of [
      [a, a.accountId],
      [a, b.accountId],
      [stranger, a.accountId],
      [b, stranger.accountId],
    ] as const) {
      expect((await r.answerAs(who, sender, id, 'Accepted')).wire).toEqual({
        status: '0',
        text: M.requestNotFound,
      });
    }
    expect((await r.requestsBetween(a.id, b.id))[0]?.req_status).toBe('Pending');
  });

  it('refuses another status and malformed ids', async () => {
    const [a, b] = [await member(), await member()];
    const id = await r.pending(a, b);
    for (const status of ['Pending', 'accepted', '', 'Maybe']) {
      expect((await r.answerAs(b, a.accountId, id, status)).wire).toEqual({
        status: '-10',
        text: M.requestStatus,
      });
    }
    expect((await r.answerAs(b, a.accountId, 'nope', 'Accepted')).wire.text).toBe(
      M.requestNotFound,
    );
    expect((await r.answerAs(b, 'nope', id, 'Accepted')).wire.text).toBe(M.requestNotFound);
    expect((await r.requestsBetween(a.id, b.id))[0]?.req_status).toBe('Pending');
  });
});

describe('withdrawMemberRequest', () => {
  it('lets the sender withdraw a pending request, which may then be sent again', async () => {
    const [a, b] = [await member(), await member()];
    const id = await r.pending(a, b);
    expect((await r.withdraw(a, id)).wire).toEqual({ status: '001', text: 'Request withdrawn.' });
    expect(await r.requestsBetween(a.id, b.id)).toEqual([]);
    expect((await r.withdraw(a, id)).wire).toEqual({ status: '0', text: M.requestNotFound });
    expect((await r.send(a, b.accountId)).wire.status).toBe('001');
  });

  it('refuses the receiver and a stranger', async () => {
    const [a, b, stranger] = [await member(), await member(), await member()];
    const id = await r.pending(a, b);
    expect((await r.withdraw(b, id)).wire).toEqual({ status: '0', text: M.requestNotFound });
    expect((await r.withdraw(stranger, id)).wire.text).toBe(M.requestNotFound);
    expect(await r.requestsBetween(a.id, b.id)).toHaveLength(1);
  });

  it('refuses once the request is answered', async () => {
    const [a, b] = [await member(), await member()];
    const id = await r.pending(a, b);
    await r.answerAs(b, a.accountId, id, 'Accepted');
    expect((await r.withdraw(a, id)).wire).toEqual({ status: '0', text: M.notWithdrawable });
    expect((await r.requestsBetween(a.id, b.id))[0]?.req_status).toBe('Accepted');
  });
});
