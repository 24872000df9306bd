// A phone's first load of the home page, search results and an item page (issue 26 point 10, decision
// 073), in figures that need no browser: the HTML's bytes on the wire (brotli, gzip) and as read, how much
// of it is the inline loader data, the script requests the first load makes (modulepreload links, script
// tags and the inline module's imports), the pictures preloaded in the head, and the server's time to
// the last byte for a guest (from the page cache, and rendered) and a signed-in buyer; and, in headless
// Chromium, the gzipped JavaScript the first visit downloads against its budget (issue 28 point 7,
// decision 092). Lighthouse itself stays a manual measurement (docs/decisions/073 says how).
// Usage: npm run first-load -w @stallhub/bench -- [--url http://localhost:3200] [--requests 30]
//   Without --url it starts the compiled server on a fresh demo catalogue (run `npm run build` first).

import http from 'node:http';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { spawnServer } from '../apps/server/src/testing/spawn-server.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { FIRST_LOAD_BUDGET_KB, firstLoadScripts } from '../e2e/support/first-load-scripts.ts';
import { percentile, signInDemoBuyer } from './support.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    requests: { type: 'string', default: '30' },
  },
});
const requests = Number(values.requests);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they crossed the wire, before any decoding. */
  wire: Buffer;
  ms: number;
}

/** GET with the raw bytes kept (fetch would decode them), timed to the last byte. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            wire: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** What the browser must fetch for the first load, read from the HTML. */
function firstLoad(html: string) {
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const i of m[1]!.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) scripts.add(i[1]!);
  const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"/g)].length;
  const imagePreloads = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="image"/g)].length;
  const data = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1]!.includes('__reactRouterContext'))
    .reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);
  const highPicture = /<img\b[^>]*fetchpriority="high"/.test(html);
  return { scripts: scripts.size, stylesheets, imagePreloads, data, highPicture };
}

/** Median and p95 of `requests` timed GETs; `url(n)` may vary per request (a miss each time). */
async function timings(url: (n: number) => string, headers: Record<string, string>) {
  const ms: number[] = [];
  for (let n = 0; n < requests; n++) ms.push((await get(url(n), headers)).ms);
  ms.sort((a, b) => a - b);
  return `${percentile(ms, 50).toFixed(1)} / ${percentile(ms, 95).toFixed(1)} ms`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first visit's scripts in a browser of its own (nothing cached), with the session's cookie if any. */
async function browserScripts(browser: Browser, path: string, cookie: string) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
  try {
    const [name, value] = cookie.split('=');
    if (name && value) await context.addCookies([{ name, value, url: baseUrl }]);
    const { gzipBytes, scripts } = await firstLoadScripts(await context.newPage(), path);
    const over = gzipBytes / 1024 > FIRST_LOAD_BUDGET_KB ? ', OVER the budget' : '';
    return `${kb(gzipBytes)} gzipped in ${scripts.size} scripts (budget ${FIRST_LOAD_BUDGET_KB} KB${over})`;
  } finally {
    await context.close();
  }
}

const spawned = values.url ? null : await spawnServer({ timeoutMs: 900_000 });
const baseUrl = values.url ?? spawned!.baseUrl;
const browser = await launchBrowser();
try {
  const home = (await get(`${baseUrl}/gz`, {})).wire.toString('utf8');
  const vid = home.match(/href="\/item\/(\d+)"/)?.[1];
  if (!vid) throw new Error('the home page links no item');
  const pages = [
    ['home', '/gz'],
    ['search', `/gz/search/index.html?q=${encodeURIComponent('卫衣')}`],
    ['item', `/item/${vid}`],
  ] as const;
  const sid = await signInDemoBuyer(baseUrl);
  console.log(`server ${baseUrl}; server times are median / p95 of ${requests} requests, one at a time`);
  for (const [who, cookie] of [
    ['guest', ''],
    ['signed-in buyer', sid],
  ] as const) {
    console.log(`\n${who}`);
    for (const [name, path] of pages) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const plain = await get(`${baseUrl}${path}`, headers);
      const br = await get(`${baseUrl}${path}`, { ...headers, 'accept-encoding': 'br' });
      const gzip = await get(`${baseUrl}${path}`, { ...headers, 'accept-encoding': 'gzip' });
      const html = plain.wire.toString('utf8');
      const load = firstLoad(html);
      const encoded = (a: Answer) => `${kb(a.wire.length)} (${a.headers['content-encoding'] ?? 'none'})`;
      console.log(`  ${name.padEnd(7)} ${path}`);
      console.log(
        `    HTML ${kb(plain.wire.length)} as read, ${encoded(br)} with br, ${encoded(gzip)} with gzip; inline data ${kb(load.data)}`,
      );
      console.log(`    first visit's JavaScript in Chromium: ${await browserScripts(browser, path, cookie)}`);
      console.log(
        `    first load: ${load.scripts} script requests, ${load.stylesheets} stylesheets, ${load.imagePreloads} pictures preloaded; a fetchpriority=high picture: ${load.highPicture ? 'yes' : 'no'}`,
      );
      const at = (n: number) => `${baseUrl}${path}${path.includes('?') ? '&' : '?'}bench=${Date.now()}-${n}`;
      const asked = { ...headers, 'accept-encoding': 'br' };
      const cached = cookie ? '' : `from the page cache ${await timings(() => `${baseUrl}${path}`, asked)}, `;
      console.log(`    server time with br: ${cached}rendered ${await timings(at, asked)}`);
    }
  }
} finally {
  await browser.close();
  await spawned?.stop();
}
