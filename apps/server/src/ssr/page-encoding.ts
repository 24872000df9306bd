import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Pages compress themselves (decision 073). They are answered from the not-found handler, and
 * @fastify/compress hooks only declared routes (its `onRoute` hook), so every page, cached or not, left
 * uncompressed: 220 KB of HTML for a 30 KB answer.
 */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/** Pages smaller than this go as they are: an encoding's own bytes would outweigh the gain. */
export const PAGE_COMPRESS_THRESHOLD = 1024;

/** Brotli 4 is Cloudflare's and @fastify/compress's choice for answers made per request: near gzip's speed, smaller. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encoding to answer in, from the request's Accept-Encoding (RFC 9110 §12.5.3): brotli, else gzip,
 * else none. A coding the client weighs `q=0` is refused; `*` stands for any coding not named.
 */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** A whole page (a cached one) in the chosen encoding, compressed off the event loop. */
export function encodePage(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === 'br')
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  if (encoding === 'gzip') return gzip(body, { level: GZIP_LEVEL });
  return Promise.resolve(body);
}

/**
 * A streamed page's compressor. Each chunk React writes is flushed at once, so the shell reaches the
 * browser while deferred data is still being read, as it would uncompressed; a flush costs a few bytes.
 */
export function pageCompressor(encoding: Exclude<PageEncoding, 'identity'>): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === 'br')
    return zlib.createBrotliCompress({
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  return zlib.createGzip({ level: GZIP_LEVEL, flush: zlib.constants.Z_SYNC_FLUSH });
}
