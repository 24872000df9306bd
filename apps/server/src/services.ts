import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Db } from './db/connection.ts';
import { createAddressesService } from './modules/addresses/index.ts';
import {
  createAuthService,
  createEmailCodesService,
  createEmailSignUpService,
  createPasswordService,
  createSessionsService,
  createSmsCodesService,
} from './modules/auth/index.ts';
import { type CartService, createCartService } from './modules/cart/index.ts';
import {
  createCategoriesService,
  createItemChangeFeed,
  createItemChangesService,
  createItemDetailService,
  createItemsService,
  createListingSourcesService,
  createMarketsService,
  createSalesService,
  createSameStyleService,
  createSkusService,
  createUploadsService,
  createValueNamesService,
  type ItemChangesService,
  type ValueNamesService,
} from './modules/catalogue/index.ts';
import { createTopicsService } from './modules/content/index.ts';
import {
  createCouponsService,
  createOrderCouponsService,
  createReceivedCouponsService,
} from './modules/coupons/index.ts';
import { createFavouriteMarks, createFavouritesService } from './modules/favourites/index.ts';
import { createHistoryService } from './modules/history/index.ts';
import {
  createDescribingPool,
  createGarmentEmbedder,
  createImageFetcher,
  createImageSearchRanking,
  createImageSearchService,
  createSearchCaptcha,
  createUploadPolicies,
  createUsearchIndex,
  type ImageSearchService,
} from './modules/imagesearch/index.ts';
import {
  createJobQueue,
  createJobWorker,
  type JobWakeUps,
  jobWakeUps,
  type WorkerSettings,
} from './modules/jobs/index.ts';
import {
  BATCH_QUEUE,
  createBatchImageCheck,
  createBatchJobHandler,
  createBatchService,
  createDirectUploadService,
  createListingSync,
  createMarkupService,
  createPictureSizes,
  createPrecheckService,
  createShopGrantsService,
  createSyncQueue,
  createTokenSeal,
  createUploadHistoryService,
  createUploadSettingsService,
  listingSyncFollower,
  SYNC_QUEUE,
} from './modules/listing/index.ts';
import { createMarketDirectoryService } from './modules/market-directory/index.ts';
import { createMessagesService } from './modules/messages/index.ts';
import {
  createCheckoutService,
  createOrderMessagesRenderer,
  createOrderProgressService,
  createOrdersService,
  createRefundsService,
  createStallLinesService,
  createStallOrdersService,
  REFUND_QUEUE,
} from './modules/orders/index.ts';
import { createRankingsService } from './modules/rankings/index.ts';
import { createRemindersService } from './modules/reminders/index.ts';
import {
  type CopyStart,
  createCopySnapshots,
  createFollowedSearchIndex,
  createItemSearchService,
  createMemorySearchIndex,
  createPostgresSearchIndex,
  createSearchHelpersService,
  createSearchIndexer,
  createSearchService,
  createStallSearchService,
} from './modules/search/index.ts';
import { createShellService } from './modules/shell/index.ts';
import {
  createStallFinder,
  createStallPageService,
  createStallsService,
  createStallVisitsService,
} from './modules/stalls/index.ts';
import {
  createHomeService,
  createItemCards,
  createItemPageService,
  createSameStylePageService,
  createSearchPageService,
  createStallCards,
  createStallHomeService,
} from './modules/storefront/index.ts';
import { createThirdPartySignInService, type Partners } from './modules/third-party-sign-in/index.ts';
import { createUsersService, type UsersService } from './modules/users/index.ts';
import { createImageCodes } from './outside/captcha/image-code.ts';
import { createSliderCaptcha } from './outside/captcha/slider-captcha.ts';
import type { Channels } from './outside/channels/channels.ts';
import type { MailSender } from './outside/mail/mail.ts';
import { createOutboxMail } from './outside/mail/outbox-mail.ts';
import { createOutbox } from './outside/outbox/outbox.ts';
import type { PaymentProvider } from './outside/payments/payments.ts';
import { createOutboxSms } from './outside/sms/outbox-sms.ts';
import type { SmsSender } from './outside/sms/sms.ts';
import type { Storage } from './outside/storage/storage.ts';
import { oneProcessSignals, type SiteSignals } from './signals/site-signals.ts';

/** What the environment decides about the outside world; unset parts are the local stand-ins. */
export interface OutsideSettings {
  /** Key for HMACs of one-time codes (loadAppSecret); a random one for callers that send no codes. */
  secret?: Buffer;
  captchaTestToken?: string;
  /** A provider; by default SMS and e-mail land in the outbox. */
  sms?: SmsSender;
  mail?: MailSender;
  /** Google and the platforms for third-party sign-in; none by default (their buttons then answer 503). */
  partners?: Partners;
  /** Where item search answers from: a copy in this process's memory (the default), or PostgreSQL itself. */
  searchEngine?: SearchEngine;
  /** The payment provider; none by default (paying then answers that no method is available). */
  payments?: PaymentProvider;
  /** The resale platforms buyers list into; none by default (their calls then answer that it is not offered). */
  channels?: Channels;
  /** The job workers of this process (decision 045); by default 4 pushes at once, retries from 2 s. */
  jobs?: JobSettings;
  /** Where pictures are stored; none: image search describes no item picture (tests of other modules). */
  storage?: Storage;
  /**
   * Where the snapshots of the search copy and of the image index are saved and loaded from (decision
   * 094); none: both are built from the database at every start.
   */
  snapshotsDir?: string;
  /** The site's signals (docs/decisions/090); none: caches are dropped in this process only. */
  signals?: SiteSignals;
}

export interface JobSettings extends Omit<WorkerSettings, 'queue'> {
  retryBaseMs: number;
  retryMaxMs: number;
}
const DEFAULT_JOBS: JobSettings = {
  concurrency: 4,
  leaseMs: 60_000,
  pollMs: 500,
  retryBaseMs: 2_000,
  retryMaxMs: 300_000,
};

export type SearchEngine = 'memory' | 'postgres';

/** The item search engine: the stored documents, answered from directly or from a followed in-memory copy. */
function createSearchIndex(db: Db, engine: SearchEngine, snapshotsDir: string | undefined) {
  const store = createPostgresSearchIndex(db);
  if (engine === 'postgres') {
    const start: CopyStart = { from: 'database', why: 'no copy (PostgreSQL engine)', documents: 0 };
    const none = async () => undefined;
    return { ...store, warm: async () => start, catchUp: none, unsaved: () => 0, save: none };
  }
  return createFollowedSearchIndex({
    store,
    copy: createMemorySearchIndex(),
    snapshots:
      snapshotsDir === undefined
        ? undefined
        : createCopySnapshots(db, path.join(snapshotsDir, 'search', 'copy.snapshot')),
  });
}

/** Every module's service, wired once: the composition root of the server. */
export function createServices(db: Db, outside: OutsideSettings = {}) {
  const signals = outside.signals ?? oneProcessSignals();
  // Cards and value names are parts of other services; the app serves none of them itself.
  const { cards, stallCards, valueNames, ...catalogue } = createCatalogue(db, signals);
  const { categories, shops, items } = catalogue;
  const searchIndex = createSearchIndex(db, outside.searchEngine ?? 'memory', outside.snapshotsDir);
  const users = createUsersService(db);
  const shell = createShellService(db, signals.when('reference'));
  // Signing in merges the guest's cart into the account's: the sessions need the cart.
  const cart = createCartService(db, { shops, shell, skus: createSkusService(db, valueNames) });
  const secret = outside.secret ?? randomBytes(32);
  const accounts = createAccounts(db, outside, { users, cart, secret });
  const itemChanges = createItemChangesService(db);
  const jobSettings = outside.jobs ?? DEFAULT_JOBS;
  const jobQueue = createJobQueue(db, { baseMs: jobSettings.retryBaseMs, maxMs: jobSettings.retryMaxMs });
  const wakeUps = jobWakeUps(signals);
  const listing = createListing(db, outside, { secret, jobQueue, jobSettings, wakeUps, items });
  const buying = createBuying(db, outside, {
    jobQueue,
    jobSettings,
    wakeUps,
    users,
    cart,
    items,
    shops,
    valueNames,
    cards,
  });
  const pictures = createImageSearch(db, outside, { secret, items, itemChanges, cards, categories });
  const { imageSearch } = pictures;
  const storefront = createStorefront(db, {
    catalogue,
    cards,
    stallCards,
    valueNames,
    searchIndex,
    imageSearch,
    secret,
    signals,
  });
  return {
    ...catalogue,
    itemChanges,
    /** How far the background work is behind the writes (decision 088): /health reports it. */
    backlog: async () => ({
      itemChangesSeconds: await itemChanges.backlogSeconds(),
      jobsSeconds: await jobQueue.backlogSeconds(),
    }),
    searchIndex,
    itemChangeFeed: createItemChangeFeed({
      changes: itemChanges,
      // Each with its own cursor (decision 091); the image pictures first, so in one drain the text
      // documents read the same-style groups it decided.
      consumers: [
        imageSearch.consumer,
        { name: 'listing-sync', handle: listingSyncFollower(listing.listingSync).indexItems },
        {
          name: 'search-documents',
          async handle(ids) {
            await storefront.searchIndexer.indexItems(ids);
            // After the documents are written (decision 090): a page rendered on hearing it finds the
            // change in search too.
            await signals.publish('catalogue');
          },
        },
      ],
    }),
    ...pictures,
    ...storefront,
    shell,
    users,
    ...accounts,
    cart,
    ...buying,
    ...listing,
  };
}

export type Services = ReturnType<typeof createServices>;

/** The facts (items, stalls, markets, categories, topics) and the cards a buyer sees of them (decision 080). */
function createCatalogue(db: Db, signals: SiteSignals) {
  const markets = createMarketsService(db, signals);
  const categories = createCategoriesService(db, signals);
  const shops = createStallsService(db, markets, signals);
  const items = createItemsService(db, signals);
  // What a buyer sees composed (decision 080): cards of items and stalls, and the pages made of them.
  const cards = createItemCards({ items, shops, marks: createFavouriteMarks(db) });
  const stallCards = createStallCards({ shops, items });
  const valueNames = createValueNamesService(db, signals.when('reference'));
  const topics = createTopicsService(db, signals.when('reference'));
  return { markets, categories, shops, items, topics, cards, stallCards, valueNames };
}

type Catalogue = Omit<ReturnType<typeof createCatalogue>, 'cards' | 'stallCards' | 'valueNames'>;
type Cards = ReturnType<typeof createItemCards>;

/** Signing in and up: sessions, passwords, codes by SMS and e-mail, the captchas, partners' sign-in. */
function createAccounts(
  db: Db,
  outside: OutsideSettings,
  { users, cart, secret }: { users: UsersService; cart: CartService; secret: Buffer },
) {
  const outbox = createOutbox(db);
  const sms = outside.sms ?? createOutboxSms(outbox);
  const mail = outside.mail ?? createOutboxMail(outbox);
  const captcha = createSliderCaptcha(db, { testToken: outside.captchaTestToken });
  const sessions = createSessionsService(db, (tx, userId, options) =>
    cart.mergeGuestCart(tx, userId, options.guestCartKey),
  );
  const auth = createAuthService({ db, users, sessions, captcha, sms, mail, secret });
  return {
    outbox,
    sms,
    mail,
    captcha,
    sessions,
    auth,
    passwords: createPasswordService({
      db,
      users,
      auth,
      codes: createSmsCodesService({ db, sms, captcha, secret }),
      captcha,
      mail,
    }),
    emailSignUp: createEmailSignUpService({
      db,
      users,
      codes: createEmailCodesService({ db, secret }),
      captcha,
      mail,
    }),
    thirdPartySignIn: createThirdPartySignInService({
      db,
      partners: outside.partners ?? {},
      sessions,
      users,
    }),
  };
}

interface Jobs {
  jobQueue: ReturnType<typeof createJobQueue>;
  jobSettings: JobSettings;
  wakeUps: JobWakeUps;
}

/** One-click listing into the buyers' platform shops, and the jobs that push and sync the listings. */
function createListing(
  db: Db,
  outside: OutsideSettings,
  { secret, jobQueue, jobSettings, wakeUps, items }: Jobs & { secret: Buffer; items: Catalogue['items'] },
) {
  const channels = outside.channels ?? {};
  const listingGrants = createShopGrantsService({ db, channels, seal: createTokenSeal(secret) });
  // Listings stay in step with the stall and the buyer's markup rule (decisions 057, 062).
  const listingSyncs = createSyncQueue({ queue: jobQueue, queued: wakeUps.queued });
  const listingMarkup = createMarkupService(db, listingSyncs);
  const listingSettings = createUploadSettingsService(db);
  const listingSources = createListingSourcesService(db);
  const listingBatches = createBatchService({
    db,
    grants: listingGrants,
    markup: listingMarkup,
    sources: listingSources,
    marks: createFavouriteMarks(db),
    queue: jobQueue,
    queued: wakeUps.queued,
    offers: (channel) => channels[channel] !== undefined,
    titlesIn: items.titlesIn,
  });
  const batchWorker = wakeUps.woken(
    createJobWorker(
      jobQueue,
      createBatchJobHandler({
        db,
        queue: jobQueue,
        channels,
        grants: listingGrants,
        markup: listingMarkup,
        uploadSettings: listingSettings,
        sources: listingSources,
        batches: listingBatches,
      }),
      { ...jobSettings, queue: BATCH_QUEUE },
    ),
  );
  const listingSync = createListingSync({
    db,
    queue: jobQueue,
    syncs: listingSyncs,
    channels,
    grants: listingGrants,
    markup: listingMarkup,
    sources: listingSources,
  });
  const syncWorker = wakeUps.woken(
    createJobWorker(jobQueue, listingSync.handler, { ...jobSettings, queue: SYNC_QUEUE }),
  );
  return {
    listingGrants,
    listingMarkup,
    listingUploads: createDirectUploadService({
      db,
      channels,
      grants: listingGrants,
      markup: listingMarkup,
      sources: listingSources,
      uploadSettings: listingSettings,
    }),
    listingSettings,
    listingSources,
    listingHistory: createUploadHistoryService(db),
    listingBatches,
    listingBatchImages: createBatchImageCheck({
      batches: listingBatches,
      grants: listingGrants,
      uploadSettings: listingSettings,
      sizes: createPictureSizes(outside.storage ?? null),
    }),
    /** Started by the app when it is ready, stopped when it closes (app.ts). */
    listingBatchWorker: batchWorker,
    listingSync,
    /** Started by the app when it is ready, stopped when it closes (app.ts). */
    listingSyncWorker: syncWorker,
    listingPrechecks: createPrecheckService({
      db,
      channels,
      sources: listingSources,
      marks: createFavouriteMarks(db),
      uploadSettings: listingSettings,
    }),
  };
}

/** Buying after the cart: checkout, orders and their refunds, coupons, addresses, favourites, messages. */
function createBuying(
  db: Db,
  outside: OutsideSettings,
  deps: Jobs &
    Pick<Catalogue, 'items' | 'shops'> & {
      users: UsersService;
      cart: CartService;
      valueNames: ValueNamesService;
      cards: Cards;
    },
) {
  const { jobQueue, jobSettings, wakeUps, users, cart, items, shops, valueNames, cards } = deps;
  const addresses = createAddressesService(db);
  const coupons = createCouponsService(db, { users });
  const refunds = createRefundsService(db, {
    payments: outside.payments,
    queue: jobQueue,
    users,
    queued: wakeUps.queued,
  });
  // One refund at a time is plenty: they are rare, and the provider answers each at once. Always one, never
  // the listing workers' concurrency: LISTING_BATCH_CONCURRENCY=0 stops pushes to platforms, not money back.
  const refundWorker = wakeUps.woken(
    createJobWorker(jobQueue, refunds.handler, { ...jobSettings, concurrency: 1, queue: REFUND_QUEUE }),
  );
  return {
    orders: createOrdersService(db, { payments: outside.payments, items, valueNames }),
    checkout: createCheckoutService(db, {
      cart,
      addresses,
      shops,
      coupons,
      orderCoupons: createOrderCouponsService(db),
    }),
    orderProgress: createOrderProgressService(db, { items, shops, valueNames, refunds }),
    stallLines: createStallLinesService(db, { items, shops, users, valueNames, refunds }),
    stallOrders: createStallOrdersService(db, { items, shops, users, valueNames }),
    /** Started by the app when it is ready, stopped when it closes (app.ts). */
    refundWorker,
    favourites: createFavouritesService(db, { items, shops, cards }),
    coupons,
    receivedCoupons: createReceivedCouponsService(db),
    // Messages are rendered when read (decision 074): each sender hands its templates to the message centre.
    messages: createMessagesService(db, {
      users,
      renderers: { orders: createOrderMessagesRenderer({ items, valueNames, shops }) },
    }),
    addresses,
  };
}

/** Image search: the picture index, its captcha and upload policies, and the ranking of its answers. */
function createImageSearch(
  db: Db,
  outside: OutsideSettings,
  {
    secret,
    items,
    itemChanges,
    cards,
    categories,
  }: Pick<Catalogue, 'items' | 'categories'> & {
    secret: Buffer;
    itemChanges: ItemChangesService;
    cards: Cards;
  },
) {
  const imageCodes = createImageCodes(db);
  const embedder = createGarmentEmbedder();
  const describingPool = createDescribingPool(embedder);
  const imageSearch = createImageSearchService({
    db,
    items,
    changes: itemChanges,
    cards,
    marks: createFavouriteMarks(db),
    storage: outside.storage ?? null,
    embedder,
    describer: describingPool,
    index: createUsearchIndex({
      dimensions: embedder.dimensions,
      file: outside.snapshotsDir && path.join(outside.snapshotsDir, 'imagesearch', 'pictures.usearch'),
    }),
    fetcher: createImageFetcher(),
  });
  return {
    imageSearch,
    /** The threads describing searched pictures (decision 095): ended when the app closes. */
    describingPool,
    imageSearchRanking: createImageSearchRanking({ db, items, cards, categories }),
    uploadPolicies: createUploadPolicies(secret),
    imageSearchCaptcha: createSearchCaptcha({ db, imageCodes }),
    imageCodes,
  };
}

/** Search, and what a buyer sees composed (decision 080): the home page, stalls, items, rankings, history. */
function createStorefront(
  db: Db,
  deps: {
    catalogue: Catalogue;
    cards: Cards;
    stallCards: ReturnType<typeof createStallCards>;
    valueNames: ValueNamesService;
    searchIndex: ReturnType<typeof createSearchIndex>;
    imageSearch: ImageSearchService;
    secret: Buffer;
    signals: SiteSignals;
  },
) {
  const { catalogue, cards, stallCards, valueNames, searchIndex, imageSearch, secret, signals } = deps;
  const { markets, categories, shops, items, topics } = catalogue;
  const searchIndexer = createSearchIndexer({
    items,
    shops,
    categories,
    index: searchIndex,
    groups: imageSearch,
  });
  const itemSearch = createItemSearchService({ index: searchIndex, shops, valueNames });
  const stallSearch = createStallSearchService({ stalls: createStallFinder(db), markets });
  const searchHelpers = createSearchHelpersService(db, { index: searchIndex, categories, markets });
  const shopPage = createStallPageService(db, { markets });
  const itemDetail = createItemDetailService(db, { items, valueNames });
  const sameStyle = createSameStyleService(db, { matches: imageSearch });
  const searchPage = createSearchPageService({
    itemSearch,
    stallSearch,
    helpers: searchHelpers,
    cards,
    stallCards,
  });
  return {
    search: createSearchService(db, {
      shops,
      categories,
      topics,
      referenceChanged: signals.when('reference'),
    }),
    searchIndexer,
    home: createHomeService({ items, shops, cards, stallCards }),
    shopPage,
    stallSearch,
    stallVisits: createStallVisitsService(db, secret),
    searchHelpers,
    searchPage,
    stallHome: createStallHomeService({ shopPage, searchPage, helpers: searchHelpers, stallCards }),
    rankings: createRankingsService(db, {
      shops,
      items,
      cards,
      sales: createSalesService(db),
      uploads: createUploadsService(db),
      categories,
      index: searchIndex,
    }),
    marketDirectory: createMarketDirectoryService({ markets, shops, stallCards }),
    itemDetail,
    itemPage: createItemPageService({ detail: itemDetail, shops, cards, stallCards, matches: imageSearch }),
    sameStylePage: createSameStylePageService({ sameStyle, cards }),
    history: createHistoryService(db, cards),
    reminders: createRemindersService(db, { shops }),
  };
}
