import { useT } from '../../i18n/use-t.ts';

/** Previous / "page of pages" / next for the user centre's lists; `hrefOf` keeps the list's other params. */
export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useT();
  if (pages <= 1) return null;
  const link = 'rounded border border-line px-3 py-1 text-sm hover:border-brand hover:text-brand';
  return (
    <nav className="mt-4 flex items-center justify-center gap-3" aria-label={t('userCentre.pager.label')}>
      {page > 1 && (
        <a className={link} href={hrefOf(page - 1)} rel="prev">
          {t('userCentre.pager.previous')}
        </a>
      )}
      <span className="text-ink-soft text-sm">{t('userCentre.pager.of', { page, pages })}</span>
      {page < pages && (
        <a className={link} href={hrefOf(page + 1)} rel="next">
          {t('userCentre.pager.next')}
        </a>
      )}
    </nav>
  );
}

/** ?page=N read leniently: anything that is not a positive whole number is page 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
