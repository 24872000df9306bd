import { redirect, useLoaderData } from 'react-router';
import { loadNoticeArticle, noticeArticlePath } from '../../features/notice/articles.ts';
import { ArticlePage, articleMeta } from '../../features/protocol/article-page.tsx';
import { ProtocolArticle } from '../../features/protocol/protocol-article.tsx';
import { localePath, statusErrorPath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/notice-article';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? articleMeta(loaderData.article, loaderData.ui.siteName) : [];

export async function loader({ request, params }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const found = await loadNoticeArticle(lang, new URL(request.url).searchParams.get('page'));
  // Spec 1 §2: an unknown path, here a missing or unknown article, goes to /StatusError.
  if (!found) throw redirect(statusErrorPath(lang));
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
    <ArticlePage
      home={home}
      siteName={ui.siteName}
      backHome={ui.backHome}
      othersTitle={ui.otherArticles}
      others={others}
    >
      <ProtocolArticle lang={lang} ui={ui} document={article} />
    </ArticlePage>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
