import { getMyOrders } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { ChargedInYuanNote } from '../../components/currency/charged-amount.tsx';
import { OrderRow } from '../../features/orders/order-row.tsx';
import { Pager, pageParam } from '../../features/user-centre/pager.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/my-orders';

const PAGE_SIZE = 10;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim().slice(0, 60) ?? '';
  const orders = await context.api.call(getMyOrders, {
    q: q || undefined,
    page: pageParam(url),
    pageSize: PAGE_SIZE,
    lang,
  });
  return { lang, q, orders, pages: Math.ceil(orders.total / PAGE_SIZE) };
}

/** /user/orders.html: the buyer's orders, newest first, searchable by item title or stall name (issue 16 §3). */
export default function MyOrders() {
  const { lang, q, orders, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  const base = localePath(lang, '/user/orders.html');
  const hrefOf = (page: number) => {
    const query = new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) });
    return query.size > 0 ? `${base}?${query}` : base;
  };
  return (
    <Panel title={t('orders.title')}>
      <title>{t('orders.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <form method="get" action={base} aria-label={t('orders.searchLabel')} className="mb-4 flex gap-2">
        <label className="sr-only" htmlFor="order-search">
          {t('orders.searchLabel')}
        </label>
        <input
          id="order-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={60}
          placeholder={t('orders.searchPlaceholder')}
          className="min-w-0 flex-1 rounded border border-line px-3 py-1.5 text-sm"
        />
        <button type="submit" className="shrink-0 rounded bg-brand px-4 py-1.5 text-sm text-white">
          {t('orders.search')}
        </button>
        {q && (
          <a href={base} className="shrink-0 self-center text-ink-soft text-sm hover:text-brand">
            {t('orders.clearSearch')}
          </a>
        )}
      </form>
      {orders.list.length === 0 ? (
        <p className="py-10 text-center text-ink-soft text-sm" data-testid="orders-empty">
          {q ? t('orders.emptySearch', { q }) : t('orders.empty')}
        </p>
      ) : (
        <>
          <ChargedInYuanNote className="mb-2" />
          <ul className="flex flex-col gap-3">
            {orders.list.map((order) => (
              <OrderRow key={order.orderNo} lang={lang} order={order} />
            ))}
          </ul>
        </>
      )}
      <Pager page={orders.page} pages={pages} hrefOf={hrefOf} />
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
