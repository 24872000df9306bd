import {
  type ItemPictures,
  type Language,
  type PicturePackage,
  picMakerRoute,
  VIDEO_REFUSED_CODE,
  videoDownloadCheckRoute,
} from '@stallhub/contracts';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { quietApi } from '../../lib/api.ts';

/** Starts a download the way a link does, so the browser keeps the page (the answer is an attachment). */
function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export type Notice = { tone: 'info' | 'error'; text: string } | null;

/**
 * The downloads of the page: the chosen pictures as one package PicMaker builds (one at a time), and an
 * item's video on its own; each says how it went in the page's one notice.
 */
export function usePackageDownload(items: readonly ItemPictures[], lang: Language) {
  const { t } = useT();
  const [packing, setPacking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [ready, setReady] = useState<PicturePackage | null>(null);
  const busy = useRef(false);

  async function download(chosen: ReadonlySet<string>, all: boolean, withVideo: boolean) {
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
        pictures: all ? undefined : [...chosen].join(','),
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

  return { packing, notice, ready, download, downloadVideo };
}
