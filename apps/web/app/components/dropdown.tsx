import clsx from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import { POPOVER_LOOK, Popover } from './popover.tsx';

interface Props {
  /** The always-visible trigger content. */
  label: ReactNode;
  /** The trigger's and the panel's accessible name (the label alone is an icon or a code). */
  ariaLabel: string;
  align?: 'left' | 'right';
  className?: string;
  summaryClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * A header menu of links or choices. The server draws it as a <details>, which opens and whose links
 * work before the page's scripts run (or without them); once they run it becomes the site's popover,
 * which closes on Escape, on a click outside and after a choice. A menu opened before that keeps open.
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
  const details = useRef<HTMLDetailsElement>(null);
  const [scripted, setScripted] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setOpen(details.current?.open ?? false);
    setScripted(true);
  }, []);

  const face = (
    <>
      {label}
      <ChevronDownIcon className="size-3 shrink-0 transition-transform group-open:rotate-180 group-data-[state=open]:rotate-180" />
    </>
  );
  const triggerClassName = clsx('group flex cursor-pointer items-center gap-1', summaryClassName);

  if (!scripted) {
    return (
      // The reader may open it before the page hydrates: its open attribute is theirs, not a mismatch.
      <details ref={details} className={clsx('group relative', className)} suppressHydrationWarning>
        <summary
          aria-label={ariaLabel}
          className={clsx(triggerClassName, 'list-none [&::-webkit-details-marker]:hidden')}
        >
          {face}
        </summary>
        <div
          className={clsx(
            POPOVER_LOOK,
            'absolute top-full z-50 mt-1.5 py-1',
            align === 'right' ? 'right-0' : 'left-0',
            panelClassName,
          )}
        >
          {children}
        </div>
      </details>
    );
  }

  return (
    <div className={className}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        label={ariaLabel}
        align={align === 'right' ? 'end' : 'start'}
        className={clsx('py-1', panelClassName)}
        trigger={
          <button type="button" aria-label={ariaLabel} className={triggerClassName}>
            {face}
          </button>
        }
      >
        {/* A choice made with a link or button inside closes the menu. */}
        <div
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a,button')) setOpen(false);
          }}
        >
          {children}
        </div>
      </Popover>
    </div>
  );
}
