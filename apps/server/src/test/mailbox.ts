import type { MailMessage, Mailer } from '../lib/mailer.js';

/** The mail an app sent during a test, newest last: the test's own transport, like the outbox files. */
export class Mailbox implements Mailer {
  readonly description = 'the test mailbox';
  readonly messages: MailMessage[] = [];
  /** Set to make the next sends fail, as an SMTP server that is down would. */
  failing = false;

  send(message: MailMessage): Promise<void> {
    if (this.failing) return Promise.reject(new Error('SMTP server unavailable'));
    this.messages.push(message);
    return Promise.resolve();
  }

  close(): void {}

  /** The mails to one address. */
  to(address: string): MailMessage[] {
    return this.messages.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }

  /** The sign-up token in the newest mail to this address (the `#token=` of its link). */
  signupToken(address: string): string | undefined {
    const mails = this.to(address);
    const text = mails[mails.length - 1]?.text ?? '';
    const match = /#token=([\w-]+)/.exec(text);
    return match?.[1];
  }
}
