import { BATCH_PLATFORM_ID, CODE, type ListingChannel } from '@stallhub/contracts';
import type { Page } from 'playwright-core';

/**
 * Forgets the signed-in buyer's remembered tool for one platform. The journeys share one demo buyer whose
 * listing choices hold on every device (decision 072), so a journey that expects the tool dialog starts
 * from none, whatever an earlier journey remembered.
 */
export async function forgetListingChoice(page: Page, platform: ListingChannel): Promise<void> {
  const body = { channelId: String(BATCH_PLATFORM_ID[platform]), toolId: '1', remember: 'false' };
  const answer = await page.evaluate(async (form) => {
    const response = await fetch('/apic/v3/itemupload/saveChoose', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    return (await response.json()) as { code: number };
  }, body);
  if (answer.code !== CODE.ok)
    throw new Error(`forgetting ${platform}'s listing choice answered ${answer.code}`);
}
