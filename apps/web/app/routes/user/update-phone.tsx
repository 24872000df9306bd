import { useLoaderData } from 'react-router';
import { Panel } from '../../features/user-centre/panel.tsx';
import { PhoneForm } from '../../features/user-centre/phone-form.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Route } from './+types/update-phone';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, me } = await requireMember(request, params, context.api);
  return { lang, mobile: me.mobile, confirmed: me.mobileConfirm };
}

/** /user/account/updatePhone.html (spec 3 §2, §7 "Account"): bind a mobile number, or change it. */
export default function UpdatePhone() {
  const { lang, mobile, confirmed } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <Panel title={mobile ? t('updatePhone.changeTitle') : t('updatePhone.bindTitle')}>
      <title>{mobile ? t('updatePhone.changeTitle') : t('updatePhone.bindTitle')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="mb-4 text-ink text-sm" data-testid="current-phone">
        {mobile
          ? t('updatePhone.current', { mobile }) + (confirmed ? '' : ` (${t('updatePhone.unconfirmed')})`)
          : t('updatePhone.none')}
      </p>
      <p className="mb-4 text-ink-soft text-xs">{t('updatePhone.hint')}</p>
      <PhoneForm lang={lang} />
    </Panel>
  );
}
