import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `marginPx` of the viewport, and from then on; at once where the
 * browser has no IntersectionObserver.
 */
export function useNearView(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, near]);
  return near;
}
