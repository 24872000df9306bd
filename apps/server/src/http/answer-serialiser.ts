import type { JsonSchema } from './answer-schemas.ts';

/** An answer that is not what its schema says: a server error, never a shorter or looser answer. */
export class AnswerShapeError extends Error {
  constructor(
    readonly problem: string,
    readonly at: readonly string[] = [],
  ) {
    super(`the answer does not fit its schema${at.length ? ` at ${at.join('.')}` : ''}: ${problem}`);
  }

  /** The same error, one level further out. */
  within(key: string | number): AnswerShapeError {
    return new AnswerShapeError(this.problem, [String(key), ...this.at]);
  }
}

const within = (error: unknown, key: string | number) =>
  error instanceof AnswerShapeError ? error.within(key) : error;

/**
 * A schema compiled for one use: `fits` walks a value and says whether it is exactly the schema's (true),
 * holds fields the schema does not name (false), or cannot be made to fit (throws: a required field
 * missing, a value of another type); `copy` makes the value with the named fields only.
 */
interface Shape {
  fits(value: unknown): boolean;
  copy(value: unknown): unknown;
}

/**
 * Fastify's serializer compiler for answers (route option `serializerCompiler`), run once per route and
 * schema. A value that is exactly its schema's goes to JSON.stringify as it is; one with fields the schema
 * does not name is first copied without them; one that cannot fit throws.
 *
 * Not fast-json-stringify, Fastify's default: it builds each answer from thousands of string pieces, and
 * under load their garbage cost searchPage about 7% more server CPU than JSON.stringify alone
 * (docs/decisions/034). The walk that checks allocates nothing.
 */
export function compileAnswerSerialiser({ schema }: { schema: unknown }): (value: unknown) => string {
  const shape = shapeOf(schema as JsonSchema);
  return (value) => JSON.stringify(shape.fits(value) ? value : shape.copy(value));
}

function shapeOf(schema: JsonSchema): Shape {
  if (schema.anyOf || schema.oneOf || schema.allOf || schema.$ref || schema.not) {
    throw new Error(`an answer schema says only types, objects and arrays: ${JSON.stringify(schema)}`);
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== undefined);
  const [type, ...others] = types.filter((t) => t !== 'null');
  if (type === undefined && types.includes('null')) return NULL_SHAPE;
  if (type === undefined || others.length > 0) {
    throw new Error(`an answer schema gives each value one type (or it and null): ${JSON.stringify(schema)}`);
  }
  const shape =
    type === 'object'
      ? objectShape(schema)
      : type === 'array'
        ? arrayShape(schema)
        : valueShape(schema, type);
  if (!types.includes('null')) return shape;
  return {
    fits: (value) => value === null || shape.fits(value),
    copy: (value) => (value === null ? null : shape.copy(value)),
  };
}

/** null and nothing else: the answer of a call that carries no data. */
const NULL_SHAPE: Shape = {
  fits(value) {
    if (value !== null) throw new AnswerShapeError(`${JSON.stringify(value)} is not null`);
    return true;
  },
  copy: (value) => NULL_SHAPE.fits(value) && value,
};

const IS: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
};

function valueShape(schema: JsonSchema, type: string): Shape {
  const is = IS[type];
  if (!is) throw new Error(`an answer schema's types are JSON's: ${type}`);
  const values = schema.enum ?? (schema.const === undefined ? undefined : [schema.const]);
  const allowed = values ? new Set<unknown>(values) : null;
  const fits = (value: unknown) => {
    if (!is(value)) throw new AnswerShapeError(`${JSON.stringify(value)} is not of type ${type}`);
    if (allowed && !allowed.has(value))
      throw new AnswerShapeError(`${JSON.stringify(value)} is not one of its values`);
    return true;
  };
  return { fits, copy: (value) => fits(value) && value };
}

function arrayShape(schema: JsonSchema): Shape {
  if (typeof schema.items !== 'object' || Array.isArray(schema.items)) {
    throw new Error(`an answer schema's array says what it holds: ${JSON.stringify(schema)}`);
  }
  const item = shapeOf(schema.items);
  const isArray = (value: unknown): value is unknown[] => {
    if (!Array.isArray(value)) throw new AnswerShapeError('not an array');
    return true;
  };
  return {
    fits(value) {
      let exact = true;
      if (isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          try {
            if (!item.fits(value[i])) exact = false;
          } catch (error) {
            throw within(error, i);
          }
        }
      }
      return exact;
    },
    copy(value) {
      if (!isArray(value)) return value;
      const copy = new Array(value.length);
      for (let i = 0; i < value.length; i++) {
        try {
          copy[i] = item.copy(value[i]);
        } catch (error) {
          throw within(error, i);
        }
      }
      return copy;
    },
  };
}

function objectShape(schema: JsonSchema): Shape {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, field]) => ({
    key,
    required: required.has(key),
    shape: shapeOf(field as JsonSchema),
  }));
  const named = new Set(fields.map(({ key }) => key));
  // A record: any key its propertyNames allow, every value of one schema; else the object is closed.
  const rest = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  if (schema.additionalProperties !== false && !rest) {
    throw new Error(`an answer schema's object is closed or a record: ${JSON.stringify(schema)}`);
  }
  const restValue = rest ? shapeOf(rest) : undefined;
  const restKey = rest && schema.propertyNames ? shapeOf(schema.propertyNames as JsonSchema) : undefined;
  const requiredRest = [...required].filter((key) => !named.has(key));

  const asObject = (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new AnswerShapeError('not an object');
    return value as Record<string, unknown>;
  };
  /** Each record entry that is not a named field, checked; false when one needs a copy. */
  const restFits = (source: Record<string, unknown>, rest: Shape) => {
    let exact = true;
    for (const key in source) {
      if (named.has(key) || source[key] === undefined) continue;
      try {
        restKey?.fits(key);
        if (!rest.fits(source[key])) exact = false;
      } catch (error) {
        throw within(error, key);
      }
    }
    for (const key of requiredRest)
      if (source[key] === undefined) throw new AnswerShapeError(`${key} is required`);
    return exact;
  };

  return {
    fits(value) {
      const source = asObject(value);
      let exact = true;
      let held = 0;
      for (let i = 0; i < fields.length; i++) {
        const { key, required, shape } = fields[i]!;
        const field = source[key];
        if (field === undefined) {
          if (required) throw new AnswerShapeError(`${key} is required`);
          continue;
        }
        held++;
        try {
          if (!shape.fits(field)) exact = false;
        } catch (error) {
          throw within(error, key);
        }
      }
      if (restValue) return restFits(source, restValue) && exact;
      // Closed: a value under any other key means the answer must be copied without it.
      let defined = 0;
      for (const key in source) if (source[key] !== undefined) defined++;
      return exact && defined === held;
    },
    copy(value) {
      const source = asObject(value);
      const copy: Record<string, unknown> = {};
      const take = (key: string, shape: Shape) => {
        const field = source[key];
        try {
          copy[key] = shape.fits(field) ? field : shape.copy(field);
        } catch (error) {
          throw within(error, key);
        }
      };
      for (const { key, required, shape } of fields) {
        if (source[key] !== undefined) take(key, shape);
        else if (required) throw new AnswerShapeError(`${key} is required`);
      }
      if (restValue) {
        restFits(source, restValue);
        for (const key of Object.keys(source)) {
          if (!named.has(key) && source[key] !== undefined) take(key, restValue);
        }
      }
      return copy;
    },
  };
}
