import { ApiError } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, MEMBER, postTo } from '../../testing/loader-calls.ts';
import { action, loader } from './addresses.tsx';

// The address book's route action (issue 27 point 4): each change posts to the page, so the book works
// before its script loads; done goes back to the book, a refusal comes back with the typed values.
const TYPED = {
  intent: 'save',
  name: '张三',
  mobile: '1380013',
  province: '广东省',
  city: '广州市',
  district: '',
  detail: '站南路 16 号',
  postcode: '',
};
const SAVED = { id: 5, ...TYPED, mobile: '13800138000', isDefault: true };

type Answer = {
  data: { intent: string; values: Record<string, unknown>; problem: unknown };
  init: { status: number };
};
const post = (fields: Record<string, string>, api: unknown, path = '/en/user/addresses.html?add=1') =>
  postTo(action, path, fields, api);

describe('the address book posts its changes to the page', () => {
  it('saves an address and goes back to the book (post, redirect, get)', async () => {
    const { api, asked } = fakeApi({ '/apic/user/login/info': MEMBER, '/apic/user/address/save': SAVED });
    const answer = (await post({ ...TYPED, mobile: '13800138000', isDefault: '1' }, api)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/en/user/addresses.html');
    expect(asked.at(-1)).toEqual({
      path: '/apic/user/address/save',
      input: { ...TYPED, intent: undefined, mobile: '13800138000', isDefault: true, id: undefined },
    });
  });

  it('checks a mobile number on the server too (no script) and gives the typed values back', async () => {
    const { api, asked } = fakeApi({ '/apic/user/login/info': MEMBER });
    const answer = (await post({ ...TYPED, id: '5' }, api)) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.problem).toEqual({ kind: 'mobile' });
    expect(answer.data.values).toMatchObject({ name: '张三', mobile: '1380013', detail: '站南路 16 号' });
    expect(asked.map((a) => a.path)).not.toContain('/apic/user/address/save');
  });

  it('names the first required field left empty', async () => {
    const { api } = fakeApi({ '/apic/user/login/info': MEMBER });
    const answer = (await post({ ...TYPED, mobile: '' }, api)) as Answer;
    expect(answer.data.problem).toEqual({ kind: 'required', field: 'mobile' });
  });

  it("answers the API's refusal (a full book) in its words, the typed values kept", async () => {
    const { api } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/apic/user/address/save': new ApiError(200, 540, 'At most 20 addresses', null),
    });
    const answer = (await post({ ...TYPED, mobile: '13800138000' }, api)) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.problem).toEqual({ kind: 'refused', message: 'At most 20 addresses' });
    expect(answer.data.values.name).toBe('张三');
  });

  it('deletes an address and makes one the default, each back to the book', async () => {
    const { api, asked } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/apic/user/address/delete': {},
      '/apic/user/address/setDefault': {},
    });
    for (const intent of ['delete', 'default']) {
      const answer = (await post({ intent, id: '5' }, api, '/user/addresses.html?delete=5')) as Response;
      expect(answer.headers.get('Location')).toBe('/user/addresses.html');
    }
    expect(asked.slice(-3).map((a) => [a.path, a.input])).toEqual([
      ['/apic/user/address/delete', { id: 5 }],
      ['/apic/user/login/info', { city: 'gz' }],
      ['/apic/user/address/setDefault', { id: 5 }],
    ]);
  });
});

describe('the address book keeps its open form in the address', () => {
  it('reads ?add=1, ?edit=<id> and ?delete=<id>', async () => {
    const { api } = fakeApi({ '/apic/user/login/info': MEMBER, '/apic/global/address/query': [] });
    const view = async (query: string) =>
      (
        (await loader({
          request: new Request(`http://localhost/user/addresses.html${query}`),
          params: {},
          context: { api },
        } as never)) as { view: unknown }
      ).view;
    expect(await view('')).toEqual({ kind: 'list' });
    expect(await view('?add=1')).toEqual({ kind: 'add' });
    expect(await view('?edit=3')).toEqual({ kind: 'edit', id: 3 });
    expect(await view('?delete=3')).toEqual({ kind: 'delete', id: 3 });
    expect(await view('?edit=x')).toEqual({ kind: 'list' });
  });
});
