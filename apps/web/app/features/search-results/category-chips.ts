import type { SearchCategory } from '@stallhub/contracts';

/**
 * Each category chip's parent to show before its name, or null. Leaves of different top levels share
 * names (女装 卫衣 and 男装 卫衣), and two chips both reading "卫衣" could not be told apart (issue 26
 * point 9a): as 1688's category path does, a name that repeats among the chips gets its top level
 * before it; a name of its own stays short.
 */
export function chipParents(categories: readonly SearchCategory[]): Map<number, string | null> {
  const seen = new Map<string, number>();
  for (const c of categories) seen.set(c.vcname, (seen.get(c.vcname) ?? 0) + 1);
  return new Map(
    categories.map((c) => [
      c.vcid,
      (seen.get(c.vcname) ?? 0) > 1 && c.pname && c.pname !== c.vcname ? c.pname : null,
    ]),
  );
}
