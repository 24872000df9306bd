import { LANGUAGES, MARKET_IDS } from '@stallhub/contracts';
import { CATEGORY_DATA } from '../data/categories.ts';
import { CITY_DATA, hasHome } from '../data/cities.ts';
import { BUILDING_DATA } from '../data/markets.ts';
import { CATALOGUE_VALUES } from '../data/sku-words.ts';
import { STYLE_DATA } from '../data/styles.ts';
import type { Translated } from '../data/translations.ts';
import type {
  CatalogueValueTranslationRow,
  CategoryRow,
  CategoryTagRow,
  CategoryTagTranslationRow,
  CategoryTranslationRow,
  CityMarketRow,
  CityMarketTranslationRow,
  MarketBuildingRow,
  MarketBuildingTranslationRow,
  MarketFloorRow,
  StyleRow,
  StyleTranslationRow,
} from '../rows.ts';

/** City markets, buildings, floors, categories, styles and value names: the catalogue's reference tables. */
export interface ReferenceData {
  cityMarkets: CityMarketRow[];
  cityMarketTranslations: CityMarketTranslationRow[];
  buildings: MarketBuildingRow[];
  buildingTranslations: MarketBuildingTranslationRow[];
  floors: MarketFloorRow[];
  categories: CategoryRow[];
  categoryTranslations: CategoryTranslationRow[];
  categoryTags: CategoryTagRow[];
  categoryTagTranslations: CategoryTagTranslationRow[];
  styles: StyleRow[];
  styleTranslations: StyleTranslationRow[];
  valueTranslations: CatalogueValueTranslationRow[];
}

const eachLanguage = <T>(text: Translated, row: (lang: string, value: string) => T): T[] =>
  LANGUAGES.map((lang) => row(lang, text[lang]));

/** Building ids are the city's market id times 100 plus its place in the city: gz 101, 102, ... */
export const buildingId = (marketId: number, index: number) => marketId * 100 + index + 1;
/** Floor ids are the building id times 100 plus the floor's place: 10101 is B1 or 1F of building 101. */
export const floorId = (bid: number, index: number) => bid * 100 + index + 1;

/** The fixed reference data; it takes no randomness, so tests and the demo share it as is. */
export function makeReferenceData(): ReferenceData {
  const data: ReferenceData = {
    cityMarkets: [],
    cityMarketTranslations: [],
    buildings: [],
    buildingTranslations: [],
    floors: [],
    categories: [],
    categoryTranslations: [],
    categoryTags: [],
    categoryTagTranslations: [],
    styles: [],
    styleTranslations: [],
    valueTranslations: [],
  };
  CITY_DATA.forEach((city, sort) => {
    data.cityMarkets.push({
      code: city.code,
      marketId: MARKET_IDS[city.code],
      sort,
      showHot: city.showHot,
      hasHome: hasHome(city.code),
      allowMoveToNational: city.allowMoveToNational,
    });
    for (const lang of LANGUAGES) {
      data.cityMarketTranslations.push({
        code: city.code,
        lang,
        name: city.name[lang],
        introduction: city.introduction[lang],
      });
    }
  });
  const perCity = new Map<string, number>();
  for (const building of BUILDING_DATA) {
    const index = perCity.get(building.city) ?? 0;
    perCity.set(building.city, index + 1);
    const bid = buildingId(MARKET_IDS[building.city], index);
    data.buildings.push({ bid, city: building.city, sort: index });
    data.buildingTranslations.push(...eachLanguage(building.name, (lang, name) => ({ bid, lang, name })));
    building.floors.forEach((name, sort) => {
      data.floors.push({ id: floorId(bid, sort), bid, name, sort });
    });
  }
  CATEGORY_DATA.forEach((top, topSort) => {
    data.categories.push({ id: top.id, parentId: null, tagId: null, sort: topSort, showInline: false });
    data.categoryTranslations.push(
      ...eachLanguage(top.name, (lang, name) => ({ categoryId: top.id, lang, name })),
    );
    let leafSort = 0;
    top.tags.forEach((tag, tagSort) => {
      data.categoryTags.push({ id: tag.id, sort: tagSort });
      data.categoryTagTranslations.push(
        ...eachLanguage(tag.name, (lang, name) => ({ tagId: tag.id, lang, name })),
      );
      for (const leaf of tag.leaves) {
        data.categories.push({
          id: leaf.id,
          parentId: top.id,
          tagId: tag.id,
          sort: leafSort++,
          showInline: leaf.inline,
        });
        data.categoryTranslations.push(
          ...eachLanguage(leaf.name, (lang, name) => ({ categoryId: leaf.id, lang, name })),
        );
      }
    });
  });
  STYLE_DATA.forEach((style, sort) => {
    data.styles.push({ id: style.id, urlPath: style.urlPath, sort });
    data.styleTranslations.push(
      ...eachLanguage(style.name, (lang, name) => ({ styleId: style.id, lang, name })),
    );
  });
  for (const [kind, values] of Object.entries(CATALOGUE_VALUES)) {
    for (const value of values) {
      data.valueTranslations.push(
        ...eachLanguage(value, (lang, text) => ({ kind, value: value.cn, lang, text })),
      );
    }
  }
  return data;
}
