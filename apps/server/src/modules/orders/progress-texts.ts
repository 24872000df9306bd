import {
  type DeliveryCode,
  type Language,
  type LineAction,
  type LineState,
  type OrderProgress,
  STOP_REASON_MEANING,
  type StopReason,
} from '@stallhub/contracts';
import { type ServerCatalogue, serverMessage } from '@stallhub/i18n/server';

// The words of line states, reasons and actions are the orders pages' own (catalogues/web/<lang>/orders.json),
// so a message and the page it points to name a state alike.
export const stateWord = (lang: Language, state: LineState) =>
  serverMessage(lang, `web:orders.state.${state}`);
export const reasonWord = (lang: Language, reason: StopReason) =>
  serverMessage(lang, `web:orders.stopReason.${STOP_REASON_MEANING[reason]}`);
export const actionWord = (lang: Language, action: LineAction) =>
  serverMessage(lang, `web:orders.action.${action}`);

/** A text of the orders' progress (a refused move, a missing line), in the asker's language. */
export const progressMessage = (
  lang: Language,
  key: keyof ServerCatalogue['orderProgress'],
  values: Record<string, string> = {},
) => serverMessage(lang, `orderProgress.${key}`, values);

/** What a buyer reads in the message centre when one of their lines moves, in their language. */
export function lineMovedMessage(
  lang: Language,
  move: {
    orderNo: string;
    title: string;
    color: string;
    size: string;
    amount: number;
    state: LineState;
    stopReason: StopReason | null;
    trackingNo: string | null;
  },
) {
  const state = stateWord(lang, move.state);
  const parts = [
    serverMessage(lang, 'orderProgress.lineMoved', {
      title: move.title,
      options: [move.color, move.size].filter(Boolean).join(' / '),
      amount: move.amount,
      state,
    }),
  ];
  if (move.stopReason !== null) {
    parts.push(serverMessage(lang, 'orderProgress.because', { reason: reasonWord(lang, move.stopReason) }));
  }
  if (move.trackingNo !== null) {
    parts.push(serverMessage(lang, 'orderProgress.tracking', { trackingNo: move.trackingNo }));
  }
  return {
    title: serverMessage(lang, 'orderProgress.messageTitle', { orderNo: move.orderNo, state }),
    body: parts.join(' '),
  };
}

/** What a buyer reads when the money of a cancelled line is back on their way of payment. */
export function refundedMessage(lang: Language, refund: { orderNo: string; title: string; amount: number }) {
  return {
    title: serverMessage(lang, 'orderProgress.refundedTitle', { orderNo: refund.orderNo }),
    body: serverMessage(lang, 'orderProgress.refundedBody', {
      title: refund.title,
      amount: `¥${(refund.amount / 100).toFixed(2)}`,
    }),
  };
}

/** Intl's tags where they differ from ours. */
const INTL_TAG: Partial<Record<Language, string>> = { cn: 'zh-CN', 'pt-br': 'pt-BR' };

/**
 * The one message a buyer reads when a stall ships lines of their order in one action (issue 26 point 6):
 * the order's state after it (partly shipped, shipped), what went out, and how to follow the parcel.
 */
export function orderShippedMessage(
  lang: Language,
  shipment: {
    orderNo: string;
    progress: OrderProgress;
    shop: string;
    lines: readonly { title: string; color: string; size: string; amount: number }[];
    trackingNo: string;
    carrier: DeliveryCode | null;
  },
) {
  const list = new Intl.ListFormat(INTL_TAG[lang] ?? lang, { type: 'conjunction' }).format(
    shipment.lines.map((line) =>
      serverMessage(lang, 'orderProgress.shippedLine', {
        title: line.title,
        options: [line.color, line.size].filter(Boolean).join(' / '),
        amount: line.amount,
      }),
    ),
  );
  const tracking =
    shipment.carrier === null
      ? serverMessage(lang, 'orderProgress.tracking', { trackingNo: shipment.trackingNo })
      : serverMessage(lang, 'orderProgress.trackingWith', {
          carrier: serverMessage(lang, `web:orders.carrier.${shipment.carrier}`),
          trackingNo: shipment.trackingNo,
        });
  return {
    title: serverMessage(lang, 'orderProgress.messageTitle', {
      orderNo: shipment.orderNo,
      state: serverMessage(lang, `web:orders.progress.${shipment.progress}`),
    }),
    body: [serverMessage(lang, 'orderProgress.shippedBody', { shop: shipment.shop, list }), tracking].join(
      ' ',
    ),
  };
}
