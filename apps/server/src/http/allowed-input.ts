import { withoutPriceInputs } from '@stallhub/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * What a call may act on for its asker: a guest's price filters and price sorts are dropped, on every call
 * at once, so no call can forget it (a guest learns no price by bisecting; docs/decisions/031). Dropped,
 * not refused: a guest opening a buyer's link with ?priceMin= still gets the list, in its usual order.
 * A guest is who viewerOf calls one: no session of ours.
 */
export function allowedInput<T>(input: T, request: FastifyRequest): T {
  if (request.session?.userId !== undefined) return input;
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? withoutPriceInputs(input)
    : input;
}
