// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/use-t.ts';
import { ErrorBoundary } from './route-error-boundary.tsx';

afterEach(cleanup);

function failWith(status: number) {
  const Stub = createRoutesStub([
    {
      path: '/item/:vid',
      Component: () => null,
      ErrorBoundary,
      loader: () => {
        throw new Response(null, { status });
      },
    },
  ]);
  render(
    <I18nProvider i18n={createI18n('cn', readCatalogue('cn'))}>
      <Stub initialEntries={['/item/gone']} />
    </I18nProvider>,
  );
}

describe('route error boundary (spec 3 §8 shared handling)', () => {
  it('a missing item or stall says 404 "opps,页面找不到了" and offers the way home', async () => {
    failWith(404);
    expect((await screen.findByRole('alert')).textContent).toBe('opps,页面找不到了');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('403 says no access and any other failure "network abnormal"', async () => {
    failWith(403);
    expect((await screen.findByRole('alert')).textContent).toBe('账号无权访问该页面');
    cleanup();
    failWith(500);
    expect((await screen.findByRole('alert')).textContent).toBe('网络异常');
  });
});
