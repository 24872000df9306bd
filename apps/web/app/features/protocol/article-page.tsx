import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { ProtocolBlock } from './documents.ts';

/** An article page's title ("… - site") and description (its first paragraph). */
export function articleMeta(article: { title: string; intro: ProtocolBlock[] }, siteName: string) {
  const first = article.intro.find((block) => 'p' in block);
  return [
    { title: `${article.title} - ${siteName}` },
    ...(first && 'p' in first ? [{ name: 'description', content: first.p }] : []),
  ];
}

interface Props {
  /** The city home the site name and "back home" lead to. */
  home: string;
  siteName: string;
  backHome: string;
  /** Heading of the links to the set's other articles, and the links. */
  othersTitle: string;
  others: { href: string; title: string }[];
  /** The article itself. */
  children: ReactNode;
}

/**
 * A standalone reading page (the protocol documents, the help articles): a slim bar home, one article
 * 800 px wide, and links to the others of its set. No shop shell, so it prints and reads as a document.
 */
export function ArticlePage({ home, siteName, backHome, othersTitle, others, children }: Props) {
  const othersId = useId();
  return (
    <div id="top" className="min-h-screen bg-page print:bg-white">
      <header className="border-line border-b bg-white print:hidden">
        <div className="mx-auto flex h-14 max-w-[800px] items-center justify-between gap-4 px-5 sm:px-4">
          <Link to={home} className="font-bold text-brand text-xl tracking-tight">
            {siteName}
          </Link>
          <Link to={home} className="text-ink-soft text-sm hover:text-brand">
            {backHome}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-[800px] pb-12 sm:px-4 sm:pt-8 print:max-w-none print:p-0">
        {children}
        <nav aria-labelledby={othersId} className="mt-6 px-5 text-sm sm:px-0 print:hidden">
          <h2 id={othersId} className="font-medium text-ink-soft">
            {othersTitle}
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
