import { type City, canLinkTo, imageUrl, type Language } from '@stallhub/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';

interface Props {
  lang: Language;
  city: City;
  cityName: string;
  introduction: string;
  /** Pictures of the newest items, fanned out on the right. */
  pictures: { vid: string; indexImgUrl: string; title: string }[];
}

/**
 * The banner beside the menu: the city's market, what it is known for, and the ways in. On a phone it
 * keeps the title and its two links (the ways in are the nav bar's own entries), leaving room for goods.
 */
export function HomeHero({ lang, city, cityName, introduction, pictures }: Props) {
  const { t } = useT();
  const entries = [
    { key: 'home.entry.dailyNew', href: `/${city}/new.html` },
    { key: 'home.entry.findStalls', href: `/${city}/markets.html` },
    { key: 'home.entry.ranking', href: '/topic/item/rankingList' },
    { key: 'home.entry.imageSearch', href: '/tusouHotList' },
  ].filter((entry) => canLinkTo(entry.href));
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative flex flex-1 md:min-h-[300px] flex-col overflow-hidden rounded-lg bg-[linear-gradient(120deg,#ff5000_0%,#ff7a1a_55%,#ffb347_100%)] text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-16 size-80 rounded-full bg-white/10 [box-shadow:0_0_0_40px_rgb(255_255_255/0.06)]"
      />
      <div className="relative flex flex-1 items-center gap-6 p-4 md:p-8">
        <div className="min-w-0 flex-1">
          <p className="inline-block rounded-full bg-white/20 px-3 py-0.5 text-xs backdrop-blur-sm">
            {t('home.hero.badge', { city: cityName })}
          </p>
          <h1 id="home-hero-title" className="mt-3 font-extrabold text-[22px] leading-tight md:text-[32px]">
            {t('home.hero.title', { city: cityName })}
          </h1>
          <p className="mt-3 hidden max-w-md text-sm text-white/90 leading-relaxed md:block">
            {introduction}
          </p>
          <div className="mt-4 flex flex-wrap gap-2 md:mt-5">
            <Link
              to={localePath(lang, `/${city}/new.html`)}
              className="rounded-full bg-white px-5 py-2 font-semibold text-brand text-sm shadow-sm hover:bg-brand-soft"
            >
              {t('home.hero.primary')}
            </Link>
            <Link
              to={localePath(lang, `/${city}/markets.html`)}
              className="rounded-full border border-white/70 px-5 py-2 font-medium text-sm text-white hover:bg-white/15"
            >
              {t('home.hero.secondary')}
            </Link>
          </div>
        </div>
        <ul aria-hidden="true" className="relative hidden h-52 w-56 shrink-0 lg:block">
          {pictures.slice(0, 3).map((picture, i) => (
            <li
              key={picture.vid}
              className="absolute top-1/2 left-1/2 size-36 overflow-hidden rounded-xl border-4 border-white bg-white shadow-xl"
              style={{
                transform: `translate(-50%, -50%) translateX(${(i - 1) * 52}px) rotate(${(i - 1) * 8}deg)`,
                zIndex: i === 1 ? 2 : 1,
              }}
            >
              {/* Lazy: the fan shows only on a wide screen, and a hidden lazy picture is never fetched, so a
                  phone spends none of its first second on it. */}
              <img
                src={imageUrl(picture.indexImgUrl, 400)}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </li>
          ))}
        </ul>
      </div>
      <nav
        aria-label={t('home.entry.label')}
        className="relative hidden gap-2 p-3 pt-0 md:grid md:grid-flow-col md:auto-cols-fr md:grid-cols-none md:p-4 md:pt-0"
      >
        {entries.map((entry) => (
          <Link
            key={entry.key}
            to={localePath(lang, entry.href)}
            className="rounded-lg bg-white/95 px-3 py-2.5 text-ink shadow-sm transition-colors hover:bg-white hover:text-brand"
          >
            <span className="block font-semibold text-sm">{t(`${entry.key}.title`)}</span>
            <span className="block truncate text-ink-faint text-xs">{t(`${entry.key}.text`)}</span>
          </Link>
        ))}
      </nav>
    </section>
  );
}
