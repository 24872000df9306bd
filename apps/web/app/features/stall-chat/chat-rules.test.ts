import { describe, expect, it } from 'vitest';
import { chatHref } from './chat-rules.ts';

describe('chatHref (spec 3 §4 "Chat")', () => {
  it('opens Wangwang chat only when the stall has the service on and a nickname', () => {
    expect(chatHref(true, 'meili')).toContain('touid=meili');
    expect(chatHref(false, 'meili')).toBeNull();
    expect(chatHref(true, null)).toBeNull();
  });
});
