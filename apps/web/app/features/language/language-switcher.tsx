import { COOKIE, COOKIE_MAX_AGE, LANGUAGES, type Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { useLocation } from 'react-router';
import { writeCookie } from '../../components/cookie.ts';
import { Dropdown } from '../../components/dropdown.tsx';
import { GlobeIcon } from '../../components/icons.tsx';
import { HTML_LANG } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { LANGUAGE_NAMES } from './language-names.ts';
import { languagePath } from './language-path.ts';

/**
 * The 10 interface languages. A choice stores the lang cookie first (an unprefixed Chinese path would
 * otherwise send a reader with another lang cookie back to their old language), then loads the same
 * page under the new prefix as a full page load, so the new catalogue comes with it.
 */
export function LanguageSwitcher({ lang }: { lang: Language }) {
  const { t } = useT();
  const location = useLocation();
  return (
    <Dropdown
      align="right"
      ariaLabel={t('header.language', { name: LANGUAGE_NAMES[lang] })}
      summaryClassName="min-h-8 hover:text-brand"
      panelClassName="w-44"
      label={
        <>
          <GlobeIcon className="size-3.5" />
          <span>{LANGUAGE_NAMES[lang]}</span>
        </>
      }
    >
      <ul>
        {LANGUAGES.map((option) => (
          <li key={option}>
            <a
              href={languagePath(location.pathname, location.search, option)}
              hrefLang={HTML_LANG[option]}
              lang={HTML_LANG[option]}
              aria-current={option === lang ? 'true' : undefined}
              onClick={() => writeCookie(COOKIE.lang, option, COOKIE_MAX_AGE.lang)}
              className={clsx(
                'block px-3 py-1.5 text-[13px] hover:bg-page hover:text-brand',
                option === lang && 'font-medium text-brand',
              )}
            >
              {LANGUAGE_NAMES[option]}
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
