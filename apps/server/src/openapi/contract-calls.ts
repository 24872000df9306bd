import type { Call } from '@stallhub/contracts';
import * as contracts from '@stallhub/contracts';
import { z } from 'zod';

/** A call of the contract and the name the contract exports it under (the document's operationId). */
export interface NamedCall {
  name: string;
  call: Call;
}

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  (value as Call).input instanceof z.ZodType &&
  (value as Call).data instanceof z.ZodType;

/** Every call the contract defines, in path order. */
export const CONTRACT_CALLS: readonly NamedCall[] = Object.entries(contracts as Record<string, unknown>)
  .filter((entry): entry is [string, Call] => isCall(entry[1]))
  .map(([name, call]) => ({ name, call }))
  .sort((a, b) => a.call.path.localeCompare(b.call.path) || a.call.method.localeCompare(b.call.method));
