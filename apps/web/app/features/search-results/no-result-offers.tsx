import type { City, Language, NoResultOffers as Offers } from '@stallhub/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { categoryListHref } from '../category-list/list-state.ts';
import { searchPath } from '../search-box/rules.ts';

const offer =
  'flex flex-col items-center rounded-lg border border-line bg-white px-4 py-2 text-ink text-sm hover:border-brand hover:text-brand';

/**
 * What an empty results page offers instead (issue 17 point 6, decision 054): the words kept when the
 * least telling ones are given up, and the category the words name, each with what it finds in the city.
 */
export function NoResultOffers({ offers, lang, city }: { offers: Offers; lang: Language; city: City }) {
  const { t } = useT();
  const { relaxed, category } = offers;
  if (!relaxed && !category) return null;
  return (
    <nav
      aria-label={t('searchUnderstanding.offers.title')}
      data-testid="no-result-offers"
      className="flex max-w-2xl flex-col items-center gap-2"
    >
      <span className="text-ink-faint text-sm">{t('searchUnderstanding.offers.title')}</span>
      <div className="flex flex-wrap justify-center gap-2">
        {relaxed && (
          <Link
            to={searchPath(lang, city, 'item', relaxed.query)}
            data-testid="no-result-relaxed"
            className={offer}
          >
            <span className="font-medium">
              {t('searchUnderstanding.offers.relaxed', {
                query: relaxed.query,
                dropped: relaxed.dropped.join(' '),
              })}
            </span>
            <span className="text-ink-faint text-xs">
              {t('searchUnderstanding.offers.items', { count: relaxed.count })}
            </span>
          </Link>
        )}
        {category && (
          <Link
            to={categoryListHref(lang, city, { vcid: category.vcid })}
            data-testid="no-result-category"
            className={offer}
          >
            <span className="font-medium">
              {t('searchUnderstanding.offers.category', { name: category.vcname })}
            </span>
            <span className="text-ink-faint text-xs">
              {t('searchUnderstanding.offers.items', { count: category.count })}
            </span>
          </Link>
        )}
      </div>
    </nav>
  );
}
