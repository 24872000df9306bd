import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageFetcher, isPublicAddress } from './fetch-image.ts';
import { PictureError } from './picture-bytes.ts';

// A local server plays the outside world. The fetcher under test reaches public addresses and 127.0.0.1
// (where this server listens) alone, so a redirect from it to any other special address is what is refused.
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
  for (const [name, address] of [
    ['v4-mapped', '[::ffff:10.0.0.7]'],
    ['v4-compatible', '[::10.0.0.7]'],
    ['6to4', '[2002:a00:7::1]'],
    ['documentation', '192.0.2.7'],
    ['nat64', '[64:ff9b::a00:7]'],
  ])
    hops.set(`/to-${name}`, (res) => res.writeHead(302, { location: `http://${address}/a.jpg` }).end());
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

/** Public addresses and the test server's own. */
const publicOrTestServer = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof PictureError ? error.reason : String(error)),
  );

describe('image address fetch', () => {
  const fetcher = createImageFetcher({ reachable: publicOrTestServer, timeoutMs: 500 });

  it('fetches a public picture', async () => {
    const bytes = await fetcher.fetch(`${base}/ok.jpg`);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('a redirect to a private, metadata or IPv6 loopback address is refused', async () => {
    expect(await reason(fetcher.fetch(`${base}/to-private`))).toBe('privateAddress');
    expect(await reason(fetcher.fetch(`${base}/to-metadata`))).toBe('privateAddress');
    expect(await reason(fetcher.fetch(`${base}/to-v6-loopback`))).toBe('privateAddress');
  });

  it('a redirect to an IPv4-mapped, IPv4-compatible, 6to4, documentation or NAT64 address is refused', async () => {
    for (const hop of ['v4-mapped', 'v4-compatible', '6to4', 'documentation', 'nat64'])
      expect(await reason(fetcher.fetch(`${base}/to-${hop}`)), hop).toBe('privateAddress');
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

  it('only plain unicast addresses are public: every special-purpose range is refused', async () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.0.0.1',
      '172.20.1.1',
      '192.168.0.9',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '240.0.0.1',
      '198.18.0.1',
      // The ranges the hand-written list missed (issue 27).
      '::',
      '::a00:1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:0:a00:1',
      '2002:a00:1::1',
      '2002:7f00:1::1',
      '192.0.2.1',
      '198.51.100.1',
      '203.0.113.1',
      '100::1',
      '100::ffff:ffff:ffff:ffff',
      '2001::1',
      '2001:1ff:ffff::1',
      '2001:db8::1',
      '64:ff9b::a00:1',
      'fd00::1',
      'fe80::1',
      'fec0::1',
      'ff02::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '::ffff:8.8.8.8',
      '2606:2800:220:1::1',
      '2a00:1450:4001::1',
    ])
      expect(isPublicAddress(address), address).toBe(true);
    const strict = createImageFetcher();
    expect(await reason(strict.fetch(`${base}/ok.jpg`))).toBe('privateAddress');
  });
});
