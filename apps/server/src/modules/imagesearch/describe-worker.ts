// A describing thread of the pool in describing-pool.ts: it builds the pool's embedder and answers each
// picture's descriptors, so the pixel loops never hold the web process's event loop (decision 095).
import { parentPort, workerData } from 'node:worker_threads';
import type { DescribeAnswer, DescribeJob } from './describing-pool.ts';
import { embedderOfVersion } from './embedders.ts';

const embedder = embedderOfVersion((workerData as { version: string }).version);
const port = parentPort!;

port.on('message', async ({ bytes, views }: DescribeJob) => {
  let answer: DescribeAnswer;
  try {
    answer = { vectors: await embedder.embed(bytes, views) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer, 'vectors' in answer ? answer.vectors.map((v) => v.buffer as ArrayBuffer) : []);
});
