import { type RefObject, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { initialTab, type SearchTab } from './rules.ts';

/** Pages whose `q` belongs in the box. */
const RESULTS_PAGE = /\/(search\/index|shops\/search)\.html$/;

function queryOf(location: { pathname: string; search: string }) {
  return RESULTS_PAGE.test(location.pathname) ? (new URLSearchParams(location.search).get('q') ?? '') : '';
}

/** The box's tab (items or stalls) and its words, as the page shown sets them. */
export function useBoxWords(inputRef: RefObject<HTMLInputElement | null>) {
  const location = useLocation();
  const [tab, setTab] = useState<SearchTab>(() => initialTab(location.pathname));
  const [text, setText] = useState(() => queryOf(location));

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
  }, [inputRef]);

  return { tab, setTab, text, setText };
}
