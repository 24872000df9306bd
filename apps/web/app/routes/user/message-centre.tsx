import { getBroadcasts, getMessageList, MESSAGE_KINDS, type MessageKind } from '@stallhub/contracts';
import clsx from 'clsx';
import { useLoaderData } from 'react-router';
import { BroadcastList } from '../../features/user-centre/broadcast-list.tsx';
import { MessageList } from '../../features/user-centre/message-list.tsx';
import { Pager, pageParam } from '../../features/user-centre/pager.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/message-centre';

const PAGE_SIZE = 20;
const TABS = [...MESSAGE_KINDS, 'broadcast'] as const;
type Tab = (typeof TABS)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const url = new URL(request.url);
  const asked = url.searchParams.get('tab');
  const tab: Tab = TABS.find((t) => t === asked) ?? 'message';
  const kind: MessageKind = tab === 'notice' ? 'notice' : 'message';
  const [page, broadcasts] = await Promise.all([
    // Messages are rendered when read (decision 074): in the page's language, not the sender's.
    context.api.call(getMessageList, { kind, page: pageParam(url), pageSize: PAGE_SIZE, lang }),
    tab === 'broadcast' ? context.api.call(getBroadcasts, { lang }) : Promise.resolve([]),
  ]);
  return { lang, tab, kind, page, broadcasts, pages: Math.ceil(page.total / PAGE_SIZE) };
}

/** /user/message.html (spec 3 §2): messages and notices with their unread counts, and broadcasts. */
export default function MessageCentre() {
  const { lang, tab, kind, page, broadcasts, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  const base = localePath(lang, '/user/message.html');
  const counts: Record<Tab, number> = {
    message: page.unread.messages,
    notice: page.unread.notices,
    broadcast: 0,
  };
  return (
    <Panel title={t('messages.title')}>
      <title>{t('messages.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <nav className="mb-3 flex gap-4 border-line border-b" aria-label={t('messages.title')}>
        {TABS.map((name) => (
          <a
            key={name}
            href={name === 'message' ? base : `${base}?tab=${name}`}
            aria-current={tab === name ? 'page' : undefined}
            className={clsx(
              '-mb-px flex items-center gap-1 border-b-2 px-1 pb-2 text-sm',
              tab === name
                ? 'border-brand font-medium text-brand'
                : 'border-transparent text-ink hover:text-brand',
            )}
          >
            {t(`messages.tab.${name}`)}
            {counts[name] > 0 && (
              <span
                className="rounded-full bg-brand px-1.5 text-white text-xs leading-5"
                data-testid={`unread-${name}`}
              >
                {counts[name] > 99 ? '99+' : counts[name]}
              </span>
            )}
          </a>
        ))}
      </nav>
      {tab === 'broadcast' ? (
        <BroadcastList lang={lang} broadcasts={broadcasts} />
      ) : (
        <>
          <MessageList
            lang={lang}
            kind={kind}
            messages={page.list}
            unread={kind === 'notice' ? page.unread.notices : page.unread.messages}
          />
          <Pager
            page={page.page}
            pages={pages}
            hrefOf={(n) => `${base}?${tab === 'notice' ? 'tab=notice&' : ''}page=${n}`}
          />
        </>
      )}
    </Panel>
  );
}
