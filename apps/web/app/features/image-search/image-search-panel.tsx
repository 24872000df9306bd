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
  /**
   * The results page's search-again strip (issue 26 point 2): one low row, as Taobao's 拍立淘 and 1688's
   * 以图搜款 keep their query area, so the first results stay inside the first screen; no phone promo,
   * no hot list (the nav links the whole ranking).
   */
  compact?: boolean;
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
  const { lang, city, status, error, captcha, onPicture, onAddress, onCaptcha, onRetry, compact } = props;
  const { t } = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  if (status === 1) {
    return (
      <div
        role="status"
        className={clsx(
          'flex items-center text-ink-soft text-sm',
          compact ? 'min-h-12 gap-2' : 'flex-col gap-3 py-8',
        )}
      >
        <span
          className={clsx(
            'animate-spin rounded-full border-brand-soft border-t-brand',
            compact ? 'size-5 border-3' : 'size-8 border-4',
          )}
        />
        {t('imageSearch.searching')}
      </div>
    );
  }
  if (status === 3) return <CaptchaForm key={captcha.round} note={captcha.note} onAnswer={onCaptcha} />;
  if (status === 2) {
    return (
      <div
        className={clsx(
          'flex items-center gap-3',
          compact ? 'flex-wrap justify-between' : 'flex-col px-2 py-6 text-center',
        )}
      >
        <p role="alert" data-testid="image-search-error" className="max-w-md text-red-600 text-sm">
          {error}
        </p>
        <button
          type="button"
          onClick={onRetry}
          className="min-h-8 shrink-0 rounded-full bg-brand px-5 py-1.5 font-medium text-sm text-white hover:bg-brand-dark"
        >
          {t('imageSearch.retry')}
        </button>
      </div>
    );
  }
  const drop = (
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
        'flex rounded-lg border-2 border-dashed transition-colors',
        compact
          ? 'items-center gap-3 px-3 py-2 max-md:border-0 max-md:bg-transparent max-md:p-0'
          : 'flex-col items-center gap-2 px-4 py-6 text-center',
        over ? 'border-brand bg-brand-soft' : 'border-line bg-neutral-50',
      )}
    >
      <CameraIcon className={clsx('shrink-0 text-ink-faint', compact ? 'size-6 max-md:hidden' : 'size-8')} />
      {/* A phone has nothing to drag from: its zone is the upload button. */}
      {compact ? (
        <div className="hidden min-w-0 flex-1 md:block">
          <p className="text-ink text-sm">{t('imageSearch.drop')}</p>
          <p className="text-ink-faint text-xs">{t('imageSearch.hint')}</p>
        </div>
      ) : (
        <p className="hidden text-ink text-sm md:block">{t('imageSearch.drop')}</p>
      )}
      <button
        type="button"
        onClick={() => fileInput.current?.click()}
        className={clsx(
          'inline-flex min-h-8 shrink-0 items-center gap-1.5 rounded-full bg-brand font-medium text-sm text-white hover:bg-brand-dark',
          compact ? 'px-4 py-1.5' : 'px-5 py-2',
        )}
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
      {!compact && <p className="max-w-sm text-ink-faint text-xs">{t('imageSearch.hint')}</p>}
    </section>
  );
  if (compact) return drop;
  return (
    <div className="flex flex-col gap-3">
      {drop}
      <PhoneSearchPromo lang={lang} city={city} />
      <ImageHotPicks lang={lang} city={city} />
    </div>
  );
}
