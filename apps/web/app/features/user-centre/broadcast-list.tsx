import { type Broadcast, broadcastClickRoute, type Language, safeReturnPath } from '@stallhub/contracts';
import { useState } from 'react';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';

/** The platform's running broadcasts; opening one records the click (once per user, on the server). */
export function BroadcastList({ lang, broadcasts }: { lang: Language; broadcasts: Broadcast[] }) {
  const { t } = useT();
  const [opened, setOpened] = useState<Set<number>>(new Set());
  if (broadcasts.length === 0)
    return <p className="py-12 text-center text-ink-soft">{t('messages.noBroadcasts')}</p>;
  const open = (broadcast: Broadcast) => {
    setOpened((before) => new Set(before).add(broadcast.id));
    if (!broadcast.clicked)
      void browserApi.call(broadcastClickRoute, { id: broadcast.id }).catch(() => undefined);
  };
  return (
    <ul className="divide-y divide-line" data-testid="broadcast-list">
      {broadcasts.map((broadcast) => {
        // Only a path of this site is followed: a broadcast never leads elsewhere.
        const link = safeReturnPath(broadcast.link);
        return (
          <li key={broadcast.id} className="py-3">
            <button
              type="button"
              className="flex w-full items-baseline justify-between gap-3 text-left"
              aria-expanded={opened.has(broadcast.id)}
              onClick={() => open(broadcast)}
            >
              <span
                className={
                  broadcast.clicked || opened.has(broadcast.id) ? 'text-ink-soft' : 'font-medium text-ink'
                }
              >
                {broadcast.title}
              </span>
              <time dateTime={broadcast.startsAt} className="shrink-0 text-ink-faint text-xs">
                {marketTime(lang, broadcast.startsAt, 'date')}
              </time>
            </button>
            {opened.has(broadcast.id) && (
              <p className="mt-1 text-ink text-sm">
                {broadcast.body}{' '}
                {link && (
                  <a className="text-brand hover:underline" href={link}>
                    {t('messages.more')}
                  </a>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
