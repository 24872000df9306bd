import { describe, expect, it } from 'vitest';
import { ID_MAX } from './ids.ts';
import { CALLS, exampleWith, fieldsOf, namesField } from './testing/input-fields.ts';

/** Names of id fields: id, itemId, shopIds, color_id, itemVidList, bid (a market), vcid (a category). */
const ID_NAME = /^(id|bid|vcid|pid)$|Id$|Ids$|_id$|IdList$|VidList$/;
const lastKey = (path: (string | number)[]) => String(path.filter((key) => typeof key === 'string').at(-1));

const idFields = CALLS.flatMap(([name, call]) =>
  fieldsOf(call.input)
    .filter(({ path, schema }) => {
      const own = path.at(-1);
      // An id field, or the element of an id list; ids that are strings (batchId, challengeId) are not numbers.
      const key = typeof own === 'number' ? lastKey(path) : String(own);
      return ID_NAME.test(key) && schema.safeParse('12').success !== schema.safeParse('abc').success;
    })
    .map((field) => ({ name, call, ...field })),
);

describe("every id field of every call is the database's integer (1 to 2^31 - 1)", () => {
  it('finds the id fields of the calls', () => {
    expect(idFields.length).toBeGreaterThan(40);
  });

  it.each(idFields.map((field) => [`${field.name} ${field.path.join('.')}`, field] as const))(
    '%s refuses 2^31 and below 0, naming the field',
    (_, { call, path, schema }) => {
      for (const wrong of [ID_MAX + 1, String(ID_MAX + 1), 99_999_999_999, -1, 1.5]) {
        expect(schema.safeParse(wrong).success, String(wrong)).toBe(false);
        const refused = call.input.safeParse(exampleWith(call, path, wrong));
        expect(refused.success, String(wrong)).toBe(false);
        expect(namesField(refused.error!, path), refused.error?.message).toBe(true);
      }
    },
  );
});
