import type { City } from '@stallhub/contracts';
import { Link, useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { loader as shellLoader } from '../../routes/shell/shell-layout.tsx';

interface Props {
  /** The searched picture: our upload's path, or the image address that was fetched. */
  imageUrl: string;
  city: City;
  total: number;
  /** The same picture searched in each other market. */
  otherCities: { city: City; href: string }[];
}

/**
 * The top of the results: the searched picture, how many items of which market match it, and the same
 * search in the other markets. The pages show pictures of this site only, so a fetched image address
 * is named by a link rather than drawn.
 */
export function QueryPicture({ imageUrl, city, total, otherCities }: Props) {
  const { t } = useT();
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell/shell-layout');
  const nameOf = (code: City) => shell?.cities.find((market) => market.code === code)?.name ?? code;
  const ours = imageUrl.startsWith('/');
  return (
    <section
      aria-labelledby="image-query-title"
      data-testid="image-query"
      className="flex min-w-0 gap-3 rounded-lg bg-white p-3"
    >
      {ours && (
        <img
          src={imageUrl}
          alt={t('imageSearch.results.picture')}
          className="size-16 shrink-0 rounded-md border border-line bg-neutral-50 object-contain md:size-24"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 md:gap-2">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h1 id="image-query-title" className="font-bold text-base text-ink md:text-lg">
            {t('imageSearch.results.title')}
          </h1>
          <p data-testid="result-total" className="text-ink-soft text-sm">
            {t('imageSearch.results.found', { count: total, city: nameOf(city) })}
          </p>
        </div>
        {!ours && (
          <a
            href={imageUrl}
            rel="noreferrer nofollow"
            target="_blank"
            className="truncate text-brand text-sm hover:underline"
          >
            {imageUrl}
          </a>
        )}
        {/* One line on a phone, scrolled sideways, so the results start higher. */}
        <nav
          aria-label={t('imageSearch.results.otherMarkets')}
          className="-mx-3 flex items-center gap-1.5 overflow-x-auto whitespace-nowrap px-3 text-sm [scrollbar-width:none] md:mx-0 md:flex-wrap md:px-0"
        >
          <span className="shrink-0 text-ink-faint">{t('imageSearch.results.otherMarkets')}</span>
          {otherCities.map((other) => (
            <Link
              key={other.city}
              to={other.href}
              rel="nofollow"
              className="inline-flex min-h-8 shrink-0 items-center rounded-full border border-line px-3 text-ink hover:border-brand hover:text-brand"
            >
              {nameOf(other.city)}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  );
}
