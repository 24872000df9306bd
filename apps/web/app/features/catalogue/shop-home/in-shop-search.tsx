import { type City, type Language, SEARCH_WORDS_MAX, SHOP_SEARCH_SCOPES } from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { SearchIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';
import { shopPath } from './shop-rules.ts';

type Scope = (typeof SHOP_SEARCH_SCOPES)[number];

/**
 * Search this stall's items, or the whole site's (spec 3 §2 "Shop header"). A plain GET form: without
 * scripts it searches this stall; the toggle points it at the item search instead.
 */
export function InShopSearch({
  lang,
  city,
  shopId,
  q,
}: {
  lang: Language;
  city: City;
  shopId: number;
  q: string;
}) {
  const { t } = useT();
  const [scope, setScope] = useState<Scope>('shop');
  const action = scope === 'shop' ? shopPath(lang, shopId) : localePath(lang, `/${city}/search/index.html`);
  return (
    <form action={action} method="get" className="flex flex-col gap-1.5" data-testid="in-shop-search">
      <fieldset className="flex gap-1 text-xs">
        <legend className="sr-only">{t('shopHome.search.scope')}</legend>
        {SHOP_SEARCH_SCOPES.map((value) => (
          <label
            key={value}
            className={clsx(
              'cursor-pointer rounded-t px-2 py-0.5 has-focus-visible:outline-2 has-focus-visible:outline-brand',
              scope === value ? 'bg-brand text-white' : 'text-ink-soft hover:text-brand',
            )}
          >
            {/* No name: the scope picks where the form goes, it is not sent. */}
            <input
              type="radio"
              className="sr-only"
              checked={scope === value}
              onChange={() => setScope(value)}
              data-scope={value}
            />
            {t(`shopHome.search.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex h-9 overflow-hidden rounded border-2 border-brand bg-white">
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_WORDS_MAX}
          aria-label={t(`shopHome.search.${scope}Placeholder`)}
          placeholder={t(`shopHome.search.${scope}Placeholder`)}
          className="min-w-0 flex-1 px-2 text-sm outline-none"
        />
        <button
          type="submit"
          className="flex items-center gap-1 bg-brand px-3 text-sm text-white hover:bg-brand-dark"
        >
          <SearchIcon aria-hidden className="size-4" />
          {t('shopHome.search.submit')}
        </button>
      </div>
    </form>
  );
}
