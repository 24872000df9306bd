import { deleteAddress, getAddresses, setDefaultAddress } from '@stallhub/contracts';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { saveAddressForm } from '../../features/user-centre/address-action.ts';
import { AddressBook, addressBookView } from '../../features/user-centre/address-book.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { refusalOf } from '../../lib/refusal.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/addresses';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  return {
    addresses: await context.api.call(getAddresses, {}),
    view: addressBookView(new URL(request.url).searchParams),
    listHref: localePath(lang, '/user/addresses.html'),
  };
}

/**
 * The address book's changes (issue 27 point 4): `save` (add or edit), `delete` and `default`. Each done
 * goes back to the book (post/redirect/get); a refusal answers the form with its reason and the typed
 * values; a fault is the ErrorBoundary's.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const form = await request.formData();
  const book = localePath(lang, '/user/addresses.html');
  const intent = form.get('intent');
  if (intent === 'save') {
    const outcome = await saveAddressForm(form, context.api);
    return 'refused' in outcome ? outcome.refused : redirect(book);
  }
  const call = intent === 'delete' ? deleteAddress : intent === 'default' ? setDefaultAddress : null;
  if (call === null) throw data(null, { status: 400 });
  try {
    await context.api.call(call, { id: Number(form.get('id')) });
  } catch (error) {
    // An address already gone (another tab): the book shows what is left.
    if (refusalOf(error) === null) throw error;
  }
  return redirect(book);
}

/** /user/addresses.html: the buyer's delivery addresses. */
export default function Addresses() {
  const { addresses, view, listHref } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useT();
  return (
    <Panel title={t('addresses.title')}>
      <title>{t('addresses.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <AddressBook addresses={addresses} view={view} answer={answer} listHref={listHref} />
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
