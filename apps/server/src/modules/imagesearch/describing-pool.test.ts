import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { createDescribingPool } from './describing-pool.ts';
import { seedPictures } from './evaluation/index.ts';
import { createGarmentEmbedder } from './garment-embedder.ts';
import {
  createHandcraftedEmbedder,
  type ImageEmbedder,
  QUERY_VIEWS,
  STORED_VIEWS,
} from './image-embedder.ts';
import { PictureError } from './picture-bytes.ts';

const pictures = await seedPictures(12);
const garment = createGarmentEmbedder();
const pools: ReturnType<typeof createDescribingPool>[] = [];
const poolOf = (embedder: ImageEmbedder, options?: { threads?: number; queue?: number }) => {
  const pool = createDescribingPool(embedder, options);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

const bitsOf = (vectors: Float32Array[]) => vectors.map((v) => Buffer.from(v.buffer).toString('hex'));

/** The event loop's busy time (ms) while `run` runs: what other requests would have waited behind. */
async function loopBusyDuring(run: () => Promise<unknown>) {
  const before = performance.eventLoopUtilization();
  await run();
  return performance.eventLoopUtilization(before).active;
}

describe('a searched picture is described once, off the event loop, as in the thread', () => {
  it("a picture described on a describing thread has the in-thread descriptors bit for bit (the seed's pictures, both embedders, query and stored views)", async () => {
    for (const embedder of [garment, createHandcraftedEmbedder()]) {
      const pool = poolOf(embedder, { threads: 2 });
      for (const views of [QUERY_VIEWS, STORED_VIEWS])
        for (const picture of pictures)
          expect(bitsOf(await pool.embed(picture.bytes, views))).toEqual(
            bitsOf(await embedder.embed(picture.bytes, views)),
          );
    }
  });

  it('while pictures are described on the pool, the event loop stays free: far less busy than describing them in the thread', async () => {
    const pool = poolOf(garment, { threads: 1 });
    await pool.embed(pictures[0]!.bytes, QUERY_VIEWS);
    const describeAll = (embedder: ImageEmbedder) => async () => {
      for (const picture of pictures) await embedder.embed(picture.bytes, QUERY_VIEWS);
    };
    const inThread = await loopBusyDuring(describeAll(garment));
    const onPool = await loopBusyDuring(describeAll(pool));
    expect(onPool).toBeLessThan(inThread / 2);
  });

  it("past the queue's pictures waiting for a thread, a description is refused at once as busy (503), and those admitted are described", async () => {
    const pool = poolOf(garment, { threads: 1, queue: 2 });
    const asked = pictures.slice(0, 4).map((picture) => pool.embed(picture.bytes, QUERY_VIEWS));
    const answers = await Promise.allSettled(asked);
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const refused = answers[3]!;
    expect(refused.status).toBe('rejected');
    const reason = (refused as PromiseRejectedResult).reason as PictureError;
    expect(reason).toBeInstanceOf(PictureError);
    expect([reason.reason, reason.status]).toEqual(['busy', 503]);
    // The queue drained: the pool describes again.
    expect(await pool.embed(pictures[4]!.bytes, QUERY_VIEWS)).toHaveLength(QUERY_VIEWS.length);
  });

  it("bytes that are no picture reject with the embedder's error, and the thread describes the next one", async () => {
    const pool = poolOf(garment, { threads: 1 });
    await expect(pool.embed(Buffer.from('not a picture'), QUERY_VIEWS)).rejects.toThrow();
    expect(bitsOf(await pool.embed(pictures[1]!.bytes, QUERY_VIEWS))).toEqual(
      bitsOf(await garment.embed(pictures[1]!.bytes, QUERY_VIEWS)),
    );
  });
});
