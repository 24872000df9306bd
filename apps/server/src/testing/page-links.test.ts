import { describe, expect, it } from 'vitest';
import { linksOf } from './page-links.ts';

describe('linksOf: the links of a page as a browser reads them', () => {
  it('reads double-quoted, single-quoted and bare href values, whatever the attribute order', () => {
    const html = `<a class="x" href="/gz">a</a><A HREF='/en/gz'>b</A><a href=/item/1 data-x>c</a>
      <a\n  target="_blank"\n  href="/shop/7">d</a>`;
    expect(linksOf(html)).toEqual(['/gz', '/en/gz', '/item/1', '/shop/7']);
  });

  it('decodes character references as the browser does', () => {
    const html = `<a href="/gz/search/index.html?q=%E5%8D%AB&amp;queryType=1&#x26;merge=1&#38;x=&quot;&#x27;">a</a>`;
    expect(linksOf(html)).toEqual(['/gz/search/index.html?q=%E5%8D%AB&queryType=1&merge=1&x="\'']);
  });

  it('is not fooled by a ">" inside a quoted value before the href', () => {
    expect(linksOf('<a title="a > b" href="/gz/new.html">a</a>')).toEqual(['/gz/new.html']);
  });

  it('skips scripts, styles, comments, other tags and other attributes ending in href', () => {
    const html = `<script>document.write('<a href="/in-script">')</script>
      <style>a[href="/in-style"]{}</style><!-- <a href="/in-comment"> -->
      <abbr href="/abbr"></abbr><area href="/area"><link href="/link"><a data-href="/data">x</a>
      <a>no href</a><a href="/kept">kept</a>`;
    expect(linksOf(html)).toEqual(['/kept']);
  });
});
