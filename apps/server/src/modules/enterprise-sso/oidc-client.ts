import { createRemoteJWKSet, errors as joseErrors, type JWTPayload, jwtVerify } from 'jose';
import { isAcceptableIssuer } from '@talent/contracts';
import { z } from 'zod';

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
  /** The longest any call to a provider may take. */
  timeoutMs?: number;
}

const MAX_BODY_BYTES = 512 * 1024;
const MAX_CACHED = 200;

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
  private readonly timeoutMs: number;
  private readonly documents = new Map<string, { metadata: ProviderMetadata; expiresAt: number }>();
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(options: OidcClientOptions = {}) {
    this.discoveryTtlMs = options.discoveryTtlMs ?? 5 * 60 * 1000;
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  private async fetchJson(url: string, init: RequestInit, what: string): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      throw new SsoFailure(`${what}_unreachable`, err instanceof Error ? err.message : String(err));
    }
    if (Number(res.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
      await res.body?.cancel();
      throw new SsoFailure(`${what}_too_large`);
    }
    const text = await res.text();
    if (text.length > MAX_BODY_BYTES) throw new SsoFailure(`${what}_too_large`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new SsoFailure(`${what}_not_json`, `status ${res.status}`);
    }
    if (!res.ok) {
      const error = z.object({ error: z.string() }).safeParse(body);
      throw new SsoFailure(
        `${what}_refused`,
        `status ${res.status}${error.success ? ` ${error.data.error}` : ''}`,
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
    if (doc.issuer !== issuer) throw new SsoFailure('discovery_issuer_mismatch', doc.issuer);
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
      set = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: this.timeoutMs });
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
