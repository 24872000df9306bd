import {
  ApiError,
  type City,
  IMAGE_SEARCH_ADDRESS_KEY,
  IMAGE_SEARCH_CODE,
  IMAGE_SEARCH_REDIRECT_MS,
  type Language,
} from '@stallhub/contracts';
import type { TFunction } from '@stallhub/i18n';
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

/** What state 3 says above the code: the search asked for one, or the last code was wrong (spec 3 §8). */
export type CaptchaNote = 'tooFrequent' | 'wrong';

/** The captcha note of a search's refusal, or null when it is no captcha answer. */
function captchaNoteOf(failure: unknown): CaptchaNote | null {
  if (!(failure instanceof ApiError)) return null;
  if (failure.code === IMAGE_SEARCH_CODE.captchaRequired) return 'tooFrequent';
  if (failure.code === IMAGE_SEARCH_CODE.captchaWrong) return 'wrong';
  return null;
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
 * with the error text when that fails, 3 when searching too often asks for the captcha (the uploaded
 * picture waits; the code searches it); on success the searched address is remembered and, after 200 ms,
 * the results open.
 */
export function useImageSearch({ lang, city, onDone }: { lang: Language; city: City; onDone?: () => void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [status, setStatus] = useState<ImageSearchStatus>(0);
  const [error, setError] = useState('');
  const [captcha, setCaptcha] = useState<{ note: CaptchaNote; round: number }>({
    note: 'tooFrequent',
    round: 0,
  });
  // The picture's address waiting for the captcha's code: answering searches it without a new upload.
  const waiting = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A search answered after the panel closed must neither show its error nor move the page.
  const run = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback(
    async (find: () => Promise<string>, verifyCode?: string) => {
      const ticket = ++run.current;
      setStatus(1);
      setError('');
      let address: string | null = null;
      try {
        address = await find();
        const imageMd5 = await searchAddress(address, city, verifyCode);
        if (ticket !== run.current) return;
        waiting.current = null;
        rememberAddress(address);
        timer.current = setTimeout(() => {
          onDone?.();
          setStatus(0);
          navigate(imageResultsHref(lang, city, imageMd5));
        }, IMAGE_SEARCH_REDIRECT_MS);
      } catch (failure) {
        if (ticket !== run.current) return;
        const note = captchaNoteOf(failure);
        if (note && address) {
          // Each round shows a new picture: a code is spent by its first answer, right or wrong.
          waiting.current = address;
          setCaptcha((shown) => ({ note, round: shown.round + 1 }));
          setStatus(3);
          return;
        }
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

  /** The captcha's code typed in state 3: the waiting picture is searched again with it. */
  const answerCaptcha = useCallback(
    (code: string) => {
      const address = waiting.current;
      if (address) void search(async () => address, code.trim());
    },
    [search],
  );

  /** Back to idle: re-upload after an error, or the panel closing (which also forgets a late answer). */
  const reset = useCallback(() => {
    run.current++;
    clearTimeout(timer.current);
    waiting.current = null;
    setStatus(0);
    setError('');
  }, []);

  return { status, error, captcha, searchPicture, searchTyped, answerCaptcha, reset };
}
