import clsx from 'clsx';
import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
} from 'react';
import { useT } from '../i18n/use-t.ts';
import { firstUse, useFirstUse } from './first-use.ts';
import { POPOVER_LOOK } from './popover-look.ts';
import { useDelayedHide } from './use-delayed-hide.ts';

export { POPOVER_LOOK } from './popover-look.ts';

/** Radix Popover and the panel come with the first popover a reader opens, not with the page (issue 28 point 7). */
export const popoverCode = firstUse(() => import('./popover-panel.tsx'));

interface PopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The <button> that opens the panel; it gets aria-expanded and aria-controls. */
  trigger: ReactElement<TriggerProps>;
  /** The panel's accessible name. */
  label: string;
  side?: 'top' | 'bottom';
  align?: 'start' | 'end';
  /** Runs before the trigger's own toggle; preventing the event's default skips the toggle. */
  onTriggerClick?: (event: MouseEvent) => void;
  /** Leave the focus where it is when the panel opens (a panel that opens on hover). */
  keepFocus?: boolean;
  /** Stay open when the focus moves out; the caller closes the panel later itself. */
  keepOnFocusOutside?: boolean;
  /** Padding and width. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

interface TriggerProps {
  onClick?: (event: MouseEvent) => void;
}

/**
 * The site's one popover: a panel beside its trigger (`popover-panel.tsx`). The trigger is drawn here,
 * with the page; a pointer over it or the focus on it starts the panel's code on its way, and a panel
 * opened before the code has arrived shows a waiting line in its place.
 */
export function Popover({
  open,
  onOpenChange,
  trigger,
  side = 'bottom',
  align = 'start',
  onTriggerClick,
  keepFocus = false,
  keepOnFocusOutside = false,
  ...panel
}: PopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const code = useFirstUse(popoverCode, open);
  const waiting = open && !code;
  const onClick = (event: MouseEvent) => {
    trigger.props.onClick?.(event);
    onTriggerClick?.(event);
    if (!event.defaultPrevented) onOpenChange(!open);
  };
  const loadSoon = () => void popoverCode.load();
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
        'aria-busy': waiting || undefined,
        'data-state': open ? 'open' : 'closed',
        onClick,
        onPointerEnter: loadSoon,
        onFocus: loadSoon,
      } as TriggerProps)}
      {code ? (
        <code.PopoverPanel
          {...panel}
          open={open}
          onOpenChange={onOpenChange}
          trigger={triggerRef}
          id={id}
          side={side}
          align={align}
          keepFocus={keepFocus}
          keepOnFocusOutside={keepOnFocusOutside}
        />
      ) : (
        waiting && <PopoverWaiting trigger={triggerRef} side={side} />
      )}
    </>
  );
}

/** A line under (or over) the trigger while the panel's code is on its way. */
function PopoverWaiting({
  trigger,
  side,
}: {
  trigger: RefObject<HTMLButtonElement | null>;
  side: 'top' | 'bottom';
}) {
  const { t } = useT();
  const box = trigger.current?.getBoundingClientRect();
  if (!box) return null;
  const at = side === 'bottom' ? { top: box.bottom + 6 } : { bottom: window.innerHeight - box.top + 6 };
  return (
    <p
      role="status"
      style={{ ...at, left: box.left }}
      className={clsx('fixed z-50 px-3 py-2 text-sm', POPOVER_LOOK)}
    >
      {t('opening.waiting')}
    </p>
  );
}

/**
 * A popover that opens while the pointer is over its trigger or panel, and on a click or tap of the
 * trigger; it hides `hideMs` after the pointer or the focus leaves both (spec 1 §4, spec 3 §4), at
 * once on Escape or a click elsewhere. The focus stays where it is when it opens.
 */
export function HoverPopover({
  hideMs,
  wrapperClassName,
  ...panel
}: Omit<PopoverProps, 'open' | 'onOpenChange' | 'onTriggerClick' | 'keepFocus' | 'keepOnFocusOutside'> & {
  hideMs: number;
  /** The box around trigger and panel that the pointer is over while the panel shows. */
  wrapperClassName?: string;
}) {
  const state = useDelayedHide(hideMs);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) state.hideLater();
  };
  return (
    <div
      className={wrapperClassName}
      onMouseEnter={state.show}
      onMouseLeave={state.hideLater}
      onBlur={onBlur}
    >
      <Popover
        {...panel}
        open={state.open}
        onOpenChange={(next) => (next ? state.show() : state.hideNow())}
        // A click or tap only opens: the pointer that clicked has already opened it by hovering.
        onTriggerClick={(event) => {
          event.preventDefault();
          state.show();
        }}
        keepFocus
        keepOnFocusOutside
      />
    </div>
  );
}
