import type { ReactNode } from 'react';

/** A centred dialog over a dimmed page; closable only when onClose is given (the 562 dialog is not). */
export function Modal({
  title,
  onClose,
  closeLabel,
  width = 398,
  children,
}: {
  title: string;
  onClose?: () => void;
  closeLabel?: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-3">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className="relative max-h-full w-full overflow-y-auto rounded-lg bg-white p-5 shadow-xl"
        style={{ maxWidth: width }}
      >
        <h2 className="mb-4 pr-6 font-semibold text-base text-ink">{title}</h2>
        {onClose && (
          <button
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            className="absolute top-3 right-3 size-7 rounded text-ink-faint text-xl leading-none hover:bg-page hover:text-ink"
          >
            ×
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
