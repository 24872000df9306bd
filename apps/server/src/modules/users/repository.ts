import type { MessageKind } from '@stallhub/contracts';
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { userMessages, users } from './tables.ts';

// The users module's data access: the service holds the rules, this file the queries (issue 27 point 3,
// docs/decisions/081). Each function takes the connection or the transaction it runs on.

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type MessageRow = typeof userMessages.$inferSelect;

async function userWhere(on: Db, where: SQL | undefined): Promise<UserRow | null> {
  return (await on.select().from(users).where(where))[0] ?? null;
}

export const userById = (on: Db, id: number) => userWhere(on, eq(users.id, id));
export const userByMobile = (on: Db, mobile: string) => userWhere(on, eq(users.mobile, mobile));
/** `email` as stored: lower-cased. */
export const userByEmail = (on: Db, email: string) => userWhere(on, eq(users.email, email));

/** The account other than `userId` that holds this phone, if any. */
export const otherHolderOfMobile = (on: Db, mobile: string, userId: number) =>
  userWhere(on, and(eq(users.mobile, mobile), ne(users.id, userId)));

/** Writes an account. */
export async function insertUser(on: Db, row: NewUserRow): Promise<UserRow> {
  const [created] = await on.insert(users).values(row).returning();
  return created!;
}

/** Writes an account; null when its phone or e-mail (`taken`) already has one. */
export async function insertUserUnlessTaken(
  on: Db,
  row: NewUserRow,
  taken: 'mobile' | 'email',
): Promise<UserRow | null> {
  const [created] = await on
    .insert(users)
    .values(row)
    .onConflictDoNothing({ target: users[taken] })
    .returning();
  return created ?? null;
}

/** Writes accounts, skipping those whose phone or e-mail already has one; the ids of those written. */
export async function insertUsers(on: Db, rows: readonly NewUserRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const created = await on
    .insert(users)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.map((r) => r.id);
}

/** The ids of the accounts of these (stored, lower-cased) e-mail addresses, by address. */
export async function userIdsByEmail(on: Db, emails: readonly string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await on
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]))
    .orderBy(asc(users.email));
  return new Map(rows.map((r) => [r.email!, r.id]));
}

export async function updateUser(
  on: Db,
  userId: number,
  set: Partial<Pick<NewUserRow, 'passwordHash' | 'mobile' | 'mobileConfirmed' | 'emailVerified'>>,
): Promise<void> {
  await on.update(users).set(set).where(eq(users.id, userId));
}

/** Deletes an account whose e-mail was never verified; a verified one stays. */
export async function deleteUnverifiedUser(on: Db, userId: number): Promise<void> {
  await on.delete(users).where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}

// ---- messages ---------------------------------------------------------------------------------------

/** A user's unread messages by kind. */
export async function unreadByKind(on: Db, userId: number): Promise<{ kind: string; n: number }[]> {
  return on
    .select({ kind: userMessages.kind, n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)))
    .groupBy(userMessages.kind);
}

export async function insertMessage(on: Db, row: typeof userMessages.$inferInsert): Promise<void> {
  await on.insert(userMessages).values(row);
}

/** One page of a user's messages of one kind, the newest first, and how many there are. */
export async function messagesPage(
  on: Db,
  userId: number,
  kind: MessageKind,
  page: number,
  pageSize: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const mine = and(eq(userMessages.userId, userId), eq(userMessages.kind, kind));
  const [rows, [total]] = await Promise.all([
    on
      .select()
      .from(userMessages)
      .where(mine)
      .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    on.select({ n: count() }).from(userMessages).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function hasAnyMessage(on: Db, userId: number): Promise<boolean> {
  const [held] = await on
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(eq(userMessages.userId, userId))
    .limit(1);
  return held !== undefined;
}

/** Whether message `id` is one of the user's. */
export async function isMessageOf(on: Db, userId: number, id: number): Promise<boolean> {
  const [found] = await on
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)));
  return found !== undefined;
}

/** Marks the user's unread messages read: one by id, or all of one kind. */
export async function markMessagesRead(
  on: Db,
  userId: number,
  which: { id: number } | { kind: 'message' | 'notice' },
): Promise<void> {
  await on
    .update(userMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        'id' in which ? eq(userMessages.id, which.id) : eq(userMessages.kind, which.kind),
        eq(userMessages.userId, userId),
        isNull(userMessages.readAt),
      ),
    );
}
