import { getPasswordInfo } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { ChangePasswordForm } from '../../features/password/change-password-form.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Route } from './+types/change-password';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const { hasPassword } = await context.api.call(getPasswordInfo, {});
  return { lang, hasPassword };
}

/** /user/account/password.html (issue 3 item 5): change the password, or set a first one. */
export default function ChangePassword() {
  const { lang, hasPassword } = useLoaderData<typeof loader>();
  const { t } = useT();
  const title = hasPassword ? t('password.change.title') : t('password.change.setTitle');
  return (
    <Panel title={title}>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="mb-4 text-ink-soft text-xs">{t('password.change.hint')}</p>
      <ChangePasswordForm lang={lang} hasPassword={hasPassword} />
    </Panel>
  );
}
