import type * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentProps, type ReactNode, useContext, useEffect, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import type { DialogProps } from './dialog-panel.tsx';
import { DialogParts } from './dialog-parts.ts';
import { firstUse, useFirstUse } from './first-use.ts';

/** Radix Dialog and its panel come with the first dialog a page opens, not with the page (issue 28 point 7). */
export const dialogCode = firstUse(() => import('./dialog-panel.tsx'));

function part<K extends 'Title' | 'Description' | 'Close'>(name: K) {
  return function DialogPart(props: ComponentProps<(typeof RadixDialog)[K]>) {
    const Part = useContext(DialogParts)?.[name] as (p: typeof props) => ReactNode;
    return <Part {...props} />;
  };
}

/** The dialog's heading: it names the dialog for screen readers. */
export const DialogTitle = part('Title');
/** A sentence that describes the dialog, read after its name. */
export const DialogDescription = part('Description');
/** Any control that closes the dialog (it calls the dialog's onClose). */
export const DialogClose = part('Close');

/**
 * The site's one modal dialog (see `dialog-panel.tsx`). Opened before its code has arrived, it shows the
 * page dimmed with a waiting line at once, so the click that opened it is never lost.
 */
export function Dialog(props: DialogProps) {
  const open = props.open ?? true;
  const panel = useFirstUse(dialogCode, open);
  if (panel) return <panel.DialogPanel {...props} />;
  return open ? <DialogWaiting /> : null;
}

/**
 * The page dimmed with a waiting line, while a dialog's code is on its way. Drawn only in the browser: the
 * server's page never shows a dialog (Radix portals after mounting).
 */
export function DialogWaiting() {
  const { t } = useT();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-black/45 p-3" aria-busy="true">
      <p role="status" className="rounded-lg bg-white px-5 py-3 text-ink text-sm shadow-xl">
        {t('opening.waiting')}
      </p>
    </div>
  );
}

/** The × in the dialog's top right corner. Last in the markup, so the focus starts on the content. */
export function CornerClose({ label }: { label: string }) {
  return (
    <DialogClose
      aria-label={label}
      className="absolute top-3 right-3 size-7 rounded text-ink-faint text-xl leading-none hover:bg-page hover:text-ink"
    >
      ×
    </DialogClose>
  );
}
