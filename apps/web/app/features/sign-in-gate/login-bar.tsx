import type { Language } from '@stallhub/contracts';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { DialogWaiting } from '../../components/dialog.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useLoginBar } from './use-login-bar.ts';
import { useSignInGate } from './use-sign-in-gate.ts';

// The agreement and its article come when the reader first asks for them, not with every guest's page.
const AgreementDialog = lazy(() =>
  import('./agreement-dialog.tsx').then((m) => ({ default: m.AgreementDialog })),
);

/**
 * The bar at the bottom that invites a guest to sign in (spec 1 §2 "Bottom login bar"). It sticks to the
 * window's bottom while the page scrolls and comes to rest after the footer, so it never covers the
 * footer's links (a fixed bar did, with nothing left to scroll).
 */
export function LoginBar({ lang, guest }: { lang: Language; guest: boolean }) {
  const { t } = useT();
  const location = useLocation();
  const gate = useSignInGate();
  const { shown, close } = useLoginBar(guest, location.pathname);
  const [agreementOpen, setAgreementOpen] = useState(false);

  return (
    <>
      {shown && (
        <section
          aria-label={t('loginBar.label')}
          data-testid="login-bar"
          className="sticky bottom-0 z-40 bg-ink/90 text-white shadow-[0_-4px_16px_rgb(0_0_0/0.15)] backdrop-blur"
        >
          <div className="mx-auto flex max-w-[1200px] items-center gap-3 px-3 py-2.5 md:gap-6 md:py-3 xl:px-0">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-sm md:text-base">{t('loginBar.title')}</p>
              <p className="mt-0.5 hidden text-white/75 text-xs sm:block">
                {t('loginBar.agreementBefore')}
                <button
                  type="button"
                  onClick={() => setAgreementOpen(true)}
                  className="text-white underline underline-offset-2 hover:text-brand-soft"
                >
                  {t('loginBar.agreementLink')}
                </button>
              </p>
            </div>
            <a
              href={gate.loginHref}
              onClick={gate.onLoginClick}
              className="shrink-0 rounded-full bg-brand px-4 py-1.5 font-medium text-sm text-white hover:bg-brand-dark md:px-7 md:py-2"
            >
              {t('loginBar.login')}
            </a>
            <button
              type="button"
              onClick={close}
              aria-label={t('loginBar.close')}
              className="shrink-0 rounded-full p-1.5 text-white/75 hover:bg-white/10 hover:text-white"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        </section>
      )}
      {agreementOpen && (
        <Suspense fallback={<DialogWaiting />}>
          <AgreementDialog lang={lang} open onOpenChange={setAgreementOpen} />
        </Suspense>
      )}
    </>
  );
}
