import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthTestApp } from '../../testing/http-calls.ts';
import type { TestApp } from '../../testing/test-app.ts';

// The stored files under /storage/ (pictures, crops, picture packages): what is stored is served with its
// long caching, and no path reaches outside the storage folder, however it is spelled.
describe('stored files', () => {
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-stored-files-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dataDir, 'storage/items/pool'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'storage/items/pool/coat_400.webp'), 'a stored picture');
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'outside the storage');
    t = await openAuthTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ url });

  it('serves a stored file with its bytes, type and immutable caching, and HEAD without the body', async () => {
    const picture = await get('/storage/items/pool/coat_400.webp');
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toBe('a stored picture');
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    const head = await t.app.inject({ method: 'HEAD', url: '/storage/items/pool/coat_400.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers 404 for a key that is not stored, and for the storage folder itself', async () => {
    expect((await get('/storage/items/pool/none_400.webp')).statusCode).toBe(404);
    expect((await get('/storage/items/pool/')).statusCode).toBe(404);
  });

  it('never serves a file outside the storage folder', async () => {
    for (const url of [
      '/storage/../secret.txt',
      '/storage/items/../../secret.txt',
      '/storage/%2e%2e/secret.txt',
      '/storage/items/%2e%2e/%2e%2e/secret.txt',
      '/storage/items//pool/coat_400.webp/../../../secret.txt',
      '/storage/..%2fsecret.txt',
      '/storage/items\\..\\..\\secret.txt',
    ]) {
      const answer = await get(url);
      expect(answer.body, url).not.toContain('outside the storage');
      expect([400, 403, 404], url).toContain(answer.statusCode);
    }
  });
});
