// Helpers for the tests of parallel writes (issue 12 point 6), not a test file itself.

/** `n` requests at once, as a double-clicking buyer or a retrying client sends them. */
export const parallel = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));

/**
 * How many answers carried each envelope code, e.g. `{ 200: 20, 540: 30 }`. Comparing it whole with
 * `toEqual` says at once that no answer was a 5xx and that every one was an outcome the call names.
 */
export function tally(answers: readonly { body: { code: number } }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { body } of answers) counts[body.code] = (counts[body.code] ?? 0) + 1;
  return counts;
}
