import type { Page } from 'playwright-core';

/** WCAG 2.2 target size (minimum, 2.5.8): 24 × 24 CSS pixels, or that much room around a smaller target. */
export const MIN_TARGET_PX = 24;

/**
 * What a person on a phone would trip over on the page as it stands: the page scrolling sideways, and
 * tap targets in view too small to hit. A target passes when it is 24 × 24 or larger, when a 24 px circle
 * on its centre touches no other target's (WCAG's spacing exception), or when it is a link inside a line
 * of text (the inline exception). Answers one line per fault, naming the target, so a failure reads as a
 * list of what to fix.
 */
export function phoneLayoutFaults(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const faults: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) faults.push(`the page scrolls ${overflow}px sideways`);

    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab]';
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    const inView = (box: DOMRect) =>
      box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    const inlineInText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const line = element.parentElement?.textContent?.trim() ?? '';
      return line.length > (element.textContent?.trim().length ?? 0);
    };
    // A target inside another (an icon button in a link) is one target to the finger.
    const targets = [...document.querySelectorAll(selector)].filter(
      (element) => visible(element) && !element.parentElement?.closest(selector),
    );
    const centres = targets.map((element) => {
      const box = element.getBoundingClientRect();
      return { element, box, x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    for (const target of centres) {
      const { element, box } = target;
      // A visually hidden control (a radio under its label) is reached through its label.
      if (!inView(box) || inlineInText(element) || (box.width <= 1 && box.height <= 1)) continue;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const crowded = centres.some((other) => {
        if (other === target) return false;
        const undersized = other.box.width < min - 0.5 || other.box.height < min - 0.5;
        if (undersized) return Math.hypot(other.x - target.x, other.y - target.y) < min;
        const dx = Math.max(other.box.left - target.x, 0, target.x - other.box.right);
        const dy = Math.max(other.box.top - target.y, 0, target.y - other.box.bottom);
        return Math.hypot(dx, dy) < min / 2;
      });
      if (!crowded) continue;
      const name =
        element.getAttribute('aria-label') ||
        element.textContent?.trim().slice(0, 30) ||
        element.getAttribute('placeholder') ||
        element.tagName.toLowerCase();
      const region = element.parentElement?.closest(
        '[data-testid], [aria-label], section, nav, header, footer',
      );
      const where =
        region?.getAttribute('data-testid') ||
        region?.getAttribute('aria-label') ||
        region?.tagName.toLowerCase();
      faults.push(
        `"${name}"${where ? ` in ${where}` : ''} is ${Math.round(box.width)}×${Math.round(box.height)} with a target closer than ${min}px`,
      );
    }
    return faults;
  }, MIN_TARGET_PX);
}
