import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerShapeError, compileAnswerSerialiser } from './answer-serialiser.ts';

const serialiserOf = (schema: z.ZodType) =>
  compileAnswerSerialiser({ schema: z.toJSONSchema(schema, { io: 'output' }) });

const card = z.object({
  id: z.number().int(),
  title: z.string(),
  tag: z.string().nullable(),
  sort: z.enum(['newest', 'sales']),
  facets: z.record(z.enum(['color', 'size']), z.array(z.string())),
  note: z.string().optional(),
});
const aCard = { id: 1, title: 'T', tag: null, sort: 'newest', facets: { color: ['红'], size: [] } };

describe('an answer written by its schema', () => {
  const write = serialiserOf(card);

  it('writes the fields the schema names, as JSON.stringify would', () => {
    expect(write(aCard)).toBe(JSON.stringify(aCard));
    expect(write({ ...aCard, note: 'n' })).toBe(JSON.stringify({ ...aCard, note: 'n' }));
  });

  it('leaves out every field the schema does not name, nested ones too', () => {
    const leaky = { ...aCard, token: 's', facets: { ...aCard.facets } };
    expect(JSON.parse(write(leaky))).toEqual(aCard);
  });

  it('refuses a missing required field, a value of another type, or one outside its enum, naming where', () => {
    const { id: _, ...noId } = aCard;
    expect(() => write(noId)).toThrow(AnswerShapeError);
    expect(() => write({ ...aCard, id: '1' })).toThrow(/at id: "1" is not of type integer/);
    expect(() => write({ ...aCard, id: 1.5 })).toThrow(/at id/);
    expect(() => write({ ...aCard, sort: 'price' })).toThrow(/at sort/);
    expect(() => write({ ...aCard, facets: { color: [1], size: [] } })).toThrow(/at facets\.color\.0/);
  });

  it('takes a record’s keys only from its key schema, and requires every key of an enum', () => {
    expect(() => write({ ...aCard, facets: { ...aCard.facets, fabric: [] } })).toThrow(/at facets\.fabric/);
    expect(() => write({ ...aCard, facets: { color: [] } })).toThrow(/at facets: size is required/);
  });

  it('refuses, when the route is built, a schema that would let any value through', () => {
    expect(() => serialiserOf(z.object({ any: z.unknown() }))).toThrow();
    expect(() => serialiserOf(z.looseObject({ id: z.number() }))).toThrow();
    expect(() => serialiserOf(z.union([z.string(), z.number()]))).toThrow();
  });
});
