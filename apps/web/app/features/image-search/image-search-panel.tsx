import type { City, Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { type DragEvent, useRef, useState } from 'react';
import { CameraIcon, UploadIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { CaptchaForm } from './captcha-form.tsx';
import { ImageHotPicks } from './image-hot-picks.tsx';
import { PhoneSearchPromo } from './phone-search-promo.tsx';
import { ACCEPTED_FILES, type ImageSearchStatus } from './rules.ts';
import type { CaptchaNote } from './use-image-search.ts';

interface Props {
  lang: Language;
  city: City;
  status: ImageSearchStatus;
  error: string;
  /** State 3's note and round (a new round, a new picture). */
  captcha: { note: CaptchaNote; round: number };
  onPicture: (file: File) => void;
  onAddress: (text: string) => void;
  onCaptcha: (code: string) => void;
  onRetry: () => void;
}

/** A picture or an address dropped from another page (its uri-list). */
function dropped(event: DragEvent, onPicture: (file: File) => void, onAddress: (text: string) => void) {
  const file = event.dataTransfer.files[0];
  if (file) return onPicture(file);
  const address = event.dataTransfer
    .getData('text/uri-list')
    .split(/\r?\n/)
    .find((line) => !line.startsWith('#'));
  if (address) onAddress(address);
}

/**
 * The image search panel's body (spec 3 §2, §4): idle, a drop zone and the local-upload button; 1, the
 * picture uploading and being searched; 2, the error text and a re-upload button back to idle; 3, the
 * captcha of searching too often. Idle, it also shows the week's three items found most by picture and,
 * on a desktop, the QR code that opens the image search on the buyer's phone.
 */
export function ImageSearchPanel(props: Props) {
  const { lang, city, status, error, captcha, onPicture, onAddress, onCaptcha, onRetry } = props;
  const { t } = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  if (status === 1) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-ink-soft text-sm">
        <span className="size-8 animate-spin rounded-full border-4 border-brand-soft border-t-brand" />
        {t('imageSearch.searching')}
      </div>
    );
  }
  if (status === 3) return <CaptchaForm key={captcha.round} note={captcha.note} onAnswer={onCaptcha} />;
  if (status === 2) {
    return (
      <div className="flex flex-col items-center gap-3 px-2 py-6 text-center">
        <p role="alert" data-testid="image-search-error" className="max-w-md text-red-600 text-sm">
          {error}
        </p>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full bg-brand px-5 py-2 font-medium text-sm text-white hover:bg-brand-dark"
        >
          {t('imageSearch.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <section
        data-testid="image-search-drop"
        aria-label={t('imageSearch.drop')}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          dropped(event, onPicture, onAddress);
        }}
        className={clsx(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          over ? 'border-brand bg-brand-soft' : 'border-line bg-neutral-50',
        )}
      >
        <CameraIcon className="size-8 text-ink-faint" />
        {/* A phone has nothing to drag from: its zone is the upload button. */}
        <p className="hidden text-ink text-sm md:block">{t('imageSearch.drop')}</p>
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          className="inline-flex items-center gap-1.5 rounded-full bg-brand px-5 py-2 font-medium text-sm text-white hover:bg-brand-dark"
        >
          <UploadIcon className="size-4" />
          {t('imageSearch.upload')}
        </button>
        {/* Not displayed: the button above opens its chooser (a visually hidden input still sits on the page). */}
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={t('imageSearch.upload')}
          accept={ACCEPTED_FILES}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onPicture(file);
          }}
        />
        <p className="max-w-sm text-ink-faint text-xs">{t('imageSearch.hint')}</p>
      </section>
      <PhoneSearchPromo lang={lang} city={city} />
      <ImageHotPicks lang={lang} city={city} />
    </div>
  );
}
