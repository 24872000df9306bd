import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BlockList } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageFetcher, isBlocked, privateRanges } from './fetch-image.ts';
import { PictureError } from './picture-bytes.ts';

// A local server plays the outside world. The fetcher under test blocks the private ranges except
// loopback (where this server listens), so a redirect from it to a private address is what is refused.
let server: http.Server;
let base = '';
const hops = new Map<string, (res: http.ServerResponse) => void>();

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#393' } })
    .jpeg()
    .toBuffer();
  hops.set('/ok.jpg', (res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
  hops.set('/to-private', (res) => res.writeHead(302, { location: 'http://10.0.0.7/a.jpg' }).end());
  hops.set('/to-metadata', (res) => res.writeHead(301, { location: 'http://169.254.169.254/a.jpg' }).end());
  hops.set('/to-v6-loopback', (res) => res.writeHead(302, { location: 'http://[::1]/a.jpg' }).end());
  hops.set('/loop', (res) => res.writeHead(302, { location: '/loop' }).end());
  hops.set('/huge.jpg', (res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    res.end(Buffer.alloc(5 * 1024 * 1024, 0xff));
  });
  hops.set('/slow.jpg', (res) => setTimeout(() => res.writeHead(200).end(jpeg), 2000));
  server = http.createServer((req, res) => (hops.get(req.url ?? '') ?? ((r) => r.writeHead(404).end()))(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The private ranges minus 127.0.0.0/8, so the test server is reachable and everything else is not. */
function rangesButLoopback(): BlockList {
  const list = new BlockList();
  for (const [n, p] of [
    ['10.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const)
    list.addSubnet(n, p, 'ipv4');
  list.addSubnet('::1', 128, 'ipv6');
  return list;
}

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof PictureError ? error.reason : String(error)),
  );

describe('image address fetch', () => {
  const fetcher = createImageFetcher({ blocked: rangesButLoopback(), timeoutMs: 500 });

  it('fetches a public picture', async () => {
    const bytes = await fetcher.fetch(`${base}/ok.jpg`);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('a redirect to a private, metadata or IPv6 loopback address is refused', async () => {
    expect(await reason(fetcher.fetch(`${base}/to-private`))).toBe('privateAddress');
    expect(await reason(fetcher.fetch(`${base}/to-metadata`))).toBe('privateAddress');
    expect(await reason(fetcher.fetch(`${base}/to-v6-loopback`))).toBe('privateAddress');
  });

  it('more than 3 redirects are refused', async () => {
    expect(await reason(fetcher.fetch(`${base}/loop`))).toBe('tooManyRedirects');
  });

  it('a body over 4096 KB is refused as too large', async () => {
    expect(await reason(fetcher.fetch(`${base}/huge.jpg`))).toBe('tooLarge');
  });

  it('a server slower than the time limit is refused', async () => {
    expect(await reason(fetcher.fetch(`${base}/slow.jpg`))).toBe('fetchTimeout');
  });

  it('the default ranges refuse loopback, private, link-local and mapped addresses', async () => {
    const ranges = privateRanges();
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.0.0.1',
      '172.20.1.1',
      '192.168.0.9',
      '169.254.169.254',
      '::ffff:10.0.0.1',
      'fd00::1',
      'fe80::1',
    ])
      expect(isBlocked(address, ranges), address).toBe(true);
    for (const address of ['93.184.216.34', '2606:2800:220:1::1'])
      expect(isBlocked(address, ranges), address).toBe(false);
    const strict = createImageFetcher();
    expect(await reason(strict.fetch(`${base}/ok.jpg`))).toBe('privateAddress');
  });
});
