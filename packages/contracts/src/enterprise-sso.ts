import { z } from 'zod';
import { singleLineText } from './common.js';

const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const ISSUER_PATTERN = new RegExp(
  '^(?:' +
    `https://(?:${HOST_LABEL}\\.)*${HOST_LABEL}` + // https on any host
    '|http://(?:127\\.0\\.0\\.1|localhost|\\[::1\\])' + // http only on this machine
    ')' +
    '(?::\\d{1,5})?' + // optional port
    '(?:/[^\\s?#]*)?$', // a path; no query, fragment or credentials
  'i',
);

/**
 * An identity provider's issuer: https, or http only on this machine (development and tests). No
 * query, fragment or credentials: the issuer is compared character for character with tokens' `iss`.
 */
export function isAcceptableIssuer(value: string): boolean {
  return value.length <= 500 && ISSUER_PATTERN.test(value);
}

/** A lower-case DNS host name with at least two labels, such as `acme.com` or `eng.acme.co.uk`. */
export const EMAIL_DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Mail services anyone can sign up to: an organisation cannot claim them, or its provider could
 * sign in as any of their users.
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'foxmail.com',
  'omantel.net.om',
]);

export const emailDomainSchema = z
  .string()
  .trim()
  .regex(EMAIL_DOMAIN_PATTERN, 'must be a lower-case host name such as acme.com')
  .refine((d) => !PUBLIC_MAIL_DOMAINS.has(d), 'a public mail service cannot be claimed by one organisation');

export const registerIdentityProviderBodySchema = z.object({
  organisationId: z.uuid(),
  issuer: z
    .string()
    .trim()
    .max(500)
    .refine(isAcceptableIssuer, 'must be an https URL (http only for 127.0.0.1 or localhost)'),
  clientId: singleLineText(500).min(1),
  clientSecret: z.string().min(1).max(2000),
  /** The e-mail domains whose users sign in through this provider; each may belong to one enabled provider. */
  emailDomains: z
    .array(emailDomainSchema)
    .min(1)
    .max(50)
    .refine((domains) => new Set(domains).size === domains.length, 'must not repeat a domain'),
});
export type RegisterIdentityProviderBody = z.infer<typeof registerIdentityProviderBodySchema>;

/** A registered provider as HR admins see it: the client secret never leaves the server. */
export const identityProviderSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  issuer: z.string(),
  clientId: z.string(),
  emailDomains: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const identityProviderListQuerySchema = z.object({ organisationId: z.uuid() });

export const identityProviderListResponseSchema = z.object({ items: z.array(identityProviderSchema) });
export type IdentityProviderListResponse = z.infer<typeof identityProviderListResponseSchema>;

/**
 * Browser navigations, not API calls: every value is optional here and checked by the handler, so
 * that a bad link ends on the login page with a message rather than on a JSON error.
 */
export const oidcStartQuerySchema = z.object({
  email: z.string().optional(),
  redirect_uri: z.string().optional(),
});

export const oidcCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  /** RFC 9207: the issuer that answered, checked against the one the sign-in started with. */
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** Removing a provider answers 204 No Content. */
export const removeIdentityProviderResponseSchema = z.null();

/** How a domain was shown to belong to the organisation. */
export const domainVerificationMethodSchema = z.enum(['dns_txt', 'well_known', 'admin']);

/**
 * An e-mail domain an organisation's provider claims. Its provider signs nobody in until the domain
 * is verified: a DNS TXT record or a file on the domain's web site holding the token, or approval
 * by the platform admin.
 */
export const organisationDomainSchema = z.object({
  domain: z.string(),
  organisationId: z.uuid(),
  verified: z.boolean(),
  verifiedAt: z.iso.datetime().nullable(),
  verificationMethod: domainVerificationMethodSchema.nullable(),
  /** When the organisation last asked for a check. */
  lastCheckedAt: z.iso.datetime().nullable(),
  /** What to publish, either way. */
  verification: z.object({
    token: z.string(),
    /** A TXT record at this name … */
    dnsRecordName: z.string(),
    /** … with this value. */
    dnsRecordValue: z.string(),
    /** Or a text file at this https address … */
    wellKnownUrl: z.string(),
    /** … holding this line. */
    wellKnownContent: z.string(),
  }),
});
export type OrganisationDomain = z.infer<typeof organisationDomainSchema>;

export const organisationDomainListQuerySchema = z.object({ organisationId: z.uuid() });

export const organisationDomainListResponseSchema = z.object({ items: z.array(organisationDomainSchema) });
export type OrganisationDomainListResponse = z.infer<typeof organisationDomainListResponseSchema>;

/** Names one organisation's domain: to check it now, or (platform admin) to approve it. */
export const organisationDomainBodySchema = z.object({
  organisationId: z.uuid(),
  domain: z.string().trim().toLowerCase().regex(EMAIL_DOMAIN_PATTERN, 'must be a host name such as acme.com'),
});
export type OrganisationDomainBody = z.infer<typeof organisationDomainBodySchema>;

/**
 * A sign-in through an organisation's provider that matched an existing account not yet linked to
 * it: what the link page shows. The pending link itself stays in an HttpOnly cookie.
 */
export const pendingSsoLinkSchema = z.object({
  email: z.string(),
  organisationName: z.string(),
  /** False for an account without a password: it cannot prove itself here (contact support). */
  canLink: z.boolean(),
});
export type PendingSsoLink = z.infer<typeof pendingSsoLinkSchema>;

export const ssoLinkBodySchema = z.object({ password: z.string().min(1).max(1024) });
export type SsoLinkBody = z.infer<typeof ssoLinkBodySchema>;

/** The link is made and the session open (cookies); the browser goes on to this same-origin path. */
export const ssoLinkResponseSchema = z.object({ redirectPath: z.string() });
export type SsoLinkResponse = z.infer<typeof ssoLinkResponseSchema>;
