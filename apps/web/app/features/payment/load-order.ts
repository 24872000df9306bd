import { type ApiClient, ApiError, type Language, payConfirmRoute } from '@stallhub/contracts';
import { redirect } from 'react-router';
import { localePath } from '../../routing/locale.ts';
import { requireMember } from '../user-centre/require-member.ts';

/**
 * The order number a payment page is about. Without one there is nothing to show: the buyer goes to the
 * purchase list, where orders are made (issue 12 §9, a missing parameter is never a 500).
 */
export function requireOrderNo(request: Request, lang: Language): string {
  const orderNo = new URL(request.url).searchParams.get('orderNo')?.trim();
  if (!orderNo) throw redirect(localePath(lang, '/user/purchase.html'));
  return orderNo;
}

/** One of the signed-in buyer's orders, or the page's 404 (another buyer's order is not disclosed). */
export async function loadOrder(request: Request, params: { lang?: string }, api: ApiClient) {
  const { lang } = await requireMember(request, params, api);
  const orderNo = requireOrderNo(request, lang);
  const order = await api.call(payConfirmRoute, { orderNo }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response(null, { status: 404 });
    }
    throw error;
  });
  return { lang, order };
}
