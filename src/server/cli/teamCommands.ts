import {
  rejectedMail,
  verifiedMail,
  findMemberByEmail,
  listPendingMembers,
  setMemberStatus,
  revokeAllSessions,
} from '../accounts';
import { loadConfig, type Env } from '../config';
import { openDatabase, type Db } from '../plugins/db';
import { createMailer, type Mailer } from '../plugins/mail';

export const USAGE = `Usage:
  npm run team -- pending                          list registrations awaiting verification
  npm run team -- verify <email>                   verify a registration and mail the member
  npm run team -- reject <email> --reason "…"      reject a registration and mail the reason`;

export interface TeamIo {
  env?: Env;
  cwd?: string;
  out?: (line: string) => void;
  err?: (line: string) => void;
  now?: () => Date;
}

class UsageError extends Error {}
class TeamError extends Error {}

interface Parsed {
  command: 'pending' | 'verify' | 'reject';
  email?: string;
  reason?: string;
}

function parse(args: readonly string[]): Parsed {
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
  if (!member) throw new TeamError(`No registration with the email ${email.trim()}.`);
  return member;
}

async function run(parsed: Parsed, db: Db, mail: Mailer, out: (l: string) => void, now: Date) {
  if (parsed.command === 'pending') {
    const rows = await listPendingMembers(db);
    if (rows.length === 0) return out('No registrations are waiting for verification.');
    out(['mem_no', 'name', 'email', 'registered'].join('\t'));
    for (const r of rows) out([r.mem_no, r.mem_name, r.email_id, r.created_at].join('\t'));
    return out(`${rows.length} waiting.`);
  }
  const member = await memberOf(db, parsed.email ?? '');
  const who = `${member.mem_no} ${member.mem_name} <${member.email_id}>`;
  if (parsed.command === 'verify') {
    if (member.status === 'verified') return out(`${who} is already verified.`);
    await setMemberStatus(db, member.id, { status: 'verified', at: now.toISOString() });
    mail.send(verifiedMail(member.email_id, member.first_name, member.mem_no ?? 0));
    return out(`Verified ${who}; a mail has been sent.`);
  }
  const reason = parsed.reason ?? '';
  await setMemberStatus(db, member.id, { status: 'rejected', reason });
  // A member rejected after verification is logged out everywhere.
  await revokeAllSessions(db, member.id, now.toISOString());
  mail.send(rejectedMail(member.email_id, member.first_name, reason));
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
  const config = loadConfig(io.env ?? process.env, io.cwd ?? process.cwd());
  const db = await openDatabase(config);
  const mail = createMailer(config, {
    info: () => undefined,
    error: (o: unknown) =>
      err(`A mail could not be sent: ${String((o as { err?: unknown }).err ?? o)}`),
  });
  try {
    await run(parsed, db, mail, out, (io.now ?? (() => new Date()))());
    return 0;
  } catch (e) {
    if (e instanceof TeamError) {
      err(e.message);
      return 1;
    }
    throw e;
  } finally {
    await mail.flush();
    await db.destroy();
  }
}
