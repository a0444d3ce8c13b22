import { checkText } from '../../shared/domain/checks';
import { langOf, type Language } from '../../shared/domain/languages';
import type { CurlType } from '../../shared/protocol/registry';
import { STATUS, type WireAnswer } from '../../shared/protocol/wire';
import type { SessionMember } from '../accounts';
import { memberHandlers, visitorHandlers } from './handlers';
import { MEMBER_CALLS, type HandlerContext, type MemberCall, type VisitorCall } from './handler';
import { toWire, type Outcome } from './outcome';
import { dispatchStaff, isStaffCall, type StaffCaller } from '../staff';

const isMemberCall = (type: CurlType): type is MemberCall =>
  (MEMBER_CALLS as readonly string[]).includes(type);

// The tables are typed call by call; at this point only "some call of that table" is known.
type Erased<Ctx> = (request: unknown, ctx: Ctx) => Promise<Outcome<never>>;

/**
 * Where a failed check becomes words (issue #18 item 3): the shared schemas say their checks as
 * keys (src/shared/domain/checks.ts), and every handler's refusal passes here on its way to the
 * wire, so this is the one place they are put in the reader's language: the signed-in member's
 * (members.language); for visitors the language the call names (`lang`, where the registry lets
 * a call carry one, as register_member does), else English, as for the team (the seed's texts
 * word for word). A data
 * answer is JSON, never a check; words that are no check pass unchanged.
 */
export const inLanguage = (wire: WireAnswer, language: Language): WireAnswer =>
  wire.status === STATUS.data ? wire : { ...wire, text: checkText(wire.text, language) };

/** Runs the handler of a checked call; `member` is set by the access step for member calls. */
export async function dispatch(
  type: CurlType,
  // checkCall has verified: only this call's fields, each once, every required one present.
  fields: Record<string, string>,
  ctx: HandlerContext,
  member: SessionMember | null,
  staff: StaffCaller | null = null,
): Promise<WireAnswer> {
  const said = (wire: WireAnswer) => inLanguage(wire, member?.language ?? langOf(fields.lang));
  if (isStaffCall(type)) return said(await dispatchStaff(type, fields, ctx, staff));
  if (isMemberCall(type)) {
    if (!member) throw new Error(`The ${type} call reached its handler without a member.`);
    const handler = memberHandlers[type] as unknown as Erased<
      HandlerContext & { member: SessionMember }
    >;
    return said(toWire(type, await handler(fields, { ...ctx, member })));
  }
  const handler = visitorHandlers[type as VisitorCall] as unknown as Erased<HandlerContext>;
  return said(toWire(type, await handler(fields, ctx)));
}
