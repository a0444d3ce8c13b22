import { randomBytes } from 'node:crypto';
import { answer, done, fail, refused, type Outcome } from '../../api/outcome';
import { changeStaffRole, disableStaffAccount, isStaffRole, addStaff, StaffCliError } from '../cli';
import { listStaff } from '../repository';
import type { StaffHandler } from '../types';
import { actorOf } from './context';
import { CONSOLE_MESSAGES as M } from './messages';

/**
 * Staff management (admins): the command line's code (cli.ts) with its rules — an email is staff
 * once, the last active admin stays, nobody disables themselves — and its audit lines.
 */
const asOutcome = async <T>(
  run: () => Promise<T>,
  ok: (value: T) => Outcome<never> | Outcome<unknown>,
  no: (message: string) => Outcome<unknown>,
) => {
  try {
    return ok(await run());
  } catch (err) {
    if (err instanceof StaffCliError) return no(err.message);
    throw err;
  }
};

export const staffList: StaffHandler<'staffList'> = async (_fields, ctx) =>
  answer({
    items: (await listStaff(ctx.db)).map((r) => ({
      email: r.email,
      role: r.role,
      added_at: r.created_at,
      disabled_at: r.disabled_at,
    })),
  });

/**
 * The first password is made here (24 random characters, well over the staff minimum) and shown
 * once with the authenticator's URI, for the admin to hand over.
 */
export const staffAdd: StaffHandler<'staffAdd'> = async ({ email, role }, ctx) => {
  if (!isStaffRole(role)) return fail(M.unknownRole);
  const password = randomBytes(18).toString('base64url');
  const input = {
    email,
    role,
    password,
    hashN: 0,
    hash: (p: string) => ctx.passwords.hash(p),
    actor: actorOf(ctx),
    now: ctx.now(),
  };
  return (await asOutcome(
    () => addStaff(ctx.db, input),
    (uri) => answer({ email: email.trim().toLowerCase(), role, otpauth_uri: uri, password }),
    (message) => fail(message),
  )) as Outcome<never>;
};

export const staffSetRole: StaffHandler<'staffSetRole'> = async ({ email, role }, ctx) => {
  if (!isStaffRole(role)) return refused(M.unknownRole);
  return (await asOutcome(
    () => changeStaffRole(ctx.db, email, role, actorOf(ctx), ctx.now()),
    (message) => done(message),
    (message) => refused(message),
  )) as Outcome<never>;
};

export const staffDisable: StaffHandler<'staffDisable'> = async ({ email }, ctx) =>
  (await asOutcome(
    () => disableStaffAccount(ctx.db, email, actorOf(ctx), ctx.now()),
    (message) => done(message),
    (message) => refused(message),
  )) as Outcome<never>;
