import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SearchPage } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { hydrated, screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Spec 2 §2 /batchDownload and §7 PicMaker (decision 058): a buyer goes from the item page's upload box
// to the download page, chooses pictures of two items and gets one zip of exactly those.

/** The names in a zip, in its order. */
const zipNames = (bytes: Buffer) =>
  new Promise<string[]>((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });

describe('a buyer downloads the pictures of items as one package', () => {
  const journey = useJourney();
  let vids: string[] = [];

  it('sends a guest to sign in with the way back', async () => {
    const { page } = journey;
    const results = (await (await fetch(`${journey.baseUrl}/apif/searchPage?city=gz&pageSize=20`)).json())
      .data as SearchPage;
    vids = results.list.slice(0, 2).map((card) => card.vid);
    await page.goto(`/batchDownload?vids=${vids.join(',')}`);
    expect(new URL(page.url()).pathname).toBe('/login.html');
    // The way back may carry the comma encoded: the page reads it either way.
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('reurl')!)).toBe(
      `/batchDownload?vids=${vids.join(',')}`,
    );
  });

  it("reaches the page from the item page's picture download link", async () => {
    const { page } = journey;
    expect(await signInAsDemoBuyer(page)).toBe(200);
    await page.goto(`/item/${vids[0]}`);
    await hydrated(page);
    await page.getByTestId('download-pictures').click();
    await page.waitForURL(`**/batchDownload?vid=${vids[0]}`);
    await expect(page.getByTestId('download-item').count()).resolves.toBe(1);
  });

  it('packs exactly the chosen pictures of two items into one zip', async () => {
    const { page } = journey;
    await page.goto(`/batchDownload?vids=${vids.join(',')}`);
    await hydrated(page);
    await expect(page.getByTestId('download-item').count()).resolves.toBe(2);
    const choices = page.getByTestId('picture-choice');
    const total = await choices.count();
    expect(total).toBeGreaterThan(2);
    await choices.nth(1).uncheck();
    await screenshot(page, 'picture-download-1-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-package').click(),
    ]);
    await expect.poll(() => page.getByTestId('notice').textContent()).toBe('开始下载图片');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'picture-download-')), 'package.zip');
    await download.saveAs(file);
    const names = await zipNames(fs.readFileSync(file));
    const pictures = names.filter((name) => name.endsWith('.jpg'));
    expect(pictures).toHaveLength(total - 1);
    expect(new Set(names.map((name) => name.split('/')[0])).size).toBe(2);
    await page.getByTestId('package-ready').waitFor();
    await screenshot(page, 'picture-download-2-ready');
  });

  it('lays the page out on a phone', async () => {
    const phone = await openPhone(journey, { signedIn: true });
    try {
      await phone.page.goto(`/batchDownload?vids=${vids.join(',')}`);
      await hydrated(phone.page);
      await screenshot(phone.page, 'picture-download-3-phone');
      expect(await phoneLayoutFaults(phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
    expect(journey.errors).toEqual([]);
  });
});
