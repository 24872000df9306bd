// listing, batch uploads: the numbers of spec 2 §4 "Batch Taobao", §9 and issue 14 point 4.

/** At most this many items in one batch (issue 14 point 4). */
export const BATCH_MAX_ITEMS = 200;

/** A pushed title's length limit (Taobao's 60 characters; the other platforms take as many). */
export const BATCH_TITLE_MAX = 60;

/**
 * tbAuthType of the multiupload precheck (spec 2 §3 "Batch precheck result", values 1 and 3): 1 the
 * platform's shop is authorised and usable, 3 the buyer must authorise it (none, or expired for good).
 */
export const TB_AUTH_TYPE = { authorised: 1, authorise: 3 } as const;

/** A batch item's state: waiting for a worker, being pushed, or its outcome. */
export const BATCH_ITEM_STATUS = ['draft', 'waiting', 'running', 'listed', 'failed', 'cancelled'] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUS)[number];

/** draft (being prepared), running (confirmed, items under way), finished, cancelled. */
export const BATCH_STATUS = ['draft', 'running', 'finished', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUS)[number];

/**
 * Douyin's risky items in the batch confirm (spec 2 §4 "Douyin batch confirm dialog"): an item on sale
 * for more than 15 days is a return-rule risk (spec 2 §9 "Return-rule hints").
 */
export const DOUYIN_RISK_DAYS_ON_SALE = 15;

/** Whether an item has been on sale longer than the return-rule risk allows (spec 2 §9). */
export const longOnSale = (upTime: Date, now = Date.now()) =>
  now - upTime.getTime() > DOUYIN_RISK_DAYS_ON_SALE * 86_400_000;

/** Attempts of one item's push before the batch records it as failed (platform errors only). */
export const BATCH_PUSH_MAX_ATTEMPTS = 5;

/** How often the batch page asks for progress while items are under way. */
export const BATCH_PROGRESS_POLL_MS = 1_000;

/** New batches a minute from one address: each adds up to 200 rows and reads as many items. */
export const BATCH_ADD_PER_MINUTE = 60;
