import { addressKey, blockedFor, consume, reset, sha256, uncount, type Limit } from '../accounts';
import type { HandlerContext } from '../api/handler';

/**
 * Staff sign-in is throttled like member login (accounts/throttle.ts), with the same limits:
 * a wrong password or a wrong TOTP code counts against the account and the address; a right
 * one takes its attempt back. The staff counts have their own keys, so a member cannot lock a
 * staff account out by typing its email into the member login, nor the other way round.
 */
const limits = (ctx: HandlerContext): [Limit, Limit] => [
  { ...ctx.throttles.wrongPasswordPerAccount, prefix: 'staff:pw:acct:' },
  { ...ctx.throttles.wrongPasswordPerAddress, prefix: 'staff:pw:ip:' },
];

const accountKey = (email: string) => sha256(email.trim().toLowerCase());

/** Counts the attempt before it is checked; answers the minutes to wait when used up. */
export async function reserveStaffAttempt(
  ctx: HandlerContext,
  email: string,
): Promise<number | null> {
  const now = ctx.now();
  const [perAccount, perAddress] = limits(ctx);
  const withinAccount = await consume(ctx.db, perAccount, accountKey(email), now);
  const withinAddress = await consume(ctx.db, perAddress, addressKey(ctx.ip), now);
  if (withinAccount && withinAddress) return null;
  const a = await blockedFor(ctx.db, perAccount, accountKey(email), now);
  const b = await blockedFor(ctx.db, perAddress, addressKey(ctx.ip), now);
  return Math.max(a ?? 1, b ?? 1);
}

export async function releaseStaffAttempt(ctx: HandlerContext, email: string): Promise<void> {
  const [perAccount, perAddress] = limits(ctx);
  await reset(ctx.db, perAccount, accountKey(email));
  await uncount(ctx.db, perAddress, addressKey(ctx.ip));
}

/**
 * A right password takes back its own attempt only: the account's count of wrong codes stays,
 * so knowing the password does not buy fresh guesses at the TOTP code.
 */
export async function takeBackStaffAttempt(ctx: HandlerContext, email: string): Promise<void> {
  const [perAccount, perAddress] = limits(ctx);
  await uncount(ctx.db, perAccount, accountKey(email));
  await uncount(ctx.db, perAddress, addressKey(ctx.ip));
}
