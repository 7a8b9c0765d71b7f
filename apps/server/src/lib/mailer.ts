import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  html?: string;
  /** Files sent with it, such as an interview's `.ics` (`text/calendar; method=REQUEST`). */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Where mail goes, for the start message and logs (never with a password). */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://`, `smtps://` (implicit TLS) or `smtp://…?requireTLS=true` (STARTTLS); unset: the outbox. */
  smtpUrl: string | undefined;
  /** Where mails are written as `.eml` files when no SMTP server is set. */
  outboxDir: string;
  /** The From address. */
  from: string;
  /** Gives up on an SMTP server that does not answer (MAIL_TIMEOUT_MS). */
  timeoutMs: number;
}

function describeSmtp(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}`;
  } catch {
    return 'SMTP';
  }
}

/**
 * Mail through nodemailer: to the SMTP server of `SMTP_URL`, or, unset, as `.eml` files in the
 * outbox folder, so that the product runs with no mail server and a developer can open each mail.
 * A file is written under a temporary name and renamed, so a reader never sees half a mail.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl !== undefined) {
    const transport = createTransport(options.smtpUrl, { from: options.from });
    transport.options.connectionTimeout = options.timeoutMs;
    transport.options.greetingTimeout = options.timeoutMs;
    transport.options.socketTimeout = options.timeoutMs;
    return {
      description: describeSmtp(options.smtpUrl),
      async send(message) {
        await transport.sendMail({ ...message, from: options.from });
      },
      close() {
        transport.close();
      },
    };
  }
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `files in ${path.resolve(options.outboxDir)}`,
    async send(message) {
      const info = await stream.sendMail({ ...message, from: options.from });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const partial = path.join(options.outboxDir, `.${name}.tmp`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(options.outboxDir, `${name}.eml`));
    },
    close() {
      stream.close();
    },
  };
}
