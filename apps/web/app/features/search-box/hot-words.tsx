import type { City, HotWord, Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { searchPath } from './rules.ts';

/** The city's hot search words under the box, each an item search. */
export function HotWords({ lang, city, words }: { lang: Language; city: City; words: HotWord[] }) {
  const { t } = useT();
  if (words.length === 0) return null;
  return (
    <nav
      aria-label={t('search.hotWords')}
      className="mt-0.5 flex gap-x-3 overflow-x-auto whitespace-nowrap px-1 text-ink-faint text-xs [scrollbar-width:none] md:h-4 md:flex-wrap md:overflow-hidden"
    >
      {words.map((hot, i) => (
        <Link
          key={hot.word}
          to={searchPath(lang, city, 'item', hot.word)}
          className={clsx(
            // A finger needs 24 px of height on a phone; the desktop row stays one line of small text.
            'inline-flex min-h-6 items-center md:min-h-0',
            i < 2 ? 'text-brand hover:underline' : 'hover:text-brand',
          )}
        >
          {hot.word}
        </Link>
      ))}
    </nav>
  );
}
