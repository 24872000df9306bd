import {
  type City,
  type Language,
  type PlaceholderRecommendation,
  SUGGESTION_HIDE_MS,
} from '@stallhub/contracts';
import { type FormEvent, type KeyboardEvent, type RefObject, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDelayedHide } from '../../components/use-delayed-hide.ts';
import { resolveSubmit, topicsOpen } from './rules.ts';
import { focusOptions, type SuggestOption, typedOptions } from './suggestion-options.ts';
import { useBoxWords } from './use-box-words.ts';
import { useRotatingPlaceholder } from './use-rotating-placeholder.ts';
import { useSearchHistory } from './use-search-history.ts';
import { useSuggestions } from './use-suggestions.ts';

/**
 * The search box as a combobox (spec 1 §4, spec 3 §4): its words, the suggestions under it (history and
 * tips on focus, completions as one types), the arrow keys and Escape, and where a search goes.
 */
export function useSearchCombobox({
  lang,
  city,
  placeholders,
  inputRef,
}: {
  lang: Language;
  city: City;
  placeholders: PlaceholderRecommendation[];
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const navigate = useNavigate();
  const { tab, setTab, text, setText } = useBoxWords(inputRef);
  const [active, setActive] = useState(-1);
  const dropdown = useDelayedHide(SUGGESTION_HIDE_MS);
  const placeholder = placeholders[useRotatingPlaceholder(placeholders.length)];
  const { history, remember, clear } = useSearchHistory();
  const { tips, completions, topicFor } = useSuggestions({ city, lang, tab, text, active: dropdown.open });

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

  return {
    tab,
    setTab,
    text,
    placeholder,
    options,
    expanded,
    activeOption: expanded ? options[active] : undefined,
    showClear: !text.trim() && history.length > 0,
    clear,
    choose,
    dropdown,
    onType: (typed: string) => {
      setText(typed);
      setActive(-1);
      dropdown.show();
    },
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      const highlighted = options[active];
      if (expanded && highlighted) choose(highlighted);
      else void go(text);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
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
    },
  };
}
