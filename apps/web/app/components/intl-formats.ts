// Intl formatters are costly to build (a page formats hundreds of counts and prices), so each distinct
// locale and options pair is built once and reused. Dates and times have their own home, the market
// clock (components/market-time.ts), so that every page shows one clock.
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<F>(formats: Map<string, F>, locale: string, options: object, build: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
