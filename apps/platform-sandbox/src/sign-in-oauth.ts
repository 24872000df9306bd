import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { createGrantStore } from './grants.ts';
import { openAuthorisation, redeemCode } from './oauth-steps.ts';
import { bearerToken, clientCredentials, oauthError, one } from './oauth-wire.ts';
import { consentPage, errorPage, qrPage, scannedPage } from './pages.ts';
import {
  isPlatform,
  PLATFORMS,
  type Platform,
  type SandboxAccount,
  type SandboxClient,
} from './platforms.ts';

/** What every step of the platforms' sign-in shares: the sandbox's address, its clients, the grants under way. */
interface SignIn {
  baseUrl: () => string;
  grants: ReturnType<typeof createGrantStore<SandboxAccount>>;
  clientOf: (platform: Platform, clientId: string) => SandboxClient | undefined;
}

/**
 * The platforms' OAuth 2 sign-in: RFC 8414 metadata, authorise with a consent page or WeChat's QR page,
 * token with code + PKCE S256 and client secret, userinfo.
 */
export function registerSignInOAuth(
  app: FastifyInstance,
  options: { baseUrl: () => string; clients: SandboxClient[] },
) {
  const signIn: SignIn = {
    baseUrl: options.baseUrl,
    grants: createGrantStore<SandboxAccount>(),
    clientOf: (platform, clientId) =>
      options.clients.find((c) => c.platform === platform && c.clientId === clientId),
  };
  registerAuthorisation(app, signIn);
  registerWechatQr(app, signIn);
  registerTokens(app, signIn);
}

/** Where the platform's endpoints are, the consent page, and the person's decision on it. */
function registerAuthorisation(app: FastifyInstance, { baseUrl, grants, clientOf }: SignIn) {
  const issuerOf = (platform: Platform) => `${baseUrl()}/${platform}`;

  app.get<{ Params: { platform: string } }>(
    '/.well-known/oauth-authorization-server/:platform',
    async (request, reply) => {
      const { platform } = request.params;
      if (!isPlatform(platform)) return reply.status(404).send({ error: 'not_found' });
      const issuer = issuerOf(platform);
      return {
        issuer,
        authorization_endpoint: `${issuer}/oauth/authorize`,
        token_endpoint: `${issuer}/oauth/token`,
        userinfo_endpoint: `${issuer}/oauth/userinfo`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: [PLATFORMS[platform].scope],
      };
    },
  );

  app.get<{ Params: { platform: string }; Querystring: Record<string, unknown> }>(
    '/:platform/oauth/authorize',
    async (request, reply) => {
      const { platform } = request.params;
      if (!isPlatform(platform)) return reply.status(404).send({ error: 'not_found' });
      const query = request.query;
      const opened = openAuthorisation(reply, query, {
        platform,
        client: clientOf(platform, one(query.client_id)),
        scope: one(query.scope) || PLATFORMS[platform].scope,
        grants,
        refusalPage: (message) => errorPage(platform, message),
      });
      if ('answered' in opened) return opened.answered;
      const { requestId } = opened;
      reply.type('text/html').header('cache-control', 'no-store');
      if (platform === 'wechat') {
        const scanUrl = `${baseUrl()}/wechat/oauth/qr/${requestId}/scan`;
        const qrSvg = await QRCode.toString(scanUrl, { type: 'svg', margin: 1 });
        return qrPage({ requestId, qrSvg, scanUrl: `${scanUrl}?here=1` });
      }
      return consentPage({
        platform,
        requestId,
        clientId: one(query.client_id),
        scope: PLATFORMS[platform].scope,
      });
    },
  );

  app.post<{ Params: { platform: string }; Body: Record<string, unknown> }>(
    '/:platform/oauth/decide',
    async (request, reply) => {
      const { platform } = request.params;
      if (!isPlatform(platform)) return reply.status(404).send({ error: 'not_found' });
      const body = request.body ?? {};
      const requestId = one(body.request);
      const pending = grants.request(requestId);
      reply.type('text/html');
      if (!pending || pending.platform !== platform || pending.decided) {
        return reply
          .status(410)
          .send(errorPage(platform, '授权请求已过期 this request expired, start again'));
      }
      const url = new URL(pending.redirectUri);
      const account = PLATFORMS[platform].accounts.find((a) => a.subject === one(body.account));
      if (one(body.decision) === 'allow' && account) {
        url.searchParams.set('code', grants.issueCode(pending, account));
      } else {
        url.searchParams.set('error', 'access_denied');
      }
      url.searchParams.set('state', pending.state);
      if (platform === 'wechat' && one(body.here) !== '1') {
        pending.decided = { location: url.href };
        return scannedPage();
      }
      grants.closeRequest(requestId);
      return reply.redirect(url.href, 303);
    },
  );
}

/** WeChat's QR page: the phone opens the scanned address and sees the consent page; the desktop page polls. */
function registerWechatQr(app: FastifyInstance, { grants }: SignIn) {
  app.get<{ Params: { id: string }; Querystring: { here?: string } }>(
    '/wechat/oauth/qr/:id/scan',
    async (request, reply) => {
      const pending = grants.request(request.params.id);
      reply.type('text/html').header('cache-control', 'no-store');
      if (!pending) return reply.status(410).send(errorPage('wechat', '二维码已过期 QR code expired'));
      const page = consentPage({
        platform: 'wechat',
        requestId: request.params.id,
        clientId: pending.clientId,
        scope: pending.scope,
      });
      // Opened on the computer itself ("open on this device"): after the decision, go straight on.
      return request.query.here === '1'
        ? page.replace('</form>', '<input type="hidden" name="here" value="1"></form>')
        : page;
    },
  );
  app.get<{ Params: { id: string } }>('/wechat/oauth/qr/:id/status', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const pending = grants.request(request.params.id);
    if (!pending) return { expired: true };
    if (!pending.decided) return { waiting: true };
    grants.closeRequest(request.params.id);
    return { location: pending.decided.location };
  });
}

/** The client's side: the code for an access token, and the token for who signed in. */
function registerTokens(app: FastifyInstance, { grants, clientOf }: SignIn) {
  app.post<{ Params: { platform: string }; Body: Record<string, unknown> }>(
    '/:platform/oauth/token',
    async (request, reply) => {
      const { platform } = request.params;
      if (!isPlatform(platform)) return reply.status(404).send({ error: 'not_found' });
      const body = request.body ?? {};
      const credentials = clientCredentials(request);
      const client = clientOf(platform, credentials.id);
      if (!client || client.clientSecret !== credentials.secret) {
        return oauthError(reply, 401, 'invalid_client', 'client authentication failed');
      }
      if (one(body.grant_type) !== 'authorization_code') {
        return oauthError(reply, 400, 'unsupported_grant_type', 'only authorization_code');
      }
      const redeemed = redeemCode(body, { platform, clientId: client.clientId, grants });
      if ('refusal' in redeemed) return oauthError(reply, 400, 'invalid_grant', redeemed.refusal);
      const { token, expiresIn } = grants.issueToken(platform, client.clientId, redeemed.account);
      reply.header('cache-control', 'no-store');
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: expiresIn,
        scope: PLATFORMS[platform].scope,
      };
    },
  );

  app.get<{ Params: { platform: string } }>('/:platform/oauth/userinfo', async (request, reply) => {
    const { platform } = request.params;
    if (!isPlatform(platform)) return reply.status(404).send({ error: 'not_found' });
    const token = bearerToken(request);
    const access = token ? grants.token(token) : undefined;
    if (!access || access.platform !== platform) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return oauthError(reply, 401, 'invalid_token', 'access token unknown or expired');
    }
    return { sub: access.account.subject, nickname: access.account.nickname };
  });
}
