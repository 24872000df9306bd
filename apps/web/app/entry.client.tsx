import { createI18n } from '@stallhub/i18n';
import { loadCatalogue } from '@stallhub/i18n/pages';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { I18nProvider } from './i18n/use-t.ts';
import { NonceProvider } from './lib/content-security.tsx';
import { isLanguage } from './routing/locale.ts';

const lang = document.documentElement.dataset.lang;
const language = isLanguage(lang) ? lang : 'cn';
// The nonce the server gave this page's scripts (docs/decisions/033); a script may read it, markup may not.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';

loadCatalogue(language)
  .catch((error) => {
    // Spec 1 §8: a locale load failure is logged and falls back to empty texts.
    console.error('locale load failed', error);
    return {};
  })
  .then((catalogue) => {
    const i18n = createI18n(language, catalogue);
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <NonceProvider value={nonce}>
              <HydratedRouter />
            </NonceProvider>
          </I18nProvider>
        </StrictMode>,
      );
    });
  });
