import { PRICE_FIELDS } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { CONTRACT_CALLS } from '../openapi/contract-calls.ts';
import { dataSchemaOf, envelopeSchema, type JsonSchema } from './answer-schemas.ts';
import { compileAnswerSerialiser } from './answer-serialiser.ts';

/** Every object schema in a schema, with where it sits. */
function objectsIn(schema: unknown, path = 'data'): { path: string; schema: JsonSchema }[] {
  if (Array.isArray(schema)) return schema.flatMap((child, i) => objectsIn(child, `${path}[${i}]`));
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as JsonSchema;
  const here = node.properties || node.type === 'object' ? [{ path, schema: node }] : [];
  return [
    ...here,
    ...Object.entries(node).flatMap(([key, child]) =>
      key === 'properties'
        ? Object.entries(child as object).flatMap(([name, field]) => objectsIn(field, `${path}.${name}`))
        : objectsIn(child, `${path}/${key}`),
    ),
  ];
}

/** Any field named like a price (but priceType, the price-setting state), found without PRICE_FIELDS. */
const looksLikePrice = (name: string) => /price/i.test(name) && name !== 'priceType';

describe.each(CONTRACT_CALLS)("$name's answer schema", ({ call }) => {
  it("a guest's has no price field anywhere", () => {
    const fields = objectsIn(dataSchemaOf(call, 'guest')).flatMap(({ path, schema }) =>
      Object.keys(schema.properties ?? {}).map((name) => ({ name, at: `${path}.${name}` })),
    );
    expect(fields.filter(({ name }) => looksLikePrice(name)).map(({ at }) => at)).toEqual([]);
  });

  it("a member's requires every price field its objects name", () => {
    for (const { path, schema } of objectsIn(dataSchemaOf(call, 'member'))) {
      const prices = Object.keys(schema.properties ?? {}).filter(looksLikePrice);
      for (const name of prices) expect(schema.required, `${path}.${name}`).toContain(name);
      // A field named like a price that PRICE_FIELDS does not know would reach guests.
      for (const name of prices) expect(PRICE_FIELDS, `${path}.${name}`).toContain(name);
    }
  });

  it('compiles into a serialiser, for a member and a guest, a success and another outcome', () => {
    for (const asker of ['member', 'guest'] as const) {
      for (const nullData of [false, true]) {
        const schema = envelopeSchema(dataSchemaOf(call, asker), { nullData });
        expect(() => compileAnswerSerialiser({ schema }), `${asker} ${nullData}`).not.toThrow();
      }
    }
  });

  it('is closed: every object names its fields, and nothing takes any value', () => {
    for (const { path, schema } of objectsIn(dataSchemaOf(call, 'member'))) {
      expect(schema.additionalProperties, path).toBeDefined();
      expect(schema.additionalProperties, path).not.toEqual({});
      expect(schema.additionalProperties, path).not.toBe(true);
    }
    expect(JSON.stringify(dataSchemaOf(call, 'member'))).not.toMatch(/:\{\}/);
  });
});
