import { CONTROL_CHARS_MESSAGE } from '../../../shared/domain/controlChars';
import { MESSAGES } from '../../../shared/domain/messages';
import {
  REQUEST_NOTE_MAX,
  REQUEST_NOTE_MESSAGES,
  REQUEST_NOTE_TEMPLATES,
} from '../../../shared/domain/requestNote';
import type { FriendListItem, MemberListAnswer } from '../../../shared/protocol/types';
import { readOutbox, testClock } from '../../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../../test/server/helpers/members';
import { requestCalls } from '../../../../test/server/helpers/requests';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

/** The note sent with an interest (issue 15, item 9; requirements §4.5.5). */
const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
let t: TestApp;
let r: ReturnType<typeof requestCalls>;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  r = requestCalls(t);
});
afterAll(() => t.close());

const member = (over: Parameters<typeof addMember>[1] = {}) =>
  addMember(t.app.db, over, clock.now());
const sendWithNote = (from: TestMember, to: TestMember, note: string) =>
  call(t.app, 'sendMemberRequest', {
    local_token: from.token,
    req_acc_infoid: to.accountId,
    note,
  });
const friends = async (who: TestMember) =>
  data<FriendListItem[]>(await call(t.app, 'getFriendsMembers', { local_token: who.token }));

describe('sendMemberRequest with a note', () => {
  it('stores the note, shows it to the receiver only and quotes it in the receiver’s mail', async () => {
    const a = await member({ gender: 'Male' });
    const b = await member({ gender: 'Female', mem_name: 'Kavya Bansal' });
    const note = `  ${REQUEST_NOTE_TEMPLATES[0]}  `;
    expect((await sendWithNote(a, b, note)).wire).toEqual({
      status: '001',
      text: MESSAGES.requestSentNotice,
    });
    const [row] = await r.requestsBetween(a.id, b.id);
    expect(row?.note).toBe(REQUEST_NOTE_TEMPLATES[0]);

    const received = (await friends(b)).find((i) => i.account_info_id === a.accountId);
    expect(received).toMatchObject({ direction: 'received', note: REQUEST_NOTE_TEMPLATES[0] });
    // The sender's own list and a third member's search never carry it.
    const sent = (await friends(a)).find((i) => i.account_info_id === b.accountId);
    expect(sent?.direction).toBe('sent');
    expect(sent).not.toHaveProperty('note');
    const c = await member({ gender: 'Male' });
    const search = data<MemberListAnswer>(
      await call(t.app, 'getMembers', {
        local_token: c.token,
        ser_params: JSON.stringify({ gender: 'Female', lowRange: '-1', highRange: '-1' }),
      }),
    );
    expect(JSON.stringify(search)).not.toContain(REQUEST_NOTE_TEMPLATES[0]);

    const mails = (await readOutbox(t)).filter((m) => m.to === b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Their note to you:\n"${REQUEST_NOTE_TEMPLATES[0]}"`);
  });

  it(`takes a written note of exactly ${REQUEST_NOTE_MAX} characters`, async () => {
    const [a, b] = [await member(), await member()];
    const note = 'न'.repeat(REQUEST_NOTE_MAX);
    expect((await sendWithNote(a, b, note)).wire.status).toBe('001');
    expect((await r.requestsBetween(a.id, b.id))[0]?.note).toBe(note);
  });

  it('refuses a longer note with -10 and a plain message, storing nothing', async () => {
    const [a, b] = [await member(), await member()];
    const { wire } = await sendWithNote(a, b, 'a'.repeat(REQUEST_NOTE_MAX + 1));
    expect(wire).toEqual({ status: '-10', text: REQUEST_NOTE_MESSAGES.tooLong });
    expect(await r.requestsBetween(a.id, b.id)).toEqual([]);
  });

  it.each([
    ['escape', 'Hello \u001b[2J there'],
    ['a line break', 'Hello\nthere'],
    ['a tab', 'Hello\tthere'],
  ])('refuses a note holding %s like any other text', async (_name, note) => {
    const [a, b] = [await member(), await member()];
    const { wire } = await sendWithNote(a, b, note);
    expect(wire).toEqual({ status: '-10', text: CONTROL_CHARS_MESSAGE });
    expect(await r.requestsBetween(a.id, b.id)).toEqual([]);
  });

  it('stores no note for an old client that sends none, or a blank one, and mails as before', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    expect((await r.send(a, b.accountId)).wire).toEqual({
      status: '001',
      text: MESSAGES.requestSentNotice,
    });
    expect((await sendWithNote(c, b, '   ')).wire.status).toBe('001');
    expect((await r.requestsBetween(a.id, b.id))[0]?.note).toBeNull();
    expect((await r.requestsBetween(c.id, b.id))[0]?.note).toBeNull();
    for (const item of await friends(b)) expect(item).not.toHaveProperty('note');
    const mails = (await readOutbox(t)).filter((m) => m.to === b.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).not.toContain('Their note');
  });
});
