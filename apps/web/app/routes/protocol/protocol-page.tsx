import { redirect, useLoaderData } from 'react-router';
import { marketDate } from '../../components/market-time.ts';
import { ArticlePage, articleMeta } from '../../features/protocol/article-page.tsx';
import { loadProtocolPage, protocolPath } from '../../features/protocol/documents.ts';
import { ProtocolArticle } from '../../features/protocol/protocol-article.tsx';
import { localePath, statusErrorPath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/protocol-page';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? articleMeta(loaderData.document, loaderData.ui.siteName) : [];

export async function loader({ request, params }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const page = await loadProtocolPage(lang, params.type);
  // Spec 1 §2: an unknown path, here an unknown document type, goes to /StatusError.
  if (!page) throw redirect(statusErrorPath(lang));
  // Formatted here so the server and the browser cannot disagree on the text during hydration.
  const effectiveDateLabel = marketDate(lang, page.document.effectiveDate, 'longDate');
  return { ...page, lang, home: localePath(lang, `/${city}`), effectiveDateLabel };
}

export default function ProtocolPage() {
  const { lang, home, ui, document, others, effectiveDateLabel } = useLoaderData<typeof loader>();
  return (
    <ArticlePage
      home={home}
      siteName={ui.siteName}
      backHome={ui.backHome}
      othersTitle={ui.otherDocuments}
      others={others.map((other) => ({ href: protocolPath(lang, other.type), title: other.title }))}
    >
      <ProtocolArticle
        lang={lang}
        ui={ui}
        document={document}
        dateLine={{ template: ui.effectiveDate, iso: document.effectiveDate, label: effectiveDateLabel }}
      />
    </ArticlePage>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
