import { describe, expect, it } from 'vitest';
import { languagePath } from './language-path.ts';

describe('languagePath', () => {
  it('switching language loads the same page under the new language prefix', () => {
    expect(languagePath('/gz', '', 'en')).toBe('/en/gz');
    expect(languagePath('/en/gz/search/index.html', '?q=abc&queryType=1', 'pt-br')).toBe(
      '/pt-br/gz/search/index.html?q=abc&queryType=1',
    );
  });

  it('switching to Chinese drops the prefix', () => {
    expect(languagePath('/ja/jfn', '', 'cn')).toBe('/jfn');
  });
});
