import { describe, expect, it } from 'vitest';
import { createSnapshotSaver } from './snapshot-saver.ts';

/** A copy whose unsaved count the test sets; it records its saves. */
function copy(name: string, unsaved: number) {
  const saved: number[] = [];
  const own = {
    name,
    pending: unsaved,
    saved,
    unsaved: () => own.pending,
    catchUp: async () => undefined,
    async save() {
      saved.push(own.pending);
      own.pending = 0;
    },
  };
  return own;
}

describe('when the background process saves a snapshot (decision 094)', () => {
  it('saves a copy built from the database at once, then only after 20,000 changes or 10 minutes with some', async () => {
    let now = 0;
    const built = copy('search copy', Number.POSITIVE_INFINITY);
    const restored = copy('image index', 12);
    const saver = createSnapshotSaver(
      [built, restored],
      () => undefined,
      () => now,
    );

    await saver.saveDue();
    expect(built.saved).toEqual([Number.POSITIVE_INFINITY]);
    expect(restored.saved).toEqual([]);

    built.pending = 19_999;
    now = 9 * 60_000;
    await saver.saveDue();
    expect(built.saved).toHaveLength(1);

    built.pending = 20_000;
    await saver.saveDue();
    expect(built.saved).toEqual([Number.POSITIVE_INFINITY, 20_000]);

    now = 10 * 60_000;
    await saver.saveDue();
    expect(restored.saved).toEqual([12]);
    // Nothing new: no save however long it has been.
    now = 60 * 60_000;
    await saver.saveDue();
    expect(restored.saved).toEqual([12]);
  });

  it('saves whatever is unsaved when the process closes', async () => {
    const restored = copy('image index', 3);
    const idle = copy('search copy', 0);
    const saver = createSnapshotSaver(
      [restored, idle],
      () => undefined,
      () => 0,
    );
    await saver.saveDue({ all: true });
    expect(restored.saved).toEqual([3]);
    expect(idle.saved).toEqual([]);
  });
});
