import type { CurlType } from '../../shared/protocol/registry';
import type { WireAnswer } from '../../shared/protocol/wire';
import type { SessionMember } from '../accounts';
import { memberHandlers, visitorHandlers } from './handlers';
import { MEMBER_CALLS, type HandlerContext, type MemberCall, type VisitorCall } from './handler';
import { toWire, type Outcome } from './outcome';
import { dispatchStaff, isStaffCall, type StaffCaller } from '../staff';

const isMemberCall = (type: CurlType): type is MemberCall =>
  (MEMBER_CALLS as readonly string[]).includes(type);

// The tables are typed call by call; at this point only "some call of that table" is known.
type Erased<Ctx> = (request: unknown, ctx: Ctx) => Promise<Outcome<never>>;

/** Runs the handler of a checked call; `member` is set by the access step for member calls. */
export async function dispatch(
  type: CurlType,
  // checkCall has verified: only this call's fields, each once, every required one present.
  fields: Record<string, string>,
  ctx: HandlerContext,
  member: SessionMember | null,
  staff: StaffCaller | null = null,
): Promise<WireAnswer> {
  if (isStaffCall(type)) return dispatchStaff(type, fields, ctx, staff);
  if (isMemberCall(type)) {
    if (!member) throw new Error(`The ${type} call reached its handler without a member.`);
    const handler = memberHandlers[type] as unknown as Erased<
      HandlerContext & { member: SessionMember }
    >;
    return toWire(type, await handler(fields, { ...ctx, member }));
  }
  const handler = visitorHandlers[type as VisitorCall] as unknown as Erased<HandlerContext>;
  return toWire(type, await handler(fields, ctx));
}
