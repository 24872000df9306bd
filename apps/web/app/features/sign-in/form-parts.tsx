import { ApiError } from '@stallhub/contracts';
import type { TFunction } from '@stallhub/i18n';
import type { ReactNode } from 'react';

export const inputClass =
  'h-10 w-full rounded border border-line bg-white px-3 text-sm text-ink outline-none placeholder:text-ink-faint focus:border-brand';

/** The server's own message when it sent one, else the network text (spec 1 §8). */
export const errorText = (failure: unknown, t: TFunction) =>
  failure instanceof ApiError && failure.message ? failure.message : t('errors.networkAbnormal');

/** An input with the error line under it. */
export function Field({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      {children}
      {error && <p className="text-red-600 text-xs">{error}</p>}
    </div>
  );
}

/** The form's error line. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-600 text-sm">
      {text}
    </p>
  );
}

/**
 * What a step that needs the script (a slider check) says while the script has not run, so that a page
 * with JavaScript off tells the person what to do instead of offering a button that does nothing.
 */
export function NeedsScript({ children }: { children: ReactNode }) {
  return (
    <p
      className="rounded bg-brand-soft px-3 py-2 text-ink text-sm hydrated:hidden"
      data-testid="needs-script"
    >
      {children}
    </p>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="h-10 w-full rounded bg-brand font-medium text-sm text-white hover:bg-brand-dark disabled:opacity-60"
    >
      {children}
    </button>
  );
}
