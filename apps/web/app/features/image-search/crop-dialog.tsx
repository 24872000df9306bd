import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { CornerClose, Dialog, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { CROP_ZOOM, ZoomSlider } from '../../components/zoom-slider.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The dialog's width on a desktop; a phone gets the window less a margin. */
const CROP_DIALOG_WIDTH = 560;
/** The frames a garment is cropped to: a standing garment, or a square for shoes and bags. */
const FRAMES = [
  { key: 'portrait', aspect: 3 / 4 },
  { key: 'square', aspect: 1 },
] as const;

const loadPicture = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`picture could not be read: ${url}`));
    image.src = url;
  });

/** The chosen area of the picture, at its own pixels, as a JPEG file to upload. */
async function cropToFile(url: string, area: Area): Promise<File> {
  const picture = await loadPicture(url);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width));
  canvas.height = Math.max(1, Math.round(area.height));
  const context = canvas.getContext('2d')!;
  // Where the frame reaches past the picture (zoomed out), white shows, as on a studio photo.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(picture, -area.x, -area.y);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('the crop could not be encoded');
  return new File([blob], 'crop.jpg', { type: 'image/jpeg' });
}

/**
 * Crops the searched picture to the garment (issue 15 point 4): the buyer moves and zooms the picture
 * under a frame; the crop is searched as a new picture. Our own uploads only: the page draws no other
 * site's picture.
 */
export function CropDialog({
  imageUrl,
  onCropped,
  onClose,
}: {
  imageUrl: string;
  onCropped: (file: File) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [frame, setFrame] = useState<(typeof FRAMES)[number]>(FRAMES[0]);
  const [area, setArea] = useState<Area | null>(null);
  const [failed, setFailed] = useState(false);

  const search = async () => {
    if (!area) return;
    try {
      onCropped(await cropToFile(imageUrl, area));
    } catch (error) {
      console.error('crop failed', error);
      setFailed(true);
    }
  };

  return (
    <Dialog onClose={onClose} width={CROP_DIALOG_WIDTH} testId="image-crop">
      <DialogTitle className="pr-8 font-semibold text-base text-ink">
        {t('imageSearch.crop.title')}
      </DialogTitle>
      <DialogDescription className="mt-1 text-ink-soft text-sm">
        {t('imageSearch.crop.hint')}
      </DialogDescription>
      <div className="relative mt-3 h-[300px] bg-neutral-100 md:h-[380px]">
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          minZoom={CROP_ZOOM.min}
          maxZoom={CROP_ZOOM.max}
          aspect={frame.aspect}
          restrictPosition={false}
          objectFit="contain"
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_shown, pixels) => setArea(pixels)}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <fieldset className="flex gap-1.5">
          <legend className="sr-only">{t('imageSearch.crop.frame')}</legend>
          {FRAMES.map((option) => (
            <button
              key={option.key}
              type="button"
              aria-pressed={frame.key === option.key}
              onClick={() => setFrame(option)}
              className="min-h-8 rounded-full border px-3 text-sm aria-pressed:border-brand aria-pressed:text-brand border-line text-ink"
            >
              {t(`imageSearch.crop.${option.key}`)}
            </button>
          ))}
        </fieldset>
        <ZoomSlider
          label={t('imageSearch.crop.zoom')}
          zoom={zoom}
          onZoom={setZoom}
          className="min-w-40 flex-1"
        />
      </div>
      {failed && (
        <p role="alert" className="mt-2 text-red-600 text-sm">
          {t('imageSearch.crop.failed')}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={search}
          disabled={!area}
          data-testid="crop-search"
          className="rounded-full bg-brand px-5 py-2 font-medium text-sm text-white hover:bg-brand-dark disabled:opacity-50"
        >
          {t('imageSearch.crop.search')}
        </button>
      </div>
      <CornerClose label={t('imageSearch.crop.close')} />
    </Dialog>
  );
}
