import type { Page } from 'playwright-core';

/** WCAG 2.2 target size (minimum), SC 2.5.8: 24 × 24 CSS pixels, or that much room around a smaller target. */
export const MIN_TARGET_PX = 24;

/**
 * What a person on a phone would trip over on the page as it stands, one line per fault naming the
 * element and where it sits, so a failure reads as a list of what to fix:
 * - the page scrolling sideways, and each element whose box runs past the right edge (an element inside
 *   a strip that scrolls or clips sideways on purpose, such as an `overflow-x-auto` tab row, is the
 *   strip's business, not the page's);
 * - tap targets under 24 × 24 (SC 2.5.8), with its exceptions: a 24 px circle on the target's centre
 *   touches no other target nor another small target's circle (spacing), or the target is a link inside
 *   a line of text (inline); a target not displayed, or visually hidden (1 × 1), is no target;
 * - a target that a fixed or sticky bar covers where the person cannot scroll it free: a top bar at the
 *   page's top, a bottom bar (the log-in invitation) at the page's end.
 * While a modal dialog is open only its own targets count: the page under it takes no taps.
 */
export async function phoneLayoutFaults(page: Page): Promise<string[]> {
  // The test runner's transform wraps named functions in `__name(...)`, which the page does not have.
  await page.evaluate('window.__name ??= (f) => f');
  // Each check runs in the page; what they share stays there, behind handles, between the calls.
  const tools = await page.evaluateHandle(pageTools, MIN_TARGET_PX);
  const sideways = await page.evaluate(sidewaysFaults, tools);
  const found = await page.evaluateHandle(tapTargets, tools);
  const faults = [
    ...sideways,
    ...(await page.evaluate(crowdedFaults, { tools, found })),
    ...(await page.evaluate(coveredFaults, { tools, found })),
  ];
  await Promise.all([tools.dispose(), found.dispose()]);
  return faults;
}

/** What every check measures with: the page's width, how an element is named in a fault, what shows. */
function pageTools(min: number) {
  const describe = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const text = (element.getAttribute('aria-label') || (element as HTMLElement).innerText || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 30);
    const extra =
      element.getAttribute('placeholder') || element.getAttribute('title') || element.getAttribute('href');
    const self = `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${
      text ? ` "${text}"` : extra ? ` (${extra.slice(0, 40)})` : ''
    }`;
    const region = element.parentElement?.closest(
      '[data-testid], [aria-label], header, nav, main, footer, aside, form, section, dialog, [role=dialog]',
    );
    if (!region) return self;
    const where =
      (region.getAttribute('data-testid') && `[data-testid=${region.getAttribute('data-testid')}]`) ||
      (region.getAttribute('aria-label') && `"${region.getAttribute('aria-label')}"`) ||
      region.tagName.toLowerCase();
    return `${self} in ${where}`;
  };
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    // Visually hidden (sr-only: 1 × 1, clipped) or not displayed: nothing a finger can see.
    return style.visibility !== 'hidden' && style.opacity !== '0' && box.width > 1 && box.height > 1;
  };
  // Targets: what accepts a tap.
  const selector = [
    'a[href]',
    'button',
    'input:not([type=hidden])',
    'select',
    'textarea',
    'summary',
    '[role=button]',
    '[role=link]',
    '[role=tab]',
    '[role=menuitem]',
    '[role=menuitemradio]',
    '[role=option]',
    '[role=checkbox]',
    '[role=radio]',
    '[role=switch]',
  ].join(', ');
  return { min, width: document.documentElement.clientWidth, slack: 0.5, describe, shown, selector };
}

type PageTools = ReturnType<typeof pageTools>;
type Target = { element: Element; box: DOMRect; x: number; y: number; small: boolean };

/** Sideways: the page itself, then the outermost elements that stick out past the right edge. */
function sidewaysFaults({ width, slack, describe, shown }: PageTools): string[] {
  const faults: string[] = [];
  const overflow = document.documentElement.scrollWidth - width;
  if (overflow > 0) faults.push(`the page scrolls ${overflow}px sideways`);
  const scrollsOrClips = (element: Element) => {
    const { overflowX, position } = getComputedStyle(element);
    return overflowX !== 'visible' || position === 'fixed';
  };
  const sticking: Element[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element) || sticking.some((outer) => outer.contains(element))) continue;
    const box = element.getBoundingClientRect();
    if (box.right <= width + slack) continue;
    // Inside a strip that scrolls or clips on purpose the element is the strip's; the strip itself counts.
    let strip = element.parentElement;
    while (strip && strip !== document.body && !scrollsOrClips(strip)) strip = strip.parentElement;
    if (strip && strip !== document.body) continue;
    // An off-canvas panel parked entirely past the edge is hidden, not cut off.
    if (getComputedStyle(element).position === 'fixed' && box.left >= width) continue;
    sticking.push(element);
    faults.push(`${describe(element)} runs ${Math.round(box.right - width)}px past the right edge`);
  }
  return faults;
}

/**
 * The targets a finger can tap now, and the modal dialog they are in, if one is open. A control is one
 * target with its labels; a target inside another (an icon in a link) is part of that one.
 */
function tapTargets({ min, width, slack, shown, selector }: PageTools) {
  // Modal: a <dialog> shown as one, aria-modal, or a dialog while the page refuses the pointer (Radix).
  const pageInert = getComputedStyle(document.body).pointerEvents === 'none';
  const modal = [...document.querySelectorAll('dialog, [role=dialog], [role=alertdialog]')].find(
    (dialog) =>
      shown(dialog) &&
      (dialog.matches(':modal') || dialog.getAttribute('aria-modal') === 'true' || pageInert),
  );
  const scope = modal ?? document.body;
  const union = (boxes: DOMRect[]) => {
    const left = Math.min(...boxes.map((b) => b.left));
    const top = Math.min(...boxes.map((b) => b.top));
    const right = Math.max(...boxes.map((b) => b.right));
    const bottom = Math.max(...boxes.map((b) => b.bottom));
    return new DOMRect(left, top, right - left, bottom - top);
  };
  const targets: Target[] = [];
  for (const element of scope.querySelectorAll(selector)) {
    if (element.parentElement?.closest(selector) || element.matches(':disabled')) continue;
    // A label wrapping its control is part of the control's target (the label is, not the control, when
    // the control is a visually hidden radio).
    const labels = [...((element as HTMLInputElement).labels ?? [])].filter(shown);
    const boxes = [
      ...(shown(element) ? [element.getBoundingClientRect()] : []),
      ...labels.map((l) => l.getBoundingClientRect()),
    ];
    if (boxes.length === 0) continue;
    const box = union(boxes);
    // Out of reach sideways (a panel parked off-canvas, a strip's scrolled-away tab) is not tapped as is.
    if (box.right <= 0 || box.left >= width) continue;
    const small = box.width < min - slack || box.height < min - slack;
    targets.push({ element, box, x: box.left + box.width / 2, y: box.top + box.height / 2, small });
  }
  return { modal, targets };
}

type TapTargets = ReturnType<typeof tapTargets>;

/** Targets under 24 × 24 too close to another target, unless they are links in a line of text. */
function crowdedFaults({ tools, found }: { tools: PageTools; found: TapTargets }): string[] {
  const { min, slack, describe, selector } = tools;
  const { targets } = found;
  const size = (box: DOMRect) => `${Math.round(box.width)}×${Math.round(box.height)}`;
  const inSentence = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    // Running text: more words around the links than in them (a row of links under a heading is no sentence).
    const words = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length;
    const inTargets = [...block.querySelectorAll(selector)].reduce(
      (sum, target) => sum + words((target as HTMLElement).innerText),
      0,
    );
    return words(block.innerText) - inTargets >= inTargets;
  };
  const distanceToBox = (x: number, y: number, box: DOMRect) =>
    Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
  const faults: string[] = [];
  for (const target of targets) {
    if (!target.small || inSentence(target.element)) continue;
    const crowding = targets.find(
      (other) =>
        other !== target &&
        !other.element.contains(target.element) &&
        !target.element.contains(other.element) &&
        (distanceToBox(target.x, target.y, other.box) < min / 2 - slack ||
          (other.small && Math.hypot(other.x - target.x, other.y - target.y) < min - slack)),
    );
    if (!crowding) continue;
    faults.push(
      `${describe(target.element)} is ${size(target.box)}, under ${min}×${min}, within ${min / 2}px of ${describe(crowding.element)}`,
    );
  }
  return faults;
}

/** Covered: at the page's top and at its end, a fixed or sticky bar must leave every target tappable. */
async function coveredFaults({ tools, found }: { tools: PageTools; found: TapTargets }): Promise<string[]> {
  const { width, describe, shown } = tools;
  const { modal, targets } = found;
  const faults: string[] = [];
  if (modal) return faults;
  const start = window.scrollY;
  const ends = [0, document.documentElement.scrollHeight];
  for (const y of ends) {
    window.scrollTo(0, y);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    for (const { element } of targets) {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const middle = box.top + box.height / 2;
      if (middle < 0 || middle >= window.innerHeight || x < 0 || x >= width || !shown(element)) continue;
      const hit = document.elementFromPoint(x, middle);
      if (!hit || element.contains(hit) || hit.contains(element)) continue;
      let bar: Element | null = hit;
      while (bar && !['fixed', 'sticky'].includes(getComputedStyle(bar).position)) bar = bar.parentElement;
      if (!bar || bar.contains(element)) continue;
      // Scrolling frees what a bottom bar covers at the top (and a top bar at the end); not past the ends.
      const barBox = bar.getBoundingClientRect();
      const barAtTop = barBox.top + barBox.height / 2 < window.innerHeight / 2;
      if (barAtTop !== (y === 0)) continue;
      const line = `${describe(element)} is covered by ${describe(bar)} at the page's ${y === 0 ? 'top' : 'end'}`;
      if (!faults.includes(line)) faults.push(line);
    }
  }
  window.scrollTo(0, start);
  return faults;
}
