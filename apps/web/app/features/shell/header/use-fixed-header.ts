import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the page is scrolled past the bottom of the element (spec 1 §2: the header turns into a
 * fixed bar once scrolled past its own height). Measured on every check, so a header that changes
 * height (a wrapped line on a narrow screen) still switches at the right place.
 */
export function useFixedHeader(header: RefObject<HTMLElement | null>): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = header.current;
      if (element) setFixed(window.scrollY > element.offsetTop + element.offsetHeight);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [header]);
  return fixed;
}
