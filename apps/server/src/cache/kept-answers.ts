import { LRUCache } from 'lru-cache';
import type { DropWhen } from '../signals/site-signals.ts';

/**
 * Answers kept by key for `ttlMs`, at most `max` of them (the least recently used dropped first), for
 * readings of data that is itself kept for minutes. Concurrent callers share one read; a failed read is
 * not kept. Callers share an answer and must leave it as given. All are dropped at once when `dropWhen`
 * says the data they read changed.
 */
export function keptAnswers<T extends object>(options: { max: number; ttlMs: number; dropWhen?: DropWhen }) {
  const kept = new LRUCache<string, Promise<T>>({ max: options.max, ttl: options.ttlMs });
  options.dropWhen?.(() => kept.clear());
  return (key: string, read: () => Promise<T>): Promise<T> => {
    let answer = kept.get(key);
    if (!answer) {
      answer = read();
      kept.set(key, answer);
      answer.catch(() => kept.delete(key));
    }
    return answer;
  };
}
