import { useCallback, useEffect, useState } from 'react';
import { addToHistory, parseHistory } from './rules.ts';

/** localStorage key of the comma list of past searches (spec 1 §3 "Local storage"). */
const STORAGE_KEY = 'searchHistory';

/** The reader's past searches, newest first; empty during server rendering. */
export function useSearchHistory() {
  const [history, setHistory] = useState<string[]>([]);

  useEffect(() => setHistory(parseHistory(readStorage())), []);

  const remember = useCallback((term: string) => {
    const next = addToHistory(parseHistory(readStorage()), term);
    writeStorage(next.join(','));
    setHistory(next);
  }, []);

  const clear = useCallback(() => {
    writeStorage(null);
    setHistory([]);
  }, []);

  return { history, remember, clear };
}

// Storage can be missing or refuse writes (private modes, full quota); history is a convenience only.
function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Not remembered; the search itself still runs.
  }
}
