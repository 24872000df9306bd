import { type City, type CityMarket, canLinkTo, type Language } from '@stallhub/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CameraIcon, FlameIcon, StoreIcon, UploadIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';

interface Props {
  lang: Language;
  cities: CityMarket[];
  /** Protocol pages, always language-prefixed (cn included); paths composed by the layout route. */
  protocolLinks: { type: string; href: string }[];
}

const PROMISES: { key: string; icon: ReactNode }[] = [
  { key: 'footer.promise.source', icon: <FlameIcon className="size-5" /> },
  { key: 'footer.promise.listing', icon: <UploadIcon className="size-5" /> },
  { key: 'footer.promise.imageSearch', icon: <CameraIcon className="size-5" /> },
  { key: 'footer.promise.stalls', icon: <StoreIcon className="size-5" /> },
];

/** Service promises, links, the cities and the copyright. */
export function SiteFooter({ lang, cities, protocolLinks }: Props) {
  const { t } = useT();
  return (
    <footer className="mt-10 border-line border-t bg-white text-ink-soft text-sm">
      <div className="mx-auto max-w-[1200px] px-3 xl:px-0">
        <ul className="grid grid-cols-2 gap-4 border-line border-b py-6 md:grid-cols-4">
          {PROMISES.map(({ key, icon }) => (
            <li key={key} className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                {icon}
              </span>
              <span>
                <span className="block font-medium text-ink">{t(`${key}.title`)}</span>
                <span className="block text-ink-faint text-xs">{t(`${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
        <nav aria-label={t('footer.linksLabel')} className="flex flex-wrap gap-x-5 gap-y-2 pt-5 text-[13px]">
          {canLinkTo('/help/issue/skjs.html') && (
            <a href={localePath(lang, '/help/issue/skjs.html')} className="hover:text-brand">
              {t('footer.help')}
            </a>
          )}
          {protocolLinks.map((link) => (
            <Link key={link.type} to={link.href} className="hover:text-brand">
              {t(`footer.protocol.${link.type}`)}
            </Link>
          ))}
        </nav>
        <nav aria-label={t('footer.citiesLabel')} className="flex flex-wrap gap-x-4 gap-y-2 pt-3 text-[13px]">
          <span className="text-ink-faint">{t('footer.cities')}</span>
          {cities.map((city) => (
            <Link key={city.code} to={localePath(lang, `/${city.code as City}`)} className="hover:text-brand">
              {city.name}
            </Link>
          ))}
        </nav>
        <p className="py-5 text-ink-faint text-xs">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
