import { DIALOG_WIDTH } from '@stallhub/contracts';
import type { ReactNode } from 'react';
import { CornerClose, Dialog, DialogTitle } from '../../components/dialog.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The sign-in dialogs' card: a title, the content, and a close cross unless onClose is missing (562). */
export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose?: () => void;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Dialog onClose={onClose} width={DIALOG_WIDTH.signIn}>
      <DialogTitle className="mb-4 pr-6 font-semibold text-base text-ink">{title}</DialogTitle>
      {children}
      {onClose && <CornerClose label={t('signIn.close')} />}
    </Dialog>
  );
}
