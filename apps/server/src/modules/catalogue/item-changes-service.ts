import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { queryRows } from '../../db/connection.ts';
import { itemChangeConsumers as consumers, itemChanges } from './tables.ts';

/** A consumer's hold on its cursor for one batch: `claims` fences a holder whose lease ran out. */
export interface ChangeClaim {
  consumer: string;
  claims: number;
  handled: string;
  target: string;
  afterWriter: string;
  afterId: number;
}

/** A change as a consumer reads it: its place in the consumer's order, and the item. */
export interface ItemChange {
  id: number;
  writer: string;
  itemId: number;
}

/**
 * The change log of items (filled by triggers on every write), read by each consumer from its own cursor
 * (decision 091): a change is a consumer's once a snapshot shows it committed, so a transaction that
 * commits late is read late, never skipped.
 */
export function createItemChangesService(db: Db) {
  const registered = new Set<string>();

  async function register(consumer: string) {
    if (registered.has(consumer)) return;
    await db.insert(consumers).values({ name: consumer }).onConflictDoNothing();
    registered.add(consumer);
  }

  return {
    /**
     * Whether `consumer` has changes to read (or a round under way): a read, so an idle feed writes
     * nothing.
     */
    async pending(consumer: string): Promise<boolean> {
      await register(consumer);
      const [row] = await queryRows<{ pending: boolean }>(
        db,
        sql`select exists (
              select 1 from ${consumers} k where k.name = ${consumer} and (k.target is not null or exists (
                select 1 from ${itemChanges} c
                where c.writer >= pg_snapshot_xmin(k.handled::pg_snapshot)
                  and not pg_visible_in_snapshot(c.writer, k.handled::pg_snapshot)))
            ) as pending`,
      );
      return Boolean(row?.pending);
    },

    /**
     * Holds `consumer`'s cursor for `leaseMs`, or answers null while another process holds it. SKIP LOCKED
     * lets a process that meets a claim under way go on at once; a round starts with a snapshot of what
     * committed so far (its target).
     */
    async claim(consumer: string, leaseMs: number): Promise<ChangeClaim | null> {
      await register(consumer);
      const free = db
        .select({ name: consumers.name })
        .from(consumers)
        .where(
          and(
            eq(consumers.name, consumer),
            sql`(${consumers.claimedUntil} is null or ${consumers.claimedUntil} < now())`,
          ),
        )
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(consumers)
        .set({
          claims: sql`${consumers.claims} + 1`,
          claimedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          target: sql`coalesce(${consumers.target}, pg_current_snapshot()::text)`,
        })
        .where(inArray(consumers.name, free))
        .returning({
          claims: consumers.claims,
          handled: consumers.handled,
          target: consumers.target,
          afterWriter: consumers.afterWriter,
          afterId: consumers.afterId,
        });
      return row ? { consumer, ...row, target: row.target! } : null;
    },

    /** The claim's next `limit` changes: committed by its round's target, not by its last one, in order. */
    async next(claim: ChangeClaim, limit: number): Promise<ItemChange[]> {
      const rows = await queryRows<{ id: string; writer: string; item_id: number }>(
        db,
        sql`select id, writer::text as writer, item_id from ${itemChanges}
            where writer >= pg_snapshot_xmin(${claim.handled}::pg_snapshot)
              and writer < pg_snapshot_xmax(${claim.target}::pg_snapshot)
              and (writer, id) > (${claim.afterWriter}::xid8, ${claim.afterId})
              and not pg_visible_in_snapshot(writer, ${claim.handled}::pg_snapshot)
              and pg_visible_in_snapshot(writer, ${claim.target}::pg_snapshot)
            order by writer, id limit ${limit}`,
      );
      return rows.map((r) => ({ id: Number(r.id), writer: r.writer, itemId: Number(r.item_id) }));
    },

    /**
     * Moves the claim's cursor past `last` (the round is over when `roundOver`) and lets it go, in one
     * transaction with `write` (the consumer's own writes) when given. Throws when the claim was lost (its
     * lease ran out and another process took the cursor): the transaction then rolls back.
     */
    async advance(
      claim: ChangeClaim,
      last: ItemChange | null,
      roundOver: boolean,
      write?: (tx: Db) => Promise<void>,
    ) {
      const place = roundOver
        ? { handled: claim.target, target: null, afterWriter: '0', afterId: 0 }
        : { afterWriter: last!.writer, afterId: last!.id };
      const move = async (on: Db) => {
        const [mine] = await on
          .update(consumers)
          .set({ ...place, claimedUntil: null, batches: sql`${consumers.batches} + ${last ? 1 : 0}` })
          .where(and(eq(consumers.name, claim.consumer), eq(consumers.claims, claim.claims)))
          .returning({ name: consumers.name });
        if (!mine) throw new Error(`item change consumer ${claim.consumer} lost its claim`);
      };
      if (!write) return move(db);
      await db.transaction(async (tx) => {
        await write(tx);
        await move(tx);
      });
    },

    /** Lets a claim go without moving it (its consumer failed): the next claim reads the same changes. */
    async release(claim: ChangeClaim) {
      await db
        .update(consumers)
        .set({ claimedUntil: null })
        .where(and(eq(consumers.name, claim.consumer), eq(consumers.claims, claim.claims)));
    },

    /** Batches `consumer` has handled so far (0 before its first). */
    async batchesOf(consumer: string): Promise<number> {
      const [row] = await db
        .select({ batches: consumers.batches })
        .from(consumers)
        .where(eq(consumers.name, consumer));
      return row?.batches ?? 0;
    },

    /** Forgets the changes every one of `names` has handled; none while one of them has no cursor yet. */
    async trim(names: readonly string[]) {
      await db.execute(sql`delete from ${itemChanges} where writer < (
        select x from (
          select pg_snapshot_xmin(handled::pg_snapshot) as x, count(*) over () as n
          from ${consumers} where name = any(${sql.param([...names])}::text[])
        ) c where n = ${names.length} order by x limit 1)`);
    },

    /**
     * Records item ids as changed again, on `on` when given: a change the tables do not record (an item's
     * same-style group decided by its pictures).
     */
    async record(itemIds: readonly number[], on: Db = db) {
      if (itemIds.length === 0) return;
      await on.insert(itemChanges).values(itemIds.map((itemId) => ({ itemId })));
    },

    /**
     * How long the oldest change some consumer has not handled yet has waited (0 when every consumer is
     * caught up): /health's lag of the feed.
     */
    async backlogSeconds(): Promise<number> {
      const [row] = await queryRows<{ seconds: number | null }>(
        db,
        sql`select extract(epoch from now() - min(c.changed_at))::float8 as seconds
            from ${consumers} k join ${itemChanges} c
              on c.writer >= pg_snapshot_xmin(k.handled::pg_snapshot)
             and not pg_visible_in_snapshot(c.writer, k.handled::pg_snapshot)`,
      );
      return Math.max(0, Number(row?.seconds ?? 0));
    },

    /** The newest change so far (0 when none): a mark for `discardUpTo`. */
    async latest(): Promise<number> {
      const [row] = await queryRows<{ id: string | null }>(db, sql`select max(id) as id from ${itemChanges}`);
      return Number(row?.id ?? 0);
    },

    /** Forgets changes up to `id`, once a full rebuild has read every item after them. */
    async discardUpTo(id: number) {
      await db.execute(sql`delete from ${itemChanges} where id <= ${id}`);
    },
  };
}

export type ItemChangesService = ReturnType<typeof createItemChangesService>;
