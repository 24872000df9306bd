import { CREDIT_LEVEL, type ItemFacet, STRENGTH_TYPE } from '@stallhub/contracts';

// How facet values read and in which order they come. Colours and sizes are the stalls' own SKU names,
// which the answer labels in the page's language; the other facets send codes, each with a label in the
// catalogues.

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface FacetCount {
  value: string;
  count: number;
  label?: string;
}

/** The page-language names of the colour and size values a search answer counted, by value. */
export function valueNamesOf(facets: Partial<Record<string, readonly FacetCount[]>>): Record<string, string> {
  return Object.fromEntries(
    [...(facets.color ?? []), ...(facets.size ?? [])].flatMap((f) => (f.label ? [[f.value, f.label]] : [])),
  );
}

/** The strength facet's value for stalls with no certified strength. */
export const NO_STRENGTH = '-1';

/** Service codes of the services facet, and the card's label for each. */
const SERVICE_KEYS: Record<string, string> = {
  stock: 'card.service.inStock',
  df: 'card.service.dropShipping',
  tx: 'card.service.refund',
  sp: 'card.service.realPhotos',
};

const nameOf = <T extends Record<string, number>>(codes: T, value: string) =>
  Object.entries(codes).find(([, code]) => String(code) === value)?.[0];

/** The label of one facet value; an unknown code shows as it is rather than as a missing key. */
export function facetValueLabel(
  facet: ItemFacet,
  value: string,
  t: Translate,
  styleNames: Readonly<Record<string, string>> = {},
  valueNames: Readonly<Record<string, string>> = {},
): string {
  const orRaw = (key: string | undefined) => (key ? t(key, { defaultValue: value }) : value);
  switch (facet) {
    case 'color':
    case 'size':
      return valueNames[value] ?? value;
    case 'style':
      return styleNames[value] ?? value;
    case 'modelId':
    case 'clothingPattern':
    case 'fabric':
    case 'season':
      return orRaw(`searchPage.values.${facet}.${value}`);
    case 'suitableAge': {
      const range = /^(\d+)-(\d+)$/.exec(value);
      if (range) return t('searchPage.values.age.range', { from: range[1], to: range[2] });
      const from = /^(\d+)\+$/.exec(value);
      return from ? t('searchPage.values.age.from', { from: from[1] }) : value;
    }
    case 'credit': {
      const name = nameOf(CREDIT_LEVEL, value);
      return orRaw(name && `badge.credit.${name}`);
    }
    case 'strength': {
      if (value === NO_STRENGTH) return t('searchPage.values.strength.none');
      const name = nameOf(STRENGTH_TYPE, value);
      return orRaw(name && `badge.strength.${name}`);
    }
    case 'services':
      return orRaw(SERVICE_KEYS[value]);
  }
}

/** Clothing sizes from small to large; shoe and children's sizes are numbers and sort as numbers. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', '3XL', '4XL', '5XL', '6XL'];
const SEASONS = ['spring', 'summer', 'autumn', 'winter', 'all'];
/** Best first: excellent, good, general, low credit; factory, warehouse, new release, strength, none. */
const CREDIT_ORDER = [3, 2, 0, 1].map(String);
const STRENGTH_ORDER = [1, 2, 4, 0, -1].map(String);
const SERVICE_ORDER = Object.keys(SERVICE_KEYS);

function rankOf(facet: ItemFacet, value: string): number | null {
  const inList = (list: readonly string[]) => (list.includes(value) ? list.indexOf(value) : null);
  switch (facet) {
    case 'size': {
      const letter = LETTER_SIZES.indexOf(value.toUpperCase());
      if (letter >= 0) return letter;
      return /^\d+(\.\d+)?$/.test(value) ? 100 + Number(value) : null;
    }
    case 'season':
      return inList(SEASONS);
    case 'suitableAge': {
      const from = /^(\d+)/.exec(value);
      return from ? Number(from[1]) : null;
    }
    case 'modelId':
      return /^\d+$/.test(value) ? Number(value) : null;
    case 'credit':
      return inList(CREDIT_ORDER);
    case 'strength':
      return inList(STRENGTH_ORDER);
    case 'services':
      return inList(SERVICE_ORDER);
    default:
      return null;
  }
}

/**
 * A facet's values in the order a buyer scans them: sizes small to large, seasons through the year,
 * ages young to old, credit and strength best first. Colours, styles, patterns and fabrics keep the
 * answer's order, most items first. Values without a known place follow, most items first.
 */
export function orderFacetValues(facet: ItemFacet, values: readonly FacetCount[]): FacetCount[] {
  return values
    .map((entry, index) => ({ entry, index, rank: rankOf(facet, entry.value) }))
    .sort((a, b) => {
      if (a.rank !== null && b.rank !== null) return a.rank - b.rank || a.index - b.index;
      if (a.rank !== null) return -1;
      if (b.rank !== null) return 1;
      return a.index - b.index;
    })
    .map(({ entry }) => entry);
}
