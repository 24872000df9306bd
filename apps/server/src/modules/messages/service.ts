import type { Broadcast, Language, MessageKind, MessagePage, UnreadInfo } from '@stallhub/contracts';
import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { UsersService } from '../users/index.ts';
import { platformRenderer } from './platform-templates.ts';
import { type MessageRenderers, type RenderedText, renderMessages } from './renderers.ts';
import { broadcastClicks, broadcasts, broadcastTranslations } from './tables.ts';

/** A broadcast's words in other languages than Chinese, the one it is written in. */
export type BroadcastTranslations = Partial<Record<Exclude<Language, 'cn'>, RenderedText>>;

/**
 * The message centre. Messages are rendered when read, in the reader's language (decision 074): each
 * sender's templates come as `renderers` from where the app is wired; the platform's own are built in.
 */
export function createMessagesService(db: Db, deps: { users: UsersService; renderers?: MessageRenderers }) {
  const renderers: MessageRenderers = { ...deps.renderers, platform: platformRenderer };

  const running = () =>
    and(
      lte(broadcasts.startsAt, sql`now()`),
      or(isNull(broadcasts.endsAt), gt(broadcasts.endsAt, sql`now()`)),
    );

  const broadcastsFor = async (userId: number, lang: Language, limit: number, unclickedOnly: boolean) => {
    // The reader's language where the broadcast has it, else the Chinese it was written in.
    const rows = await db
      .select({
        id: broadcasts.id,
        title: sql<string>`coalesce(${broadcastTranslations.title}, ${broadcasts.title})`,
        body: sql<string>`coalesce(${broadcastTranslations.body}, ${broadcasts.body})`,
        link: broadcasts.link,
        startsAt: broadcasts.startsAt,
        clickedAt: broadcastClicks.clickedAt,
      })
      .from(broadcasts)
      .leftJoin(
        broadcastClicks,
        and(eq(broadcastClicks.broadcastId, broadcasts.id), eq(broadcastClicks.userId, userId)),
      )
      .leftJoin(
        broadcastTranslations,
        and(eq(broadcastTranslations.broadcastId, broadcasts.id), eq(broadcastTranslations.lang, lang)),
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
    /**
     * One page of the user's messages (or notices), the newest first, with the unread counts; each in the
     * reader's language, whatever language its sender was browsing in.
     */
    async list(
      userId: number,
      kind: MessageKind,
      page: number,
      pageSize: number,
      lang: Language,
    ): Promise<MessagePage> {
      const [{ list, total }, unread] = await Promise.all([
        deps.users.messages(userId, kind, page, pageSize),
        deps.users.unread(userId),
      ]);
      return { list: await renderMessages(renderers, lang, list), total, page, pageSize, unread };
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
    broadcasts: (userId: number, lang: Language) => broadcastsFor(userId, lang, 50, false),

    /** The newest running broadcast the user has not opened, or null. */
    async newestUnopened(userId: number, lang: Language): Promise<Broadcast | null> {
      return (await broadcastsFor(userId, lang, 1, true))[0] ?? null;
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

    /** Whether any broadcast was ever published, running or not. */
    async anyPublished(): Promise<boolean> {
      const [published] = await db.select({ n: count() }).from(broadcasts);
      return (published?.n ?? 0) > 0;
    },

    /**
     * Publishes a broadcast written in Chinese, with its translations (for now the demo data and the tests:
     * there is no admin yet). One transaction: a broadcast never runs without the words it came with.
     */
    async publish(
      title: string,
      body = '',
      link: string | null = null,
      translations: BroadcastTranslations = {},
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(broadcasts)
          .values({ title, body, link })
          .returning({ id: broadcasts.id });
        const texts = Object.entries(translations).map(([lang, text]) => ({
          broadcastId: row!.id,
          lang,
          title: text.title,
          body: text.body,
        }));
        if (texts.length > 0) await tx.insert(broadcastTranslations).values(texts);
        return row!.id;
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
