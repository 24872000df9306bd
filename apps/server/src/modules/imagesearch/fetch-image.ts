import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import {
  IMAGE_FETCH_MAX_REDIRECTS,
  IMAGE_FETCH_TIMEOUT_MS,
  IMAGE_SEARCH_MAX_BYTES,
} from '@stallhub/contracts';
import ipaddr from 'ipaddr.js';
import { PictureError } from './picture-bytes.ts';

/** ::/96, IPv4-compatible IPv6 (RFC 4291 §2.5.5.1, deprecated), which ipaddr.js's table leaves as unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Whether an image address may reach this address (issue 15 point 3, issue 27): only what ipaddr.js's
 * maintained table of special-purpose ranges (IANA's registries) calls plain `unicast`; this machine,
 * private networks, link local (the cloud metadata service at 169.254.169.254), carrier NAT, documentation,
 * benchmarking, 6to4, Teredo, NAT64, discard, multicast and reserved ranges are all something else. An
 * IPv4-mapped IPv6 address is judged by the IPv4 address inside it.
 */
export function isPublicAddress(address: string): boolean {
  if (!net.isIP(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  return v6.range() === 'unicast' && !v6.match(IPV4_COMPATIBLE);
}

export interface ImageFetcher {
  fetch(url: string): Promise<Buffer>;
}

/**
 * Fetches an image address for image search: http(s) only, every address the name resolves to checked
 * by `reachable` (public addresses only, unless a test lets its own server in) and the connection pinned to the address checked (no second lookup to rebind), each
 * redirect checked the same way (at most 3), the whole fetch within 5 s and 4096 KB.
 */
export function createImageFetcher(
  options: { reachable?: (address: string) => boolean; timeoutMs?: number } = {},
): ImageFetcher {
  const reachable = options.reachable ?? isPublicAddress;
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
    if (found.some((a) => !reachable(a.address))) throw new PictureError('privateAddress');
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
