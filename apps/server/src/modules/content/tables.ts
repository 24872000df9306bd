import { index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';

/** A curated topic page (/{city}/topic.html?topicId=): spec 1 §3 "Topic card". */
export const topics = pgTable(
  'topics',
  {
    id: serial().primaryKey(),
    city: text().notNull(),
    materialId: integer().notNull(),
    indexImgUrl: text().notNull(),
    topicBg: text().notNull(),
    topicRgb: text().notNull(),
    topicColumn: smallint().notNull(),
    sort: integer().notNull(),
  },
  (t) => [index().on(t.city, t.sort)],
);

export const topicTranslations = pgTable(
  'topic_translations',
  {
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    slogan: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.lang] })],
);
