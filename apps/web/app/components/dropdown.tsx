import clsx from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { ChevronDownIcon } from './icons.tsx';

interface Props {
  /** The always-visible trigger content. */
  label: ReactNode;
  /** Accessible name when the label alone is not enough (an icon, a code). */
  ariaLabel?: string;
  align?: 'left' | 'right';
  className?: string;
  summaryClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * A disclosure menu on <details>: it opens and its links work before the page hydrates, and the
 * browser gives it keyboard and screen-reader behaviour. JavaScript only adds closing on an outside
 * click, on Escape and after a choice.
 */
export function Dropdown({
  label,
  ariaLabel,
  align = 'left',
  className,
  summaryClassName,
  panelClassName,
  children,
}: Props) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => details.removeAttribute('open');
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        close();
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    details.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      details.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <details ref={ref} className={clsx('group relative', className)}>
      <summary
        aria-label={ariaLabel}
        className={clsx(
          'flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden',
          summaryClassName,
        )}
      >
        {label}
        <ChevronDownIcon className="size-3 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a,button')) ref.current?.removeAttribute('open');
        }}
        className={clsx(
          'absolute top-full z-50 mt-1 rounded-lg border border-line bg-white py-1 text-ink shadow-lg',
          align === 'right' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}
