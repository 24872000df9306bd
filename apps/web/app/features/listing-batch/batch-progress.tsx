import type { BatchProgress } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';

/** The batch's counts and a bar of listed, failed and cancelled items out of all (issue 14 point 4). */
export function BatchProgressBar({ progress }: { progress: BatchProgress }) {
  const { t } = useT();
  const share = (n: number) => `${progress.total === 0 ? 0 : (n / progress.total) * 100}%`;
  return (
    <section aria-label={t('listingBatch.progress.label')} className="flex flex-col gap-2">
      <div
        className="flex h-2.5 w-full overflow-hidden rounded-full bg-line"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done + progress.failed + progress.cancelled}
      >
        <span className="bg-emerald-500" style={{ width: share(progress.done) }} />
        <span className="bg-red-500" style={{ width: share(progress.failed) }} />
        <span className="bg-ink-faint/40" style={{ width: share(progress.cancelled) }} />
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="batch-counts">
        {(['done', 'failed', 'waiting', 'cancelled'] as const).map((kind) => (
          <div key={kind} className="flex gap-1.5">
            <dt className="text-ink-faint">{t(`listingBatch.progress.${kind}`)}</dt>
            <dd className="font-semibold text-ink" data-count={kind}>
              {progress[kind]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
