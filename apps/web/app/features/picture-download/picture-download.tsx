import type { BatchItemPictures, Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { numberFormat } from '../../components/intl-formats.ts';
import { HTML_LANG } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { DownloadBar } from './download-bar.tsx';
import { ItemPicturesBlock } from './item-pictures-block.tsx';
import { usePictureChoice } from './picture-choice.ts';
import { usePackageDownload } from './use-package-download.ts';

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
  const { everything, chosen, toggle } = usePictureChoice(items);
  const [withVideo, setWithVideo] = useState(true);
  const { packing, notice, ready, download, downloadVideo } = usePackageDownload(items, lang);
  const megabytes = numberFormat(HTML_LANG[lang], {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
  const size = (bytes: number) => megabytes.format(Math.max(0.1, bytes / 1_048_576));

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
          <DownloadBar
            chosen={chosen.size}
            total={everything.length}
            hasVideos={items.some((item) => item.video)}
            withVideo={withVideo}
            packing={packing}
            onAll={(on) => toggle(everything, on)}
            onWithVideo={setWithVideo}
            onDownload={() => download(chosen, chosen.size === everything.length, withVideo)}
          />
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
