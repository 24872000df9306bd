import {
  type City,
  type HotWord,
  type Language,
  type PlaceholderRecommendation,
  SEARCH_WORDS_MAX,
  SUGGESTION_HIDE_MS,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CameraIcon, SearchIcon } from '../../components/icons.tsx';
import { useDelayedHide } from '../../components/use-delayed-hide.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { ImageSearchBar } from '../image-search/image-search-bar.tsx';
import { OPEN_IMAGE_SEARCH_PARAM } from '../image-search/rules.ts';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';
import { HotWords } from './hot-words.tsx';
import { initialTab, resolveSubmit, type SearchTab, topicsOpen } from './rules.ts';
import { SearchTabs } from './search-tabs.tsx';
import { focusOptions, type SuggestOption, typedOptions } from './suggestion-options.ts';
import { SuggestionPanel } from './suggestion-panel.tsx';
import { useRotatingPlaceholder } from './use-rotating-placeholder.ts';
import { useSearchHistory } from './use-search-history.ts';
import { useSuggestions } from './use-suggestions.ts';

interface Props {
  lang: Language;
  city: City;
  placeholders: PlaceholderRecommendation[];
  hotWords: HotWord[];
  /** The fixed bar's slim variant: no tabs, no hot words. */
  compact?: boolean;
}

/** Pages whose `q` belongs in the box. */
const RESULTS_PAGE = /\/(search\/index|shops\/search)\.html$/;

/** The header search box (spec 1 §4, spec 3 §4 "Search box"). */
export function SearchBox({ lang, city, placeholders, hotWords, compact = false }: Props) {
  const { t } = useT();
  const gate = useSignInGate();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const [tab, setTab] = useState<SearchTab>(() => initialTab(location.pathname));
  // Spec 3 §4: the box searches words, or (after the camera button) pictures.
  const [mode, setMode] = useState<'search' | 'image'>('search');
  const closeImageSearch = useCallback(() => setMode('search'), []);
  // The desktop panel's QR code opens the page on a phone with the image search open (spec 3 §2): the
  // header's box opens it (a guest is asked to sign in first), not the fixed bar's copy.
  const opensImageSearch = !compact && new URLSearchParams(location.search).has(OPEN_IMAGE_SEARCH_PARAM);
  const { requireSignIn } = gate;
  useEffect(() => {
    if (opensImageSearch) requireSignIn(() => setMode('image'));
  }, [opensImageSearch, requireSignIn]);
  const [text, setText] = useState(() => queryOf(location));
  const [active, setActive] = useState(-1);
  const dropdown = useDelayedHide(SUGGESTION_HIDE_MS);
  const placeholderIndex = useRotatingPlaceholder(placeholders.length);
  const placeholder = placeholders[placeholderIndex];
  const { history, remember, clear } = useSearchHistory();
  const { tips, completions, topicFor } = useSuggestions({ city, lang, tab, text, active: dropdown.open });

  // A new page resets the tab for its kind of route and shows its query, if it has one.
  useEffect(() => {
    setTab(initialTab(location.pathname));
    setText(queryOf(location));
  }, [location]);

  // Text typed before the page became interactive is in the box but not in React; adopt it, or the
  // next render would wipe it and a search would fall back to the placeholder word.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setText(typed);
  }, []);

  const options: SuggestOption[] = text.trim()
    ? typedOptions(text, completions, city, lang)
    : focusOptions(history, tips, lang);
  const expanded = dropdown.open && options.length > 0;

  async function go(typed: string) {
    const trimmed = typed.trim();
    const typedTopic = trimmed && topicsOpen(city) ? await topicFor(trimmed) : null;
    const target = resolveSubmit({
      text: typed,
      tab,
      city,
      lang,
      placeholder,
      topics: [
        tips && tips.topicId !== null && tips.title ? { title: tips.title, topicId: tips.topicId } : null,
        typedTopic,
      ],
    });
    if (target.kind === 'none') return;
    if (target.kind === 'search') remember(target.term);
    setActive(-1);
    dropdown.hideNow();
    inputRef.current?.blur();
    navigate(target.href);
  }

  function choose(option: SuggestOption) {
    if ('term' in option) {
      setText(option.term);
      void go(option.term);
      return;
    }
    dropdown.hideNow();
    navigate(option.href);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const highlighted = options[active];
    if (expanded && highlighted) choose(highlighted);
    else void go(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dropdown.show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (event.key === 'Escape') {
      // The browser's own Escape empties a search field, and the emptied box showed the history again.
      // Ours closes the suggestions; pressed again with them closed, it empties the box. Neither opens them.
      event.preventDefault();
      if (!expanded) setText('');
      dropdown.hideNow();
      setActive(-1);
    }
  }

  const activeOption = expanded ? options[active] : undefined;

  return (
    <div className="w-full min-w-0">
      {!compact && <SearchTabs lang={lang} tab={tab} onChange={setTab} />}
      {mode === 'image' && (
        <ImageSearchBar lang={lang} city={city} compact={compact} onClose={closeImageSearch} />
      )}
      {/* Without JavaScript the form still searches items: same path and fields as the spec's link. */}
      <search hidden={mode === 'image'}>
        <form
          action={localePath(lang, `/${city}/search/index.html`)}
          method="get"
          onSubmit={onSubmit}
          className="relative flex h-10 w-full rounded-lg border-2 border-brand bg-white"
        >
          <input type="hidden" name="queryType" value="1" />
          <input type="hidden" name="merge" value="1" />
          <input
            ref={inputRef}
            name="q"
            type="search"
            role="combobox"
            aria-label={t(tab === 'stall' ? 'search.stallLabel' : 'search.itemLabel')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
            autoComplete="off"
            maxLength={SEARCH_WORDS_MAX}
            value={text}
            placeholder={placeholder?.word ?? t('search.placeholder')}
            onChange={(e) => {
              setText(e.target.value);
              setActive(-1);
              dropdown.show();
            }}
            onFocus={dropdown.show}
            onBlur={dropdown.hideLater}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 rounded-l-lg bg-transparent px-3 text-sm outline-none placeholder:text-ink-faint [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="button"
            // Image search is for signed-in buyers (spec 3 §6): a guest gets the sign-in dialog instead.
            onClick={() => gate.requireSignIn(() => setMode('image'))}
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
            open={expanded}
            options={options}
            activeId={activeOption?.id}
            showClear={!text.trim() && history.length > 0}
            onChoose={choose}
            onClear={clear}
          />
        </form>
      </search>
      {!compact && <HotWords lang={lang} city={city} words={hotWords} />}
    </div>
  );
}

function queryOf(location: { pathname: string; search: string }) {
  return RESULTS_PAGE.test(location.pathname) ? (new URLSearchParams(location.search).get('q') ?? '') : '';
}
