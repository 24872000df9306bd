import type { City, CityMarket, Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import { Dropdown } from '../../../components/dropdown.tsx';
import { PinIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';

/** The city location picker: each home city, going to that city's home in the current language. */
export function CityPicker({ lang, city, cities }: { lang: Language; city: City; cities: CityMarket[] }) {
  const { t } = useT();
  const current = cities.find((c) => c.code === city);
  return (
    <Dropdown
      ariaLabel={t('header.cityPicker', { city: current?.name ?? city })}
      summaryClassName="rounded-md px-2 py-1 text-[13px] text-ink-soft hover:bg-page hover:text-brand"
      panelClassName="w-64 p-2"
      label={
        <>
          <PinIcon className="size-4 text-brand" />
          <span className="max-w-20 truncate font-medium text-ink sm:max-w-36">{current?.name ?? city}</span>
        </>
      }
    >
      <p className="px-2 pt-1 pb-2 text-ink-faint text-xs">{t('header.chooseCity')}</p>
      <ul className="grid grid-cols-2 gap-1">
        {cities.map((option) => (
          <li key={option.code}>
            <Link
              to={localePath(lang, `/${option.code}`)}
              aria-current={option.code === city ? 'page' : undefined}
              className={clsx(
                'block truncate rounded-md px-2 py-1.5 text-[13px] hover:bg-brand-soft hover:text-brand',
                option.code === city && 'bg-brand-soft font-medium text-brand',
              )}
            >
              {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
