import { describe, expect, it } from 'vitest';
import { batchLineAtFault, batchLineMessage } from './batch-line.ts';

describe('a batch refusal names its line', () => {
  it('reads back the line the server named, with the reason alone', () => {
    expect(
      batchLineAtFault(batchLineMessage('items', 2, 'This colour and size combination is not sold')),
    ).toEqual({
      index: 2,
      reason: 'This colour and size combination is not sold',
    });
  });

  it('reads the line of an input check on one of its fields', () => {
    expect(batchLineAtFault('lines.0.amount: digits only, 1 to 999')).toEqual({
      index: 0,
      reason: 'digits only, 1 to 999',
    });
  });

  it('finds no line in a refusal about the whole call', () => {
    expect(batchLineAtFault('items: at most 100')).toBeNull();
    expect(batchLineAtFault('Please sign in')).toBeNull();
  });
});
