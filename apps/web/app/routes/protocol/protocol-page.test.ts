import { describe, expect, it } from 'vitest';
import { thrown } from '../../testing/loader-calls.ts';
import type { Route } from './+types/protocol-page';
import { loader } from './protocol-page.tsx';

const call = (path: string, params: { lang: string; type: string }, cookie = 'city=pn') =>
  loader({
    request: new Request(`http://localhost${path}`, { headers: { cookie } }),
    params,
  } as unknown as Route.LoaderArgs);

describe('protocol page loader', () => {
  it('sends an unknown type to /StatusError in its language (spec 1 §2)', async () => {
    const response = await thrown(call('/en/protocolPages/refunds', { lang: 'en', type: 'refunds' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/StatusError');
  });

  it('sends an unknown language to /StatusError', async () => {
    const response = await thrown(call('/xx/protocolPages/privacy', { lang: 'xx', type: 'privacy' }));
    expect(response.headers.get('Location')).toBe('/StatusError');
  });

  it('answers the document with its date in the language and a home link to the city', async () => {
    const cn = await call('/cn/protocolPages/buyerAgreement', { lang: 'cn', type: 'buyerAgreement' });
    expect(cn.document.effectiveDate).toBe('2019-04-23');
    expect(cn.effectiveDateLabel).toBe('2019年4月23日');
    expect(cn.home).toBe('/pn');
    const en = await call('/en/protocolPages/buyerAgreement', { lang: 'en', type: 'buyerAgreement' });
    expect(en.effectiveDateLabel).toBe('April 23, 2019');
    expect(en.home).toBe('/en/pn');
  });
});
