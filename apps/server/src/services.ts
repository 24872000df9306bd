import { randomBytes } from 'node:crypto';
import type { Db } from './db/connection.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSessionsService } from './modules/auth/sessions-service.ts';
import { createCategoriesService } from './modules/catalogue/categories-service.ts';
import { createItemsService } from './modules/catalogue/items-service.ts';
import { createMarketsService } from './modules/catalogue/markets-service.ts';
import { createContentService } from './modules/content/service.ts';
import { createTopicsService } from './modules/content/topics-service.ts';
import { createSearchIndexer } from './modules/search/indexer.ts';
import { createItemSearchService } from './modules/search/item-search-service.ts';
import { createPostgresSearchIndex } from './modules/search/postgres-search-index.ts';
import { createSearchService } from './modules/search/service.ts';
import { createShellService } from './modules/shell/service.ts';
import { createShopsService } from './modules/shops/service.ts';
import { createUsersService } from './modules/users/service.ts';
import { createSliderCaptcha } from './outside/captcha/slider-captcha.ts';
import type { MailSender } from './outside/mail/mail.ts';
import { createOutboxMail } from './outside/mail/outbox-mail.ts';
import { createOutbox } from './outside/outbox/outbox.ts';
import { createOutboxSms } from './outside/sms/outbox-sms.ts';
import type { SmsSender } from './outside/sms/sms.ts';

/** What the environment decides about the outside world; unset parts are the local stand-ins. */
export interface OutsideSettings {
  /** Key for HMACs of one-time codes (loadAppSecret); a random one for callers that send no codes. */
  secret?: Buffer;
  captchaTestToken?: string;
  /** A provider; by default SMS and e-mail land in the outbox. */
  sms?: SmsSender;
  mail?: MailSender;
}

/** Every module's service, wired once: the composition root of the server. */
export function createServices(db: Db, outside: OutsideSettings = {}) {
  const markets = createMarketsService(db);
  const categories = createCategoriesService(db);
  const shops = createShopsService(db, markets);
  const items = createItemsService(db, shops);
  const topics = createTopicsService(db);
  const searchIndex = createPostgresSearchIndex(db);
  const outbox = createOutbox(db);
  const sms = outside.sms ?? createOutboxSms(outbox);
  const mail = outside.mail ?? createOutboxMail(outbox);
  const captcha = createSliderCaptcha(db, { testToken: outside.captchaTestToken });
  const users = createUsersService(db);
  const sessions = createSessionsService(db);
  const secret = outside.secret ?? randomBytes(32);
  return {
    markets,
    categories,
    shops,
    items,
    topics,
    search: createSearchService(db, { shops, categories, topics }),
    itemSearch: createItemSearchService({ index: searchIndex, items }),
    searchIndexer: createSearchIndexer({ items, shops, index: searchIndex }),
    content: createContentService({ items, shops }),
    shell: createShellService(db),
    outbox,
    sms,
    mail,
    captcha,
    users,
    sessions,
    auth: createAuthService({ db, users, sessions, captcha, sms, secret }),
  };
}

export type Services = ReturnType<typeof createServices>;
