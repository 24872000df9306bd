import { DIALOG_WIDTH } from '@stallhub/contracts';
import clsx from 'clsx';
import { type ReactNode, useEffect } from 'react';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { useT } from '../../i18n/use-t.ts';

/** A short answer to a click (favourited, already following, ...): shown a moment, then gone. */
export interface Notice {
  tone: 'success' | 'warning' | 'error';
  text: string;
}

const NOTICE_MS = 2500;

export function NoticeToast({ notice, onDone }: { notice: Notice | null; onDone: () => void }) {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onDone, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, onDone]);
  if (!notice) return null;
  return (
    <div
      role="status"
      data-testid="notice"
      data-tone={notice.tone}
      className={clsx(
        'fixed top-20 left-1/2 z-[70] max-w-[min(420px,calc(100vw-24px))] -translate-x-1/2 rounded-md px-4 py-2 text-sm text-white shadow-lg',
        notice.tone === 'success' && 'bg-emerald-700',
        notice.tone === 'warning' && 'bg-amber-500',
        notice.tone === 'error' && 'bg-red-600',
      )}
    >
      {notice.text}
    </div>
  );
}

/** A question before an undo (stop favouriting, unfollow, block), or the limit dialog with its way out. */
export function ConfirmDialog({
  open,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  extraAction,
  testId,
}: {
  open: boolean;
  text: string;
  confirmLabel?: string;
  onConfirm?: () => void;
  onClose: () => void;
  /** A further way out, such as "go manage" to the favourites page. */
  extraAction?: ReactNode;
  testId: string;
}) {
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onClose} width={DIALOG_WIDTH.confirm} testId={testId}>
      <DialogTitle className="font-semibold text-base text-ink">{t('favourites.dialog.title')}</DialogTitle>
      <DialogDescription className="mt-2 text-ink-soft text-sm">{text}</DialogDescription>
      <div className="mt-5 flex justify-end gap-2">
        <DialogClose className="rounded-full border border-line px-4 py-1.5 text-ink-soft text-sm hover:text-brand">
          {onConfirm ? t('favourites.dialog.cancel') : t('favourites.dialog.close')}
        </DialogClose>
        {extraAction}
        {onConfirm && (
          <button
            type="button"
            data-testid="confirm"
            onClick={() => {
              onClose();
              onConfirm();
            }}
            className="rounded-full bg-brand px-4 py-1.5 text-sm text-white hover:bg-brand-dark"
          >
            {confirmLabel ?? t('favourites.dialog.confirm')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
