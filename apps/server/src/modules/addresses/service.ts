import { ADDRESS_LIMIT, type Address, type AddressSaveInput } from '@stallhub/contracts';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { OWNER_LOCK, type Tx, withOwnerLock } from '../../db/transaction.ts';
import { addresses } from './tables.ts';

type Row = typeof addresses.$inferSelect;
type Fields = Omit<Required<AddressSaveInput>, 'id' | 'isDefault'>;

const toAddress = (r: Row): Address => ({
  id: r.id,
  name: r.name,
  mobile: r.mobile,
  province: r.province,
  city: r.city,
  district: r.district,
  detail: r.detail,
  postcode: r.postcode,
  isDefault: r.isDefault,
});

export type SaveResult = { kind: 'saved'; address: Address } | { kind: 'notFound' } | { kind: 'limit' };

/**
 * The address book: every read and write goes through the owner's id. Writes take the owner's address
 * lock, so the limit and the one default hold under parallel requests (a double-click on "save").
 */
export function createAddressesService(db: Db) {
  const locked = <T>(userId: number, work: (tx: Tx) => Promise<T>) =>
    withOwnerLock(db, OWNER_LOCK.addresses, userId, work);
  const mine = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));
  const clearDefault = (tx: Tx, userId: number) =>
    tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));

  return {
    async list(userId: number): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
      return rows.map(toAddress);
    },

    /** Adds (no id) or edits an address; the first one is the default, `isDefault` moves it here. */
    async save(
      userId: number,
      id: number | undefined,
      fields: Fields,
      makeDefault: boolean,
    ): Promise<SaveResult> {
      return locked(userId, async (tx) => {
        if (id !== undefined) {
          const [found] = await tx.select({ id: addresses.id }).from(addresses).where(mine(userId, id));
          if (!found) return { kind: 'notFound' };
          if (makeDefault) await clearDefault(tx, userId);
          const [row] = await tx
            .update(addresses)
            .set({ ...fields, ...(makeDefault ? { isDefault: true } : {}) })
            .where(mine(userId, id))
            .returning();
          return { kind: 'saved', address: toAddress(row!) };
        }
        const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
        const n = held?.n ?? 0;
        if (n >= ADDRESS_LIMIT) return { kind: 'limit' };
        const isDefault = makeDefault || n === 0;
        if (isDefault) await clearDefault(tx, userId);
        const [row] = await tx
          .insert(addresses)
          .values({ ...fields, userId, isDefault })
          .returning();
        return { kind: 'saved', address: toAddress(row!) };
      });
    },

    /** Deletes one of the user's addresses; the newest remaining one inherits the default. */
    async remove(userId: number, id: number): Promise<boolean> {
      return locked(userId, async (tx) => {
        const [gone] = await tx.delete(addresses).where(mine(userId, id)).returning();
        if (!gone) return false;
        if (gone.isDefault) {
          const [next] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
            .orderBy(desc(addresses.createdAt), desc(addresses.id))
            .limit(1);
          if (next) await tx.update(addresses).set({ isDefault: true }).where(mine(userId, next.id));
        }
        return true;
      });
    },

    async setDefault(userId: number, id: number): Promise<boolean> {
      return locked(userId, async (tx) => {
        const [found] = await tx.select({ id: addresses.id }).from(addresses).where(mine(userId, id));
        if (!found) return false;
        await clearDefault(tx, userId);
        await tx.update(addresses).set({ isDefault: true }).where(mine(userId, id));
        return true;
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
