import type { DeliveryCode } from '@stallhub/contracts';
import type { OrderRow } from './repository.ts';

/** What an order charges and where it goes, as the buyer's order pages show it (amounts in yuan). */
export const chargesOf = (order: OrderRow) => ({
  goods: order.goodsCents / 100,
  deliveryFee: order.deliveryCents / 100,
  qualityCheckFee: order.qualityCheckCents / 100,
  discount: order.discountCents / 100,
  delivery: (order.delivery as DeliveryCode | null) ?? null,
  shipTo: order.shipTo ?? null,
});
