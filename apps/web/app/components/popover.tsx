import * as RadixPopover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { type FocusEvent, type MouseEvent, type ReactElement, type ReactNode, useRef } from 'react';
import { useDelayedHide } from './use-delayed-hide.ts';

/** The panel's card, also worn by a panel drawn before the page's scripts run. */
export const POPOVER_LOOK = 'rounded-lg border border-line bg-white text-ink shadow-lg';

interface PopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The <button> that opens the panel; it gets aria-expanded and aria-controls. */
  trigger: ReactElement;
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

/**
 * The site's one popover, on Radix Popover: a panel beside its trigger that Escape and a click outside
 * close. It is not portalled, so it follows its trigger in the tab order. When it closes with the focus
 * inside it, the focus goes back to the trigger; otherwise the focus stays where the reader put it
 * (Radix's own rule would pull it back to the trigger after a panel merely hovered over).
 */
export function Popover({
  open,
  onOpenChange,
  trigger,
  label,
  side = 'bottom',
  align = 'start',
  onTriggerClick,
  keepFocus = false,
  keepOnFocusOutside = false,
  className,
  testId,
  children,
}: PopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusInside = useRef(false);
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild ref={triggerRef} onClick={onTriggerClick}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Content
        aria-label={label}
        data-testid={testId}
        side={side}
        align={align}
        sideOffset={6}
        collisionPadding={8}
        onOpenAutoFocus={(event) => keepFocus && event.preventDefault()}
        onFocusOutside={(event) => keepOnFocusOutside && event.preventDefault()}
        onFocus={() => {
          focusInside.current = true;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusInside.current = false;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (focusInside.current) triggerRef.current?.focus();
          focusInside.current = false;
        }}
        className={clsx('z-50 outline-none', POPOVER_LOOK, className)}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Root>
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
