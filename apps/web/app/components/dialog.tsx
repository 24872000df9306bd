import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { type ReactNode, type RefObject, useRef } from 'react';

/** The dialog's heading: it names the dialog for screen readers. */
export const DialogTitle = RadixDialog.Title;
/** A sentence that describes the dialog, read after its name. */
export const DialogDescription = RadixDialog.Description;
/** Any control that closes the dialog (it calls the dialog's onClose). */
export const DialogClose = RadixDialog.Close;

const PLAIN_CARD = 'max-h-full overflow-y-auto rounded-lg bg-white p-5 shadow-xl';

/**
 * The site's one modal dialog, on Radix Dialog. Focus moves in and Tab cycles inside it; the page
 * behind takes no pointer, is hidden from screen readers and does not scroll. Escape or a click outside
 * closes it, and closing gives the focus back to whatever had it when the dialog opened: Radix does
 * that only for its own trigger, while ours open from links, buttons and answers of calls.
 * A dialog without onClose (code 562's) stays until its own buttons lead away.
 */
export function Dialog({
  open = true,
  onClose,
  width,
  initialFocus,
  className,
  testId,
  children,
}: {
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
}) {
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
            {children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
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
