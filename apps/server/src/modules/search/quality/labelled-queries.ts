import { COLORS, createCatalogue, FABRIC_NAMES, PATTERN_NAMES } from '@stallhub/seed';

/**
 * The labelled query set of issue 17: buyer queries in Chinese and English built from the catalogue's own
 * vocabulary (its category names, colours, fabrics and patterns, with the audience words and synonyms
 * resellers type), each labelled by the seed's structured facts of an item (its leaf category, the
 * audience its category or title word names, its colours, fabric and pattern). The labels never look at
 * the search engine or its vocabulary.
 */
export type Audience = 'women' | 'men' | 'kids' | 'girls' | 'boys' | 'babies';

export interface ItemFacts {
  itemId: number;
  city: string;
  leafId: number;
  title: string;
  englishTitle: string;
  audiences: ReadonlySet<Audience>;
  colors: ReadonlySet<string>;
  fabric: string;
  pattern: string;
}

export interface LabelledQuery {
  lang: 'cn' | 'en';
  q: string;
  /** The city the query is tried in: where most of its relevant items are. */
  city: string;
  /** Relevant items of that city. */
  relevant: ReadonlySet<number>;
}

/** Garments as the leaf category names say them, with the English words buyers type for them. */
const GARMENTS: readonly (readonly [string, readonly string[]])[] = [
  ['T恤', ['t shirt', 'T-Shirts', 'tee']],
  ['衬衫', ['shirt', 'blouses']],
  ['卫衣', ['hoodie', 'sweatshirts']],
  ['毛衣', ['sweater', 'jumpers']],
  ['马甲', ['vest', 'gilet']],
  ['外套', ['jacket', 'jackets']],
  ['夹克', ['jacket', 'bomber jacket']],
  ['风衣', ['trench coat']],
  ['羽绒服', ['down jacket', 'puffer jacket']],
  ['毛呢大衣', ['wool coat']],
  ['棉服', ['padded jacket']],
  ['西装', ['blazer', 'suit']],
  ['连衣裙', ['dress', 'dresses']],
  ['半身裙', ['skirt', 'skirts']],
  ['牛仔裤', ['jeans']],
  ['休闲裤', ['pants', 'casual trousers']],
  ['短裤', ['shorts']],
  ['套装', ['set', 'co-ord set']],
  ['POLO衫', ['polo shirt']],
  ['高跟鞋', ['high heels']],
  ['单鞋', ['flats']],
  ['乐福鞋', ['loafers']],
  ['老爹鞋', ['chunky sneakers']],
  ['帆布鞋', ['canvas shoes']],
  ['短靴', ['ankle boots']],
  ['雪地靴', ['snow boots']],
  ['凉鞋', ['sandals']],
  ['拖鞋', ['slippers', 'slides']],
  ['板鞋', ['skate shoes']],
  ['运动鞋', ['sports shoes', 'running shoes']],
  ['马丁靴', ['martin boots']],
  ['手提包', ['handbag']],
  ['斜挎包', ['crossbody bag']],
  ['双肩包', ['backpack']],
  ['棒球帽', ['baseball cap']],
  ['围巾', ['scarf']],
  ['文胸', ['bra']],
  ['保暖内衣', ['thermal underwear']],
  ['睡衣', ['pajamas', 'pyjamas']],
  ['袜子', ['socks']],
  ['打底裤', ['leggings']],
  ['运动裤', ['joggers', 'sweatpants']],
  ['冲锋衣', ['outdoor jacket']],
  ['防晒衣', ['sun protection jacket']],
  ['连体衣', ['baby romper']],
];

/** How resellers name each audience: the catalogue's word and the trade's synonyms. */
const AUDIENCE_WORDS: Record<Audience, { zh: readonly string[]; en: readonly string[]; before: boolean }> = {
  women: { zh: ['女', '女士', '女款'], en: ["women's", 'womens', 'ladies'], before: false },
  men: { zh: ['男', '男士', '男款'], en: ["men's", 'mens', 'men'], before: false },
  kids: { zh: ['儿童', '童装'], en: ["kids'", "children's"], before: true },
  girls: { zh: ['女童', '女孩'], en: ["girls'", 'girls'], before: true },
  boys: { zh: ['男童', '男孩'], en: ["boys'", 'boys'], before: true },
  babies: { zh: ['宝宝', '婴儿'], en: ['baby', 'babies'], before: true },
};

const QUERY_COLORS = ['black', 'white', 'grey', 'khaki', 'pink', 'navy', 'apricot', 'burgundy'];
const QUERY_FABRICS = ['cotton', 'chiffon', 'knit', 'wool', 'corduroy', 'linen', 'denim'] as const;
const QUERY_PATTERNS = ['stripes', 'checks', 'floral', 'dots'] as const;
/** At least this many relevant items in a city for a query to be asked there. */
const MIN_RELEVANT = 3;

const colorOfName = new Map(COLORS.map((c) => [c.cn, c.code]));

/** Who an item is for, from its top category and, where that is mixed, the audience word of its title. */
function audiencesOf(topId: number, leafId: number, title: string): Set<Audience> {
  const found = new Set<Audience>();
  if (topId === 1 || topId === 4) found.add('women');
  if (topId === 2 || topId === 5) found.add('men');
  if (topId === 3) {
    found.add('kids');
    if (title.includes('女童') || leafId === 305 || leafId === 310) found.add('girls');
    if (title.includes('男童')) found.add('boys');
    if (title.includes('婴儿') || leafId === 308) found.add('babies');
  }
  if (topId >= 6) {
    if (title.includes('男女同款')) {
      found.add('men');
      found.add('women');
    } else if (title.includes('男')) found.add('men');
    else if (title.includes('女')) found.add('women');
  }
  return found;
}

export interface LabelledCatalogue {
  items: ItemFacts[];
  /** The search facts of each item, as the indexer reads them from the database. */
  documents: {
    itemId: number;
    city: string;
    categoryId: number;
    parentCategoryId: number | null;
    shopId: number;
    styleId: number | null;
    styleGroupId: number | null;
    price: number;
    upTime: Date;
    saleNum: number;
    uploadNum: number;
    title: string;
    englishTitle: string;
    artNo: string;
    colors: string[];
    sizes: string[];
    pattern: string;
    fabric: string;
    season: string;
    suitableAge: string;
    modelId: number | null;
    categoryNames: string[];
  }[];
  queries: LabelledQuery[];
}

/** The demo catalogue (the seed's defaults) with its labelled queries. */
export function labelledCatalogue(options: { items?: number } = {}): LabelledCatalogue {
  const catalogue = createCatalogue({ items: options.items });
  const { categories, categoryTranslations } = catalogue.reference;
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  const namesOf = (id: number) => categoryTranslations.filter((t) => t.categoryId === id).map((t) => t.name);
  const cnName = new Map(
    categoryTranslations.filter((t) => t.lang === 'cn').map((t) => [t.categoryId, t.name]),
  );
  const items: ItemFacts[] = [];
  const documents: LabelledCatalogue['documents'] = [];
  for (const chunk of catalogue.itemChunks(2_000)) {
    const english = new Map(
      chunk.translations.filter((t) => t.lang === 'en').map((t) => [t.itemId, t.title]),
    );
    const skuColors = new Map<number, Set<string>>();
    const skuSizes = new Map<number, Set<string>>();
    for (const sku of chunk.skus) {
      skuColors.set(sku.itemId, (skuColors.get(sku.itemId) ?? new Set()).add(sku.color));
      skuSizes.set(sku.itemId, (skuSizes.get(sku.itemId) ?? new Set()).add(sku.size));
    }
    for (const item of chunk.items) {
      if (item.status !== 1) continue;
      const parentId = parentOf.get(item.categoryId) ?? null;
      const colorNames = [...(skuColors.get(item.id) ?? [])];
      items.push({
        itemId: item.id,
        city: item.city,
        leafId: item.categoryId,
        title: item.title,
        englishTitle: english.get(item.id) ?? '',
        audiences: audiencesOf(parentId ?? 0, item.categoryId, item.title),
        colors: new Set([item.color, ...colorNames.map((n) => colorOfName.get(n) ?? n)]),
        fabric: item.fabric,
        pattern: item.pattern,
      });
      documents.push({
        itemId: item.id,
        city: item.city,
        categoryId: item.categoryId,
        parentCategoryId: parentId,
        shopId: item.shopId,
        styleId: item.styleId,
        styleGroupId: item.styleGroupId,
        price: item.price,
        upTime: item.upTime,
        saleNum: item.saleNum,
        uploadNum: item.uploadNum,
        title: item.title,
        englishTitle: english.get(item.id) ?? '',
        artNo: item.artNo,
        colors: colorNames,
        sizes: [...(skuSizes.get(item.id) ?? [])],
        pattern: item.pattern,
        fabric: item.fabric,
        season: item.season,
        suitableAge: item.suitableAge,
        modelId: item.modelId,
        categoryNames: [...namesOf(item.categoryId), ...(parentId === null ? [] : namesOf(parentId))],
      });
    }
  }

  const leavesNamed = (noun: string) =>
    new Set(
      categories
        .filter(
          (c) => c.parentId !== null && (cnName.get(c.id) ?? '').toLowerCase().includes(noun.toLowerCase()),
        )
        .map((c) => c.id),
    );
  const queries: LabelledQuery[] = [];
  const seen = new Set<string>();
  const ask = (lang: 'cn' | 'en', q: string, relevantTo: (item: ItemFacts) => boolean) => {
    if (seen.has(`${lang}|${q}`)) return;
    seen.add(`${lang}|${q}`);
    const byCity = new Map<string, Set<number>>();
    for (const item of items) {
      if (!relevantTo(item)) continue;
      byCity.set(item.city, (byCity.get(item.city) ?? new Set()).add(item.itemId));
    }
    const [best] = [...byCity.entries()].sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1));
    if (best && best[1].size >= MIN_RELEVANT) queries.push({ lang, q, city: best[0], relevant: best[1] });
  };

  GARMENTS.forEach(([zh, en], g) => {
    const leaves = leavesNamed(zh);
    const ofGarment = (item: ItemFacts) => leaves.has(item.leafId);
    ask('cn', zh, ofGarment);
    ask('en', en[0]!, ofGarment);
    if (en[1]) ask('en', en[1], ofGarment);
    (Object.keys(AUDIENCE_WORDS) as Audience[]).forEach((audience, a) => {
      const words = AUDIENCE_WORDS[audience];
      const zhWord = words.zh[(g + a) % words.zh.length]!;
      const enWord = words.en[(g + a) % words.en.length]!;
      const relevant = (item: ItemFacts) => ofGarment(item) && item.audiences.has(audience);
      ask('cn', words.before || zhWord.length > 1 ? `${zhWord}${zh}` : `${zh}${zhWord}`, relevant);
      ask('en', `${enWord} ${en[a % en.length]}`, relevant);
    });
    const color = COLORS.find((c) => c.code === QUERY_COLORS[g % QUERY_COLORS.length])!;
    ask('cn', `${color.cn}${zh}`, (item) => ofGarment(item) && item.colors.has(color.code));
    ask('en', `${color.en.toLowerCase()} ${en[0]}`, (item) => ofGarment(item) && item.colors.has(color.code));
    const fabric = QUERY_FABRICS[g % QUERY_FABRICS.length]!;
    const [fabricZh, fabricEn] = FABRIC_NAMES[fabric];
    ask('cn', `${fabricZh}${zh}`, (item) => ofGarment(item) && item.fabric === fabric);
    ask('en', `${fabricEn.toLowerCase()} ${en[0]}`, (item) => ofGarment(item) && item.fabric === fabric);
    const pattern = QUERY_PATTERNS[g % QUERY_PATTERNS.length]!;
    const [patternZh, patternEn] = PATTERN_NAMES[pattern]!;
    ask('cn', `${patternZh}${zh}`, (item) => ofGarment(item) && item.pattern === pattern);
    ask('en', `${patternEn.toLowerCase()} ${en[0]}`, (item) => ofGarment(item) && item.pattern === pattern);
  });
  return { items, documents, queries };
}

export interface QualityFigures {
  queries: number;
  /** Share of queries with a relevant item in the first five results. */
  successAt5: number;
  /** Mean share of relevant items among the first ten results (a query finding nothing counts 0). */
  precisionAt10: number;
  zeroResults: number;
}

/** success@5, precision@10 and zero-result count per language, from each query's first ten item ids. */
export function qualityFigures(
  queries: readonly LabelledQuery[],
  answers: readonly (readonly number[])[],
): Record<'cn' | 'en', QualityFigures> {
  const figures = (lang: 'cn' | 'en'): QualityFigures => {
    let n = 0;
    let success = 0;
    let precision = 0;
    let zero = 0;
    queries.forEach((query, i) => {
      if (query.lang !== lang) return;
      const top = answers[i]!.slice(0, 10);
      n++;
      if (top.length === 0) {
        zero++;
        return;
      }
      if (top.slice(0, 5).some((id) => query.relevant.has(id))) success++;
      precision += top.filter((id) => query.relevant.has(id)).length / top.length;
    });
    return { queries: n, successAt5: success / n, precisionAt10: precision / n, zeroResults: zero };
  };
  return { cn: figures('cn'), en: figures('en') };
}
