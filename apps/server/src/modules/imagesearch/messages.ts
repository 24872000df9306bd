import type { Language } from '@stallhub/contracts';
import { type ServerCatalogue, serverMessage } from '@stallhub/i18n/server';

// The texts this module answers with in the envelope's message (spec 3 §5, §8 "Image search").
export type ImageSearchMessage = keyof ServerCatalogue['imagesearch'];
export const imageSearchMessage = (lang: Language, key: ImageSearchMessage) =>
  serverMessage(lang, `imagesearch.${key}`);
