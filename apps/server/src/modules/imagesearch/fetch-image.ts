import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net, { BlockList } from 'node:net';
import {
  IMAGE_FETCH_MAX_REDIRECTS,
  IMAGE_FETCH_TIMEOUT_MS,
  IMAGE_SEARCH_MAX_BYTES,
} from '@stallhub/contracts';
import { PictureError } from './picture-bytes.ts';

/**
 * Addresses an image address may never reach (issue 15 point 3): this machine, private networks, link
 * local (with the cloud metadata service at 169.254.169.254), carrier NAT, multicast and reserved ranges.
 */
export function privateRanges(): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const)
    list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
    ['64:ff9b::', 96],
    ['2001:db8::', 32],
  ] as const)
    list.addSubnet(network, prefix, 'ipv6');
  return list;
}

/** True when the address (v4, v6, or v4 mapped in v6) falls in `blocked`. */
export function isBlocked(address: string, blocked: BlockList): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  return family === null || blocked.check(address, family);
}

export interface ImageFetcher {
  fetch(url: string): Promise<Buffer>;
}

/**
 * Fetches an image address for image search: http(s) only, every address the name resolves to checked
 * against `blocked` and the connection pinned to the address checked (no second lookup to rebind), each
 * redirect checked the same way (at most 3), the whole fetch within 5 s and 4096 KB.
 */
export function createImageFetcher(options: { blocked?: BlockList; timeoutMs?: number } = {}): ImageFetcher {
  const blocked = options.blocked ?? privateRanges();
  const timeoutMs = options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS;

  async function addressOf(hostname: string): Promise<{ address: string; family: number }> {
    const bare = hostname.replace(/^\[|\]$/g, '');
    const found = net.isIP(bare)
      ? [{ address: bare, family: net.isIP(bare) }]
      : await dns.lookup(bare, { all: true }).catch(() => {
          throw new PictureError('fetchFailed');
        });
    if (found.length === 0) throw new PictureError('fetchFailed');
    // Every address must pass: a name with one public and one private address is refused.
    if (found.some((a) => isBlocked(a.address, blocked))) throw new PictureError('privateAddress');
    return found[0]!;
  }

  function get(url: URL, pinned: { address: string; family: number }, signal: AbortSignal) {
    return new Promise<{ redirect?: string; body?: Buffer }>((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.get(
        url,
        {
          signal,
          headers: { accept: 'image/*', 'user-agent': 'Stallhub-ImageSearch/1' },
          lookup: (_host, _opts, callback) =>
            (callback as (e: null, a: string, f: number) => void)(null, pinned.address, pinned.family),
        },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400 && response.headers.location) {
            response.resume();
            return resolve({ redirect: response.headers.location });
          }
          if (status !== 200) {
            response.resume();
            return reject(new PictureError('fetchFailed'));
          }
          if (Number(response.headers['content-length'] ?? 0) > IMAGE_SEARCH_MAX_BYTES) {
            response.destroy();
            return reject(new PictureError('tooLarge', 413));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > IMAGE_SEARCH_MAX_BYTES) {
              response.destroy();
              reject(new PictureError('tooLarge', 413));
            } else chunks.push(chunk);
          });
          response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
          response.on('error', () => reject(new PictureError('fetchFailed')));
        },
      );
      request.on('error', (error) =>
        reject(
          error instanceof PictureError
            ? error
            : new PictureError(signal.aborted ? 'fetchTimeout' : 'fetchFailed'),
        ),
      );
    });
  }

  return {
    async fetch(address) {
      const signal = AbortSignal.timeout(timeoutMs);
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        throw new PictureError('badAddress');
      }
      for (let hop = 0; ; hop++) {
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PictureError('badAddress');
        if (url.username || url.password) throw new PictureError('badAddress');
        const pinned = await addressOf(url.hostname);
        const answer = await get(url, pinned, signal);
        if (answer.body) return answer.body;
        if (hop >= IMAGE_FETCH_MAX_REDIRECTS) throw new PictureError('tooManyRedirects');
        url = new URL(answer.redirect!, url);
      }
    },
  };
}
