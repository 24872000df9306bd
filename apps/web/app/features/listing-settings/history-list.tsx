import {
  failedExportResultRoute,
  failedExportRoute,
  type Language,
  type ListingChannel,
  type UploadRecord,
  uploadRecordDeleteRoute,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { numberFormat } from '../../components/intl-formats.ts';
import { marketTime } from '../../components/market-time.ts';
import { platformName } from '../../components/platform-name.ts';
import { HTML_LANG } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';

/**
 * The history's records: item, platform and shop, result (with the reason of a failure, and what the last
 * sync with the stall did, decision 057), time, delete.
 */
export function HistoryList({ lang, records }: { lang: Language; records: UploadRecord[] }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState<string | null>(null);
  const yuan = numberFormat(HTML_LANG[lang], { style: 'currency', currency: 'CNY' });

  const remove = async (record: UploadRecord) => {
    if (!window.confirm(t('listingSettings.history.confirmDelete'))) return;
    setProblem(null);
    try {
      await browserApi.call(uploadRecordDeleteRoute, { id: record.id });
      revalidator.revalidate();
    } catch (error) {
      setProblem((error as Error).message || t('listingSettings.settings.failed'));
    }
  };

  return (
    <div>
      {problem && (
        <p role="alert" className="mb-3 rounded bg-brand-soft px-3 py-2 text-brand text-sm">
          {problem}
        </p>
      )}
      <ul className="divide-y divide-line rounded-lg border border-line" data-testid="upload-records">
        {records.map((record) => (
          <li
            key={record.id}
            className="grid gap-1 px-4 py-3 text-sm md:grid-cols-[minmax(0,2.2fr)_1.2fr_1.4fr_1fr_auto] md:items-center md:gap-4"
            data-testid="upload-record"
          >
            <span className="line-clamp-2 min-w-0 break-words text-ink">{record.title}</span>
            <span className="text-ink-soft">
              {platformName(t, record.channel as ListingChannel)} · {record.shopName}
            </span>
            <span>
              <span
                className={clsx('font-medium', record.status === 'listed' ? 'text-green-700' : 'text-brand')}
              >
                {t(`listingSettings.history.${record.status}`)}
              </span>
              {record.status === 'listed' && record.toItemId && (
                <span className="block text-ink-faint text-xs">
                  {t('listingSettings.history.platformItem', { id: record.toItemId })}
                </span>
              )}
              {record.failureReason && (
                <span className="block text-ink-soft text-xs">{record.failureReason}</span>
              )}
              {record.sync && (
                <span className="block text-ink-soft text-xs" data-testid="upload-sync">
                  {t(`listingSettings.history.sync.${record.sync.note}`, {
                    price: record.sync.priceCents === null ? '' : yuan.format(record.sync.priceCents / 100),
                    time: marketTime(lang, record.sync.at),
                  })}
                  {record.sync.note !== 'delisted' && record.sync.soldOutSkus > 0 && (
                    <span className="block">
                      {t('listingSettings.history.sync.soldOut', { count: record.sync.soldOutSkus })}
                    </span>
                  )}
                </span>
              )}
            </span>
            <time dateTime={record.uploadTime} className="text-ink-faint text-xs">
              {marketTime(lang, record.uploadTime)}
            </time>
            <button
              type="button"
              className="justify-self-start text-ink-soft text-xs hover:text-brand"
              onClick={() => void remove(record)}
            >
              {t('listingSettings.history.delete')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const POLL_MS = 800;
const POLLS = 30;

/** Starts an export of the failed records, polls getExportResult until ready, then offers the file. */
export function FailedExport({ channel }: { channel: ListingChannel | undefined }) {
  const { t } = useT();
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'running' } | { kind: 'ready'; url: string; rows: number } | { kind: 'failed' }
  >({ kind: 'idle' });

  const start = async () => {
    setState({ kind: 'running' });
    try {
      const { exportId } = await browserApi.call(failedExportRoute, channel ? { channel } : {});
      for (let poll = 0; poll < POLLS; poll += 1) {
        const result = await browserApi.call(failedExportResultRoute, { exportId });
        if (result.status === 'ready' && result.url) {
          setState({ kind: 'ready', url: result.url, rows: result.rows });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      setState({ kind: 'failed' });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <span className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        className="h-8 rounded border border-brand px-3 text-brand hover:bg-brand-soft disabled:opacity-50"
        disabled={state.kind === 'running'}
        onClick={() => void start()}
      >
        {state.kind === 'running'
          ? t('listingSettings.history.exporting')
          : t('listingSettings.history.export')}
      </button>
      {state.kind === 'ready' && (
        <span role="status" className="text-ink-soft">
          {t('listingSettings.history.exportReady', { count: state.rows })}{' '}
          <a className="text-brand underline" href={state.url} download data-testid="failed-export-link">
            {t('listingSettings.history.download')}
          </a>
        </span>
      )}
      {state.kind === 'failed' && (
        <span role="alert" className="text-brand">
          {t('listingSettings.history.exportFailed')}
        </span>
      )}
    </span>
  );
}
