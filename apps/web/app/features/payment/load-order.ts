import { type ApiClient, ApiError, payConfirm } from '@stallhub/contracts';
import { requireMember } from '../user-centre/require-member.ts';

/** One of the signed-in buyer's orders, or the page's 404 (another buyer's order is not disclosed). */
export async function loadOrder(request: Request, params: { lang?: string }, api: ApiClient) {
  const { lang } = await requireMember(request, params, api);
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  const order = await api.call(payConfirm, { orderNo }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response(null, { status: 404 });
    }
    throw error;
  });
  return { lang, order };
}
