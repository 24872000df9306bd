import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  IMAGE_SEARCH_CONTENT_TYPES,
  IMAGE_SEARCH_DIRECTORY,
  IMAGE_SEARCH_KEY_PREFIX,
  IMAGE_SEARCH_MAX_BYTES,
  IMAGE_SEARCH_NAME_LENGTH,
  IMAGE_SEARCH_POLICY_SECONDS,
} from '@stallhub/contracts';

/** The access key id the local storage names itself by in policies (OSS's OSSAccessKeyId). */
export const LOCAL_ACCESS_KEY_ID = 'stallhub-local';
const NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

interface PolicyDocument {
  expiration: string;
  conditions: unknown[];
}

/** Why a posted upload is refused; each has its message and HTTP status (storage-routes.ts). */
export type PolicyRefusal = 'policyInvalid' | 'policyExpired' | 'keyMismatch';

/**
 * S3/OSS-style POST policies for picture uploads (spec 3 §7): a base64 JSON document of the expiry and
 * conditions (the exact key, the size range, the picture types), signed with HMAC-SHA1 of our secret.
 */
export function createUploadPolicies(secret: Buffer, now: () => Date = () => new Date()) {
  const sign = (policy: string) => createHmac('sha1', secret).update(policy).digest('base64');

  return {
    issue() {
      let fileName = '';
      for (let i = 0; i < IMAGE_SEARCH_NAME_LENGTH; i++)
        fileName += NAME_ALPHABET[randomInt(NAME_ALPHABET.length)];
      const key = `${IMAGE_SEARCH_DIRECTORY}${IMAGE_SEARCH_KEY_PREFIX}${fileName}`;
      const expire = new Date(now().getTime() + IMAGE_SEARCH_POLICY_SECONDS * 1000).toISOString();
      const document: PolicyDocument = {
        expiration: expire,
        conditions: [
          ['eq', '$key', key],
          ['content-length-range', 1, IMAGE_SEARCH_MAX_BYTES],
          ['in', '$Content-Type', [...IMAGE_SEARCH_CONTENT_TYPES]],
        ],
      };
      const policy = Buffer.from(JSON.stringify(document)).toString('base64');
      return { fileName, key, policy, signature: sign(policy), expire, accessKeyId: LOCAL_ACCESS_KEY_ID };
    },

    /** The key a posted form may write, or why it may not: signature, then expiry, then the key. */
    check(form: { key?: string; policy?: string; signature?: string }): { key: string } | PolicyRefusal {
      if (!form.policy || !form.signature || !form.key) return 'policyInvalid';
      const expected = Buffer.from(sign(form.policy));
      const given = Buffer.from(form.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'policyInvalid';
      let document: PolicyDocument;
      try {
        document = JSON.parse(Buffer.from(form.policy, 'base64').toString('utf8')) as PolicyDocument;
      } catch {
        return 'policyInvalid';
      }
      if (!(new Date(document.expiration).getTime() > now().getTime())) return 'policyExpired';
      const keyRule = document.conditions.find(
        (c): c is [string, string, string] => Array.isArray(c) && c[0] === 'eq' && c[1] === '$key',
      );
      if (!keyRule || keyRule[2] !== form.key) return 'keyMismatch';
      return { key: form.key };
    },
  };
}

export type UploadPolicies = ReturnType<typeof createUploadPolicies>;
