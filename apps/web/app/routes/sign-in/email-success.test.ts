import { describe, expect, it } from 'vitest';
import { loader } from './email-success.tsx';

const args = (url: string, params: { lang?: string } = {}) =>
  // biome-ignore lint/suspicious/noExplicitAny: the loader reads only the request and params
  ({ request: new Request(url), params, context: {} }) as any;

describe('/success/email loader', () => {
  it('shows the panel for the address in the link', () => {
    expect(
      loader(args('http://localhost/en/success/email?type=activation&email=a%40mail.test', { lang: 'en' })),
    ).toEqual({
      lang: 'en',
      email: 'a@mail.test',
    });
  });

  it('sends a link without a valid address to the sign-in page', () => {
    let thrown: unknown;
    try {
      loader(args('http://localhost/en/success/email?email=nonsense', { lang: 'en' }));
    } catch (response) {
      thrown = response;
    }
    expect((thrown as Response).headers.get('location')).toBe('/en/login.html');
  });
});
