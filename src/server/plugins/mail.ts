import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
): Mailer {
  const deliver = config.smtpUrl ? smtp(config.smtpUrl) : outbox(outboxDir(config.dataDir));
  const inFlight = new Set<Promise<void>>();
  return {
    send(message) {
      const job = deliver({ from: config.mailFrom, ...message }).then(
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

type Envelope = MailMessage & { from: string };
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
