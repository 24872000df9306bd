import { PLACEHOLDER_ROTATE_MS } from '@stallhub/contracts';
import { useEffect, useState } from 'react';
import { nextPlaceholderIndex } from './rules.ts';

/** Index of the placeholder to show, moving on every PLACEHOLDER_ROTATE_MS (spec 1 §4). */
export function useRotatingPlaceholder(count: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setIndex(0);
    if (count <= 1) return;
    const timer = setInterval(() => setIndex((i) => nextPlaceholderIndex(i, count)), PLACEHOLDER_ROTATE_MS);
    return () => clearInterval(timer);
  }, [count]);
  return index;
}
