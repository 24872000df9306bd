// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/use-t.ts';
import { JoinLinks } from './join-links.tsx';

const catalogue = readCatalogue('cn');

// The links wait for their pages (issue 12 §9); `pages.built` plays the day those pages exist.
const pages = vi.hoisted(() => ({ built: false }));
vi.mock('@stallhub/contracts', async (importOriginal) => {
  const contracts = await importOriginal<typeof import('@stallhub/contracts')>();
  return { ...contracts, canLinkTo: (href: string) => pages.built || contracts.canLinkTo(href) };
});

const renderLinks = (city: 'gz' | 'pn' | 'jfn', allowMoveToNational: boolean) =>
  render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <JoinLinks lang="cn" city={city} allowMoveToNational={allowMoveToNational} />
    </I18nProvider>,
  );

afterEach(cleanup);

describe('JoinLinks while the move-in and materials pages are not built', () => {
  it('links to neither (no dead ends, issue 12 §9)', () => {
    renderLinks('gz', true);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText('申请全国选品')).toBeNull();
  });
});

describe('JoinLinks once their pages are built', () => {
  beforeEach(() => {
    pages.built = true;
  });
  afterEach(() => {
    pages.built = false;
  });

  it('reads "stall move-in" when national move-in is not allowed', () => {
    renderLinks('pn', false);
    expect(screen.getByRole('link', { name: '档口入驻' })).toBeTruthy();
    expect(screen.queryByText('可申请')).toBeNull();
  });

  it('reads "can apply" with the national sourcing tip when allowMoveToNational', () => {
    renderLinks('pn', true);
    const link = screen.getByRole('link', { name: '可申请' });
    const tip = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe('申请全国选品');
  });

  it('"apply for materials" shows in gz and jfn only', () => {
    renderLinks('gz', false);
    expect(screen.getByRole('link', { name: '面辅料入驻' })).toBeTruthy();
    cleanup();
    renderLinks('jfn', false);
    expect(screen.getByRole('link', { name: '面辅料入驻' })).toBeTruthy();
    cleanup();
    renderLinks('pn', false);
    expect(screen.queryByRole('link', { name: '面辅料入驻' })).toBeNull();
  });
});
