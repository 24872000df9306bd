import { ApiError } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, postTo, type Refused } from '../../testing/loader-calls.ts';
import { action } from './email-activation.tsx';

// The typed activation code posts to the page (issue 27 point 4): done comes back as the page saying so;
// a refusal keeps the typed address.
const PAGE = '/en/emailActivation.html';

describe('the e-mail activation posts its code to the page', () => {
  it('activates and comes back done (post, redirect, get)', async () => {
    const { api, asked } = fakeApi({ '/apic/verifyEmailValidateCode': { email: 'a@b.c' } });
    const answer = (await postTo(
      action,
      PAGE,
      { intent: 'activate', email: ' a@b.c', code: '123456 ' },
      api,
    )) as Response;
    expect(answer.headers.get('Location')).toBe(`${PAGE}?activated=1`);
    expect(asked.at(-1)?.input).toEqual({ email: 'a@b.c', code: '123456', lang: 'en' });
  });

  it('asks for the code first, and answers a wrong one in the API words with the address kept', async () => {
    const empty = (await postTo(
      action,
      PAGE,
      { intent: 'activate', email: 'a@b.c', code: '' },
      {},
    )) as Refused;
    expect(empty.data).toEqual({
      intent: 'activate',
      values: { email: 'a@b.c' },
      problem: { kind: 'check', key: 'signIn.error.codeEmpty' },
    });
    const { api } = fakeApi({
      '/apic/verifyEmailValidateCode': new ApiError(200, 511, 'Wrong code, 4 tries left', null),
    });
    const wrong = (await postTo(
      action,
      PAGE,
      { intent: 'activate', email: 'a@b.c', code: '000000' },
      api,
    )) as Refused;
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.values).toEqual({ email: 'a@b.c' });
    expect(wrong.data.problem).toEqual({ kind: 'refused', message: 'Wrong code, 4 tries left' });
  });
});
