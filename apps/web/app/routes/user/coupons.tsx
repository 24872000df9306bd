import { getReceivedCoupons } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { CouponList } from '../../features/user-centre/coupon-list.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Route } from './+types/coupons';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  return { lang, coupons: await context.api.call(getReceivedCoupons, {}) };
}

/** /user/coupons.html: the coupon bundles the buyer received. */
export default function Coupons() {
  const { lang, coupons } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <Panel title={t('myCoupons.title')}>
      <title>{t('myCoupons.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <CouponList lang={lang} coupons={coupons} />
    </Panel>
  );
}
