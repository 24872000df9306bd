import { eq, type SQL } from 'drizzle-orm';
import { cartLines } from './tables.ts';

/** Whose cart a call reads or writes: the session's user, or the guest cart of the server-issued key. */
export type CartOwner =
  | { userId: number; guestCartId?: undefined }
  | { userId?: undefined; guestCartId: string };

export const ownedBy = (owner: CartOwner): SQL =>
  owner.userId !== undefined
    ? eq(cartLines.userId, owner.userId)
    : eq(cartLines.guestCartId, owner.guestCartId);
