import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDomainVerifier, findVerification } from './domain-verifier.js';
import { OidcClient, SsoFailure } from './oidc-client.js';
import {
  guardedRequest,
  type HostResolver,
  isBlockedAddress,
  isLoopbackAddress,
  type OutboundPolicy,
} from './outbound.js';

/** Real HTTP peers on this machine, each counting the connections it is offered. */
const servers: Server[] = [];
async function peer(handler: RequestListener): Promise<{ port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer(handler);
  server.on('connection', () => (connections += 1));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { port: (server.address() as AddressInfo).port, connections: () => connections };
}
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  );
});

/** Resolves the names it knows; each answer can change from one call to the next (DNS rebinding). */
function resolver(names: Record<string, string[][]>): HostResolver {
  const calls = new Map<string, number>();
  return (hostname) => {
    const answers = names[hostname];
    if (answers === undefined) return Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' }));
    const n = calls.get(hostname) ?? 0;
    calls.set(hostname, n + 1);
    const answer = answers[Math.min(n, answers.length - 1)] ?? [];
    return Promise.resolve(answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
}

const policy = (over: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
  allowInsecureLoopback: false,
  timeoutMs: 2000,
  maxBytes: 1024,
  ...over,
});

describe('the address blocklist', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '192.0.0.192',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:0101::1',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    'not an address',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );

  it('knows loopback in every spelling', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['10.0.0.1', '::2', '93.184.216.34']) expect(isLoopbackAddress(a), a).toBe(false);
  });
});

describe('a guarded request', () => {
  it('connects to the checked address of a name, and refuses a name that resolves to loopback', async () => {
    const server = await peer((req, res) => res.end(`host ${req.headers.host}`));
    const names = resolver({ 'idp.test': [['127.0.0.1']] });
    // development: loopback allowed, so the name's checked address is where the request goes
    const res = await guardedRequest(
      `http://idp.test:${server.port}/x`,
      {},
      policy({ allowInsecureLoopback: true, resolve: names }),
    );
    expect(res.body.toString()).toBe(`host idp.test:${server.port}`);
    expect(server.connections()).toBe(1);

    // production: the same name is refused before any connection
    for (const url of [`https://idp.test:${server.port}/x`, `http://idp.test:${server.port}/x`]) {
      await expect(guardedRequest(url, {}, policy({ resolve: names }))).rejects.toMatchObject({
        reason: 'address_blocked',
      });
    }
    await expect(guardedRequest(`http://127.0.0.1:${server.port}/`, {}, policy())).rejects.toMatchObject({
      reason: 'address_blocked',
    });
    expect(server.connections()).toBe(1);
  });

  it('uses the address it checked, not a second answer (DNS rebinding)', async () => {
    const server = await peer((_req, res) => res.end('reached'));
    // public at the first lookup, loopback afterwards: the request is made with the first answer
    const names = resolver({ 'rebind.test': [['93.184.216.34'], ['127.0.0.1']] });
    await expect(
      guardedRequest(`https://rebind.test:${server.port}/`, {}, policy({ resolve: names, timeoutMs: 300 })),
    ).rejects.toBeInstanceOf(Error);
    expect(server.connections()).toBe(0);
    // an answer that mixes a public and a private address is refused whole
    const mixed = resolver({ 'mixed.test': [['93.184.216.34', '127.0.0.1']] });
    await expect(
      guardedRequest(`https://mixed.test:${server.port}/`, {}, policy({ resolve: mixed })),
    ).rejects.toMatchObject({ reason: 'address_blocked' });
    expect(server.connections()).toBe(0);
  });

  it('refuses plain http to anything but loopback, and other schemes', async () => {
    const names = resolver({ 'public.test': [['93.184.216.34']] });
    await expect(
      guardedRequest('http://public.test/', {}, policy({ allowInsecureLoopback: true, resolve: names })),
    ).rejects.toMatchObject({ reason: 'scheme_not_allowed' });
    await expect(guardedRequest('ftp://public.test/', {}, policy({ resolve: names }))).rejects.toMatchObject({
      reason: 'scheme_not_allowed',
    });
  });

  it('cuts off an answer larger than the limit, declared or streamed', async () => {
    const declared = await peer((_req, res) => {
      res.setHeader('content-length', '4096');
      res.end('x'.repeat(4096));
    });
    const streamed = await peer((_req, res) => {
      res.write('x'.repeat(800));
      res.write('x'.repeat(800));
      res.end();
    });
    const loopback = policy({ allowInsecureLoopback: true, maxBytes: 1024 });
    for (const { port } of [declared, streamed]) {
      await expect(guardedRequest(`http://127.0.0.1:${port}/`, {}, loopback)).rejects.toMatchObject({
        reason: 'too_large',
      });
    }
  });

  it('gives up on an answer that does not finish in time', async () => {
    const slow = await peer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"issuer":');
      // and never ends
    });
    const started = Date.now();
    await expect(
      guardedRequest(
        `http://127.0.0.1:${slow.port}/`,
        {},
        policy({ allowInsecureLoopback: true, timeoutMs: 300 }),
      ),
    ).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('does not follow redirects', async () => {
    const target = await peer((_req, res) => res.end('followed'));
    const redirecting = await peer((_req, res) => {
      res.statusCode = 302;
      res.setHeader('location', `http://127.0.0.1:${target.port}/`);
      res.end();
    });
    const res = await guardedRequest(
      `http://127.0.0.1:${redirecting.port}/`,
      {},
      policy({ allowInsecureLoopback: true }),
    );
    expect(res.status).toBe(302);
    expect(target.connections()).toBe(0);
  });
});

describe('the OpenID client through the guard', () => {
  it('refuses an oversize or slow discovery document, and one whose token endpoint is private', async () => {
    let issuer = '';
    let mode: 'large' | 'slow' | 'private' = 'large';
    const server = await peer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      if (mode === 'large') return res.end(JSON.stringify({ issuer, padding: 'x'.repeat(4096) }));
      if (mode === 'slow') return res.write('{');
      return res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: 'https://internal.test/token',
          jwks_uri: `${issuer}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    });
    issuer = `http://127.0.0.1:${server.port}`;
    const client = new OidcClient({
      allowInsecureLoopback: true,
      timeoutMs: 300,
      maxBytes: 1024,
      resolve: resolver({ 'internal.test': [['10.20.30.40']] }),
    });
    const reason = async () => {
      try {
        await client.discover(issuer);
        return 'accepted';
      } catch (err) {
        return err instanceof SsoFailure ? err.message : String(err);
      }
    };
    expect(await reason()).toMatch(/^discovery_too_large/);
    mode = 'slow';
    expect(await reason()).toMatch(/^discovery_unreachable: timeout/);
    mode = 'private';
    expect(await reason()).toMatch(/^discovery_endpoint_blocked: token_endpoint: address_blocked/);
  });
});

describe('the real domain verifier', () => {
  it('finds nothing on a domain whose web site resolves to an internal address, and makes no connection', async () => {
    const server = await peer((_req, res) => res.end('token-that-would-match-xxxxxxxxxxxxxx'));
    const verifier = createDomainVerifier(
      policy({ resolve: resolver({ 'victim.test': [['127.0.0.1']] }), timeoutMs: 500 }),
    );
    await expect(
      verifier.fetchWellKnown(
        `https://victim.test:${server.port}/.well-known/talent-domain-verification.txt`,
      ),
    ).rejects.toMatchObject({ reason: 'address_blocked' });
    expect(
      await findVerification(
        { dnsTxt: () => Promise.resolve([]), fetchWellKnown: verifier.fetchWellKnown },
        'victim.test',
        'token-that-would-match-xxxxxxxxxxxxxx',
      ),
    ).toBeUndefined();
    expect(server.connections()).toBe(0);
    // plain http never proves a domain
    expect(await verifier.fetchWellKnown(`http://127.0.0.1:${server.port}/`)).toBeUndefined();
  });
});
