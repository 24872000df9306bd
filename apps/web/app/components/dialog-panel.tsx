import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { type ReactNode, type RefObject, useRef } from 'react';
import { DialogParts } from './dialog-parts.ts';

const PARTS = { Title: RadixDialog.Title, Description: RadixDialog.Description, Close: RadixDialog.Close };

const PLAIN_CARD = 'max-h-full overflow-y-auto rounded-lg bg-white p-5 shadow-xl';

export interface DialogProps {
  /** A dialog mounted only while it shows may leave this out. */
  open?: boolean;
  onClose?: () => void;
  /** The spec's width in CSS pixels; a narrower window gets the window less a margin. */
  width: number;
  /** What takes the focus first, instead of the first field or button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Replaces the plain white card's look (background, corners, padding, shadow, height, overflow). */
  className?: string;
  testId?: string;
  /** A DialogTitle among them names the dialog. */
  children: ReactNode;
}

/**
 * The site's one modal dialog, on Radix Dialog, loaded with the first dialog a page opens (`dialog.tsx`). Focus moves in and Tab cycles inside it; the page
 * behind takes no pointer, is hidden from screen readers and does not scroll. Escape or a click outside
 * closes it, and closing gives the focus back to whatever had it when the dialog opened: Radix does
 * that only for its own trigger, while ours open from links, buttons and answers of calls.
 * A dialog without onClose (code 562's) stays until its own buttons lead away.
 */
export function DialogPanel({
  open = true,
  onClose,
  width,
  initialFocus,
  className,
  testId,
  children,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose?.()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] flex items-center justify-center bg-black/45 p-3">
          <RadixDialog.Content
            data-testid={testId}
            style={{ maxWidth: width }}
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              if (!initialFocus?.current) return;
              event.preventDefault();
              initialFocus.current.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener.current?.isConnected) opener.current.focus();
              opener.current = null;
            }}
            className={clsx('relative w-full outline-none', className ?? PLAIN_CARD)}
          >
            <DialogParts.Provider value={PARTS}>{children}</DialogParts.Provider>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
