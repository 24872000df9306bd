import type { QueryTerms } from './segmenter.ts';
import { analyseTyped, CATEGORY_TERM, conceptGroup } from './understanding.ts';

/**
 * The term sets that find the items whose category a query names (decision 054): every garment it names
 * for the audience it names (in the title or the category's names, as search reads it), then the garments
 * alone. A garment counts only by the category's names (`k:` terms), so a title's mere mention of a
 * garment never makes its item's category the one named. Empty when the query names no garment.
 */
export function namedCategoryTerms(q: string): QueryTerms[] {
  const spans = analyseTyped(q);
  const garments = spans
    .filter((s) => s.concept?.kind === 'category')
    .map((s) => [CATEGORY_TERM + s.concept!.key]);
  if (garments.length === 0) return [];
  const audiences = spans.filter((s) => s.concept?.kind === 'audience').map((s) => conceptGroup(s.concept!));
  return audiences.length > 0 ? [[...garments, ...audiences], garments] : [garments];
}
