import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { IMAGE_SEARCH_DESCRIBING_QUEUE, IMAGE_SEARCH_DESCRIBING_THREADS } from '@stallhub/contracts';
import type { ImageEmbedder, ImageView } from './image-embedder.ts';
import { PictureError } from './picture-bytes.ts';

/** What a describing thread is sent: the picture's bytes (its own copy, moved) and the views to describe. */
export interface DescribeJob {
  bytes: Uint8Array;
  views: ImageView[];
}
/** What it answers: the views' descriptors, or the message of the embedder's error. */
export type DescribeAnswer = { vectors: Float32Array[] } | { error: string };

interface Waiting {
  job: DescribeJob;
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Waiting | null;
}

/** A core for each thread, less the web thread's own: at least one, at most IMAGE_SEARCH_DESCRIBING_THREADS. */
export const describingThreads = () =>
  Math.max(1, Math.min(IMAGE_SEARCH_DESCRIBING_THREADS, os.availableParallelism() - 1));

/**
 * Where the server bundle put the compiled describe-worker.js, relative to this source file (bundle/
 * server-bundle.ts defines it; the bundle names modules by their source, and may be moved with its tree).
 */
declare const DESCRIBE_WORKER_FROM_SOURCE: string | undefined;

/**
 * A describing thread: the compiled server's describe-worker.js, or else (tests, `npm run dev`) the source,
 * through tsx's own loader, since Node 20 hands a worker thread none of its parent's.
 */
function startWorker(version: string): Worker {
  const options = { workerData: { version } };
  const worker =
    typeof DESCRIBE_WORKER_FROM_SOURCE === 'string'
      ? new Worker(new URL(DESCRIBE_WORKER_FROM_SOURCE, import.meta.url), options)
      : new Worker(
          `require(${JSON.stringify(createRequire(import.meta.url).resolve('tsx/cjs'))});
           require(${JSON.stringify(fileURLToPath(new URL('./describe-worker.ts', import.meta.url)))});`,
          { ...options, eval: true },
        );
  // An idle thread does not keep a process alive (a test's, a command's): the server's socket does.
  worker.unref();
  return worker;
}

/**
 * `embedder`'s descriptions made on worker threads (decision 095), bit for bit the same: a buyer's picture is
 * decoded and its pixels looped off the event loop, so other requests are answered meanwhile. Threads start
 * on first use; a picture waits for a free one, and past `queue` waiting a description is refused at once as
 * busy (PictureError 'busy', HTTP 503) rather than queued without end.
 */
export function createDescribingPool(
  embedder: ImageEmbedder,
  options: { threads?: number; queue?: number } = {},
): ImageEmbedder & { close(): Promise<void> } {
  const most = options.threads ?? describingThreads();
  const queue = options.queue ?? IMAGE_SEARCH_DESCRIBING_QUEUE;
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  const waiting: Waiting[] = [];

  const run = (thread: Thread, next: Waiting) => {
    thread.job = next;
    thread.worker.postMessage(next.job, [next.job.bytes.buffer as ArrayBuffer]);
  };
  const free = (thread: Thread) => {
    thread.job = null;
    const next = waiting.shift();
    if (next) run(thread, next);
    else idle.push(thread);
  };
  /** A thread that failed is dropped, its picture refused with its error; a waiting one gets a new thread. */
  const lost = (thread: Thread, error: Error) => {
    if (!threads.delete(thread)) return;
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
    thread.job?.reject(error);
    const next = waiting.shift();
    if (next) run(start(), next);
  };
  const start = (): Thread => {
    const thread: Thread = { worker: startWorker(embedder.version), job: null };
    threads.add(thread);
    thread.worker.on('message', (answer: DescribeAnswer) => {
      const job = thread.job;
      free(thread);
      if ('error' in answer) job?.reject(new Error(answer.error));
      else job?.resolve(answer.vectors);
    });
    thread.worker.on('error', (error) => lost(thread, error));
    thread.worker.on('exit', (code) => lost(thread, new Error(`describing thread exited (${code})`)));
    return thread;
  };

  return {
    version: embedder.version,
    dimensions: embedder.dimensions,
    embed(bytes, views = [{}]) {
      return new Promise((resolve, reject) => {
        // A copy of its own to move to the thread: the caller's buffer may be a slice of a shared one.
        const next: Waiting = { job: { bytes: new Uint8Array(bytes), views: [...views] }, resolve, reject };
        const thread = idle.pop() ?? (threads.size < most ? start() : null);
        if (thread) run(thread, next);
        else if (waiting.length < queue) waiting.push(next);
        else reject(new PictureError('busy', 503));
      });
    },
    async close() {
      const all = [...threads];
      threads.clear();
      idle.length = 0;
      for (const next of waiting.splice(0)) next.reject(new PictureError('busy', 503));
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
}
