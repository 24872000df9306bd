import type { Language } from '@stallhub/contracts';
import { serverMessage } from '@stallhub/i18n/server';

// The address book's refusal when full, shown to the buyer as the envelope's message.
export const addressLimitMessage = (lang: Language, max: number) =>
  serverMessage(lang, 'addresses.limit', { max });
