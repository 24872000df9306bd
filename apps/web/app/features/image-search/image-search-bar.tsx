import type { City, Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { type ClipboardEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { CameraIcon, SearchIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ImageSearchPanel } from './image-search-panel.tsx';
import { useImageSearch } from './use-image-search.ts';

interface Props {
  lang: Language;
  city: City;
  /** The fixed bar's slim variant: the submit button shows only its icon on a phone. */
  compact: boolean;
  /** The panel closed (an outside click, Escape, the camera again): the box goes back to words. */
  onClose: () => void;
}

/** A pasted picture file, if the clipboard holds one (a screenshot, a copied image). */
const pastedFile = (event: ClipboardEvent) =>
  [...event.clipboardData.items].find((item) => item.kind === 'file')?.getAsFile() ?? null;

/**
 * The search box in image-search mode (spec 3 §2 "Image search panel"): an input for a pasted picture or
 * image address with its submit button, and under it the panel. Pasting a picture file uploads it at once;
 * pasting an address searches it; clicking outside closes the panel and resets it.
 */
export function ImageSearchBar({ lang, city, compact, onClose }: Props) {
  const { t } = useT();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const { status, error, captcha, searchPicture, searchTyped, answerCaptcha, reset } = useImageSearch({
    lang,
    city,
    onDone: onClose,
  });

  // Opened by the camera button: the input takes the focus, ready for a paste.
  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    const close = () => {
      reset();
      onClose();
    };
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [reset, onClose]);

  function onPaste(event: ClipboardEvent) {
    const file = pastedFile(event);
    if (file) {
      event.preventDefault();
      void searchPicture(file);
      return;
    }
    const pasted = event.clipboardData.getData('text');
    if (pasted.trim()) {
      event.preventDefault();
      setText(pasted.trim());
      void searchTyped(pasted);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void searchTyped(text);
  }

  return (
    <div ref={root} className="relative w-full" onPaste={onPaste}>
      <form onSubmit={onSubmit} className="flex h-10 w-full rounded-lg border-2 border-brand bg-white">
        <input
          ref={input}
          type="text"
          inputMode="url"
          aria-label={t('imageSearch.addressLabel')}
          placeholder={t('imageSearch.placeholder')}
          autoComplete="off"
          value={text}
          disabled={status === 1}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1 rounded-l-lg bg-transparent px-3 text-sm outline-none placeholder:text-ink-faint"
        />
        <button
          type="button"
          aria-pressed="true"
          aria-label={t('imageSearch.close')}
          title={t('imageSearch.close')}
          onClick={() => {
            reset();
            onClose();
          }}
          className="flex items-center px-2 text-brand"
        >
          <CameraIcon className="size-5" />
        </button>
        <button
          type="submit"
          disabled={status === 1}
          className="flex items-center gap-1.5 bg-brand px-4 font-medium text-sm text-white hover:bg-brand-dark disabled:opacity-70 sm:px-6"
        >
          <SearchIcon className="size-4" />
          <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{t('imageSearch.submit')}</span>
        </button>
      </form>
      <div
        data-testid="image-search-panel"
        // On a phone the header's panel takes its place in the page, pushing the page down rather than
        // covering its links; the fixed bar's copy (compact) and the desktop header's float over the page.
        className={clsx(
          'mt-1 rounded-lg border border-line bg-white p-3 shadow-lg',
          compact ? 'absolute inset-x-0 top-full z-40' : 'md:absolute md:inset-x-0 md:top-full md:z-40',
        )}
      >
        <ImageSearchPanel
          lang={lang}
          city={city}
          status={status}
          error={error}
          captcha={captcha}
          onCaptcha={answerCaptcha}
          onPicture={(file) => void searchPicture(file)}
          onAddress={(address) => {
            setText(address);
            void searchTyped(address);
          }}
          onRetry={reset}
        />
      </div>
    </div>
  );
}
