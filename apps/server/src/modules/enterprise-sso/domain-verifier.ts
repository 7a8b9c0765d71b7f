import { Resolver } from 'node:dns/promises';
import { guardedRequest, type OutboundPolicy } from './outbound.js';

/**
 * How an organisation proves that an e-mail domain is its own before its identity provider may sign
 * in the people of that domain: a DNS TXT record, or a file on the domain's web site. Both hold a
 * token that only this product hands out, to that organisation's admins.
 */
export interface DomainVerifier {
  /** The TXT records at a DNS name (each record's strings joined); none: an empty list. */
  dnsTxt(name: string): Promise<string[]>;
  /** The body of an https address when it answers 200; otherwise undefined. */
  fetchWellKnown(url: string): Promise<string | undefined>;
}

export type VerificationMethod = 'dns_txt' | 'well_known';

export const DNS_RECORD_PREFIX = '_talent-verification';
export const TXT_VALUE_PREFIX = 'talent-domain-verification=';
export const WELL_KNOWN_PATH = '/.well-known/talent-domain-verification.txt';

/** Where and what to publish for one domain and token. */
export function verificationInstructions(domain: string, token: string) {
  return {
    token,
    dnsRecordName: `${DNS_RECORD_PREFIX}.${domain}`,
    dnsRecordValue: `${TXT_VALUE_PREFIX}${token}`,
    wellKnownUrl: `https://${domain}${WELL_KNOWN_PATH}`,
    wellKnownContent: token,
  };
}

/**
 * Looks for the token: first the TXT record, then the file. Answers how it was found, or undefined.
 * A failure of either way (no record, no file, a timeout, a refused address) is "not found".
 */
export async function findVerification(
  verifier: DomainVerifier,
  domain: string,
  token: string,
): Promise<VerificationMethod | undefined> {
  const expected = `${TXT_VALUE_PREFIX}${token}`;
  const where = verificationInstructions(domain, token);
  try {
    const records = await verifier.dnsTxt(where.dnsRecordName);
    if (records.some((r) => r.trim() === expected)) return 'dns_txt';
  } catch {
    // fall through to the file
  }
  try {
    const body = await verifier.fetchWellKnown(where.wellKnownUrl);
    if (body !== undefined && body.split(/\r?\n/).some((line) => [token, expected].includes(line.trim()))) {
      return 'well_known';
    }
  } catch {
    // not found either way
  }
  return undefined;
}

/** The real checks: DNS through the system's resolvers, the file through the outbound guard. */
export function createDomainVerifier(policy: OutboundPolicy): DomainVerifier {
  return {
    async dnsTxt(name) {
      const resolver = new Resolver({ timeout: policy.timeoutMs, tries: 2 });
      try {
        return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
        throw err;
      }
    },
    async fetchWellKnown(url) {
      // only https: the file proves control of the domain's web site, which plain http cannot
      if (!url.startsWith('https://')) return undefined;
      const res = await guardedRequest(url, { headers: { accept: 'text/plain' } }, policy);
      return res.status === 200 ? res.body.toString('utf8') : undefined;
    },
  };
}
