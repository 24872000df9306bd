import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-text.ts';
import { CALLS, exampleWith, fieldsOf, namesField } from './testing/input-fields.ts';

const UNSTORABLE = ['a\u0000b', '\u0000', 'lone \ud800 high', 'lone \udc00 low', 'reversed \udc00\ud800'];

/** Fields that take text: their own schema accepts a word (enums and patterns are held to it too, below). */
const textFields = CALLS.flatMap(([name, call]) =>
  fieldsOf(call.input)
    .filter(({ schema }) => schema.safeParse('ab').success || schema.safeParse('12').success)
    .map((field) => ({ name, call, ...field })),
);

describe('no call takes text the database cannot keep (NUL, unpaired surrogates)', () => {
  it('tells storable text from the rest: emoji and every script pass', () => {
    for (const text of ['', 'plain', '女装 连衣裙', 'emoji 😀👗🏽', 'عربي', '\u{10FFFF}']) {
      expect(isStorableText(text), text).toBe(true);
    }
    for (const text of UNSTORABLE) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('finds the text fields of the calls', () => {
    expect(textFields.length).toBeGreaterThan(150);
  });

  it.each(textFields.map((field) => [`${field.name} ${field.path.join('.')}`, field] as const))(
    '%s refuses NUL and a lone surrogate, naming the field',
    (_, { call, path }) => {
      for (const wrong of UNSTORABLE) {
        const refused = call.input.safeParse(exampleWith(call, path, wrong));
        expect(refused.success, JSON.stringify(wrong)).toBe(false);
        expect(namesField(refused.error!, path), refused.error?.message).toBe(true);
      }
    },
  );
});
