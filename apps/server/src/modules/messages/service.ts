import type { Broadcast, MessageKind, MessagePage, UnreadInfo } from '@stallhub/contracts';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { UsersService } from '../users/index.ts';
import { broadcastClicks, broadcasts } from './tables.ts';

export function createMessagesService(db: Db, deps: { users: UsersService }) {
  const running = () =>
    and(
      lte(broadcasts.startsAt, sql`now()`),
      or(isNull(broadcasts.endsAt), gt(broadcasts.endsAt, sql`now()`)),
    );

  const broadcastsFor = async (userId: number, limit: number, unclickedOnly: boolean) => {
    const rows = await db
      .select({
        id: broadcasts.id,
        title: broadcasts.title,
        body: broadcasts.body,
        link: broadcasts.link,
        startsAt: broadcasts.startsAt,
        clickedAt: broadcastClicks.clickedAt,
      })
      .from(broadcasts)
      .leftJoin(
        broadcastClicks,
        and(eq(broadcastClicks.broadcastId, broadcasts.id), eq(broadcastClicks.userId, userId)),
      )
      .where(unclickedOnly ? and(running(), isNull(broadcastClicks.clickedAt)) : running())
      .orderBy(desc(broadcasts.startsAt), desc(broadcasts.id))
      .limit(limit);
    return rows.map(
      (r): Broadcast => ({
        id: r.id,
        title: r.title,
        body: r.body,
        link: r.link,
        startsAt: r.startsAt.toISOString(),
        clicked: r.clickedAt !== null,
      }),
    );
  };

  return {
    /** One page of the user's messages (or notices), the newest first, with the unread counts. */
    async list(userId: number, kind: MessageKind, page: number, pageSize: number): Promise<MessagePage> {
      const [{ list, total }, unread] = await Promise.all([
        deps.users.messages(userId, kind, page, pageSize),
        deps.users.unread(userId),
      ]);
      return { list, total, page, pageSize, unread };
    },

    /** Marks one of the user's messages read; null when the id is not one of theirs. */
    async read(userId: number, id: number): Promise<UnreadInfo | null> {
      if (!(await deps.users.markMessageRead(userId, id))) return null;
      return deps.users.unread(userId);
    },

    unread: (userId: number) => deps.users.unread(userId),

    async readAll(userId: number, kind: MessageKind): Promise<UnreadInfo> {
      await deps.users.markRead(userId, kind);
      return deps.users.unread(userId);
    },

    /** The running broadcasts, the newest first (at most 50), each saying whether the user opened it. */
    broadcasts: (userId: number) => broadcastsFor(userId, 50, false),

    /** The newest running broadcast the user has not opened, or null. */
    async newestUnopened(userId: number): Promise<Broadcast | null> {
      return (await broadcastsFor(userId, 1, true))[0] ?? null;
    },

    /** Records the user opening a running broadcast (once); false when no such broadcast runs. */
    async click(userId: number, id: number): Promise<boolean> {
      const [live] = await db
        .select({ id: broadcasts.id })
        .from(broadcasts)
        .where(and(eq(broadcasts.id, id), running()));
      if (!live) return false;
      await db.insert(broadcastClicks).values({ broadcastId: id, userId }).onConflictDoNothing();
      return true;
    },

    /** Publishes a broadcast (for now the demo data and the tests: there is no admin yet). */
    async publish(title: string, body = '', link: string | null = null) {
      const [row] = await db
        .insert(broadcasts)
        .values({ title, body, link })
        .returning({ id: broadcasts.id });
      return row!.id;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
