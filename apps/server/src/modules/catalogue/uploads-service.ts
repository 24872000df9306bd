import { MARKET_UTC_OFFSET_HOURS } from '@stallhub/contracts';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection.ts';
import { items } from './tables.ts';

/** Items put on shelf, by city and market day (UTC+8): the "new in" lists. */
export function createUploadsService(db: Db) {
  const onShelfIn = (city: string) => and(eq(items.city, city), eq(items.status, 1));

  return {
    /** When the city's newest on-shelf item went up, or null when it has none. */
    async latestUpload(city: string): Promise<Date | null> {
      const [latest] = await db
        .select({ at: items.upTime })
        .from(items)
        .where(onShelfIn(city))
        .orderBy(desc(items.upTime))
        .limit(1);
      return latest?.at ?? null;
    },

    /**
     * On-shelf items put up per market day from `start` until `end`, the latest day first. Each day is
     * counted through the (city, up_time) index: a bounded range, never the whole city.
     */
    async perDay(city: string, start: Date, end: Date): Promise<{ date: string; count: number }[]> {
      const rows = await queryRows<{ day: string; n: number }>(
        db,
        sql`select to_char(${items.upTime} + interval '${sql.raw(String(MARKET_UTC_OFFSET_HOURS))} hours', 'YYYY-MM-DD') as day,
              count(*)::int as n
            from ${items}
            where ${items.city} = ${city} and ${items.status} = 1
              and ${items.upTime} >= ${start.toISOString()}
              and ${items.upTime} < ${end.toISOString()}
            group by 1 order by 1 desc`,
      );
      return rows.map((d) => ({ date: d.day, count: Number(d.n) }));
    },

    /** One page of the city's on-shelf items put up from `start` until `end`, newest first, and their count. */
    async between(input: {
      city: string;
      start: Date;
      end: Date;
      page: number;
      pageSize: number;
    }): Promise<{ ids: number[]; total: number }> {
      const { city, start, end, page, pageSize } = input;
      const inWindow = and(onShelfIn(city), gte(items.upTime, start), lt(items.upTime, end));
      const [ids, [counted]] = await Promise.all([
        db
          .select({ id: items.id })
          .from(items)
          .where(inWindow)
          .orderBy(desc(items.upTime), desc(items.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(items).where(inWindow),
      ]);
      return { ids: ids.map((r) => r.id), total: counted?.n ?? 0 };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
