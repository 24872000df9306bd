import { ApiError, PAYMENT_METHODS, type PaymentMethod, paymentSubmit } from '@stallhub/contracts';
import { redirect } from 'react-router';
import { requireOrderNo } from '../../features/payment/load-order.ts';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/pay-submit';

/**
 * /user/pay/submit.html?orderNo=&method=: starts the payment with the provider and sends the browser to
 * its page. Repeating it (reload, back, a second click) reuses the order's pending trade, so it never
 * starts a second charge.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const orderNo = requireOrderNo(request, lang);
  const query = new URL(request.url).searchParams;
  const asked = query.get('method');
  const method = (PAYMENT_METHODS as readonly string[]).includes(asked ?? '')
    ? (asked as PaymentMethod)
    : PAYMENT_METHODS[0];
  const back = (page: string) =>
    redirect(localePath(lang, `/user/${page}?orderNo=${encodeURIComponent(orderNo)}`));
  try {
    const { redirectUrl } = await context.api.call(paymentSubmit, { orderNo, method, lang });
    return redirect(redirectUrl);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw back('payResult.html');
    if (error instanceof ApiError && error.status < 500) throw back('pay.html');
    throw error;
  }
}
