import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Address } from 'nodemailer/lib/mailer';
import type { FastifyBaseLogger } from 'fastify';
import { printable } from '../../shared/domain/controlChars';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  /** The body; the mailer adds the trust's sign-off (site settings) after it. */
  text: string;
  /** What follows the sign-off (a reply quotes the message it answers). */
  after?: string;
  /** A mail to the trust's own office, which carries no sign-off. */
  unsigned?: boolean;
}

/** What each mail takes from the site's settings (settings/brand.ts); read when it is sent. */
export interface MailBrand {
  senderName: string;
  signOff: string;
}

const NO_BRAND: MailBrand = { senderName: '', signOff: '' };

/** The body as sent: the text, the sign-off, then what follows it, a blank line between. */
export const composeText = (message: MailMessage, brand: MailBrand): string =>
  [message.text, message.unsigned ? '' : brand.signOff.trim(), message.after ?? '']
    .filter(Boolean)
    .join('\n\n');

/**
 * The From header: MAIL_FROM's address, under the settings' sender name when there is one (the
 * trust's name lives in its settings, the address in the server's configuration).
 */
export function fromHeader(mailFrom: string, senderName: string): string | Address {
  const name = senderName.trim();
  if (!name) return mailFrom;
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name, address };
}

export interface Mailer {
  /**
   * Queues a message and returns at once: a caller's answer time must not depend on whether a
   * mail went out (that would tell an attacker which addresses have accounts). Failures are logged.
   */
  send(message: MailMessage): void;
  /** Waits until every queued message is sent or has failed (tests; shutdown). */
  flush(): Promise<void>;
}

export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox/,
 * which a person can open with any mail program. Only subjects are logged (never a code).
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>,
  log: Log,
  /** Told whether each message went out (metrics). */
  onOutcome: (outcome: 'sent' | 'failed') => void = () => undefined,
  /** The sender name and sign-off of the site's settings, read for each mail. */
  brand: () => Promise<MailBrand> = async () => NO_BRAND,
): Mailer {
  const deliver = config.smtpUrl ? smtp(config.smtpUrl) : outbox(outboxDir(config.dataDir));
  const inFlight = new Set<Promise<void>>();
  return {
    send(raw) {
      // Header fields never carry a control character (a CR/LF would start a new header).
      const to = printable(raw.to);
      const subject = printable(raw.subject);
      const message = { to, subject };
      const job = brandOf(brand, log)
        .then((b) =>
          deliver({
            from: fromHeader(config.mailFrom, b.senderName),
            to,
            subject,
            text: composeText(raw, b),
          }),
        )
        .then(
          (where) => {
            onOutcome('sent');
            log.info({ subject: message.subject, where }, 'mail sent');
          },
          (err: unknown) => {
            onOutcome('failed');
            log.error({ err, subject: message.subject }, 'mail could not be sent');
          },
        );
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
    },
    async flush() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/** Settings that cannot be read never stop a mail: it goes without sign-off and sender name. */
async function brandOf(brand: () => Promise<MailBrand>, log: Log): Promise<MailBrand> {
  try {
    return await brand();
  } catch (err) {
    log.error({ err }, 'mail settings could not be read');
    return NO_BRAND;
  }
}

type Envelope = { from: string | Address; to: string; subject: string; text: string };
type Deliver = (mail: Envelope) => Promise<string>;

function smtp(url: string): Deliver {
  const transport = nodemailer.createTransport(url);
  return async (mail) => {
    await transport.sendMail(mail);
    return 'smtp';
  };
}

function outbox(dir: string): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (mail) => {
    // Named when sent, not when written, so that the names sort in sending order.
    const name = `${Date.now()}-${randomBytes(6).toString('hex')}.eml`;
    const info = await transport.sendMail(mail);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
    return `outbox/${name}`;
  };
}
