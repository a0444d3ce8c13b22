import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { validRegistration } from '../../../src/shared/domain/schemas/registration.fixture';
import type { LoginAnswer } from '../../../src/shared/protocol/types';
import {
  findMemberByEmail,
  setMemberStatus,
} from '../../../src/server/accounts/repositories/members';
import { outboxDir } from '../../../src/server/plugins/mail';
import { call, data, type TestApp } from './testApp';

export const PASSWORD = validRegistration.password;

let serial = 0;

/** The fixture's registration with a fresh email and mobile (both are unique), unless given. */
export function registration(over: Record<string, string> = {}): Record<string, string> {
  serial += 1;
  return {
    ...validRegistration,
    email_id: `member${serial}.${process.pid}@example.in`,
    contact_no: String(9_100_000_000 + serial * 7919),
    ...over,
  };
}

/** Registers through the API; the member stays pending. */
export async function registerMember(
  t: TestApp,
  over: Record<string, string> = {},
): Promise<string> {
  const fields = registration(over);
  const { wire } = await call(t.app, 'register_member', fields);
  if (wire.status !== '001') throw new Error(`registration refused: ${wire.text}`);
  return fields.email_id as string;
}

/** What the team's `verify` does, straight through the repository. */
export async function verifyByEmail(t: TestApp, email: string, at = new Date()): Promise<void> {
  const member = await findMemberByEmail(t.app.db, email);
  if (!member) throw new Error(`no member ${email}`);
  await setMemberStatus(t.app.db, member.id, { status: 'verified', at: at.toISOString() });
}

export async function login(t: TestApp, email: string, password = PASSWORD): Promise<LoginAnswer> {
  return data<LoginAnswer>(await call(t.app, 'logint', { p1: email, p2: password }));
}

/** Registered, verified and logged in. */
export async function verifiedMember(
  t: TestApp,
  over: Record<string, string> = {},
): Promise<LoginAnswer & { email: string }> {
  const email = await registerMember(t, over);
  await verifyByEmail(t, email);
  return { ...(await login(t, email, over.password ?? PASSWORD)), email };
}

export interface SentMail {
  file: string;
  to: string;
  /** The From header as written (the settings' sender name and MAIL_FROM's address). */
  from: string;
  subject: string;
  text: string;
}

/** The mails in DATA_DIR/outbox, oldest first (after the queue has drained). */
export async function readOutbox(t: TestApp | { dataDir: string }): Promise<SentMail[]> {
  if ('app' in t) await t.app.mailer.flush();
  const dir = outboxDir('app' in t ? t.env.config.dataDir : t.dataDir);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  files.sort();
  return Promise.all(
    files.map(async (file) => {
      const eml = await readFile(path.join(dir, file), 'utf8');
      const [folded = '', ...body] = eml.split(/\r?\n\r?\n/);
      // Long headers are folded onto the next lines, which start with white space.
      const head = folded.replace(/\r?\n[ \t]+/g, ' ');
      const header = (name: string) =>
        decodeWords(new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '');
      return {
        file,
        to: header('To'),
        from: header('From'),
        subject: header('Subject'),
        text: decodeBody(head, body.join('\n\n')),
      };
    }),
  );
}

/**
 * A header's RFC 2047 encoded words (`=?UTF-8?B?…?=`, as nodemailer writes a Hindi subject) as
 * text; the white space between two encoded words is not part of the text.
 */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_q, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * Undoes the transfer encoding nodemailer chose: base64 for a mostly non-ASCII body (Hindi), or
 * the quoted-printable soft breaks and escapes it uses for long lines.
 */
function decodeBody(head: string, body: string): string {
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(head)) return body;
  // Each escape is one byte of UTF-8: read them as bytes, then the bytes as UTF-8.
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The 6-digit code of the one OTP mail to `to` that is not among `seen` (file names). Mails of
 * the same millisecond have no order, so a test that sends twice says which mails it has seen.
 */
export async function lastOtp(
  t: TestApp,
  to: string,
  seen: readonly string[] = [],
): Promise<string> {
  const mails = (await otpMails(t, to)).filter((m) => !seen.includes(m.file));
  if (mails.length !== 1) throw new Error(`${mails.length} new OTP mails to ${to}`);
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the OTP mail to ${to}`);
  return code;
}

export const otpMails = async (t: TestApp, to: string): Promise<SentMail[]> =>
  (await readOutbox(t)).filter((m) => m.to === to && m.subject === 'Your one-time code');

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-03-01T09:00:00.000Z')) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export const MINUTE = 60 * 1000;
