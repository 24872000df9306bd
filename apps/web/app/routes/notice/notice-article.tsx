import { Link, redirect, useLoaderData } from 'react-router';
import { loadNoticeArticle, noticeArticlePath } from '../../features/notice/articles.ts';
import { ProtocolArticle } from '../../features/protocol/protocol-article.tsx';
import { localePath, statusErrorPath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/notice-article';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { article, ui } = loaderData;
  const first = article.intro.find((block) => 'p' in block);
  return [
    { title: `${article.title} - ${ui.siteName}` },
    ...(first && 'p' in first ? [{ name: 'description', content: first.p }] : []),
  ];
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const found = await loadNoticeArticle(lang, new URL(request.url).searchParams.get('page'));
  // Spec 1 §2: an unknown path, here a missing or unknown article, goes to /StatusError.
  if (!found) throw redirect(statusErrorPath());
  return {
    ...found,
    lang,
    home: localePath(lang, `/${city}`),
    others: found.others.map((other) => ({
      title: other.title,
      href: localePath(lang, noticeArticlePath(city, other.page)),
    })),
  };
}

export default function NoticeArticlePage() {
  const { lang, home, ui, article, others } = useLoaderData<typeof loader>();
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
        <ProtocolArticle lang={lang} ui={ui} document={article} />
        <nav aria-labelledby="notice-others" className="mt-6 px-5 text-sm sm:px-0 print:hidden">
          <h2 id="notice-others" className="font-medium text-ink-soft">
            {ui.otherArticles}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {others.map((other) => (
              <li key={other.href}>
                <Link to={other.href} className="text-ink hover:text-brand hover:underline">
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
