import type { FastifyReply } from 'fastify';
import { type createGrantStore, verifierMatches } from './grants.ts';
import { one } from './oauth-wire.ts';

type GrantStore<Who> = ReturnType<typeof createGrantStore<Who>>;

/** The application asking, as the platform registered it. */
interface RegisteredClient {
  clientId: string;
  redirectUris: string[];
}

/**
 * The checks of an authorise request that every platform makes (RFC 6749 §4.1.1, PKCE S256), then the
 * pending request the consent page decides. Answers the refusal itself and gives back no request then.
 */
export function openAuthorisation<Who>(
  reply: FastifyReply,
  query: Record<string, unknown>,
  step: {
    platform: string;
    client: RegisteredClient | undefined;
    scope: string;
    grants: GrantStore<Who>;
    refusalPage: (message: string) => string;
  },
): { requestId: string } | { answered: FastifyReply } {
  const redirectUri = one(query.redirect_uri);
  // Never redirect to an address the application did not register: say so on the page instead.
  if (!step.client?.redirectUris.includes(redirectUri)) {
    return {
      answered: reply
        .status(400)
        .type('text/html')
        .send(step.refusalPage('应用或回调地址无效 invalid client or redirect_uri')),
    };
  }
  const back = (params: Record<string, string>) => {
    const url = new URL(redirectUri);
    for (const [key, value] of Object.entries({ ...params, state: one(query.state) })) {
      url.searchParams.set(key, value);
    }
    return { answered: reply.redirect(url.href) };
  };
  if (one(query.response_type) !== 'code') return back({ error: 'unsupported_response_type' });
  if (one(query.code_challenge_method) !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(one(query.code_challenge))) {
    return back({ error: 'invalid_request', error_description: 'PKCE S256 is required' });
  }
  const requestId = step.grants.openRequest({
    platform: step.platform,
    clientId: step.client.clientId,
    redirectUri,
    state: one(query.state),
    codeChallenge: one(query.code_challenge),
    scope: step.scope,
  });
  return { requestId };
}

/** Redeems an authorization code for whom it was issued, or says why it cannot (RFC 6749 §4.1.3, PKCE). */
export function redeemCode<Who>(
  body: Record<string, unknown>,
  step: { platform: string; clientId: string; grants: GrantStore<Who> },
): { account: Who } | { refusal: string } {
  const grant = step.grants.takeCode(one(body.code));
  if (
    !grant ||
    grant.platform !== step.platform ||
    grant.clientId !== step.clientId ||
    grant.redirectUri !== one(body.redirect_uri)
  ) {
    return { refusal: 'code unknown, used, expired or not for this client' };
  }
  if (!verifierMatches(one(body.code_verifier), grant.codeChallenge)) {
    return { refusal: 'PKCE verifier does not match' };
  }
  return { account: grant.account };
}
