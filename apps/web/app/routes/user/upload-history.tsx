import {
  LISTING_CHANNELS,
  type ListingChannel,
  listUploadHistory,
  UPLOAD_HISTORY_PAGE,
  UPLOAD_SETTINGS_PAGE,
  UPLOAD_STATUS,
  type UploadStatus,
} from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { platformName } from '../../components/platform-name.ts';
import { FailedExport, HistoryList } from '../../features/listing-settings/history-list.tsx';
import { Pager } from '../../features/user-centre/pager.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/upload-history';

const PAGE_SIZE = 20;

/** The list's query: page, platform and result; anything else reads as "all". */
function filtersOf(url: URL) {
  const channel = url.searchParams.get('channel');
  const status = url.searchParams.get('status');
  return {
    page: Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)),
    channel: LISTING_CHANNELS.includes(channel as ListingChannel) ? (channel as ListingChannel) : undefined,
    status: UPLOAD_STATUS.includes(status as UploadStatus) ? (status as UploadStatus) : undefined,
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const filters = filtersOf(new URL(request.url));
  const history = await context.api.call(listUploadHistory, { ...filters, pageSize: PAGE_SIZE });
  return { lang, filters, history, pages: Math.max(1, Math.ceil(history.total / PAGE_SIZE)) };
}

/** /user/favoriteUpload.html (spec 2 §2): the buyer's upload history, filtered, with the failed export. */
export default function UploadHistoryPage() {
  const { lang, filters, history, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  const path = localePath(lang, UPLOAD_HISTORY_PAGE);
  const hrefOf = (page: number) => {
    const query = new URLSearchParams();
    if (filters.channel) query.set('channel', filters.channel);
    if (filters.status) query.set('status', filters.status);
    if (page > 1) query.set('page', String(page));
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  const select = 'h-8 rounded border border-line px-2 text-ink text-sm outline-none focus:border-brand';
  return (
    <Panel
      title={t('listingSettings.history.title')}
      actions={
        <a className="text-brand text-sm hover:underline" href={localePath(lang, UPLOAD_SETTINGS_PAGE)}>
          {t('listingSettings.history.settings')}
        </a>
      }
    >
      <title>{t('listingSettings.history.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <form
          method="get"
          action={path}
          className="flex flex-wrap items-center gap-2"
          data-testid="history-filters"
        >
          <select
            name="channel"
            defaultValue={filters.channel ?? ''}
            className={select}
            aria-label={t('listingSettings.history.allPlatforms')}
          >
            <option value="">{t('listingSettings.history.allPlatforms')}</option>
            {LISTING_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {platformName(t, channel)}
              </option>
            ))}
          </select>
          <select
            name="status"
            defaultValue={filters.status ?? ''}
            className={select}
            aria-label={t('listingSettings.history.allResults')}
          >
            <option value="">{t('listingSettings.history.allResults')}</option>
            {UPLOAD_STATUS.map((status) => (
              <option key={status} value={status}>
                {t(`listingSettings.history.${status}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="h-8 rounded bg-brand px-4 text-sm text-white hover:bg-brand-dark">
            {t('listingSettings.history.filter')}
          </button>
        </form>
        <FailedExport channel={filters.channel} />
      </div>
      {history.list.length === 0 ? (
        <p className="py-10 text-center text-ink-soft text-sm">{t('listingSettings.history.empty')}</p>
      ) : (
        <HistoryList lang={lang} records={history.list} />
      )}
      <Pager page={filters.page} pages={pages} hrefOf={hrefOf} />
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
