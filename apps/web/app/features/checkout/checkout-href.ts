import type { CheckoutSource, Language } from '@stallhub/contracts';
import { localePath } from '../../routing/locale.ts';

/** The checkout page for chosen lines of the cart or the purchase list. */
export const checkoutHref = (lang: Language, source: CheckoutSource, lineIds: readonly number[]) =>
  localePath(lang, `/user/checkout.html?source=${source}&lineIds=${lineIds.join(',')}`);

/** Where a checkout goes back to: the list its lines came from. */
export const sourceHref = (lang: Language, source: CheckoutSource) =>
  localePath(lang, source === 'cart' ? '/cart.html' : '/user/purchase.html');
