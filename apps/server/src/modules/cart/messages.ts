import type { Language } from '@stallhub/contracts';
import { type ServerCatalogue, serverMessage } from '@stallhub/i18n/server';

// The add-to-cart refusals the server answers with, in the asker's language (spec 3 §5, §8 "Add to cart").
export type CartMessageKey = keyof ServerCatalogue['cart'];
export const cartMessage = (lang: Language, key: CartMessageKey) => serverMessage(lang, `cart.${key}`);
