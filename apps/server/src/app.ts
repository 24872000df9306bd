import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { CODE } from '@stallhub/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { loadAppSecret } from './app-secret.ts';
import type { Database } from './db/connection.ts';
import type { Env } from './env.ts';
import { answerHeaders } from './http/answer-headers.ts';
import { HttpError } from './http/errors.ts';
import { originCheck } from './http/origin-check.ts';
import { ownHostsOnly } from './http/own-hosts.ts';
import { meterRequests } from './http/request-cost.ts';
import { ownOrigins, type SiteOrigin, siteOrigin } from './http/site-origin.ts';
import { addressesRoutes } from './modules/addresses/index.ts';
import {
  authRoutes,
  emailAccountRoutes,
  passwordRoutes,
  resolveSessions,
  tokenRefreshRoutes,
} from './modules/auth/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { catalogueRoutes, createItemPicturesService } from './modules/catalogue/index.ts';
import { couponsRoutes, receivedCouponsRoutes } from './modules/coupons/index.ts';
import { favouritesRoutes } from './modules/favourites/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { historyRoutes } from './modules/history/index.ts';
import { imageSearchRoutes } from './modules/imagesearch/index.ts';
import {
  batchRoutes,
  createCropUploadService,
  createPicturePackageService,
  listingCropRoutes,
  listingRoutes,
  picturePackageRoutes,
} from './modules/listing/index.ts';
import { marketDirectoryRoutes } from './modules/market-directory/index.ts';
import { messagesRoutes } from './modules/messages/index.ts';
import { orderProgressRoutes, ordersRoutes } from './modules/orders/index.ts';
import { rankingsRoutes } from './modules/rankings/index.ts';
import { remindersRoutes } from './modules/reminders/index.ts';
import { searchHelpersRoutes, searchRoutes } from './modules/search/index.ts';
import { shellRoutes } from './modules/shell/index.ts';
import { stallsRoutes } from './modules/stalls/index.ts';
import {
  homeRoutes,
  itemRoutes,
  sameStyleRoutes,
  searchPageRoutes,
  stallHomeRoutes,
} from './modules/storefront/index.ts';
import { thirdPartySignInRoutes } from './modules/third-party-sign-in/index.ts';
import { usersRoutes } from './modules/users/index.ts';
import { recordRoutes } from './openapi/registered-routes.ts';
import { apiDocumentRoutes } from './openapi/routes.ts';
import { createSmtpMail } from './outside/mail/smtp-mail.ts';
import { configuredParties, type OutsideParties } from './outside/oauth/partners.ts';
import { devOutboxRoutes } from './outside/outbox/dev-routes.ts';
import { createHttpSms } from './outside/sms/http-sms.ts';
import { createLocalStorage, STORAGE_URL_PREFIX } from './outside/storage/local-storage.ts';
import type { Storage } from './outside/storage/storage.ts';
import { serveStoredFiles } from './outside/storage/stored-files.ts';
import { createServices, type Services } from './services.ts';
import { openSharedState } from './shared-state.ts';
import type { SiteSignals } from './signals/site-signals.ts';
import { isInProcess, pageSession } from './ssr/in-process-api.ts';
import { registerPages } from './ssr/pages.ts';
import { answersRequests, runsBackground } from './start/roles.ts';
import { createSnapshotSaver, type SavedCopy, SNAPSHOT_CHECK_MS } from './start/snapshot-saver.ts';

/** Paths under these prefixes are the API: unknown ones answer 404 in the envelope, never a page. */
const API_PREFIXES = [
  '/apif/',
  '/apic/',
  '/api/',
  '/iapif/',
  '/shopc/',
  '/slzz/',
  '/monetize/',
  '/xggg/',
  '/dev/',
  // Spec 2 §7's item lookups (getItemVidsByIds); item pages are /item/{vid}, never /item/query/.
  '/item/query/',
];
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

export interface AppOptions {
  env: Env;
  database: Database;
  /** Serve pages (needs the built web app, or Vite in development). Off for API-only tests. */
  pages?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in partners and the payment provider; unset: those the environment configures, and no others. */
  outside?: OutsideParties;
}

/** Builds the app; it never listens (tests use inject, main.ts listens). */
export async function buildApp({
  env,
  database,
  pages = true,
  logger,
  outside = configuredParties(env),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: env.LOG_LEVEL,
      transport: env.NODE_ENV === 'development' ? { target: 'pino-pretty' } : undefined,
    },
    // Believe X-Forwarded-For only from the proxies TRUST_PROXY names (default: one on this machine), so
    // nobody picks their own address for the per-address limits.
    trustProxy: env.TRUST_PROXY,
    // Loading the in-memory search copy (an onReady hook) takes minutes at a million items; the default
    // 10 s would stop the start. The server listens only once the copy is loaded.
    pluginTimeout: 15 * 60_000,
    // A page's own API calls are part of its request; logging each would bury the page's line.
    logController: new LogController({
      disableRequestLogging: isInProcess,
    }),
  });

  // Rate limits and cache drops hold across every process of the site (docs/decisions/090).
  const shared = await openSharedState(env, database);
  app.addHook('onClose', () => shared.close());
  await registerRequestHandling(app, env, shared.requestStore);
  answerErrors(app);

  const storageRoot = env.STORAGE_DIR;
  await serveStoredFiles(app, { root: storageRoot, under: STORAGE_URL_PREFIX });

  const storage = createLocalStorage(storageRoot);
  const services = createAppServices(env, database, outside, storage, shared.signals);
  runInTheBackground(app, env, services);

  const site = { publicOrigin: env.PUBLIC_ORIGIN, port: env.PORT };
  originCheck(app, { ownOrigins: ownOrigins(site) });
  const ownSite = siteOrigin(site);
  resolveSessions(app, services.sessions, pageSession);

  healthRoutes(app, { database, role: env.ROLE, lag: services.backlog });
  if (!answersRequests(env.ROLE)) {
    answerNotFound(app);
    return app;
  }
  await apiDocumentRoutes(app);
  const routes: RouteWiring = { services, storage, ownSite, database };
  storefrontRoutes(app, routes);
  accountRoutes(app, routes);
  buyingRoutes(app, routes);
  oneClickListingRoutes(app, routes);

  const renderPage = pages
    ? await registerPages(app, env, {
        formTargets: outside.payments ? [outside.payments.checkoutOrigin] : [],
        pagesChanged: shared.signals.when('catalogue', 'reference'),
      })
    : undefined;

  answerNotFound(app, renderPage);
  return app;
}

/** Paths no route takes: a page's (GET, or a POST to its route action) when pages are served, else 404. */
function answerNotFound(app: FastifyInstance, renderPage?: Awaited<ReturnType<typeof registerPages>>) {
  app.setNotFoundHandler((request, reply) => {
    // A page's POST is its route action's (STYLE habit 15: forms work before their script loads); the
    // Origin check guards it as it guards the API.
    if (renderPage && !isApiPath(request.url) && PAGE_METHODS.has(request.method)) {
      return renderPage(request, reply);
    }
    return reply.status(404).send({
      code: CODE.notFound,
      message: `no such path: ${request.method} ${request.url.split('?')[0]}`,
      data: null,
    });
  });
}

/** What every request passes before its route: own hosts, cookies, bodies, compression, headers, rate limits. */
async function registerRequestHandling(
  app: FastifyInstance,
  env: Env,
  requestStore: FastifyRateLimitStoreCtor,
) {
  // First of all hooks: a request for another host meets no route, cookie or file (docs/decisions/078).
  ownHostsOnly(app, { publicOrigin: env.PUBLIC_ORIGIN });
  // Before the session's lookup, so a page's cost holds every query it causes (docs/decisions/093).
  meterRequests(app, isInProcess);
  recordRoutes(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyCompress, { threshold: 1024 });
  // Content-Security-Policy and HSTS are answerHeaders' and the pages' (docs/decisions/033): a page's
  // policy carries its own nonce, and HSTS goes over https only. Framing is refused in both headers.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // Not helmet's no-referrer: under it some browsers send `Origin: null` on our own POSTs, which the
    // Origin check refuses. Other sites still learn only our origin, never a path or a query.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  answerHeaders(app);
  await app.register(fastifyRateLimit, { global: false, store: requestStore });
}

/** Errors answer in the envelope: the route's own, the rate limit's, Fastify's rejections, the rest as 500. */
function answerErrors(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ code: error.code, message: error.message, data: null });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: CODE.tooManyRequests, message: 'too many requests', data: null });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own rejections (malformed JSON, body too large, unsupported media type).
      return reply.status(status).send({ code: status, message: (error as Error).message, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: CODE.serverError, message: 'internal server error', data: null });
  });
}

/** The services with the outside world the environment configures. */
function createAppServices(
  env: Env,
  database: Database,
  outside: OutsideParties,
  storage: Storage,
  signals: SiteSignals,
) {
  return createServices(database.db, {
    signals,
    secret: loadAppSecret(env),
    captchaTestToken: env.CAPTCHA_TEST_TOKEN,
    sms: env.SMS_PROVIDER_URL ? createHttpSms(env.SMS_PROVIDER_URL) : undefined,
    mail: env.SMTP_URL ? createSmtpMail(env.SMTP_URL, env.MAIL_FROM) : undefined,
    partners: outside.partners,
    payments: outside.payments,
    channels: outside.channels,
    searchEngine: env.SEARCH_ENGINE,
    jobs: {
      concurrency: env.LISTING_BATCH_CONCURRENCY,
      leaseMs: env.JOB_LEASE_MS,
      pollMs: env.JOB_POLL_MS,
      retryBaseMs: env.JOB_RETRY_BASE_MS,
      retryMaxMs: env.JOB_RETRY_MAX_MS,
    },
    storage,
    snapshotsDir: env.SNAPSHOTS === 'on' ? env.DATA_DIR : undefined,
  });
}

/**
 * What this process runs beside its requests, by its role (decision 088): started when the app is ready,
 * stopped when it closes. Every process answering requests loads its copies; the background consumers run
 * where the role says, in as many processes as there are (each claims its work with SKIP LOCKED).
 */
function runInTheBackground(app: FastifyInstance, env: Env, services: Services) {
  // A worker keeps the search copy too, only to save its snapshots (decision 094).
  if (answersRequests(env.ROLE) || env.SNAPSHOTS === 'on') loadTheCopies(app, services);
  if (runsBackground(env.ROLE)) runTheConsumers(app, env, services);
  if (runsBackground(env.ROLE) && env.SNAPSHOTS === 'on') saveTheSnapshots(app, services);
}

/**
 * The copies a request is answered from load before the first request, from their snapshots when
 * trusted (decision 094), then follow the database.
 */
function loadTheCopies(app: FastifyInstance, services: Services) {
  // The threads a searched picture is described on (decision 095) end with the app.
  app.addHook('onClose', () => services.describingPool.close());
  app.addHook('onReady', async () => {
    const started = performance.now();
    const start = await services.searchIndex.warm();
    app.log.info({ ms: Math.round(performance.now() - started), ...start }, 'search index ready');
  });
  // The image index loads its vectors, then follows the stored ones (decision 091).
  app.addHook('onReady', async () => {
    const started = performance.now();
    const start = await services.imageSearch.load();
    app.log.info({ ms: Math.round(performance.now() - started), ...start }, 'image index ready');
  });
}

/**
 * The background's process saves the copies' snapshots, so processes sharing DATA_DIR never race to
 * (decision 094): once loaded when built from the database, then when due, and at the end.
 */
function saveTheSnapshots(app: FastifyInstance, services: Services) {
  const pick = ({ catchUp, unsaved, save }: Omit<SavedCopy, 'name'>) => ({ catchUp, unsaved, save });
  const saver = createSnapshotSaver(
    [
      { name: 'search copy', ...pick(services.searchIndex) },
      { name: 'image index', ...pick(services.imageSearch) },
    ],
    (copy, ms) => app.log.info({ copy, ms }, 'snapshot saved'),
  );
  const failed = (error: unknown) => app.log.error({ err: error }, 'snapshot not saved');
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Not awaited: the start does not wait for the first save.
    saver.saveDue().catch(failed);
    timer = setInterval(() => saver.saveDue().catch(failed), SNAPSHOT_CHECK_MS);
    timer.unref();
  });
  // Before the database closes: what was added since the last save is saved, for the next start.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await saver.saveDue({ all: true }).catch(failed);
  });
}

/**
 * The item changes, to each consumer (pictures, listing sync, search documents) from its cursor; the job
 * workers (batch uploads, listing sync, refunds); pictures of an older embedder described again.
 */
function runTheConsumers(app: FastifyInstance, env: Env, services: Services) {
  app.addHook('onReady', async () =>
    services.itemChangeFeed.start(env.SEARCH_FEED_INTERVAL_MS, (error) =>
      app.log.error({ err: error }, 'item change feed failed'),
    ),
  );
  // Batch uploads run as jobs (decision 045): a closing app lets the pushes under way record their outcome.
  app.addHook('onReady', async () =>
    services.listingBatchWorker.start((error) => app.log.error({ err: error }, 'batch upload worker failed')),
  );
  app.addHook('preClose', () => services.listingBatchWorker.stop());
  // Listings are synced with the stall as jobs too (decision 057).
  app.addHook('onReady', async () =>
    services.listingSyncWorker.start((error) => app.log.error({ err: error }, 'listing sync worker failed')),
  );
  app.addHook('preClose', () => services.listingSyncWorker.stop());
  // Refunds of cancelled lines (decision 056) go back through the payment provider as jobs too.
  app.addHook('onReady', async () =>
    services.refundWorker.start((error) => app.log.error({ err: error }, 'refund worker failed')),
  );
  app.addHook('preClose', () => services.refundWorker.stop());
  app.addHook('onReady', async () => {
    const started = performance.now();
    const { regrouped } = await services.imageSearch.warm();
    // Items whose same-style group was decided just now: the feed writes their search documents again.
    await services.itemChanges.record(regrouped);
    app.log.info(
      { ms: Math.round(performance.now() - started), regrouped: regrouped.length },
      'image index warm',
    );
  });
  app.addHook('onClose', () => services.itemChangeFeed.stop());
}

/** What the routes are given: the services, the pictures' storage, the site's own origin, the database. */
interface RouteWiring {
  services: Services;
  storage: Storage;
  ownSite: SiteOrigin;
  database: Database;
}

/** The catalogue and what a buyer sees of it: the shell, search, stalls, items, pictures, rankings, history. */
function storefrontRoutes(app: FastifyInstance, { services, storage, ownSite }: RouteWiring) {
  const { markets, categories, items, search, shell } = services;
  shellRoutes(app, { shell, items, markets });
  catalogueRoutes(app, { categories, markets });
  searchRoutes(app, { search, stallSearch: services.stallSearch });
  searchHelpersRoutes(app, { helpers: services.searchHelpers });
  searchPageRoutes(app, { searchPage: services.searchPage });
  stallsRoutes(app, { shopPage: services.shopPage, visits: services.stallVisits });
  stallHomeRoutes(app, { stallHome: services.stallHome });
  homeRoutes(app, { home: services.home });
  rankingsRoutes(app, { rankings: services.rankings });
  marketDirectoryRoutes(app, { directory: services.marketDirectory });
  itemRoutes(app, { itemPage: services.itemPage, views: services.history });
  sameStyleRoutes(app, { sameStyle: services.sameStylePage });
  imageSearchRoutes(app, {
    imageSearch: services.imageSearch,
    ranking: services.imageSearchRanking,
    policies: services.uploadPolicies,
    storage,
    siteOrigin: ownSite,
    captcha: services.imageSearchCaptcha,
    imageCodes: services.imageCodes,
  });
  historyRoutes(app, { history: services.history, itemDetail: services.itemDetail });
  remindersRoutes(app, { reminders: services.reminders });
}

/** Accounts: signing in and up, sessions, passwords, partners' sign-in, and the dev outbox of codes sent. */
function accountRoutes(app: FastifyInstance, { services, ownSite }: RouteWiring) {
  const { users, auth, captcha, outbox } = services;
  usersRoutes(app, { users });
  authRoutes(app, { auth, users, captcha });
  tokenRefreshRoutes(app, { sessions: services.sessions, users });
  emailAccountRoutes(app, {
    emailSignUp: services.emailSignUp,
    imageCodes: services.imageCodes,
    siteOrigin: ownSite,
  });
  passwordRoutes(app, { passwords: services.passwords, siteOrigin: ownSite });
  thirdPartySignInRoutes(app, {
    thirdPartySignIn: services.thirdPartySignIn,
    siteOrigin: ownSite,
  });
  // The dev outbox exists only while nothing is really sent: with a provider it holds nothing to see.
  if (services.sms.kind === 'outbox' && services.mail.kind === 'outbox') devOutboxRoutes(app, { outbox });
}

/** Buying: the cart, orders and their progress, favourites, coupons, messages, addresses. */
function buyingRoutes(app: FastifyInstance, { services, ownSite }: RouteWiring) {
  cartRoutes(app, { cart: services.cart });
  ordersRoutes(app, { orders: services.orders, checkout: services.checkout, siteOrigin: ownSite });
  orderProgressRoutes(app, {
    progress: services.orderProgress,
    stallLines: services.stallLines,
    stallOrders: services.stallOrders,
  });
  favouritesRoutes(app, { favourites: services.favourites });
  couponsRoutes(app, { coupons: services.coupons });
  receivedCouponsRoutes(app, { received: services.receivedCoupons });
  messagesRoutes(app, { messages: services.messages });
  addressesRoutes(app, { addresses: services.addresses });
}

/** One-click listing: single and batch uploads into platform shops, crops and picture packages. */
function oneClickListingRoutes(app: FastifyInstance, { services, storage, ownSite, database }: RouteWiring) {
  listingRoutes(app, {
    grants: services.listingGrants,
    uploads: services.listingUploads,
    markup: services.listingMarkup,
    history: services.listingHistory,
    prechecks: services.listingPrechecks,
    settings: services.listingSettings,
    siteOrigin: ownSite,
  });
  batchRoutes(app, {
    batches: services.listingBatches,
    imageCheck: services.listingBatchImages,
    siteOrigin: ownSite,
    idsOfVids: services.listingSources.idsOfVids,
  });
  listingCropRoutes(app, {
    crops: createCropUploadService({ storage }),
  });
  picturePackageRoutes(app, {
    packages: createPicturePackageService({
      db: database.db,
      storage,
      itemPictures: createItemPicturesService(database.db),
    }),
  });
}
