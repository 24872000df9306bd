/** The demo catalogue's fixed inputs: the same seed and "now" give the same catalogue every time. */
export const DEMO_SEED = 20_261_120;
/** The demo's "now": items went on shelf during the 60 days before it. */
export const DEMO_NOW = new Date('2026-11-20T12:00:00+08:00');
export const DEMO_ITEMS = 6_000;
/** About one stall per twenty items, and never fewer than the demo's 300. */
export const ITEMS_PER_SHOP = 20;
export const DEMO_MIN_SHOPS = 300;
export const UP_TIME_DAYS = 60;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Picture storage: `items/pool/<name>_<size>.webp` and `topics/<id>_<size>.webp`. */
export const PICTURE_POOL_PREFIX = 'items/pool/';
export const TOPIC_PICTURE_PREFIX = 'topics/';
/** The public URL of a storage key when no storage adapter says otherwise. */
export const defaultUrlFor = (key: string) => `/storage/${key}`;
