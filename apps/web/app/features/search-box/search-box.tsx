import {
  type City,
  type HotWord,
  type Language,
  type PlaceholderRecommendation,
  SEARCH_WORDS_MAX,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { lazy, Suspense, useId, useRef } from 'react';
import { CameraIcon, SearchIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { HotWords } from './hot-words.tsx';
import { SearchTabs } from './search-tabs.tsx';
import { SuggestionPanel } from './suggestion-panel.tsx';
import { useImageSearchMode } from './use-image-search-mode.ts';
import { useSearchCombobox } from './use-search-combobox.ts';

/** Image search's bar, panel and upload come with the first press of the camera button. */
const loadImageSearch = () => import('../image-search/image-search-bar.tsx');
const ImageSearchBar = lazy(() => loadImageSearch().then((m) => ({ default: m.ImageSearchBar })));

interface Props {
  lang: Language;
  city: City;
  placeholders: PlaceholderRecommendation[];
  hotWords: HotWord[];
  /** The fixed bar's slim variant: no tabs, no hot words. */
  compact?: boolean;
}

/** The header search box (spec 1 §4, spec 3 §4 "Search box"). */
export function SearchBox({ lang, city, placeholders, hotWords, compact = false }: Props) {
  const { t } = useT();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const imageSearch = useImageSearchMode(compact);
  const box = useSearchCombobox({ lang, city, placeholders, inputRef });

  return (
    <div className="w-full min-w-0">
      {!compact && <SearchTabs lang={lang} tab={box.tab} onChange={box.setTab} />}
      {imageSearch.imageOpen && (
        <Suspense fallback={<ImageSearchWaiting />}>
          <ImageSearchBar lang={lang} city={city} compact={compact} onClose={imageSearch.close} />
        </Suspense>
      )}
      {/* Without JavaScript the form still searches items: same path and fields as the spec's link. */}
      <search hidden={imageSearch.imageOpen}>
        <form
          action={localePath(lang, `/${city}/search/index.html`)}
          method="get"
          onSubmit={box.onSubmit}
          className="relative flex h-10 w-full rounded-lg border-2 border-brand bg-white"
        >
          <input type="hidden" name="queryType" value="1" />
          <input type="hidden" name="merge" value="1" />
          <input
            ref={inputRef}
            name="q"
            type="search"
            role="combobox"
            aria-label={t(box.tab === 'stall' ? 'search.stallLabel' : 'search.itemLabel')}
            aria-autocomplete="list"
            aria-expanded={box.expanded}
            aria-controls={listId}
            aria-activedescendant={box.activeOption ? `${listId}-${box.activeOption.id}` : undefined}
            autoComplete="off"
            maxLength={SEARCH_WORDS_MAX}
            value={box.text}
            placeholder={box.placeholder?.word ?? t('search.placeholder')}
            onChange={(e) => box.onType(e.target.value)}
            onFocus={box.dropdown.show}
            onBlur={box.dropdown.hideLater}
            onKeyDown={box.onKeyDown}
            className="min-w-0 flex-1 rounded-l-lg bg-transparent px-3 text-sm outline-none placeholder:text-ink-faint [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="button"
            onClick={imageSearch.open}
            onPointerEnter={loadImageSearch}
            onFocus={loadImageSearch}
            aria-pressed="false"
            className="flex items-center px-2 text-ink-soft hover:text-brand"
            aria-label={t('search.imageSearch')}
            title={t('search.imageSearch')}
          >
            <CameraIcon className="size-5" />
          </button>
          <button
            type="submit"
            className="flex items-center gap-1.5 bg-brand px-4 font-medium text-sm text-white hover:bg-brand-dark sm:px-6"
          >
            <SearchIcon className="size-4" />
            <span className={clsx(compact && 'sr-only sm:not-sr-only')}>{t('search.submit')}</span>
          </button>
          <SuggestionPanel
            id={listId}
            open={box.expanded}
            options={box.options}
            activeId={box.activeOption?.id}
            showClear={box.showClear}
            onChoose={box.choose}
            onClear={box.clear}
          />
        </form>
      </search>
      {!compact && <HotWords lang={lang} city={city} words={hotWords} />}
    </div>
  );
}

/** The image search bar's place while its code is on its way after the camera button. */
function ImageSearchWaiting() {
  const { t } = useT();
  return (
    <p
      role="status"
      className="flex h-10 w-full items-center rounded-lg border-2 border-brand bg-white px-3 text-ink-soft text-sm"
    >
      {t('opening.waiting')}
    </p>
  );
}
