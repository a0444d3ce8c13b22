import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from '../../shared/domain/password';
import { STAFF_ROLES, type StaffRole } from '../../shared/protocol/types';
import { hashPassword } from '../accounts';
import type { Db } from '../plugins/db';
import { readSettings } from '../settings';
import { audit, type Actor } from './audit';
import {
  countActiveAdmins,
  disableStaff,
  lockActiveAdmins,
  findStaffByEmail,
  insertStaff,
  listStaff,
  setStaffRole,
} from './repository';
import { newTotpSecret, otpauthUri } from './totp';

/**
 * `npm run team -- staff add|list|disable`: the first admin, and staff changes from a shell.
 * The authenticator app names the codes by the trust's short name (site settings); before any
 * settings are loaded, by this.
 */
export const TOTP_ISSUER_FALLBACK = 'Team console';
/** A staff account needs a longer password than a member's: it opens every member's data. */
export const STAFF_PASSWORD_MIN = Math.max(PASSWORD_MIN, 12);

export class StaffCliError extends Error {}

export const isStaffRole = (role: string | undefined): role is StaffRole =>
  STAFF_ROLES.includes(role as StaffRole);

export function checkStaffPassword(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN)
    return `The password needs at least ${STAFF_PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX)
    return `The password can have at most ${PASSWORD_MAX} characters.`;
  if (isCommonPassword(password)) return 'This password is too common; please choose another.';
  return null;
}

/** Asks on the terminal without echoing what is typed. */
export function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

/** STAFF_PASSWORD when set; else asked twice on the terminal. */
export async function staffPassword(
  env: Record<string, string | undefined>,
  ask: (question: string) => Promise<string>,
): Promise<string> {
  const fromEnv = env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY && ask === askHidden)
    throw new StaffCliError('Set STAFF_PASSWORD, or run the command on a terminal to type it.');
  const first = await ask('Password: ');
  const second = await ask('The same password again: ');
  if (first !== second) throw new StaffCliError('The two passwords do not match.');
  return first;
}

export interface StaffAddInput {
  email: string;
  role: StaffRole;
  password: string;
  hashN: number;
  /** The server's hasher (the console); the command line hashes with hashN. */
  hash?: (password: string) => Promise<string>;
  actor: Actor;
  now: Date;
}

/** Adds an account; answers the otpauth:// URI of its TOTP secret (shown once). */
export async function addStaff(db: Db, input: StaffAddInput): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new StaffCliError(`${input.email} is not an email address.`);
  const weak = checkStaffPassword(input.password);
  if (weak) throw new StaffCliError(weak);
  if (await findStaffByEmail(db, email)) throw new StaffCliError(`${email} is already staff.`);
  const secret = newTotpSecret();
  const password_hash = input.hash
    ? await input.hash(input.password)
    : await hashPassword(input.password, input.hashN);
  await db.transaction().execute(async (trx) => {
    await insertStaff(trx, {
      email,
      role: input.role,
      password_hash,
      totp_secret: secret,
      at: input.now.toISOString(),
    });
    await audit(
      trx,
      input.actor,
      { action: 'staff_add', subject: `staff:${email}`, reason: `role ${input.role}` },
      input.now,
    );
  });
  const issuer = (await readSettings(db)).trust_short_name || TOTP_ISSUER_FALLBACK;
  return otpauthUri(secret, email, issuer);
}

export async function staffLines(db: Db): Promise<string[]> {
  const rows = await listStaff(db);
  if (rows.length === 0) return ['No staff accounts yet.'];
  return [
    ['email', 'role', 'added', 'state'].join('\t'),
    ...rows.map((r) =>
      [r.email, r.role, r.created_at, r.disabled_at ? `disabled ${r.disabled_at}` : 'active'].join(
        '\t',
      ),
    ),
  ];
}

/** Disables the account and ends its sessions at once. */
export async function disableStaffAccount(
  db: Db,
  email: string,
  actor: Actor,
  now: Date,
): Promise<string> {
  const account = await findStaffByEmail(db, email);
  if (!account) throw new StaffCliError(`No staff account with the email ${email.trim()}.`);
  if (account.disabled_at) return `${account.email} is already disabled.`;
  if (actor.kind === 'staff' && actor.id === account.id)
    throw new StaffCliError('You cannot disable your own account.');
  await db.transaction().execute(async (trx) => {
    await lockActiveAdmins(trx);
    await disableStaff(trx, account.id, now.toISOString());
    // Checked inside the transaction, after the change: the team never loses its last admin.
    if (account.role === 'admin' && (await countActiveAdmins(trx)) === 0)
      throw new StaffCliError(LAST_ADMIN);
    await audit(trx, actor, { action: 'staff_disable', subject: `staff:${account.email}` }, now);
  });
  return `Disabled ${account.email}; its sessions have ended.`;
}

const LAST_ADMIN = 'This is the last active admin: add another admin first.';

/** Changes an active account's role; the last active admin stays an admin. */
export async function changeStaffRole(
  db: Db,
  email: string,
  role: StaffRole,
  actor: Actor,
  now: Date,
): Promise<string> {
  const account = await findStaffByEmail(db, email);
  if (!account) throw new StaffCliError(`No staff account with the email ${email.trim()}.`);
  if (account.disabled_at) throw new StaffCliError(`${account.email} is disabled.`);
  if (account.role === role) return `${account.email} is already ${role}.`;
  await db.transaction().execute(async (trx) => {
    await lockActiveAdmins(trx);
    await setStaffRole(trx, account.id, role);
    if (account.role === 'admin' && (await countActiveAdmins(trx)) === 0)
      throw new StaffCliError(LAST_ADMIN);
    const reason = `role ${account.role} → ${role}`;
    await audit(
      trx,
      actor,
      { action: 'staff_role', subject: `staff:${account.email}`, reason },
      now,
    );
  });
  return `${account.email} is now ${role}.`;
}
