import type { Language } from '@stallhub/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { loginPath } from '../../../lib/api-failure.ts';
import { localePath } from '../../../routing/locale.ts';

/** The thin bar above the header: greeting and sign-in on the left, stall links and switchers on the right. */
export function TopBar({
  lang,
  links,
  switchers,
}: {
  lang: Language;
  links: ReactNode;
  switchers: ReactNode;
}) {
  const { t } = useT();
  const location = useLocation();
  return (
    <div className="border-line border-b bg-page text-ink-soft text-xs">
      <div className="mx-auto flex h-8 max-w-[1200px] items-center justify-between gap-4 px-3 xl:px-0">
        <p className="flex min-w-0 items-center gap-2">
          <span className="hidden truncate sm:inline">{t('header.welcome')}</span>
          <a
            href={localePath(lang, loginPath(location.pathname + location.search))}
            className="shrink-0 text-brand hover:underline"
          >
            {t('header.login')}
          </a>
        </p>
        <div className="flex shrink-0 items-center gap-4">
          <div className="hidden items-center gap-4 md:flex">{links}</div>
          {switchers}
        </div>
      </div>
    </div>
  );
}
