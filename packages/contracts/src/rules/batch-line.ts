// Which line of a batch call a refusal is about (the cart's batch add, the purchase list's add-all).
// The server starts its refusal with the line's place, as the input checks already do for a field
// ("items.2.amount: ..."), so a page can point at the very cell that was refused.

/** "items.2: <message>": the refusal of the batch's line at `index` (0-based), in the input's own naming. */
export const batchLineMessage = (field: 'items' | 'lines', index: number, message: string) =>
  `${field}.${index}: ${message}`;

/** The line a batch refusal names and the refusal without its place, or null when it names no line. */
export function batchLineAtFault(message: string): { index: number; reason: string } | null {
  const found = /^(?:items|lines)\.(\d+)(?:\.\w+)?: (.*)$/s.exec(message);
  return found ? { index: Number(found[1]), reason: found[2]! } : null;
}
