import {
  type BatchItemPictures,
  type ItemPictures,
  type Language,
  type PicturePackage,
  picMakerRoute,
  VIDEO_REFUSED_CODE,
  videoDownloadCheckRoute,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { useRef, useState } from 'react';
import { numberFormat } from '../../components/intl-formats.ts';
import { HTML_LANG } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { quietApi } from '../../lib/api.ts';
import { localePath } from '../../routing/locale.ts';

const BUTTON =
  'rounded-md bg-brand px-4 py-2 font-medium text-sm text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50';
const LINK_BUTTON =
  'rounded-md border border-line px-3 py-1.5 text-ink text-sm hover:border-brand hover:text-brand';

const pictureId = (vid: string, index: number) => `${vid}:${index}`;
const allOf = (items: readonly ItemPictures[]) =>
  items.flatMap((item) => item.pictures.map((picture) => pictureId(item.vid, picture.index)));

/** Starts a download the way a link does, so the browser keeps the page (the answer is an attachment). */
function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

type Notice = { tone: 'info' | 'error'; text: string } | null;

/**
 * /batchDownload (spec 2 §2, §7, §8; decision 058): each item's pictures as a grid to choose from, the
 * chosen downloaded as one package that PicMaker builds, and each item's video on its own.
 */
export function PictureDownload({
  data,
  lang,
  limited,
}: {
  data: BatchItemPictures;
  lang: Language;
  /** How many items the address named past the limit (only the first ones are shown). */
  limited: number | null;
}) {
  const { t } = useT();
  const { items, missing } = data;
  const everything = allOf(items);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(everything));
  const [withVideo, setWithVideo] = useState(true);
  const [packing, setPacking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [ready, setReady] = useState<PicturePackage | null>(null);
  const busy = useRef(false);
  const megabytes = numberFormat(HTML_LANG[lang], {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
  const size = (bytes: number) => megabytes.format(Math.max(0.1, bytes / 1_048_576));
  const hasVideos = items.some((item) => item.video);

  const toggle = (ids: readonly string[], on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  async function download() {
    if (busy.current) return;
    if (chosen.size === 0) {
      setNotice({ tone: 'error', text: t('pictureDownload.chooseSome') });
      return;
    }
    busy.current = true;
    setPacking(true);
    setReady(null);
    setNotice({ tone: 'info', text: t('pictureDownload.start') });
    try {
      const made = await quietApi.call(picMakerRoute, {
        vids: items.map((item) => item.vid).join(','),
        pictures: chosen.size === everything.length ? undefined : [...chosen].join(','),
        withVideo: withVideo ? '1' : '0',
        lang,
      });
      setReady(made);
      startDownload(made.url);
    } catch {
      setNotice({ tone: 'error', text: t('pictureDownload.failed') });
    } finally {
      busy.current = false;
      setPacking(false);
    }
  }

  async function downloadVideo(vid: string) {
    try {
      // A refusal (no video, off shelf, the day's downloads used) is an answer that says why.
      const answer = await quietApi.envelope(videoDownloadCheckRoute, { vid, lang });
      if (answer.code === VIDEO_REFUSED_CODE || !answer.data.url) {
        setNotice({ tone: 'error', text: answer.message });
        return;
      }
      setNotice({ tone: 'info', text: t('pictureDownload.videoStarting') });
      startDownload(answer.data.url);
    } catch {
      setNotice({ tone: 'error', text: t('pictureDownload.failed') });
    }
  }

  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-4 px-3 py-4 md:py-6 xl:px-0">
      <title>{t('pictureDownload.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="font-semibold text-ink text-xl">{t('pictureDownload.title')}</h1>
      <p className="text-ink-soft text-sm">{t('pictureDownload.intro')}</p>
      {limited !== null && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-800 text-sm">
          {t('pictureDownload.limit', { n: limited })}
        </p>
      )}
      {missing.length > 0 && (
        <p className="text-ink-soft text-sm" data-testid="missing">
          {t('pictureDownload.missing', { n: missing.length })}
        </p>
      )}
      {items.length === 0 ? (
        <p className="py-10 text-center text-ink-soft" data-testid="no-items">
          {t('pictureDownload.noItems')}
        </p>
      ) : (
        <>
          <div className="sticky top-0 z-10 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line bg-white p-3">
            <label className="flex items-center gap-2 text-ink text-sm">
              <input
                type="checkbox"
                checked={chosen.size === everything.length}
                onChange={(event) => toggle(everything, event.target.checked)}
                data-testid="select-all"
              />
              {t('pictureDownload.selectAll')}
            </label>
            <span className="text-ink-soft text-sm" data-testid="selected-count">
              {t('pictureDownload.selected', { n: chosen.size, total: everything.length })}
            </span>
            {hasVideos && (
              <label className="flex items-center gap-2 text-ink text-sm">
                <input
                  type="checkbox"
                  checked={withVideo}
                  onChange={(event) => setWithVideo(event.target.checked)}
                  data-testid="with-video"
                />
                {t('pictureDownload.withVideo')}
              </label>
            )}
            <button
              type="button"
              className={clsx(BUTTON, 'w-full sm:ml-auto sm:w-auto')}
              disabled={packing}
              onClick={download}
              data-testid="download-package"
            >
              {packing ? t('pictureDownload.packing') : t('pictureDownload.download')}
            </button>
          </div>
          {notice && (
            <p
              role={notice.tone === 'error' ? 'alert' : 'status'}
              className={clsx(
                'rounded-md px-3 py-2 text-sm',
                notice.tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand/5 text-ink',
              )}
              data-testid="notice"
            >
              {notice.text}
            </p>
          )}
          {ready && (
            <p className="text-ink-soft text-sm" data-testid="package-ready">
              {t('pictureDownload.ready', { size: size(ready.bytes) })}{' '}
              <a href={ready.url} download className="text-brand underline" data-testid="package-link">
                {t('pictureDownload.open')}
              </a>
            </p>
          )}
          <div className="flex flex-col gap-4">
            {items.map((item) => (
              <ItemPicturesBlock
                key={item.vid}
                item={item}
                lang={lang}
                chosen={chosen}
                toggle={toggle}
                videoSize={item.video ? size(item.video.bytes) : null}
                onVideo={() => downloadVideo(item.vid)}
              />
            ))}
          </div>
        </>
      )}
    </main>
  );
}

function ItemPicturesBlock({
  item,
  lang,
  chosen,
  toggle,
  videoSize,
  onVideo,
}: {
  item: ItemPictures;
  lang: Language;
  chosen: ReadonlySet<string>;
  toggle: (ids: readonly string[], on: boolean) => void;
  videoSize: string | null;
  onVideo: () => void;
}) {
  const { t } = useT();
  const ids = item.pictures.map((picture) => pictureId(item.vid, picture.index));
  const all = ids.every((id) => chosen.has(id));
  return (
    <section
      className="rounded-lg border border-line p-3"
      data-testid="download-item"
      aria-label={item.title}
    >
      <header className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <a
            href={localePath(lang, `/item/${item.vid}`)}
            className="line-clamp-2 text-ink text-sm hover:text-brand"
          >
            {item.title}
          </a>
          {item.artNo && (
            <p className="mt-0.5 text-ink-faint text-xs">
              {t('pictureDownload.artNo', { artNo: item.artNo })}
            </p>
          )}
        </div>
        <label className="flex items-center gap-2 text-ink-soft text-sm">
          <input
            type="checkbox"
            checked={all}
            onChange={(event) => toggle(ids, event.target.checked)}
            data-testid="select-item"
          />
          {t('pictureDownload.selectItem')}
        </label>
        {item.video && (
          <button type="button" className={LINK_BUTTON} onClick={onVideo} data-testid="download-video">
            {t('pictureDownload.video')}
            <span className="ml-1 text-ink-faint text-xs">{videoSize}</span>
          </button>
        )}
      </header>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8">
        {item.pictures.map((picture) => {
          const id = pictureId(item.vid, picture.index);
          const on = chosen.has(id);
          return (
            <li key={id}>
              <label
                className={clsx(
                  'relative block cursor-pointer overflow-hidden rounded-md border-2',
                  on ? 'border-brand' : 'border-transparent',
                )}
              >
                <img
                  src={picture.thumbnail}
                  alt={t('pictureDownload.picture', { n: picture.index + 1 })}
                  loading="lazy"
                  className="aspect-square w-full bg-page object-cover"
                />
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(event) => toggle([id], event.target.checked)}
                  className="absolute top-1.5 left-1.5 size-4"
                  data-testid="picture-choice"
                />
                <span className="absolute inset-x-0 bottom-0 truncate bg-black/55 px-1 py-0.5 text-[11px] text-white">
                  {picture.kind === 'main' ? t('pictureDownload.main') : t('pictureDownload.detail')}
                  {/* The size where there is room for it: a phone's tile shows kind and colour. */}
                  <span className="hidden sm:inline">
                    {' · '}
                    {picture.width}×{picture.height}
                  </span>
                  {picture.colour ? ` · ${picture.colour}` : ''}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
