/**
 * Who may have a forgot-password code mailed, and from which budget (issue #14). The old rule,
 * three mails per email an hour whoever asked, let anyone keep an owner out of recovery: three
 * requests an hour from anywhere. Now every mail comes from one of three budgets, and strangers
 * can only use up their own:
 *
 * - `self`: the owner's own logged-in session asks for its own email (otpMails per member).
 * - `known`: a connection the account has logged in from in the last 90 days (otpMails per
 *   email and connection).
 * - `new`: any other connection: otpMails per email and connection AND, all such connections
 *   together, otpMailsFromNewAddresses per email an hour, so a crowd cannot flood an inbox. The
 *   most a crowd can do is hold this budget for the rest of an hour.
 *
 * The budget is stored on the ticket (quota_key) so that resends draw from the same one.
 */
import type { HandlerContext } from '../api/handler';
import { addressKey, consume } from './throttle';
import { resolveSession } from './sessions';
import { sha256 } from './tokens';
import { isKnownAddress, rememberAddress } from './repositories/addresses';

export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

type Kind = 'self' | 'known' | 'new';

const addressHash = (memberId: number, ip: string) => sha256(`${memberId}|${addressKey(ip)}`);

/** Called at every login (password, code, reset): this connection is now the owner's. */
export async function rememberLoginAddress(ctx: HandlerContext, memberId: number): Promise<void> {
  await rememberAddress(ctx.db, memberId, addressHash(memberId, ctx.ip), ctx.now().toISOString());
}

/** The member whose session token this is, when the typed email is that member's own. */
export async function ownerSession(
  ctx: HandlerContext,
  token: string | undefined,
  email: string,
): Promise<number | null> {
  if (!token) return null;
  const member = await resolveSession(ctx.db, token, ctx.now());
  return member && member.email.toLowerCase() === email ? member.id : null;
}

/** The budget a request for `email` draws from: the quota key stored on its ticket. */
export async function mailBudget(
  ctx: HandlerContext,
  email: string,
  memberId: number | null,
  selfId: number | null,
): Promise<string> {
  if (selfId !== null) return `self:${selfId}`;
  const since = new Date(ctx.now().getTime() - KNOWN_ADDRESS_MS).toISOString();
  // Looked up for unknown emails too (id 0 matches nobody): the same work either way.
  const known = await isKnownAddress(
    ctx.db,
    memberId ?? 0,
    addressHash(memberId ?? 0, ctx.ip),
    since,
  );
  const kind: Kind = known ? 'known' : 'new';
  return `${kind}:${sha256(email)}:${sha256(`${email}|${addressKey(ctx.ip)}`)}`;
}

const newAddressesKey = (quotaKey: string) =>
  quotaKey.startsWith('new:') ? (quotaKey.split(':')[1] ?? null) : null;

/** Counts one mail against the ticket's budget; answers whether it may be sent. */
export async function spendMail(ctx: HandlerContext, quotaKey: string): Promise<boolean> {
  const now = ctx.now();
  if (!(await consume(ctx.db, ctx.throttles.otpMails, quotaKey, now))) return false;
  const crowd = newAddressesKey(quotaKey);
  return crowd === null || consume(ctx.db, ctx.throttles.otpMailsFromNewAddresses, crowd, now);
}
