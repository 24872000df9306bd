import clsx from 'clsx';
import { Link } from 'react-router';

/**
 * A ranking's category tabs: "all" first, then the categories, the chosen one marked; on a phone the row
 * scrolls sideways inside itself.
 */
export function RankingTabs({
  label,
  all,
  tabs,
  chosen,
  href,
}: {
  label: string;
  all: string;
  tabs: readonly { id: number; name: string }[];
  chosen: number | undefined;
  href: (id?: number) => string;
}) {
  const tab = (active: boolean) =>
    clsx(
      'block whitespace-nowrap rounded-full px-4 py-1.5',
      active ? 'bg-brand text-white' : 'bg-white text-ink-soft hover:text-brand',
    );
  const entries = [{ id: undefined, name: all }, ...tabs];
  return (
    <nav aria-label={label} className="-mx-3 overflow-x-auto px-3 [scrollbar-width:none] md:mx-0 md:px-0">
      <ul className="flex w-max gap-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id ?? 'all'}>
            <Link
              to={href(entry.id)}
              aria-current={entry.id === chosen ? 'page' : undefined}
              className={tab(entry.id === chosen)}
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
