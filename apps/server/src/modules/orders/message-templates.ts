import {
  DELIVERY_CODES,
  type DeliveryCode,
  type Language,
  LINE_STATES,
  type LineState,
  ORDER_PROGRESS,
  STOP_REASONS,
  type StopReason,
} from '@stallhub/contracts';
import { z } from 'zod';
import type { ItemsService, ValueNamesService } from '../catalogue/index.ts';
import type { MessageRenderer, RenderedText } from '../messages/index.ts';
import type { StallsService } from '../stalls/index.ts';
import type { TemplatedMessage } from '../users/index.ts';
import { type LineNames, lineNamesFor } from './line-names.ts';
import { lineMovedMessage, orderShippedMessage, refundedMessage } from './progress-texts.ts';

// The buyer's order messages as what happened (decision 074): the item's id and the Chinese title, colour
// and size it was ordered with (the catalogue's keys, and the words shown when a translation is missing),
// never a reader's words. They are rendered when read, as the orders pages render a line.
const line = z.object({
  itemId: z.number().int(),
  title: z.string(),
  color: z.string(),
  size: z.string(),
  amount: z.number().int(),
});
const params = {
  'orders.lineMoved': z.object({
    orderNo: z.string(),
    line,
    state: z.custom<LineState>((v) => LINE_STATES.includes(v as LineState)),
    stopReason: z.custom<StopReason>((v) => STOP_REASONS.includes(v as StopReason)).nullable(),
    trackingNo: z.string().nullable(),
  }),
  'orders.shipped': z.object({
    orderNo: z.string(),
    progress: z.enum(ORDER_PROGRESS),
    shopId: z.number().int(),
    lines: z.array(line),
    trackingNo: z.string(),
    carrier: z.enum(DELIVERY_CODES).nullable(),
  }),
  'orders.refunded': z.object({
    orderNo: z.string(),
    line: line.pick({ itemId: true, title: true }),
    amountCents: z.number().int(),
  }),
};
type OrderTemplate = keyof typeof params;
type Facts<T extends OrderTemplate> = z.output<(typeof params)[T]>;

/** An order message, typed by its template: what the sending transaction records. */
export const orderMessage = <T extends OrderTemplate>(template: T, facts: Facts<T>): TemplatedMessage => ({
  template,
  params: facts as Record<string, unknown>,
});

/** A stored line of the order as the message records it. */
export const lineFacts = (row: {
  itemId: number;
  title: string;
  color: string;
  size: string;
  amount: number;
}) => ({
  itemId: row.itemId,
  title: row.title,
  color: row.color,
  size: row.size,
  amount: row.amount,
});

type Parsed = { [T in OrderTemplate]: { template: T; facts: Facts<T> } }[OrderTemplate];

function parse(message: TemplatedMessage): Parsed | null {
  if (!(message.template in params)) return null;
  const template = message.template as OrderTemplate;
  const facts = params[template].safeParse(message.params);
  return facts.success ? ({ template, facts: facts.data } as Parsed) : null;
}

const itemIdsOf = (parsed: Parsed): number[] => {
  switch (parsed.template) {
    case 'orders.shipped':
      return parsed.facts.lines.map((l) => l.itemId);
    default:
      return [parsed.facts.line.itemId];
  }
};

function render(
  lang: Language,
  parsed: Parsed,
  names: LineNames,
  shopName: (shopId: number) => string,
): RenderedText {
  switch (parsed.template) {
    case 'orders.lineMoved': {
      const { facts } = parsed;
      return lineMovedMessage(lang, {
        orderNo: facts.orderNo,
        title: names.title(facts.line),
        color: names.color(facts.line.color),
        size: names.size(facts.line.size),
        amount: facts.line.amount,
        state: facts.state,
        stopReason: facts.stopReason,
        trackingNo: facts.trackingNo,
      });
    }
    case 'orders.shipped': {
      const { facts } = parsed;
      return orderShippedMessage(lang, {
        orderNo: facts.orderNo,
        progress: facts.progress,
        shop: shopName(facts.shopId),
        lines: facts.lines.map((l) => ({
          title: names.title(l),
          color: names.color(l.color),
          size: names.size(l.size),
          amount: l.amount,
        })),
        trackingNo: facts.trackingNo,
        carrier: facts.carrier as DeliveryCode | null,
      });
    }
    case 'orders.refunded': {
      const { facts } = parsed;
      return refundedMessage(lang, {
        orderNo: facts.orderNo,
        title: names.title(facts.line),
        amount: facts.amountCents,
      });
    }
  }
}

/**
 * Renders a page's order messages in the reader's language with one batch of look-ups, whatever their
 * number: the items' titles, the catalogue's colour and size names, and the stalls' names.
 */
export function createOrderMessagesRenderer(deps: {
  items: ItemsService;
  valueNames: ValueNamesService;
  shops: StallsService;
}): MessageRenderer {
  return {
    async render(lang, messages) {
      const parsed = messages.map(parse);
      const known = parsed.filter((p): p is Parsed => p !== null);
      const shopIds = known.flatMap((p) => (p.template === 'orders.shipped' ? [p.facts.shopId] : []));
      const [names, shops] = await Promise.all([
        lineNamesFor(deps, [...new Set(known.flatMap(itemIdsOf))], lang),
        deps.shops.summaries(shopIds, lang),
      ]);
      const shopName = (shopId: number) => shops.get(shopId)?.name ?? '';
      return parsed.map((p) => (p === null ? null : render(lang, p, names, shopName)));
    },
  };
}
