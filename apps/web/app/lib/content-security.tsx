import { createContext, useContext } from 'react';

/**
 * The page's Content-Security-Policy nonce: entry.server provides this response's, entry.client the one
 * the page was served with (read from its scripts), so hydration finds the nonce attributes as rendered.
 */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/**
 * Zod probes `new Function` once to pick its fast parser; under the pages' policy (no 'unsafe-eval') the
 * probe fails quietly, yet the browser reports a violation on every page whose forms validate. Set
 * before zod loads, `globalThis.__zod_globalConfig` turns the probe off (zod/v4/core/core.ts documents
 * this for inline scripts); the parser zod then uses is the one the policy left it anyway.
 */
const ZOD_WITHOUT_EVAL = '(globalThis.__zod_globalConfig ??= {}).jitless = true;';

/** Rendered at the top of <head>, before any module script loads zod. */
export function ZodWithoutEval() {
  return (
    <script
      nonce={useNonce()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no outside text
      dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }}
    />
  );
}
