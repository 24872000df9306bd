import { documentTerms } from '../search/index.ts';

/**
 * The terms a stall is found by: its name cut like an item title (words, bigrams, characters), its chat
 * nickname (pinyin) and its stall number, so "A318" and "meili" find it too.
 */
export function shopTerms(shop: { name: string; wwNickname?: string | null; position: string }): string[] {
  return documentTerms({ title: shop.name, englishTitle: shop.wwNickname, artNo: shop.position });
}
