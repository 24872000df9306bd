import { ApiError, LISTING_CODE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, MEMBER, postTo } from '../../testing/loader-calls.ts';
import { action } from './item-upload.tsx';

// "Upload all" posts to the upload page's action (issue 27 point 4): the batch is made in process, and
// the buyer goes on to its page; a refusal comes back to the form in the server's words.
const ADD_PATH = '/apic/multiupload/taobao/task/add';
const PAGE = '/en/itemUpload?vids=11,12&toPlatform=douyin';
const fields = { intent: 'upload-all', channel: 'douyin', itemIds: '1,2' };

describe('the upload page takes every item as one batch', () => {
  it('adds the items on the platform posted and goes on to the batch page', async () => {
    const { api, asked } = fakeApi({ '/apic/user/login/info': MEMBER, [ADD_PATH]: { batchId: 'b 1' } });
    const answer = (await postTo(action, PAGE, fields, api)) as Response;
    expect(asked.find((a) => a.path === ADD_PATH)?.input).toMatchObject({
      itemVidList: '1,2',
      channelId: 18,
      lang: 'en',
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toMatch(/^\/en\/upload\/bat\/item\/check\/b%201$/);
  });

  it('answers a refusal with its message, and lets a fault through to the error page', async () => {
    const refusing = fakeApi({
      '/apic/user/login/info': MEMBER,
      [ADD_PATH]: new ApiError(200, LISTING_CODE.refused, 'none of the items can be listed', null),
    });
    await expect(postTo(action, PAGE, fields, refusing.api)).resolves.toMatchObject({
      data: { failure: 'none of the items can be listed' },
      init: { status: 400 },
    });
    const failing = fakeApi({ '/apic/user/login/info': MEMBER });
    await expect(postTo(action, PAGE, fields, failing.api)).rejects.toBeInstanceOf(ApiError);
  });
});
