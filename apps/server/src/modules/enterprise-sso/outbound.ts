import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Requests this server makes to addresses that an organisation's admin typed in (an identity
 * provider's issuer, the addresses its discovery document names, a domain being verified). Without
 * a guard, anyone allowed to register a provider could make the server call its own network: the
 * cloud metadata service, a database's HTTP port, an admin page on localhost (server-side request
 * forgery). So every host name is resolved here, each address it resolves to is checked, and the
 * connection goes to the checked address itself (the `lookup` hook of node's http client), so a
 * DNS answer that changes between the check and the connection (DNS rebinding) changes nothing.
 */

/** Ranges never reachable from here: not the public internet (RFC 6890 and the IANA registries). */
const BLOCKED = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this" network, unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (and Alibaba's metadata service, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle's metadata at 192.0.0.192)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
] as const) {
  BLOCKED.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique-local (AWS's metadata at fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, bits, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The eight 16-bit words of an IPv6 address (dotted IPv4 tail included). */
function ipv6Words(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] !== undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((w) =>
    Number.parseInt(w, 16),
  );
}

function wordsToIpv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16). */
function embeddedIpv4(address: string): string | undefined {
  const w = ipv6Words(address);
  if (w.length !== 8) return undefined;
  const zero = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && w[5] === 0xffff) return wordsToIpv4(w[6] ?? 0, w[7] ?? 0);
  if (w[0] === 0x64 && w[1] === 0xff9b && zero(2, 6)) return wordsToIpv4(w[6] ?? 0, w[7] ?? 0);
  if (w[0] === 0x2002) return wordsToIpv4(w[1] ?? 0, w[2] ?? 0);
  return undefined;
}

/** Whether an address is loopback (127.0.0.0/8, ::1, or IPv4 loopback inside IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return LOOPBACK.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  return inner !== undefined ? LOOPBACK.check(inner, 'ipv4') : LOOPBACK.check(address, 'ipv6');
}

/** Whether an address is anything but a public unicast one. Not an IP address at all counts as blocked. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner !== undefined) return BLOCKED.check(inner, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has; tests drive it. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export interface OutboundPolicy {
  /** Allow plain http, and only to loopback addresses (development and tests). */
  allowInsecureLoopback: boolean;
  /** The longest a whole request may take, answer included. */
  timeoutMs: number;
  /** The largest answer read; a longer one is cut off. */
  maxBytes: number;
  resolve?: HostResolver;
}

export type OutboundRefusalReason =
  'scheme_not_allowed' | 'address_blocked' | 'unresolvable' | 'timeout' | 'too_large' | 'unreachable';

/** Why an outbound request was not made or not finished. The message never holds secrets. */
export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundRefusalReason,
    detail?: string,
  ) {
    super(detail === undefined ? reason : `${reason}: ${detail}`);
    this.name = 'OutboundError';
  }
}

function allowedAddress(policy: OutboundPolicy, address: string): boolean {
  if (policy.allowInsecureLoopback && isLoopbackAddress(address)) return true;
  return !isBlockedAddress(address);
}

/** A URL's host as an address when it is an IP literal (brackets removed), else undefined. */
function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) === 0 ? undefined : host;
}

/**
 * Checks every address a host name resolves to; answers them, or throws. Plain http is refused
 * unless every address is loopback and the policy allows it.
 */
async function checkedAddresses(url: URL, policy: OutboundPolicy): Promise<ResolvedAddress[]> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new OutboundError('scheme_not_allowed', url.protocol);
  }
  const literal = literalAddress(url);
  let addresses: ResolvedAddress[];
  if (literal !== undefined) {
    addresses = [{ address: literal, family: isIP(literal) === 6 ? 6 : 4 }];
  } else {
    let timer: NodeJS.Timeout | undefined;
    try {
      // the system resolver has no deadline of its own
      addresses = await Promise.race([
        (policy.resolve ?? systemResolver)(url.hostname),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(
            () => reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })),
            policy.timeoutMs,
          );
        }),
      ]);
    } catch (err) {
      throw new OutboundError('unresolvable', (err as { code?: string }).code ?? 'lookup failed');
    } finally {
      clearTimeout(timer);
    }
    if (addresses.length === 0) throw new OutboundError('unresolvable', 'no address');
  }
  const blocked = addresses.find((a) => !allowedAddress(policy, a.address));
  if (blocked !== undefined) {
    throw new OutboundError('address_blocked', `${url.hostname} is not a public address`);
  }
  if (
    url.protocol === 'http:' &&
    !(policy.allowInsecureLoopback && addresses.every((a) => isLoopbackAddress(a.address)))
  ) {
    throw new OutboundError('scheme_not_allowed', 'http');
  }
  return addresses;
}

/**
 * Whether a URL may be called: its scheme, and every address its host resolves to now. A name that
 * does not resolve passes (`unresolved: true`): the request itself checks again when it is made.
 */
export async function checkTarget(
  value: string,
  policy: OutboundPolicy,
): Promise<{ ok: true; unresolved: boolean } | { ok: false; error: OutboundError }> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, error: new OutboundError('scheme_not_allowed', 'not a URL') };
  }
  try {
    await checkedAddresses(url, policy);
    return { ok: true, unresolved: false };
  } catch (err) {
    if (err instanceof OutboundError && err.reason === 'unresolvable') {
      // plain http must be proven loopback; a name that does not resolve proves nothing
      if (url.protocol === 'http:') return { ok: false, error: err };
      return { ok: true, unresolved: true };
    }
    return { ok: false, error: err as OutboundError };
  }
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface OutboundInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/**
 * One request under the policy: the host resolved and checked, the connection made to a checked
 * address, no redirects followed, the whole exchange within `timeoutMs` and the answer within
 * `maxBytes`.
 */
export async function guardedRequest(
  value: string,
  init: OutboundInit,
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  const url = new URL(value);
  const started = Date.now();
  const addresses = await checkedAddresses(url, policy);
  // the connection uses the addresses checked above, never a second, unchecked lookup
  const lookup: LookupFunction = (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = addresses.filter((a) => wanted === undefined || a.family === wanted);
    const first = usable[0];
    if (first === undefined) {
      callback(Object.assign(new Error('no address of the wanted family'), { code: 'ENOTFOUND' }), '', 4);
      return;
    }
    if (options.all === true) {
      (callback as unknown as (err: null, all: ResolvedAddress[]) => void)(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
  const remaining = Math.max(1, policy.timeoutMs - (Date.now() - started));
  const signals = [AbortSignal.timeout(remaining), ...(init.signal ? [init.signal] : [])];
  const signal = AbortSignal.any(signals);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<OutboundResponse>((resolve, reject) => {
    let settled = false;
    const fail = (error: OutboundError) => {
      if (settled) return;
      settled = true;
      req.destroy();
      reject(error);
    };
    const onAbort = () =>
      fail(
        init.signal?.aborted === true
          ? new OutboundError('unreachable', 'aborted')
          : new OutboundError('timeout', `no complete answer within ${policy.timeoutMs} ms`),
      );
    const req = send(url, {
      method: init.method ?? 'GET',
      headers: {
        'user-agent': 'talent-sourcing',
        ...init.headers,
        ...(init.body !== undefined ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}),
      },
      lookup,
      agent: false,
    });
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (err: NodeJS.ErrnoException) =>
      fail(new OutboundError('unreachable', err.code ?? err.message)),
    );
    req.on('response', (res) => {
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > policy.maxBytes) {
        fail(new OutboundError('too_large', `over ${policy.maxBytes} bytes`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > policy.maxBytes) {
          fail(new OutboundError('too_large', `over ${policy.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', (err: NodeJS.ErrnoException) =>
        fail(new OutboundError('unreachable', err.code ?? err.message)),
      );
      res.on('end', () => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    if (signal.aborted) onAbort();
    req.end(init.body);
  });
}
