import { Link } from 'react-router';
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
    <section
      data-testid="same-style-empty"
      className="flex flex-col items-center gap-3 rounded-lg bg-white px-6 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <SameStyleIcon className="size-7" />
      </span>
      <h2 className="font-semibold text-ink text-lg">{t('sameStyle.empty.title')}</h2>
      <p className="max-w-md text-ink-soft text-sm">{t('sameStyle.empty.hint')}</p>
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
    </section>
  );
}
