import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { SearchIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';

interface Props {
  /** Set when filters narrowed the words to nothing: clearing them is the first way out. */
  clearFiltersHref: string | null;
  /** The city's hot words as searches; the spec offers them in the Chinese locale only. */
  hotWords: { word: string; href: string }[];
  /** What the words offer instead (the relaxed words, the category they name), first of the ways on. */
  offers?: ReactNode;
}

/** The empty state (spec 3 §2 "Search empty state", §8 "Search empty: 'no result yet'"). */
export function EmptyResults({ clearFiltersHref, hotWords, offers }: Props) {
  const { t } = useT();
  return (
    <EmptyState
      testId="search-empty"
      icon={<SearchIcon />}
      title={t('searchPage.empty.title')}
      hint={clearFiltersHref ? t('searchPage.empty.hintFiltered') : t('searchPage.empty.hint')}
    >
      {offers}
      {clearFiltersHref && (
        <Link
          to={clearFiltersHref}
          rel="nofollow"
          className="rounded-full bg-brand px-6 py-2 font-medium text-sm text-white hover:bg-brand-dark"
        >
          {t('searchPage.empty.clearFilters')}
        </Link>
      )}
      {hotWords.length > 0 && (
        <nav
          aria-label={t('searchPage.empty.hotWords')}
          className="flex max-w-2xl flex-wrap items-center justify-center gap-2 text-sm"
        >
          <span className="text-ink-faint">{t('searchPage.empty.hotWords')}</span>
          {hotWords.map((hot) => (
            <Link
              key={hot.word}
              to={hot.href}
              className="rounded-full border border-line px-3 py-1 text-ink hover:border-brand hover:text-brand"
            >
              {hot.word}
            </Link>
          ))}
        </nav>
      )}
    </EmptyState>
  );
}
