import { ApiError, getPurchaseList, imageUrl } from '@stallhub/contracts';
import { redirect, useLoaderData } from 'react-router';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { checkoutHref } from '../../features/checkout/checkout-href.ts';
import { useT } from '../../i18n/use-t.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/purchase-page';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  const url = new URL(request.url);
  // User-centre pages need a signed-in buyer (spec 3 §6): a guest goes to the login page and back.
  const list = await context.api.call(getPurchaseList, { lang }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401)
      throw redirect(localePath(lang, loginPath(url.pathname)));
    throw error;
  });
  return { lang, list };
}

export default function PurchasePage() {
  const { lang, list } = useLoaderData<typeof loader>();
  const { t } = useT();
  const { format } = useCurrency();
  return (
    <section className="flex w-full flex-col gap-4">
      <title>{t('purchaseList.title')}</title>
      <h1 className="font-bold text-ink text-xl">{t('purchaseList.title')}</h1>
      {list.lines.length === 0 ? (
        <p className="rounded-lg bg-white p-10 text-center text-ink-soft">{t('purchaseList.empty')}</p>
      ) : (
        <section className="rounded-lg bg-white">
          <ul>
            {list.lines.map((line) => (
              <li
                key={line.id}
                data-testid="purchase-line"
                className="flex items-center gap-3 border-line border-b px-4 py-3 last:border-b-0"
              >
                <img src={imageUrl(line.indexImgUrl, 80)} alt="" className="size-14 rounded object-cover" />
                <a
                  href={localePath(lang, `/item/${line.vid}`)}
                  className="min-w-0 flex-1 text-ink text-sm hover:text-brand"
                >
                  <span className="line-clamp-1">{line.title}</span>
                  <span className="text-ink-faint text-xs">
                    {line.color} / {line.size} · {line.artNo}
                  </span>
                </a>
                <span className="text-sm">{line.price == null ? '' : format(line.price)}</span>
                <span className="w-12 text-right text-ink-soft text-sm">×{line.amount}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-end gap-4 px-4 py-3">
            <p className="text-right text-sm">
              {t('purchaseList.summary', {
                lines: t('cart.lineCount', { count: list.lines.length }),
                pieces: t('cart.pieceCount', { count: list.pieces }),
              })}{' '}
              <strong className="text-brand">{format(list.total)}</strong>
            </p>
            <a
              href={checkoutHref(
                lang,
                'purchase',
                list.lines.map((line) => line.id),
              )}
              data-testid="settle"
              className="flex h-10 items-center rounded bg-brand px-6 font-medium text-white hover:opacity-90"
            >
              {t('payment.settle')}
            </a>
          </div>
        </section>
      )}
    </section>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
