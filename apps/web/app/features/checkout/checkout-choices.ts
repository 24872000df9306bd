import {
  CHECKOUT_SOURCES,
  type CheckoutSource,
  DELIVERY_CODES,
  type DeliveryCode,
  type Language,
  type OrderConfirm,
} from '@stallhub/contracts';
import { localePath } from '../../routing/locale.ts';

/** The id of the checkout's choices form: the choices sit all over the page and name it by `form=`. */
export const CHOICES_FORM = 'checkout-choices';

/**
 * The buyer's choices at checkout, as the page's address (and the choices form) carries them. A coupon
 * not named is the best the buyer holds; named empty, none.
 */
export interface CheckoutChoices {
  source: CheckoutSource;
  lineIds: number[] | undefined;
  addressId: number | undefined;
  delivery: DeliveryCode | undefined;
  qualityCheck: boolean;
  couponId: number | null | undefined;
}

const positive = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The choices in a checkout address or a submitted choices form. Line ids that are not ids answer 404
 * (a mistyped address); any other odd choice is left to the server's default.
 */
export function choicesOf(fields: URLSearchParams | FormData): CheckoutChoices {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : null;
  };
  const source = text('source');
  const ids = text('lineIds')?.split(',').map(Number);
  if (ids?.some((id) => !Number.isInteger(id) || id <= 0)) throw new Response(null, { status: 404 });
  const delivery = text('delivery');
  const coupon = text('couponId');
  return {
    source: (CHECKOUT_SOURCES as readonly (string | null)[]).includes(source)
      ? (source as CheckoutSource)
      : 'purchase',
    lineIds: ids && ids.length > 0 ? ids : undefined,
    addressId: positive(text('addressId')),
    delivery: DELIVERY_CODES.find((code) => code === delivery),
    qualityCheck: text('qualityCheck') === '1',
    couponId: coupon === null ? undefined : (positive(coupon) ?? null),
  };
}

/** What a quote settled on for each choice: the checkout's address once priced. */
export const quotedChoices = (quote: OrderConfirm, lineIds: number[] | undefined): CheckoutChoices => ({
  source: quote.source,
  lineIds,
  addressId: quote.addressId ?? undefined,
  delivery: quote.delivery ?? undefined,
  qualityCheck: quote.qualityCheck,
  couponId: quote.couponId,
});

/** The checkout page for these choices (`extra`: the page's own steps, such as `add=1`). */
export function checkoutChoicesHref(
  lang: Language,
  choices: CheckoutChoices,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({ source: choices.source });
  if (choices.lineIds) query.set('lineIds', choices.lineIds.join(','));
  if (choices.addressId !== undefined) query.set('addressId', String(choices.addressId));
  if (choices.delivery !== undefined) query.set('delivery', choices.delivery);
  if (choices.qualityCheck) query.set('qualityCheck', '1');
  if (choices.couponId !== undefined)
    query.set('couponId', choices.couponId === null ? '' : String(choices.couponId));
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return localePath(lang, `/user/checkout.html?${query}`);
}

/**
 * Whether the buyer changed a choice since the page was priced: the choices form's action is the priced
 * choices' address, and a page without its script posts whatever is ticked now. A choice the page did not
 * offer (no address yet, no coupon that applies) is not in the form and counts as unchanged.
 */
export function changedSincePriced(posted: FormData, priced: URLSearchParams) {
  const named = ['addressId', 'delivery', 'couponId'].some(
    (name) => posted.has(name) && posted.get(name) !== (priced.get(name) ?? ''),
  );
  return named || (posted.get('qualityCheck') === '1') !== (priced.get('qualityCheck') === '1');
}
