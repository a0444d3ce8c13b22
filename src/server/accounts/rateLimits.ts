import { MESSAGES } from '../../shared/domain/messages';
import type { CurlType } from '../../shared/protocol/registry';
import { failAnswer, type WireAnswer } from '../../shared/protocol/wire';
import { ACCOUNT_MESSAGES } from './messages';
import { addressKey, blockedFor, consume, type Limit, type ThrottleLimits } from './throttle';
import { sha256 } from './tokens';
import type { HandlerContext } from '../api/handler';
import { findTicket } from './repositories/otp';
import { ownerSession } from './recovery';
import { findSession } from './repositories/sessions';
import { openPhotoTicket } from './photoTickets';

const inMinutes = (n: number) => `Please try again in ${n} minute${n === 1 ? '' : 's'}.`;

export const RATE_MESSAGES = {
  connection: (n: number) => `Too many attempts from this connection. ${inMinutes(n)}`,
  email: (n: number) => `Too many attempts for this email address. ${inMinutes(n)}`,
  phone: (n: number) => `Too many attempts for this phone number. ${inMinutes(n)}`,
  uploads: (n: number) => `You have uploaded many photos in a short time. ${inMinutes(n)}`,
  contactChanges: (n: number) =>
    `You have tried to change your email or mobile many times. ${inMinutes(n)}`,
} as const;

type Fields = Record<string, string>;

interface Rule {
  limit: (limits: ThrottleLimits) => Limit;
  /** Whose count it is; null when the call carries nothing to count by. */
  key: (fields: Fields, ctx: HandlerContext) => Promise<string | null> | string | null;
  /**
   * true: every attempt counts here, before the handler runs. false: the handler counts the
   * events that matter (wrong passwords, mails sent) and the gate only refuses once they are used up.
   */
  countsAttempts: boolean;
  message: (minutes: number) => string;
}

const byAddress = (limit: Rule['limit'], countsAttempts: boolean): Rule => ({
  limit,
  key: (_fields, ctx) => addressKey(ctx.ip),
  countsAttempts,
  message: RATE_MESSAGES.connection,
});

/** The member whose session the call carries (a token that names none is left to access). */
const sessionMember = async (f: Fields, ctx: HandlerContext) => {
  const session = f.local_token ? await findSession(ctx.db, sha256(f.local_token)) : undefined;
  return session ? `member:${session.member_id}` : null;
};

/** Every attempt counts, taken address or free, so the answers cannot be used to look up many. */
const contactChanges: Rule = {
  limit: (l) => l.contactChangesPerMember,
  key: sessionMember,
  countsAttempts: true,
  message: RATE_MESSAGES.contactChanges,
};

const email = (value: string | undefined) => value?.trim().toLowerCase() || null;
const digits = (value: string | undefined) => value?.replace(/\D/g, '') || null;
const hashed = (value: string | null, tag = '') => (value ? sha256(tag + value) : null);

const isOwner = async (f: Fields, ctx: HandlerContext) =>
  (await ownerSession(ctx, f.local_token, email(f.p1_contact) ?? '')) !== null;

/** The limited calls; the first rule used up answers. */
const RULES: Partial<Record<CurlType, Rule[]>> = {
  // Only wrong passwords count (handlers/login.ts): members behind one address who type their
  // password right are never locked out by each other.
  logint: [
    byAddress((l) => l.wrongPasswordPerAddress, false),
    {
      limit: (l) => l.wrongPasswordPerAccount,
      key: (f) => sha256(email(f.p1) ?? ''),
      countsAttempts: false,
      message: ACCOUNT_MESSAGES.tooManyAttempts,
    },
  ],
  // Per address, and per email from one address: never per email across addresses, which
  // strangers could use up to keep the owner out (recovery.ts). The owner's own session passes.
  registerWithOTP: [
    {
      ...byAddress((l) => l.otpRequestsPerAddress, true),
      key: async (f, ctx) => ((await isOwner(f, ctx)) ? null : addressKey(ctx.ip)),
    },
    {
      limit: (l) => l.otpRequestsPerEmail,
      key: async (f, ctx) =>
        (await isOwner(f, ctx)) ? null : hashed(email(f.p1_contact), `${addressKey(ctx.ip)}|`),
      countsAttempts: true,
      message: RATE_MESSAGES.email,
    },
  ],
  resendOTP: [
    byAddress((l) => l.otpResendsPerAddress, true),
    {
      // The mail budget of the ticket, shared with registerWithOTP (recovery.ts).
      limit: (l) => l.otpMails,
      key: async (f, ctx) => (await findTicket(ctx.db, f.ref_id?.trim() ?? ''))?.quota_key ?? null,
      countsAttempts: false,
      message: () => MESSAGES.otpResendFailed,
    },
  ],
  // Each upload is a full image decode: counted per member (a token that names no session is
  // left to the access check, which refuses it).
  uploadProPic: [
    {
      limit: (l) => l.uploadsPerMember,
      key: sessionMember,
      countsAttempts: true,
      message: RATE_MESSAGES.uploads,
    },
  ],
  // The photo link of a pending member (issue #15 item 7): the same per-member budget, counted
  // for the member its ticket names (an unknown ticket is refused by the handler, undecoded).
  uploadPendingPhoto: [
    {
      limit: (l) => l.uploadsPerMember,
      key: async (f, ctx) => {
        const row = await openPhotoTicket(ctx.db, f.ticket ?? '', ctx.now());
        return row ? `member:${row.member_id}` : null;
      },
      countsAttempts: true,
      message: RATE_MESSAGES.uploads,
    },
  ],
  changeEmail: [contactChanges],
  changeMobile: [contactChanges],
  // Each registration mails the typed address: limited so the form cannot be used to spam.
  register_member: [byAddress((l) => l.registrationsPerAddress, true)],
  addContactRequest: [
    byAddress((l) => l.contactPerAddress, true),
    {
      limit: (l) => l.contactPerSender,
      key: (f) => hashed(digits(f.contact_no), 'phone:'),
      countsAttempts: true,
      message: RATE_MESSAGES.phone,
    },
    {
      limit: (l) => l.contactPerSender,
      key: (f) => hashed(email(f.email), 'email:'),
      countsAttempts: true,
      message: RATE_MESSAGES.email,
    },
  ],
};

export interface Limited {
  wire: WireAnswer;
  /** Until the client may try again, for the Retry-After header. */
  minutes: number;
}

/**
 * Runs before access and the handler (api/route.ts): null when the call may go on, else the 429
 * answer. Counts are in the database, so every server process sees the same ones.
 */
export async function rateGate(
  type: CurlType,
  fields: Fields,
  ctx: HandlerContext,
): Promise<Limited | null> {
  const now = ctx.now();
  for (const rule of RULES[type] ?? []) {
    const id = await rule.key(fields, ctx);
    if (id === null) continue;
    const limit = rule.limit(ctx.throttles);
    // A counted attempt is over when it is past the maximum; an uncounted one when the
    // handler's events have used the limit up.
    const over = rule.countsAttempts && !(await consume(ctx.db, limit, id, now));
    if (rule.countsAttempts && !over) continue;
    const minutes = await blockedFor(ctx.db, limit, id, now);
    if (over || minutes !== null) {
      const wait = minutes ?? 1;
      return { wire: failAnswer(rule.message(wait)), minutes: wait };
    }
  }
  return null;
}

export const LIMITED_CALLS = Object.keys(RULES) as CurlType[];
