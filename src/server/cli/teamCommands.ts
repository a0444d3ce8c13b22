import { printable } from '../../shared/domain/controlChars';
import { findMemberByEmail, listPendingMembers } from '../accounts';
import { loadConfig, type Config, type Env } from '../config';
import { openDatabase, type Db } from '../plugins/db';
import { createMailer, type Mailer } from '../plugins/mail';
import { readMailBrand } from '../settings';
import {
  addStaff,
  askHidden,
  disableStaffAccount,
  isStaffRole,
  rejectRegistration,
  staffLines,
  staffPassword,
  StaffCliError,
  verifyRegistration,
  type Actor,
} from '../staff';

export const USAGE = `Usage:
  npm run team -- pending                          list registrations awaiting verification
  npm run team -- verify <email>                   verify a registration and mail the member
  npm run team -- reject <email> --reason "…"      reject a registration and mail the reason
  npm run team -- staff add <email> --role admin|verifier|editor
                                                   add a staff account (password from STAFF_PASSWORD,
                                                   else asked twice); prints its otpauth:// URI
  npm run team -- staff list                       list the staff accounts
  npm run team -- staff disable <email>            disable a staff account and end its sessions`;

export interface TeamIo {
  env?: Env;
  cwd?: string;
  out?: (line: string) => void;
  err?: (line: string) => void;
  now?: () => Date;
  /** Reads a password from the terminal (tests answer it). */
  ask?: (question: string) => Promise<string>;
}

class UsageError extends Error {}
class TeamError extends Error {}

interface Parsed {
  command: 'pending' | 'verify' | 'reject' | 'staff add' | 'staff list' | 'staff disable';
  email?: string;
  reason?: string;
  role?: string;
}

/** `staff add <email> --role r`, `staff list`, `staff disable <email>`. */
function parseStaff(args: readonly string[]): Parsed {
  const [sub, ...rest] = args;
  let role: string | undefined;
  const positional: string[] = [];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    if (arg === '--role') role = rest.shift();
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  if (sub === 'add' && positional.length === 1) {
    if (!isStaffRole(role))
      throw new UsageError('Please give the role: --role admin|verifier|editor.');
    return { command: 'staff add', email: positional[0], role };
  }
  if (sub === 'list' && positional.length === 0 && role === undefined)
    return { command: 'staff list' };
  if (sub === 'disable' && positional.length === 1 && role === undefined)
    return { command: 'staff disable', email: positional[0] };
  throw new UsageError(`Cannot read "staff ${args.join(' ')}".`);
}

function parse(args: readonly string[]): Parsed {
  if (args[0] === 'staff') return parseStaff(args.slice(1));
  const rest = [...args];
  const command = rest.shift();
  let reason: string | undefined;
  const positional: string[] = [];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    if (arg === '--reason') reason = rest.shift();
    else if (arg.startsWith('--reason=')) reason = arg.slice('--reason='.length);
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  if (command === 'pending' && positional.length === 0 && reason === undefined) {
    return { command };
  }
  if (command === 'verify' && positional.length === 1 && reason === undefined) {
    return { command, email: positional[0] };
  }
  if (command === 'reject' && positional.length === 1) {
    if (!reason?.trim()) throw new UsageError('Please give the reason: --reason "…".');
    return { command, email: positional[0], reason: reason.trim() };
  }
  throw new UsageError(command ? `Cannot read "${args.join(' ')}".` : 'Which command?');
}

async function memberOf(db: Db, email: string) {
  const member = await findMemberByEmail(db, email);
  if (!member) throw new TeamError(`No registration with the email ${printable(email.trim())}.`);
  return member;
}

interface RunDeps {
  db: Db;
  mail: Mailer;
  out: (l: string) => void;
  now: Date;
  config: Config;
  actor: Actor;
  env: Env;
  ask: (question: string) => Promise<string>;
}

async function runStaff(parsed: Parsed, d: RunDeps) {
  if (parsed.command === 'staff list') return (await staffLines(d.db)).forEach((l) => d.out(l));
  if (parsed.command === 'staff disable')
    return d.out(await disableStaffAccount(d.db, parsed.email ?? '', d.actor, d.now));
  const password = await staffPassword(d.env, d.ask);
  const uri = await addStaff(d.db, {
    email: parsed.email ?? '',
    role: parsed.role as 'admin',
    password,
    hashN: d.config.passwordHashN,
    actor: d.actor,
    now: d.now,
  });
  d.out(`Added ${parsed.email?.trim().toLowerCase()} as ${parsed.role}.`);
  d.out('Add this account to an authenticator app (scan it as a QR code or paste it):');
  d.out(uri);
}

async function run(parsed: Parsed, d: RunDeps) {
  const { db, mail, out, now } = d;
  if (parsed.command.startsWith('staff ')) return runStaff(parsed, d);
  if (parsed.command === 'pending') {
    const rows = await listPendingMembers(db);
    if (rows.length === 0) return out('No registrations are waiting for verification.');
    out(['mem_no', 'name', 'email', 'registered'].join('\t'));
    // Names come from strangers: a control character must not clear the terminal or forge a row.
    for (const r of rows) {
      out(
        [r.mem_no, r.mem_name, r.email_id, r.created_at]
          .map((v) => printable(String(v)))
          .join('\t'),
      );
    }
    return out(`${rows.length} waiting.`);
  }
  const member = await memberOf(db, parsed.email ?? '');
  const who = printable(`${member.mem_no} ${member.mem_name} <${member.email_id}>`);
  // The same decisions as the console's desk (staff/decisions.ts), logged as the command line.
  const deps = { db, mail, now };
  if (parsed.command === 'verify') {
    if (member.status === 'verified') return out(`${who} is already verified.`);
    const decision = await verifyRegistration(deps, d.actor, member.id);
    if (!decision.ok) throw new TeamError(decision.message);
    return out(`Verified ${who}; a mail has been sent.`);
  }
  // A member rejected after verification is logged out everywhere.
  const decision = await rejectRegistration(deps, d.actor, member.id, parsed.reason ?? '');
  if (!decision.ok) throw new TeamError(decision.message);
  return out(`Rejected ${who}; a mail with the reason has been sent.`);
}

/**
 * `npm run team -- …`: the team's verification commands. Uses DATA_DIR and DATABASE_URL like
 * the server, and may run while it does. Answers the exit code: 0 done, 1 refused, 2 usage.
 */
export async function runTeam(args: readonly string[], io: TeamIo = {}): Promise<number> {
  const out = io.out ?? ((l: string) => console.log(l));
  const err = io.err ?? ((l: string) => console.error(l));
  let parsed: Parsed;
  try {
    parsed = parse(args);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    err(`${e.message}\n${USAGE}`);
    return 2;
  }
  const env = io.env ?? process.env;
  const config = loadConfig(env, io.cwd ?? process.cwd());
  const db = await openDatabase(config);
  const mail = createMailer(
    config,
    {
      info: () => undefined,
      error: (o: unknown) =>
        err(`A mail could not be sent: ${String((o as { err?: unknown }).err ?? o)}`),
    },
    undefined,
    () => readMailBrand(db),
  );
  try {
    await run(parsed, {
      db,
      mail,
      out,
      now: (io.now ?? (() => new Date()))(),
      config,
      env,
      ask: io.ask ?? askHidden,
      // The audit log names the command, never a password (that comes from env or the terminal).
      actor: { kind: 'cli', command: `npm run team -- ${args.join(' ')}` },
    });
    return 0;
  } catch (e) {
    if (e instanceof TeamError || e instanceof StaffCliError) {
      err(e.message);
      return 1;
    }
    throw e;
  } finally {
    await mail.flush();
    await db.destroy();
  }
}
