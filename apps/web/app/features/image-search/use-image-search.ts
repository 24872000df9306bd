import {
  ApiError,
  type City,
  IMAGE_SEARCH_ADDRESS_KEY,
  IMAGE_SEARCH_REDIRECT_MS,
  type Language,
} from '@stallhub/contracts';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { fileProblem, type ImageSearchStatus, imageAddressOf, imageResultsHref } from './rules.ts';
import { searchAddress, uploadFile } from './upload.ts';

/** A refusal of the panel's own, before anything is sent. */
class PanelRefusal extends Error {
  constructor(readonly key: 'notImage' | 'tooLarge' | 'badAddress') {
    super(key);
  }
}

/**
 * The error text of a failed search (spec 3 §4, §8): the panel's own refusals, "too frequent" past the
 * rate limit, the server's message where it gave one (it names what is wrong with the picture), and
 * otherwise the weak-network text.
 */
export function errorTextOf(error: unknown, t: TFunction): string {
  if (error instanceof PanelRefusal) return t(`imageSearch.error.${error.key}`);
  if (error instanceof ApiError) {
    if (error.status === 429) return t('imageSearch.error.tooFrequent');
    if (error.status < 500 && error.message.trim()) return error.message;
  }
  return t('imageSearch.error.network');
}

function rememberAddress(address: string) {
  try {
    window.localStorage.setItem(IMAGE_SEARCH_ADDRESS_KEY, address);
  } catch {
    // Storage refused (private mode, full quota): the search itself still runs.
  }
}

/**
 * The panel's search (spec 3 §4 "Image search"): status 1 while a picture uploads and is searched, 2
 * with the error text when that fails; on success the searched address is remembered and, after 200 ms,
 * the results open.
 */
export function useImageSearch({ lang, city, onDone }: { lang: Language; city: City; onDone?: () => void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [status, setStatus] = useState<ImageSearchStatus>(0);
  const [error, setError] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A search answered after the panel closed must neither show its error nor move the page.
  const run = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback(
    async (find: () => Promise<string>) => {
      const ticket = ++run.current;
      setStatus(1);
      setError('');
      try {
        const address = await find();
        const imageMd5 = await searchAddress(address, city);
        if (ticket !== run.current) return;
        rememberAddress(address);
        timer.current = setTimeout(() => {
          onDone?.();
          setStatus(0);
          navigate(imageResultsHref(lang, city, imageMd5));
        }, IMAGE_SEARCH_REDIRECT_MS);
      } catch (failure) {
        if (ticket !== run.current) return;
        if (!(failure instanceof PanelRefusal)) console.error('image search failed', failure);
        setStatus(2);
        setError(errorTextOf(failure, t));
      }
    },
    [city, lang, navigate, onDone, t],
  );

  /** A chosen, dropped or pasted picture: checked, uploaded, then searched. */
  const searchPicture = useCallback(
    (file: File) =>
      search(async () => {
        const problem = fileProblem(file);
        if (problem) throw new PanelRefusal(problem);
        return uploadFile(file, file.name || 'picture');
      }),
    [search],
  );

  /** A typed, pasted or dropped image address, searched as it is (after the address rule). */
  const searchTyped = useCallback(
    (text: string) =>
      search(async () => {
        const address = imageAddressOf(text);
        if (!address) throw new PanelRefusal('badAddress');
        return address;
      }),
    [search],
  );

  /** Back to idle: re-upload after an error, or the panel closing (which also forgets a late answer). */
  const reset = useCallback(() => {
    run.current++;
    clearTimeout(timer.current);
    setStatus(0);
    setError('');
  }, []);

  return { status, error, searchPicture, searchTyped, reset };
}
