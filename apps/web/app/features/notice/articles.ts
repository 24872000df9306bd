import type { Language } from '@stallhub/contracts';
import type { ArticleDocument, ArticleUi } from '../protocol/protocol-article.tsx';

/** The help articles of spec 3 §2 "Other links": /{city}/notice/article.html?page={page}. */
export const NOTICE_PAGES = ['jgcw', 'invertory_status'] as const;
export type NoticePage = (typeof NOTICE_PAGES)[number];

export const isNoticePage = (value: unknown): value is NoticePage =>
  typeof value === 'string' && (NOTICE_PAGES as readonly string[]).includes(value);

/** The page's own words, kept with the articles so the shared catalogues stay untouched. */
export interface NoticeUi extends ArticleUi {
  backHome: string;
  otherArticles: string;
}

/** One language file: the page words and both articles. */
export interface NoticeFile {
  ui: NoticeUi;
  articles: Record<NoticePage, ArticleDocument>;
}

export interface NoticeArticlePage {
  page: NoticePage;
  ui: NoticeUi;
  article: ArticleDocument;
  /** The other articles, for the links under this one. */
  others: { page: NoticePage; title: string }[];
}

// One chunk per language, as with the protocol documents: a request loads only its own language.
const files = import.meta.glob<NoticeFile>('./articles/*.json', { import: 'default' });

export async function loadNoticeFile(lang: Language): Promise<NoticeFile> {
  const load = files[`./articles/${lang}.json`];
  if (!load) throw new Error(`No notice articles for language ${lang}`);
  return load();
}

/** The article of one page in one language; null when the page is not one of ours. */
export async function loadNoticeArticle(
  lang: Language,
  page: string | null | undefined,
): Promise<NoticeArticlePage | null> {
  if (!isNoticePage(page)) return null;
  const { ui, articles } = await loadNoticeFile(lang);
  return {
    page,
    ui,
    article: articles[page],
    others: NOTICE_PAGES.filter((other) => other !== page).map((other) => ({
      page: other,
      title: articles[other].title,
    })),
  };
}

/** The path of a notice article in a city, without the language prefix (localePath adds it). */
export const noticeArticlePath = (city: string, page: NoticePage) =>
  `/${city}/notice/article.html?page=${page}`;
