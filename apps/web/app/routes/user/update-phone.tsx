import { mobileVerify } from '@stallhub/contracts';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { useFreshFormKey } from '../../features/sign-in/posted-form.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { PhoneForm } from '../../features/user-centre/phone-form.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { refusedForm } from '../../lib/refusal.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/update-phone';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, me } = await requireMember(request, params, context.api);
  const changed = new URL(request.url).searchParams.get('changed') === '1';
  return { lang, mobile: me.mobile, confirmed: me.mobileConfirm, changed };
}

/**
 * The phone proved by its SMS code (`intent=verify`, issue 27 point 4): done, the page comes back with the
 * new number (post/redirect/get); the API's refusal (a wrong code, a number taken) answers the form with
 * the typed number. The API checks the number and the code in the page's language.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const form = await request.formData();
  if (form.get('intent') !== 'verify') throw data(null, { status: 400 });
  const mobile = String(form.get('mobile') ?? '');
  try {
    await context.api.call(mobileVerify, { mobile, smsCode: String(form.get('smsCode') ?? ''), lang });
  } catch (error) {
    return refusedForm('verify', { mobile }, error);
  }
  return redirect(localePath(lang, '/user/account/updatePhone.html?changed=1'));
}

/** /user/account/updatePhone.html (spec 3 §2, §7 "Account"): bind a mobile number, or change it. */
export default function UpdatePhone() {
  const { lang, mobile, confirmed, changed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const key = useFreshFormKey(answer);
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
      <PhoneForm key={key} lang={lang} changed={changed} answer={answer} />
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
