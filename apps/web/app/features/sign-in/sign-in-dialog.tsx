import type { Language } from '@stallhub/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath } from '../../routing/locale.ts';
import { Modal } from './modal.tsx';
import { SignInPanel } from './sign-in-panel.tsx';

/**
 * The sign-in dialog other features open where an action needs login (spec 1 §5: cart, favourite,
 * listing). After sign-in the page reloads so everything it shows is the signed-in user's (spec 1 §4).
 */
export function SignInDialog({
  lang,
  returnPath,
  onClose,
  alternatives,
}: {
  lang: Language;
  /** The page it was opened on, where a sign-in comes back to. */
  returnPath: string;
  onClose: () => void;
  alternatives?: ReactNode;
}) {
  const { t } = useT();
  return (
    <Modal title={t('signIn.title')} onClose={onClose}>
      <SignInPanel lang={lang} action={localePath(lang, loginPath(returnPath))} alternatives={alternatives} />
    </Modal>
  );
}
