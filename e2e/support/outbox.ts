import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The mails the server wrote as `.eml` files to `{DATA_DIR}/outbox/` (no SMTP_URL set), read like a
 * mail client would: headers, then each MIME part decoded from quoted-printable or base64.
 */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** Every text part, decoded. */
  bodies: string[];
}

function splitHead(raw: string): { headers: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: raw, body: '' };
  return { headers: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function header(headers: string, name: string): string {
  // a long header continues on lines that start with white space
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

function decode(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function parts(headers: string, body: string): string[] {
  const type = header(headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || boundary === undefined) {
    return [decode(body, header(headers, 'Content-Transfer-Encoding'))];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => {
      const inner = splitHead(part.replace(/^\r?\n/, ''));
      return parts(inner.headers, inner.body);
    });
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (file) => {
      const { headers, body } = splitHead(await readFile(path.join(dir, file), 'utf8'));
      return {
        file,
        to: header(headers, 'To'),
        subject: header(headers, 'Subject'),
        bodies: parts(headers, body),
      };
    }),
  );
}

/** The newest mail to this address, waiting for it to be written (the server sends it before it answers). */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    const newest = mails[mails.length - 1];
    if (newest !== undefined) return newest;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${path.join(dataDir, 'outbox')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The sign-up link (`…/sso/verify#token=…`) in the newest mail to this address. */
export async function signupLink(dataDir: string, email: string): Promise<string> {
  const mail = await waitForMail(dataDir, email);
  for (const body of mail.bodies) {
    const link = /https?:\/\/[^\s"'<>]+\/sso\/verify#token=[\w-]+/.exec(body)?.[0];
    if (link !== undefined) return link;
  }
  throw new Error(`the newest mail to ${email} (${mail.file}) has no sign-up link`);
}
