import { LISTING_PAGE } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { TutorialButton } from '../../features/listing/tutorial-dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/listing-help';

/** The questions the help page answers, in the order a first listing meets them. */
const QUESTIONS = ['what', 'authorise', 'tools', 'crop', 'face', 'codes', 'price'] as const;

export function loader({ request, params }: Route.LoaderArgs) {
  return { lang: resolveLocale(request, params).lang };
}

/** /help/issue/skjs.html (spec 2 §2): how one-click listing works, open to everyone. */
export default function ListingHelpPage() {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <main className="mx-auto max-w-[860px] px-3 py-6 md:py-10">
      <title>{t('listing.help.title')}</title>
      <meta name="description" content={t('listing.help.intro')} />
      <h1 className="font-semibold text-2xl text-ink">{t('listing.help.title')}</h1>
      <p className="mt-3 text-ink-soft leading-relaxed">{t('listing.help.intro')}</p>
      <div className="mt-4">
        <TutorialButton />
      </div>
      <dl className="mt-6 divide-y divide-line rounded-lg border border-line">
        {QUESTIONS.map((question) => (
          <div key={question} className="p-4">
            <dt className="font-medium text-ink">{t(`listing.help.${question}.q`)}</dt>
            <dd className="mt-1 text-ink-soft text-sm leading-relaxed">{t(`listing.help.${question}.a`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm">
        <a href={localePath(lang, LISTING_PAGE.settings)} className="text-brand hover:underline">
          {t('listing.box.settings')}
        </a>
      </p>
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
