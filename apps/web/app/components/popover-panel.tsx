import * as RadixPopover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { type ReactNode, type RefObject, useRef } from 'react';
import { POPOVER_LOOK } from './popover-look.ts';

export interface PopoverPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger the panel sits beside; it is drawn by `popover.tsx`, before this code arrives. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The id the trigger's aria-controls names. */
  id: string;
  label: string;
  side: 'top' | 'bottom';
  align: 'start' | 'end';
  keepFocus: boolean;
  keepOnFocusOutside: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * The popover's panel on Radix Popover, loaded with the first popover a reader opens (`popover.tsx`):
 * Escape and a click outside close it. It is not portalled, so it follows its trigger in the tab order.
 * When it closes with the focus inside it, the focus goes back to the trigger; otherwise the focus stays
 * where the reader put it (Radix's own rule would pull it back to the trigger after a panel merely
 * hovered over).
 */
export function PopoverPanel({
  open,
  onOpenChange,
  trigger,
  id,
  label,
  side,
  align,
  keepFocus,
  keepOnFocusOutside,
  className,
  testId,
  children,
}: PopoverPanelProps) {
  const focusInside = useRef(false);
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Anchor virtualRef={trigger} />
      <RadixPopover.Content
        id={id}
        aria-label={label}
        data-testid={testId}
        side={side}
        align={align}
        sideOffset={6}
        collisionPadding={8}
        onOpenAutoFocus={(event) => keepFocus && event.preventDefault()}
        onFocusOutside={(event) => keepOnFocusOutside && event.preventDefault()}
        // The trigger toggles the panel itself; a press on it is not a click outside.
        onInteractOutside={(event) => {
          if (trigger.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onFocus={() => {
          focusInside.current = true;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusInside.current = false;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (focusInside.current) trigger.current?.focus();
          focusInside.current = false;
        }}
        className={clsx('z-50 outline-none', POPOVER_LOOK, className)}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Root>
  );
}
