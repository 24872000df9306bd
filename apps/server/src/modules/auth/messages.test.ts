import { describe, expect, it } from 'vitest';
import { authMessage } from './messages.ts';

describe('the sign-in texts', () => {
  it('fill placeholders', () => {
    expect(authMessage('en', 'resendTooSoon', { seconds: 12 })).toBe(
      'Please wait 12 s before requesting a new code',
    );
    expect(authMessage('cn', 'codeWrong', { count: 3 })).toBe('验证码错误，还可尝试 3 次');
  });
});
