// @vitest-environment happy-dom
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/use-t.ts';
import { HoverPopover, Popover } from './popover.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function ClickPopover() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Elsewhere</button>
      <Popover
        open={open}
        onOpenChange={setOpen}
        label="Languages"
        trigger={<button type="button">Language</button>}
      >
        <a href="/en">English</a>
        <a href="/ja">日本語</a>
      </Popover>
    </>
  );
}

const HIDE_MS = 300;

function Tip() {
  return (
    <>
      <button type="button">Elsewhere</button>
      <HoverPopover
        hideMs={HIDE_MS}
        label="Badge info"
        wrapperClassName="tip-area"
        trigger={<button type="button">Badges</button>}
      >
        <a href="/shop/1">Visit the stall</a>
      </HoverPopover>
    </>
  );
}

/** Radix listens for clicks outside from the tick after the panel opened. */
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A click as a pointer makes it: pointerdown, the focus moving to what was pressed, then click. */
function clickOn(element: HTMLElement) {
  fireEvent.pointerDown(element, { button: 0 });
  element.focus();
  fireEvent.click(element, { button: 0 });
}

describe('the popover primitive', () => {
  it('opens from its trigger, which says so, and takes the focus into the named panel', () => {
    render(<ClickPopover />);
    const trigger = screen.getByRole('button', { name: 'Language' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Languages' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    // A panel of links takes the focus itself; the first Tab reaches its first link.
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives the focus back to its trigger', async () => {
    render(<ClickPopover />);
    const trigger = screen.getByRole('button', { name: 'Language' });
    trigger.focus();
    fireEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Languages' });
    screen.getByRole('link', { name: 'English' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(panel.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on a click outside, and the focus stays where that click put it', async () => {
    render(<ClickPopover />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    const panel = screen.getByRole('dialog', { name: 'Languages' });
    await nextTick();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    clickOn(elsewhere);
    expect(panel.isConnected).toBe(false);
    await nextTick();
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe('the hover popover', () => {
  it('opens while the pointer is over it without taking the focus, and hides hideMs after it leaves', () => {
    vi.useFakeTimers();
    const { container } = render(<Tip />);
    const area = container.querySelector('.tip-area') as Element;
    const trigger = screen.getByRole('button', { name: 'Badges' });
    fireEvent.mouseEnter(area);
    expect(screen.getByRole('dialog', { name: 'Badge info' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    fireEvent.mouseLeave(area);
    act(() => vi.advanceTimersByTime(HIDE_MS - 1));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.runAllTimers());
    // Hidden by the pointer leaving, it does not pull the focus onto its trigger.
    expect(document.activeElement).toBe(document.body);
  });

  it('a click or tap on the trigger opens it, and a second one keeps it open', () => {
    render(<Tip />);
    const trigger = screen.getByRole('button', { name: 'Badges' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('hides at once on Escape, the focus going back from the panel to the trigger', async () => {
    render(<Tip />);
    const trigger = screen.getByRole('button', { name: 'Badges' });
    trigger.focus();
    fireEvent.click(trigger);
    const link = screen.getByRole('link', { name: 'Visit the stall' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    // Back on the trigger, the panel stays closed.
    expect(screen.queryByRole('dialog', { name: 'Badge info' })).toBeNull();
  });

  it('hides hideMs after the focus leaves trigger and panel', () => {
    vi.useFakeTimers();
    render(<Tip />);
    const trigger = screen.getByRole('button', { name: 'Badges' });
    trigger.focus();
    fireEvent.click(trigger);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    fireEvent.blur(trigger, { relatedTarget: elsewhere });
    act(() => vi.advanceTimersByTime(HIDE_MS - 1));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('a popover opened before its code has arrived', () => {
  it('answers the first click with a waiting line, then the panel, and the next click closes it', async () => {
    vi.resetModules();
    const fresh = await import('./popover.tsx');
    // The fresh popover reads the texts of a fresh translator module.
    const { I18nProvider: FreshI18nProvider } = await import('../i18n/use-t.ts');
    function Fresh() {
      const [open, setOpen] = useState(false);
      return (
        <fresh.Popover
          open={open}
          onOpenChange={setOpen}
          label="Languages"
          trigger={<button type="button">Language</button>}
        >
          <a href="/en">English</a>
        </fresh.Popover>
      );
    }
    render(
      <FreshI18nProvider i18n={createI18n('en', readCatalogue('en'))}>
        <Fresh />
      </FreshI18nProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Language' });
    fireEvent.click(trigger);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('dialog', { name: 'Languages' });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Languages' })).toBeNull());
  });

  it('starts the code on its way when the pointer comes over the trigger', async () => {
    vi.resetModules();
    const fresh = await import('./popover.tsx');
    render(
      <fresh.Popover
        open={false}
        onOpenChange={() => {}}
        label="Languages"
        trigger={<button type="button">Language</button>}
      >
        <a href="/en">English</a>
      </fresh.Popover>,
    );
    expect(fresh.popoverCode.loaded()).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Language' }));
    await waitFor(() => expect(fresh.popoverCode.loaded()).not.toBeNull());
  });
});
