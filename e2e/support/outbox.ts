import type { Page } from 'playwright-core';

type OutboxEntry = { channel: string; recipient: string; subject: string | null; body: string };

/** The newest message to a recipient in the local outbox (no SMS or mail provider is configured here). */
export async function newestTo(page: Page, recipient: string) {
  const entries = (await (await page.request.get('/dev/outbox.json')).json()).data as OutboxEntry[];
  return entries.find((e) => e.recipient === recipient);
}

/** A JSON POST from the page, answering the envelope. */
export const postFrom = (page: Page, url: string, body: Record<string, unknown>) =>
  page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { code: number; data: unknown };
    },
    { url, body },
  );
