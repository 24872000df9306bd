import * as client from 'openid-client';

/** One sign-in partner as the environment describes it. */
export interface OAuthPartnerSettings {
  /** The issuer: its metadata is discovered from it (OpenID Connect, or RFC 8414 for plain OAuth 2). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `oidc` checks an ID token and its nonce; `oauth2` (the platforms) learns the subject from userinfo. */
  protocol: 'oidc' | 'oauth2';
  scope: string;
}

/** What the browser must bring back, kept server-side between the two legs of the flow. */
export interface AttemptSecrets {
  state: string;
  codeVerifier: string;
  nonce: string | null;
}

/** Who the partner says signed in: the subject is unique only within its issuer. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export class OAuthRefused extends Error {}

/** A local stand-in speaks plain HTTP on this machine; anything else must be HTTPS. */
const isLocal = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The one adapter for every partner (openid-client v6): authorisation code flow with state and PKCE
 * (S256) always, and a nonce-bound, signature-checked ID token for OpenID Connect.
 */
export function createOAuthClient(settings: OAuthPartnerSettings) {
  let configuration: Promise<client.Configuration> | undefined;
  const configure = () => {
    const issuer = new URL(settings.issuer);
    configuration ??= client
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        algorithm: settings.protocol,
        execute: isLocal(issuer) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        // Try again on the next attempt: the partner may have been briefly unreachable.
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    protocol: settings.protocol,

    /** The authorisation address for a new attempt, and the secrets to check its answer against. */
    async begin(redirectUri: string): Promise<{ url: string; secrets: AttemptSecrets }> {
      const config = await configure();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = settings.protocol === 'oidc' ? client.randomNonce() : null;
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: settings.scope,
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      };
      if (nonce) parameters.nonce = nonce;
      return {
        url: client.buildAuthorizationUrl(config, parameters).href,
        secrets: { state, codeVerifier, nonce },
      };
    },

    /**
     * Exchanges the code in the callback address for tokens and returns who signed in. Throws
     * OAuthRefused for anything the partner or the checks reject (wrong state, reused code, bad token).
     */
    async finish(callbackUrl: URL, secrets: AttemptSecrets, redirectUri: string): Promise<VerifiedIdentity> {
      const config = await configure();
      try {
        // The token request must name the redirect_uri of the first leg, whatever host answered the callback.
        const current = new URL(redirectUri);
        current.search = callbackUrl.search;
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          ...(secrets.nonce ? { expectedNonce: secrets.nonce, idTokenExpected: true } : {}),
        });
        const issuer = config.serverMetadata().issuer;
        const idClaims = tokens.claims();
        const info = await client.fetchUserInfo(
          config,
          tokens.access_token,
          idClaims ? idClaims.sub : client.skipSubjectCheck,
        );
        const subject = idClaims?.sub ?? text(info.sub);
        if (!subject) throw new OAuthRefused('no subject');
        return {
          issuer,
          subject,
          email: text(info.email)?.toLowerCase() ?? null,
          emailVerified: info.email_verified === true,
          name: text(info.name) ?? text(info.nickname),
        };
      } catch (error) {
        if (error instanceof OAuthRefused) throw error;
        throw new OAuthRefused(error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}

export type OAuthClient = ReturnType<typeof createOAuthClient>;
