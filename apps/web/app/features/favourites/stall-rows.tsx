import { imageUrl, type Language, type StallRow } from '@stallhub/contracts';
import { Link } from 'react-router';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { useStallRelation } from './use-stall-relation.tsx';

type RowKind = 'followed' | 'blocked' | 'advice';

/** Stalls of the followed, blocked and advice lists, each with the one action its list offers. */
export function StallRows({ rows, lang, kind }: { rows: StallRow[]; lang: Language; kind: RowKind }) {
  return (
    <ul data-testid={`stall-rows-${kind}`} className="flex flex-col gap-2">
      {rows.map((row) => (
        <StallRowItem key={row.shopId} row={row} lang={lang} kind={kind} />
      ))}
    </ul>
  );
}

function StallRowItem({ row, lang, kind }: { row: StallRow; lang: Language; kind: RowKind }) {
  const { t } = useT();
  const stall = useStallRelation(
    row.shopId,
    { hasFavorite: kind === 'followed', isBlock: kind === 'blocked' },
    lang,
  );
  const shopHref = localePath(lang, `/shop/${row.shopId}`);
  const since = row.since && marketTime(lang, row.since, 'date');
  const action =
    kind === 'blocked'
      ? {
          label: stall.blocked ? t('blocks.unblock') : t('blocks.block'),
          run: stall.toggleBlock,
          on: stall.blocked,
        }
      : {
          label: stall.following ? t('follows.unfollow') : t('follows.page.follow'),
          run: stall.toggleFollow,
          on: stall.following,
        };
  return (
    <li
      data-shop-id={row.shopId}
      className="flex flex-col gap-3 rounded-lg bg-white p-3 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 sm:w-64">
        <Link to={shopHref} className="block truncate font-medium text-ink hover:text-brand">
          {row.name}
        </Link>
        <p className="truncate text-ink-soft text-xs">
          {[row.subName, row.floor, row.position].filter(Boolean).join(' ')}
        </p>
        {since && (
          <p className="text-ink-faint text-xs">
            {kind === 'blocked'
              ? t('blocks.page.since', { date: since })
              : t('follows.page.since', { date: since })}
          </p>
        )}
      </div>
      <ul className="grid flex-1 grid-cols-4 gap-2 sm:max-w-[440px]">
        {row.thumbs.map((thumb) => (
          <li key={thumb.itemId}>
            <Link
              to={localePath(lang, `/item/${thumb.vid}`)}
              className="block aspect-square overflow-hidden rounded bg-page"
            >
              <img
                src={imageUrl(thumb.indexImgUrl, 400)}
                alt=""
                loading="lazy"
                className="size-full object-cover"
              />
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        data-testid={`${kind}-action`}
        disabled={stall.busy}
        onClick={action.run}
        className={
          action.on
            ? 'shrink-0 rounded border border-line px-3 py-1 text-ink-soft text-sm hover:text-brand disabled:opacity-60'
            : 'shrink-0 rounded border border-brand px-3 py-1 text-brand text-sm hover:bg-brand-soft disabled:opacity-60'
        }
      >
        {action.label}
      </button>
      {stall.feedback}
    </li>
  );
}
