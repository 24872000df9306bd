import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { SameStyleIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';

interface Props {
  /** The item's page; null when it is off shelf and has none. */
  itemHref: string | null;
  /** A search for items like it, by its title's words. */
  searchHref: string;
}

/** The empty state: no other stall of the market sells the style (or the item has none). */
export function NoOtherStalls({ itemHref, searchHref }: Props) {
  const { t } = useT();
  return (
    <EmptyState
      testId="same-style-empty"
      icon={<SameStyleIcon />}
      title={t('sameStyle.empty.title')}
      hint={t('sameStyle.empty.hint')}
    >
      <div className="flex flex-wrap justify-center gap-2">
        {itemHref && (
          <Link
            to={itemHref}
            className="rounded-full border border-line px-6 py-2 text-ink text-sm hover:border-brand hover:text-brand"
          >
            {t('sameStyle.empty.backToItem')}
          </Link>
        )}
        <Link
          to={searchHref}
          className="rounded-full bg-brand px-6 py-2 font-medium text-sm text-white hover:bg-brand-dark"
        >
          {t('sameStyle.empty.searchSimilar')}
        </Link>
      </div>
    </EmptyState>
  );
}
