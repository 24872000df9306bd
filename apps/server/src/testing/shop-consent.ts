// The seller's side of a shop authorisation on the platform sandbox, for tests and benchmarks (not a test).

/**
 * The seller on the platform's authorise page at `consentUrl` picks `shopId` and allows the app; answers
 * the callback address the browser is sent back to. The page's form posts to `decide` beside it.
 */
export async function sellerAllows(consentUrl: string, shopId: string): Promise<URL> {
  const page = await (await fetch(consentUrl)).text();
  const request = /name="request" value="([^"]+)"/.exec(page)?.[1];
  if (!request) throw new Error(`no consent form at ${consentUrl}`);
  const decided = await fetch(new URL('decide', consentUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, shop: shopId, decision: 'allow' }),
    redirect: 'manual',
  });
  return new URL(decided.headers.get('location')!);
}
