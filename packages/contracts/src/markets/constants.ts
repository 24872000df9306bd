// markets: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.

/** Stalls the market directory shows a page of. */
export const MARKET_STALLS_PAGE_SIZE = 30;
