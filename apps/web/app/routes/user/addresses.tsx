import { getAddresses } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { AddressBook } from '../../features/user-centre/address-book.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Route } from './+types/addresses';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireMember(request, params, context.api);
  return { addresses: await context.api.call(getAddresses, {}) };
}

/** /user/addresses.html: the buyer's delivery addresses. */
export default function Addresses() {
  const { addresses } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <Panel title={t('addresses.title')}>
      <title>{t('addresses.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <AddressBook addresses={addresses} />
    </Panel>
  );
}
