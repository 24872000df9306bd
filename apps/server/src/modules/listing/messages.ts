import type { Language } from '@stallhub/contracts';
import { type ServerCatalogue, serverMessage } from '@stallhub/i18n/server';

// The texts this module answers with in the envelope's message (spec 2 §4 "Direct Taobao upload", §8).
export type ListingMessage = keyof ServerCatalogue['listing'];
export const listingMessage = (lang: Language, key: ListingMessage) => serverMessage(lang, `listing.${key}`);
