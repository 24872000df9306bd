import {
  ApiError,
  type City,
  IMAGE_SEARCH_UPLOAD_TYPE,
  type UploadToken,
  uploadImageRoute,
  uploadTokenRoute,
} from '@stallhub/contracts';
import { browserApi } from '../../lib/api.ts';

/**
 * Posts a picture to the storage with the token's signed policy, as a browser posts a form to OSS/S3
 * (spec 3 §7): the key, the access key id, the policy and its signature, then the file. Answers the
 * stored picture's address.
 */
async function postToStorage(token: UploadToken, file: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('key', token.key);
  form.append('OSSAccessKeyId', token.accessKeyId);
  form.append('policy', token.policy);
  form.append('signature', token.signature);
  form.append('file', file, name);
  const response = await fetch(token.host, { method: 'POST', body: form, credentials: 'same-origin' });
  const answer = (await response.json()) as { code: number; message: string; data: { url: string } | null };
  if (!response.ok || !answer.data) throw new ApiError(response.status, answer.code, answer.message, null);
  return answer.data.url;
}

/** Uploads a chosen, pasted, dropped or cropped picture; answers its address in our storage. */
export async function uploadFile(file: Blob, name: string): Promise<string> {
  const token = await browserApi.call(uploadTokenRoute, { type: IMAGE_SEARCH_UPLOAD_TYPE });
  return postToStorage(token, file, name);
}

/**
 * Searches the picture at an address (our upload, or any image address the server may fetch), with the
 * captcha's code when the search asked for one.
 */
export async function searchAddress(url: string, city: City, verifyCode?: string): Promise<string> {
  const input = verifyCode ? { url, searchCity: city, verifyCode } : { url, searchCity: city };
  const { imageMd5 } = await browserApi.call(uploadImageRoute, input);
  return imageMd5;
}
