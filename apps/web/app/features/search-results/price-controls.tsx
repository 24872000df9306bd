import clsx from 'clsx';
import type { ReactNode } from 'react';
import { LockIcon } from '../../components/icons.tsx';
import { isSignedIn, useSessionState } from '../session/session-state.ts';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';
import { type ActiveFilter, activeFilters, type SearchState } from './search-params.ts';

// Guests see no price (spec 3 §6), so they narrow and order nothing by price: the server drops a guest's
// price range and price sort (docs/decisions/031), and the panels offer the log-in prompt instead.

/** Whether the viewer may filter and sort by price: signed in, by the server's own session. */
export const usePriceControls = (): boolean => isSignedIn(useSessionState());

/** The filters the list was narrowed by: a guest's link may name a price range, but it was not applied. */
export const appliedFilters = (state: SearchState, priced: boolean): ActiveFilter[] =>
  activeFilters(state).filter((filter) => priced || filter.facet !== 'price');

/**
 * The log-in prompt where a guest would have a price control: the login page before scripts run, the
 * sign-in dialog after; signed in, the page reloads with the price controls (and the link's range).
 */
export function PriceLoginPrompt({
  children,
  label,
  className,
  testId,
}: {
  children: ReactNode;
  /** The whole prompt, when the text shown is shortened. */
  label?: string;
  className?: string;
  testId: string;
}) {
  const gate = useSignInGate();
  return (
    <a
      href={gate.loginHref}
      onClick={gate.onLoginClick}
      rel="nofollow"
      aria-label={label}
      title={label}
      data-testid={testId}
      className={clsx('flex items-center gap-1 text-brand hover:underline', className)}
    >
      <LockIcon className="size-3.5 shrink-0" />
      {children}
    </a>
  );
}
