import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/** Every route's error boundary: the spec's texts for 403, 404 and other failures (spec 1 §8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 404
      ? t('errors.notFound')
      : status === 403
        ? t('errors.forbidden')
        : t('errors.networkAbnormal');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-ink-soft">
      {text}
    </div>
  );
}
