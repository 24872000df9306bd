// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { SignInField } from './sign-in-field.tsx';

const i18n = createI18n('en', readCatalogue('en'));
const inEnglish = (children: ReactNode) => render(<I18nProvider i18n={i18n}>{children}</I18nProvider>);

afterEach(cleanup);

describe('the sign-in field', () => {
  it('is labelled by the text it shows, and each kind carries its autocomplete for password managers', () => {
    const kinds = [
      ['username', 'text', 'username'],
      ['email', 'email', 'email'],
      ['phone', 'tel', 'tel'],
      ['oneTimeCode', 'text', 'one-time-code'],
      ['pictureCode', 'text', 'off'],
      ['password', 'password', 'current-password'],
      ['newPassword', 'password', 'new-password'],
    ] as const;
    inEnglish(
      kinds.map(([kind]) => (
        <SignInField key={kind} kind={kind} name={kind} label={`the ${kind}`} value="" onChange={() => {}} />
      )),
    );
    for (const [kind, type, autoComplete] of kinds) {
      const field = screen.getByLabelText(`the ${kind}`);
      expect(field.getAttribute('type')).toBe(type);
      expect(field.getAttribute('autocomplete')).toBe(autoComplete);
      expect(field.getAttribute('placeholder')).toBe(`the ${kind}`);
    }
  });

  it('shows its error under it in the reader’s language, and hands the typed value on', () => {
    const typed: string[] = [];
    inEnglish(
      <SignInField
        kind="phone"
        name="mobile"
        label="Phone"
        value=""
        onChange={(value) => typed.push(value)}
        error="signIn.error.phoneFormat"
      />,
    );
    expect(screen.getByText(i18n.t('signIn.error.phoneFormat'))).toBeTruthy();
    expect(i18n.t('signIn.error.phoneFormat')).not.toBe('signIn.error.phoneFormat');
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '138' } });
    expect(typed).toEqual(['138']);
  });

  it('takes the length of the code it is for', () => {
    inEnglish(
      <SignInField kind="oneTimeCode" name="code" label="Code" value="" maxLength={6} onChange={() => {}} />,
    );
    expect(screen.getByLabelText('Code').getAttribute('maxlength')).toBe('6');
  });
});
