import { desc } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { outbox } from './tables.ts';

export type OutboxEntry = typeof outbox.$inferSelect;

/** Where SMS and e-mail land while no provider is configured. */
export function createOutbox(db: Db) {
  return {
    async add(entry: { channel: 'sms' | 'mail'; recipient: string; subject?: string; body: string }) {
      await db.insert(outbox).values({ ...entry, subject: entry.subject ?? null });
    },
    /** Newest first. */
    newest: (limit = 100): Promise<OutboxEntry[]> =>
      db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
