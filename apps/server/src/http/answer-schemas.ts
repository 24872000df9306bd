import { type Call, CODE, isPriceField } from '@stallhub/contracts';
import { z } from 'zod';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/** Who an answer is for: a member sees prices; a guest's answer has no price field at all (spec 3 §6). */
export type Asker = 'member' | 'guest';

/** Keywords whose value is one schema, an array of schemas, or a map of name to schema. */
const ONE = ['additionalProperties', 'items', 'not', 'propertyNames', 'contains', 'if', 'then', 'else'];
const MANY = ['anyOf', 'allOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

/**
 * What a call answers in `data`, as JSON Schema: the contract's zod schema (its output side) with the
 * price fields required for a member and left out for a guest. Anything zod cannot say in JSON Schema
 * (a transform, a date) throws here, when the route is registered, rather than answering unchecked.
 */
export function dataSchemaOf(call: Call, asker: Asker): JsonSchema {
  const known = made.get(call) ?? {};
  made.set(call, known);
  known[asker] ??= shaped(jsonSchemaOf(call.data), asker);
  return known[asker];
}

/** Made once per call and process, for every app's routes and the API document; nothing alters them. */
const made = new WeakMap<Call, Partial<Record<Asker, JsonSchema>>>();

const jsonSchemaOf = (data: z.ZodType): JsonSchema => {
  const { $schema: _, ...schema } = z.toJSONSchema(data, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'throw',
    override: withoutSafeIntegerBounds,
  });
  return schema;
};

/** zod's int() writes JavaScript's safe-integer range as bounds: true of every number JSON carries, so noise. */
export function withoutSafeIntegerBounds({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/**
 * The envelope `{code, message, data}` around a data schema. A business outcome other than success
 * (a refusal, "already", "limit") may carry null instead: `nullData`.
 */
export function envelopeSchema(data: JsonSchema, { nullData = false } = {}): JsonSchema {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer', examples: [CODE.ok] },
      message: { type: 'string', examples: ['success'] },
      data: nullData ? orNull(data) : data,
    },
    required: ['code', 'message', 'data'],
    additionalProperties: false,
  };
}

/** The schema, or null. */
export function orNull(schema: JsonSchema): JsonSchema {
  const types = typesOf(schema);
  if (types === undefined) return schema.anyOf ? { anyOf: [...schema.anyOf, { type: 'null' }] } : schema;
  if (types.includes('null')) return schema;
  const widened: JsonSchema = { ...schema, type: [...types, 'null'] };
  if (schema.enum) widened.enum = [...schema.enum, null];
  return widened;
}

const typesOf = (schema: JsonSchema): z.core.JSONSchema.SchemaType[] | undefined =>
  schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];

function shaped(schema: JsonSchema, asker: Asker): JsonSchema {
  const node: JsonSchema = { ...schema };
  const record = node as Record<string, unknown>;
  for (const key of ONE) {
    const child = record[key];
    if (typeof child === 'object' && child !== null) record[key] = shaped(child as JsonSchema, asker);
  }
  for (const key of MANY) {
    const children = record[key];
    if (Array.isArray(children)) record[key] = children.map((child) => shaped(child, asker));
  }
  for (const key of MAP) {
    const children = record[key];
    if (typeof children === 'object' && children !== null) {
      record[key] = Object.fromEntries(
        Object.entries(children)
          .filter(([name]) => !(key === 'properties' && asker === 'guest' && isPriceField(name)))
          .map(([name, child]) => [name, shaped(child as JsonSchema, asker)]),
      );
    }
  }
  if (node.properties) node.required = requiredOf(node, asker);
  return nullableAsType(node);
}

/** A guest's answer has no price to require; a member's must carry every price its schema names. */
function requiredOf(node: JsonSchema, asker: Asker): string[] {
  const names = Object.keys(node.properties ?? {});
  const required = (node.required ?? []).filter((name) => names.includes(name));
  if (asker === 'guest') return required;
  return [...required, ...names.filter((name) => isPriceField(name) && !required.includes(name))];
}

/**
 * zod writes "X or null" as anyOf [X, null]. The serialiser tells such an anyOf apart by validating the
 * value against each branch, for every field of every answer; a type list ["integer", "null"] it tells
 * apart with a typeof. Same meaning, in the form that serialises fast.
 */
function nullableAsType(node: JsonSchema): JsonSchema {
  if (node.anyOf?.length !== 2) return node;
  const [first, second] = node.anyOf;
  const other = isNull(first) ? second : isNull(second) ? first : undefined;
  if (typeof other !== 'object' || typesOf(other) === undefined || other.anyOf || other.oneOf || other.allOf)
    return node;
  const { anyOf: _, ...rest } = node;
  return { ...rest, ...orNull(other) };
}

const isNull = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  Object.keys(schema).join() === 'type' &&
  (schema as JsonSchema).type === 'null';
