import { LISTED_TITLE_MAX } from '../listing/constants.ts';

/** The title part of a buyer's upload settings (listing-settings/schemas.ts). */
export interface TitleRule {
  titlePrefix: string;
  titleSuffix: string;
  removedWords: readonly string[];
}

/**
 * The title pushed to a shop by the buyer's own rules (issue 14 point 5): each removed word taken out
 * wherever it occurs (case-insensitive for Latin letters), spaces closed up, then the prefix and suffix
 * added. The result is cut to the platform's 60 characters from the body, never from the buyer's prefix
 * and suffix; a rule that would leave nothing keeps the item's own title.
 */
export function titleByRule(title: string, rule: TitleRule): string {
  let body = title;
  for (const word of rule.removedWords) {
    if (word) body = body.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  }
  body = body.replace(/\s+/g, ' ').trim();
  const prefix = rule.titlePrefix.trim();
  const suffix = rule.titleSuffix.trim();
  const room =
    LISTED_TITLE_MAX - [...prefix].length - [...suffix].length - (prefix ? 1 : 0) - (suffix ? 1 : 0);
  body = [...body].slice(0, Math.max(room, 0)).join('').trim();
  const made = [prefix, body, suffix].filter(Boolean).join(' ');
  return made || title;
}
