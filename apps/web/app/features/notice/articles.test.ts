import { LANGUAGES } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import type { ProtocolBlock } from '../protocol/documents.ts';
import { loadNoticeArticle, loadNoticeFile, NOTICE_PAGES, type NoticeFile } from './articles.ts';

const files = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (lang) => [lang, await loadNoticeFile(lang)] as const)),
) as Record<(typeof LANGUAGES)[number], NoticeFile>;
const source = files.cn;

/** The shape of a block list, texts left out: "p" for a paragraph, "ul:3" for a list of three. */
const shape = (blocks: ProtocolBlock[]) =>
  blocks.map((block) => ('p' in block ? 'p' : `ul:${block.ul.length}`));

const texts = (blocks: ProtocolBlock[]) => blocks.flatMap((block) => ('p' in block ? [block.p] : block.ul));

const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;

describe.each(LANGUAGES)('notice articles in %s', (lang) => {
  const file = files[lang];

  it('has every page word', () => {
    expect(Object.keys(file.ui).sort()).toEqual(Object.keys(source.ui).sort());
    for (const word of Object.values(file.ui)) expect(filled(word)).toBe(true);
  });

  it('holds both articles of spec 3 §2, jgcw and invertory_status', () => {
    expect(Object.keys(file.articles).sort()).toEqual([...NOTICE_PAGES].sort());
  });

  it.each(NOTICE_PAGES)('%s has non-empty sections in the structure of cn', (page) => {
    const article = file.articles[page];
    const original = source.articles[page];
    expect(filled(article.title)).toBe(true);
    expect(shape(article.intro)).toEqual(shape(original.intro));
    for (const text of texts(article.intro)) expect(filled(text)).toBe(true);
    expect(article.sections.length).toBeGreaterThan(0);
    expect(article.sections.map((section) => section.id)).toEqual(original.sections.map((s) => s.id));
    article.sections.forEach((section, i) => {
      expect(filled(section.heading)).toBe(true);
      expect(shape(section.blocks)).toEqual(shape(original.sections[i]!.blocks));
      for (const text of texts(section.blocks)) expect(filled(text)).toBe(true);
    });
  });
});

describe('loadNoticeArticle', () => {
  it('gives the article of the page and links to the other one', async () => {
    const found = await loadNoticeArticle('en', 'jgcw');
    expect(found?.article).toBe(files.en.articles.jgcw);
    expect(found?.others).toEqual([
      { page: 'invertory_status', title: files.en.articles.invertory_status.title },
    ]);
  });

  it.each(['unknown', 'JGCW', 'constructor', '__proto__', '', null, undefined])(
    'rejects the page %s',
    async (page) => {
      await expect(loadNoticeArticle('cn', page)).resolves.toBeNull();
    },
  );
});
