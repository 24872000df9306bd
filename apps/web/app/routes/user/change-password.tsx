import { changePassword, getPasswordInfo } from '@stallhub/contracts';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { ChangePasswordForm } from '../../features/password/change-password-form.tsx';
import { changePasswordCheck } from '../../features/password/rules.ts';
import { useFreshFormKey } from '../../features/sign-in/posted-form.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { checkedForm, refusedForm } from '../../lib/refusal.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/change-password';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireMember(request, params, context.api);
  const { hasPassword } = await context.api.call(getPasswordInfo, {});
  return { hasPassword, changed: new URL(request.url).searchParams.get('changed') === '1' };
}

/**
 * The password change (`intent=change`, issue 27 point 4): done, the page comes back saying so
 * (post/redirect/get); a check or the API's refusal answers the form, the passwords never typed back.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const form = await request.formData();
  if (form.get('intent') !== 'change') throw data(null, { status: 400 });
  const problem = changePasswordCheck(form);
  if (problem) return checkedForm('change', {}, problem);
  const text = (name: string) => String(form.get(name) ?? '');
  try {
    await context.api.call(changePassword, {
      oldPassword: text('oldPassword'),
      password: text('password'),
      repassword: text('repassword'),
      lang,
    });
  } catch (error) {
    return refusedForm('change', {}, error);
  }
  return redirect(localePath(lang, '/user/account/password.html?changed=1'));
}

/** /user/account/password.html (issue 3 item 5): change the password, or set a first one. */
export default function ChangePassword() {
  const { hasPassword, changed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const key = useFreshFormKey(answer);
  const { t } = useT();
  const title = hasPassword ? t('password.change.title') : t('password.change.setTitle');
  return (
    <Panel title={title}>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="mb-4 text-ink-soft text-xs">{t('password.change.hint')}</p>
      <ChangePasswordForm key={key} hasPassword={hasPassword} changed={changed} answer={answer} />
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
