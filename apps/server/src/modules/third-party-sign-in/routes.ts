import {
  CODE,
  COOKIE,
  googleAuthUrl,
  type Language,
  PLATFORM_LOGIN_TYPES,
  platformSignInStartPath,
  REGISTER_ENDPOINT,
  safeReturnPath,
  THIRD_PARTY_ERROR_PARAM,
  THIRD_PARTY_PROVIDERS,
  THIRD_PARTY_SIGN_IN_PREFIX,
  THIRD_PARTY_START_RATE_LIMIT,
  type ThirdPartyProvider,
} from '@stallhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import type { SiteOrigin } from '../../http/site-origin.ts';
import { clientIp, langOf, setSignInCookies } from '../auth/index.ts';
import { unavailableMessage } from './messages.ts';
import { ATTEMPT_SECONDS, type ThirdPartySignInService } from './service.ts';

/** Holds the attempt's state in the browser that started it, sent back only to the callback. */
export const ATTEMPT_COOKIE = 'tpa';

const isProvider = (value: string): value is ThirdPartyProvider =>
  (THIRD_PARTY_PROVIDERS as readonly string[]).includes(value);

const callbackPath = (provider: ThirdPartyProvider) => `${THIRD_PARTY_SIGN_IN_PREFIX}${provider}/callback`;

export function thirdPartySignInRoutes(
  app: FastifyInstance,
  deps: { thirdPartySignIn: ThirdPartySignInService; siteOrigin: SiteOrigin },
) {
  const { thirdPartySignIn } = deps;

  /** The registered callback address, normalised as a URL (no default port) as the token request will name it. */
  const redirectUriFor = (request: FastifyRequest, provider: ThirdPartyProvider) =>
    new URL(callbackPath(provider), deps.siteOrigin(request)).href;

  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: ThirdPartyProvider,
    options: { returnTo: string; autoLogin: boolean; registerEndpoint: number; lang?: Language },
  ): Promise<string> {
    const { lang: asked, ...attempt } = options;
    const lang = langOf(request, asked);
    if (!thirdPartySignIn.configured(provider))
      throw new HttpError(503, unavailableMessage(lang), CODE.serverError);
    let begun: { url: string; state: string };
    try {
      begun = await thirdPartySignIn.begin(provider, {
        ...attempt,
        redirectUri: redirectUriFor(request, provider),
      });
    } catch (error) {
      request.log.warn({ err: error, provider }, 'third-party sign-in could not start');
      throw new HttpError(502, unavailableMessage(lang), CODE.serverError);
    }
    reply.setCookie(ATTEMPT_COOKIE, begun.state, {
      path: THIRD_PARTY_SIGN_IN_PREFIX,
      httpOnly: true,
      // Lax: the partner's redirect back is a top-level navigation, which carries it.
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: ATTEMPT_SECONDS,
    });
    return begun.url;
  }

  void app.register(async (scope) => {
    scope.addHook(
      'onRequest',
      scope.rateLimit({
        groupId: 'third-party-start',
        max: THIRD_PARTY_START_RATE_LIMIT,
        timeWindow: 60_000,
      }),
    );

    registerCall(scope, googleAuthUrl, async (input, request, reply) => ({
      authUrl: await start(request, reply, 'google', {
        returnTo: input.reurl ?? `/${input.cityMarketCode}`,
        autoLogin: input.auto,
        registerEndpoint: input.registerEndpoint,
        lang: input.lang,
      }),
    }));

    // The platforms' entry (/login.html?loginType= leads here): straight on to their authorisation page.
    scope.get<{ Params: { provider: string }; Querystring: { reurl?: string; auto?: string } }>(
      `${THIRD_PARTY_SIGN_IN_PREFIX}:provider/start`,
      async (request, reply) => {
        const { provider } = request.params;
        if (!isProvider(provider))
          throw new HttpError(404, `no such sign-in partner: ${provider}`, CODE.notFound);
        const reurl = typeof request.query.reurl === 'string' ? request.query.reurl : '';
        const url = await start(request, reply, provider, {
          returnTo: safeReturnPath(reurl) ?? '/',
          autoLogin: request.query.auto === '1' || request.query.auto === 'true',
          registerEndpoint: REGISTER_ENDPOINT,
        });
        return reply.redirect(url, 302);
      },
    );
  });

  app.get<{ Params: { provider: string } }>(
    `${THIRD_PARTY_SIGN_IN_PREFIX}:provider/callback`,
    async (request, reply) => {
      const { provider } = request.params;
      if (!isProvider(provider))
        throw new HttpError(404, `no such sign-in partner: ${provider}`, CODE.notFound);
      const result = await thirdPartySignIn.finish(provider, {
        callbackUrl: new URL(request.url, 'http://callback.invalid'),
        browserState: request.cookies[ATTEMPT_COOKIE],
        ip: clientIp(request),
        userAgent: request.headers['user-agent'],
        replacing: request.sessionId,
        guestCartKey: request.cookies[COOKIE.userKey],
      });
      reply.clearCookie(ATTEMPT_COOKIE, { path: THIRD_PARTY_SIGN_IN_PREFIX });
      if (result.kind === 'refused') {
        request.log.info({ provider, reason: result.reason }, 'third-party sign-in refused');
        const query = new URLSearchParams({ [THIRD_PARTY_ERROR_PARAM]: result.reason });
        if (result.returnTo) query.set('reurl', result.returnTo);
        return reply.redirect(`/login.html?${query}`, 303);
      }
      setSignInCookies(request, reply, result.session, result.user, result.autoLogin);
      return reply.redirect(result.returnTo, 303);
    },
  );

  // /login.html?loginType=taobao|wechat (spec 1 §2, §4) goes into the platform's flow before any page renders.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith('/login.html?')) return;
    const query = new URLSearchParams(request.url.slice('/login.html?'.length));
    const loginType = query.get('loginType') ?? '';
    if (!(PLATFORM_LOGIN_TYPES as readonly string[]).includes(loginType)) return;
    const forward = new URLSearchParams();
    const reurl = query.get('reurl');
    const back = safeReturnPath(reurl);
    if (back) forward.set('reurl', back);
    if (query.get('auto') === '1') forward.set('auto', '1');
    const target = platformSignInStartPath(loginType as (typeof PLATFORM_LOGIN_TYPES)[number]);
    return reply.redirect(forward.size ? `${target}?${forward}` : target, 302);
  });
}
