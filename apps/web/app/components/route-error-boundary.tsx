import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/** The spec's texts for 403, 404 and other failures (spec 1 §8), by a route error's status. */
export function errorTextKey(error: unknown): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return status === 404 ? 'errors.notFound' : status === 403 ? 'errors.forbidden' : 'errors.networkAbnormal';
}

/** Every route's error boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  const text = t(errorTextKey(error));
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-ink-soft">
      {text}
    </div>
  );
}
