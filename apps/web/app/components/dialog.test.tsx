// @vitest-environment happy-dom
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/use-t.ts';
import { CornerClose, Dialog, DialogTitle } from './dialog.tsx';

afterEach(cleanup);

/** A page with a control before the opener, the opener, and a dialog of two fields and a close cross. */
function Page({ closable = true, focusSecond = false }: { closable?: boolean; focusSecond?: boolean }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          onClose={closable ? () => setOpen(false) : undefined}
          width={398}
          initialFocus={focusSecond ? second : undefined}
        >
          <DialogTitle>Sign in</DialogTitle>
          <input aria-label="Phone" />
          <input aria-label="Code" ref={second} />
          {closable && <CornerClose label="Close" />}
        </Dialog>
      )}
    </>
  );
}

/** Opens the dialog as a keyboard user does: the opener has the focus when it is pressed. */
function openFrom(name = 'Open') {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Sign in' }) };
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('the dialog primitive', () => {
  it('is named by its title, sized by the spec width, and takes the focus onto its first field', () => {
    render(<Page />);
    const { dialog } = openFrom();
    expect(dialog.style.maxWidth).toBe('398px');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
  });

  it('starts on the element it is told to focus first', () => {
    render(<Page focusSecond />);
    openFrom();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }));
  });

  it('keeps the focus inside: Tab from the last control comes back to the first, Shift+Tab the other way', () => {
    render(<Page />);
    openFrom();
    const first = screen.getByRole('textbox', { name: 'Phone' });
    const last = screen.getByRole('button', { name: 'Close' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('takes the focus back when something outside grabs it', () => {
    render(<Page />);
    openFrom();
    const field = screen.getByRole('textbox', { name: 'Code' });
    field.focus();
    screen.getByRole('button', { name: 'Before', hidden: true }).focus();
    expect(document.activeElement).toBe(field);
  });

  it('hides the page behind from screen readers while open', () => {
    render(<Page />);
    const { opener } = openFrom();
    expect(opener.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('closes on Escape and gives the focus back to the control that opened it', async () => {
    render(<Page />);
    const { opener, dialog } = openFrom();
    pressEscape();
    expect(dialog.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes from its close cross, focus back on the opener too', async () => {
    render(<Page />);
    const { opener, dialog } = openFrom();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('without onClose stays open on Escape and has no close cross', async () => {
    render(<Page closable={false} />);
    const { dialog } = openFrom();
    pressEscape();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(dialog.isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('calls onClose once for Escape', () => {
    const onClose = vi.fn();
    render(
      <Dialog onClose={onClose} width={360}>
        <DialogTitle>Sign in</DialogTitle>
        <button type="button">OK</button>
      </Dialog>,
    );
    pressEscape();
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('a dialog opened before its code has arrived', () => {
  it('shows a waiting line at once, then the dialog with the focus on its first field', async () => {
    vi.resetModules();
    const fresh = await import('./dialog.tsx');
    // The fresh dialog reads the texts of a fresh translator module.
    const { I18nProvider: FreshI18nProvider } = await import('../i18n/use-t.ts');
    render(
      <FreshI18nProvider i18n={createI18n('en', readCatalogue('en'))}>
        <fresh.Dialog onClose={() => {}} width={398}>
          <fresh.DialogTitle>Sign in</fresh.DialogTitle>
          <input aria-label="Phone" />
        </fresh.Dialog>
      </FreshI18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
  });
});
