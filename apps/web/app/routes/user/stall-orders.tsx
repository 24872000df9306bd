import { getStallOrders, LINE_STATES, type LineState, shipStallOrder } from '@stallhub/contracts';
import clsx from 'clsx';
import { data, useLoaderData } from 'react-router';
import { type ShipAnswer, StallOrderCard } from '../../features/orders/stall-order-card.tsx';
import { Pager, pageParam } from '../../features/user-centre/pager.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { refusalOf } from '../../lib/refusal.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/stall-orders';

const PAGE_SIZE = 10;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('state'));
  const state = LINE_STATES.find((s) => s === asked);
  const orders = await context.api.call(getStallOrders, {
    state,
    page: pageParam(url),
    pageSize: PAGE_SIZE,
    lang,
  });
  return { lang, state: state ?? null, orders, pages: Math.ceil(orders.total / PAGE_SIZE) };
}

/**
 * Ships an order's lines in one action (issue 26 point 6): the ticked lines, or the whole order when none
 * is ticked. A refusal the server explains (bad tracking number, a line already shipped) comes back to the
 * order's card with its message; anything else is the ErrorBoundary's.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const form = await request.formData();
  const orderNo = String(form.get('orderNo') ?? '');
  const lineIds = form
    .getAll('lineIds')
    .map(String)
    .filter((id) => id !== '');
  try {
    const shipped = await context.api.call(shipStallOrder, {
      orderNo,
      ...(lineIds.length > 0 ? { lineIds: lineIds.join(',') } : {}),
      trackingNo: String(form.get('trackingNo') ?? ''),
      lang,
    });
    const trackingNo = shipped.order.lines.find(
      (line) => line.lineId === shipped.shippedLineIds[0],
    )?.trackingNo;
    return {
      orderNo,
      ok: true,
      trackingNo: trackingNo ?? '',
      lines: shipped.shippedLineIds.length,
    } satisfies ShipAnswer;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ orderNo, ok: false, message: refusal.message } satisfies ShipAnswer, {
      status: refusal.status,
    });
  }
}

/** /user/stallOrders.html: the stall's paid orders, each with its lines, to pick, stop and ship (issue 26 §6). */
export default function StallOrders() {
  const { lang, state, orders, pages } = useLoaderData<typeof loader>();
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
    <Panel title={orders.shop ? `${t('orders.stall.title')} · ${orders.shop.name}` : t('orders.stall.title')}>
      <title>{t('orders.stall.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      {orders.shop === null ? (
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
          {orders.list.length === 0 ? (
            <p className="py-10 text-center text-ink-soft text-sm">{t('orders.stall.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {orders.list.map((order) => (
                <StallOrderCard key={order.orderNo} lang={lang} order={order} />
              ))}
            </ul>
          )}
          <Pager page={orders.page} pages={pages} hrefOf={(page) => hrefOf(page)} />
        </>
      )}
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
