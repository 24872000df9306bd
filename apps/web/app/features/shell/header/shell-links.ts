import type { City, Language } from '@stallhub/contracts';
import { localePath } from '../../../routing/locale.ts';

// Header links to pages that later issues build; until then they are not shown (canLinkTo).

export const cartPath = (lang: Language) => localePath(lang, '/cart.html');

/** Stall owners apply to move in (or, when allowed, to national sourcing). */
export const moveInPath = (lang: Language) => localePath(lang, '/settled.html');

/** Fabric and accessory suppliers apply in the cities with a materials market. */
export const materialsPath = (lang: Language, city: City) =>
  localePath(lang, `/${city}/materials/apply.html`);
