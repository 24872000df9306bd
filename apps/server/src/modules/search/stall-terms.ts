import { documentTerms } from './segmenter.ts';

/**
 * The terms a stall is found by: its name cut like an item title (words, bigrams, characters), its chat
 * nickname (pinyin) and its stall number, so "A318" and "meili" find it too.
 */
export function stallTerms(stall: { name: string; wwNickname?: string | null; position: string }): string[] {
  return documentTerms({ title: stall.name, englishTitle: stall.wwNickname, artNo: stall.position });
}
