// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Dropdown } from './dropdown.tsx';

afterEach(cleanup);

const menu = (
  <Dropdown label="中文" ariaLabel="Language: 中文">
    <a href="/en/gz">English</a>
    <a href="/ja/gz">日本語</a>
  </Dropdown>
);

describe('a header menu', () => {
  it('is a <details> in the server HTML, its links there before any script runs', () => {
    const html = renderToString(menu);
    expect(html).toMatch(/^<details/);
    expect(html).toContain('<summary aria-label="Language: 中文"');
    expect(html).toContain('href="/en/gz"');
  });

  it('once scripts run, opens from a button; Escape closes it and the focus is back on the button', async () => {
    render(menu);
    const trigger = screen.getByRole('button', { name: 'Language: 中文' });
    trigger.focus();
    fireEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Language: 中文' });
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(panel.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes after a choice', () => {
    render(menu);
    fireEvent.click(screen.getByRole('button', { name: 'Language: 中文' }));
    const link = screen.getByRole('link', { name: 'English' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(screen.queryByRole('dialog', { name: 'Language: 中文' })).toBeNull();
  });

  it('opened before the scripts ran, it is still open once they take over', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(menu);
    (container.querySelector('details') as HTMLDetailsElement).open = true;
    render(menu, { container, hydrate: true });
    expect(await screen.findByRole('dialog', { name: 'Language: 中文' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language: 中文' }).getAttribute('aria-expanded')).toBe('true');
  });
});
