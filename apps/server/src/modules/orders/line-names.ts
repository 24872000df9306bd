import type { Language } from '@stallhub/contracts';
import type { ItemsService, ValueNamesService } from '../catalogue/index.ts';
import type { LineRow } from './repository.ts';

/** How a reader sees an order line: its title, colour and size in their language. */
export interface LineNames {
  title(line: { itemId: number; title: string }): string;
  color(value: string): string;
  size(value: string): string;
}

/**
 * Lines keep the Chinese title, colour and size they were ordered with (the keys they match their SKU
 * by); readers see them in their language, as cards and carts do (decision 051). Reads on its own
 * connection: call it before a transaction, never inside one.
 */
export async function lineNamesFor(
  deps: { items: ItemsService; valueNames: ValueNamesService },
  itemIds: readonly number[],
  lang: Language,
): Promise<LineNames> {
  const [titles, name] = await Promise.all([deps.items.titlesIn(itemIds, lang), deps.valueNames.namer(lang)]);
  return {
    title: (line) => titles.get(line.itemId) ?? line.title,
    color: (value) => name('color', value),
    size: (value) => name('size', value),
  };
}

/** A line's item, picture, title, colour and size as the reader sees them. */
export const namedLine = (
  line: Pick<LineRow, 'itemId' | 'vid' | 'title' | 'indexImgUrl' | 'color' | 'size'>,
  names: LineNames,
) => ({
  itemId: line.itemId,
  vid: line.vid,
  title: names.title(line),
  indexImgUrl: line.indexImgUrl,
  color: names.color(line.color),
  size: names.size(line.size),
});
