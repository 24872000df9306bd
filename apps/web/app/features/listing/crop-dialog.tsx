import { CROP_MINIMUM, cropUploadRoute, LISTING_DIALOG_WIDTH } from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { CornerClose, Dialog, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { CROP_ZOOM, ZoomSlider } from '../../components/zoom-slider.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { type CropImage, type CropRatio, samePagePath } from './direct-upload.ts';

/** The largest side drawn: keeps a crop's JPEG under the upload's limit. */
const LARGEST_WIDTH = 1500;

const loadPicture = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`picture could not be read: ${url}`));
    image.src = samePagePath(url);
  });

/**
 * Draws the chosen area onto a white canvas of the template's exact ratio, at least its minimum size,
 * and answers it as a JPEG data URL (spec 2 §4 "Image cropper": a white-filled JPEG). Where the area
 * reaches past the picture (zoomed out), the white shows.
 */
export async function cropToJpeg(url: string, area: Area, ratio: CropRatio): Promise<string> {
  const minimum = CROP_MINIMUM[ratio];
  const step = minimum.width / gcd(minimum.width, minimum.height);
  const wanted = Math.min(LARGEST_WIDTH, Math.max(minimum.width, Math.round(area.width)));
  const width = Math.ceil(wanted / step) * step;
  const height = (width * minimum.height) / minimum.width;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  const picture = await loadPicture(url);
  const scale = width / area.width;
  context.drawImage(
    picture,
    -area.x * scale,
    -area.y * scale,
    picture.naturalWidth * scale,
    picture.naturalHeight * scale,
  );
  return canvas.toDataURL('image/jpeg', 0.9);
}
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The 832 px crop dialog (spec 2 §4 "Image cropper", §8 crop policy): the pictures that do not fit,
 * one cropped at a time; after a crop the next uncropped one is selected, and submit waits until all
 * are cropped. A crop is stored in our storage, whose address the upload then sends.
 */
export function CropDialog({
  ratio,
  initial,
  onSubmit,
  onClose,
}: {
  ratio: CropRatio;
  initial: CropImage[];
  onSubmit: (images: CropImage[]) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const [images, setImages] = useState(initial);
  const [selected, setSelected] = useState(0);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const current = images[selected]!;
  const aspect = ratio === '1' ? 1 : 3 / 4;
  const allCropped = images.every((image) => image.genUrl);

  const select = (index: number) => {
    setSelected(index);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
  };

  const cropCurrent = async () => {
    if (busy || !area) return;
    setBusy(true);
    setNote(null);
    try {
      const image = await cropToJpeg(current.oriUrl, area, ratio);
      const { url } = await browserApi.call(cropUploadRoute, { image, ratio });
      const next = images.map((entry, index) => (index === selected ? { ...entry, genUrl: url } : entry));
      setImages(next);
      setNote({ tone: 'ok', text: t('listing.crop.succeeded') });
      const following = next.findIndex((entry, index) => index > selected && !entry.genUrl);
      const first = next.findIndex((entry) => !entry.genUrl);
      if (following >= 0 || first >= 0) select(following >= 0 ? following : first);
    } catch (error) {
      console.error('crop upload failed', error);
      setNote({ tone: 'error', text: t('listing.crop.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog onClose={onClose} width={LISTING_DIALOG_WIDTH.cropper} testId="listing-crop">
      <DialogTitle className="pr-8 font-semibold text-base text-ink">{t('listing.crop.title')}</DialogTitle>
      <DialogDescription className="mt-1 text-ink-soft text-sm">
        {t('listing.crop.policy', {
          size:
            ratio === '1'
              ? `${CROP_MINIMUM['1'].width}×${CROP_MINIMUM['1'].height}`
              : `${CROP_MINIMUM['3:4'].width}×${CROP_MINIMUM['3:4'].height}`,
          ratio: ratio === '1' ? '1:1' : '3:4',
        })}
      </DialogDescription>
      <div className="mt-3 flex flex-col gap-3 md:flex-row">
        <ul className="flex gap-2 md:w-24 md:flex-col" aria-label={t('listing.crop.pictures')}>
          {images.map((image, index) => (
            <li key={image.oriUrl}>
              <button
                type="button"
                onClick={() => select(index)}
                aria-pressed={index === selected}
                data-cropped={image.genUrl ? 'yes' : 'no'}
                className={clsx(
                  'relative block size-16 overflow-hidden rounded border-2 md:size-20',
                  index === selected ? 'border-brand' : 'border-line',
                )}
              >
                <img
                  src={samePagePath(image.genUrl ?? image.oriUrl)}
                  alt=""
                  className="size-full object-contain"
                />
                <span className="sr-only">{t('listing.crop.picture', { n: index + 1 })}</span>
                {image.genUrl && (
                  <span className="absolute right-0 bottom-0 rounded-tl bg-emerald-700 px-1 text-[10px] text-white">
                    {t('listing.crop.done')}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
        <div className="relative h-[300px] min-w-0 flex-1 bg-neutral-100 md:h-[420px]">
          <Cropper
            image={samePagePath(current.oriUrl)}
            crop={crop}
            zoom={zoom}
            minZoom={CROP_ZOOM.min}
            maxZoom={CROP_ZOOM.max}
            aspect={aspect}
            restrictPosition={false}
            objectFit="contain"
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_shown, pixels) => setArea(pixels)}
          />
        </div>
      </div>
      <ZoomSlider label={t('listing.crop.zoom')} zoom={zoom} onZoom={setZoom} className="mt-3" />
      {note && (
        <p
          role="status"
          className={clsx('mt-2 text-sm', note.tone === 'ok' ? 'text-emerald-700' : 'text-red-600')}
        >
          {note.text}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={cropCurrent}
          disabled={busy || !area}
          data-testid="crop-this"
          className="rounded-full border border-brand px-4 py-1.5 text-brand text-sm disabled:opacity-50"
        >
          {busy ? t('listing.crop.cropping') : t('listing.crop.cropThis')}
        </button>
        <button
          type="button"
          onClick={() => onSubmit(images)}
          disabled={!allCropped || busy}
          data-testid="crop-submit"
          className="rounded-full bg-brand px-4 py-1.5 text-sm text-white hover:bg-brand-dark disabled:opacity-50"
        >
          {t('listing.crop.submit')}
        </button>
      </div>
      <CornerClose label={t('listing.close')} />
    </Dialog>
  );
}
