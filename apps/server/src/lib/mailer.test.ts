import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('the mailer', () => {
  it('delivers to a real SMTP server with a plain-text part and the From address', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => {
          data += c.toString();
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'Talent Sourcing <no-reply@jobs.example.com>',
      timeoutMs: 5000,
    });
    expect(mailer.description).toBe(`smtp://127.0.0.1:${port}`);
    await mailer.send({
      to: 'maryam@example.test',
      subject: 'مرحبًا',
      text: 'Hello\nworld',
      html: '<p>Hello</p>',
    });
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@jobs.example.com');
    expect(received[0]?.to).toEqual(['maryam@example.test']);
    expect(received[0]?.data).toMatch(/Content-Type: text\/plain/);
    expect(received[0]?.data).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('fails (instead of hanging) when the SMTP server does not answer', async () => {
    const mailer = createMailer({
      // a port nothing listens on
      smtpUrl: 'smtp://127.0.0.1:9',
      outboxDir: '/nonexistent',
      from: 'no-reply@example.test',
      timeoutMs: 1000,
    });
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });

  it('writes whole .eml files to the outbox when no SMTP server is set', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir: path.join(dir, 'outbox'),
      from: 'x@example.test',
      timeoutMs: 1000,
    });
    await mailer.send({ to: 'a@example.test', subject: 'One', text: 'first' });
    await mailer.send({ to: 'b@example.test', subject: 'Two', text: 'second' });
    const files = (await readdir(path.join(dir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const texts = await Promise.all(files.map((f) => readFile(path.join(dir, 'outbox', f), 'utf8')));
    expect(texts.some((t) => /^To: a@example\.test/m.test(t) && t.includes('first'))).toBe(true);
    expect(texts.some((t) => /^To: b@example\.test/m.test(t) && t.includes('second'))).toBe(true);
  });
});
