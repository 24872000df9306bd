import { CURRENCIES, CURRENCY_CODES } from '@stallhub/contracts';
import clsx from 'clsx';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { Dropdown } from '../../components/dropdown.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The 11 display currencies; prices on the page re-render converted from CNY at once. */
export function CurrencySwitcher() {
  const { t } = useT();
  const { currency, choose } = useCurrency();
  return (
    <Dropdown
      align="right"
      ariaLabel={t('header.currency', { code: currency })}
      summaryClassName="min-h-8 hover:text-brand"
      panelClassName="w-52"
      label={
        <span>
          {CURRENCIES[currency]} {currency}
        </span>
      }
    >
      <ul>
        {CURRENCY_CODES.map((code) => (
          <li key={code}>
            <button
              type="button"
              aria-pressed={code === currency}
              onClick={() => choose(code)}
              className={clsx(
                'flex w-full items-center gap-2 px-3 py-1.5 text-left text-[13px] hover:bg-page hover:text-brand',
                code === currency && 'font-medium text-brand',
              )}
            >
              <span className="w-8 shrink-0 text-ink-faint">{CURRENCIES[code]}</span>
              <span className="w-9 shrink-0">{code}</span>
              <span className="truncate text-ink-soft">{t(`currency.${code}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
