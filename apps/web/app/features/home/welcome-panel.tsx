import { canLinkTo, type Language } from '@stallhub/contracts';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CameraIcon, FlameIcon, HeartIcon, UploadIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath } from '../../routing/locale.ts';

const HOT_SEARCHES = 6;

/** The right column of the first screen: a greeting with sign-in, and what a buyer can do here. */
interface Props {
  lang: Language;
  moveInHref: string;
  /** The city's hot search words, each with its search link. */
  hotSearches: { word: string; href: string }[];
  /** The signed-in user's name; null for a guest, who is offered sign-in instead. */
  nickname: string | null;
}

export function WelcomePanel({ lang, moveInHref, hotSearches, nickname }: Props) {
  const { t } = useT();
  const location = useLocation();
  const services: { key: string; icon: ReactNode; href: string }[] = [
    {
      key: 'home.service.listing',
      icon: <UploadIcon className="size-5" />,
      href: '/user/favoriteUpload.html',
    },
    { key: 'home.service.imageSearch', icon: <CameraIcon className="size-5" />, href: '/tusouHotList' },
    { key: 'home.service.ranking', icon: <FlameIcon className="size-5" />, href: '/topic/item/rankingList' },
    { key: 'home.service.favourites', icon: <HeartIcon className="size-5" />, href: '/user/favorite.html' },
  ].filter((service) => canLinkTo(service.href));
  return (
    <aside aria-labelledby="welcome-title" className="flex h-full flex-col rounded-lg bg-white p-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-full bg-brand-soft font-bold text-brand text-lg"
        >
          {nickname === null ? t('home.welcome.avatar') : Array.from(nickname)[0]}
        </span>
        <div className="min-w-0">
          <p id="welcome-title" className="truncate font-semibold text-ink text-sm leading-snug">
            {nickname === null ? t('home.welcome.title') : t('session.greeting', { name: nickname })}
          </p>
          <p className="text-ink-faint text-xs">
            {nickname === null ? t('home.welcome.text') : t('session.pricesShown')}
          </p>
        </div>
      </div>
      <a
        href={
          nickname === null
            ? localePath(lang, loginPath(location.pathname + location.search))
            : localePath(lang, '/user/home.html')
        }
        className="mt-4 block rounded-full bg-brand py-2 text-center font-medium text-sm text-white hover:bg-brand-dark"
      >
        {nickname === null ? t('home.welcome.login') : t('session.userCentre')}
      </a>
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {services.map((service) => (
          <li key={service.key}>
            <Link
              to={localePath(lang, service.href)}
              className="flex flex-col items-center gap-1 rounded-lg bg-page px-1 py-3 text-center text-ink-soft text-xs hover:text-brand"
            >
              <span className="text-brand">{service.icon}</span>
              {t(service.key)}
            </Link>
          </li>
        ))}
      </ul>
      {hotSearches.length > 0 && (
        <section aria-labelledby="hot-searches-title" className="mt-4">
          <h2 id="hot-searches-title" className="font-semibold text-ink text-sm">
            {t('home.hotSearches')}
          </h2>
          <ol className="mt-2 space-y-1.5 text-[13px]">
            {hotSearches.slice(0, HOT_SEARCHES).map((hot, i) => (
              <li key={hot.word}>
                <Link to={hot.href} className="flex items-center gap-2 text-ink-soft hover:text-brand">
                  <span
                    className={clsx(
                      'flex size-4 shrink-0 items-center justify-center rounded-sm font-bold text-[10px]',
                      i < 3 ? 'bg-brand text-white' : 'bg-page text-ink-faint',
                    )}
                  >
                    {i + 1}
                  </span>
                  <span className="truncate">{hot.word}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}
      {canLinkTo(moveInHref) && (
        <a
          href={moveInHref}
          className="mt-4 block rounded-lg bg-[linear-gradient(135deg,#fff1ea,#ffe3d1)] p-3 text-ink hover:text-brand lg:mt-auto"
        >
          <span className="block font-semibold text-sm">{t('home.welcome.stallTitle')}</span>
          <span className="block text-ink-soft text-xs">{t('home.welcome.stallText')}</span>
        </a>
      )}
    </aside>
  );
}
