import { describe, expect, it } from 'vitest';
import { catchUpOneAtATime } from './catch-up.ts';

/** Lets every promise already settled run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a copy catches up one look at a time', () => {
  it('a call during a look waits for a look that starts after it, which every such call shares', async () => {
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const catchUp = catchUpOneAtATime(async () => {
      started.push(started.length + 1);
      await new Promise<void>((resolve) => finish.push(resolve));
    });
    const first = catchUp();
    await settle();
    expect(started).toEqual([1]);
    // Writes committed now are not surely seen by look 1, already under way: both wait for look 2.
    const second = catchUp();
    const third = catchUp();
    expect(second).toBe(third);
    finish.shift()!();
    await first;
    await settle();
    expect(started).toEqual([1, 2]);
    finish.shift()!();
    await second;
    expect(started).toEqual([1, 2]);
  });

  it('a failed look fails its callers only: the next call looks again', async () => {
    let fail = true;
    const catchUp = catchUpOneAtATime(async () => {
      if (fail) throw new Error('the database went away');
    });
    await expect(catchUp()).rejects.toThrow('the database went away');
    fail = false;
    await expect(catchUp()).resolves.toBeUndefined();
  });
});
