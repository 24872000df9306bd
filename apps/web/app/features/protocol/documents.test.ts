import { LANGUAGES } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  loadProtocolFile,
  loadProtocolPage,
  PROTOCOL_TYPES,
  type ProtocolBlock,
  type ProtocolFile,
} from './documents.ts';
import { sectionNumber } from './protocol-article.tsx';

const files = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (lang) => [lang, await loadProtocolFile(lang)] as const)),
) as Record<(typeof LANGUAGES)[number], ProtocolFile>;
const source = files.cn;

/** The shape of a block list, texts left out: "p" for a paragraph, "ul:3" for a list of three. */
const shape = (blocks: ProtocolBlock[]) =>
  blocks.map((block) => ('p' in block ? 'p' : `ul:${block.ul.length}`));

const texts = (blocks: ProtocolBlock[]) => blocks.flatMap((block) => ('p' in block ? [block.p] : block.ul));

const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;

describe.each(LANGUAGES)('protocol documents in %s', (lang) => {
  const file = files[lang];

  it('has every page word', () => {
    expect(Object.keys(file.ui).sort()).toEqual(Object.keys(source.ui).sort());
    for (const word of Object.values(file.ui)) expect(filled(word)).toBe(true);
    expect(file.ui.effectiveDate.split('{date}')).toHaveLength(2);
  });

  it('holds the same four documents as cn', () => {
    expect(Object.keys(file.documents).sort()).toEqual([...PROTOCOL_TYPES].sort());
  });

  it.each(PROTOCOL_TYPES)('%s matches the structure of cn, with no empty text', (type) => {
    const document = file.documents[type];
    const original = source.documents[type];
    expect(filled(document.title)).toBe(true);
    expect(document.effectiveDate).toBe(original.effectiveDate);
    expect(shape(document.intro)).toEqual(shape(original.intro));
    expect(document.sections).toHaveLength(original.sections.length);
    document.sections.forEach((section, i) => {
      const counterpart = original.sections[i]!;
      expect(section.id).toBe(counterpart.id);
      expect(filled(section.heading)).toBe(true);
      expect(shape(section.blocks)).toEqual(shape(counterpart.blocks));
      for (const text of texts(section.blocks)) expect(filled(text)).toBe(true);
    });
    for (const text of texts(document.intro)) expect(filled(text)).toBe(true);
  });

  it('dates the buyer agreement 23 April 2019 (spec 1 §2)', () => {
    expect(file.documents.buyerAgreement.effectiveDate).toBe('2019-04-23');
  });
});

describe('the cn documents', () => {
  it.each(PROTOCOL_TYPES)('%s has 6 to 12 sections with unique anchors and a valid date', (type) => {
    const { sections, effectiveDate } = source.documents[type];
    expect(sections.length).toBeGreaterThanOrEqual(6);
    expect(sections.length).toBeLessThanOrEqual(12);
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    for (const { id } of sections) expect(id).toMatch(/^[a-z][a-z-]*$/);
    expect(new Date(`${effectiveDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(effectiveDate);
  });
});

describe('loadProtocolPage', () => {
  it('gives the document of the type and links to the other three', async () => {
    const page = await loadProtocolPage('en', 'privacy');
    expect(page?.document).toBe(files.en.documents.privacy);
    expect(page?.others.map((other) => other.type)).toEqual([
      'termsOfService',
      'itemDetailPrivate',
      'buyerAgreement',
    ]);
  });

  it.each(['unknown', 'PRIVACY', 'constructor', '__proto__', '', undefined])(
    'rejects the type %s',
    async (type) => {
      await expect(loadProtocolPage('cn', type)).resolves.toBeNull();
    },
  );
});

describe('sectionNumber', () => {
  it('numbers Chinese articles with Chinese numerals and others with digits', () => {
    expect([0, 8, 9, 10, 11].map((i) => sectionNumber('cn', i))).toEqual([
      '一、',
      '九、',
      '十、',
      '十一、',
      '十二、',
    ]);
    expect(sectionNumber('en', 10)).toBe('11.');
  });
});
