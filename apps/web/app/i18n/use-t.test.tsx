// @vitest-environment happy-dom

import type { TFunction } from '@stallhub/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverI18n } from './server-i18n.ts';
import { I18nProvider, useT } from './use-t.ts';

afterEach(cleanup);

describe('useT', () => {
  it('answers bare keys and keys with options from the page language, one function per instance', async () => {
    const i18n = await serverI18n('en');
    const seen: TFunction[] = [];
    function Label({ id }: { id: string }) {
      const { t } = useT();
      seen.push(t);
      return (
        <p data-testid={id}>
          {t('nav.home')} / {t('itemDetail.related.sameShop', { name: id })} / {t('nav.home')}
        </p>
      );
    }
    render(
      <I18nProvider i18n={i18n}>
        <Label id="a" />
        <Label id="b" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Home / More from a / Home');
    expect(screen.getByTestId('b').textContent).toBe('Home / More from b / Home');
    expect(new Set(seen).size).toBe(1);
  });
});

describe('serverI18n', () => {
  it('shares one instance per language across renders', async () => {
    const [first, second, german] = await Promise.all([serverI18n('en'), serverI18n('en'), serverI18n('de')]);
    expect(first).toBe(second);
    expect(first.language).toBe('en');
    expect(german.language).toBe('de');
    expect(german.t('nav.home')).not.toBe(first.t('nav.home'));
  });
});
