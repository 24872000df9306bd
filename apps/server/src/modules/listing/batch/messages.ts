import type { Language } from '@stallhub/contracts';
import { type ServerCatalogue, serverMessage } from '@stallhub/i18n/server';

// The texts of batch uploads (spec 2 §4 "Batch Taobao", §8). An item's outcome keeps its key, so each
// buyer reads it in the language of the page, whichever language confirmed the batch.
export type BatchMessage = keyof ServerCatalogue['listingBatch'];
export const batchMessage = (lang: Language, key: BatchMessage) => serverMessage(lang, `listingBatch.${key}`);
