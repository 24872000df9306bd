import type { Language } from '@stallhub/contracts';
import { type ServerCatalogue, serverMessage } from '@stallhub/i18n/server';

// What the order and payment calls answer when they refuse, and the payment's subject, in the asker's language.
export type OrderMessageKey = keyof ServerCatalogue['orders'];
export const orderMessage = (lang: Language, key: OrderMessageKey, values: Record<string, string> = {}) =>
  serverMessage(lang, `orders.${key}`, values);
