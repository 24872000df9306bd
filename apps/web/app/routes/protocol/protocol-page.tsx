import { Link, redirect, useLoaderData } from 'react-router';
import { dateFormat } from '../../components/intl-formats.ts';
import { loadProtocolPage, protocolPath } from '../../features/protocol/documents.ts';
import { ProtocolArticle } from '../../features/protocol/protocol-article.tsx';
import { HTML_LANG } from '../../i18n/i18n.ts';
import { localePath, statusErrorPath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/protocol-page';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { document, ui } = loaderData;
  const first = document.intro.find((block) => 'p' in block);
  return [
    { title: `${document.title} - ${ui.siteName}` },
    ...(first && 'p' in first ? [{ name: 'description', content: first.p }] : []),
  ];
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const page = await loadProtocolPage(lang, params.type);
  // Spec 1 §2: an unknown path, here an unknown document type, goes to /StatusError.
  if (!page) throw redirect(statusErrorPath());
  // Formatted here so the server and the browser cannot disagree on the text during hydration.
  const effectiveDateLabel = dateFormat(HTML_LANG[lang], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${page.document.effectiveDate}T00:00:00Z`));
  return { ...page, lang, home: localePath(lang, `/${city}`), effectiveDateLabel };
}

export default function ProtocolPage() {
  const { lang, home, ui, document, others, effectiveDateLabel } = useLoaderData<typeof loader>();
  return (
    <div id="top" className="min-h-screen bg-page print:bg-white">
      <header className="border-line border-b bg-white print:hidden">
        <div className="mx-auto flex h-14 max-w-[800px] items-center justify-between gap-4 px-5 sm:px-4">
          <Link to={home} className="font-bold text-brand text-xl tracking-tight">
            {ui.siteName}
          </Link>
          <Link to={home} className="text-ink-soft text-sm hover:text-brand">
            {ui.backHome}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-[800px] pb-12 sm:px-4 sm:pt-8 print:max-w-none print:p-0">
        <ProtocolArticle
          lang={lang}
          ui={ui}
          document={document}
          dateLine={{ template: ui.effectiveDate, iso: document.effectiveDate, label: effectiveDateLabel }}
        />
        <nav aria-labelledby="protocol-others" className="mt-6 px-5 text-sm sm:px-0 print:hidden">
          <h2 id="protocol-others" className="font-medium text-ink-soft">
            {ui.otherDocuments}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {others.map((other) => (
              <li key={other.type}>
                <Link
                  to={protocolPath(lang, other.type)}
                  className="text-ink hover:text-brand hover:underline"
                >
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </div>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
