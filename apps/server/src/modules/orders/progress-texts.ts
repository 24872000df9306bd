import {
  type Language,
  type LineAction,
  type LineState,
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
