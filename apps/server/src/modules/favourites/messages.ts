import type { Language } from '@stallhub/contracts';
import { type ServerCatalogue, serverMessage } from '@stallhub/i18n/server';

// The texts this module answers with in the envelope's message: the page shows them for 201, 202 and
// 209 as the spec says (§8 "Favourite add", "Follow stall"). {{max}} is the limit.
export const favouritesMessage = (lang: Language, key: keyof ServerCatalogue['favourites'], max = 0) =>
  serverMessage(lang, `favourites.${key}`, { max });
