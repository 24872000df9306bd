import type { Language, TopicCard } from '@stallhub/contracts';
import { asc, eq } from 'drizzle-orm';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import { groupBy, pickTranslation } from '../../i18n/translation.ts';
import type { DropWhen } from '../../signals/site-signals.ts';
import { topics, topicTranslations } from './tables.ts';

export function createTopicsService(db: Db, referenceChanged?: DropWhen) {
  const byCity = keyedReferenceCache(
    async (city: string) => {
      const rows = await db.select().from(topics).where(eq(topics.city, city)).orderBy(asc(topics.sort));
      const names = groupBy(await db.select().from(topicTranslations), (r) => r.topicId);
      return rows.map((t) => ({ topic: t, names: names.get(t.id) ?? [] }));
    },
    undefined,
    referenceChanged,
  );

  return {
    async list(city: string, lang: Language): Promise<TopicCard[]> {
      return (await byCity(city)).map(({ topic, names }) => ({
        topicId: topic.id,
        materialId: topic.materialId,
        indexImgUrl: topic.indexImgUrl,
        topicBg: topic.topicBg,
        topicRgb: topic.topicRgb,
        topicColumn: topic.topicColumn,
        title: pickTranslation(names, lang, 'title') ?? '',
        slogan: pickTranslation(names, lang, 'slogan') ?? '',
      }));
    },
  };
}

export type TopicsService = ReturnType<typeof createTopicsService>;
