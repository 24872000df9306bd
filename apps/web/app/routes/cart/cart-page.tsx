import { getCart } from '@stallhub/contracts';
import { useLoaderData, useLocation } from 'react-router';
import { CartLines } from '../../features/cart/cart-lines.tsx';
import { useT } from '../../i18n/use-t.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/cart-page';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  // The cart is the page: a failed call is a 500 through the boundary.
  const cart = await context.api.call(getCart, { lang });
  return { lang, cart };
}

export default function CartPage() {
  const { lang, cart } = useLoaderData<typeof loader>();
  const { t } = useT();
  const location = useLocation();
  const loginHref = localePath(lang, loginPath(location.pathname));
  return (
    <main className="mx-auto flex w-full max-w-[1200px] flex-col gap-4 px-3 py-4 xl:px-0">
      <title>{t('cart.metaTitle')}</title>
      <h1 className="font-bold text-ink text-xl">{t('cart.title')}</h1>
      <CartLines initial={cart} lang={lang} loginHref={loginHref} />
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
