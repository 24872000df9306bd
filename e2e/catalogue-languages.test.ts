import type { Language } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { hydrated, screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

/** Han, kana and hangul. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

// Issue 16 point 4: a German, Thai or Japanese buyer reads the goods in their language, at desktop and
// phone widths, where long German compounds and Thai titles must still fit.
describe('a buyer reads the catalogue in their language', () => {
  const journey = useJourney();

  it.each(['de', 'th', 'ja'] as Language[])(
    'in %s: search results and an item page with its title, colours and sizes in that language',
    async (lang) => {
      await journey.page.goto(`/${lang}/gz/search/index.html`);
      if (lang === 'de') {
        // Signed in from the first language on: the item page then shows prices in the SKU table too.
        expect(await signInAsDemoBuyer(journey.page)).toBe(200);
        await journey.page.reload();
      }
      await hydrated(journey.page);
      const first = journey.page.locator('[data-testid="search-results"] > li').first();
      const title = (await first.locator('h3').textContent())!.trim();
      if (lang !== 'ja') expect(title).not.toMatch(CJK);
      const colours = await journey.page.locator('[data-testid="facet-color"] a').allTextContents();
      expect(colours.length).toBeGreaterThan(0);
      if (lang !== 'ja') for (const colour of colours) expect(colour).not.toMatch(CJK);
      await first.locator('h3 a').click();
      await journey.page.waitForURL('**/item/**');
      await expect.poll(() => journey.page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      const cells = await journey.page.locator('[data-testid="sku-table"] tbody td').allTextContents();
      if (lang !== 'ja') expect(cells.join(' ')).not.toMatch(CJK);
      await screenshot(journey.page, `catalogue-languages-${lang}-desktop`);

      const phone = await openPhone(journey, { signedIn: true });
      for (const path of [`/${lang}/gz/search/index.html`, new URL(journey.page.url()).pathname]) {
        await phone.page.goto(path);
        await hydrated(phone.page);
        expect(await phoneLayoutFaults(phone.page), path).toEqual([]);
      }
      await screenshot(phone.page, `catalogue-languages-${lang}-phone`);
      await phone.close();
      expect(journey.errors).toEqual([]);
    },
  );
});
