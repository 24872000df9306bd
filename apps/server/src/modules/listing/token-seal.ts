import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals platform tokens at rest (ARCHITECTURE.md "listing"): AES-256-GCM under a key derived from the
 * app secret for this use only, a fresh 12-byte nonce per value; stored as base64url "nonce.tag.cipher".
 * A row read from a dump or a backup without the secret gives nothing usable.
 */
export function createTokenSeal(secret: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'stallhub', 'listing platform tokens', 32));
  return {
    seal(plain: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [nonce, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    /** Throws when the value was altered or sealed under another secret. */
    open(stored: string): string {
      const [nonce, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!nonce || !tag || !sealed) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, nonce);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}
export type TokenSeal = ReturnType<typeof createTokenSeal>;
