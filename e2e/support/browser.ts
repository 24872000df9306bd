import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/** Debian's Chromium (no browser download is possible here), headless and offline. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** A browser context whose pages, after every `goto`, wait until the product's page has hydrated. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  { touch = false }: { touch?: boolean } = {},
): Promise<BrowserContext> {
  // A touch screen taps, with the emulated hover and focus a tap brings.
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'zh-CN',
    hasTouch: touch,
    isMobile: touch,
  });
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(page);
      return response;
    };
  });
  return context;
}

/**
 * Waits until React has hydrated the page (the root layout's mark): a click before that reaches only the
 * server's HTML and is lost. Pages that are not the product's (no React Router context) pass at once.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => !('__reactRouterContext' in window) || document.documentElement.dataset.hydrated === 'true',
  );
}

/** Saves a full-page screenshot under e2e/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await loadLazyImages(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** A page's API answer's data, fetched in the page with its cookies. */
export const apiGet = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => (await (await fetch(url)).json()).data, path) as Promise<T>;

/** Cookies of the page's origin as a name → value map. */
export async function cookieMap(context: BrowserContext) {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
}

/** Scrolls through the page as a reader would, so lazy pictures load, then waits for every picture. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    const start = window.scrollY;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, start);
  });
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

export interface Journey {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Script errors and hydration mismatches seen on any page of the journey. */
  errors: string[];
}

/**
 * A person's browser session on the running product, recording every script error it meets. Unless
 * told otherwise the person has already seen today's new-user coupon dialog (it shows once a day), so
 * journeys about other things are not interrupted by it.
 */
export async function openJourney(
  baseURL: string,
  { couponSeenToday = true }: { couponSeenToday?: boolean } = {},
): Promise<Journey> {
  const browser = await launchBrowser();
  const context = await newContext(browser, baseURL);
  if (couponSeenToday) await context.addCookies([{ name: 'NEWUSERCOUPON', value: '1', url: baseURL }]);
  const errors: string[] = [];
  await recordPolicyViolations(context, baseURL, errors);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  // A link that differs between server and browser, or a script the policy refused, shows as a console error.
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  return { browser, context, page, errors };
}

/** How a Content-Security-Policy violation reads among a journey's errors. */
export const POLICY_VIOLATION = 'Content-Security-Policy violation';

/**
 * Every Content-Security-Policy violation on the product's pages (the `securitypolicyviolation` event,
 * which also sees what the console does not, such as a refused style attribute), as an error of the
 * journey. Other origins' pages (the payment and sign-in stand-ins) answer for their own policies.
 */
async function recordPolicyViolations(context: BrowserContext, baseURL: string, errors: string[]) {
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => errors.push(text));
  await context.addInitScript(
    ({ origin, prefix }) => {
      if (window.location.origin !== origin) return;
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = `${event.sourceFile || event.documentURI}:${event.lineNumber}`;
        const text = `${prefix}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${where}`;
        (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(text);
      });
    },
    { origin: new URL(baseURL).origin, prefix: POLICY_VIOLATION },
  );
}

/**
 * The captcha token the journeys' server passes (CAPTCHA_TEST_TOKEN, set by global-setup): journeys share
 * one server, so after the sign-in journey's failures every password sign-in from 127.0.0.1 needs one.
 */
export const JOURNEY_CAPTCHA_TOKEN = 'journey-captcha-pass';

/** Signs the page's browser in as a demo account through /apic/login; answers the response code. */
export function signInAs(
  page: Page,
  username: 'buyer@demo.stallhub' | 'stall@demo.stallhub',
  options: { auto?: boolean } = {},
): Promise<number> {
  return page.evaluate(
    async ({ username, token, auto }) => {
      const response = await fetch('/apic/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username,
          password: 'stallhub-demo',
          auto: auto ? '1' : '0',
          captchaSlideParam: token,
        }),
      });
      return (await response.json()).code as number;
    },
    { username, token: JOURNEY_CAPTCHA_TOKEN, auto: options.auto ?? false },
  );
}

export const signInAsDemoBuyer = (page: Page, options: { auto?: boolean } = {}) =>
  signInAs(page, 'buyer@demo.stallhub', options);
