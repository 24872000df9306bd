import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { serverI18n } from './i18n/server-i18n.ts';
import { I18nProvider } from './i18n/use-t.ts';
import { NonceProvider } from './lib/content-security.tsx';
import { isLanguage } from './routing/locale.ts';

export const streamTimeout = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const rootData = routerContext.staticHandlerContext.loaderData.root as { lang?: string } | undefined;
  const lang = isLanguage(rootData?.lang) ? rootData.lang : 'cn';
  const i18n = await serverI18n(lang);
  // Crawlers get the whole page at once; people get it streamed.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';
  // The page's Content-Security-Policy admits inline scripts by this nonce only (docs/decisions/033):
  // NonceProvider hands it to the root layout's scripts and links, ServerRouter to its streamed data,
  // React to its own streaming scripts.
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>
      </I18nProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
