import { createRemoteJWKSet, customFetch, errors as joseErrors, type JWTPayload, jwtVerify } from 'jose';
import { isAcceptableIssuer } from '@talent/contracts';
import { z } from 'zod';
import {
  checkTarget,
  guardedRequest,
  type HostResolver,
  OutboundError,
  type OutboundPolicy,
} from './outbound.js';

/** Why an enterprise sign-in stopped: logged, never shown (the browser sees one generic error). */
export class SsoFailure extends Error {
  constructor(
    readonly reason: string,
    detail?: string,
  ) {
    super(detail === undefined ? reason : `${reason}: ${detail}`);
    this.name = 'SsoFailure';
  }
}

/** Signature algorithms an ID token may use: asymmetric only, so a client secret can never sign one. */
const ASYMMETRIC_ALGORITHMS = new Set([
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
]);

/** An endpoint may carry a query (some providers name a tenant or policy there), unlike the issuer. */
function isAcceptableEndpoint(value: string): boolean {
  try {
    const url = new URL(value);
    url.search = '';
    return isAcceptableIssuer(url.toString());
  } catch {
    return false;
  }
}

const endpoint = z.string().refine(isAcceptableEndpoint, 'must be an https URL');

/** The parts of an OpenID Provider's discovery document this client uses (OpenID Connect Discovery 1.0). */
const discoveryDocumentSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: endpoint,
  token_endpoint: endpoint,
  jwks_uri: endpoint,
  userinfo_endpoint: endpoint.optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).min(1),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});

export interface ProviderMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  userinfoEndpoint: string | undefined;
  tokenAuthMethod: 'client_secret_basic' | 'client_secret_post';
  idTokenAlgorithms: string[];
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface OidcClientOptions {
  /** How long a discovery document is reused. */
  discoveryTtlMs?: number;
  /** The longest any call to a provider may take (`SSO_HTTP_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** The largest answer read from a provider (`SSO_HTTP_MAX_BYTES`). */
  maxBytes?: number;
  /** Plain http to loopback addresses, for a provider on this machine (`SSO_ALLOW_INSECURE_LOOPBACK`). */
  allowInsecureLoopback?: boolean;
  /** How host names are resolved; tests pass their own. */
  resolve?: HostResolver;
}

const MAX_CACHED = 200;

/** The addresses of a discovery document, each checked before it is used (or given to a browser). */
const DISCOVERY_ENDPOINTS = [
  'authorization_endpoint',
  'token_endpoint',
  'jwks_uri',
  'userinfo_endpoint',
] as const;

/** RFC 6749 section 2.3.1: the client id and secret are form-encoded before they go into Basic. */
function formEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

/**
 * Talks to organisations' OpenID Providers: discovery (cached briefly), the code exchange and
 * ID token verification. One per app, so caches do not outlive it.
 */
export class OidcClient {
  private readonly discoveryTtlMs: number;
  readonly policy: OutboundPolicy;
  private readonly documents = new Map<string, { metadata: ProviderMetadata; expiresAt: number }>();
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(options: OidcClientOptions = {}) {
    this.discoveryTtlMs = options.discoveryTtlMs ?? 5 * 60 * 1000;
    this.policy = {
      allowInsecureLoopback: options.allowInsecureLoopback ?? false,
      timeoutMs: options.timeoutMs ?? 5000,
      maxBytes: options.maxBytes ?? 512 * 1024,
      ...(options.resolve !== undefined ? { resolve: options.resolve } : {}),
    };
  }

  /** A request through the outbound guard; its refusals become sign-in failures named after the step. */
  private async send(
    url: string,
    init: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal?: AbortSignal },
    what: string,
  ) {
    try {
      return await guardedRequest(url, init, this.policy);
    } catch (err) {
      if (err instanceof OutboundError) {
        const suffix =
          err.reason === 'too_large'
            ? 'too_large'
            : err.reason === 'address_blocked' || err.reason === 'scheme_not_allowed'
              ? 'blocked'
              : 'unreachable';
        throw new SsoFailure(`${what}_${suffix}`, err.message);
      }
      throw new SsoFailure(`${what}_unreachable`, err instanceof Error ? err.message : String(err));
    }
  }

  private async fetchJson(
    url: string,
    init: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
    what: string,
  ): Promise<unknown> {
    const res = await this.send(url, init, what);
    let body: unknown;
    try {
      body = JSON.parse(res.body.toString('utf8'));
    } catch {
      throw new SsoFailure(`${what}_not_json`, `status ${res.status}`);
    }
    if (res.status < 200 || res.status > 299) {
      const error = z.object({ error: z.string() }).safeParse(body);
      throw new SsoFailure(
        `${what}_refused`,
        `status ${res.status}${error.success ? ` ${error.data.error.slice(0, 100)}` : ''}`,
      );
    }
    return body;
  }

  async discover(issuer: string): Promise<ProviderMetadata> {
    const cached = this.documents.get(issuer);
    if (cached !== undefined && cached.expiresAt > Date.now()) return cached.metadata;
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const parsed = discoveryDocumentSchema.safeParse(
      await this.fetchJson(url, { headers: { accept: 'application/json' } }, 'discovery'),
    );
    if (!parsed.success) throw new SsoFailure('discovery_invalid', parsed.error.message);
    const doc = parsed.data;
    // OpenID Connect Discovery 4.3: the document must name exactly the issuer it was fetched for
    if (doc.issuer !== issuer) throw new SsoFailure('discovery_issuer_mismatch', doc.issuer.slice(0, 200));
    // the document chooses where the code, the client secret and the tokens go: each of its
    // addresses must be one this server may call, like the issuer itself
    for (const name of DISCOVERY_ENDPOINTS) {
      const value = doc[name];
      if (value === undefined) continue;
      const checked = await checkTarget(value, this.policy);
      if (!checked.ok)
        throw new SsoFailure('discovery_endpoint_blocked', `${name}: ${checked.error.message}`);
    }
    const idTokenAlgorithms = doc.id_token_signing_alg_values_supported.filter((a) =>
      ASYMMETRIC_ALGORITHMS.has(a),
    );
    if (idTokenAlgorithms.length === 0) throw new SsoFailure('discovery_no_usable_algorithm');
    // client_secret_basic is the default when the provider does not say (Discovery 3)
    const methods = doc.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    const tokenAuthMethod = methods.includes('client_secret_basic')
      ? 'client_secret_basic'
      : methods.includes('client_secret_post')
        ? 'client_secret_post'
        : undefined;
    if (tokenAuthMethod === undefined) throw new SsoFailure('discovery_no_client_auth_method');
    const metadata: ProviderMetadata = {
      issuer: doc.issuer,
      authorizationEndpoint: doc.authorization_endpoint,
      tokenEndpoint: doc.token_endpoint,
      jwksUri: doc.jwks_uri,
      userinfoEndpoint: doc.userinfo_endpoint,
      tokenAuthMethod,
      idTokenAlgorithms,
    };
    if (this.documents.size >= MAX_CACHED) this.documents.clear();
    this.documents.set(issuer, { metadata, expiresAt: Date.now() + this.discoveryTtlMs });
    return metadata;
  }

  /** The authorization code grant with PKCE; answers the ID token and the access token. */
  async exchangeCode(
    metadata: ProviderMetadata,
    client: ClientCredentials,
    grant: { code: string; redirectUri: string; codeVerifier: string },
  ): Promise<{ idToken: string; accessToken: string | undefined }> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: grant.redirectUri,
      code_verifier: grant.codeVerifier,
    });
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    };
    if (metadata.tokenAuthMethod === 'client_secret_basic') {
      const pair = `${formEncode(client.clientId)}:${formEncode(client.clientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
    } else {
      form.set('client_id', client.clientId);
      form.set('client_secret', client.clientSecret);
    }
    const body = await this.fetchJson(
      metadata.tokenEndpoint,
      { method: 'POST', headers, body: form.toString() },
      'token',
    );
    const parsed = z
      .object({ id_token: z.string().min(1), access_token: z.string().min(1).optional() })
      .safeParse(body);
    if (!parsed.success) throw new SsoFailure('token_without_id_token');
    return { idToken: parsed.data.id_token, accessToken: parsed.data.access_token };
  }

  private keySet(jwksUri: string): ReturnType<typeof createRemoteJWKSet> {
    let set = this.keySets.get(jwksUri);
    if (set === undefined) {
      if (this.keySets.size >= MAX_CACHED) this.keySets.clear();
      set = createRemoteJWKSet(new URL(jwksUri), {
        timeoutDuration: this.policy.timeoutMs,
        // the key set comes through the same guard as every other call to the provider
        [customFetch]: async (url, options) => {
          const res = await this.send(
            url,
            { headers: Object.fromEntries(options.headers), signal: options.signal },
            'jwks',
          );
          return new Response(res.status === 204 || res.status === 304 ? null : new Uint8Array(res.body), {
            status: res.status,
            headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
          });
        },
      });
      this.keySets.set(jwksUri, set);
    }
    return set;
  }

  /** Signature (provider's keys, allowed algorithms), issuer, audience, expiry and nonce (OIDC Core 3.1.3.7). */
  async verifyIdToken(
    metadata: ProviderMetadata,
    idToken: string,
    expected: { clientId: string; nonce: string },
  ): Promise<JWTPayload> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keySet(metadata.jwksUri), {
        algorithms: metadata.idTokenAlgorithms,
        issuer: metadata.issuer,
        audience: expected.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 60,
      }));
    } catch (err) {
      const code = err instanceof joseErrors.JOSEError ? err.code : 'ERR_UNKNOWN';
      throw new SsoFailure('id_token_invalid', `${code} ${err instanceof Error ? err.message : ''}`.trim());
    }
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expected.clientId) {
      throw new SsoFailure('id_token_invalid', 'azp is not this client');
    }
    if (payload.nonce !== expected.nonce) throw new SsoFailure('id_token_invalid', 'nonce does not match');
    return payload;
  }

  /** The UserInfo claims, for providers whose ID token leaves the e-mail address out. */
  async userinfo(metadata: ProviderMetadata, accessToken: string): Promise<Record<string, unknown>> {
    if (metadata.userinfoEndpoint === undefined) throw new SsoFailure('userinfo_unavailable');
    const body = await this.fetchJson(
      metadata.userinfoEndpoint,
      { headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` } },
      'userinfo',
    );
    const parsed = z.record(z.string(), z.unknown()).safeParse(body);
    if (!parsed.success) throw new SsoFailure('userinfo_invalid');
    return parsed.data;
  }
}
