import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/** The spec's texts for 403, 404 and other failures (spec 1 §8), by a route error's status. */
export function errorTextKey(error: unknown): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return status === 404 ? 'errors.notFound' : status === 403 ? 'errors.forbidden' : 'errors.networkAbnormal';
}

/**
 * Every route's error boundary: the spec's text, and a way on, home (which "/" opens in the reader's city
 * and language), so a deleted item or a closed stall is not a dead end.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <p role="alert" className="text-ink-soft">
        {t(errorTextKey(error))}
      </p>
      <a
        href="/"
        data-testid="return-home"
        className="rounded-full bg-brand px-6 py-2 font-medium text-sm text-white hover:bg-brand-dark"
      >
        {t('statusError.returnHome')}
      </a>
    </div>
  );
}
