import { IMAGE_SEARCH_CAPTCHA_LENGTH, IMAGE_SEARCH_CAPTCHA_PATH } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { CaptchaNote } from './use-image-search.ts';

interface Props {
  note: CaptchaNote;
  onAnswer: (code: string) => void;
}

/**
 * The panel's state 3 (spec 3 §2 "captcha state", §5, §8): searching too often asks for the 4-character
 * code of a picture; "can't see it clearly" draws another. Mounted afresh for each round, so every
 * refusal shows a new picture (the last one's code is spent).
 */
export function CaptchaForm({ note, onAnswer }: Props) {
  const { t } = useT();
  const [drawn, setDrawn] = useState(() => Date.now());
  const [code, setCode] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (code.trim().length === IMAGE_SEARCH_CAPTCHA_LENGTH) onAnswer(code);
  }

  return (
    <form
      data-testid="image-search-captcha"
      onSubmit={onSubmit}
      className="flex flex-col items-center gap-3 px-2 py-5 text-center"
    >
      <p role="alert" className={note === 'wrong' ? 'text-red-600 text-sm' : 'text-ink text-sm'}>
        {t(`imageSearch.captcha.${note}`)}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <img
          src={`${IMAGE_SEARCH_CAPTCHA_PATH}?${drawn}`}
          alt={t('imageSearch.captcha.picture')}
          width={120}
          height={40}
          className="h-10 w-[120px] rounded border border-line"
        />
        <button
          type="button"
          onClick={() => setDrawn(Date.now())}
          className="text-brand text-sm hover:underline"
        >
          {t('imageSearch.captcha.change')}
        </button>
      </div>
      <div className="flex items-center gap-2">
        <input
          type="text"
          aria-label={t('imageSearch.captcha.code')}
          placeholder={t('imageSearch.captcha.code')}
          maxLength={IMAGE_SEARCH_CAPTCHA_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="h-9 w-28 rounded-lg border border-line px-3 text-center text-sm uppercase tracking-widest outline-none focus:border-brand"
        />
        <button
          type="submit"
          disabled={code.trim().length !== IMAGE_SEARCH_CAPTCHA_LENGTH}
          className="h-9 rounded-full bg-brand px-5 font-medium text-sm text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t('imageSearch.captcha.submit')}
        </button>
      </div>
    </form>
  );
}
