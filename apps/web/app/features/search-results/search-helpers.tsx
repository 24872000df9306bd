import type { City, Language, SearchCategory } from '@stallhub/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { searchPath } from '../search-box/rules.ts';
import { chipParents } from './category-chips.ts';
import { type SearchState, toQueryString } from './search-params.ts';

const chip =
  'inline-flex items-center gap-1 rounded-full border border-line bg-white px-3 py-1 text-ink text-sm hover:border-brand hover:text-brand';

/** The categories the words find items in: one click narrows the results to one of them. */
export function CategoryRow({
  categories,
  state,
  path,
}: {
  categories: SearchCategory[];
  state: SearchState;
  path: string;
}) {
  const { t } = useT();
  if (categories.length < 2 || state.vcid !== undefined) return null;
  const parents = chipParents(categories);
  return (
    <nav aria-label={t('searchHelpers.categories')} className="flex flex-wrap items-center gap-2">
      <span className="text-ink-faint text-sm">{t('searchHelpers.categories')}</span>
      {categories.map((c) => (
        <Link
          key={c.vcid}
          to={path + toQueryString({ ...state, vcid: c.vcid, page: 1 })}
          data-testid="search-category"
          className={chip}
        >
          {parents.get(c.vcid) && <span className="text-ink-soft">{parents.get(c.vcid)} ·</span>}
          {c.vcname}
          <span className="text-ink-faint text-xs">{c.count}</span>
        </Link>
      ))}
    </nav>
  );
}

/** Related searches and the other markets where the words find items, under the results. */
export function SearchElsewhere({
  q,
  related,
  markets,
  lang,
  city,
}: {
  q: string;
  related: { word: string }[];
  markets: { code: string; name: string; count: number }[];
  lang: Language;
  city: City;
}) {
  const { t } = useT();
  if (related.length === 0 && markets.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-3">
      {related.length > 0 && (
        <nav aria-label={t('searchHelpers.related')} className="flex flex-wrap items-center gap-2">
          <span className="text-ink-faint text-sm">{t('searchHelpers.related')}</span>
          {related.map((r) => (
            <Link key={r.word} to={searchPath(lang, city, 'item', r.word)} className={chip}>
              {r.word}
            </Link>
          ))}
        </nav>
      )}
      {markets.length > 0 && (
        <nav
          aria-label={t('searchHelpers.otherMarkets', { q })}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-ink-faint text-sm">{t('searchHelpers.otherMarkets', { q })}</span>
          {markets.map((m) => (
            <Link key={m.code} to={searchPath(lang, m.code as City, 'item', q)} className={chip}>
              {m.name}
              <span className="text-ink-faint text-xs">{m.count}</span>
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
