import { type ImageSearchRankingPage, imageUrl, type Language } from '@stallhub/contracts';
import { Link } from 'react-router';
import { formatCount } from '../../components/format-count.ts';
import { HTML_LANG } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { ItemPrice } from '../catalogue/item-card/item-price.tsx';
import { RankPlace } from '../rankings/rank-place.tsx';

type HotRecord = ImageSearchRankingPage['recordList'][number];

/** One item of the image-search hot ranking: its place, picture, price, how often it was searched, and its same style. */
export function HotRecordRow({
  lang,
  city,
  record,
  rankId,
}: {
  lang: Language;
  city: string;
  record: HotRecord;
  rankId?: number;
}) {
  const { t } = useT();
  const itemHref = localePath(lang, `/item/${record.vid}`);
  const sameStyleQuery = new URLSearchParams({ itemId: String(record.itemId), searchCity: city });
  if (rankId) sameStyleQuery.set('rankId', String(rankId));
  return (
    <article
      data-testid="hot-record"
      className="flex items-center gap-3 rounded-lg bg-white p-3 md:gap-4 md:px-4"
    >
      <RankPlace rank={record.rank} />
      <Link to={itemHref} className="block shrink-0 overflow-hidden rounded">
        <img
          src={imageUrl(record.indexImageUrl, 400)}
          alt={record.title}
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
          className="size-16 bg-page object-cover md:size-[72px]"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="line-clamp-2 text-ink text-sm">
          <Link to={itemHref} className="hover:text-brand">
            {record.title}
          </Link>
        </h3>
        <p className="truncate text-ink-faint text-xs">{record.shopName}</p>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <ItemPrice item={{ price: record.discountPrice, priceType: record.priceType }} compact />
          <span className="text-ink-soft text-xs" data-testid="hot-record-searches">
            {t('imageHot.searches', { count: record.searchCount })}
          </span>
        </div>
      </div>
      <dl className="hidden shrink-0 grid-cols-3 gap-4 text-center text-xs md:grid">
        {(
          [
            ['imageHot.sold', record.curTotalDfSale],
            ['imageHot.listed', record.curUploadNum],
            ['imageHot.favourited', record.curFavItemNum],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="flex flex-col-reverse gap-0.5">
            <dt className="text-ink-faint">{t(key)}</dt>
            <dd className="font-semibold text-ink">{formatCount(value, HTML_LANG[lang])}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={localePath(lang, `/tusouSameStyleList?${sameStyleQuery}`)}
        className="shrink-0 rounded-full border border-brand px-3 py-1 text-brand text-xs hover:bg-brand hover:text-white"
      >
        {t('imageHot.sameStyle')}
      </Link>
    </article>
  );
}
