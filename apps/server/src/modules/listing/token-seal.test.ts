import { describe, expect, it } from 'vitest';
import { createTokenSeal } from './token-seal.ts';

describe('platform tokens sealed at rest (AES-GCM, key from APP_SECRET)', () => {
  const seal = createTokenSeal(Buffer.from('a-secret-of-at-least-thirty-two-characters'));

  it('opens what it sealed, and never stores the token in clear', () => {
    const sealed = seal.seal('access-token-123');
    expect(sealed).not.toContain('access-token-123');
    expect(seal.open(sealed)).toBe('access-token-123');
    expect(seal.seal('access-token-123')).not.toBe(sealed);
  });

  it('refuses an altered value and a value sealed under another secret', () => {
    const sealed = seal.seal('access-token-123');
    const [nonce, tag, body] = sealed.split('.');
    const flipped = `${nonce}.${tag}.${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => seal.open(flipped)).toThrow();
    expect(() =>
      createTokenSeal(Buffer.from('another-secret-of-at-least-32-characters')).open(sealed),
    ).toThrow();
  });
});
