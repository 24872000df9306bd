import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { type SearchState, setPrice, toQueryString } from './search-params.ts';

const MAX_DIGITS = 7;
const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, MAX_DIGITS);
const asPrice = (text: string) => (text === '' ? undefined : Number(text));

/**
 * Min and max price in yuan, digits only. A GET form: without scripts the browser submits it with every
 * other parameter in hidden fields; with them the page navigates to the clean URL of the new range.
 * Its parent keys it by the range, so a new URL (a removed price chip, "clear all") refills the boxes.
 */
export function PriceRange({ state, path }: { state: SearchState; path: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [min, setMin] = useState(state.priceMin?.toString() ?? '');
  const [max, setMax] = useState(state.priceMax?.toString() ?? '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(path + toQueryString(setPrice(state, asPrice(min), asPrice(max))), { preventScrollReset: true });
  };

  const others = new URLSearchParams(toQueryString(setPrice(state)));
  const input =
    'h-7 w-20 rounded border border-line bg-white px-2 text-sm outline-none placeholder:text-ink-faint focus:border-brand';
  return (
    <form method="get" action={path} onSubmit={onSubmit} className="flex flex-wrap items-center gap-1.5">
      {[...others].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <span className="text-ink-faint">¥</span>
      <input
        name="priceMin"
        value={min}
        onChange={(e) => setMin(digitsOnly(e.target.value))}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={MAX_DIGITS}
        autoComplete="off"
        placeholder={t('searchPage.priceMin')}
        aria-label={t('searchPage.priceMin')}
        className={input}
      />
      <span className="text-ink-faint">-</span>
      <input
        name="priceMax"
        value={max}
        onChange={(e) => setMax(digitsOnly(e.target.value))}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={MAX_DIGITS}
        autoComplete="off"
        placeholder={t('searchPage.priceMax')}
        aria-label={t('searchPage.priceMax')}
        className={input}
      />
      <button
        type="submit"
        className="h-7 rounded border border-brand px-3 text-brand text-sm hover:bg-brand hover:text-white"
      >
        {t('searchPage.priceApply')}
      </button>
    </form>
  );
}
