import {
  type City,
  IMAGE_SEARCH_HOT_LIST_SIZE,
  type ImageSearchRankingPage,
  imageSearchRankingPageRoute,
  imageUrl,
  type Language,
} from '@stallhub/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { failureAction } from '../../lib/api-failure.ts';
import { localePath } from '../../routing/locale.ts';
import { ItemPrice } from '../catalogue/item-card/item-price.tsx';

type Records = ImageSearchRankingPage['recordList'];

/** Ranking thumbnails are 40 px (spec 3 §9). */
const THUMB = 40;

/**
 * The panel's hot list (spec 3 §2, §7 "hot list: currentPage 1, pageSize 3"): the city's three items
 * found most by picture this week, and a link to the whole ranking. A failure says so in its place.
 */
export function ImageHotPicks({ lang, city }: { lang: Language; city: City }) {
  const { t } = useT();
  const [records, setRecords] = useState<Records | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let live = true;
    browserApi
      .call(imageSearchRankingPageRoute, {
        searchCity: city,
        lang,
        currentPage: 1,
        pageSize: IMAGE_SEARCH_HOT_LIST_SIZE,
      })
      .then((page) => live && setRecords(page.recordList))
      .catch((error: unknown) => {
        if (!live) return;
        const action = failureAction(error, location.pathname, t);
        setFailure(action.kind === 'message' ? action.text : t('imageHot.failed'));
      });
    return () => {
      live = false;
    };
  }, [city, lang, t]);

  if (!failure && records?.length === 0) return null;
  return (
    <section
      aria-labelledby="image-hot-picks-title"
      data-testid="image-hot-picks"
      className="@container flex flex-col gap-2"
    >
      <header className="flex items-baseline justify-between">
        <h3 id="image-hot-picks-title" className="font-semibold text-ink text-sm">
          {t('imageHot.title')}
        </h3>
        <Link
          to={localePath(lang, `/tusouHotList?searchCity=${city}`)}
          className="text-brand text-xs hover:underline"
        >
          {t('imageHot.more')}
        </Link>
      </header>
      {failure ? (
        <p role="alert" className="text-ink-faint text-xs">
          {failure}
        </p>
      ) : (
        // Three abreast only where each has room for its title and price: one a row in a side column. The
        // one column is minmax(0, 1fr): an auto column grows to a title's whole width (issue 26 point 2).
        <ol className="grid grid-cols-1 gap-2 @md:grid-cols-3">
          {(records ?? []).map((record) => (
            <li
              key={record.itemId}
              className="flex min-w-0 items-center gap-2 rounded-md p-1 hover:bg-neutral-50"
            >
              <img
                src={imageUrl(record.indexImageUrl, 400)}
                alt=""
                width={THUMB}
                height={THUMB}
                loading="lazy"
                className="size-10 shrink-0 rounded bg-page object-cover"
              />
              <span className="flex min-w-0 flex-col">
                <Link
                  to={localePath(lang, `/item/${record.vid}`)}
                  className="truncate text-ink text-xs hover:text-brand"
                >
                  {record.title}
                </Link>
                {/* The price line is its own link for a guest (log in to see it): not inside the item's. */}
                <ItemPrice item={{ price: record.discountPrice, priceType: record.priceType }} compact />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
