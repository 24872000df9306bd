// The fields of the calls' inputs, walked for the tests that hold every field of a kind to one rule.
import type { z } from 'zod';
import type { Call } from '../call.ts';
import * as contracts from '../index.ts';

type Path = (string | number)[];
export interface InputField {
  path: Path;
  schema: z.ZodType;
}

// biome-ignore lint/suspicious/noExplicitAny: walking zod's definitions
const defOf = (schema: z.ZodType): any => (schema as any)._zod.def;

/** Every field under a schema: object members and array elements (as index 0), through wrappers. */
export function fieldsOf(schema: z.ZodType, path: Path = []): InputField[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, member]) => [
        { path: [...path, key], schema: member },
        ...fieldsOf(member, [...path, key]),
      ]);
    case 'array':
      return [{ path: [...path, 0], schema: def.element }, ...fieldsOf(def.element, [...path, 0])];
    case 'pipe':
      return [...fieldsOf(def.in, path), ...fieldsOf(def.out, path)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fieldsOf(def.innerType, path);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => fieldsOf(option, path));
    case 'intersection':
      return [...fieldsOf(def.left, path), ...fieldsOf(def.right, path)];
    default:
      return [];
  }
}

/** Every call the contract exports, by its export name. */
export const CALLS: [string, Call][] = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, Call] => {
    const value = entry[1] as Partial<Call> | null;
    return (
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && !!value.input
    );
  },
);

/** The call's example input with `value` at `path` (arrays and objects made on the way). */
export function exampleWith(call: Call, path: Path, value: unknown): unknown {
  const input = structuredClone((call.example ?? {}) as Record<string, unknown>);
  // biome-ignore lint/suspicious/noExplicitAny: building an input by path
  let at: any = input;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      at[key] = value;
    } else {
      const nextIsIndex = typeof path[index + 1] === 'number';
      if (typeof at[key] !== 'object' || at[key] === null) at[key] = nextIsIndex ? [] : {};
      // A comma-separated list in the example ("1,2") becomes an array to put the value in.
      at = at[key];
    }
  }
  return input;
}

/** Whether a refusal names the field: an issue at the path or under it, or at the list holding it. */
export const namesField = (error: z.ZodError, path: Path) =>
  error.issues.some((issue) => issue.path[0] === path[0]);
