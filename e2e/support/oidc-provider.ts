import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenID Provider (panva's `oidc-provider`) for tests: an organisation's own identity
 * provider, with its development login and consent pages. Any login name is accepted with any
 * password; the account's e-mail address is the login when it has an `@`, otherwise
 * `<login>@<emailDomain>`.
 */

type Claims = Record<string, unknown>;

interface ProviderAccount {
  accountId: string;
  claims(use: string, scope: string): Promise<Claims>;
}

interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}

type ProviderConstructor = new (issuer: string, configuration: object) => ProviderInstance;

/** oidc-provider ships no type declarations; the two members above are all the tests use. */
async function loadProvider(): Promise<ProviderConstructor> {
  const name = 'oidc-provider';
  const mod = (await import(name)) as { default: ProviderConstructor };
  return mod.default;
}

export interface TestOidcProviderOptions {
  /** The product's callback, `<PUBLIC_URL>/sso/oidc/callback`. */
  redirectUri: string;
  /** The domain of logins typed without one. */
  emailDomain: string;
  clientId?: string;
  clientSecret?: string;
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
  /**
   * Leave the profile and e-mail claims out of the ID token and give them at UserInfo only, as
   * some providers do (`conformIdTokenClaims`). Default: in the ID token.
   */
  thinIdToken?: boolean;
  /** Extra or changed claims of every account. */
  claims?: (accountId: string) => Claims;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The e-mail address an account signs in as. */
  emailOf(login: string): string;
  close(): Promise<void>;
}

/** Starts a provider on 127.0.0.1 on a free port; its issuer is `http://127.0.0.1:<port>`. */
export async function startOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const Provider = await loadProvider();
  const clientId = options.clientId ?? `talent-${randomUUID().slice(0, 8)}`;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const emailOf = (login: string) => (login.includes('@') ? login : `${login}@${options.emailDomain}`);

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };

  // the issuer names the port, which is known once the server listens; requests are served after that
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: options.tokenEndpointAuthMethod ?? 'client_secret_basic',
      },
    ],
    async findAccount(_ctx: unknown, accountId: string): Promise<ProviderAccount> {
      const email = emailOf(accountId);
      return {
        accountId,
        async claims() {
          return {
            sub: accountId,
            email,
            email_verified: true,
            name: `Test ${email.slice(0, email.indexOf('@'))}`,
            ...options.claims?.(accountId),
          };
        },
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: options.thinIdToken === true,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // only the browser talks to this provider, and never by script across origins
    clientBasedCORS: () => false,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    jwks: { keys: [signingKey] },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    emailOf,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
