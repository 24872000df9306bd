import { getReceivedCoupons } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { CouponList, CouponTabs, couponTab } from '../../features/user-centre/coupon-list.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Route } from './+types/coupons';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const tab = couponTab(new URL(request.url).searchParams.get('tab'));
  return { lang, tab, coupons: await context.api.call(getReceivedCoupons, {}) };
}

/** /user/coupons.html?tab=available|used|expired: the coupon bundles the buyer received, by state. */
export default function Coupons() {
  const { lang, tab, coupons } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <Panel title={t('myCoupons.title')}>
      <title>{t('myCoupons.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <CouponTabs coupons={coupons} shown={tab} />
      <CouponList lang={lang} coupons={coupons} state={tab} />
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
