import type { City, CityMarket, Language } from '@stallhub/contracts';
import { type ReactNode, useRef } from 'react';
import { CartLink } from './cart-link.tsx';
import { CityPicker } from './city-picker.tsx';
import { Logo } from './logo.tsx';
import { useFixedHeader } from './use-fixed-header.ts';

interface Props {
  lang: Language;
  city: City;
  cities: CityMarket[];
  cartCount: number;
  /** The search box, full or in the fixed bar's slim variant; composed by the layout route. */
  searchBox: (compact: boolean) => ReactNode;
}

/** Logo, city picker, search box and cart; a slim fixed copy appears once the page scrolls past it. */
export function SiteHeader({ lang, city, cities, cartCount, searchBox }: Props) {
  const ref = useRef<HTMLElement>(null);
  const fixed = useFixedHeader(ref);
  return (
    <>
      <header ref={ref} className="bg-white">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-4 gap-y-2 px-3 pt-3 pb-2 md:flex-nowrap md:gap-x-6 md:pt-4 md:pb-3 xl:px-0">
          <div className="flex items-center gap-2 md:gap-3">
            <Logo lang={lang} city={city} />
            <CityPicker lang={lang} city={city} cities={cities} />
          </div>
          <div className="order-last w-full md:order-none md:mx-auto md:max-w-[640px] md:flex-1">
            {searchBox(false)}
          </div>
          <div className="ml-auto md:mt-7 md:ml-0 md:self-start">
            <CartLink lang={lang} count={cartCount} />
          </div>
        </div>
      </header>
      {fixed && (
        <div className="fixed inset-x-0 top-0 z-50 border-line border-b bg-white/95 shadow-sm backdrop-blur">
          <div className="mx-auto flex h-14 max-w-[1200px] items-center gap-3 px-3 md:gap-6 xl:px-0">
            <div className="hidden sm:block">
              <Logo lang={lang} city={city} small />
            </div>
            <div className="min-w-0 flex-1 md:mx-auto md:max-w-[640px]">{searchBox(true)}</div>
            <CartLink lang={lang} count={cartCount} compact />
          </div>
        </div>
      )}
    </>
  );
}
