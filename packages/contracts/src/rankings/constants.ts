// rankings: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.

/** Stalls a ranking page shows at once, and the thumbnails each carries (spec 3 §9: 40 px). */
export const RANK_PAGE_SIZE = 20;
export const RANK_THUMBS_PER_SHOP = 5;
/** New-in lists this many past upload days to choose from (today included). */
export const NEW_IN_DAYS = 7;
/** The seven-day hot list's window (spec 3 §2 "seven-day hot items"). */
export const HOT_WINDOW_DAYS = 7;
/** Markets count days in China's time (UTC+8): a "date" is a day there. */
export const MARKET_UTC_OFFSET_HOURS = 8;
