import { getStallLines, LINE_STATES, type LineState } from '@stallhub/contracts';
import clsx from 'clsx';
import { useLoaderData } from 'react-router';
import { StallLineRow } from '../../features/orders/stall-line-row.tsx';
import { Pager, pageParam } from '../../features/user-centre/pager.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/stall-orders';

const PAGE_SIZE = 20;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('state'));
  const state = LINE_STATES.find((s) => s === asked);
  const lines = await context.api.call(getStallLines, {
    state,
    page: pageParam(url),
    pageSize: PAGE_SIZE,
    lang,
  });
  return { lang, state: state ?? null, lines, pages: Math.ceil(lines.total / PAGE_SIZE) };
}

/** /user/stallOrders.html: the paid lines of the signed-in owner's stall, to pick, stop or ship (issue 16 §3). */
export default function StallOrders() {
  const { lang, state, lines, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  const base = localePath(lang, '/user/stallOrders.html');
  const hrefOf = (page: number, of: LineState | null = state) => {
    const query = new URLSearchParams({
      ...(of !== null ? { state: String(of) } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
    });
    return query.size > 0 ? `${base}?${query}` : base;
  };
  const filters: (LineState | null)[] = [null, ...LINE_STATES];
  return (
    <Panel title={lines.shop ? `${t('orders.stall.title')} · ${lines.shop.name}` : t('orders.stall.title')}>
      <title>{t('orders.stall.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      {lines.shop === null ? (
        <p className="py-10 text-center text-ink-soft text-sm">{t('orders.stall.noStall')}</p>
      ) : (
        <>
          <nav
            aria-label={t('orders.stall.filterLabel')}
            className="-mx-1 mb-3 flex gap-1 overflow-x-auto pb-1"
          >
            {filters.map((of) => (
              <a
                key={of ?? 'all'}
                href={hrefOf(1, of)}
                aria-current={of === state ? 'page' : undefined}
                className={clsx(
                  'shrink-0 whitespace-nowrap rounded-full px-3 py-1 text-xs',
                  of === state ? 'bg-brand text-white' : 'bg-page text-ink hover:text-brand',
                )}
              >
                {of === null ? t('orders.stall.all') : t(`orders.state.${of}`)}
              </a>
            ))}
          </nav>
          {lines.list.length === 0 ? (
            <p className="py-10 text-center text-ink-soft text-sm">{t('orders.stall.empty')}</p>
          ) : (
            <ul>
              {lines.list.map((line) => (
                <StallLineRow key={line.lineId} lang={lang} line={line} />
              ))}
            </ul>
          )}
          <Pager page={lines.page} pages={pages} hrefOf={(page) => hrefOf(page)} />
        </>
      )}
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
