import { encodeId } from '../../../src/server/matching/ids';
import type { TestMember } from './members';
import { call, type TestApp } from './testApp';

/** The request calls as a client makes them, and the rows they leave, for one test app. */
export function requestCalls(t: TestApp) {
  const send = (from: TestMember, to: string) =>
    call(t.app, 'sendMemberRequest', { local_token: from.token, req_acc_infoid: to });
  const answerAs = (who: TestMember, sender: string, requestId: string, req_status: string) =>
    call(t.app, 'acceptRejFrdRequest', {
      local_token: who.token,
      req_acc_infoid: sender,
      mem_frd_req_id: requestId,
      req_status,
    });
  const withdraw = (who: TestMember, requestId: string) =>
    call(t.app, 'withdrawMemberRequest', { local_token: who.token, mem_frd_req_id: requestId });
  const requestsBetween = (a: number, b: number) =>
    t.app.db
      .selectFrom('member_requests')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('req_by_member_id', '=', a), eb('req_rec_member_id', '=', b)]),
          eb.and([eb('req_by_member_id', '=', b), eb('req_rec_member_id', '=', a)]),
        ]),
      )
      .execute();
  /** A pending request from `a` to `b`; answers its encoded id. */
  const pending = async (a: TestMember, b: TestMember): Promise<string> => {
    const { wire } = await send(a, b.accountId);
    if (wire.status !== '001') throw new Error(`request refused: ${wire.text}`);
    const [row] = await requestsBetween(a.id, b.id);
    return encodeId(row?.id ?? 0);
  };
  return { send, answerAs, withdraw, requestsBetween, pending };
}
