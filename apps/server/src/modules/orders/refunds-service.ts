import { LINE_STATE } from '@stallhub/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import type { PaymentProvider } from '../../outside/payments/payments.ts';
import type { ClaimedJob, JobHandler, JobQueue } from '../jobs/index.ts';
import type { TemplatedMessage, UsersService } from '../users/index.ts';
import { orderMessage } from './message-templates.ts';
import { newOrderNumber } from './order-number.ts';
import { orderLines, orders, payments, refunds } from './tables.ts';

export const REFUND_QUEUE = 'refunds';
/** About a day of retries with the queue's doubling backoff, before the refund is handed to support. */
const REFUND_ATTEMPTS = 12;

export interface RefundJob {
  refundId: number;
}

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/**
 * Money back for cancelled lines (decision 056). The cancelling transaction writes the refund and its job
 * together; the worker asks the provider that took the payment, with our refund number so a retry is the
 * same refund. A line's goods come back; when the last line of an order is cancelled nothing ships, and
 * the rest of what was paid (delivery, quality check, less the discount) comes back with it.
 */
export function createRefundsService(
  db: Db,
  deps: {
    payments?: PaymentProvider;
    queue: JobQueue;
    users: UsersService;
    queued: () => void;
  },
) {
  const { queue } = deps;

  /** The refund of a line cancelled in `tx`; false when the order has no settled payment to refund on. */
  async function owe(tx: Tx, order: OrderRow, line: LineRow): Promise<boolean> {
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!payment) return false;
    const [[shipping], [back]] = await Promise.all([
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), ne(orderLines.state, LINE_STATE.cancelled))),
      tx
        .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(eq(refunds.orderId, order.id)),
    ]);
    const left = order.totalCents - (back?.cents ?? 0);
    const amountCents = Math.min(left, shipping?.n === 0 ? left : line.priceCents * line.amount);
    if (amountCents <= 0) return false;
    const [made] = await tx
      .insert(refunds)
      .values({
        no: newOrderNumber('RF'),
        orderId: order.id,
        lineId: line.id,
        paymentId: payment.id,
        amountCents,
      })
      .onConflictDoNothing({ target: refunds.lineId })
      .returning({ id: refunds.id });
    if (!made) return false;
    await queue.enqueue(tx, [
      {
        queue: REFUND_QUEUE,
        groupKey: order.no,
        payload: { refundId: made.id },
        maxAttempts: REFUND_ATTEMPTS,
      },
    ]);
    return true;
  }

  type Message = { userId: number; message: TemplatedMessage };

  /** Ends a pending refund; a refund that went through tells the buyer, in the same transaction. */
  async function settle(
    tx: Tx,
    refundId: number,
    outcome: { providerRefundNo: string; message: Message } | { failure: string },
  ) {
    const [refund] = await tx
      .update(refunds)
      .set(
        'providerRefundNo' in outcome
          ? { status: 'refunded', providerRefundNo: outcome.providerRefundNo, settledAt: new Date() }
          : { status: 'failed', failure: outcome.failure.slice(0, 500), settledAt: new Date() },
      )
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    if (!refund || !('message' in outcome)) return;
    const { userId, message } = outcome.message;
    await deps.users.addTemplatedMessage(userId, 'message', message, tx);
  }

  /** The buyer's message, as what happened (decision 074); read before the settling transaction. */
  async function messageOf(refund: typeof refunds.$inferSelect): Promise<Message> {
    const [found] = await db
      .select({ order: orders, line: orderLines })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.id, refund.lineId))
      .where(eq(orders.id, refund.orderId));
    return {
      userId: found!.order.userId,
      message: orderMessage('orders.refunded', {
        orderNo: found!.order.no,
        line: { itemId: found!.line.itemId, title: found!.line.title },
        amountCents: refund.amountCents,
      }),
    };
  }

  const handler: JobHandler<RefundJob> = {
    async run(job: ClaimedJob<RefundJob>) {
      const [found] = await db
        .select({ refund: refunds, paymentNo: payments.no, provider: payments.provider, orderNo: orders.no })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(eq(refunds.id, job.payload.refundId));
      if (found?.refund.status !== 'pending') {
        await queue.complete(job);
        return;
      }
      const provider = deps.payments;
      // Thrown, so the refund waits for the provider to be configured or to come back.
      if (provider?.name !== found.provider)
        throw new Error(`payment provider ${found.provider} is not available`);
      const outcome = await provider.refund({
        paymentNo: found.paymentNo,
        refundNo: found.refund.no,
        amountCents: found.refund.amountCents,
        reason: `order ${found.orderNo}: line cancelled`,
      });
      const settled =
        outcome.outcome === 'refunded'
          ? { providerRefundNo: outcome.providerRefundNo, message: await messageOf(found.refund) }
          : { failure: outcome.reason };
      await queue.complete(job, (tx) => settle(tx, found.refund.id, settled));
    },
    async giveUp(job, reason) {
      await queue.fail(job, reason, (tx) => settle(tx, job.payload.refundId, { failure: reason }));
    },
  };

  return {
    owe,
    handler,
    /** Call after the cancelling transaction commits: the worker looks at once. */
    queued: deps.queued,
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
