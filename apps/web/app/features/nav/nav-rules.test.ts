import { describe, expect, it } from 'vitest';
import { isCurrentNav } from './nav-rules.ts';

describe('isCurrentNav', () => {
  it('current path is highlighted without its language prefix', () => {
    expect(isCurrentNav('/gz/new.html', '/en/gz/new.html')).toBe(true);
    expect(isCurrentNav('/gz/new.html', '/gz/new.html')).toBe(true);
  });

  it('home matches /{city} and /{city}/index.html alike', () => {
    expect(isCurrentNav('/gz', '/gz/index.html')).toBe(true);
    expect(isCurrentNav('/gz/index.html', '/ko/gz')).toBe(true);
    expect(isCurrentNav('/gz', '/gz/')).toBe(true);
  });

  it('the query of an entry does not matter', () => {
    expect(isCurrentNav('/gz/hot/index.html?days=7', '/gz/hot')).toBe(true);
  });

  it('another page or another city is not current', () => {
    expect(isCurrentNav('/gz', '/gz/new.html')).toBe(false);
    expect(isCurrentNav('/gz', '/pn')).toBe(false);
  });
});
