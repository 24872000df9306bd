import type { Language } from '@stallhub/contracts';
import {
  type MessageKind,
  messageReadAllRoute,
  messageReadRoute,
  type UserMessage,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';

/**
 * The user's messages of one kind: opening an unread one marks it read on the server, then the page's
 * data (and the header's unread count) reload.
 */
export function MessageList({
  lang,
  kind,
  messages,
  unread,
}: {
  lang: Language;
  kind: MessageKind;
  messages: UserMessage[];
  unread: number;
}) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const markRead = async (call: () => Promise<unknown>) => {
    setFailed(false);
    try {
      await call();
      revalidator.revalidate();
    } catch {
      setFailed(true);
    }
  };
  const toggle = (message: UserMessage) => {
    setOpen(open === message.id ? null : message.id);
    if (!message.read) void markRead(() => browserApi.call(messageReadRoute, { id: message.id }));
  };

  if (messages.length === 0) return <p className="py-12 text-center text-ink-soft">{t('messages.empty')}</p>;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between text-sm">
        <span className="text-ink-soft">{t('messages.unreadCount', { count: unread })}</span>
        {unread > 0 && (
          <button
            type="button"
            className="text-brand hover:underline"
            onClick={() => void markRead(() => browserApi.call(messageReadAllRoute, { kind }))}
          >
            {t('messages.readAll')}
          </button>
        )}
      </div>
      {failed && (
        <p role="alert" className="mb-2 rounded bg-brand-soft px-3 py-2 text-brand text-sm">
          {t('messages.failed')}
        </p>
      )}
      <ul className="divide-y divide-line" data-testid="message-list">
        {messages.map((message) => (
          <li key={message.id}>
            <button
              type="button"
              aria-expanded={open === message.id}
              data-read={message.read}
              onClick={() => toggle(message)}
              // On a phone the time goes under the title, so the title keeps the row's width.
              className="grid w-full grid-cols-[auto_1fr] items-start gap-x-3 py-3 text-left hover:bg-page sm:grid-cols-[auto_1fr_auto]"
            >
              <span
                aria-hidden
                className={clsx(
                  'mt-2 size-2 shrink-0 rounded-full',
                  message.read ? 'bg-transparent' : 'bg-brand',
                )}
              />
              <span className="min-w-0 flex-1">
                <span
                  className={clsx(
                    'relative block break-words sm:truncate',
                    message.read ? 'text-ink-soft' : 'font-medium text-ink',
                  )}
                >
                  {message.title}
                  {!message.read && <span className="sr-only"> ({t('messages.unread')})</span>}
                </span>
                {open === message.id && message.body && (
                  <span className="mt-1 block whitespace-pre-line text-ink text-sm">{message.body}</span>
                )}
              </span>
              <time
                dateTime={message.createdAt}
                className="col-start-2 row-start-2 text-ink-faint text-xs sm:col-start-3 sm:row-start-1"
              >
                {marketTime(lang, message.createdAt)}
              </time>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
