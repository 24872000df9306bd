import { describe, expect, it, vi } from 'vitest';
import { oneProcessSignals } from '../signals/site-signals.ts';
import { keptAnswers } from './kept-answers.ts';

describe('answers kept by key', () => {
  it('reads a key once while it is kept, and each key on its own', async () => {
    const kept = keptAnswers<string[]>({ max: 10, ttlMs: 60_000 });
    const read = vi.fn(async () => ['羽绒服']);
    const [a, b] = await Promise.all([kept('gz|羽', read), kept('gz|羽', read)]);
    expect(a).toBe(b);
    await kept('gz|羽', read);
    expect(read).toHaveBeenCalledTimes(1);
    await kept('hz|羽', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again once the time is up', async () => {
    const kept = keptAnswers<string[]>({ max: 10, ttlMs: 20 });
    const read = vi.fn(async () => []);
    await kept('gz|卫', read);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await kept('gz|卫', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps at most max keys, dropping the least recently used', async () => {
    const kept = keptAnswers<string[]>({ max: 2, ttlMs: 60_000 });
    const read = vi.fn(async () => []);
    await kept('a', read);
    await kept('b', read);
    await kept('a', read);
    await kept('c', read);
    await kept('a', read);
    expect(read).toHaveBeenCalledTimes(3);
    await kept('b', read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failed read', async () => {
    const kept = keptAnswers<string[]>({ max: 10, ttlMs: 60_000 });
    const read = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(['t恤']);
    await expect(kept('gz|t', read)).rejects.toThrow('database gone');
    await expect(kept('gz|t', read)).resolves.toEqual(['t恤']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads every key again once the signal they hang on is heard', async () => {
    const signals = oneProcessSignals();
    const kept = keptAnswers<string[]>({ max: 10, ttlMs: 60_000, dropWhen: signals.when('reference') });
    const read = vi.fn(async () => []);
    await kept('gz|羽', read);
    await kept('hz|羽', read);
    await signals.publish('reference');
    await kept('gz|羽', read);
    await kept('hz|羽', read);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
